import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { UI_KIT_LABELS, type KitComponent, type KitLabel } from '../../../rules/glossary/ui-kit-labels.js';
import { readWithValues } from './template-copy.js';

/** Puts a text in the dictionaries and gives its read (`t(key)`), or null outside a component. */
export type RecordText = (p: NodePath, text: string) => t.CallExpression | null;

/** The UI-kit component an element renders, by the import its name is bound to (rules/glossary/ui-kit-labels.ts). */
function kitComponent(p: NodePath<t.JSXOpeningElement>): KitComponent | null {
  const name = p.node.name;
  if (!t.isJSXIdentifier(name)) return null;
  const binding = p.scope.getBinding(name.name);
  const decl = binding?.path.parentPath?.node;
  if (!binding || !t.isImportDeclaration(decl)) return null;
  const spec = binding.path.node;
  const imported = t.isImportDefaultSpecifier(spec) ? null : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : undefined;
  if (imported === undefined) return null;
  return UI_KIT_LABELS.find((c) => c.from.test(decl.source.value)
    // A default import of the component's own path, or the named export of the package.
    && (imported === null ? decl.source.value.endsWith(`/${c.name}`) : imported === c.name)) ?? null;
}

function labelValue(p: NodePath, label: KitLabel, record: RecordText): t.Expression | null {
  if (label.text && label.params) {
    const call = record(p, label.text);
    if (!call) return null;
    const pattern = t.objectPattern(label.params.map((f) => t.objectProperty(t.identifier(f), t.identifier(f), false, true)));
    return t.arrowFunctionExpression([pattern], readWithValues(call, label.params.map((f) => [f, t.identifier(f)])));
  }
  if (label.text) return record(p, label.text);
  if (label.choices) {
    const props: t.ObjectProperty[] = [];
    for (const [k, text] of Object.entries(label.choices)) {
      const call = record(p, text);
      if (!call) return null;
      props.push(t.objectProperty(t.identifier(k), call));
    }
    return t.arrowFunctionExpression([t.identifier('type')], t.memberExpression(t.objectExpression(props), t.identifier('type'), true));
  }
  return null;
}

/**
 * `<TablePagination … />` without `labelRowsPerPage`: the kit would show its English default in
 * both languages; each label prop it lacks is given, read through the dictionaries.
 */
export function giveKitLabels(p: NodePath<t.JSXOpeningElement>, record: RecordText): boolean {
  const kit = kitComponent(p);
  if (!kit) return false;
  const has = new Set(p.node.attributes.flatMap((a) => (t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) ? [a.name.name] : [])));
  // A spread may carry the labels already: leave such an element as it is.
  if (p.node.attributes.some((a) => t.isJSXSpreadAttribute(a))) return false;
  let changed = false;
  for (const label of kit.labels) {
    if (has.has(label.prop)) {
      // A label the source wrote itself (`labelRowsPerPage="Lines:"`) is copy too.
      const attr = p.node.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: label.prop }));
      const v = attr?.value;
      const lit = t.isStringLiteral(v) ? v : t.isJSXExpressionContainer(v) && t.isStringLiteral(v.expression) ? v.expression : null;
      const call = lit && label.text && !label.params ? record(p, lit.value) : null;
      if (attr && call) {
        attr.value = t.jsxExpressionContainer(call);
        changed = true;
      }
      continue;
    }
    const value = labelValue(p, label, record);
    if (!value) continue;
    p.node.attributes.push(t.jsxAttribute(t.jsxIdentifier(label.prop), t.jsxExpressionContainer(value)));
    changed = true;
  }
  return changed;
}
