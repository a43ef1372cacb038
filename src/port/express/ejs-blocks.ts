import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import type { EjsTag } from './ejs-tokens.js';
import { classifyScriptlet, type Scriptlet } from './scriptlet.js';

/** Sibling nodes grouped by the scriptlets among them: plain nodes, loops and conditionals. */
export type Item =
  | { kind: 'node'; node: P5.ChildNode }
  | { kind: 'loop'; s: Extract<Scriptlet, { kind: 'loop' }>; items: Item[]; stmts: string[] }
  | { kind: 'if'; branches: { cond: string | null; items: Item[]; stmts: string[] }[] };
type Frame = { items: Item[]; stmts: string[]; block: Item | null };

export interface GroupSink {
  /** Where statements outside any loop/condition go. */
  rootStatements: string[];
  statement(code: string, line: number, declares: string[]): void;
  unknown(tag: EjsTag): void;
  unclosed(): void;
}

/**
 * Turn a flat list of siblings, where `<% items.forEach(... { %>` and `<% }) %>` are placeholder
 * nodes, into a tree of blocks. A block must open and close among the same siblings (as it does
 * in well-formed templates); one that does not is reported and its markup kept flat.
 */
export function groupBlocks(nodes: P5.ChildNode[], tagOf: (n: P5.ChildNode) => EjsTag | null, sink: GroupSink): Item[] {
  const root: Frame = { items: [], stmts: sink.rootStatements, block: null };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1];
  for (const n of nodes) {
    const t = tagOf(n);
    if (!t || t.type !== 'scriptlet') {
      top().items.push({ kind: 'node', node: n });
      continue;
    }
    const s = classifyScriptlet(t.code);
    if (s.kind === 'loop') {
      const item: Item = { kind: 'loop', s, items: [], stmts: [] };
      top().items.push(item);
      stack.push({ items: item.items, stmts: item.stmts, block: item });
    } else if (s.kind === 'if') {
      const item: Item = { kind: 'if', branches: [{ cond: s.cond, items: [], stmts: [] }] };
      top().items.push(item);
      stack.push({ items: item.branches[0].items, stmts: item.branches[0].stmts, block: item });
    } else if (s.kind === 'else' && top().block?.kind === 'if') {
      const frame = stack.pop()!;
      const branch = { cond: s.cond, items: [], stmts: [] };
      (frame.block as Extract<Item, { kind: 'if' }>).branches.push(branch);
      stack.push({ items: branch.items, stmts: branch.stmts, block: frame.block });
    } else if (s.kind === 'close' && stack.length > 1) stack.pop();
    else if (s.kind === 'stmt') {
      top().stmts.push(s.code);
      sink.statement(s.code, t.line, s.declares);
    } else {
      sink.unknown(t);
      top().items.push({ kind: 'node', node: n });
    }
  }
  if (stack.length > 1) sink.unclosed();
  return root.items;
}
