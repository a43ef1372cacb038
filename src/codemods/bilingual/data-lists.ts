import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { withoutTypeCasts } from './module-consts.js';

/**
 * A list of strings the code matches against records (`ORDER.filter((c) => categories.includes(c))`,
 * `FAVOURITES.includes(item.name)`, `KINDS.find((k) => k === row.kind)`, `ORDER.filter((c) => byKind[c])`) holds data values, not
 * copy: each item must stay equal to a record's field. Shown as it is, it shows that field's value
 * (the store's own data); read through the dictionaries it would match no record in another
 * language and the list would come out empty.
 */
const LOOKUP = /^(includes|indexOf|lastIndexOf)$/;
const SEARCH = /^(filter|find|findIndex|findLast|findLastIndex|some|every)$/;
const KEEPING = /^(filter|slice|sort|toSorted|reverse|toReversed|concat)$/;
const EQUALITY = /^[!=]==?$/;

const methodOf = (n: t.Node | null | undefined): string | null =>
  (t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && !n.computed && t.isIdentifier(n.property) ? n.property.name : null;

/** Does a search callback compare its item with something (`(c) => list.includes(c)`, `(k) => k === x`)? */
function callbackMatches(fn: t.Node | undefined): boolean {
  if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || !t.isIdentifier(fn.params[0])) return false;
  const item = fn.params[0].name;
  const isItem = (n: t.Node | null | undefined) => t.isIdentifier(withoutTypeCasts(n), { name: item });
  let hit = false;
  t.traverseFast(fn.body, (n) => {
    if (hit) return;
    if (t.isBinaryExpression(n) && EQUALITY.test(n.operator) && (isItem(n.left) || isItem(n.right))) hit = true;
    if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && /^(includes|indexOf|has|startsWith)$/.test(methodOf(n.callee) ?? '') && n.arguments.some((a) => isItem(a))) hit = true;
    // Records grouped by that value, looked up with the item as the key (`(a) => byAisle[a]?.length`).
    if ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && n.computed && isItem(n.property)) hit = true;
  });
  return hit;
}

/** Is this use of a list (`ref`) a match against other values? */
function usedAsMatch(ref: NodePath): boolean {
  // Node checks, not path predicates: narrowing a path through a union of them made tsc slow.
  const m = ref.parentPath?.node;
  if (!m || !(t.isMemberExpression(m) || t.isOptionalMemberExpression(m)) || m.object !== ref.node) return false;
  const method = methodOf(m);
  const call = ref.parentPath?.parentPath?.node;
  if (!method || !call || !(t.isCallExpression(call) || t.isOptionalCallExpression(call)) || call.callee !== m) return false;
  if (LOOKUP.test(method)) return true;
  return SEARCH.test(method) && callbackMatches(call.arguments[0] as t.Node | undefined);
}

/** Whether the list `e` (a name, or a list derived from one) is matched against data anywhere in its scope. */
export function matchedWithData(p: NodePath, e: t.Node, depth = 0): boolean {
  if (depth > 5) return false;
  const n = withoutTypeCasts(e);
  if (t.isIdentifier(n)) {
    const binding = p.scope.getBinding(n.name);
    if (!binding) return false;
    if (binding.referencePaths.some(usedAsMatch)) return true;
    return binding.path.isVariableDeclarator() && !!binding.path.node.init && matchedWithData(binding.path, binding.path.node.init, depth + 1);
  }
  if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && KEEPING.test(methodOf(n.callee) ?? '')) {
    if (methodOf(n.callee) === 'filter' && callbackMatches(n.arguments[0] as t.Node | undefined)) return true;
    return matchedWithData(p, (n.callee as t.MemberExpression).object, depth + 1);
  }
  return false;
}
