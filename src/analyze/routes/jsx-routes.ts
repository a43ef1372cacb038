import type { Expression, JSXAttribute, JSXElement, Node } from '@babel/types';
import type { Site } from '../../load/site.js';
import type { VisitorMap } from '../../rule-kit/walk.js';
import { lineOf } from '../../rule-kit/walk.js';
import { jsxName } from '../file-signals.js';
import { resolveComponent, type ModuleFacts } from '../module-facts.js';
import { joinRoute, withoutSplat, type RouteEntry } from './types.js';
import { pathRefOf, resolvePathRef, type PathRef } from './route-constants.js';
import type { RouterKind } from '../types.js';

/** A `<Route>` element as written, before its component is resolved. */
export interface RawJsxRoute {
  file: string;
  line: number;
  /** Local tag name (`Route`, or an alias) and the container it sits in (`Routes`, `Switch`). */
  tag: string;
  container: string | null;
  path: string | null;
  index: boolean;
  /** Attribute names used: element, component, Component, render, children. */
  attrs: Set<string>;
  /** Component names of the element, outermost first (`<Guard><Page/></Guard>` → Guard, Page). */
  chain: string[];
  hasRouteChildren: boolean;
  /** Components of the enclosing layout routes' elements, outermost first (guards, layouts). */
  outer: string[];
  /** The route's element, or an enclosing layout route's, is a guard given a role (`requiredRole="admin"`). */
  roleGuard: boolean;
  /** `path={ROUTES.CART}`: followed at finish; `parent` is the path it joins onto. */
  pathRef?: PathRef;
  parent?: string | null;
  /** `element={<Navigate to="/catering" />}`: the path this route sends the visitor to. */
  redirectTo?: string;
}

/** `<Navigate to="/x" />` or `<Redirect to="/x" />` (in an expression container or not): "/x". */
function redirectTarget(expr: Node | null | undefined): string | null {
  if (!expr) return null;
  if (expr.type === 'JSXExpressionContainer') return redirectTarget(expr.expression as Node);
  if (expr.type !== 'JSXElement') return null;
  const tag = jsxName(expr.openingElement.name);
  if (tag !== 'Navigate' && tag !== 'Redirect') return null;
  for (const a of expr.openingElement.attributes) {
    if (a.type !== 'JSXAttribute' || a.name.type !== 'JSXIdentifier' || a.name.name !== 'to' || !a.value) continue;
    if (a.value.type === 'StringLiteral') return a.value.value;
    if (a.value.type === 'JSXExpressionContainer' && a.value.expression.type === 'StringLiteral') return a.value.expression.value;
  }
  return null;
}

/** Props that hand a guard the role it checks: `requiredRole`, `allowedRoles`, `requireAdmin`, `adminOnly`. */
const ROLE_PROP = /role|admin|permission/i;

/** Does an element expression (or an element nested in it) pass a guard a role prop? */
export function passesRole(expr: Node | null | undefined, depth = 0): boolean {
  if (!expr || depth > 6) return false;
  if (expr.type === 'JSXExpressionContainer') return expr.expression.type !== 'JSXEmptyExpression' && passesRole(expr.expression, depth + 1);
  if (expr.type === 'JSXFragment') return expr.children.some((c) => passesRole(c as Node, depth + 1));
  if (expr.type !== 'JSXElement') return false;
  const name = jsxName(expr.openingElement.name);
  if (name && /^[A-Z]/.test(name) && expr.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && ROLE_PROP.test(a.name.name))) return true;
  return expr.children.some((c) => passesRole(c as Node, depth + 1));
}

export function attr(el: JSXElement, name: string): JSXAttribute | undefined {
  for (const a of el.openingElement.attributes) if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name) return a;
  return undefined;
}

export function attrString(el: JSXElement, name: string): string | null {
  const a = attr(el, name);
  const v = a?.value;
  if (!v) return null;
  if (v.type === 'StringLiteral') return v.value;
  if (v.type === 'JSXExpressionContainer') {
    const e = v.expression;
    if (e.type === 'StringLiteral') return e.value;
    if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0].value.cooked ?? null;
    if (e.type === 'ArrayExpression' && e.elements[0]?.type === 'StringLiteral') return e.elements[0].value;
  }
  return null;
}

/** Component names an element expression renders, outermost first, descending into children (not props). */
export function componentChain(expr: Node | null | undefined, out: string[] = [], depth = 0): string[] {
  if (!expr || depth > 8) return out;
  switch (expr.type) {
    case 'Identifier':
      if (/^[A-Z]/.test(expr.name)) out.push(expr.name);
      return out;
    case 'MemberExpression':
      return out;
    case 'JSXExpressionContainer':
      return expr.expression.type === 'JSXEmptyExpression' ? out : componentChain(expr.expression, out, depth + 1);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': {
      const body = expr.body;
      if (body.type === 'BlockStatement') {
        const ret = body.body.find((s) => s.type === 'ReturnStatement');
        return ret?.type === 'ReturnStatement' ? componentChain(ret.argument, out, depth + 1) : out;
      }
      return componentChain(body, out, depth + 1);
    }
    case 'ParenthesizedExpression':
      return componentChain(expr.expression, out, depth + 1);
    case 'ConditionalExpression':
      return componentChain(expr.consequent, out, depth + 1);
    case 'LogicalExpression':
      return componentChain(expr.right, out, depth + 1);
    case 'JSXFragment':
      for (const c of expr.children) if (c.type === 'JSXElement' || c.type === 'JSXExpressionContainer') return componentChain(c, out, depth + 1);
      return out;
    case 'JSXElement': {
      const name = jsxName(expr.openingElement.name);
      if (name && /^[A-Z]/.test(name)) out.push(name);
      for (const c of expr.children) {
        if (c.type === 'JSXElement' || c.type === 'JSXFragment') return componentChain(c, out, depth + 1);
        if (c.type === 'JSXExpressionContainer' && c.expression.type !== 'JSXEmptyExpression') return componentChain(c, out, depth + 1);
      }
      // A wrapper given the page as a prop (`<PageFrame page={HomePage} />`) renders that page.
      for (const a of expr.openingElement.attributes) {
        if (a.type === 'JSXAttribute' && a.value?.type === 'JSXExpressionContainer' && a.value.expression.type === 'Identifier' && /^[A-Z]/.test(a.value.expression.name)) {
          out.push(a.value.expression.name);
          break;
        }
      }
      return out;
    }
    default:
      return out;
  }
}

/** Route-ish tags and the containers around them; the adapter decides by import source. */
export function jsxRouteVisitors(file: string, isTag: (name: string) => boolean, isContainer: (name: string) => boolean, into: RawJsxRoute[], isCustom?: (name: string) => boolean): VisitorMap {
  return {
    JSXElement(node, ctx) {
      const tag = jsxName(node.openingElement.name);
      if (!tag) return;
      // Guard components that take a route's props (`<ProtectedRoute path component>`) route too.
      const custom = !isTag(tag) && !!isCustom?.(tag) && !!attr(node, 'path');
      if (!custom && !isTag(tag)) return;
      const paths: (string | null)[] = [];
      const outer: string[] = [];
      let roleGuard = false;
      let container: string | null = null;
      for (let i = ctx.ancestors.length - 1; i >= 0; i--) {
        const a = ctx.ancestors[i];
        if (a.type === 'CallExpression' && a.callee.type === 'Identifier' && a.callee.name === 'createRoutesFromElements' && container === null) container = 'createRoutesFromElements';
        if (a.type !== 'JSXElement') continue;
        const n = jsxName(a.openingElement.name);
        if (n && isTag(n)) {
          paths.unshift(attrString(a, 'path'));
          // A layout route's element wraps every child: `<Route element={<Guard requiredRole="admin"/>}>`.
          const el = attr(a, 'element')?.value as Node | undefined;
          outer.unshift(...componentChain(el));
          if (passesRole(el)) roleGuard = true;
        } else if (n && isContainer(n) && container === null) container = n;
        else if (n && /^[A-Z]/.test(n) && !isContainer(n) && container === null) {
          // A guard component wrapped around child routes (`<RequireRole role="admin"><Route …/></RequireRole>`).
          outer.unshift(n);
          if (passesRole(a)) roleGuard = true;
        }
      }
      const own = attrString(node, 'path');
      const index = !!attr(node, 'index');
      const pathAttr = attr(node, 'path')?.value;
      const pathRef = own === null && pathAttr?.type === 'JSXExpressionContainer' ? pathRefOf(pathAttr.expression as Node) : null;
      // `<Route path={path}>` or `<Route {...props}/>` outside a router container: a helper that
      // forwards a route (inside a guard component), not a route declaration.
      if (own === null && !(pathRef && container) && (attr(node, 'path') || (!container && !index))) return;
      const parent = paths.reduce<string | null>((acc, p) => joinRoute(acc, p), null);
      const path = index ? (parent === null ? '/' : withoutSplat(parent)) : own === null ? parent : joinRoute(parent, own);
      const attrs = new Set<string>();
      let chain: string[] = [];
      let redirectTo: string | null = null;
      for (const name of ['element', 'component', 'Component', 'render']) {
        const a = attr(node, name);
        if (!a) continue;
        attrs.add(name);
        if (!chain.length) chain = componentChain(a.value as Node);
        redirectTo ??= redirectTarget(a.value as Node);
        if (passesRole(a.value as Node)) roleGuard = true;
      }
      const hasRouteChildren = node.children.some((c) => c.type === 'JSXElement' && isTag(jsxName(c.openingElement.name) ?? ''));
      if (!chain.length && !hasRouteChildren) {
        for (const c of node.children) {
          if (c.type === 'JSXText') continue;
          attrs.add('children');
          chain = componentChain(c as Node);
          if (chain.length) break;
        }
      }
      if (custom) chain.unshift(tag);
      into.push({ file, line: lineOf(node), tag, container, path, index, attrs, chain, hasRouteChildren, outer, roleGuard, ...(pathRef ? { pathRef, parent } : {}), ...(redirectTo ? { redirectTo } : {}) });
    },
  };
}

/** Local names bound to `imported` from one of `sources` in a module (aliases included). */
export function localNamesFrom(m: ModuleFacts | undefined, sources: (s: string) => boolean, imported: string[]): Set<string> {
  const out = new Set<string>();
  if (!m) return out;
  for (const [local, b] of m.imports) if (sources(b.source) && imported.includes(b.imported)) out.add(local);
  return out;
}

/**
 * A local route guard (`ProtectedRoute`, `AdminRoute`) in a file that imports the router's
 * `Switch` from `sources`: v5 and wouter let such components stand in a `<Switch>`.
 */
export function customRouteTags(m: ModuleFacts | undefined, sources: (s: string) => boolean): (name: string) => boolean {
  if (!m || localNamesFrom(m, sources, ['Switch']).size === 0) return () => false;
  return (n) => /^[A-Z]\w*Route$/.test(n) && n !== 'Route' && !(m.imports.get(n) && sources(m.imports.get(n)!.source));
}

/** Resolve a raw route's chain: the innermost component with a site file is the page; the rest wrap it. */
export function toEntry(site: Site, modules: Map<string, ModuleFacts>, router: RouterKind, r: { file: string; line: number; path: string | null; chain: string[]; layout?: boolean; outer?: string[]; roleGuard?: boolean; pathRef?: PathRef; parent?: string | null; redirectTo?: string }): RouteEntry {
  let file: string | null = null;
  let component: string | null = null;
  let at = -1;
  const dynamic = modules.get(r.file)?.dynamicLocals;
  for (let i = r.chain.length - 1; i >= 0; i--) {
    // `<Layout><MainPage/></Layout>` with `MainPage = Pages[key]`: the page is picked at run time
    // (a pages map names it); the wrappers around it are not the page.
    if (dynamic?.has(r.chain[i])) {
      at = i;
      component = r.chain[i];
      break;
    }
    const f = resolveComponent(site, modules, r.file, r.chain[i]);
    if (f) {
      file = f;
      component = r.chain[i];
      at = i;
      break;
    }
  }
  const wrappers = r.chain.filter((_, i) => i !== at);
  if (r.pathRef) {
    const value = resolvePathRef(site, modules, r.file, r.pathRef);
    r = { ...r, path: value === null ? null : joinRoute(r.parent ?? null, value) };
  }
  const outer = r.outer?.length ? { layoutWrappers: r.outer } : {};
  return { router, route: r.path, declaredIn: r.file, line: r.line, component: component ?? r.chain[r.chain.length - 1] ?? null, file, wrappers, ...outer, ...(r.layout ? { layout: true } : {}), ...(r.roleGuard ? { roleGuard: true } : {}), ...(r.redirectTo ? { redirectTo: r.redirectTo } : {}) };
}

export type { Expression };
