import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { isBlankText, jsxName, removeJsx, traverse, type NodePath } from '../drop-pages/ast-kit.js';
import { pathsOf, type SurfacePlan } from './surface-taint.js';

/**
 * Remove a dropped surface's markup from one file (the plan of surface-taint.ts), then the
 * wrappers that held only it: an element left empty goes, and so does the highest element around
 * it that is left with nothing but headings and text (a "Featured products" section with its title).
 */

/** Elements that only lay text out: left holding nothing else, they existed for the removed data. */
const TEXT_TAGS = new Set(['div', 'section', 'aside', 'article', 'header', 'footer', 'main', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'small', 'strong', 'em', 'b', 'i', 'u', 'br', 'hr', 'ul', 'ol', 'li']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'source', 'area', 'col', 'embed', 'link', 'meta', 'track', 'wbr', 'iframe', 'textarea', 'video', 'audio', 'canvas', 'svg']);

const hasJsx = (n: Node): boolean => {
  let hit = false;
  t.traverseFast(n, (x) => { if (x.type === 'JSXElement' || x.type === 'JSXFragment') hit = true; });
  return hit;
};

/** A text-like expression (`{t('home.featured')}`, `{lang === 'ar' ? 'مميز' : 'Featured'}`): no markup, no handler. */
function textual(n: Node): boolean {
  let ok = true;
  t.traverseFast(n, (x) => {
    if (x.type === 'JSXElement' || x.type === 'JSXFragment' || x.type === 'ArrowFunctionExpression' || x.type === 'FunctionExpression') ok = false;
  });
  return ok;
}

/** Only headings, text and layout are left in `el`. */
export function leftoverOnly(el: t.JSXElement): boolean {
  if (!TEXT_TAGS.has(jsxName(el.openingElement))) return false;
  return el.children.every((c) => c.type === 'JSXText'
    || (c.type === 'JSXExpressionContainer' && (c.expression.type === 'JSXEmptyExpression' || textual(c.expression)))
    || (c.type === 'JSXElement' && leftoverOnly(c)));
}

const emptyWrapper = (el: t.JSXElement) => {
  const tag = jsxName(el.openingElement);
  return /^[a-z]/.test(tag) && !VOID.has(tag) && el.children.every((c) => isBlankText(c) || (c.type === 'JSXExpressionContainer' && c.expression.type === 'JSXEmptyExpression'));
};

const parentElement = (p: NodePath): NodePath<t.JSXElement> | null => p.findParent((a) => a.isJSXElement()) as NodePath<t.JSXElement> | null;

/** Apply the plan. Returns the elements that held removed markup (for `pruneAround`). */
export function applyPlan(ast: File, plan: SurfacePlan): Node[] {
  const touched: Node[] = [];
  const gone = (p: NodePath) => !!p.findParent((a) => plan.units.has(a) || plan.statements.has(a));
  for (const u of plan.units) {
    if (gone(u) || !u.node) continue;
    const host = parentElement(u);
    if (host) touched.push(host.node);
    removeJsx(u);
  }
  for (const s of plan.statements) if (!gone(s) && s.node) s.remove();
  if (plan.branches.size) {
    const paths = pathsOf(ast, plan.branches.keys());
    for (const [node, side] of plan.branches) {
      const p = paths.get(node);
      if (!p?.node) continue;
      const host = parentElement(p);
      if (host) touched.push(host.node);
      p.replaceWith((node as t.ConditionalExpression)[side]);
    }
  }
  return touched;
}

/**
 * Around each touched element: empty wrappers go, climbing; then the highest enclosing element
 * left with only headings and text goes (it existed for the removed data).
 */
export function pruneAround(ast: File, touched: Node[]): boolean {
  let changed = false;
  for (const node of touched) {
    const p = pathsOf(ast, [node]).get(node) as NodePath<t.JSXElement> | undefined;
    if (!p?.node) continue;
    let cur: NodePath<t.JSXElement> | null = p;
    while (cur && emptyWrapper(cur.node)) {
      const up = parentElement(cur);
      removeJsx(cur);
      changed = true;
      cur = up;
    }
    let top: NodePath<t.JSXElement> | null = null;
    for (let a = cur; a && leftoverOnly(a.node); a = parentElement(a)) top = a;
    if (top) {
      removeJsx(top);
      changed = true;
    }
  }
  return changed;
}

/** Did the function render markup before, and none now? (It renders nothing: it goes with its uses.) */
export const rendersMarkup = (fn: Node): boolean => hasJsx(fn);

const rendersNull = (fn: Node): boolean => {
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return false;
  const body = fn.body;
  if (body.type !== 'BlockStatement') return body.type === 'NullLiteral';
  const last = body.body[body.body.length - 1];
  return body.body.length === 1 && last.type === 'ReturnStatement' && (!last.argument || last.argument.type === 'NullLiteral');
};

/**
 * `{items.map((x) => null)}` among JSX children: a list whose every item was removed (a card that
 * was only a link to a dropped page). It goes; returns the elements that held it.
 */
export function removeEmptyLists(ast: File): Node[] {
  const touched: Node[] = [];
  traverse(ast, {
    JSXExpressionContainer(p) {
      const e = p.node.expression;
      if (p.listKey !== 'children' || e.type !== 'CallExpression' || e.callee.type !== 'MemberExpression' || e.callee.property.type !== 'Identifier' || e.callee.property.name !== 'map') return;
      if (!e.arguments[0] || !rendersNull(e.arguments[0])) return;
      const host = parentElement(p);
      if (host) touched.push(host.node);
      removeJsx(p);
    },
  });
  return touched;
}
