import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { jsxName, keyName, lineOf, memberPath, noop, removeJsx, traverse, unwrapJsx, type NodePath } from './ast-kit.js';
import type { MendContext } from './context.js';
import type { AuthCallAction } from './rule.js';
import { removeRedirectStatement } from './links.js';

/** Signed-out constants this mend introduced: their references get folded. */
export type Constants = WeakSet<t.Identifier>;

/** The signed-out value of an auth field, by its name (rules/drop/auth-state). */
export function defaultFor(name: string, ctx: MendContext): t.Expression {
  const d = ctx.rules.state.defaults.find((x) => x.name.test(name))?.value ?? 'null';
  if (d === 'false') return t.booleanLiteral(false);
  if (d === 'noop') return noop();
  if (d === 'empty-string') return t.stringLiteral('');
  return t.nullLiteral();
}

/** Leaf declarators of a destructuring pattern, each bound to its signed-out value. */
function leaves(pattern: Node, keyHint: string, ctx: MendContext, out: t.VariableDeclarator[]): void {
  if (pattern.type === 'Identifier') out.push(t.variableDeclarator(t.identifier(pattern.name), defaultFor(keyHint || pattern.name, ctx)));
  else if (pattern.type === 'AssignmentPattern') leaves(pattern.left, keyHint, ctx, out);
  else if (pattern.type === 'ObjectPattern') {
    for (const p of pattern.properties) {
      if (p.type === 'RestElement') leaves(p.argument, '', ctx, out);
      else leaves(p.value, p.value.type === 'Identifier' || p.value.type === 'AssignmentPattern' ? keyName(p.key) ?? '' : '', ctx, out);
    }
  } else if (pattern.type === 'ArrayPattern') {
    for (const e of pattern.elements) if (e) leaves(e, '', ctx, out);
  }
}

/**
 * Replace a declarator whose value is auth state by signed-out constants: destructured fields
 * one by one; a whole object (`const auth = useAuth()`) as an object of the fields the code reads.
 */
function replaceDeclarator(path: NodePath<t.VariableDeclarator>, ctx: MendContext, consts: Constants): void {
  const id = path.node.id;
  let decls: t.VariableDeclarator[] = [];
  if (id.type === 'Identifier') {
    const binding = path.scope.getBinding(id.name);
    const fields = new Set<string>();
    let whole = false;
    // Called by the code (`const init = useAuthStore((s) => s.init); … init()`): an action, whatever its name.
    let called = false;
    for (const ref of binding?.referencePaths ?? []) {
      const p = ref.parentPath;
      if (p && (p.isMemberExpression() || p.isOptionalMemberExpression()) && ref.key === 'object' && !p.node.computed && p.node.property.type === 'Identifier') {
        if (p.isMemberExpression()) fields.add(p.node.property.name);
      } else {
        whole = true;
        if (p && (p.isCallExpression() || p.isOptionalCallExpression()) && ref.key === 'callee') called = true;
      }
    }
    const value = fields.size && !whole
      ? t.objectExpression([...fields].map((f) => t.objectProperty(t.identifier(f), defaultFor(f, ctx))))
      : called ? noop() : defaultFor(id.name, ctx);
    decls = [t.variableDeclarator(t.identifier(id.name), value)];
  } else leaves(id, '', ctx, decls);
  for (const d of decls) if (d.init && (d.init.type === 'NullLiteral' || d.init.type === 'BooleanLiteral' || d.init.type === 'StringLiteral')) consts.add(d.id as t.Identifier);
  const declaration = path.parentPath as NodePath<t.VariableDeclaration>;
  if (!decls.length) {
    path.remove();
    return;
  }
  const kind = declaration.node.kind === 'var' ? 'var' : 'const';
  if (declaration.node.declarations.length === 1 && (declaration.parentPath.isBlockStatement() || declaration.parentPath.isProgram())) {
    declaration.replaceWithMultiple(decls.map((d) => t.variableDeclaration(kind, [d])));
  } else path.replaceWithMultiple(decls);
}

/**
 * Local names of auth hooks and contexts imported from auth modules or auth packages, and of the
 * components an auth module renders (a login modal, a user menu, a wrapper).
 */
export function authImports(ast: File, ctx: MendContext): { hooks: Set<string>; contexts: Set<string>; components: Set<string> } {
  const hooks = new Set<string>();
  const contexts = new Set<string>();
  const components = new Set<string>();
  for (const stmt of ast.program.body) {
    if (stmt.type !== 'ImportDeclaration') continue;
    const target = ctx.resolve(stmt.source.value);
    const fromModule = !!target && ctx.targets.authModules.has(target);
    const fromAuth = target ? fromModule || ctx.targets.pages.has(target) : ctx.rules.gates.hookPackages.test(stmt.source.value);
    if (!fromAuth) continue;
    for (const s of stmt.specifiers) {
      const imported = s.type === 'ImportSpecifier' ? keyName(s.imported) ?? '' : s.local.name;
      // Every hook of an auth module hands out auth state, whatever its name (`useAuthSafe`,
      // `useSupabaseAuth`): its provider is gone, so a call left in place crashes or throws.
      if (ctx.rules.gates.hooks.test(imported) || (fromModule && /^use[A-Z0-9]/.test(imported))) hooks.add(s.local.name);
      else if (/Context$/.test(imported)) contexts.add(s.local.name);
      else if (fromModule && stmt.importKind !== 'type' && /^[A-Z]/.test(s.local.name)) components.add(s.local.name);
    }
  }
  return { hooks, contexts, components };
}

/**
 * Imports of auth modules nothing here reads go, even ones the source never used: an auth module
 * is deleted once no kept file imports it, and its provider is gone from the theme.
 */
export function removeUnusedAuthImports(ast: File, ctx: MendContext, used: (local: string) => boolean): boolean {
  const before = ast.program.body.length;
  let changed = false;
  ast.program.body = ast.program.body.filter((stmt) => {
    if (stmt.type !== 'ImportDeclaration' || !stmt.specifiers.length) return true;
    const target = ctx.resolve(stmt.source.value);
    if (!target || !ctx.targets.authModules.has(target)) return true;
    const kept = stmt.specifiers.filter((s) => used(s.local.name));
    if (kept.length !== stmt.specifiers.length) changed = true;
    stmt.specifiers = kept;
    return kept.length > 0;
  });
  return changed || ast.program.body.length !== before;
}

/** The outermost expression a current-user call stands for: through `.catch()`, `await`. */
function currentUserExpr(path: NodePath<t.CallExpression>): NodePath {
  let cur: NodePath = path;
  for (;;) {
    const p = cur.parentPath;
    if (p?.isMemberExpression() && cur.key === 'object' && ['catch', 'finally'].includes(keyName(p.node.property) ?? '') && p.parentPath?.isCallExpression()) cur = p.parentPath;
    else if (p?.isAwaitExpression() || p?.isTSAsExpression() || p?.isTSNonNullExpression()) cur = p;
    else return cur;
  }
}

/** The statement holding `path` directly (expression statement or declaration). */
function ownStatement(path: NodePath): NodePath | null {
  const s = path.getStatementParent();
  return s && (s.isExpressionStatement() || s.isVariableDeclaration() || s.isReturnStatement()) ? s : null;
}

/** A subscription (or sign-in) statement goes, with the statements of its block that use what it declared. */
function removeSubscription(stmt: NodePath): void {
  const names = Object.keys(stmt.getBindingIdentifiers());
  const block = stmt.parentPath;
  stmt.remove();
  if (!names.length || !block?.isBlockStatement()) return;
  for (const s of block.get('body')) {
    let uses = false;
    s.traverse({ Identifier(p) { if (names.includes(p.node.name)) uses = true; } });
    if (uses) s.remove();
  }
  if (!block.node.body.length) foldEmptyBranch(block);
}

/** A test read as it is (`user`, `!state.profile`): dropping it loses no effect. */
const isPlainTest = (n: t.Node): boolean =>
  t.isIdentifier(n) || (t.isUnaryExpression(n) && n.operator === '!' && isPlainTest(n.argument)) ||
  ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && !n.computed && isPlainTest(n.object));

/**
 * A branch emptied by the removal leaves no `if (x) {} else {…}`: the other branch is kept under
 * the opposite test (`if (!x) {} else {…}` → `if (x) {…}`), and an if with nothing left goes.
 */
function foldEmptyBranch(block: NodePath<t.BlockStatement>): void {
  const holder = block.parentPath;
  if (!holder?.isIfStatement() || block.key !== 'consequent' || !isPlainTest(holder.node.test)) return;
  const { test, alternate } = holder.node;
  if (!alternate) { holder.remove(); return; }
  const opposite = t.isUnaryExpression(test) && test.operator === '!' ? test.argument : t.unaryExpression('!', test);
  holder.replaceWith(t.ifStatement(opposite, t.isBlockStatement(alternate) ? alternate : t.blockStatement([alternate])));
}

const hasChildren = (el: t.JSXElement) => el.children.some((c) => !(c.type === 'JSXText' && c.value.trim() === ''));

/**
 * A guard with no children is a route-level gate: as a route's `element` (`<Route element={<RequireAuth />}>`
 * or `{ element: <RequireAuth />, children }`) the `element` goes, so the route renders its
 * children's outlet as a plain layout route; as a route itself (v5 `<PrivateRoute path component>`)
 * it becomes a `<Route>` when the file has one. Returns false when it is not such a gate.
 */
function removeGuardRoute(path: NodePath<t.JSXElement>): boolean {
  if (hasChildren(path.node)) return false;
  const holder = path.parentPath;
  if (holder.isJSXExpressionContainer() && holder.parentPath.isJSXAttribute() && holder.parentPath.node.name.name === 'element') {
    const route = holder.parentPath.parentPath?.parentPath;
    holder.parentPath.remove();
    // `<Route>` left with no attribute at all: its child routes take its place.
    if (route?.isJSXElement() && !route.node.openingElement.attributes.length && route.listKey === 'children') unwrapJsx(route);
    return true;
  }
  if (holder.isObjectProperty() && keyName(holder.node.key) === 'element' && holder.parentPath.isObjectExpression() && holder.parentPath.node.properties.some((p) => p.type === 'ObjectProperty' && keyName(p.key) === 'children')) {
    holder.remove();
    return true;
  }
  const open = path.node.openingElement;
  // wouter's `<Route path="/shop"><Guard component={Shop} /></Route>`: the guard, the only child of a
  // route that gives the path, gives way to the page it guards (`<Shop />`), as the route's own child.
  const component = open.attributes.find((a): a is t.JSXAttribute => a.type === 'JSXAttribute' && a.name.name === 'component');
  const onlyPage = open.attributes.length === 1 && component?.value?.type === 'JSXExpressionContainer' && component.value.expression.type === 'Identifier' ? component.value.expression.name : null;
  const route = path.parentPath;
  if (onlyPage && route?.isJSXElement() && route.node.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'path')) {
    path.replaceWith(t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(onlyPage), [], true), null, [], true));
    return true;
  }
  const routeLike = open.attributes.some((a) => a.type === 'JSXAttribute' && (a.name.name === 'component' || a.name.name === 'element' || a.name.name === 'render'));
  if (routeLike && path.scope.hasBinding('Route')) {
    open.name = t.jsxIdentifier('Route');
    if (path.node.closingElement) path.node.closingElement.name = t.jsxIdentifier('Route');
    return true;
  }
  return false;
}

/**
 * The element a sign-in/out call is the whole handler of: `<button onClick={() => User.login()}>`
 * (arrow body, or a block holding only that call). That control goes with the call.
 */
function signInControl(call: NodePath<t.CallExpression>): NodePath<t.JSXElement> | null {
  let fn: NodePath | null = call.parentPath;
  if (fn.isAwaitExpression()) fn = fn.parentPath;
  if (fn?.isExpressionStatement() && fn.parentPath?.isBlockStatement() && fn.parentPath.node.body.length === 1) fn = fn.parentPath.parentPath;
  if (!fn?.isArrowFunctionExpression() && !fn?.isFunctionExpression()) return null;
  const attr = fn.parentPath?.isJSXExpressionContainer() ? fn.parentPath.parentPath : null;
  const el = attr?.isJSXAttribute() ? attr.parentPath?.parentPath : null;
  return el?.isJSXElement() ? el : null;
}

/** The static text of a call argument (`'/api/auth/logout'`, `` `${API}/auth/logout` `` → `*\/auth/logout`). */
function argText(n: t.Node): string | null {
  if (n.type === 'StringLiteral') return n.value;
  if (n.type === 'TemplateLiteral') return n.quasis.map((q) => q.value.cooked ?? q.value.raw).join('*');
  return null;
}

/**
 * The action for a call the analysis found as an HTTP auth site (`POST /api/auth/logout`) on this
 * line: the call must name the endpoint (or end in its last path segments) in an argument.
 */
export function operationAction(path: NodePath<t.CallExpression>, ctx: MendContext): AuthCallAction | null {
  const ops = ctx.targets.authSites.get(ctx.file)?.get(lineOf(path.node)) ?? [];
  for (const op of ops) {
    const endpoint = /^[A-Z]+ (\S+)$/.exec(op)?.[1];
    if (!endpoint) continue;
    const tail = endpoint.split('/').filter(Boolean).slice(-2).join('/');
    const named = path.node.arguments.some((a) => {
      const text = argText(a);
      return !!text && (text === endpoint || (!!tail && text.endsWith(tail)));
    });
    const rule = named ? ctx.rules.calls.operations.find((r) => r.operation.test(op)) : undefined;
    if (rule) return rule.action;
  }
  return null;
}

/**
 * Auth gates around storefront code: guards unwrapped, providers unwrapped, auth hooks and
 * `useContext(AuthContext)` replaced by signed-out constants, current-user calls made `null`,
 * auth subscriptions and sign-in/out statements removed.
 */
export function removeGates(ast: File, ctx: MendContext, consts: Constants): boolean {
  const G = ctx.rules.gates;
  const { hooks, contexts, components } = authImports(ast, ctx);
  // `<X.Provider>` goes only for a context of an auth module or package: a context this file or a
  // kept module creates keeps its provider, else its consumers (never folded) read no value.
  const isAuthProvider = (name: string) => name.endsWith('.Provider') ? contexts.has(name.split('.')[0]) : G.providers.test(name);
  let changed = false;
  traverse(ast, {
    JSXElement: {
      exit(path) {
        const name = jsxName(path.node.openingElement);
        if (G.guards.test(name) && removeGuardRoute(path)) changed = true;
        // A component of an auth module gives way to its children: a wrapper (guard, provider)
        // leaves them, a login modal or user menu has none and goes.
        else if (G.guards.test(name) || isAuthProvider(name) || components.has(name)) {
          unwrapJsx(path);
          changed = true;
        }
      },
    },
    ObjectProperty(path) {
      // A data-router layout route whose component is a guard (`{ Component: RequireAuth, children }`):
      // the guard goes, and the route (now with no component) renders its children as they are.
      const v = path.node.value;
      if (keyName(path.node.key) === 'Component' && v.type === 'Identifier' && (G.guards.test(v.name) || components.has(v.name))
        && path.parentPath.isObjectExpression() && path.parentPath.node.properties.some((p) => p.type === 'ObjectProperty' && keyName(p.key) === 'children')) {
        path.remove();
        changed = true;
        return;
      }
      // Base44 `createClient({ requiresAuth: true })` sends every anonymous visitor to the vendor's login.
      if (G.forceSignInOptions.includes(keyName(path.node.key) ?? '') && v.type === 'BooleanLiteral' && v.value) {
        path.node.value = t.booleanLiteral(false);
        changed = true;
      }
    },
    CallExpression(path) {
      const callee = memberPath(path.node.callee) ?? '';
      const isHook = path.node.callee.type === 'Identifier' && hooks.has(callee);
      const isCtx = callee.endsWith('useContext') && path.node.arguments[0]?.type === 'Identifier' && contexts.has(path.node.arguments[0].name);
      if (isHook || isCtx) {
        const decl = path.parentPath;
        const field = (decl.isMemberExpression() || decl.isOptionalMemberExpression()) && path.key === 'object' && !decl.node.computed ? keyName(decl.node.property) : null;
        if (decl.isVariableDeclarator() && path.key === 'init') replaceDeclarator(decl, ctx, consts);
        else if (decl.isExpressionStatement()) decl.remove();
        else if (field) {
          // `useAuth().user`: the field's signed-out value, never a read of `null`.
          const value = defaultFor(field, ctx);
          decl.replaceWith(value);
          const holder = decl.parentPath;
          if (holder?.isVariableDeclarator() && holder.node.id.type === 'Identifier' && value.type !== 'ArrowFunctionExpression') consts.add(holder.node.id);
        } else path.replaceWith(t.nullLiteral());
        changed = true;
        return;
      }
      const action = ctx.rules.calls.calls.find((c) => c.callee.test(callee))?.action ?? operationAction(path, ctx);
      if (!action) return;
      if (action === 'current-user') {
        const thenCall = path.parentPath.isMemberExpression() && keyName(path.parentPath.node.property) === 'then';
        const expr = currentUserExpr(path);
        const parent = expr.parentPath;
        if (thenCall) {
          const stmt = ownStatement(path);
          if (stmt?.isExpressionStatement()) stmt.remove();
          else return;
        } else if (parent?.isVariableDeclarator() && expr.key === 'init') replaceDeclarator(parent, ctx, consts);
        else if (parent?.isAssignmentExpression() && expr.key === 'right') {
          // `user = await User.me()` into a `let user = null`: the assignment has nothing to add.
          const left = parent.node.left;
          const init = left.type === 'Identifier' ? (path.scope.getBinding(left.name)?.path.node as t.VariableDeclarator | undefined)?.init : undefined;
          if (init?.type === 'NullLiteral' && parent.parentPath?.isExpressionStatement()) {
            parent.parentPath.remove();
            // `let user = null` now never changes: a signed-out constant like the others.
            const declared = path.scope.getBinding((left as t.Identifier).name)?.identifier;
            if (declared) consts.add(declared);
          }
          else expr.replaceWith(t.nullLiteral());
        }
        else if (parent?.isExpressionStatement()) parent.remove();
        else expr.replaceWith(t.nullLiteral());
        changed = true;
      } else if (action === 'subscription') {
        const stmt = ownStatement(path);
        if (!stmt) return;
        removeSubscription(stmt);
        changed = true;
      } else {
        const control = signInControl(path);
        if (control) {
          removeJsx(control);
          changed = true;
          return;
        }
        let expr: NodePath = path;
        while (expr.parentPath?.isAwaitExpression()) expr = expr.parentPath;
        const declared = expr.parentPath?.isVariableDeclarator() && expr.key === 'init' ? expr.parentPath.parentPath : null;
        if (expr.parentPath?.isExpressionStatement()) removeRedirectStatement(expr.parentPath);
        // `const { user } = await signInWithPopup(…)`: what is done with the signed-in user never happens.
        else if (declared?.isVariableDeclaration() && declared.node.declarations.length === 1 && declared.parentPath?.isBlockStatement()) removeSubscription(declared);
        else if (expr.parentPath?.isArrowFunctionExpression() && expr.key === 'body') expr.replaceWith(t.blockStatement([]));
        else return;
        changed = true;
      }
    },
  });
  return changed;
}
