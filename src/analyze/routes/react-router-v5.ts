import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import { customRouteTags, jsxRouteVisitors, localNamesFrom, toEntry, type RawJsxRoute } from './jsx-routes.js';
import { isReactRouter, isV5Shape } from './react-router-v6.js';
import type { RouteAdapter, RouteEntry } from './types.js';

/** react-router v5: `<Switch>` of `<Route path component>` / `render` / children routes. */
export function createReactRouterV5Adapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  const raw: RawJsxRoute[] = [];
  return {
    name: 'routes:react-router-v5',
    router: 'react-router-v5',
    visitFile(file) {
      let tags: Set<string> | null = null;
      const isTag = (n: string) => (tags ??= localNamesFrom(modules.get(file.path), isReactRouter, ['Route'])).has(n);
      let custom: ((n: string) => boolean) | null = null;
      const isCustom = (n: string) => (custom ??= customRouteTags(modules.get(file.path), isReactRouter))(n);
      return jsxRouteVisitors(file.path, isTag, (n) => n === 'Switch' || n === 'Routes', raw, isCustom);
    },
    finish(site: Site): RouteEntry[] {
      const deps = site.allDependencies();
      return raw.filter((r) => isV5Shape(r, deps)).map((r) => toEntry(site, modules, 'react-router-v5', { ...r, layout: r.hasRouteChildren }));
    },
  };
}
