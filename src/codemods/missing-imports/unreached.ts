import type { StagedTree } from '../../convert/staged-tree.js';
import { stagedImportSites } from '../vendor-removal/import-sources.js';

/** Files a page starts from or a tool reads: never taken for unreached. */
const ENTRY = /(^|\/)(main|index|App)\.[cm]?[jt]sx?$|(^|\/)[^/]*\.config\.[cm]?[jt]s$/;

/**
 * Files that import a file the source does not ship and that nothing in the site imports (a cart
 * variant the source left half-written, its barrel): dead code in the source, which no page
 * reaches. They go, and files only they imported become unreached in turn (repeated). An entry
 * (`main.tsx`, a folder's `index.ts` under `src/` root, a config) or a file a page names stays.
 * `holders`: files with a missing import. Returns the files removed.
 */
export function removeUnreachedHolders(tree: StagedTree, files: string[], holders: Set<string>, appSrc: string, resolve: (from: string, spec: string) => string | null): string[] {
  // Modules found by a pattern (`import.meta.glob`, `require.context`) have no importer to see.
  if (files.some((f) => /import\.meta\.glob|require\.context/.test(tree.read(f) ?? ''))) return [];
  const pages = tree.list().filter((f) => /\.html?$/.test(f) && !f.includes('node_modules/')).map((f) => tree.read(f) ?? '').join('\n');
  const importsOf = new Map<string, string[]>();
  for (const f of files) {
    const ast = tree.ast(f);
    importsOf.set(f, ast ? stagedImportSites(tree, f, ast).map((s) => resolve(f, s.source.value)).filter((x): x is string => !!x) : []);
  }
  const removed = new Set<string>();
  const candidates = new Set(holders);
  // A holder only other holders import becomes unreached once they go: a few rounds.
  for (let round = 0; round < 5; round++) {
    const imported = new Set<string>();
    for (const [f, deps] of importsOf) if (!removed.has(f)) for (const d of deps) imported.add(d);
    let again = false;
    for (const f of candidates) {
      if (removed.has(f) || imported.has(f) || !f.startsWith(`${appSrc}/`)) continue;
      const rel = f.slice(appSrc.length + 1);
      if ((ENTRY.test(f) && !rel.includes('/')) || pages.includes(rel)) continue;
      removed.add(f);
      again = true;
    }
    if (!again) break;
  }
  for (const f of removed) tree.delete(f);
  return [...removed].sort();
}
