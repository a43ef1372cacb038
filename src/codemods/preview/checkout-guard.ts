import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { ensureNamedImports, relativeSpecifier } from '../theme-shell/imports.js';

/**
 * A checkout page that sends the shopper away while the cart is empty (`if (items.length === 0)
 * navigate('/cart')`, `if (!cart.length) return null`) shows nothing in review: the preview's
 * cart starts empty. Such guards keep working live and stand down in preview (`&& !isPreview()`),
 * so the reviewer sees the checkout the shop would show.
 */

/** Names that count a cart's lines or units. */
const COUNT_NAME = /(count|items|lines|cart|quantity|qty|total)/i;
/** Names that hold a number (negating one tests for zero). */
const NUMBER_NAME = /(count|quantity|qty|total|size|length)$/i;
/** Calls that move to another page. */
const REDIRECT_CALL = /^(navigate|setLocation|redirect|push|replace|navigateTo)$/;
const REDIRECT_ELEMENT = /^(Navigate|Redirect)$/;

const nameOf = (n: Node): string | null => {
  if (n.type === 'Identifier') return n.name;
  if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier') return n.property.name;
  if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') return nameOf(n.callee as Node);
  return null;
};

const isZero = (n: Node) => n.type === 'NumericLiteral' && n.value === 0;

/** A count of the cart: `items.length`, `cart?.items?.length`, `itemCount`, `getCartCount()`. */
function isCount(n: Node, strict: boolean): boolean {
  const name = nameOf(n);
  if (name === 'length') return true;
  return !!name && (strict ? NUMBER_NAME : COUNT_NAME).test(name);
}

/**
 * The test says the cart has no lines (`items.length === 0`, `!itemCount`). A negated list
 * (`!cart`) is a null check, not emptiness: it stays, since the page would read the missing value.
 */
export function isEmptyCartTest(n: Node): boolean {
  if (n.type === 'UnaryExpression' && n.operator === '!') return isCount(n.argument, true);
  if (n.type === 'BinaryExpression') {
    const { left, right, operator } = n;
    if (['===', '==', '<='].includes(operator)) return (isCount(left as Node, false) && isZero(right)) || (isZero(left as Node) && isCount(right, false));
    if (operator === '<') return isCount(left as Node, false) && right.type === 'NumericLiteral' && right.value === 1;
  }
  // `!items || items.length === 0`
  if (n.type === 'LogicalExpression' && n.operator === '||') return isEmptyCartTest(n.left) || isEmptyCartTest(n.right);
  return false;
}

/** Names a cart goes by (`basket`, `orderItems`, `bag`): a count of something else is no cart's. */
const CART_WORD = /(cart|basket|bag|trolley|order|checkout)/i;

/** The names along a member chain (`state.orderItems.pizzas.length` → state, orderItems, pizzas, length). */
function chainNames(n: Node): string[] {
  if (n.type === 'Identifier') return [n.name];
  if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed) return [...chainNames(n.object as Node), nameOf(n) ?? ''];
  if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') return chainNames(n.callee as Node);
  return [];
}

/** The cart has lines: `basket.items.length >= 1`, `cartCount > 0`, `orderLines.length !== 0`. */
function isFullCartTest(n: Node): boolean {
  if (n.type !== 'BinaryExpression') return false;
  const { left, right, operator } = n;
  const num = (x: Node, v: number) => x.type === 'NumericLiteral' && x.value === v;
  if (!isCount(left as Node, false) || !chainNames(left as Node).some((x) => CART_WORD.test(x))) return false;
  return (operator === '>=' && num(right, 1)) || (operator === '>' && num(right, 0)) || (['!==', '!='].includes(operator) && num(right, 0));
}

/**
 * The values a component names after the cart's lines (`const hasLines = useSelector((s) => s.basket.items.length >= 1)`,
 * `const hasLines = items.length > 0`), by name: a test of one of them is a test of the cart.
 */
function fullCartNames(ast: File): Set<string> {
  const names = new Set<string>();
  visit(ast.program, (n) => {
    if (n.type !== 'VariableDeclarator' || n.id.type !== 'Identifier' || !n.init) return;
    let v: Node = n.init;
    // A selector hook's reading (`useSelector((s) => …)`, `useStore((s) => …)`): its arrow's value.
    if (v.type === 'CallExpression' && v.arguments.length === 1 && v.arguments[0].type === 'ArrowFunctionExpression' && v.arguments[0].body.type !== 'BlockStatement') v = v.arguments[0].body;
    if (isFullCartTest(v)) names.add(n.id.name);
  });
  return names;
}

const notPreview = () => t.unaryExpression('!', t.callExpression(t.identifier('isPreview'), []));

/** The test with each emptiness check standing down in preview; null checks left as they are. */
function guarded(n: t.Expression, inOr = false): t.Expression {
  if (n.type === 'LogicalExpression' && n.operator === '||') return t.logicalExpression('||', guarded(n.left, true), guarded(n.right, true));
  if (!isEmptyCartTest(n)) return n;
  const and = t.logicalExpression('&&', n, notPreview());
  return inOr ? t.parenthesizedExpression(and) : and;
}

/** A statement that leaves the page: a redirect call, `return null`, `return <Navigate …/>`. */
function leaves(s: Node): boolean {
  if (s.type === 'ReturnStatement') {
    const a = s.argument;
    if (!a || a.type === 'NullLiteral') return true;
    const el = a.type === 'ParenthesizedExpression' ? a.expression : a;
    return el.type === 'JSXElement' && el.openingElement.name.type === 'JSXIdentifier' && REDIRECT_ELEMENT.test(el.openingElement.name.name);
  }
  if (s.type === 'ExpressionStatement') {
    const e = s.expression;
    if (e.type === 'CallExpression') return REDIRECT_CALL.test(nameOf(e.callee as Node) ?? '');
    // `window.location.href = '/cart'`
    if (e.type === 'AssignmentExpression' && e.left.type === 'MemberExpression') return nameOf(e.left.object as Node) === 'location' || nameOf(e.left) === 'location';
  }
  return false;
}

/** The consequent only bounces: each statement leaves, or is a call (a toast), and one leaves. */
function bounces(s: Node): boolean {
  const list = s.type === 'BlockStatement' ? s.body : [s];
  return list.some(leaves) && list.every((x) => leaves(x) || (x.type === 'ExpressionStatement' && x.expression.type === 'CallExpression'));
}

const mentionsPreview = (n: Node) => {
  let found = false;
  visit(n, (x) => { if (x.type === 'Identifier' && x.name === 'isPreview') found = true; });
  return found;
};

/** `return <div>…</div>` (alone or ending a block): a view of its own, not a redirect. */
function returnsView(s: Node): boolean {
  const last = s.type === 'BlockStatement' ? s.body[s.body.length - 1] : s;
  if (last?.type !== 'ReturnStatement' || !last.argument) return false;
  const a = last.argument.type === 'ParenthesizedExpression' ? last.argument.expression : last.argument;
  return (a.type === 'JSXElement' || a.type === 'JSXFragment') && !leaves(last);
}

/** Components that frame a page: its header, nav bar, layout shell, footer. */
const FRAME_NAME = /(header|navbar|nav|layout|footer|topbar|shell)/i;

/** The components a piece of markup renders (`<SiteHeader />`, `<Layout.Footer>`), by name. */
function componentsIn(n: Node): Set<string> {
  const names = new Set<string>();
  visit(n, (x) => {
    if (x.type === 'JSXOpeningElement' && x.name.type === 'JSXIdentifier' && /^[A-Z]/.test(x.name.name)) names.add(x.name.name);
    else if (x.type === 'JSXOpeningElement' && x.name.type === 'JSXMemberExpression' && x.name.object.type === 'JSXIdentifier') names.add(x.name.object.name);
  });
  return names;
}

/**
 * `if (!lines.length) return <EmptyCard />;` early in a page whose checkout view comes after, when
 * that card leaves out the page's frame (the header, nav, layout or footer the full view renders):
 * the IfStatements of each such exit. An empty card inside the same frame is the page's own empty state.
 */
function framelessEmptyExits(ast: File): Set<Node> {
  const out = new Set<Node>();
  visit(ast.program, (n) => {
    const body = (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') && n.body.type === 'BlockStatement' ? n.body.body : null;
    if (!body) return;
    body.forEach((st, i) => {
      if (st.type !== 'IfStatement' || st.alternate || !returnsView(st.consequent)) return;
      const full = body.slice(i + 1).find((later) => later.type === 'ReturnStatement');
      if (!full) return;
      // The frame: the header, nav, layout or footer the full view renders. The empty card leaves all of it out.
      const frame = [...componentsIn(full)].filter((c) => FRAME_NAME.test(c));
      const empty = componentsIn(st.consequent);
      if (frame.length && frame.every((c) => !empty.has(c))) out.add(st);
    });
  });
  return out;
}

/** Make the empty-cart bounces of one page stand down in preview; how many were changed. */
export function openGuards(ast: File): number {
  let changed = 0;
  const views = framelessEmptyExits(ast);
  visit(ast.program, (n) => {
    // An else branch is the full-cart path (`else { setLines(rows) }`): in preview it runs on the
    // empty cart, as the page would with items. An else that leaves too is no such path.
    if (n.type !== 'IfStatement' || (n.alternate && bounces(n.alternate)) || !isEmptyCartTest(n.test) || !(bounces(n.consequent) || views.has(n)) || mentionsPreview(n.test)) return;
    n.test = guarded(n.test);
    changed++;
  });
  return changed;
}

const isChildren = (n: Node) => (n.type === 'Identifier' && n.name === 'children') || (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' && n.property.name === 'children');

/**
 * A gate around a page that lets it through only while the cart has lines (`return hasLines ?
 * children : null`, with `if (!hasLines) navigate('/menu')` beside it): in preview the cart starts
 * empty, so the gate stands down (`hasLines || isPreview()`) and its bounce with it. How many changed.
 */
export function openCartGates(ast: File): number {
  const full = fullCartNames(ast);
  if (!full.size) return 0;
  const named = (n: Node) => n.type === 'Identifier' && full.has(n.name);
  let gates = 0;
  visit(ast.program, (n) => {
    if (n.type !== 'ConditionalExpression' || !named(n.test) || !isChildren(n.consequent) || n.alternate.type !== 'NullLiteral') return;
    n.test = t.logicalExpression('||', n.test, t.callExpression(t.identifier('isPreview'), []));
    gates++;
  });
  if (!gates) return 0;
  visit(ast.program, (n) => {
    if (n.type !== 'IfStatement' || n.alternate || n.test.type !== 'UnaryExpression' || n.test.operator !== '!' || !named(n.test.argument) || !bounces(n.consequent)) return;
    n.test = t.logicalExpression('&&', n.test, notPreview());
    gates++;
  });
  return gates;
}

/** Every script's cart gates opened in preview (`isPreview` imported); the files changed. */
export function openCartGateFiles(tree: StagedTree, files: string[], configFile: string): string[] {
  const done: string[] = [];
  for (const file of files) {
    if (!/children/.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast || !openCartGates(ast)) continue;
    ensureNamedImports(ast, file, relativeSpecifier(file, configFile), ['isPreview']);
    tree.writeAst(file, ast);
    done.push(file);
  }
  return done;
}

/** One page (at site path `file`): its guards opened, `isPreview` imported from the theme's config module. */
export function openPageGuards(ast: File, file: string, configFile: string): boolean {
  if (!openGuards(ast)) return false;
  ensureNamedImports(ast, file, relativeSpecifier(file, configFile), ['isPreview']);
  return true;
}

/** Each checkout page's empty-cart guards; the pages changed. */
export function openCheckoutGuards(tree: StagedTree, pages: string[], configFile: string): string[] {
  const done: string[] = [];
  for (const file of pages) {
    const ast = tree.exists(file) ? tree.ast(file) : null;
    if (!ast || !openPageGuards(ast, file, configFile)) continue;
    tree.writeAst(file, ast);
    done.push(file);
  }
  return done;
}
