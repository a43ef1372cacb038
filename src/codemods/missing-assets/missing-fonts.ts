/**
 * A stylesheet's `@font-face` whose every file is linked by a root path (`url('/fonts/Brand.woff2')`)
 * that the public folder does not have: each page that uses the family asks for the files and logs
 * a 404 in the console, and the text shows in the stack's next font anyway. The rule goes, so the
 * family falls back to that font without the failed requests; the caller records which font to add.
 * A rule with a file that is served, or linked relatively (the bundler's), stays.
 */
export interface DroppedFont { family: string; paths: string[]; line: number }

const FONT_FACE = /@font-face\s*\{[^{}]*\}\s*/g;
const URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;
const FAMILY = /font-family\s*:\s*(["']?)([^;"'}]+)\1/;

export function dropMissingFontFaces(css: string, served: (rootPath: string) => boolean): { text: string; dropped: DroppedFont[] } | null {
  const dropped: DroppedFont[] = [];
  const text = css.replace(FONT_FACE, (rule, offset: number) => {
    const paths = [...rule.matchAll(URL)].map((m) => m[2].trim());
    if (!paths.length || !paths.every((p) => p.startsWith('/') && !p.startsWith('//')) || paths.some((p) => served(p.replace(/[?#].*$/, '')))) return rule;
    dropped.push({ family: FAMILY.exec(rule)?.[2].trim() ?? 'a font', paths, line: css.slice(0, offset).split('\n').length });
    return '';
  });
  return dropped.length ? { text, dropped } : null;
}
