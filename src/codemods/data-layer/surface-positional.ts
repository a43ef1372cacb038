import type * as t from '@babel/types';
import type { NodePath } from '../drop-pages/ast-kit.js';

/**
 * One loader for several lists (`const [cats, reviews] = await Promise.all([a, b])`, or
 * `Promise.all([a, b]).then(([p, r]) => ...)`): the statement holds other data, so the surface's
 * code cannot be told apart statement by statement (surface-taint.ts), but its records still can by
 * position: the references of the element bound at the value's index, and of the `useState` value
 * its setter is called with. Used to learn which fields a static list's records need.
 */
export function positionalRefs(value: NodePath): NodePath[] {
  const arr = value.parentPath;
  if (!arr?.isArrayExpression()) return [];
  const index = arr.node.elements.indexOf(value.node as t.Expression);
  const all = arr.parentPath;
  if (!all?.isCallExpression() || !isPromiseAll(all.node.callee)) return [];
  const pattern = boundPattern(all);
  const el = pattern?.node.elements[index];
  if (!pattern || el?.type !== 'Identifier') return [];
  const binding = pattern.scope.getBinding(el.name);
  const refs = [...(binding?.referencePaths ?? [])];
  // `setReviews(r)`: the state value `reviews` holds the same records.
  for (const r of binding?.referencePaths ?? []) {
    const call = r.parentPath;
    if (!call?.isCallExpression() || call.node.arguments[0] !== r.node || call.node.callee.type !== 'Identifier') continue;
    const setter = call.scope.getBinding(call.node.callee.name);
    const decl = setter?.path.node;
    if (decl?.type !== 'VariableDeclarator' || decl.id.type !== 'ArrayPattern' || decl.id.elements[1]?.type !== 'Identifier' || decl.id.elements[1].name !== call.node.callee.name) continue;
    const valueId = decl.id.elements[0];
    if (valueId?.type === 'Identifier') refs.push(...(setter!.path.scope.getBinding(valueId.name)?.referencePaths ?? []));
  }
  return refs;
}

const isPromiseAll = (n: t.Node): boolean =>
  n.type === 'MemberExpression' && n.object.type === 'Identifier' && n.object.name === 'Promise' && n.property.type === 'Identifier' && /^all(Settled)?$/.test(n.property.name);

/** The array pattern the results of a `Promise.all(...)` call are destructured into, awaited or through `.then`. */
function boundPattern(all: NodePath<t.CallExpression>): NodePath<t.ArrayPattern> | null {
  const up = all.parentPath;
  if (up?.isAwaitExpression()) {
    const decl = up.parentPath;
    const id = decl?.isVariableDeclarator() ? decl.get('id') : null;
    return id && !Array.isArray(id) && id.isArrayPattern() ? id : null;
  }
  if (up?.isMemberExpression() && up.node.object === all.node && up.node.property.type === 'Identifier' && up.node.property.name === 'then') {
    const call = up.parentPath;
    const fn = call?.isCallExpression() ? call.get('arguments.0') : null;
    if (!fn || Array.isArray(fn) || !(fn.isArrowFunctionExpression() || fn.isFunctionExpression())) return null;
    const param = fn.get('params.0');
    return !Array.isArray(param) && param.isArrayPattern() ? param : null;
  }
  return null;
}
