import type { AliasMap } from '../../load/aliases.js';
import { resolveImport as resolveSpec } from '../../load/resolve.js';

/**
 * How import paths resolve in the staged tree: the app root (for the default `@/` and `~/` →
 * `<app root>/src`) and the site's own aliases (Vite config, tsconfig: `@shared` → `shared`),
 * which win over the defaults. The resolution itself is the loader's (src/load/resolve.ts).
 */
export interface ResolveScope {
  appRoot?: string;
  aliases?: AliasMap;
}

/**
 * aliasesOf's answers by the site's alias map and app root: it is asked once per resolution. Each
 * keeps the entries it was made from, as a step may still change the map (a port sets `@`).
 */
const aliasesMemo = new WeakMap<object, Map<string, { from: [string, string][]; out: AliasMap }>>();
const NO_ALIASES = {};
const sameEntries = (from: [string, string][], aliases?: AliasMap): boolean => {
  if (from.length !== (aliases?.size ?? 0)) return false;
  let i = 0;
  for (const [k, v] of aliases ?? []) {
    if (from[i][0] !== k || from[i][1] !== v) return false;
    i++;
  }
  return true;
};

/** The aliases in force: `@`/`~` → `<app root>/src` unless the site says otherwise. */
export function aliasesOf(appRoot: string, aliases?: AliasMap): AliasMap {
  let byRoot = aliasesMemo.get(aliases ?? NO_ALIASES);
  if (!byRoot) aliasesMemo.set(aliases ?? NO_ALIASES, (byRoot = new Map()));
  const known = byRoot.get(appRoot);
  if (known && sameEntries(known.from, aliases)) return known.out;
  const root = appRoot && appRoot !== '.' ? appRoot.replace(/\/$/, '') + '/' : '';
  const out: AliasMap = new Map([['@', `${root}src`], ['~', `${root}src`]]);
  for (const [k, v] of aliases ?? []) out.set(k, v);
  byRoot.set(appRoot, { from: [...(aliases ?? [])], out });
  return out;
}

/**
 * Where an import source points inside the site: relative paths, the site's aliases and the
 * default `@/` (or `~/`) alias. Bare package names and unresolvable paths give null.
 */
export function resolveImport(from: string, source: string, exists: (p: string) => boolean, appRoot = '', aliases?: AliasMap): string | null {
  return resolveSpec(from, source, aliasesOf(appRoot, aliases), exists);
}

/** `resolveImport` with a scope object (what the import helpers pass around). */
export const resolveIn = (scope: ResolveScope, from: string, source: string, exists: (p: string) => boolean): string | null =>
  resolveImport(from, source, exists, scope.appRoot ?? '', scope.aliases);

/** Is `source` (as written in an import) one of the vendor packages or a subpath of one? */
export const isPackageOf = (source: string, packages: string[]) => packages.some((p) => source === p || source.startsWith(`${p}/`));
