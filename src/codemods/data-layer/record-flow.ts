import type { Node } from '@babel/types';
import * as t from '@babel/types';
import type { NodePath } from '../drop-pages/ast-kit.js';
import { isUseState } from './surface-taint.js';

/**
 * Where the records a static value gives travel before a page reads them: through a state setter
 * (`setVendor(row)` → `vendor.name`) and out of a promise (`.then(({ data }) => …)`).
 */

const keyOf = (n: Node): string | null => (n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null);

/** Is the value a one-row read's (`records[0] ?? null`, as the data layer writes it)? */
export function isFirstRow(value: Node): boolean {
  let hit = false;
  t.traverseFast(value, (n) => {
    if (!hit && n.type === 'MemberExpression' && n.computed && n.property.type === 'NumericLiteral' && n.property.value === 0 && n.object.type === 'Identifier') hit = true;
  });
  return hit;
}

/**
 * `setVendor(row)` (also `setItems(rows || [])`): the references of the state value the setter
 * fills (`vendor`); null when `ref` is not what a `useState` setter is given.
 */
export function setterRefs(ref: NodePath): NodePath[] | null {
  let arg: NodePath = ref;
  // `rows || []`, `rows ?? []`, `rows as Vendor`: the same records.
  while (arg.parentPath && ((arg.parentPath.isLogicalExpression() && arg.key === 'left') || arg.parentPath.isTSAsExpression() || arg.parentPath.isTSNonNullExpression())) arg = arg.parentPath;
  const call = arg.parentPath;
  if (!call?.isCallExpression() || call.node.arguments[0] !== arg.node || call.node.callee.type !== 'Identifier') return null;
  const setter = call.node.callee.name;
  const b = call.scope.getBinding(setter);
  const d = b?.path.node;
  if (!b || d?.type !== 'VariableDeclarator' || d.id.type !== 'ArrayPattern' || !isUseState(d.init)) return null;
  const [value, set] = d.id.elements;
  if (set?.type !== 'Identifier' || set.name !== setter || value?.type !== 'Identifier') return null;
  return b.path.scope.getBinding(value.name)?.referencePaths ?? [];
}

/** The `data` a pattern or a result variable unpacks: `({ data })`, `({ data: row })`, `res` → `res.data`. */
function dataOf(target: NodePath): NodePath[] {
  if (target.isObjectPattern()) {
    const prop = target.node.properties.find((q) => q.type === 'ObjectProperty' && keyOf(q.key) === 'data');
    const local = prop?.type === 'ObjectProperty' ? (prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value) : null;
    return local?.type === 'Identifier' ? target.scope.getBinding(local.name)?.referencePaths ?? [] : [];
  }
  if (target.isIdentifier()) {
    const refs = target.scope.getBinding(target.node.name)?.referencePaths ?? [];
    return refs.flatMap((r) => {
      const m = r.parentPath;
      return (m?.isMemberExpression() || m?.isOptionalMemberExpression()) && m.node.object === r.node && !m.node.computed && keyOf(m.node.property) === 'data' ? [m as NodePath] : [];
    });
  }
  return [];
}

/** `VALUE.then(({ data }) => …)`, `(await VALUE).then(…)` aside: the `data` the callback unpacks. */
export function thenDataRefs(value: NodePath): NodePath[] {
  const m = value.parentPath;
  if (!m?.isMemberExpression() || m.node.object !== value.node || keyOf(m.node.property) !== 'then') return [];
  const call = m.parentPath;
  if (!call?.isCallExpression() || call.node.callee !== m.node) return [];
  const fn = call.get('arguments.0') as NodePath;
  if (!fn?.isArrowFunctionExpression() && !fn?.isFunctionExpression()) return [];
  const param = fn.get('params.0') as NodePath | undefined;
  return param ? dataOf(param) : [];
}

/** `const { data: row } = await VALUE` or `const res = await VALUE` (→ `res.data`): the row's references. */
export function awaitedDataRefs(value: NodePath): NodePath[] {
  const at = value.parentPath?.isAwaitExpression() ? value.parentPath : value;
  const decl = at.parentPath;
  if (!decl?.isVariableDeclarator() || decl.node.init !== at.node) return [];
  return dataOf(decl.get('id') as NodePath);
}
