import type { Canonical, PageInfo } from '../types.js';
import { CANONICAL } from '../types.js';

/**
 * Spec 1 "Canonical page set": the storefront core plus the content pages a gap fill builds as
 * static pages. Blog and careers come from the content engine with empty-states, so a source
 * without them lacks nothing to port.
 */
export const REQUIRED_CANONICAL: Canonical[] = ['home', 'products', 'product', 'cart', 'checkout', 'order-status', 'about', 'contact', 'faq', 'legal'];

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
  return CANONICAL.filter((c) => required.has(c) && !have.has(c));
}
