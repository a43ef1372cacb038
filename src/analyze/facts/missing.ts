import type { Canonical, PageInfo } from '../types.js';
import { CANONICAL } from '../types.js';

/** Spec 1 "Canonical page set": the storefront core and the content pages every theme has. */
export const REQUIRED_CANONICAL: Canonical[] = ['home', 'products', 'product', 'cart', 'checkout', 'order-status', 'about', 'contact', 'blog', 'careers', 'faq', 'legal'];

/** What also covers a canonical page: a collections listing is a products page (spec: "collection/products"). */
const COVERED_BY: Partial<Record<Canonical, Canonical[]>> = { products: ['collections'] };

/**
 * Required canonical pages no kept page covers. Services and service are optional, but a site that
 * has one of the pair is missing the other.
 */
export function missingCanonical(pages: PageInfo[]): Canonical[] {
  const have = new Set(pages.filter((p) => p.class !== 'drop' && p.canonical).map((p) => p.canonical as Canonical));
  const required = new Set(REQUIRED_CANONICAL);
  if (have.has('services') || have.has('service')) {
    required.add('services');
    required.add('service');
  }
  return CANONICAL.filter((c) => required.has(c) && !have.has(c) && !(COVERED_BY[c] ?? []).some((x) => have.has(x)));
}
