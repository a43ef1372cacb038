// platform-convert: `next/font/google` without Next's font loader. Each font function gives the
// class names Next would, and sets its CSS variable to the family (with a generic fallback), so the
// site's `var(--font-…)` stacks still name it.
interface FontOptions { variable?: string; weight?: string | string[]; subsets?: string[]; display?: string; style?: string | string[] }
export interface NextFont { className: string; variable: string; style: { fontFamily: string } }

export function nextFont(family: string, options: FontOptions = {}): NextFont {
  const fontFamily = `'${family}', system-ui, sans-serif`;
  if (options.variable && typeof document !== 'undefined') document.documentElement.style.setProperty(options.variable, fontFamily);
  return { className: '', variable: '', style: { fontFamily } };
}
