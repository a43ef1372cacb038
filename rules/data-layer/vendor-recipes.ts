import type { Node } from '@babel/types';
import { unwrap, type ChainSegment } from '../../src/rule-kit/pattern.js';
import { objectProp, stringValue } from '../../src/rule-kit/pattern-values.js';

/**
 * Per vendor, how a call's result is shaped (so the SDK value can be handed back in the same
 * envelope the surrounding code unpacks) and where a call keeps its written data, its row id and
 * its query hints. Data, with small readers where a table cannot say it.
 */
export type Envelope = 'plain' | 'supabase' | 'response' | 'axios' | 'query-snapshot' | 'doc-snapshot' | 'observable' | 'observable-docs' | 'observable-doc';

/** The helper (generated module) that wraps a promise of SDK data in each envelope. */
export const ENVELOPE_HELPER: Record<Envelope, string | null> = {
  plain: null, supabase: 'asSupabase', response: 'asResponse', axios: 'asAxios', 'query-snapshot': 'asQuerySnapshot', 'doc-snapshot': 'asDocSnapshot',
  observable: 'asObservable', 'observable-docs': 'asDocsObservable', 'observable-doc': 'asDocObservable',
};

/** Envelopes that are a stream the caller subscribes to (rxfire), not a promise it awaits. */
export const STREAM_ENVELOPES: ReadonlySet<Envelope> = new Set(['observable', 'observable-docs', 'observable-doc']);

/** rxfire's reads (rxfire/firestore): rows, or snapshots for `collection(ref)` / `doc(ref)`. */
const RXFIRE_ENVELOPE: Record<string, Envelope> = { collectionData: 'observable', docData: 'observable', collection: 'observable-docs', doc: 'observable-doc' };

/**
 * Vendor calls that only release what a converted call made (`supabase.removeChannel(channel)` in an
 * effect's cleanup): once the channel is inert, the statement goes with it.
 */
export const VENDOR_CLEANUP_METHODS = new Set(['removeChannel', 'removeAllChannels', 'removeSubscription']);

export interface CallView {
  /** The vendor's operation as the analyzer named it (`entities.create`, `from.insert`, `POST /api/x`, `getDocs`). */
  operation: string;
  /** Flattened segments of the vendor expression (first segment = the name after the root). */
  segments: ChainSegment[];
  rootName: string;
  /** Follows a local constant to its value (`docRef` → `doc(db, 'products', id)`). */
  resolve?: (node: Node) => Node;
  /** The site's own function the call's root names (`apiRequest`), followed through its import, if any. */
  definition?: () => Node | null;
}

export interface VendorRecipe {
  envelope(call: CallView): Envelope;
  /** The object a write sends. */
  data(call: CallView): Node | null;
  /** The row a write or a detail read is about. */
  id(call: CallView): Node | null;
  /**
   * Does this read hand back a list of rows (`entities.list()`, a Supabase select without
   * `.single()`, `getDocs`)? Undefined when the vendor's call does not say (an HTTP body).
   */
  many?(call: CallView): boolean;
  /** The query-parameter object a read sends (`axios.get(url, { params })`), if the vendor has one. */
  params?(call: CallView): Node | null;
}

const seg = (c: CallView, names: string[]) => c.segments.find((s) => names.includes(s.name) && s.call);
const lastCall = (c: CallView) => [...c.segments].reverse().find((s) => s.call)?.call ?? null;
const rootCall = (c: CallView) => c.segments[0]?.call ?? null;
const arg = (call: { args: Node[] } | null | undefined, i: number): Node | null => (call?.args[i] as Node | undefined) ?? null;

/** `JSON.stringify(x)` → x. */
export function unstringify(node: Node | null): Node | null {
  if (!node) return null;
  const n = unwrap(node);
  if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && n.callee.object.type === 'Identifier' && n.callee.object.name === 'JSON') return (n.arguments[0] as Node) ?? null;
  return n;
}

/** The last `${expr}` of a URL template: `/api/cart/${id}` → id. */
export function urlParam(node: Node | null): Node | null {
  if (!node) return null;
  const n = unwrap(node);
  if (n.type === 'TemplateLiteral' && n.expressions.length) {
    const last = n.quasis[n.quasis.length - 1].value.raw;
    if (last === '' || last === '/') return n.expressions[n.expressions.length - 1] as Node;
  }
  if (n.type === 'BinaryExpression' && n.operator === '+' && n.right.type !== 'StringLiteral') return n.right;
  return null;
}

/** Body keys that name the row a write is about (`POST /api/cart/update { itemId, quantity }`). */
const ROW_ID_KEYS = new Set(['id', '_id', 'itemId', 'item_id', 'productId', 'product_id', 'cartItemId', 'cart_item_id', 'lineId']);

/** The row id a request body carries, when the URL has none. */
function idInBody(body: Node | null): Node | null {
  const o = body ? unwrap(body) : null;
  if (o?.type !== 'ObjectExpression') return null;
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty' || p.computed) continue;
    const k = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : '';
    if (ROW_ID_KEYS.has(k)) return p.value as Node;
  }
  return null;
}

/**
 * The row a path-builder call fills in (`buildUrl(routes.item.path, { id })`, `generatePath(p, { slug })`):
 * the id- or slug-named value of its parameter object, or its only value.
 */
export function builtPathParam(node: Node | null): Node | null {
  const n = node ? unwrap(node) : null;
  if (n?.type !== 'CallExpression' || n.arguments.length !== 2) return null;
  const o = unwrap(n.arguments[1] as Node);
  if (o.type !== 'ObjectExpression') return null;
  const props = o.properties.filter((p): p is Extract<typeof p, { type: 'ObjectProperty' }> => p.type === 'ObjectProperty' && !p.computed);
  const keyOf = (p: (typeof props)[number]) => (p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : '');
  const named = props.find((p) => ROW_ID_KEYS.has(keyOf(p)) || keyOf(p) === 'slug');
  return (named ?? (props.length === 1 && o.properties.length === 1 ? props[0] : null))?.value as Node ?? null;
}

const http = (urlIndex: (c: CallView) => Node | null, dataOf: (c: CallView) => Node | null, envelope: Envelope, params?: (c: CallView) => Node | null): VendorRecipe => ({
  envelope: () => envelope,
  data: dataOf,
  id: (c) => {
    const url = urlIndex(c);
    const held = url && c.resolve ? c.resolve(url) : url;
    return urlParam(url) ?? builtPathParam(held) ?? idInBody(dataOf(c));
  },
  params,
});

/** An HTTP recipe whose call may be a site helper that already parses the body (`returnsParsedBody`). */
const parsedBodyAware = (r: VendorRecipe): VendorRecipe => ({ ...r, envelope: (c) => (returnsParsedBody(c.definition?.() ?? null) ? 'plain' : r.envelope(c)) });

/** `fetch(url, init)`: the body of init (JSON-decoded). */
const fetchRecipe = http((c) => arg(rootCall(c), 0), (c) => unstringify(objectProp(arg(rootCall(c), 1), 'body')), 'response');

/** Return statements of a function's own body (not of functions nested in it). */
function ownReturns(fn: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node | null | undefined, top: boolean): void => {
    if (!n || typeof n !== 'object') return;
    if (!top && (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'ObjectMethod' || n.type === 'ClassMethod')) return;
    if (n.type === 'ReturnStatement' && n.argument) out.push(n.argument as Node);
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'start' || k === 'end' || k === 'leadingComments' || k === 'trailingComments') continue;
      if (Array.isArray(v)) for (const x of v) visit(x as Node, false);
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visit(v as Node, false);
    }
  };
  const body = (fn as { body?: Node }).body;
  if (body && body.type !== 'BlockStatement') out.push(body);
  else visit(body, true);
  return out;
}

/** `res.json()`, `JSON.parse(text)`, awaited or cast: a parsed body, not the Response. */
function parsesBody(n: Node): boolean {
  let u = unwrap(n);
  if (u.type === 'AwaitExpression' && u.argument) u = unwrap(u.argument as Node);
  if (u.type !== 'CallExpression' || (u.callee.type !== 'MemberExpression' && u.callee.type !== 'OptionalMemberExpression')) return false;
  const prop = u.callee.property;
  if (prop.type !== 'Identifier') return false;
  if (prop.name === 'json') return true;
  return prop.name === 'parse' && u.callee.object.type === 'Identifier' && u.callee.object.name === 'JSON';
}

/**
 * A site-made request helper (Replit's `apiRequest`) that hands back the parsed body rather than the
 * template's Response: some return parses the body and none returns anything else that is called
 * (the Response of a `fetch`). Its callers read data, not `res.json()`.
 */
export function returnsParsedBody(fn: Node | null): boolean {
  if (!fn) return false;
  const returns = ownReturns(fn);
  if (!returns.some(parsesBody)) return false;
  return returns.every((r) => {
    const u = unwrap(r);
    const inner = u.type === 'AwaitExpression' && u.argument ? unwrap(u.argument as Node) : u;
    if (parsesBody(r)) return true;
    // `return res` (the Response), `return fetch(...)`: a Response after all.
    return inner.type !== 'Identifier' && inner.type !== 'CallExpression';
  });
}

export const RECIPES: Record<string, VendorRecipe> = {
  base44: {
    envelope: () => 'plain',
    data: (c) => {
      const call = lastCall(c);
      if (/\.update$/.test(c.operation)) return arg(call, 1);
      if (c.operation === 'functions.invoke') return arg(call, 1);
      return arg(call, 0);
    },
    id: (c) => (/\.(get|update|delete)$/.test(c.operation) ? arg(lastCall(c), 0) : null),
    many: (c) => /\.(list|filter)$/.test(c.operation),
  },
  supabase: {
    envelope: () => 'supabase',
    data: (c) => {
      const s = seg(c, ['insert', 'update', 'upsert']);
      if (s) return arg(s.call, 0);
      const inv = seg(c, ['invoke']);
      return inv ? objectProp(arg(inv.call, 1), 'body') : null;
    },
    id: (c) => {
      for (const s of c.segments) if (s.name === 'eq' && s.call && /^(id|_id|slug|uuid)$/.test(stringValue(arg(s.call, 0)) ?? '')) return arg(s.call, 1);
      return null;
    },
    many: (c) => !c.segments.some((s) => s.name === 'single' || s.name === 'maybeSingle'),
  },
  firebase: {
    envelope: (c) => (c.operation === 'getDocs' ? 'query-snapshot' : c.operation === 'getDoc' ? 'doc-snapshot' : RXFIRE_ENVELOPE[c.operation] ?? 'plain'),
    data: (c) => arg(rootCall(c), 1),
    id: (c) => {
      const ref = arg(rootCall(c), 0);
      const r = ref ? unwrap(c.resolve ? c.resolve(ref) : ref) : null;
      return r?.type === 'CallExpression' && r.arguments.length >= 3 ? (r.arguments[r.arguments.length - 1] as Node) : null;
    },
    many: (c) => c.operation === 'getDocs' || c.operation === 'collectionData' || c.operation === 'collection' || /\.get$/.test(c.operation) && !c.operation.includes('doc.'),
  },
  fetch: fetchRecipe,
  axios: http(
    (c) => (c.segments.length ? arg(lastCall(c), 0) : null),
    (c) => {
      const call = lastCall(c);
      const first = arg(call, 0);
      // `api({ url, method, data })` or `axios.post(url, data)`.
      return first && unwrap(first).type === 'ObjectExpression' ? objectProp(first, 'data') : arg(call, 1);
    },
    'axios',
    // `api.get(url, { params })` or `api({ url, params })`.
    (c) => {
      const call = lastCall(c);
      const first = arg(call, 0);
      return objectProp(first && unwrap(first).type === 'ObjectExpression' ? first : arg(call, 1), 'params');
    },
  ),
  replit: parsedBodyAware(http(
    (c) => {
      const a = arg(rootCall(c), 0);
      return stringValue(a)?.startsWith('/') || (a && unwrap(a).type === 'TemplateLiteral') ? a : arg(rootCall(c), 1);
    },
    (c) => arg(rootCall(c), 2) ?? unstringify(objectProp(arg(rootCall(c), 1), 'body')),
    'response',
  )),
};

export default {
  id: 'vendor-recipes',
  docs: { description: 'Per vendor: the result envelope the calling code unpacks, where a write keeps its data and row id.' },
};
