import type { Node } from '@babel/types';
import { flattenChain, unwrap } from '../../src/rule-kit/pattern.js';

/**
 * Vendor values that are not data calls but keep a vendor import alive once the calls are gone:
 * Firestore field values (`Timestamp.now()`, `serverTimestamp()`, `increment(n)`), Firestore
 * references and query builders (`query(collection(db, 'x'), where(...))` → null) and Supabase
 * storage public URLs (`supabase.storage.from(b).getPublicUrl(p).data.publicUrl` → the stored
 * path or URL itself; the call alone → `{ data: { publicUrl: p } }`) and its realtime clean-up
 * (`supabase.removeChannel(ch)`, once the channel is inert). Each shim returns the replacement code, or null when it does not apply.
 */
export type Shim = (node: Node, isVendor: (name: string) => boolean, print: (n: Node) => string) => string | null;

const callName = (n: Node): { root: string; path: string[]; args: Node[] } | null => {
  if (n.type !== 'CallExpression') return null;
  const chain = flattenChain(n);
  if (!chain) return null;
  const path = chain.segments.map((s) => s.name);
  const last = chain.segments[chain.segments.length - 1];
  const args = (last?.call?.args ?? chain.rootCall?.args ?? []) as Node[];
  return { root: chain.rootName, path, args };
};

const FIRESTORE_BUILDERS = new Set(['collection', 'collectionGroup', 'doc', 'query', 'where', 'orderBy', 'limit', 'limitToLast', 'startAt', 'startAfter', 'endAt', 'endBefore']);

export const SHIMS: Shim[] = [
  // Firestore field values.
  (n, isVendor, print) => {
    const c = callName(n);
    if (!c || !isVendor(c.root)) return null;
    const key = [c.root, ...c.path].join('.');
    if (key === 'serverTimestamp' || key === 'Timestamp.now') return 'new Date()';
    if (key === 'Timestamp.fromDate' && c.args[0]) return print(c.args[0]);
    if (key === 'increment' && c.args[0]) return print(c.args[0]);
    return null;
  },
  // Firestore references and query builders left once the reads and writes are gone (a query factory
  // handed to a listener hook, a ref kept in a constant): they name nothing on the platform.
  (n, isVendor) => {
    const c = callName(n);
    return c && !c.path.length && isVendor(c.root) && FIRESTORE_BUILDERS.has(c.root) ? 'null' : null;
  },
  // Supabase storage: the public URL of a stored file is the stored value itself on the platform.
  (n, isVendor, print) => {
    const u = unwrap(n);
    if (u.type !== 'MemberExpression' || u.property.type !== 'Identifier' || u.property.name !== 'publicUrl') return null;
    const chain = flattenChain(u);
    if (!chain || !isVendor(chain.rootName)) return null;
    const names = chain.segments.map((s) => s.name);
    const i = names.indexOf('getPublicUrl');
    if (names[0] !== 'storage' || i < 0 || names[i + 1] !== 'data' || names[i + 2] !== 'publicUrl') return null;
    const p = chain.segments[i].call?.args[0];
    return p ? print(p as Node) : null;
  },
  // The same call read apart (`const { data } = supabase.storage.from(b).getPublicUrl(p)`, then
  // `data.publicUrl`; or `const { data: { publicUrl } } = …`): a result of the same shape.
  (n, isVendor, print) => {
    const c = callName(n);
    if (!c || !isVendor(c.root) || c.path.length !== 3 || c.path[0] !== 'storage' || c.path[1] !== 'from' || c.path[2] !== 'getPublicUrl' || !c.args[0]) return null;
    return `({ data: { publicUrl: ${print(c.args[0])} } })`;
  },
  // Supabase realtime clean-up (`supabase.removeChannel(channel)`): the channel it removes was made
  // inert with its subscription, so there is nothing to remove.
  (n, isVendor) => {
    const c = callName(n);
    if (!c || !isVendor(c.root) || c.path.length !== 1 || (c.path[0] !== 'removeChannel' && c.path[0] !== 'removeAllChannels')) return null;
    return "Promise.resolve('ok')";
  },
];

export default {
  id: 'value-shims',
  docs: { description: 'Vendor value helpers (Firestore field values, Supabase storage public URLs) replaced by plain values.' },
};
