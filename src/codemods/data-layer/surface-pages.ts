import type { File } from '@babel/types';
import type { Analysis, Canonical } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { printMended } from '../drop-pages/print.js';
import { cleanup, countReferences } from '../drop-pages/cleanup.js';
import { DROP_RULES, type DropTargets, type MendContext } from '../drop-pages/context.js';
import { removeLinks } from '../drop-pages/links.js';
import { droppedBindings, removePageElements, removeRoutes } from '../drop-pages/routes.js';
import { dynamicImports } from '../drop-pages/ast-kit.js';
import { parseSource } from '../../load/parse.js';
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

/** The drop targets for the dropped surfaces' pages and the components left rendering nothing. */
export function surfaceTargets(analysis: Analysis, surfaces: Set<string>, emptied: Set<string>): DropTargets {
  const canon = new Set([...surfaces].flatMap((s) => SURFACE_PAGES[s] ?? []));
  const routes: string[] = [];
  const keptRoutes: string[] = [];
  for (const p of analysis.pages) {
    if (!p.route) continue;
    const gone = (p.canonical && canon.has(p.canonical)) || emptied.has(p.file);
    (gone ? routes : keptRoutes).push(p.route);
  }
  return { pages: emptied, routeOnly: new Set(), authModules: new Set(), routes, keptRoutes, authSites: new Map() };
}

/** Mend one parsed file for the targets; true when it changed. */
function mendFile(ast: File, ctx: MendContext): boolean {
  const before = countReferences(ast);
  const b = droppedBindings(ast, ctx);
  let changed = removeRoutes(ast, ctx, b);
  changed = removePageElements(ast, b.all) || changed;
  changed = removeLinks(ast, ctx) || changed;
  if (!changed) return false;
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
  const importers = new Map<string, number>();
  for (const file of tree.list()) {
    if (!SCRIPT.test(file) || file.includes('node_modules/') || skip(file) || targets.pages.has(file)) continue;
    const text = tree.read(file);
    const ast = tree.ast(file);
    if (!ast || text === undefined) continue;
    const ctx: MendContext = { file, targets, rules: DROP_RULES, resolve: (spec) => resolve(file, spec) };
    try {
      if (mendFile(ast, ctx)) {
        const out = printMended(ast, text);
        // Never leave a file that does not parse: it then stays as it was.
        if (parseSource(file, out, 'edit').ok) {
          tree.write(file, out);
          changed.push(file);
        } else tree.write(file, text);
      }
    } catch {
      tree.write(file, text);
    }
    const now = tree.ast(file);
    if (!now) continue;
    const specs = [...now.program.body.flatMap((s) => (s.type === 'ImportDeclaration' || s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source ? [s.source.value] : []), ...dynamicImports(now.program)];
    for (const spec of specs) {
      const target = resolve(file, spec);
      if (target && targets.pages.has(target)) importers.set(target, (importers.get(target) ?? 0) + 1);
    }
  }
  const deleted = [...targets.pages].filter((f) => !importers.get(f) && tree.exists(f)).sort();
  for (const f of deleted) tree.delete(f);
  return { changed, deleted };
}
