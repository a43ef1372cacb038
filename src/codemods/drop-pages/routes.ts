import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { dynamicImports, jsxName, keyName, mentions, removeJsx, staticString, traverse, type NodePath } from './ast-kit.js';
import type { MendContext } from './context.js';
import { isDroppedRoutePath } from './route-match.js';

/** Keys of a route object or route props that name what the route renders. */
const RENDER_KEYS = new Set(['element', 'component', 'Component', 'render', 'lazy', 'getComponent', 'errorElement']);
/** Keys that make an object a route object. */
const ROUTE_KEYS = new Set(['path', 'element', 'component', 'Component', 'lazy', 'children', 'index', 'getParentRoute']);

export interface DroppedBindings {
  /** Locals bound to auth pages: every use goes. */
  all: Set<string>;
  /** Locals bound to route-only pages (404): only their routes go. */
  route: Set<string>;
}

function fileKind(ctx: MendContext, spec: string): 'all' | 'route' | null {
  const target = ctx.resolve(spec);
  if (!target) return null;
  if (ctx.targets.pages.has(target)) return 'all';
  if (ctx.targets.routeOnly.has(target)) return 'route';
  return null;
}

const isFunction = (n: Node): boolean => n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression';

/** Does a value hold a function anywhere (an option that is code, not a name or a number)? */
function mentionsFunction(n: Node): boolean {
  let found = false;
  t.traverseFast(n, (x) => { if (isFunction(x)) found = true; });
  return found;
}

/** Locals bound to dropped pages: static imports and `lazy(() => import(...))` declarations. */
export function droppedBindings(ast: File, ctx: MendContext): DroppedBindings {
  const out: DroppedBindings = { all: new Set(), route: new Set() };
  for (const stmt of ast.program.body) {
    if (stmt.type === 'ImportDeclaration' && stmt.importKind !== 'type') {
      const kind = fileKind(ctx, stmt.source.value);
      if (kind) for (const s of stmt.specifiers) out[kind].add(s.local.name);
    }
  }
  t.traverseFast(ast.program, (n) => {
    if (n.type !== 'VariableDeclarator' || n.id.type !== 'Identifier' || !n.init) return;
    // `lazy(() => import('./pages/Login'))`: a function argument whose only import is the page. A
    // site's own lazy helper may take more, plain values only (`lazyRetry(() => import(…), 'Login')`).
    const init = n.init;
    const lazyCall = init.type === 'CallExpression' && init.arguments.length >= 1 && isFunction(init.arguments[0]) && init.arguments.slice(1).every((a) => !mentionsFunction(a));
    const specs = dynamicImports(init);
    if ((!lazyCall && init.type !== 'ArrowFunctionExpression') || specs.length !== 1) return;
    const kinds = specs.map((s) => fileKind(ctx, s));
    if (kinds.includes('all')) out.all.add(n.id.name);
    else if (kinds.includes('route')) out.route.add(n.id.name);
  });
  return out;
}

export const isRouteElement = (el: t.JSXOpeningElement): boolean =>
  /(^|\.)Route$/.test(jsxName(el)) || el.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'path');

/**
 * A copy of a route's render value without the routes nested in it: a layout route's `element`
 * may hold its own `<Routes>` (`<Route path="/*" element={<><Header /><Routes>…</Routes></>} />`),
 * and those inner routes are judged one by one, not as the layout's page.
 */
export function withoutNestedRoutes(node: Node): Node {
  const copy = t.cloneNode(node, true);
  t.traverseFast(copy, (n) => {
    if (n.type !== 'JSXElement' && n.type !== 'JSXFragment') return;
    n.children = n.children.filter((c) => !(c.type === 'JSXElement' && isRouteElement(c.openingElement)));
  });
  return copy;
}

/** Does a route element or object render a dropped page (or a dropped file through `import()`)? */
function rendersDropped(node: Node | null | undefined, names: Set<string>, ctx: MendContext): boolean {
  if (!node) return false;
  const own = withoutNestedRoutes(node);
  if (mentions(own, names)) return true;
  return dynamicImports(own).some((s) => fileKind(ctx, s) !== null);
}

/**
 * Remove the routes of dropped pages in every router shape: JSX `<Route>` (react-router, wouter),
 * route objects in arrays (data routers, `useRoutes`), page maps (`PAGES = { Login }`), TanStack
 * `createRoute({ component })` declarations (their variable joins the dropped set, so
 * `addChildren([...])` entries go next). Returns whether anything changed.
 */
export function removeRoutes(ast: File, ctx: MendContext, b: DroppedBindings): boolean {
  const names = new Set([...b.all, ...b.route]);
  const routeDecls = new Set<string>();
  let changed = false;
  let again = true;
  for (let round = 0; again && round < 4; round++) {
    again = false;
    traverse(ast, {
      JSXElement(path) {
        const open = path.node.openingElement;
        if (!isRouteElement(open)) return;
        let hit = false;
        for (const a of open.attributes) {
          if (a.type !== 'JSXAttribute') continue;
          const key = String(a.name.name);
          if (key === 'path' && isDroppedRoutePath(staticString(a.value) ?? '\0', ctx.targets)) hit = true;
          if (RENDER_KEYS.has(key) && rendersDropped(a.value, names, ctx)) hit = true;
        }
        const ownChildren = path.node.children.filter((c) => !(c.type === 'JSXElement' && isRouteElement(c.openingElement)));
        if (ownChildren.some((c) => rendersDropped(c, names, ctx))) hit = true;
        if (hit) {
          removeJsx(path);
          changed = true;
          path.skip();
        }
      },
      ObjectExpression(path) {
        const props = path.node.properties.filter((p): p is t.ObjectProperty | t.ObjectMethod => p.type === 'ObjectProperty' || p.type === 'ObjectMethod');
        const keys = props.map((p) => keyName(p.key) ?? '');
        if (!keys.some((k) => ROUTE_KEYS.has(k)) || !keys.some((k) => RENDER_KEYS.has(k) || k === 'path')) return;
        const hit = props.some((p) => {
          const k = keyName(p.key) ?? '';
          const v = p.type === 'ObjectProperty' ? p.value : p.body;
          if (k === 'path') return isDroppedRoutePath(staticString(v) ?? '\0', ctx.targets);
          return RENDER_KEYS.has(k) && rendersDropped(v, names, ctx);
        });
        if (!hit) return;
        if (path.listKey === 'elements' && path.parentPath.isArrayExpression()) {
          path.remove();
          changed = true;
          return;
        }
        // `const loginRoute = createRoute({ ..., component: Login })`: the declaration goes. Only a
        // declarator that holds the route object itself (or a call given it) declares a route: an
        // object deeper inside (a link entry a component pushes onto its menu) is not its value.
        const decl = declaratorOf(path);
        if (decl && decl.node.id.type === 'Identifier' && !names.has(decl.node.id.name)) {
          names.add(decl.node.id.name);
          b.all.add(decl.node.id.name);
          routeDecls.add(decl.node.id.name);
          again = true;
        }
      },
      ObjectProperty(path) {
        // Page maps: `{ Login: Login }`, `{ Login }` (a route object's own keys are handled above).
        if (RENDER_KEYS.has(keyName(path.node.key) ?? '')) return;
        if (path.node.value.type === 'Identifier' && names.has(path.node.value.name) && path.parentPath.isObjectExpression()) {
          path.remove();
          changed = true;
        }
      },
      Identifier(path) {
        if (path.listKey === 'elements' && path.parentPath.isArrayExpression() && names.has(path.node.name)) {
          path.remove();
          changed = true;
        }
      },
      TSPropertySignature(path) {
        // Generated route maps (`FileRoutesByPath`): `'/login': { preLoaderRoute: typeof LoginImport }`.
        if (mentions(path.node.typeAnnotation, names)) {
          path.remove();
          changed = true;
        }
      },
      VariableDeclarator(path) {
        if (path.node.id.type === 'Identifier' && names.has(path.node.id.name) && path.node.init) {
          const init = path.node.init;
          if (routeDecls.has(path.node.id.name) || (b.all.has(path.node.id.name) && rendersDropped(init, new Set(), ctx))) {
            path.remove();
            changed = true;
          }
        }
      },
    });
  }
  return changed;
}

/** The declarator whose value is this object, directly or as an argument of the call it holds (`createRoute({…})`). */
function declaratorOf(obj: NodePath<t.ObjectExpression>): NodePath<t.VariableDeclarator> | null {
  let cur: NodePath = obj;
  while (cur.parentPath && (cur.parentPath.isTSAsExpression() || cur.parentPath.isTSSatisfiesExpression() || cur.parentPath.isParenthesizedExpression())) cur = cur.parentPath;
  const parent = cur.parentPath;
  if (parent?.isVariableDeclarator() && cur.key === 'init') return parent;
  if (parent?.isCallExpression() && cur.listKey === 'arguments' && parent.parentPath?.isVariableDeclarator() && parent.key === 'init') return parent.parentPath as NodePath<t.VariableDeclarator>;
  return null;
}

/** `<Login />` rendered outside routes (a modal, an inline form): the element goes. */
export function removePageElements(ast: File, all: Set<string>): boolean {
  let changed = false;
  if (!all.size) return false;
  traverse(ast, {
    JSXElement(path) {
      const name = jsxName(path.node.openingElement).split('.')[0];
      if (all.has(name)) {
        removeJsx(path);
        changed = true;
        path.skip();
      }
    },
  });
  return changed;
}

/** Imports of dropped files go, unless code still uses them. */
export function removeDroppedImports(ast: File, ctx: MendContext, stillUsed: (local: string) => boolean): boolean {
  const before = ast.program.body.length;
  ast.program.body = ast.program.body.filter((stmt) => {
    if (stmt.type !== 'ImportDeclaration') return true;
    const kind = fileKind(ctx, stmt.source.value);
    // Still used: kept, and the caller reports where (auth pages) or keeps the file (404 pages).
    if (kind) return stmt.specifiers.some((s) => stillUsed(s.local.name));
    return true;
  });
  return ast.program.body.length !== before;
}
