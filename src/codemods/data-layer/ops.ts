import type { DataSite } from '../../analyze/types.js';
import { RECIPES } from '../../../rules/data-layer/vendor-recipes.js';

/**
 * Which SDK hook serves a site, and how the code uses it. Reads are query results (`data`,
 * `isLoading`, `error`); writes call one action of a view hook from the generated helper module.
 */
export type WriteAction = 'create' | 'update' | 'delete';

export interface ReadOp {
  kind: 'read';
  /** The hook to call, and where it comes from. */
  hook: string;
  from: 'helper' | 'sdk';
  /** Variable base name at the component top. */
  base: string;
  /** `one`: a detail read (`useProduct`); `args` is then `{ id } | { slug }`. */
  shape: 'list' | 'one' | 'none' | 'content';
  /** For `useContent(kind)`. */
  contentKind?: string;
  /** A detail hook that takes the slug itself (`useBlogPost(slug)`), not `{ id } | { slug }`. */
  positional?: boolean;
}

export interface WriteOp {
  kind: 'write';
  hook: string;
  base: string;
  method: string;
  /** What the method takes: the written data, the row id, or both. */
  takes: 'data' | 'id' | 'id+data' | 'code';
}

export function writeAction(site: DataSite): WriteAction {
  const op = site.operation ?? '';
  if (/delete|remove|DELETE/i.test(op)) return 'delete';
  if (/update|upsert|PATCH|PUT|setDoc/i.test(op)) return 'update';
  return 'create';
}

const READS: Record<string, ReadOp> = {
  useProducts: { kind: 'read', hook: 'useViewProducts', from: 'helper', base: 'platformProducts', shape: 'list' },
  useProduct: { kind: 'read', hook: 'useViewProduct', from: 'helper', base: 'platformProduct', shape: 'one' },
  useCollections: { kind: 'read', hook: 'useViewCollections', from: 'helper', base: 'platformCollections', shape: 'none' },
  useCart: { kind: 'read', hook: 'useViewCart', from: 'helper', base: 'platformCart', shape: 'none' },
  useBrand: { kind: 'read', hook: 'useViewBrand', from: 'helper', base: 'platformBrand', shape: 'none' },
  useFaqs: { kind: 'read', hook: 'useFaqs', from: 'sdk', base: 'platformFaqs', shape: 'none' },
  // Read back in the source's field names (`delivery_fee` for the SDK's `fee`).
  useDeliveryMethods: { kind: 'read', hook: 'useViewDeliveryMethods', from: 'helper', base: 'platformDeliveryMethods', shape: 'none' },
  usePaymentMethods: { kind: 'read', hook: 'usePaymentMethods', from: 'sdk', base: 'platformPaymentMethods', shape: 'none' },
  useBlogPost: { kind: 'read', hook: 'useBlogPost', from: 'sdk', base: 'platformPost', shape: 'one', positional: true },
  'content.blog': { kind: 'read', hook: 'useContent', from: 'sdk', base: 'platformBlog', shape: 'content', contentKind: 'blog' },
  'content.careers': { kind: 'read', hook: 'useContent', from: 'sdk', base: 'platformCareers', shape: 'content', contentKind: 'careers' },
  'content.legal': { kind: 'read', hook: 'useContent', from: 'sdk', base: 'platformLegal', shape: 'content', contentKind: 'legal' },
  'content.comparisons': { kind: 'read', hook: 'useContent', from: 'sdk', base: 'platformComparisons', shape: 'content', contentKind: 'comparisons' },
};

/** The SDK use of one site, or null when the SDK has no such operation (a limitation). */
export function opFor(site: DataSite): ReadOp | WriteOp | null {
  const sdk = site.sdkEquivalent;
  if (site.kind === 'read') {
    // A coupon read looks a code up: the platform validates it.
    // Rows when the vendor's call returns rows (an entity filter), else the one result object (an HTTP body).
    if (sdk === 'useCoupon') return { kind: 'write', hook: 'useViewCoupon', base: 'platformCoupon', method: RECIPES[site.vendor]?.many ? 'lookup' : 'lookupOne', takes: 'code' };
    // Cart rows read through the cart's own state.
    if (sdk === 'useCart' || sdk === 'useAddToCart') return READS.useCart;
    return READS[sdk] ?? null;
  }
  if (site.kind !== 'write' && site.kind !== 'function') return null;
  const action = writeAction(site);
  switch (sdk) {
    case 'useLead': return { kind: 'write', hook: 'useViewLead', base: 'platformLead', method: 'send', takes: 'data' };
    // A row of the source's own event log: one analytics event.
    case 'useTracker': return action !== 'delete' ? { kind: 'write', hook: 'useViewTracker', base: 'platformTracker', method: 'log', takes: 'data' } : null;
    case 'useBooking': return action === 'create' || action === 'update' ? { kind: 'write', hook: 'useViewBooking', base: 'platformBooking', method: 'book', takes: 'data' } : null;
    case 'useCheckout': return action === 'create' ? { kind: 'write', hook: 'useViewCheckout', base: 'platformCheckout', method: 'place', takes: 'data' } : null;
    case 'useAddToCart':
    case 'useCart':
      if (action === 'delete') return { kind: 'write', hook: 'useViewCart', base: 'platformCart', method: 'remove', takes: 'id' };
      if (action === 'update') return { kind: 'write', hook: 'useViewCart', base: 'platformCart', method: 'change', takes: 'id+data' };
      return { kind: 'write', hook: 'useViewCart', base: 'platformCart', method: 'add', takes: 'data' };
    default: return null;
  }
}

/** Analyzer surface → survey surface whose decision applies. */
export function surveySurface(site: DataSite): 'products' | 'services' | 'prices' | 'cart-checkout' | 'delivery-payments' | 'forms' | 'content' | 'brand' | null {
  return site.surface === 'other' ? null : site.surface;
}
