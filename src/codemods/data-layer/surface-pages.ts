import type { File } from '@babel/types';
import type { Analysis, Canonical } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { printMended } from '../drop-pages/print.js';
import { cleanup, countReferences } from '../drop-pages/cleanup.js';
import { DROP_RULES, type DropTargets, type MendContext } from '../drop-pages/context.js';
import { removeLinks } from '../drop-pages/links.js';
import { droppedBindings, removePageElements, removeRoutes } from '../drop-pages/routes.js';
import { dynamicImports } from '../drop-pages/ast-kit.js';
import { pruneAround, removeEmptyLists } from './surface-drop.js';
import { resolveImport } from '../vendor-removal/resolve.js';

/**
 * A dropped surface's own pages (by canonical name) and the reach of its drop over the whole
 * site: links, nav entries and redirects to those pages go, and so do the routes, elements and
 * imports of components the drop left rendering nothing. The drop-pages step's own removers do
 * the work (links.ts, routes.ts, cleanup.ts); this only says what is dropped.
 */
export const SURFACE_PAGES: Record<string, Canonical[]> = {
  products: ['products', 'product', 'collections'],
  services: ['services', 'service'],
  'cart-checkout': ['cart', 'checkout', 'order-status'],
  content: ['blog', 'careers'],
};

const SCRIPT = /\.(jsx?|tsx?|mjs)$/;

/**
 * The drop targets: the dropped surfaces' own pages (they go whole, like a dropped page) and the
 * components left rendering nothing.
 */
export function surfaceTargets(tree: StagedTree, analysis: Analysis, surfaces: Set<string>, emptied: Set<string>): DropTargets {
  const canon = new Set([...surfaces].flatMap((s) => SURFACE_PAGES[s] ?? []));
  const pages = new Set(emptied);
  const routes: string[] = [];
  const keptRoutes: string[] = [];
  for (const p of analysis.pages) {
    const gone = (p.canonical && canon.has(p.canonical)) || emptied.has(p.file);
    if (gone && p.class !== 'drop' && tree.exists(p.file)) pages.add(p.file);
    if (p.route) (gone ? routes : keptRoutes).push(p.route);
  }
  return { pages, routeOnly: new Set(), authModules: new Set(), routes, keptRoutes, authSites: new Map() };
}

/** Mend one parsed file for the targets; true when it changed. */
function mendFile(ast: File, ctx: MendContext): boolean {
  const before = countReferences(ast);
  const b = droppedBindings(ast, ctx);
  let changed = removeRoutes(ast, ctx, b);
  changed = removePageElements(ast, b.all) || changed;
  changed = removeLinks(ast, ctx) || changed;
  if (!changed) return false;
  // A list whose items were only links to the dropped pages goes, with what held only it.
  pruneAround(ast, removeEmptyLists(ast));
  // Imports whose last use went (a removed route's page) go here too, keeping the file's layout.
  cleanup(ast, before, new WeakSet(), /(?!)/);
  return true;
}

/**
 * Over every script of the app: remove links to the targets' routes and uses of the targets'
 * files; then delete those files once nothing imports them. Returns the changed and deleted files.
 */
export function dropSurfaceReach(tree: StagedTree, analysis: Analysis, targets: DropTargets, skip: (file: string) => boolean): { changed: string[]; deleted: string[] } {
  const changed: string[] = [];
  const exists = (p: string) => tree.exists(p);
  const resolve = (file: string, spec: string) => resolveImport(file, spec, exists, analysis.appRoot);
  for (const file of tree.list()) {
    if (!SCRIPT.test(file) || file.includes('node_modules/') || skip(file) || targets.pages.has(file)) continue;
    const text = tree.read(file);
    const ast = tree.ast(file);
    if (!ast || text === undefined) continue;
    const ctx: MendContext = { file, targets, rules: DROP_RULES, resolve: (spec) => resolve(file, spec) };
    try {
      if (mendFile(ast, ctx)) {
        const out = printMended(ast, text);
        // Never leave a file that does not parse: it then stays as it was (the staged tree
        // parses what is written, once).
        tree.write(file, out);
        if (tree.ast(file)) changed.push(file);
        else tree.write(file, text);
      }
    } catch {
      tree.write(file, text);
    }
  }
  const importers = importerCounts(tree, analysis, skip);
  const deleted = [...targets.pages].filter((f) => !importers.get(f) && tree.exists(f)).sort();
  for (const f of deleted) tree.delete(f);
  return { changed, deleted };
}

/** How many files import each script (static, re-export and dynamic imports). */
export function importerCounts(tree: StagedTree, analysis: Analysis, skip: (file: string) => boolean): Map<string, number> {
  const exists = (p: string) => tree.exists(p);
  const counts = new Map<string, number>();
  for (const file of tree.list()) {
    if (!SCRIPT.test(file) || file.includes('node_modules/') || skip(file)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const specs = [...ast.program.body.flatMap((s) => (s.type === 'ImportDeclaration' || s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source ? [s.source.value] : []), ...dynamicImports(ast.program)];
    for (const spec of new Set(specs)) {
      const target = resolveImport(file, spec, exists, analysis.appRoot);
      if (target) counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Modules the drop left imported by nothing (a product card only the removed lists used) go,
 * repeatedly (what only they imported goes next). Never one that nothing imported before.
 */
export function deleteOrphans(tree: StagedTree, analysis: Analysis, before: Map<string, number>, skip: (file: string) => boolean): string[] {
  const deleted: string[] = [];
  for (let round = 0; round < 4; round++) {
    const now = importerCounts(tree, analysis, skip);
    const orphans = [...before.keys()].filter((f) => SCRIPT.test(f) && !skip(f) && tree.exists(f) && !now.get(f)).sort();
    if (!orphans.length) break;
    for (const f of orphans) tree.delete(f);
    deleted.push(...orphans);
  }
  return deleted;
}
