/** A CSS color literal a merchant's color can replace as is (not bare HSL channels like `152 38% 28%`). */
const FULL_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(.+\)|oklch\(.+\))$/i;

/**
 * The source's primary color as a CSS variable: `--primary`, else a brand or accent variable,
 * else the first variable holding a full color. Tailwind config colors are compiled into classes
 * and cannot be overridden at run time, so they do not qualify.
 */
export function primaryColor(colors: Record<string, string>): { cssVar: string; value: string } | null {
  const vars = Object.entries(colors).filter(([k, v]) => k.startsWith('--') && FULL_COLOR.test(v.trim()) && !/foreground|background|border|muted|ink|line|input|ring/.test(k));
  const pick = vars.find(([k]) => /primary/.test(k)) ?? vars.find(([k]) => /brand|accent|main/.test(k)) ?? vars[0];
  return pick ? { cssVar: pick[0], value: pick[1].trim() } : null;
}
