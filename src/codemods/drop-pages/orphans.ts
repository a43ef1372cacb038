import type { StagedTree } from '../../convert/staged-tree.js';
import { inAuthArea, isAuthPagePath } from '../../../rules/review/no-auth-pages.js';

/** Modules loaded by pattern (`import.meta.glob`, `require.context`): an unimported file may still be used. */
const LOADED_BY_PATTERN = /import\.meta\.glob|require\.context/;

/**
 * Auth and admin files the source never imported (a back-office page left unrouted, a dashboard
 * block copied in and never used): nothing loads them, and review rejects them as auth/admin pages.
 * They go with the pages the step drops, as do those only deleted files or such orphans import.
 * So do modules nothing imports that still call the source's backend (`callsBackend`: a component
 * left unused, a seeding script): the build never loads them, and their calls only block review.
 * `before` is the import graph of the site before the step;
 * a module under an auth/admin folder or named as an auth page counts, never an entry module that
 * `index.html` loads, and nothing at all when the site loads modules by pattern.
 */
export function orphanAuthFiles(tree: StagedTree, before: Map<string, Set<string>>, inApp: (file: string) => boolean, callsBackend: (file: string) => boolean = () => false): string[] {
  const files = [...before.keys()];
  if (files.some((f) => LOADED_BY_PATTERN.test(tree.read(f) ?? ''))) return [];
  const html = tree.list().filter((f) => f.endsWith('.html')).map((f) => tree.read(f) ?? '').join('\n');
  const candidates = files.filter((f) => {
    if (!inApp(f) || !/\.[jt]sx?$/.test(f) || !tree.exists(f)) return false;
    const base = f.split('/').pop() ?? f;
    if (html.includes(base)) return false;
    return isAuthPagePath(f) || inAuthArea(f) || callsBackend(f);
  });
  // To a fixpoint: an admin form only an orphaned admin panel imported is an orphan too.
  const orphans = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    const imported = new Set<string>();
    for (const [f, deps] of before) if (tree.exists(f) && !orphans.has(f)) for (const d of deps) imported.add(d);
    for (const f of candidates) {
      if (orphans.has(f) || imported.has(f)) continue;
      orphans.add(f);
      grew = true;
    }
  }
  return [...orphans].sort();
}
