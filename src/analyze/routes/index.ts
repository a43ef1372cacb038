import type { Site } from '../../load/site.js';
import { walk, type VisitorMap } from '../../rule-kit/walk.js';
import { createModuleCollector, type ModuleFacts } from '../module-facts.js';
import type { RouterKind } from '../types.js';
import { createBase44PagesAdapter } from './base44-pages.js';
import { createPagesFolderAdapter } from './pages-folder.js';
import { createReactRouterV5Adapter } from './react-router-v5.js';
import { createReactRouterV6Adapter } from './react-router-v6.js';
import { createTanstackRouterAdapter } from './tanstack-router.js';
import type { RouteAdapter, RouteEntry } from './types.js';
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
