import postcss, { type AtRule } from 'postcss';

/**
 * A stylesheet's `@font-face` whose every file is linked by a root path (`url('/fonts/Brand.woff2')`)
 * that the public folder does not have: each page that uses the family asks for the files and logs
 * a 404 in the console, and the text shows in the stack's next font anyway. The rule goes, so the
 * family falls back to that font without the failed requests; the caller records which font to add.
 * A rule with a file that is served, or linked relatively (the bundler's), stays. A sheet postcss
 * cannot read is left as it is.
 */
export interface DroppedFont { family: string; paths: string[]; line: number }

/** `url(...)` in one declaration's value (postcss has split the sheet; a value is a short line). */
const URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/gi;

/** The addresses of a `src` value's `url(...)` functions. */
const urlsOf = (value: string): string[] => [...value.matchAll(URL)].map((m) => m[2].trim());

export function dropMissingFontFaces(css: string, served: (rootPath: string) => boolean, file = 'style.css'): { text: string; dropped: DroppedFont[] } | null {
  if (!/@font-face/i.test(css)) return null;
  let root;
  try {
    root = postcss.parse(css, { from: file });
  } catch {
    return null;
  }
  const dropped: DroppedFont[] = [];
  root.walkAtRules(/^font-face$/i, (rule: AtRule) => {
    const paths = (rule.nodes ?? []).flatMap((n) => (n.type === 'decl' && n.prop.toLowerCase() === 'src' ? urlsOf(n.value) : []));
    if (!paths.length || !paths.every((p) => p.startsWith('/') && !p.startsWith('//')) || paths.some((p) => served(p.replace(/[?#].*$/, '')))) return;
    const family = (rule.nodes ?? []).find((n) => n.type === 'decl' && n.prop.toLowerCase() === 'font-family');
    dropped.push({ family: family?.type === 'decl' ? family.value.replace(/^(["'])(.*)\1$/, '$2').trim() : 'a font', paths, line: rule.source?.start?.line ?? 1 });
    rule.remove();
  });
  return dropped.length ? { text: root.toString(), dropped } : null;
}
