import type { Node, ObjectExpression } from '@babel/types';
import type { Site } from '../../load/site.js';
import { lineOf } from '../../rule-kit/walk.js';
import { dynamicImportSource, type ModuleFacts } from '../module-facts.js';
import { componentChain, jsxRouteVisitors, localNamesFrom, toEntry, type RawJsxRoute } from './jsx-routes.js';
import { joinRoute, withoutSplat, type RouteAdapter, type RouteEntry } from './types.js';

export const isReactRouter = (s: string) => s === 'react-router-dom' || s === 'react-router' || s === 'react-router-native';
const DATA_ROUTERS = new Set(['createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'createStaticRouter']);

interface RawObjectRoute {
  file: string;
  line: number;
  path: string | null;
  chain: string[];
  lazySource: string | null;
  layout: boolean;
  /** Components of the enclosing route objects' elements, outermost first (guards, layouts). */
  outer: string[];
}

function prop(obj: ObjectExpression, name: string): Node | undefined {
  for (const p of obj.properties) {
    if (p.type === 'ObjectProperty' && ((p.key.type === 'Identifier' && p.key.name === name) || (p.key.type === 'StringLiteral' && p.key.value === name))) return p.value as Node;
    if (p.type === 'ObjectMethod' && p.key.type === 'Identifier' && p.key.name === name) return p;
  }
  return undefined;
}

/** One pass over the keys: a route object has `path` (string) or `index` (boolean) and something to render. */
const ROUTE_KEYS = new Set(['element', 'Component', 'lazy', 'children']);
function isRouteObject(o: ObjectExpression): boolean {
  const ps = o.properties;
  if (ps.length < 2 || ps.length > 16) return false;
  let pathOrIndex = false;
  let renders = false;
  for (const p of ps) {
    if (p.type !== 'ObjectProperty' && p.type !== 'ObjectMethod') continue;
    const k = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
    if (k === null) continue;
    if (p.type === 'ObjectProperty' && ((k === 'path' && p.value.type === 'StringLiteral') || (k === 'index' && p.value.type === 'BooleanLiteral'))) pathOrIndex = true;
    else if (ROUTE_KEYS.has(k)) renders = true;
  }
  return pathOrIndex && renders;
}

/** Is this a v5-style JSX route (inside `<Switch>`, or `component=`/`render=` with no `element=`)? */
export function isV5Shape(r: RawJsxRoute, deps: Map<string, string>): boolean {
  const v = deps.get('react-router-dom') ?? deps.get('react-router') ?? '';
  if (/^[\^~]?5\./.test(v)) return true;
  if (r.container === 'Switch') return true;
  if (r.container === 'Routes') return false;
  return !r.attrs.has('element') && !r.attrs.has('Component') && (r.attrs.has('component') || r.attrs.has('render'));
}

/**
 * react-router v6/v7: `<Routes>/<Route element>` (nested, index, layout routes), and route objects
 * for `useRoutes` or the data routers (`createBrowserRouter` → `react-router-data`), with `lazy`.
 */
export function createReactRouterV6Adapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  const jsx: RawJsxRoute[] = [];
  const objects: RawObjectRoute[] = [];
  const dataFiles = new Set<string>();
  return {
    name: 'routes:react-router-v6',
    router: 'react-router-v6',
    visitFile(file) {
      const m = () => modules.get(file.path);
      let routeTags: Set<string> | null = null;
      const isTag = (n: string) => (routeTags ??= localNamesFrom(m(), isReactRouter, ['Route'])).has(n);
      const isContainer = (n: string) => n === 'Routes' || n === 'Switch';
      return {
        ...jsxRouteVisitors(file.path, isTag, isContainer, jsx),
        CallExpression(node) {
          if (node.callee.type === 'Identifier' && DATA_ROUTERS.has(node.callee.name)) dataFiles.add(file.path);
        },
        ObjectExpression(node, ctx) {
          if (!isRouteObject(node)) return;
          const parents: (string | null)[] = [];
          const outer: string[] = [];
          for (const a of ctx.ancestors) {
            if (a.type === 'ObjectExpression' && isRouteObject(a)) {
              const p = prop(a, 'path');
              parents.push(p?.type === 'StringLiteral' ? p.value : null);
              outer.push(...componentChain(prop(a, 'element') ?? prop(a, 'Component') ?? prop(a, 'component')));
            }
          }
          const parent = parents.reduce<string | null>((acc, p) => joinRoute(acc, p), null);
          const own = prop(node, 'path');
          const path = own?.type === 'StringLiteral' ? joinRoute(parent, own.value) : parent === null ? '/' : withoutSplat(parent);
          const el = prop(node, 'element') ?? prop(node, 'Component') ?? prop(node, 'component');
          const lazy = prop(node, 'lazy');
          // `lazy: () => import(…)`, or a lazy component as the element (`Component: lazy(() => import(…))`).
          const lazySource = lazy ? dynamicImportSource(lazy.type === 'ObjectMethod' ? null : lazy) : el?.type === 'CallExpression' ? dynamicImportSource(el) : null;
          const children = prop(node, 'children');
          objects.push({ file: file.path, line: lineOf(node), path, chain: componentChain(el), lazySource, layout: children?.type === 'ArrayExpression', outer });
        },
      };
    },
    finish(site: Site): RouteEntry[] {
      const deps = site.allDependencies();
      const out: RouteEntry[] = [];
      for (const r of jsx) {
        if (isV5Shape(r, deps)) continue;
        const router = dataFiles.has(r.file) ? 'react-router-data' : 'react-router-v6';
        out.push(toEntry(site, modules, router, { ...r, layout: r.hasRouteChildren }));
      }
      for (const r of objects) {
        const router = dataFiles.has(r.file) ? 'react-router-data' : 'react-router-v6';
        const e = toEntry(site, modules, router, r);
        if (!e.file && r.lazySource) {
          e.file = site.resolve(r.file, r.lazySource);
          e.component = null;
        }
        out.push(e);
      }
      return out;
    },
  };
}
