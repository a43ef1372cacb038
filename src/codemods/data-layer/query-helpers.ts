import type { Node } from '@babel/types';
import { FILTER_ARGS, IMPLIED_FILTERS } from '../../../rules/data-layer/field-map.js';
import { unwrap } from '../../rule-kit/pattern.js';

/**
 * What a read asks for, as hook arguments (`useProducts({ limit, collection, search, type })`,
 * `useProduct({ id } | { slug })`), and what it asks for that no hook argument can say (sort,
 * ranges, other filters): those become a Limitations row.
 */
export interface HookQuery {
  args: Record<string, Node>;
  unmapped: string[];
  /**
   * A query-parameter object the call passes on unread (`api.get(url, { params })` with `params`
   * a parameter of the wrapper function around it): its keys are read where the wrapper is called.
   */
  paramsFrom?: Node;
}

export type Arg = 'collection' | 'type' | 'search' | 'limit' | 'id' | 'slug';

const keyName = (k: Node) => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

export function fromObject(obj: Node | null | undefined, q: HookQuery, allowed: Set<Arg>): void {
  if (!obj) return;
  const o = unwrap(obj);
  if (o.type !== 'ObjectExpression') return;
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty' || p.computed) { q.unmapped.push('filter'); continue; }
    const k = keyName(p.key);
    if (!k) continue;
    const to = FILTER_ARGS[k];
    if (to && allowed.has(to)) q.args[to] ??= p.value as Node;
    else if (!IMPLIED_FILTERS.has(k)) q.unmapped.push(`filter ${k}`);
  }
}

/** `%${x}%` → x (an `ilike` search pattern). */
export function searchTerm(node: Node): Node {
  const n = unwrap(node);
  if (n.type === 'TemplateLiteral' && n.expressions.length === 1) return n.expressions[0] as Node;
  return n;
}

export const isNumber = (n: Node | null | undefined) => !!n && unwrap(n).type === 'NumericLiteral';

/** Query-string parameters of a URL template: `?category=${c}&q=${s}`. */
export function fromUrl(url: Node | null, q: HookQuery, allowed: Set<Arg>): void {
  if (!url) return;
  const n = unwrap(url);
  if (n.type !== 'TemplateLiteral') return;
  n.quasis.forEach((quasi, i) => {
    const m = /[?&]([\w.-]+)=$/.exec(quasi.value.raw);
    const e = n.expressions[i] as Node | undefined;
    if (!m || !e) return;
    const to = FILTER_ARGS[m[1]];
    if (to && allowed.has(to)) q.args[to] ??= e;
    else if (!IMPLIED_FILTERS.has(m[1])) q.unmapped.push(`query parameter ${m[1]}`);
  });
}
