import type { Canonical } from '../../src/analyze/types.js';

/**
 * Evidence that a site needs an optional canonical page it lacks (issue 14 item 11, spec §1
 * "optionally services, service, search, offers"): the source links to it, serves its data, or
 * sells services. One entry per page; a match of any kind makes the page (and `with`) missing.
 */
export interface OptionalPageEvidence {
  canonical: Canonical;
  /** Internal link targets (path only) that name the page: `<Link to="/offers">`. */
  links: RegExp;
  /** Data entities whose records are the page's content: an `Offer` table. */
  entities?: RegExp;
  /** Vendor operations or API URLs that serve the page's data: `GET /api/search`. */
  operations?: RegExp;
  /** Pages that come with it (a services list needs its service detail). */
  with?: Canonical[];
}

const OPTIONAL_PAGES: OptionalPageEvidence[] = [
  {
    canonical: 'offers',
    links: /^\/(offers?|deals?|sales?|promotions?|promos?|specials|discounts?)\/?$/i,
    entities: /^(offers?|deals?|promotions?|promos?|discounts?|coupons?|specials?|special_?offers?)$/i,
  },
  {
    canonical: 'search',
    links: /^\/(search|search-results|results)\/?$/i,
    operations: /\/api\/(products\/)?search\b/i,
  },
  {
    canonical: 'services',
    links: /^\/(services?|treatments?)\/?$/i,
    // Service records, or appointments for them: the brand sells services. A table reservation or
    // a ticket booking alone is not a service catalogue.
    entities: /^(services?|treatments?|appointments?|service_?(types?|items?|categories))$/i,
    with: ['service'],
  },
];

export default OPTIONAL_PAGES;
