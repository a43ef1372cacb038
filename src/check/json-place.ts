import { lineOfOffset } from './ast.js';

/**
 * Line and column of a JSON key (`"name":`) in a file's text, optionally searched after another
 * key first (`"manifest"` then `"pages"`), so findings in JSON files point at the right line.
 */
export function jsonKeyPlace(text: string, key: string, after?: string): { line: number; column: number } | null {
  let from = 0;
  if (after) {
    const a = findKey(text, after, 0);
    if (a < 0) return null;
    from = a;
  }
  const at = findKey(text, key, from);
  return at < 0 ? null : lineOfOffset(text, at);
}

function findKey(text: string, key: string, from: number): number {
  const re = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*:`, 'g');
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? m.index : -1;
}
