import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { withoutTypeCasts } from './module-consts.js';

/**
 * One row of a list of copy objects read outside the list's `.map`: `{LIST.find((r) => …)?.label}`,
 * `{LIST[i].name}`, `{currentTier(points).name}` where `currentTier` returns `LIST.find(…)`. Once
 * the list's objects carry `<prop>Key` (the extraction gives it to the objects a `.map` shows), the
 * read becomes `t(row.<prop>Key, row.<prop>)`, like the reads inside the `.map`.
 */
const ROW_PICKS = /^(find|findLast|at)$/;
const KEEPING = /^(filter|slice|sort|toSorted|reverse|toReversed)$/;

const methodOf = (n: t.Node): string | null =>
  (t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && !n.computed && t.isIdentifier(n.property) ? n.property.name : null;

function constInit(p: NodePath, name: string): t.Node | null {
  const binding = p.scope.getBinding(name);
  if (!binding || binding.constantViolations.length) return null;
  if (binding.path.isVariableDeclarator()) return binding.path.node.init ?? null;
  if (binding.path.isFunctionDeclaration()) return binding.path.node;
  return null;
}

/** The list literal `e` names or derives from (`LIST`, `LIST.filter(…)`, `[...LIST].reverse()`). */
function listOf(p: NodePath, e: t.Node | null | undefined, depth: number): t.ArrayExpression | null {
  const n = withoutTypeCasts(e);
  if (!n || depth > 6) return null;
  if (t.isArrayExpression(n)) {
    if (n.elements.length === 1 && t.isSpreadElement(n.elements[0])) return listOf(p, n.elements[0].argument, depth + 1);
    return n;
  }
  if (t.isIdentifier(n)) return listOf(p, constInit(p, n.name), depth + 1);
  if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && KEEPING.test(methodOf(n.callee) ?? '')) {
    return listOf(p, (n.callee as t.MemberExpression).object, depth + 1);
  }
  return null;
}

/** What a function returns, when each of its returns is one expression. */
function returned(fn: t.Node): t.Expression[] {
  if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn) || t.isFunctionDeclaration(fn))) return [];
  if (!t.isBlockStatement(fn.body)) return [fn.body];
  const out: t.Expression[] = [];
  t.traverseFast(fn.body, (n) => {
    if (t.isReturnStatement(n) && n.argument) out.push(n.argument);
  });
  return out;
}

/** The list a row expression picks its row from, or null. */
function rowList(p: NodePath, e: t.Node | null | undefined, depth: number): t.ArrayExpression | null {
  const n = withoutTypeCasts(e);
  if (!n || depth > 6) return null;
  if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && ROW_PICKS.test(methodOf(n.callee) ?? '')) {
    return listOf(p, (n.callee as t.MemberExpression).object, depth + 1);
  }
  if ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && n.computed) return listOf(p, n.object, depth + 1);
  if (t.isLogicalExpression(n) && n.operator !== '&&') {
    const left = rowList(p, n.left, depth + 1);
    const right = rowList(p, n.right, depth + 1);
    return left && (!right || right === left) ? left : right && !left ? right : null;
  }
  if (t.isIdentifier(n)) return rowList(p, constInit(p, n.name), depth + 1);
  if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && t.isIdentifier(n.callee)) {
    const fn = constInit(p, n.callee.name);
    const lists = fn ? returned(fn).map((r) => rowList(p, r, depth + 1)) : [];
    return lists.length && lists.every((l) => l && l === lists[0]) ? lists[0] : null;
  }
  return null;
}

const hasProp = (o: t.ObjectExpression, name: string) =>
  o.properties.some((q) => t.isObjectProperty(q) && !q.computed && (t.isIdentifier(q.key, { name }) || t.isStringLiteral(q.key, { value: name })));

export function keyedRowReads(ast: t.File, opts: { translator: (p: NodePath) => string | null; isShown: (p: NodePath) => boolean }): boolean {
  let changed = false;
  traverse(ast, {
    JSXExpressionContainer(p) {
      const e = p.node.expression;
      if (!(t.isMemberExpression(e) || t.isOptionalMemberExpression(e)) || e.computed || !t.isIdentifier(e.property)) return;
      if (!opts.isShown(p)) return;
      const prop = e.property.name;
      const list = rowList(p, e.object, 0);
      if (!list || !list.elements.some((o) => t.isObjectExpression(o) && hasProp(o, `${prop}Key`))) return;
      const local = opts.translator(p);
      if (!local) return;
      const optional = t.isOptionalMemberExpression(e);
      const read = (name: string) =>
        optional ? t.optionalMemberExpression(t.cloneNode(e.object), t.identifier(name), false, true) : t.memberExpression(t.cloneNode(e.object), t.identifier(name));
      p.node.expression = t.callExpression(t.identifier(local), [read(`${prop}Key`), read(prop)]);
      changed = true;
    },
  });
  return changed;
}
