import type { Node } from '@babel/types';
import type { ChainSegment } from '../../src/rule-kit/pattern.js';
import { stringValue } from '../../src/rule-kit/pattern-values.js';
import type { CallView } from './vendor-recipes.js';

/**
 * Per vendor, what the data layer's fallbacks need to know of a call's shape: the value with no
 * network call that stands in for a subscription or an auth result (a dropped or limited site made
 * inert), and how a lookup says it wants one row or filters on a code. A vendor with no entry
 * gets the generic answers of `inertValuesFor`. Data, with small readers where a table cannot say it.
 */
export interface InertValues {
  /** What a subscription (realtime channel, auth listener) returns once inert, as code. */
  subscription: string;
  /** What an auth call resolves to once the platform owns identity, as code; null: by envelope. */
  auth: { reads: string; other: string } | null;
  /** What a called function value (a callable cloud function) resolves to once inert, as code. */
  callResult: string;
  /**
   * What a call that loads or connects the vendor's browser client (a payment script, a push
   * socket) stands for once inert, as code, in the "not loaded" or "never connected" state the
   * source already handles; null when the call is no such loader.
   */
  clientLoader(call: CallView): string | null;
  /**
   * What a call that counts or sums rows on the server (`getCountFromServer(q)`) resolves to once
   * inert, as code, in the shape the source reads (`snap.data().count` is the number of records that
   * stand in, `count`, not a throw on null); null when the call is no such aggregate.
   */
  aggregate(call: CallView, count: string): string | null;
  /** Does a lookup chain ask for exactly one row (`.single()`)? */
  singleRow(call: CallView): boolean;
  /** The value a chain segment filters a code column on (`.eq('code', x)` → x), else null; `resolve` follows a local const. */
  codeFilter(segment: ChainSegment, resolve?: (n: Node) => Node): Node | null;
}

/** Generic answers: an unsubscribe function, auth by envelope, no one-row or code-filter segment. */
const GENERIC: InertValues = {
  subscription: '() => {}',
  auth: null,
  callResult: '{}',
  clientLoader: () => null,
  aggregate: () => null,
  singleRow: () => false,
  codeFilter: () => null,
};

export const INERT_VALUES: Record<string, Partial<InertValues>> = {
  // `loadStripe(key)` resolves to null when Stripe.js cannot load; `Stripe(key)` (the script's global) is sync.
  stripe: { clientLoader: (call) => (call.operation !== 'loadStripe' ? null : call.rootName === 'Stripe' ? 'null' : 'Promise.resolve(null)') },
  // `io(url)`: a socket that never connects; listeners are kept by nobody, emits go nowhere.
  socketio: { clientLoader: () => '{ connected: false, on() { return this; }, once() { return this; }, off() { return this; }, emit() { return this; }, connect() { return this; }, disconnect() { return this; }, close() { return this; } }' },
  // `loadScript(options)` of @paypal/paypal-js resolves to null when the SDK cannot load.
  paypal: { clientLoader: (call) => (call.operation === 'loadScript' ? 'Promise.resolve(null)' : null) },
  firebase: {
    // `const fn = httpsCallable(functions, 'x'); const r = await fn(args)`: an HttpsCallableResult. Its
    // data is an empty object, not null, so `r.data.text` reads undefined instead of throwing.
    callResult: '{ data: {} }',
    // `(await getCountFromServer(q)).data().count`: an AggregateQuerySnapshot counting the stand-in records.
    aggregate: (call, count) => (/^getCount(FromServer)?$|^getAggregate(FromServer)?$/.test(call.operation) ? `{ data: () => ({ count: ${count} }) }` : null),
    // `getDocs(query(collection(db, 'coupons'), where('code', '==', x)))`, the query maybe in a const.
    codeFilter: (s, resolve) => {
      for (const a of s.call?.args ?? []) {
        const found = whereCode(a as Node, resolve, 0);
        if (found) return found;
      }
      return null;
    },
  },
  supabase: {
    // `const { data: { subscription } } = supabase.auth.onAuthStateChange(...)`, `.channel(...).subscribe()`.
    subscription: '{ data: { subscription: { unsubscribe() {} } } }',
    // Unpacked as `{ data: { user } }` / `{ data: { session } }` by the asSupabase envelope.
    auth: { reads: '{ user: {}, session: {} }', other: '{ user: null, session: null }' },
    singleRow: (call) => call.segments.some((s) => s.name === 'single' || s.name === 'maybeSingle'),
    codeFilter: (s) => {
      if (s.name !== 'eq' || !s.call) return null;
      const [column, value] = s.call.args as Node[];
      return stringValue(column)?.toLowerCase().includes('code') ? value ?? null : null;
    },
  },
};

/** The value of a `where('<code column>', '==', value)` inside a Firestore query expression. */
function whereCode(node: Node, resolve: ((n: Node) => Node) | undefined, depth: number): Node | null {
  if (depth > 4) return null;
  const n = node.type === 'Identifier' && resolve ? resolve(node) : node;
  if (n.type !== 'CallExpression') return null;
  const [column, operator, value] = n.arguments as Node[];
  if (n.callee.type === 'Identifier' && n.callee.name === 'where' && value && stringValue(operator) === '==' && stringValue(column)?.toLowerCase().includes('code')) return value;
  for (const a of n.arguments) {
    const found = whereCode(a as Node, resolve, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The inert values and lookup readers of `vendor` (generic ones where it has none). */
export function inertValuesFor(vendor: string): InertValues {
  return { ...GENERIC, ...INERT_VALUES[vendor] };
}
