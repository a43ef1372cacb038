import * as t from '@babel/types';
import type { Node } from '@babel/types';
import { removeJsx, type NodePath } from './ast-kit.js';
import type { StateRule } from './rule.js';

/**
 * Which branch of a test on auth state a theme keeps. The theme's shopper is anonymous to the
 * theme and the platform identifies them, so: the anonymous branch stays, unless it is a sign-in
 * prompt or a bare exit that only blocks anonymous visitors; then the signed-in branch stays when
 * it does not show who is signed in, else nothing does.
 */

/** A JS value the test evaluates to for an anonymous visitor, boxed so `undefined` is a result. */
type Known = { v: unknown } | null;

/** Does a branch prompt for sign-in (its text says so)? */
export function isSignInPrompt(n: Node, text: RegExp): boolean {
  let hit = false;
  t.traverseFast(n, (x) => {
    if ((x.type === 'JSXText' || x.type === 'StringLiteral') && text.test(x.value)) hit = true;
  });
  return hit;
}

/**
 * Does a branch show only a waiting placeholder (`"Checking auth"`, `<p>Loading…</p>`, a `return`
 * of one)? Every text it shows (not attribute values) reads as waiting, and it shows some.
 */
export function isWaitingPlaceholder(n: Node, text: RegExp): boolean {
  const texts: string[] = [];
  const walk = (x: Node) => {
    if (x.type === 'JSXAttribute') return;
    if (x.type === 'JSXText') { if (x.value.trim()) texts.push(x.value); return; }
    if (x.type === 'StringLiteral' || x.type === 'TemplateElement') { const v = x.type === 'StringLiteral' ? x.value : x.value.cooked ?? ''; if (v.trim()) texts.push(v); return; }
    for (const k of t.VISITOR_KEYS[x.type] ?? []) {
      const c = (x as unknown as Record<string, unknown>)[k];
      if (Array.isArray(c)) c.forEach((y) => y && typeof y === 'object' && walk(y as Node));
      else if (c && typeof c === 'object') walk(c as Node);
    }
  };
  walk(n);
  return texts.length > 0 && texts.every((v) => text.test(v));
}

/** `return <Loading…>` (or a block ending in one): the function waits, showing only a placeholder. */
function isWaitingExit(s: t.Statement, text: RegExp): boolean {
  const last = s.type === 'BlockStatement' ? s.body[s.body.length - 1] : s;
  return !!last && last.type === 'ReturnStatement' && !!last.argument && isWaitingPlaceholder(s, text);
}

/**
 * Does a branch end by handing its caller a value (`return { user: null, login: … }`)? That is the
 * fallback a hook gives when nobody is signed in, the value callers read: never a prompt, even
 * when its strings name a login.
 */
export function handsBackValue(s: t.Statement): boolean {
  const last = s.type === 'BlockStatement' ? s.body[s.body.length - 1] : s;
  const arg = last?.type === 'ReturnStatement' ? last.argument : null;
  return arg?.type === 'ObjectExpression' || arg?.type === 'ArrayExpression';
}

/** `return;`, `return null`, `throw ...` with no markup: the function does nothing for this visitor. */
function isBlocker(s: t.Statement): boolean {
  const exits = s.type === 'BlockStatement' ? s.body : [s];
  const last = exits[exits.length - 1];
  if (!last || (last.type !== 'ReturnStatement' && last.type !== 'ThrowStatement')) return false;
  let jsx = false;
  t.traverseFast(s, (x) => { if (x.type === 'JSXElement' || x.type === 'JSXFragment') jsx = true; });
  if (jsx) return false;
  const arg = last.type === 'ReturnStatement' ? last.argument : null;
  return !arg || arg.type === 'NullLiteral' || (arg.type === 'BooleanLiteral' && !arg.value) || (arg.type === 'Identifier' && arg.name === 'undefined');
}

/**
 * What a guard hands through: its `children` (`props.children`), an `<Outlet />`, or a fragment of
 * one. A guard's signed-in branch returning it is the page itself, not something about the member.
 */
function isPassThrough(n: Node | null | undefined): boolean {
  if (!n) return false;
  if (n.type === 'Identifier') return n.name === 'children';
  if (n.type === 'MemberExpression') return !n.computed && n.property.type === 'Identifier' && n.property.name === 'children';
  if (n.type === 'JSXElement') return n.openingElement.name.type === 'JSXIdentifier' && n.openingElement.name.name === 'Outlet' && !n.children.length;
  if (n.type === 'JSXFragment') {
    const kids = n.children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()));
    return kids.length === 1 && (kids[0].type === 'JSXExpressionContainer' ? isPassThrough(kids[0].expression as Node) : isPassThrough(kids[0]));
  }
  return false;
}

/** `return children;` (alone or ending a block): a guard letting its page through. */
function returnsPassThrough(s: t.Statement): t.ReturnStatement | null {
  const last = s.type === 'BlockStatement' ? (s.body.length === 1 ? s.body[0] : null) : s;
  return last?.type === 'ReturnStatement' && isPassThrough(last.argument) ? last : null;
}

const literal = (n: Node): Known => {
  if (n.type === 'NullLiteral') return { v: null };
  if (n.type === 'Identifier' && n.name === 'undefined') return { v: undefined };
  if (n.type === 'BooleanLiteral' || n.type === 'StringLiteral' || n.type === 'NumericLiteral') return { v: n.value };
  return null;
};

/** The value of `n` when each signed-out constant has its value (`valueOf`); null when unknown. */
function evaluate(n: Node, valueOf: (id: t.Identifier) => Node | null): Known {
  const lit = literal(n);
  if (lit) return lit;
  switch (n.type) {
    case 'Identifier': {
      const v = valueOf(n);
      return v ? literal(v) : null;
    }
    case 'UnaryExpression': {
      const a = n.operator === '!' ? evaluate(n.argument, valueOf) : null;
      return a ? { v: !a.v } : null;
    }
    case 'MemberExpression': case 'OptionalMemberExpression': {
      const o = evaluate(n.object, valueOf);
      // A field of nobody: `user?.isAdmin`, `session.user` (never evaluated on null in the source).
      return o && (o.v === null || o.v === undefined) ? { v: undefined } : null;
    }
    case 'LogicalExpression': {
      const l = evaluate(n.left, valueOf);
      const r = evaluate(n.right, valueOf);
      if (n.operator === '&&') return l ? (l.v ? r : l) : r && !r.v ? { v: false } : null;
      if (n.operator === '||') return l ? (l.v ? l : r) : r && r.v ? { v: true } : null;
      return l ? (l.v === null || l.v === undefined ? r : l) : null;
    }
    case 'BinaryExpression': {
      const l = evaluate(n.left, valueOf);
      const r = evaluate(n.right as Node, valueOf);
      if (!l || !r) return null;
      if (n.operator === '===') return { v: l.v === r.v };
      if (n.operator === '!==') return { v: l.v !== r.v };
      // eslint-disable-next-line eqeqeq
      if (n.operator === '==') return { v: l.v == r.v };
      // eslint-disable-next-line eqeqeq
      if (n.operator === '!=') return { v: l.v != r.v };
      return null;
    }
    default:
      return null;
  }
}

const isMendWritten = (id: t.Identifier | undefined): boolean => !!id && !id.loc;

/**
 * Is `n` about the signed-in person: it reads auth state (a name of rules/drop/auth-state, the
 * constant being settled, or a signed-out value this mend wrote: no source position), or its text
 * greets them (`Welcome back`, `Log out`)?
 */
function aboutSignedIn(n: Node | null | undefined, name: string, rules: StateRule, at: NodePath): boolean {
  if (!n) return false;
  let hit = false;
  t.traverseFast(n, (x) => {
    if (x.type === 'Identifier' && (x.name === name || rules.stateNames.test(x.name))) hit = true;
    else if (x.type === 'Identifier' && isMendWritten(at.scope.getBinding(x.name)?.identifier)) hit = true;
    else if ((x.type === 'JSXText' || x.type === 'StringLiteral') && rules.signedInText.test(x.value)) hit = true;
  });
  return hit;
}

/** The test `ref` sits in (through `!`, `&&`, member reads and comparisons only), with its holder. */
function testHolder(ref: NodePath): NodePath | null {
  let cur: NodePath = ref;
  for (;;) {
    const p = cur.parentPath;
    if (!p) return null;
    if ((p.isIfStatement() || p.isConditionalExpression()) && cur.key === 'test') return p;
    if (p.isLogicalExpression() && p.node.operator === '&&' && cur.key === 'left' && !p.parentPath?.isLogicalExpression()) return p;
    if (p.isUnaryExpression({ operator: '!' }) || p.isLogicalExpression() || p.isBinaryExpression() || ((p.isMemberExpression() || p.isOptionalMemberExpression()) && cur.key === 'object')) cur = p;
    else return null;
  }
}

/** The `null`s written where neither branch of a test on auth state stays: no prompt was there. */
const settledToNothing = new WeakSet<Node>();
const nothing = (): t.NullLiteral => {
  const n = t.nullLiteral();
  settledToNothing.add(n);
  return n;
};

/**
 * Settle the test `ref` (a signed-out constant) decides, when the anonymous branch is not what a
 * theme should show. Returns true when it did; false leaves the plain inlining and folding to act.
 */
export function settleAuthBranch(ref: NodePath<t.Identifier>, valueOf: (id: t.Identifier) => Node | null, rules: StateRule): boolean {
  const holder = testHolder(ref);
  if (!holder) return false;
  const name = ref.node.name;
  if (holder.isIfStatement()) {
    const { test, consequent, alternate } = holder.node;
    const anon = evaluate(test, valueOf);
    if (!anon) return false;
    if (alternate) {
      // `if (user) add() else navigate('/login')` (the redirect already gone): the signed-in branch runs.
      const [taken, other] = anon.v ? [consequent, alternate] : [alternate, consequent];
      const empty = taken.type === 'BlockStatement' && !taken.body.length;
      if (!empty && !isBlocker(taken) && !isSignInPrompt(taken, rules.signInText)) return false;
      if (aboutSignedIn(other, name, rules, holder)) holder.remove();
      else if (other.type === 'BlockStatement' && holder.parentPath.isBlockStatement() && !other.body.some((x) => x.type === 'VariableDeclaration' && x.kind !== 'var')) holder.replaceWithMultiple(other.body);
      else holder.replaceWith(other);
      return true;
    }
    // `if (isMember) return children;` then nothing (or `return null`): a guard whose anonymous
    // visitor got nothing, now that the platform knows the shopper, lets its page through.
    const through = !anon.v ? returnsPassThrough(consequent) : null;
    if (through && holder.parentPath.isBlockStatement() && holder.parentPath.parentPath.isFunction()) {
      const rest = holder.getAllNextSiblings();
      if (rest.every((x) => x.isStatement() && isBlocker(x.node as t.Statement))) {
        rest.forEach((x) => x.remove());
        holder.replaceWith(through);
        return true;
      }
    }
    if (!anon.v) return false;
    if (isSignInPrompt(consequent, rules.signInText) && !handsBackValue(consequent)) {
      holder.remove();
      return true;
    }
    // `if (!session) return <p>Loading…</p>;`: a wait for auth state to be read back. The theme
    // never reads it, so it never ends: the code after it is what a visitor sees.
    if (isWaitingExit(consequent, rules.waitingText) && holder.parentPath.isBlockStatement()
      && !holder.getAllNextSiblings().some((x) => aboutSignedIn(x.node, name, rules, holder))) {
      holder.remove();
      return true;
    }
    // `if (!user) return;` before code that does not need the user: the platform knows the shopper.
    if (!isBlocker(consequent) || !holder.parentPath.isBlockStatement()) return false;
    if (holder.getAllNextSiblings().some((s) => aboutSignedIn(s.node, name, rules, holder))) return false;
    holder.remove();
    return true;
  }
  if (holder.isConditionalExpression()) {
    const anon = evaluate(holder.node.test, valueOf);
    if (!anon) return false;
    const [taken, other] = anon.v ? [holder.node.consequent, holder.node.alternate] : [holder.node.alternate, holder.node.consequent];
    // A branch this mend emptied (its link to a dropped sign-in page went: `null` with no source
    // position) was a prompt too; not one it settled to nothing (`loading ? … : user ? … : …`).
    const emptied = taken.type === 'NullLiteral' && !taken.loc && !settledToNothing.has(taken);
    // `!session ? "Checking auth" : <App />`: a wait for auth state the theme never reads back;
    // the other side is what shows once it is (when it is not about who is signed in).
    const waiting = isWaitingPlaceholder(taken, rules.waitingText) && !aboutSignedIn(other, name, rules, holder);
    // `return isMember ? children : null`: a guard's nothing for the anonymous visitor; its page goes through.
    const guardNothing = (taken.type === 'NullLiteral' || (taken.type === 'Identifier' && taken.name === 'undefined')) && isPassThrough(other) && holder.parentPath.isReturnStatement();
    if (!emptied && !waiting && !guardNothing && !isSignInPrompt(taken, rules.signInText)) return false;
    const kept = aboutSignedIn(other, name, rules, holder) ? nothing() : other;
    const box = holder.parentPath;
    if ((kept.type === 'JSXElement' || kept.type === 'JSXFragment') && box?.isJSXExpressionContainer() && box.listKey === 'children') {
      // `{user ? <Buy/> : <SignIn/>}` → `<Buy/>`, a plain child again (no parentheses kept).
      if (kept.extra) kept.extra = { ...kept.extra, parenthesized: false };
      box.replaceWith(kept);
    } else holder.replaceWith(kept);
    return true;
  }
  if (holder.isLogicalExpression()) {
    // `{!user && <p>Sign in to save favourites</p>}`: the prompt goes.
    const anon = evaluate(holder.node.left, valueOf);
    if (!anon?.v || !isSignInPrompt(holder.node.right, rules.signInText)) return false;
    holder.replaceWith(t.nullLiteral());
    return true;
  }
  return false;
}

/**
 * `user.email` where `user` is a signed-out `null`: the source never read it on nobody, the theme
 * would; the whole read (`user.name.trim()`) is `undefined`. Returns false when it is written to.
 */
export function foldFieldOfNobody(ref: NodePath<t.Identifier>): boolean {
  let cur: NodePath = ref;
  for (;;) {
    const p = cur.parentPath;
    if (!p) return false;
    if ((p.isMemberExpression() || p.isOptionalMemberExpression()) && cur.key === 'object') cur = p;
    else if ((p.isCallExpression() || p.isOptionalCallExpression()) && cur.key === 'callee' && cur !== ref) cur = p;
    else break;
  }
  if (cur === ref) return false;
  const p = cur.parentPath;
  if (p && ((p.isAssignmentExpression() && cur.key === 'left') || p.isUpdateExpression() || (p.isUnaryExpression({ operator: 'delete' })))) return false;
  // `{ customer_email: user.email }`: a field about nobody is not sent at all.
  if (p?.isObjectProperty() && cur.key === 'value' && p.parentPath.isObjectExpression()) p.remove();
  else if (p?.isJSXExpressionContainer() && p.parentPath.isJSXElement() && p.listKey === 'children') {
    // `<span>Signed in as {user.email}</span>`: text about nobody goes with its element.
    const el = p.parentPath as NodePath<t.JSXElement>;
    if (el.node.children.every((c) => c === p.node || c.type === 'JSXText')) removeJsx(el);
    else removeJsx(p);
  } else cur.replaceWith(t.identifier('undefined'));
  return true;
}
