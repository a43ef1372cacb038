import type { Node } from '@babel/types';
import { RECIPES, urlParam, type CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { VENDOR_QUERIES } from '../../../rules/data-layer/vendor-queries.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { print } from './build.js';
import { fromObject, fromUrl, type Arg, type HookQuery } from './query-helpers.js';

export type { HookQuery } from './query-helpers.js';

/** The hook arguments of a read of `vendor`, for a list (`useProducts`) or one row (`useProduct`). */
export function hookQuery(vendor: string, call: CallView, one: boolean, keyArgs?: Node[]): HookQuery {
  const q: HookQuery = { args: {}, unmapped: [] };
  const allowed = new Set<Arg>(one ? ['id', 'slug'] : ['collection', 'type', 'search', 'limit']);
  const segs = call.segments;
  const last = [...segs].reverse().find((s) => s.call);
  const vendorQuery = VENDOR_QUERIES[vendor];
  if (vendorQuery) vendorQuery(q, { call, one, allowed, last, segs });
  else if (keyArgs) {
    // A react-query key `['/api/products', id]` or `['/api/products', { category }]`.
    const second = keyArgs[1] ? unwrap(keyArgs[1]) : null;
    if (second?.type === 'ObjectExpression') fromObject(second, q, allowed);
    else if (second && one) q.args.id = second;
    // `[\`/api/products/${params?.id}\`]`: the row id closes the URL path (a route param, any router).
    const inPath = one && !q.args.id ? urlParam(keyArgs[0] ?? null) : null;
    if (inPath) q.args.id = inPath;
    fromUrl(keyArgs[0] ?? null, q, allowed);
  } else {
    const recipe = RECIPES[vendor];
    const url = segs[0]?.call?.args[0] ?? null;
    fromUrl(url, q, allowed);
    searchParams(url, call, q, allowed);
    const params = recipe?.params?.(call);
    if (params && unwrap(params).type === 'Identifier') q.paramsFrom = unwrap(params);
    else fromObject(params, q, allowed);
    if (one && recipe) {
      const id = recipe.id(call);
      if (id) q.args.id = id;
    }
  }
  // A detail read by a value named slug (`/products/${slug}`, `params.slug`) asks by slug, not id.
  if (one && q.args.id && !q.args.slug && /(^|\.)slug$/i.test(print(q.args.id))) {
    q.args.slug = q.args.id;
    delete q.args.id;
  }
  return q;
}

/**
 * A query string spliced in whole (`${API}/products?${params}`): a local `new URLSearchParams({ category })`
 * is read like a filter object; one built at run time (`params.set(...)` under conditions) cannot be,
 * and is recorded rather than dropped silently.
 */
function searchParams(url: Node | null, call: CallView, q: HookQuery, allowed: Set<Arg>): void {
  const n = url ? unwrap(url) : null;
  if (n?.type !== 'TemplateLiteral') return;
  n.expressions.forEach((e, i) => {
    const before = n.quasis[i].value.raw;
    if (!/[?&]$/.test(before)) return;
    const value = call.resolve ? call.resolve(e as Node) : (e as Node);
    const v = unwrap(value);
    const init = v.type === 'NewExpression' && v.callee.type === 'Identifier' && v.callee.name === 'URLSearchParams' ? v.arguments[0] : null;
    if (init && unwrap(init as Node).type === 'ObjectExpression') fromObject(init as Node, q, allowed);
    else q.unmapped.push('query parameters built at run time');
  });
}