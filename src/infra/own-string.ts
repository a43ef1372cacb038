/**
 * Strings that keep no file text alive. The parser's names and values are slices of the file's
 * text, and V8 makes a slice 13 characters or longer a view that keeps its whole source string in
 * memory: one kept import path would keep the file's text alive after the site let go of it.
 * Facts kept past a file's walk (analyze mode) copy their strings with these.
 */

/** V8 copies slices shorter than this; longer ones are views of their source. */
export const MIN_SLICE = 13;

/**
 * One copy per distinct string, shared by every fact that keeps it (names and import paths repeat
 * across files). Bounded: past the limit it starts again (older copies stay valid, only unshared).
 */
const table = new Map<string, string>();
const TABLE_LIMIT = 200_000;

/**
 * `s` as a string of its own (a flat copy, shared with every other kept string equal to it).
 * JSON's round trip copies any string exactly, lone surrogates included; `(' ' + s).slice(1)`
 * would be a slice again (of a shorter string, but two objects more for each kept string).
 */
export function ownString(s: string): string {
  if (s.length < MIN_SLICE) return s;
  let own = table.get(s);
  if (own === undefined) {
    if (table.size >= TABLE_LIMIT) table.clear();
    own = JSON.parse(JSON.stringify(s)) as string;
    table.set(own, own);
  }
  return own;
}

/** The map with keys of their own, in the same order (the same map when no key can be a slice). */
export function ownKeys<V>(m: Map<string, V>): Map<string, V> {
  let long = false;
  for (const k of m.keys()) if (k.length >= MIN_SLICE) { long = true; break; }
  if (!long) return m;
  const out = new Map<string, V>();
  for (const [k, v] of m) out.set(ownString(k), v);
  return out;
}

/** The set with members of their own, in the same order (the same set when none can be a slice). */
export function ownSet(s: Set<string>): Set<string> {
  let long = false;
  for (const k of s) if (k.length >= MIN_SLICE) { long = true; break; }
  return long ? new Set([...s].map(ownString)) : s;
}
