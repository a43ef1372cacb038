import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { withoutTypeCasts } from './module-consts.js';
import { LANGUAGE_CODES } from './site-table.js';

/**
 * A table of labels by code that the source keeps beside a component or inside it
 * (`const STATUS_LABELS = { pending: 'Waiting', ready: 'Ready to collect' }`) and shows by its
 * code (`{STATUS_LABELS[order.status] || order.status}`, `{STATUS_LABELS.ready}`). The table stays
 * as it is (the source may compare with it or list it); a table of dictionary keys with the same
 * codes goes beside it (`STATUS_LABELS_KEYS`), and each shown read becomes
 * `t(STATUS_LABELS_KEYS[code], STATUS_LABELS[code])` (a code without a label shows as before).
 */
export interface LabelMapHelpers {
  /** The translator's name in the component around `p`; null outside a component. */
  translator(p: NodePath): string | null;
  /** Put a text in the dictionaries as copy of the component around `p`; its key. */
  store(p: NodePath, text: string, line: number): string;
  /** Is this `{…}` shown to a shopper (a child of an element, a copy attribute's value)? */
  isShown(p: NodePath<t.JSXExpressionContainer>): boolean;
  /** Is this text copy (not a code, an address, a path)? */
  isCopy(text: string): boolean;
}

const codeOf = (p: t.ObjectProperty): string | null =>
  p.computed ? null : t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : t.isNumericLiteral(p.key) ? String(p.key.value) : null;

/** The label of each code when `o` is a table of texts by code (two or more; not one text per language). */
function labelTable(o: t.ObjectExpression, isCopy: (text: string) => boolean): Map<t.ObjectProperty, string> | null {
  if (o.properties.length < 2) return null;
  const labels = new Map<t.ObjectProperty, string>();
  const codes: string[] = [];
  for (const p of o.properties) {
    if (!t.isObjectProperty(p) || !t.isStringLiteral(p.value)) return null;
    const code = codeOf(p);
    if (code === null) return null;
    codes.push(code);
    const text = p.value.value.replace(/\s+/g, ' ').trim();
    if (isCopy(text) && !text.startsWith('/')) labels.set(p, text);
  }
  // `{ en: 'Menu', it: 'Menù' }` is one text in several languages (language-objects.ts reads those).
  if (codes.every((c) => LANGUAGE_CODES.has(c))) return null;
  return labels.size ? labels : null;
}

/** A code read that cannot change between two reads: a name, a member, a literal. */
const pureCode = (e: t.Node): boolean =>
  t.isIdentifier(e) || t.isStringLiteral(e) || t.isNumericLiteral(e) || (t.isMemberExpression(e) && !e.computed && pureCode(e.object));

/** The `{…}` a read's value goes to, through `||`, `??`, `&&`'s right side and the branches of `?:`. */
function shownContainer(read: NodePath): NodePath<t.JSXExpressionContainer> | null {
  let child: NodePath = read;
  for (let q = read.parentPath; q; child = q, q = q.parentPath) {
    if (q.isJSXExpressionContainer()) return q;
    if (q.isLogicalExpression() && (q.node.operator !== '&&' || q.node.right === child.node)) continue;
    if (q.isConditionalExpression() && q.node.test !== child.node) continue;
    return null;
  }
  return null;
}

export function labelMaps(ast: t.File, h: LabelMapHelpers): boolean {
  let changed = false;
  traverse(ast, {
    VariableDeclarator(p) {
      const id = p.node.id;
      const init = withoutTypeCasts(p.node.init);
      const decl = p.parentPath;
      if (!t.isIdentifier(id) || !t.isObjectExpression(init) || !decl.isVariableDeclaration({ kind: 'const' })) return;
      const labels = labelTable(init, h.isCopy);
      const binding = labels && p.scope.getBinding(id.name);
      if (!labels || !binding || binding.constantViolations.length) return;
      const keysName = /^[A-Z0-9_]+$/.test(id.name) ? `${id.name}_KEYS` : `${id.name}Keys`;
      if (p.scope.hasBinding(keysName)) return;
      // Each read of a label where it is shown, in a component (its translator).
      const reads: { read: NodePath<t.MemberExpression>; local: string }[] = [];
      for (const ref of binding.referencePaths) {
        const m = ref.parentPath;
        if (!m?.isMemberExpression() || m.node.object !== ref.node || (m.node.computed && !pureCode(m.node.property))) continue;
        const container = shownContainer(m);
        const local = container && h.isShown(container) ? h.translator(m) : null;
        if (local) reads.push({ read: m, local });
      }
      if (!reads.length) return;
      const keys = t.objectExpression([...labels].map(([prop, text]) =>
        t.objectProperty(t.cloneNode(prop.key), t.stringLiteral(h.store(reads[0].read, text, prop.value.loc?.start.line ?? 0)))));
      const keysId = t.identifier(keysName);
      // The same type as the labels' table (`Record<Status, string>`), so a typed read of it type-checks.
      if (t.isTSTypeAnnotation(id.typeAnnotation)) keysId.typeAnnotation = t.cloneNode(id.typeAnnotation);
      const statement = decl.parentPath?.isExportNamedDeclaration() ? decl.parentPath : decl;
      statement.insertAfter(t.variableDeclaration('const', [t.variableDeclarator(keysId, keys)]));
      for (const { read, local } of reads) {
        const { property, computed } = read.node;
        const key = t.memberExpression(t.identifier(keysName), t.cloneNode(property as t.Expression), computed);
        // `t()` gives '' for a code without a label: `?? code` would no longer show the code.
        const parent = read.parentPath;
        if (parent.isLogicalExpression({ operator: '??' }) && parent.node.left === read.node) parent.node.operator = '||';
        read.replaceWith(t.callExpression(t.identifier(local), [key, t.cloneNode(read.node)]));
        read.skip();
      }
      changed = true;
    },
  });
  return changed;
}
