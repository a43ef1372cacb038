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

/**
 * Copy a page works out in a helper of its own (`const note = stockNote()` … `{note.message}`, over
 * `const stockNote = () => { if (…) return { tone: '…', message: 'Sold out' }; return { … } }`): the
 * strings and templates the shown member reads in each object the helper hands back, when the
 * helper is a function of the same component called without arguments it could be given copy by.
 */
export function returnedMemberCopy(expr: NodePath): NodePath<t.StringLiteral | t.TemplateLiteral>[] {
  const n = expr.node;
  if (!t.isMemberExpression(n) || n.computed || !t.isIdentifier(n.object) || !t.isIdentifier(n.property)) return [];
  const binding = expr.scope.getBinding(n.object.name);
  if (!binding || binding.kind !== 'const' || binding.constantViolations.length || !binding.path.isVariableDeclarator()) return [];
  const fnScope = expr.scope.getFunctionParent();
  if (!fnScope || binding.scope.getFunctionParent() !== fnScope) return [];
  const init = binding.path.node.init;
  if (!t.isCallExpression(init) || !t.isIdentifier(init.callee) || init.arguments.length) return [];
  const helper = binding.path.scope.getBinding(init.callee.name);
  if (!helper || helper.constantViolations.length || helper.scope.getFunctionParent() !== fnScope) return [];
  const fn = helper.path.isVariableDeclarator() ? (helper.path.get('init') as NodePath) : helper.path;
  if (!fn.isArrowFunctionExpression() && !fn.isFunctionExpression() && !fn.isFunctionDeclaration()) return [];
  const name = n.property.name;
  const objects: NodePath<t.ObjectExpression>[] = [];
  const body = fn.get('body') as NodePath;
  if (body.isObjectExpression()) objects.push(body);
  else {
    body.traverse({
      Function(q) {
        q.skip(); // returns of inner functions are theirs
      },
      ReturnStatement(q) {
        const arg = q.get('argument') as NodePath;
        if (arg.isObjectExpression()) objects.push(arg);
      },
    });
  }
  const out: NodePath<t.StringLiteral | t.TemplateLiteral>[] = [];
  for (const obj of objects) {
    for (const prop of obj.get('properties') as NodePath[]) {
      if (!prop.isObjectProperty() || prop.node.computed) continue;
      const key = prop.node.key;
      if (!(t.isIdentifier(key, { name }) || t.isStringLiteral(key, { value: name }))) continue;
      const value = prop.get('value') as NodePath;
      if (value.isStringLiteral() || value.isTemplateLiteral()) out.push(value);
    }
  }
  return out;
}
