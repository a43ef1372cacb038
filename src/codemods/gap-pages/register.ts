import type { File, Node } from '@babel/types';
import { parse, parseExpression } from '../../infra/babel-parser.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';

/** Deep copy of a Babel node without positions or comments, so recast prints it fresh. */
export function cloneBare<T extends Node>(n: T): T {
  return JSON.parse(JSON.stringify(n, (k, v) => (['start', 'end', 'loc', 'range', 'original', 'tokens', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'extra'].includes(k) ? undefined : v))) as T;
}

/** Rewrite a cloned node: identifiers `from` → `to`, string literals through `str`. */
function substitute(n: Node, from: string, to: string, str: (s: string) => string): void {
  visit(n, (x) => {
    if ((x.type === 'Identifier' || x.type === 'JSXIdentifier') && x.name === from) x.name = to;
    else if (x.type === 'StringLiteral') x.value = str(x.value);
    else if (x.type === 'TemplateElement') x.value = { raw: str(x.value.raw), cooked: str(x.value.cooked ?? x.value.raw) };
  });
}

export interface RouteModel {
  /** The existing page the new one is cloned from. */
  local: string;
  route: string;
  /** Stem of its file name as imported (`About`, `about`, `AboutPage`). */
  stem: string;
}

/**
 * Registers a page beside an existing one in the route table, whatever its shape: each top-level
 * statement that declares the model's component (its import, a lazy import) and each JSX element
 * or object literal that pairs the model's route with the component (`<Route path element>`,
 * `{ path, element }`, Base44's `PAGES = { About: About }`) is cloned with the new names.
 * Returns false when the file holds no route for the model.
 */
export interface NewRoute {
  local: string; route: string; stem: string; importFrom: string;
  /** The menu label, for a route entry that is also a menu entry (`{ path, label, element }`). */
  label?: string; labelAr?: string;
}

const LABEL_KEYS = ['label', 'name', 'title', 'text'];

/** A cloned route object's menu label (`label: "About"`, `title: { en, ar }`) becomes the new page's. */
function relabel(n: Node, page: NewRoute): void {
  if (n.type !== 'ObjectExpression' || !page.label) return;
  for (const p of n.properties) {
    if (p.type !== 'ObjectProperty' || p.key.type !== 'Identifier' || !LABEL_KEYS.includes(p.key.name)) continue;
    if (p.value.type === 'StringLiteral') p.value.value = page.label;
    else if (p.value.type === 'ObjectExpression') {
      for (const q of p.value.properties) {
        if (q.type === 'ObjectProperty' && q.key.type === 'Identifier' && q.value.type === 'StringLiteral') q.value.value = q.key.name === 'ar' ? page.labelAr ?? page.label : page.label;
      }
    }
  }
}

export function addRouteLike(tree: StagedTree, file: string, model: RouteModel, page: NewRoute): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  if (declares(ast, page.local)) return true;
  if (!addRouteToAst(ast, model, page)) return false;
  tree.writeAst(file, ast);
  return true;
}

/**
 * The file registers the root route as a leaf: `<Route path="/" element={…} />` with no nested
 * routes, or `{ path: '/', element }` without `children`. A root route with children is the
 * parent of every page and never a model to copy.
 */
export function isLeafRootRoute(ast: File): boolean {
  let leaf = false;
  visit(ast.program, (n) => {
    if (leaf) return;
    if (n.type === 'JSXElement') {
      const path = n.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'path');
      const v = path?.type === 'JSXAttribute' ? path.value : null;
      if (v?.type === 'StringLiteral' && v.value === '/' && !n.children.some((c) => c.type === 'JSXElement')) leaf = true;
    }
    if (n.type === 'ObjectExpression') {
      const key = (p: Node) => (p.type === 'ObjectProperty' && (p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null)) || null;
      const path = n.properties.find((p) => key(p) === 'path');
      if (path?.type === 'ObjectProperty' && path.value.type === 'StringLiteral' && path.value.value === '/' && !n.properties.some((p) => key(p) === 'children')) leaf = true;
    }
  });
  return leaf;
}

/** The AST edit of `addRouteLike`: false when the file holds no entry for the model route. */
export function addRouteToAst(ast: File, model: RouteModel, page: NewRoute): boolean {
  if (declares(ast, page.local)) return true;
  const routeForms = new Set([model.route, model.route.replace(/^\//, '')]);
  const modelFrom = importSource(ast, model.local);
  const str = (s: string) => (routeForms.has(s) ? (s.startsWith('/') ? page.route : page.route.replace(/^\//, '')) : s === modelFrom ? page.importFrom : s);
  // Route entries: the innermost JSX element / object that holds the model route or pairs the key with itself.
  const targets: { list: Node[]; index: number; node: Node }[] = [];
  visit(ast.program, (n) => {
    const list = n.type === 'JSXElement' || n.type === 'JSXFragment' ? n.children : n.type === 'ArrayExpression' ? n.elements : n.type === 'ObjectExpression' ? n.properties : null;
    if (!list) return;
    list.forEach((child, index) => {
      if (!child) return;
      // `{ About: About }` and the generated form `{ "About": About }`.
      const key = child.type === 'ObjectProperty' ? (child.key.type === 'Identifier' ? child.key.name : child.key.type === 'StringLiteral' ? child.key.value : null) : null;
      if (child.type === 'ObjectProperty' && key === model.local && child.value.type === 'Identifier' && child.value.name === model.local) targets.push({ list: list as Node[], index, node: child });
      else if ((child.type === 'JSXElement' || child.type === 'ObjectExpression') && isRouteEntry(child, model, routeForms)) targets.push({ list: list as Node[], index, node: child });
    });
  });
  // No entry to copy: the file stays as it was (its declarations are not copied either).
  if (!targets.length) return false;
  const body = ast.program.body;
  let added = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const s = body[i];
    if (!declares({ program: { body: [s] } } as unknown as File, model.local)) continue;
    const c = cloneBare(s);
    // `import { About, Menu } from './components'`: the new page's import names only the page.
    if (c.type === 'ImportDeclaration') c.specifiers = c.specifiers.filter((sp) => sp.local.name === model.local);
    substitute(c, model.local, page.local, str);
    body.splice(i + 1, 0, c);
  }
  for (const t of targets.reverse()) {
    const c = cloneBare(t.node);
    substitute(c, model.local, page.local, str);
    relabel(c, page);
    // JSX children keep the line break and indent that precede the model entry.
    const ws = t.node.type === 'JSXElement' && t.list[t.index - 1]?.type === 'JSXText' ? cloneBare(t.list[t.index - 1]) : null;
    t.list.splice(t.index + 1, 0, ...(ws ? [ws, c] : [c]));
    added++;
  }
  return added > 0;
}

/** A `<Route path="/x" …>` or `{ path: "/x", … }` entry naming the model route (not a parent holding it). */
function isRouteEntry(n: Node, model: RouteModel, routes: Set<string>): boolean {
  if (n.type === 'JSXElement') {
    const path = routePath(n);
    return path !== null && routes.has(path);
  }
  if (n.type === 'ObjectExpression') {
    return n.properties.some((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'path' && p.value.type === 'StringLiteral' && routes.has(p.value.value));
  }
  return false;
}

/** Where the file imports `name` from (a static import or a lazy `import("...")`). */
export function importSource(ast: File, name: string): string | null {
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration' && s.specifiers.some((sp) => sp.local.name === name)) return s.source.value;
    if (s.type === 'VariableDeclaration' && s.declarations.some((v) => v.id.type === 'Identifier' && v.id.name === name)) {
      let found: string | null = null;
      visit(s, (n) => { if (!found && n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral') found = n.arguments[0].value; });
      if (found) return found;
    }
  }
  return null;
}

/** Whether a top-level statement of the file declares `name` (an import or a variable). */
export function declares(ast: File, name: string): boolean {
  return ast.program.body.some((s) => {
    if (s.type === 'ImportDeclaration') return s.specifiers.some((sp) => sp.local.name === name);
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type === 'VariableDeclaration') return d.declarations.some((v) => v.id.type === 'Identifier' && v.id.name === name);
    if (d?.type === 'FunctionDeclaration') return d.id?.name === name;
    return false;
  });
}

const ROUTER_PACKAGES = new Set(['react-router-dom', 'react-router']);

/** The local name a router package's export is imported under (`Routes`, `Route`), if it is. */
function routerLocal(ast: File, exported: string): string | null {
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || !ROUTER_PACKAGES.has(s.source.value)) continue;
    for (const sp of s.specifiers) {
      if (sp.type === 'ImportSpecifier' && (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value) === exported) return sp.local.name;
    }
  }
  return null;
}

/** The `<Routes>` element (imported from react-router) of a file, if it has one. */
export function routesElement(ast: File): import('@babel/types').JSXElement | null {
  const local = routerLocal(ast, 'Routes');
  if (!local) return null;
  let found: import('@babel/types').JSXElement | null = null;
  visit(ast.program, (n) => {
    if (!found && n.type === 'JSXElement' && n.openingElement.name.type === 'JSXIdentifier' && n.openingElement.name.name === local && !n.openingElement.selfClosing) found = n;
  });
  return found;
}

/**
 * Register a page in a `<Routes>` table that has no page to copy (every route of the source was
 * dropped, or its home is drawn in the route file itself): `<Route path="/x" element={<X />} />`
 * before the catch-all, with the page's import and `Route` imported from the router.
 */
type JSXElement = import('@babel/types').JSXElement;

/** The literal `path` of a `<Route>` (`path="/"`, `path={'/'}`), else null. */
function routePath(el: JSXElement): string | null {
  for (const a of el.openingElement.attributes) {
    if (a.type !== 'JSXAttribute' || a.name.name !== 'path' || !a.value) continue;
    if (a.value.type === 'StringLiteral') return a.value.value;
    if (a.value.type === 'JSXExpressionContainer' && a.value.expression.type === 'StringLiteral') return a.value.expression.value;
    if (a.value.type === 'JSXExpressionContainer' && a.value.expression.type === 'TemplateLiteral' && !a.value.expression.expressions.length) return a.value.expression.quasis[0].value.cooked ?? null;
  }
  return null;
}

const hasAttr = (el: JSXElement, name: string) => el.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === name);

/**
 * The route of a table that every page of the site sits in: a `<Route>` with routes nested in it and
 * an `element` (its layout), at the site's root: `path="/"`, or its home as the `index` child (a
 * path held in a constant, `path={Paths.HOME}`) with no path of its own that is known to be another.
 */
function rootLayoutRoute(routes: JSXElement, routeName: string): JSXElement | null {
  for (const k of routes.children) {
    if (k.type !== 'JSXElement' || k.openingElement.name.type !== 'JSXIdentifier' || k.openingElement.name.name !== routeName) continue;
    if (!hasAttr(k, 'element')) continue;
    const nested = k.children.filter((c): c is JSXElement => c.type === 'JSXElement');
    if (!nested.length) continue;
    const path = routePath(k);
    if (path === '/' || path === '') return k;
    if (path === null && !hasAttr(k, 'path')) return k;
    if (path === null && nested.some((c) => hasAttr(c, 'index'))) return k;
  }
  return null;
}

export function addJsxRoute(tree: StagedTree, file: string, page: { local: string; route: string; importFrom: string }, before?: string): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  if (declares(ast, page.local)) return true;
  const routes = routesElement(ast);
  if (!routes) return false;
  const parsed = parseExpression(`<Route path=${JSON.stringify(page.route)} element={<${page.local} />} />`, { plugins: ['jsx'] }) as import('@babel/types').JSXElement;
  let route = routerLocal(ast, 'Route');
  if (!route) {
    const decl = ast.program.body.find((s): s is import('@babel/types').ImportDeclaration => s.type === 'ImportDeclaration' && ROUTER_PACKAGES.has(s.source.value) && routerLocal({ program: { body: [s] } } as unknown as File, 'Routes') !== null);
    if (!decl) return false;
    decl.specifiers.push({ type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'Route' }, local: { type: 'Identifier', name: 'Route' } } as import('@babel/types').ImportSpecifier);
    route = 'Route';
  }
  if (parsed.openingElement.name.type === 'JSXIdentifier') parsed.openingElement.name.name = route;
  // Inside the root layout route when there is one (its element draws the site's frame around an
  // `<Outlet />`): a route beside it would render without the header and footer.
  const table = rootLayoutRoute(routes, route) ?? routes;
  // Before a catch-all (`path="*"`, `path={'*'}`), so the new route is reached.
  const kids = table.children;
  const catchAll = kids.findIndex((k) => k.type === 'JSXElement' && routePath(k) === '*');
  // The line break and indentation the table's entries sit on.
  const opening = table.openingElement.loc?.start.column ?? 0;
  const indent = { type: 'JSXText', value: `\n${' '.repeat(opening + 2)}`, extra: { raw: `\n${' '.repeat(opening + 2)}`, rawValue: `\n${' '.repeat(opening + 2)}` } } as unknown as import('@babel/types').JSXText;
  // Before the route of `before` (a page registered just now), so pages added last-first read in order.
  const next = before ? kids.findIndex((k) => k.type === 'JSXElement' && k.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'element' && a.value?.type === 'JSXExpressionContainer'
    && a.value.expression.type === 'JSXElement' && a.value.expression.openingElement.name.type === 'JSXIdentifier' && a.value.expression.openingElement.name.name === before)) : -1;
  if (next >= 0) kids.splice(next, 0, parsed, { ...indent });
  else if (catchAll >= 0) kids.splice(catchAll, 0, parsed, { ...indent });
  else {
    const end = kids.length && kids[kids.length - 1].type === 'JSXText' && !/\S/.test((kids[kids.length - 1] as import('@babel/types').JSXText).value) ? kids.length - 1 : kids.length;
    const closed = end < kids.length;
    kids.splice(end, 0, { ...indent }, parsed);
    if (!closed) kids.push({ type: 'JSXText', value: `\n${' '.repeat(opening)}`, extra: { raw: `\n${' '.repeat(opening)}`, rawValue: `\n${' '.repeat(opening)}` } } as unknown as import('@babel/types').JSXText);
  }
  const body = ast.program.body;
  const beforeImport = before ? body.findIndex((s) => s.type === 'ImportDeclaration' && s.specifiers.some((sp) => sp.local.name === before)) : -1;
  const lastImport = body.reduce((i, s, k) => (s.type === 'ImportDeclaration' ? k : i), -1);
  const imp = parse(`import ${page.local} from ${JSON.stringify(page.importFrom)};`, { sourceType: 'module' }).program.body[0];
  body.splice(beforeImport >= 0 ? beforeImport : lastImport + 1, 0, imp);
  tree.writeAst(file, ast);
  return true;
}
