import type { File, JSXElement, Node } from '@babel/types';
import { paymentWidgetsOf, type PaymentWidgets } from '../../../rules/data-layer/payment-widgets.js';
import { expr } from '../data-layer/build.js';
import { pruneImports } from '../data-layer/imports.js';
import { parentMap } from '../data-layer/locate.js';

/**
 * A payment provider's React form made inert (rules/data-layer/payment-widgets.ts): its providers
 * become their children, its fields go, its hooks become the value they have before the provider
 * is ready. Returns true when the file changed.
 */
export function mendPaymentWidgets(ast: File, file: string): boolean {
  const roles = new Map<string, { widgets: PaymentWidgets; imported: string }>();
  for (const d of ast.program.body) {
    if (d.type !== 'ImportDeclaration') continue;
    const widgets = paymentWidgetsOf(d.source.value);
    if (!widgets) continue;
    for (const s of d.specifiers) if (s.type === 'ImportSpecifier') roles.set(s.local.name, { widgets, imported: s.imported.type === 'Identifier' ? s.imported.name : s.imported.value });
  }
  if (!roles.size) return false;
  const parents = parentMap(ast);
  let changed = false;
  const elementName = (n: JSXElement) => (n.openingElement.name.type === 'JSXIdentifier' ? n.openingElement.name.name : null);
  // Innermost first, so a provider's children are already mended when it is replaced.
  const nodes = [...parents.keys()].reverse();
  for (const n of nodes) {
    const at = parents.get(n);
    if (!at?.parent || !at.key) continue;
    const slot = (at.parent as unknown as Record<string, unknown>)[at.key];
    const inList = Array.isArray(slot) && at.index !== null && at.key === 'children';
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && roles.has(n.callee.name)) {
      const r = roles.get(n.callee.name)!;
      const code = r.widgets.hooks[r.imported];
      if (code === undefined) continue;
      put(at.parent, at.key, at.index, expr(code, file));
      changed = true;
    }
    // A field passed as a value (`elements.getElement(CardElement)`) only runs behind the guards: null.
    if (n.type === 'Identifier' && roles.has(n.name) && isValueRead(at.parent, at.key)) {
      const r = roles.get(n.name)!;
      if (!r.widgets.fields.test(r.imported)) continue;
      put(at.parent, at.key, at.index, { type: 'NullLiteral' } as Node);
      changed = true;
      continue;
    }
    if (n.type !== 'JSXElement') continue;
    const name = elementName(n);
    const r = name ? roles.get(name) : undefined;
    if (!r) continue;
    if (r.widgets.fields.test(r.imported)) {
      if (inList) removeChild(slot as Node[], n);
      else put(at.parent, at.key, at.index, { type: 'NullLiteral' } as Node);
      changed = true;
    } else if (r.widgets.providers.includes(r.imported)) {
      const kids = n.children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()));
      if (inList) (slot as Node[]).splice((slot as Node[]).indexOf(n), 1, ...n.children);
      else if (kids.length === 1 && (kids[0].type === 'JSXElement' || kids[0].type === 'JSXFragment')) put(at.parent, at.key, at.index, kids[0]);
      else if (!kids.length) put(at.parent, at.key, at.index, { type: 'NullLiteral' } as Node);
      else put(at.parent, at.key, at.index, { type: 'JSXFragment', openingFragment: { type: 'JSXOpeningFragment' }, closingFragment: { type: 'JSXClosingFragment' }, children: n.children } as Node);
      changed = true;
    }
  }
  if (changed) pruneImports(ast, roles.keys());
  return changed;
}

function put(parent: Node, key: string, index: number | null, next: Node): void {
  const slot = (parent as unknown as Record<string, unknown>)[key];
  if (index !== null && Array.isArray(slot)) slot[index] = next;
  else (parent as unknown as Record<string, unknown>)[key] = next;
}

/** Is an identifier in this slot a read of its value (not an import, a key, a member name or a callee)? */
function isValueRead(parent: Node, key: string): boolean {
  if (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ExportSpecifier') return false;
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return false;
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed) return false;
  if (parent.type === 'CallExpression' && key === 'callee') return false;
  return !parent.type.startsWith('TS');
}

/** Take a JSX child out with the line it stood on (the whitespace text before it). */
function removeChild(children: Node[], child: Node): void {
  const i = children.indexOf(child);
  const before = children[i - 1];
  const after = children[i + 1];
  const blank = (n: Node | undefined) => n?.type === 'JSXText' && !n.value.trim() && n.value.includes('\n');
  if (blank(before) && (blank(after) || !after)) children.splice(i - 1, 2);
  else children.splice(i, 1);
}
