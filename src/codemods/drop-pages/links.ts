import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { isBlankText, jsxName, keyName, memberPath, removeJsx, staticString, traverse, unwrapJsx, type NodePath } from './ast-kit.js';
import { pathRefOf } from '../../analyze/routes/route-constants.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import type { MendContext } from './context.js';
import { isDroppedLink, isDroppedPageName } from './route-match.js';

/** Does a link-target expression lead to a dropped page? */
export function targetIsDropped(node: Node | null | undefined, ctx: MendContext): boolean {
  if (!node) return false;
  if (node.type === 'JSXExpressionContainer') return targetIsDropped(node.expression as Node, ctx);
  const s = staticString(node);
  if (s !== null) return isDroppedLink(s, ctx.targets, ctx.rules.links.deadLinkWords);
  // `to={ROUTES.LOGIN}`: the path the route constant holds.
  const ref = ctx.routeRef ? pathRefOf(node) : null;
  const held = ref ? ctx.routeRef!(ref) : null;
  if (held !== null) return isDroppedLink(held, ctx.targets, ctx.rules.links.deadLinkWords);
  if (node.type === 'TemplateLiteral' && node.quasis[0]) {
    // `/account/${id}`: the static head decides.
    const head = node.quasis[0].value.cooked ?? '';
    return head.length > 1 && isDroppedLink(head.replace(/\/$/, '') || '/', ctx.targets) && head !== '/';
  }
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && ctx.rules.links.pageUrlHelpers.includes(node.callee.name)) {
    const arg = node.arguments[0] as Node | undefined;
    const name = staticString(arg) ?? (arg?.type === 'TemplateLiteral' ? arg.quasis[0].value.cooked ?? '' : null);
    return name !== null && isDroppedPageName(name, ctx.targets);
  }
  if (node.type === 'ObjectExpression') {
    // `to={{ pathname: '/login' }}`
    const p = node.properties.find((x): x is t.ObjectProperty => x.type === 'ObjectProperty' && keyName(x.key) === 'pathname');
    return !!p && targetIsDropped(p.value, ctx);
  }
  return false;
}

/** A link in running text (`Please <Link to="/login">sign in</Link> first`): unwrap, do not delete. */
function inSentence(path: NodePath<t.JSXElement>): boolean {
  if (path.listKey !== 'children') return false;
  const parent = path.parent as t.JSXElement | t.JSXFragment;
  return parent.children.some((c) => c !== path.node && c.type === 'JSXText' && !isBlankText(c) && /[\p{L}\p{N}]/u.test(c.value));
}

/** The statement that only navigates: an expression statement, or `return navigate(...)`. */
function statementOf(path: NodePath): NodePath | null {
  let cur: NodePath | null = path;
  while (cur && (cur.parentPath?.isAwaitExpression() || cur.parentPath?.isSequenceExpression())) cur = cur.parentPath;
  const parent = cur?.parentPath;
  if (parent?.isExpressionStatement() || parent?.isReturnStatement()) return parent;
  if (parent?.isArrowFunctionExpression() && cur!.key === 'body') return cur;
  return null;
}

/**
 * Remove a statement that redirects to a dropped page. When it is the whole consequent of an
 * `if` (a redirect-to-login gate: `if (!user) return navigate('/login')`), the `if` goes.
 */
export function removeRedirectStatement(stmt: NodePath): void {
  if (stmt.isExpression()) {
    // `() => navigate('/login')`: the arrow body becomes empty.
    stmt.replaceWith(t.blockStatement([]));
    return;
  }
  const parent = stmt.parentPath;
  if (parent?.isIfStatement() && stmt.key === 'consequent' && !parent.node.alternate) return parent.remove();
  if (parent?.isBlockStatement()) {
    const rest = parent.node.body.filter((s) => s !== stmt.node && !(s.type === 'ReturnStatement' && !s.argument));
    const grand = parent.parentPath;
    if (!rest.length && grand?.isIfStatement() && parent.key === 'consequent' && !grand.node.alternate) return grand.remove();
  }
  if (parent?.isIfStatement()) {
    stmt.replaceWith(t.blockStatement([]));
    return;
  }
  stmt.remove();
}

/** The link attribute of an element that leads to a dropped page (`<Link to="/login">`). */
function droppedLinkAttribute(open: t.JSXOpeningElement, ctx: MendContext): t.JSXAttribute | undefined {
  const L = ctx.rules.links;
  return open.attributes.find((a): a is t.JSXAttribute => a.type === 'JSXAttribute' && L.linkAttributes.includes(String(a.name.name)) && targetIsDropped(a.value, ctx));
}

/** A nav-array entry (`{ label, href: '/account' }`) that leads to a dropped page. */
const droppedNavEntry = (n: t.ObjectExpression, ctx: MendContext): boolean =>
  n.properties.some((p) => p.type === 'ObjectProperty' && ctx.rules.links.navKeys.includes(keyName(p.key) ?? '') && targetIsDropped(p.value, ctx));

/** Array methods that add an entry to a list (`links.push({ label, to: '/account' })`). */
const ADDS_ENTRY = /^(push|unshift)$/;

/** `entries.push({ title, path: '/account' })`: a nav entry added to a list at run time, leading to a dropped page. */
function droppedPushedEntry(n: t.CallExpression, ctx: MendContext): boolean {
  if (n.callee.type !== 'MemberExpression' || n.callee.computed || n.callee.property.type !== 'Identifier' || !ADDS_ENTRY.test(n.callee.property.name)) return false;
  return n.arguments.length > 0 && n.arguments.every((a) => a.type === 'ObjectExpression' && droppedNavEntry(a, ctx));
}

/** `navigate('/login')`. */
function droppedNavigate(n: t.CallExpression, ctx: MendContext): boolean {
  const last = memberPath(n.callee)?.split('.').pop() ?? '';
  return ctx.rules.links.navigateCalls.test(last) && targetIsDropped(n.arguments[0] as Node, ctx);
}

/** `window.location.href = '/login'`. */
function droppedLocation(n: t.AssignmentExpression, ctx: MendContext): boolean {
  const target = memberPath(n.left);
  return !!target && ctx.rules.links.locationTargets.test(target) && targetIsDropped(n.right, ctx);
}

/**
 * Does the file hold anything `removeLinks` acts on? Read with the child-key walker (no paths,
 * no scope), so the Babel walk, which builds both, runs only on files that have such a link.
 */
function holdsDroppedLink(ast: File, ctx: MendContext): boolean {
  let hit = false;
  walkNodes(ast.program, (n, parent, key) => {
    if (hit) return;
    if (n.type === 'JSXElement') hit = !!droppedLinkAttribute(n.openingElement, ctx);
    else if (n.type === 'ObjectExpression') hit = key === 'elements' && parent?.type === 'ArrayExpression' && droppedNavEntry(n, ctx);
    else if (n.type === 'CallExpression') hit = droppedNavigate(n, ctx) || droppedPushedEntry(n, ctx);
    else if (n.type === 'AssignmentExpression') hit = droppedLocation(n, ctx);
  });
  return hit;
}

/**
 * Links, nav entries and redirects that lead to a dropped page: `<Link to>` / `<a href>` go (or
 * are unwrapped to their text inside a sentence), nav-array entries go (and the statements that
 * push such an entry onto a list, with the `if` around them), `navigate('/login')`
 * statements and `<Navigate to="/login" />` go, with the gate around them.
 */
export function removeLinks(ast: File, ctx: MendContext): boolean {
  const L = ctx.rules.links;
  if (!holdsDroppedLink(ast, ctx)) return false;
  let changed = false;
  traverse(ast, {
    JSXElement(path) {
      const open = path.node.openingElement;
      const attr = droppedLinkAttribute(open, ctx);
      if (!attr) return;
      const name = jsxName(open);
      if (L.redirectElements.test(name)) {
        const ret = path.parentPath;
        // `<Route path="/signup" element={<Navigate to="/register" />} />`: the route goes.
        const owner = ret.isJSXExpressionContainer() && ret.parentPath.isJSXAttribute() ? ret.parentPath.parentPath?.parentPath : null;
        if (ret.isReturnStatement()) removeRedirectStatement(ret);
        else if (owner?.isJSXElement()) removeJsx(owner);
        else removeJsx(path);
      } else if (inSentence(path)) unwrapJsx(path);
      else removeJsx(path);
      changed = true;
      path.skip();
    },
    ObjectExpression(path) {
      if (path.listKey !== 'elements' || !path.parentPath.isArrayExpression()) return;
      if (droppedNavEntry(path.node, ctx)) {
        path.remove();
        changed = true;
      }
    },
    CallExpression(path) {
      if (!droppedNavigate(path.node, ctx) && !droppedPushedEntry(path.node, ctx)) return;
      const stmt = statementOf(path);
      if (!stmt) return;
      removeRedirectStatement(stmt);
      changed = true;
    },
    AssignmentExpression(path) {
      if (!droppedLocation(path.node, ctx)) return;
      const stmt = statementOf(path);
      if (!stmt) return;
      removeRedirectStatement(stmt);
      changed = true;
    },
  });
  return changed;
}
