import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { withoutTypeCasts } from './module-consts.js';

/**
 * Copy kept in an object beside the markup that shows it (`const seo = { title: 'Handmade
 * pottery' }` … `<Head title={seo.title} />`, `<h1>{hero.heading}</h1>`): the string the shown
 * member reads, when the object is a `const` literal in the same function (never reassigned).
 * The caller reads it through the dictionaries where it is written. Null for anything else.
 */
const LANGUAGE_KEY = /^[a-z]{2}([-_][A-Za-z]{2,4})?$/;

export function memberCopyLiteral(expr: NodePath): NodePath<t.StringLiteral> | null {
  const n = expr.node;
  if (!t.isMemberExpression(n) || n.computed || !t.isIdentifier(n.object) || !t.isIdentifier(n.property)) return null;
  const binding = expr.scope.getBinding(n.object.name);
  if (!binding || binding.kind !== 'const' || binding.constantViolations.length || !binding.path.isVariableDeclarator()) return null;
  // Only an object in the same function: one at module level has no dictionary hook to read it.
  if (binding.scope.getFunctionParent() !== expr.scope.getFunctionParent() || !binding.scope.getFunctionParent()) return null;
  const init = binding.path.get('init') as NodePath;
  const obj = init.node ? (withoutTypeCasts(init.node) === init.node ? init : ((init as NodePath<t.TSAsExpression | t.TSSatisfiesExpression | t.TSNonNullExpression>).get('expression') as NodePath)) : null;
  if (!obj?.isObjectExpression()) return null;
  const name = n.property.name;
  // A table keyed by language (`{ it: 'Italiano', en: 'English' }`) is the language branch's, not copy.
  const keyName = (k: t.Node) => (t.isIdentifier(k) ? k.name : t.isStringLiteral(k) ? k.value : '');
  if (obj.node.properties.some((q) => t.isObjectProperty(q) && LANGUAGE_KEY.test(keyName(q.key)))) return null;
  for (const prop of obj.get('properties') as NodePath[]) {
    if (!prop.isObjectProperty() || prop.node.computed) continue;
    const key = prop.node.key;
    if (!(t.isIdentifier(key, { name }) || t.isStringLiteral(key, { value: name }))) continue;
    const value = prop.get('value') as NodePath;
    return value.isStringLiteral() ? value : null;
  }
  return null;
}
