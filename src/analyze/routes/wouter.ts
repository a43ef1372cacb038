import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import { customRouteTags, jsxRouteVisitors, localNamesFrom, toEntry, type RawJsxRoute } from './jsx-routes.js';
import type { RouteAdapter, RouteEntry } from './types.js';

/** wouter: `<Switch>` of `<Route path component={X}>` or `<Route path>{children}</Route>`; `nest` joins paths. */
export function createWouterAdapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  const raw: RawJsxRoute[] = [];
  return {
    name: 'routes:wouter',
    router: 'wouter',
    visitFile(file) {
      let tags: Set<string> | null = null;
      const isTag = (n: string) => (tags ??= localNamesFrom(modules.get(file.path), (s) => s === 'wouter' || s.startsWith('wouter/'), ['Route'])).has(n);
      const fromWouter = (s: string) => s === 'wouter' || s.startsWith('wouter/');
      let custom: ((n: string) => boolean) | null = null;
      const isCustom = (n: string) => (custom ??= customRouteTags(modules.get(file.path), fromWouter))(n);
      return jsxRouteVisitors(file.path, isTag, (n) => n === 'Switch', raw, isCustom);
    },
    finish(site: Site): RouteEntry[] {
      // wouter's catch-all is a path-less <Route> last in a <Switch>.
      return raw.map((r) => toEntry(site, modules, 'wouter', { ...r, path: r.path ?? (r.container ? '*' : null), layout: r.hasRouteChildren }));
    },
  };
}
