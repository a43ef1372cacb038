import type { Node, ObjectExpression } from '@babel/types';
import type { Site } from '../../load/site.js';
import { lineOf } from '../../rule-kit/walk.js';
import { resolveComponent, type ModuleFacts } from '../module-facts.js';
import { componentChain } from './jsx-routes.js';
import { joinRoute, type RouteAdapter, type RouteEntry } from './types.js';

interface RawRoute {
  file: string;
  line: number;
  varName: string | null;
  parentVar: string | null;
  path: string | null;
  root: boolean;
  component: string | null;
}

/** TanStack `$id` params and `$` splats, in react-router syntax. */
export const fromTanstackPath = (p: string) => p.replace(/\$([A-Za-z_]\w*)/g, ':$1').replace(/\/\$$/, '/*').replace(/^\$$/, '*');

function objProp(o: ObjectExpression, name: string): Node | undefined {
  for (const p of o.properties) if (p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === name) return p.value as Node;
  return undefined;
}

function returnedIdentifier(n: Node | undefined): string | null {
  if (!n) return null;
  if (n.type === 'ArrowFunctionExpression') return n.body.type === 'Identifier' ? n.body.name : null;
  return null;
}

/** TanStack Router: code routes `createRoute({ getParentRoute, path, component })` and file routes `createFileRoute('/x')({ component })`. */
export function createTanstackRouterAdapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  const raw: RawRoute[] = [];
  return {
    name: 'routes:tanstack-router',
    router: 'tanstack-router',
    visitFile(file) {
      return {
        CallExpression(node, ctx) {
          const c = node.callee;
          // createFileRoute('/products/$id')({ component })
          if (c.type === 'CallExpression' && c.callee.type === 'Identifier' && /^create(Lazy)?FileRoute$/.test(c.callee.name)) {
            const a = c.arguments[0];
            const opts = node.arguments[0];
            const comp = opts?.type === 'ObjectExpression' ? objProp(opts, 'component') : undefined;
            raw.push({ file: file.path, line: lineOf(node), varName: null, parentVar: null, path: a?.type === 'StringLiteral' ? a.value : null, root: false, component: componentChain(comp)[0] ?? null });
            return;
          }
          if (c.type !== 'Identifier' || !/^create(Root)?Route(WithContext)?$/.test(c.name)) return;
          const parent = ctx.parent();
          const varName = parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : null;
          if (c.name === 'createRootRouteWithContext') return;
          const first = node.arguments[0];
          const opts: ObjectExpression | undefined = first?.type === 'ObjectExpression' ? first : undefined;
          const path = opts ? objProp(opts, 'path') : undefined;
          raw.push({
            file: file.path, line: lineOf(node), varName, root: c.name !== 'createRoute',
            parentVar: opts ? returnedIdentifier(objProp(opts, 'getParentRoute')) : null,
            path: path?.type === 'StringLiteral' ? path.value : null,
            component: opts ? componentChain(objProp(opts, 'component'))[0] ?? null : null,
          });
        },
      };
    },
    finish(site: Site): RouteEntry[] {
      const byVar = new Map(raw.filter((r) => r.varName).map((r) => [r.varName!, r]));
      const fullPath = (r: RawRoute, depth = 0): string | null => {
        if (r.root) return null;
        const parent = r.parentVar && depth < 10 ? byVar.get(r.parentVar) : undefined;
        const base = parent ? fullPath(parent, depth + 1) : null;
        return r.path === null ? base : joinRoute(base, fromTanstackPath(r.path));
      };
      const out: RouteEntry[] = [];
      for (const r of raw) {
        if (r.root && !r.component) continue;
        const file = r.component ? resolveComponent(site, modules, r.file, r.component) : r.file;
        const route = r.root ? null : fullPath(r);
        out.push({ router: 'tanstack-router', route: route ?? (r.root ? null : '/'), declaredIn: r.file, line: r.line, component: r.component, file, wrappers: [], ...(r.root ? { layout: true } : {}) });
      }
      return out;
    },
  };
}
