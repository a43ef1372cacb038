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
    const v = p.value as Node;
    // A limit written as a query-string value (`limit: "8"` in URLSearchParams) is a number to the hook.
    const value = to === 'limit' && v.type === 'StringLiteral' && /^\d+$/.test(v.value) ? literalParam(v.value) : v;
    if (to && allowed.has(to)) q.args[to] ??= value;
    else if (!IMPLIED_FILTERS.has(k)) q.unmapped.push(`filter ${k}`);
  }
}

/** `%${x}%` → x (an `ilike` search pattern); under a guard (`t ? \`%${x}%\` : undefined`), the guarded term. */
export function searchTerm(node: Node): Node {
  const n = unwrap(node);
  if (n.type === 'ConditionalExpression') return { ...n, consequent: searchTerm(n.consequent as Node) } as Node;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 1) return n.expressions[0] as Node;
  return n;
}

export const isNumber = (n: Node | null | undefined) => !!n && unwrap(n).type === 'NumericLiteral';

/** A query-string value written in the URL itself (`limit=20`, `type=service`) as a literal node. */
function literalParam(raw: string): Node {
  const text = decodeURIComponent(raw);
  return (/^\d+$/.test(text) ? { type: 'NumericLiteral', value: Number(text) } : { type: 'StringLiteral', value: text }) as Node;
}

/** Query-string parameters of a URL: `?category=${c}&q=${s}` in a template, `?limit=20` written out. */
export function fromUrl(url: Node | null, q: HookQuery, allowed: Set<Arg>): void {
  if (!url) return;
  const n = unwrap(url);
  const put = (key: string, value: Node) => {
    const to = FILTER_ARGS[key];
    if (to && allowed.has(to)) q.args[to] ??= value;
    else if (!IMPLIED_FILTERS.has(key)) q.unmapped.push(`query parameter ${key}`);
  };
  const quasis = n.type === 'TemplateLiteral' ? n.quasis.map((x) => x.value.raw) : n.type === 'StringLiteral' ? [n.value] : [];
  // Only after the `?`: path segments never carry query parameters.
  let inQuery = false;
  quasis.forEach((raw, i) => {
    const text = inQuery ? raw : raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
    if (raw.includes('?')) inQuery = true;
    for (const m of text.matchAll(/[?&]([\w.-]+)=([^&#]+)/g)) put(m[1], literalParam(m[2]));
    const open = /[?&]([\w.-]+)=$/.exec(text);
    const e = n.type === 'TemplateLiteral' ? (n.expressions[i] as Node | undefined) : undefined;
    if (open && e) put(open[1], e);
  });
}
