import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import type { EjsTag } from './ejs-tokens.js';
import type { Item } from './ejs-blocks.js';
import { parseInclude, type IncludeCall } from './scriptlet.js';

export const plural = (w: string) => (/[^aeiou]y$/.test(w) ? w.slice(0, -1) + 'ies' : /(s|x|ch|sh)$/.test(w) ? w + 'es' : w + 's');

/** An include whose props are all literals (`include('card', { name: 'Oil', price: '9' })`). */
function literalInclude(it: Item, tagOf: (n: P5.ChildNode) => EjsTag | null): IncludeCall | null {
  if (it.kind !== 'node') return null;
  const t = tagOf(it.node);
  const inc = t?.type === 'raw' ? parseInclude(t.code) : null;
  return inc && inc.props.length && inc.props.every((p) => p.literal) ? inc : null;
}

/**
 * Two or more sibling includes of one partial with the same literal props (product cards, FAQ
 * items, testimonials written out one by one): the rows of a data module rendered with `map`.
 */
export function includeRun(items: Item[], start: number, tagOf: (n: P5.ChildNode) => EjsTag | null): { calls: IncludeCall[]; end: number; line: number } | null {
  const first = literalInclude(items[start], tagOf);
  if (!first) return null;
  const keys = first.props.map((p) => p.name).sort().join(',');
  const calls = [first];
  let end = start;
  for (let k = start + 1; k < items.length; k++) {
    const it = items[k];
    if (it.kind === 'node' && it.node.nodeName === '#text' && !(it.node as P5.TextNode).value.trim()) continue;
    const next = literalInclude(it, tagOf);
    if (!next || next.spec !== first.spec || next.props.map((p) => p.name).sort().join(',') !== keys) break;
    calls.push(next);
    end = k;
  }
  return calls.length >= 2 ? { calls, end, line: tagOf((items[start] as { node: P5.ChildNode }).node)!.line } : null;
}
