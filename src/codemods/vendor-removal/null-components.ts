import type { File, Node } from '@babel/types';
import { eachNode, FUNCTION_TYPES, walkNodes } from '../../infra/visitor-keys.js';
import { defaultExportedFunction as defaultExport } from '../../rule-kit/module-names.js';

/**
 * Is the module's default export a component that renders nothing (every `return` of its own body
 * is `null`)? Such a component only runs effects: a vendor's bridge to its editor or its logs
 * (a navigation tracker posting the URL to the builder's frame). With the vendor gone it has
 * nothing to do, and where it is placed as `<Name />` it can go with it.
 */
export function rendersNothing(ast: File): boolean {
  const fn = defaultExport(ast);
  if (!fn || fn.body.type !== 'BlockStatement') return false;
  // The function's own returns: every return under its body but those of nested functions (effects).
  const all = new Set<Node>();
  const nested = new Set<Node>();
  eachNode<Node>(fn.body, (n) => {
    if (n.type === 'ReturnStatement') all.add(n);
    else if (FUNCTION_TYPES.has(n.type)) eachNode<Node>(n, (m) => { if (m.type === 'ReturnStatement') nested.add(m); });
  });
  const own = [...all].filter((r) => !nested.has(r));
  return own.length > 0 && own.every((r) => r.type === 'ReturnStatement' && r.argument?.type === 'NullLiteral');
}

/**
 * Remove the elements `<Name />` (no children) placed among other JSX children, with the line
 * they sat on. Returns how many went; an element used any other way stays (and so does its import).
 */
export function removeEmptyElements(ast: File, name: string): number {
  let removed = 0;
  walkNodes(ast.program, (n) => {
    if (n.type !== 'JSXElement' && n.type !== 'JSXFragment') return;
    const kept = n.children.filter((c) => !(c.type === 'JSXElement' && c.openingElement.selfClosing
      && c.openingElement.name.type === 'JSXIdentifier' && c.openingElement.name.name === name));
    if (kept.length === n.children.length) return;
    removed += n.children.length - kept.length;
    n.children = kept;
  });
  return removed;
}
