import type { Canonical, PageInfo } from '../types.js';
import { CANONICAL } from '../vocabulary.js';

/**
 * Spec §1 "Canonical page set": the storefront core and every content page. Blog and careers are
 * required too: a gap fill builds them over the content engine with an empty-state (spec §3 rule 6).
 * Services, service, search and offers are optional.
 */
export const REQUIRED_CANONICAL: Canonical[] = ['home', 'products', 'product', 'cart', 'checkout', 'order-status', 'about', 'contact', 'blog', 'careers', 'faq', 'legal'];

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
