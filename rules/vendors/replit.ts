import type { Node } from '@babel/types';
import type { ChainMatch } from '../../src/rule-kit/pattern.js';
import { unwrap } from '../../src/rule-kit/pattern.js';
import { objectProp, stringValue } from '../../src/rule-kit/pattern-values.js';
import type { ShapeContext, ShapeRefinement } from '../../src/rule-kit/vendor-rule.js';
import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

const isUrl = (n: Node | undefined) => {
  if (!n) return false;
  const u = unwrap(n);
  const text = u.type === 'TemplateLiteral' ? u.quasis[0].value.raw : stringValue(u);
  return text !== null && text.startsWith('/');
};

/** `apiRequest('POST', '/api/orders', data)`, and the older `apiRequest('/api/orders', { method })`. */
function apiRequest(m: ChainMatch, ctx: ShapeContext): ShapeRefinement | null {
  const a = m.bindings.$A as Node | undefined;
  const b = m.bindings.$B as Node | undefined;
  if (isUrl(a)) {
    let init = b ? unwrap(b) : undefined;
    if (init?.type === 'Identifier') init = ctx.initOf(init.name) ?? init;
    return { url: a, method: stringValue(objectProp(init, 'method'))?.toUpperCase() ?? 'GET' };
  }
  if (!isUrl(b)) return null;
  return { url: b, method: stringValue(a)?.toUpperCase() ?? 'GET' };
}

/**
 * `useQuery({ queryKey: ['/api/products'] })` with no queryFn, where the site has a default query
 * function: the key is the URL. `['/api/products', id]` means one product.
 */
function defaultQueryKey(m: ChainMatch, ctx: ShapeContext): ShapeRefinement | null {
  if (!ctx.siteFacts.has('defaultQueryFn')) return null;
  const arg = m.bindings.$OPTIONS as Node | undefined;
  if (!arg) return null;
  const a = unwrap(arg);
  let key: Node | null = a.type === 'ArrayExpression' ? a : null;
  if (a.type === 'ObjectExpression') {
    // `queryFn: getQueryFn({ on401: 'returnNull' })` is the key-as-URL fetcher too.
    const fn = objectProp(a, 'queryFn');
    const fnCall = fn ? unwrap(fn) : null;
    const keyFetcher = fnCall?.type === 'CallExpression' && fnCall.callee.type === 'Identifier' && fnCall.callee.name === 'getQueryFn';
    if (fn && !keyFetcher) return null;
    key = objectProp(a, 'queryKey');
  } else if (m.bindings.$FN) return null;
  if (!key || unwrap(key).type !== 'ArrayExpression') return null;
  const els = (unwrap(key) as Extract<Node, { type: 'ArrayExpression' }>).elements;
  const first = els[0] as Node | null;
  if (!first || !isUrl(first)) return null;
  const second = els[1] ? unwrap(els[1] as Node) : null;
  const one = second !== null && second.type !== 'ObjectExpression';
  return one ? { url: first, method: 'GET', action: 'one' } : { url: first, method: 'GET' };
}

/** Replit-style client/server apps: `apiRequest` writes and default-queryFn react-query keys. */
const rule: VendorRule = {
  id: 'replit',
  docs: { description: 'Replit client/server apps: apiRequest(method, url, data) and useQuery keys naming /api URLs under a default query function.' },
  origin: 'replit-express',
  priority: 70,
  packages: ['@replit/vite-plugin-runtime-error-modal', '@replit/vite-plugin-cartographer', '@replit/vite-plugin-dev-banner'],
  // Replit's dev banner script and branding (replit.com/public/...).
  assetUrls: [/^https?:\/\/([\w-]+\.)*replit\.com\/public\//i],
  vitePlugins: ['@replit/vite-plugin-runtime-error-modal', '@replit/vite-plugin-cartographer', '@replit/vite-plugin-dev-banner'],
  bootstrapFiles: [/(^|\/)client\/src\/lib\/queryClient\.(t|j)sx?$/],
  modules: { rq: ['@tanstack/react-query', 'react-query'] },
  // The app's QueryClient: `queryClient.fetchQuery({ queryKey: ['/api/x'] })` goes through the default queryFn too.
  client: { factories: ['new @rq.QueryClient()'], names: [/^queryClient$/] },
  siteFacts: [{ fact: 'defaultQueryFn', declares: ['getQueryFn', 'defaultQueryFn'], propertyPath: ['defaultOptions', 'queries', 'queryFn'] }],
  calls: [
    { id: 'apiRequest', pattern: '@site.apiRequest($A, $B, $DATA)', refine: apiRequest, args: { method: '$A', url: '$B', data: '$DATA' } },
    { id: 'useQuery', pattern: '@rq.{useQuery,useSuspenseQuery,useInfiniteQuery}($OPTIONS, $FN)', refine: defaultQueryKey, args: { options: '$OPTIONS' } },
    { id: 'fetchQuery', pattern: '@client.{fetchQuery,prefetchQuery,ensureQueryData}($OPTIONS, $FN)', refine: defaultQueryKey, args: { options: '$OPTIONS' } },
  ],
};

export default rule;
