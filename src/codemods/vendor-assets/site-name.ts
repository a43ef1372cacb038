import type { StagedTree } from '../../convert/staged-tree.js';

/** The opening tag of a link to the home page: `<Link to="/">`, `<a href="/">`, `<Link to={createPageUrl("Home")}>`. */
const HOME_LINK = /<(Link|NavLink|a)\b[^>]*?\b(to|href)=(?:"\/"|'\/'|\{\s*["'`]\/["'`]\s*\}|\{\s*\w+\(\s*["'`]Home["'`]\s*\)\s*\})[^>]*>([^<>{}]{2,60})<\/\1>/g;
/** Files that hold the site's header, where the brand name links home. */
const SHELL_FILE = /(layout|header|nav|navbar|navigation|app)\.(j|t)sx$/i;

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();

/**
 * The name the site shows for itself: the text of a plain-text link to the home page in its
 * header or layout (`<Link to="/">Clay &amp; Co.</Link>` → `Clay & Co.`). Null when there is none.
 */
export function siteNameFromSource(tree: Pick<StagedTree, 'list' | 'read'>, srcDir: string): string | null {
  const files = tree.list().filter((p) => p.startsWith(srcDir + '/') && /\.(j|t)sx$/.test(p));
  const ordered = [...files.filter((f) => SHELL_FILE.test(f)), ...files.filter((f) => !SHELL_FILE.test(f))];
  for (const file of ordered) {
    const text = tree.read(file) ?? '';
    for (const m of text.matchAll(HOME_LINK)) {
      const name = decode(m[3]);
      if (/\p{L}/u.test(name) && !/^home$/i.test(name)) return name;
    }
  }
  return null;
}
