import type { Site } from '../../load/site.js';
import { walk, type VisitorMap } from '../../rule-kit/walk.js';
import { createModuleCollector, type ModuleFacts } from '../module-facts.js';
import type { RouterKind } from '../types.js';
import { createBase44PagesAdapter } from './base44-pages.js';
import { createPagesFolderAdapter } from './pages-folder.js';
import { createReactRouterV5Adapter } from './react-router-v5.js';
import { createReactRouterV6Adapter } from './react-router-v6.js';
import { createTanstackRouterAdapter } from './tanstack-router.js';
import { withoutSplat, type RouteAdapter, type RouteEntry } from './types.js';
import { createWouterAdapter } from './wouter.js';

export type { RouteEntry, RouteAdapter } from './types.js';

/** Every router adapter; the pages-folder adapter last (it only counts when no router matched). */
export function createRouteAdapters(modules: Map<string, ModuleFacts>): RouteAdapter[] {
  return [
    createBase44PagesAdapter(modules),
    createReactRouterV6Adapter(modules),
    createReactRouterV5Adapter(modules),
    createWouterAdapter(modules),
    createTanstackRouterAdapter(modules),
    createPagesFolderAdapter(modules),
  ];
}

/** Tie-break order when two routers declare as many routes. */
const PRIORITY: RouterKind[] = ['base44-pages', 'react-router-data', 'react-router-v6', 'tanstack-router', 'react-router-v5', 'wouter', 'next-app', 'next-pages', 'none'];

/**
 * The site's router and its routes. Base44's pages map wins when present (it sits on top of
 * react-router, whose routes it repeats); otherwise the router declaring the most routes names
 * `framework.router`, and the routes of every router are kept. A pages folder counts only when
 * no router declared anything.
 */
export function selectRoutes(results: { adapter: RouteAdapter; entries: RouteEntry[] }[]): { router: RouterKind; entries: RouteEntry[] } {
  // A catch-all nested under the root layout is the site's catch-all.
  for (const r of results) for (const e of r.entries) if (e.route === '/*') e.route = '*';
  dropNonPages(results);
  // Base44's map repeats the react-router routes of the same file: keep the first of each.
  const seen = new Set<string>();
  const unique = (e: RouteEntry) => {
    const key = `${e.route}\0${e.file}\0${e.layout ? 1 : 0}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const routed = results.filter((r) => r.adapter.name !== 'routes:pages-folder').flatMap((r) => r.entries).filter(unique);
  const entries = routed.length ? routed : results.flatMap((r) => r.entries);
  nestDescendantRoutes(entries);
  if (!entries.length) return { router: 'none', entries };
  const counts = new Map<RouterKind, number>();
  for (const e of entries) if (!e.layout) counts.set(e.router, (counts.get(e.router) ?? 0) + 1);
  if (counts.has('base44-pages')) return { router: 'base44-pages', entries };
  let best: RouterKind = entries[0].router;
  let bestCount = -1;
  for (const k of PRIORITY) {
    const c = counts.get(k) ?? 0;
    if (c > bestCount) {
      best = k;
      bestCount = c;
    }
  }
  return { router: bestCount > 0 ? best : entries[0].router, entries };
}

/**
 * What a Base44 pages map lists that is no page. A map generated from the whole pages folder
 * names the layout (`"Layout": Layout`, drawn around the pages with `<Layout currentPageName>`)
 * and the module holding the route table (`"index": index`) beside the pages; a map with no
 * `mainPage` puts its first key at `/` by convention, which a `/` route the source writes out in
 * the same module (or a map that names its main page) overrides; and a page the same module's
 * `<Route>` table routes is at the table's paths (`/Products/:slug`), not at its map name.
 */
function dropNonPages(results: { adapter: RouteAdapter; entries: RouteEntry[] }[]): void {
  const all = results.filter((r) => r.adapter.name !== 'routes:pages-folder').flatMap((r) => r.entries);
  const wrappers = new Set(all.flatMap((e) => [...e.wrappers, ...(e.layoutWrappers ?? [])]));
  const layoutFiles = new Set(all.filter((e) => e.layout && e.file).map((e) => e.file as string));
  const tableFiles = new Set(all.filter((e) => e.declaredIn !== e.file).map((e) => e.declaredIn));
  const spelledHome = all.filter((e) => e.route === '/' && !e.implicit && !e.layout && !e.redirectTo);
  for (const r of results) {
    r.entries = r.entries.filter((e) => {
      if (e.router !== 'base44-pages' || e.layout) return true;
      if (e.component && wrappers.has(e.component) && e.route !== '/') return false;
      if (e.file && (layoutFiles.has(e.file) || tableFiles.has(e.file))) return false;
      if (e.implicit && spelledHome.some((h) => h.file !== e.file)) return false;
      // A module with both a map and a `<Route>` table (the legacy `pages/index.jsx`): where the
      // table routes the page, its paths are the page's; the map only names it.
      const tabled = all.filter((x) => x.router !== 'base44-pages' && x.declaredIn === e.declaredIn && x.file === e.file);
      if (tabled.length && !tabled.some((x) => x.route === e.route)) return false;
      return true;
    });
  }
}

/**
 * Descendant routes: a `<Routes>` inside a component that a splat route renders
 * (`<Route path="/vendor/*" element={<RoleGate role="vendor"><Desk /></RoleGate>} />`, Desk
 * declaring `<Route path="stock" …/>`) matches under that route's path (`/vendor/stock`), behind
 * its guards and wrappers. The routes a mounted file declares are re-rooted in place.
 */
export function nestDescendantRoutes(entries: RouteEntry[]): void {
  const rerooted = new Set<RouteEntry>();
  // A mounted component may mount another in turn: outer mounts first, a few levels deep.
  for (let level = 0; level < 4; level++) {
    let moved = false;
    for (const mount of entries) {
      if (!mount.file || mount.layout || !mount.route || !mount.route.endsWith('/*') || mount.route === '/*') continue;
      if (mount.declaredIn === mount.file) continue;
      const prefix = withoutSplat(mount.route);
      for (const e of entries) {
        if (e === mount || rerooted.has(e) || e.declaredIn !== mount.file || e.route === null) continue;
        if (e.route === prefix || e.route.startsWith(`${prefix}/`)) continue;
        e.route = e.route === '*' ? `${prefix}/*` : e.route === '/' ? prefix : `${prefix}${e.route.startsWith('/') ? '' : '/'}${e.route}`;
        if (mount.roleGuard) e.roleGuard = true;
        const around = [...(mount.layoutWrappers ?? []), ...mount.wrappers];
        if (around.length) e.layoutWrappers = [...around, ...(e.layoutWrappers ?? [])];
        rerooted.add(e);
        moved = true;
      }
    }
    if (!moved) break;
  }
}

/**
 * The routes of a site on their own (its own walk: for tests and tools that need only routes;
 * `analyzeSite` gets them from its shared walk instead).
 */
export function collectRoutes(site: Site): { router: RouterKind; entries: RouteEntry[] } {
  const modules = createModuleCollector();
  const adapters = createRouteAdapters(modules.facts);
  for (const file of site.scripts) {
    const ast = site.ast(file.path);
    if (!ast) continue;
    const maps: VisitorMap[] = [];
    for (const c of [modules, ...adapters]) {
      const v = c.visitFile(file, ast, site);
      if (v) maps.push(v);
    }
    walk(ast, maps);
  }
  return selectRoutes(adapters.map((adapter) => ({ adapter, entries: adapter.finish(site) })));
}
