import path from 'node:path';
import { resolveImport } from '../../load/resolve.js';
import type { AliasMap } from '../../load/aliases.js';

/** Paths by their lowercase form (several when only case tells them apart). */
export function lowerIndex(paths: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of paths) out.set(p.toLowerCase(), [...(out.get(p.toLowerCase()) ?? []), p]);
  return out;
}

/** The one file `spec` names when letter case is ignored; null when none or several. */
export function looseTarget(from: string, spec: string, aliases: AliasMap, byLower: Map<string, string[]>): string | null {
  const loose = resolveImport(from, spec, aliases, (p) => byLower.get(p.toLowerCase())?.length === 1);
  return loose ? byLower.get(loose.toLowerCase())![0] : null;
}

/**
 * `spec` rewritten to name `actual` with the file's own letter case, in the same form: relative
 * stays relative, an alias keeps its key, an omitted extension or `/index` stays omitted. Null
 * when the rewrite would change more than letter case (then the text is left to a person).
 */
export function realCaseSpec(from: string, spec: string, actual: string, aliases: AliasMap): string | null {
  let written = actual;
  const last = spec.split('/').pop() ?? '';
  const actualExt = path.posix.extname(actual);
  // `./Foo.js` written for `Foo.ts` (TS ESM style): keep the written extension.
  const writtenExt = path.posix.extname(last);
  if (/\/index\.[^/]+$/.test(actual) && !/^index(\.|$)/i.test(last)) written = path.posix.dirname(actual);
  else if (!writtenExt) written = actual.slice(0, actual.length - actualExt.length);
  else if (writtenExt.toLowerCase() !== actualExt.toLowerCase()) written = actual.slice(0, actual.length - actualExt.length) + writtenExt;
  let out: string | null = null;
  if (spec.startsWith('.')) {
    const rel = path.posix.relative(path.posix.dirname(from), written);
    out = rel.startsWith('.') ? rel : `./${rel}`;
  } else if (spec.startsWith('/')) {
    out = `/${written}`;
  } else {
    const key = [...aliases.keys()].sort((a, b) => b.length - a.length).find((k) => spec === k || spec.startsWith(k + '/'));
    const target = key !== undefined ? path.posix.normalize(aliases.get(key)!).replace(/^\.\//, '') : null;
    if (key !== undefined && target !== null && (written === target || written.startsWith(target + '/'))) out = key + written.slice(target.length);
  }
  return out !== null && out !== spec && out.toLowerCase() === spec.toLowerCase() ? out : null;
}
