import type { Canonical, PageInfo } from '../../analyze/types.js';

/** Where a canonical page the source lacks is served once built, in a site whose routes are plain paths. */
export const CANONICAL_ROUTE: Record<Canonical, string> = {
  home: '/', products: '/products', product: '/products/:slug', collections: '/collections', cart: '/cart', checkout: '/checkout',
  'order-status': '/order-status', services: '/services', service: '/services/:slug', search: '/search', offers: '/offers',
  about: '/about', contact: '/contact', blog: '/blog', careers: '/careers', faq: '/faq', legal: '/legal',
};

/** A detail page lives under its list page (`/products/:slug` under `/products`). */
const LIST_OF: Partial<Record<Canonical, Canonical>> = { product: 'products', service: 'services' };

const routed = (pages: PageInfo[]) => pages.filter((p) => p.class !== 'drop' && p.route && p.route !== '/' && !p.route.includes(':'));

/**
 * Whether the router serves each page at its component's name (`/Store` for `Store`), as a page
 * map that routes by name does (a `createPageUrl(name)` helper builds its links). Read from the
 * site's own routed pages: every one of them (two at least) sits at `/<Component>`.
 */
export function routesByPageName(pages: PageInfo[]): boolean {
  const r = routed(pages);
  // A lower-case name (`about` at `/about`) is a plain path, not a page name.
  return r.length >= 2 && r.every((p) => p.component && /^\p{Lu}/u.test(p.component) && p.route === `/${p.component}`);
}

/**
 * How well a route serves as the page of its role, best first: the role's own path (`/products`),
 * a path with no parameter (`/picks`), one with a parameter (`/drops/:season`), none.
 */
export function roleRouteRank(route: string | null | undefined, canonical: Canonical): number {
  if (!route) return 3;
  const r = (route.startsWith('/') ? route : `/${route}`).replace(/(.)\/$/, '$1').toLowerCase();
  return r === CANONICAL_ROUTE[canonical] ? 0 : r.includes(':') ? 2 : 1;
}

/**
 * The path a gap page is served at, in the site's route naming: the page's component name where
 * the router routes by name, else the canonical path; a detail page under its list page's path,
 * except where the list page is the home page (`/`): a bare `/:slug` would catch every other path
 * (`/cart`, `/about`) in a router that takes the first match, so the detail page takes its canonical
 * path there. `listRoute` gives the path of a list page (kept or built in the same run).
 */
export function gapRoute(canonical: Canonical, component: string, pages: PageInfo[], listRoute?: (c: Canonical) => string | undefined): string {
  const list = LIST_OF[canonical];
  if (list) {
    // The list page at a fixed path (a product list at `/campaigns/:id` is no place to put products under).
    const lists = pages.filter((p) => p.class !== 'drop' && p.canonical === list && p.route && roleRouteRank(p.route, list) < 2);
    const best = lists.sort((a, b) => roleRouteRank(a.route, list) - roleRouteRank(b.route, list))[0];
    const base = listRoute?.(list) ?? best?.route ?? CANONICAL_ROUTE[list];
    const under = base.replace(/\/+$/, '');
    return under ? `${under}/:slug` : CANONICAL_ROUTE[canonical];
  }
  return routesByPageName(pages) ? `/${component}` : CANONICAL_ROUTE[canonical];
}
