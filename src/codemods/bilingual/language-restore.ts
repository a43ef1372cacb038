import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';

/**
 * A source that remembers its language itself restores it when a component mounts
 * (`useEffect(() => { const saved = localStorage.getItem('lang') || 'en'; i18n.changeLanguage(saved) }, [])`).
 * Once its switch sets the platform locale, that restore would override the locale the platform
 * chose (the shopper's, or the one a preview link asks for) on every page load: the platform
 * keeps the locale, so the restore goes. A set call inside an effect is a restore when the effect
 * runs once (`[]` deps) or its argument reads a browser store (localStorage, sessionStorage,
 * cookies, navigator.language). Calls in event handlers (the switch itself) stay.
 */
const EFFECTS = /^use(Layout)?Effect$/;
const STORES = new Set(['localStorage', 'sessionStorage', 'navigator', 'cookie', 'Cookies', 'cookies']);

function calleeName(c: t.Node): string | null {
  if (t.isIdentifier(c)) return c.name;
  if (t.isMemberExpression(c) && !c.computed && t.isIdentifier(c.property)) return c.property.name;
  return null;
}

/** Whether an expression reads a browser store, directly or through a const declared in `body`. */
function readsStore(e: t.Node, body: t.BlockStatement, seen = new Set<string>()): boolean {
  let hit = false;
  t.traverseFast(e, (n) => {
    if (hit) return;
    if (t.isIdentifier(n) && STORES.has(n.name)) hit = true;
    else if (t.isIdentifier(n) && !seen.has(n.name)) {
      seen.add(n.name);
      const init = localInit(body, n.name);
      if (init && readsStore(init, body, seen)) hit = true;
    }
  });
  return hit;
}

/** The initializer of `const|let <name> = …` declared directly in `body`. */
function localInit(body: t.BlockStatement, name: string): t.Expression | null {
  for (const s of body.body) {
    if (!t.isVariableDeclaration(s)) continue;
    for (const d of s.declarations) if (t.isIdentifier(d.id, { name }) && d.init) return d.init;
  }
  return null;
}

/** The statement that is only this call (`x(…);`, `void x(…);`, `await x(…);`). */
function callStatement(p: NodePath<t.CallExpression>): NodePath<t.ExpressionStatement> | null {
  let at: NodePath = p;
  while (at.parentPath && (at.parentPath.isUnaryExpression({ operator: 'void' }) || at.parentPath.isAwaitExpression())) at = at.parentPath;
  return at.parentPath?.isExpressionStatement() ? at.parentPath : null;
}

/** Identifier uses of `name` in `root`, outside the declarator that binds it. */
function usesOf(root: t.Node, name: string, except: t.Node): number {
  let n = 0;
  const visit = (node: t.Node): void => {
    if (node === except) return;
    if (t.isIdentifier(node, { name })) n++;
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const v = (node as unknown as Record<string, unknown>)[key];
      for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c === 'object' && 'type' in c) visit(c as t.Node);
    }
  };
  visit(root);
  return n;
}

const isEmptyBlock = (s: t.Statement | null | undefined) => !s || t.isEmptyStatement(s) || (t.isBlockStatement(s) && s.body.length === 0);

/** After a removal: ifs left without a branch, then consts nobody reads whose value only read a store. */
function tidy(body: t.BlockStatement): void {
  const prune = (list: t.Statement[]): t.Statement[] =>
    list.filter((s) => {
      if (t.isBlockStatement(s)) s.body = prune(s.body);
      if (t.isIfStatement(s)) {
        if (t.isBlockStatement(s.consequent)) s.consequent.body = prune(s.consequent.body);
        if (t.isBlockStatement(s.alternate)) s.alternate.body = prune(s.alternate.body);
        if (isEmptyBlock(s.alternate)) s.alternate = null;
        return !(isEmptyBlock(s.consequent) && !s.alternate);
      }
      if (t.isTryStatement(s)) return s.block.body.length > 0 || !!s.finalizer?.body.length;
      return true;
    });
  body.body = prune(body.body);
  for (let changed = true; changed; ) {
    changed = false;
    body.body = body.body.filter((s) => {
      if (!t.isVariableDeclaration(s)) return true;
      s.declarations = s.declarations.filter((d) => {
        const unused = t.isIdentifier(d.id) && usesOf(body, d.id.name, d) === 0 && (!d.init || readsStore(d.init, body));
        if (unused) changed = true;
        return !unused;
      });
      return s.declarations.length > 0;
    });
  }
}

/**
 * Remove the restores among the calls `isSet` accepts. Returns how many were removed; an effect
 * left with nothing to do goes with them.
 */
export function dropLanguageRestores(ast: t.File, isSet: (call: t.CallExpression) => boolean): number {
  let dropped = 0;
  traverse(ast, {
    CallExpression(p) {
      if (!EFFECTS.test(calleeName(p.node.callee) ?? '')) return;
      const [cb, deps] = p.node.arguments;
      if (!(t.isArrowFunctionExpression(cb) || t.isFunctionExpression(cb)) || !t.isBlockStatement(cb.body)) return;
      const body = cb.body;
      const once = t.isArrayExpression(deps) && deps.elements.length === 0;
      let removed = 0;
      (p.get('arguments.0') as NodePath<t.Function>).traverse({
        Function(inner) {
          inner.skip(); // handlers and callbacks run later, when the shopper acts
        },
        CallExpression(c) {
          if (!isSet(c.node)) return;
          const arg = c.node.arguments[0];
          if (!once && !(arg && readsStore(arg, body))) return;
          const stmt = callStatement(c);
          if (!stmt) return;
          stmt.remove();
          removed++;
        },
      });
      if (!removed) return;
      dropped += removed;
      tidy(body);
      const effect = callStatement(p);
      if (body.body.length || !effect) return;
      p.skip();
      effect.remove();
    },
  });
  return dropped;
}

/** `<instance>.<method>(x)`: the library's own set call. */
export const isMethodCall = (method: string) => (c: t.CallExpression) =>
  t.isMemberExpression(c.callee) && !c.callee.computed && t.isIdentifier(c.callee.property, { name: method }) && c.arguments.length === 1;

/** `name(x)` for one of `names`. */
export const isCallTo = (names: Set<string>) => (c: t.CallExpression) => t.isIdentifier(c.callee) && names.has(c.callee.name) && c.arguments.length === 1;
