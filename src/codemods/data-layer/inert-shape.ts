import type { Node } from '@babel/types';
import type { ParentMap } from './locate.js';

/**
 * How the code uses the value a vendor expression gave, so its inert stand-in has that shape:
 * `const fn = httpsCallable(functions, 'x'); await fn(args)` calls it, so a promise in its place
 * would crash at run time ("fn is not a function").
 */
const WRAP = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TypeCastExpression', 'TSTypeAssertion']);

/** Is the value of `node` called: directly (`x(...)(args)`) or through the const it is bound to? */
export function isCalledValue(node: Node, parents: ParentMap): boolean {
  let cur = node;
  let at = parents.get(cur);
  while (at?.parent && WRAP.has(at.parent.type)) { cur = at.parent; at = parents.get(cur); }
  const p = at?.parent;
  if (!p) return false;
  if ((p.type === 'CallExpression' || p.type === 'OptionalCallExpression') && at!.key === 'callee') return true;
  if (p.type !== 'VariableDeclarator' || at!.key !== 'init' || p.id.type !== 'Identifier') return false;
  const name = p.id.name;
  for (const [n, nat] of parents) {
    if (n.type !== 'Identifier' || n.name !== name || n === p.id) continue;
    const q = nat.parent;
    if ((q?.type === 'CallExpression' || q?.type === 'OptionalCallExpression') && nat.key === 'callee') return true;
  }
  return false;
}
