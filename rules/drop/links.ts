import { defineLinkRule } from '../../src/codemods/drop-pages/rule.js';

/** How storefront code links and redirects to a page: what to look at when a page is dropped. */
export default defineLinkRule({
  id: 'links',
  docs: { description: 'Links, nav entries, page-URL helpers and redirects that name a dropped page are removed (or unwrapped to their text).' },
  linkAttributes: ['to', 'href'],
  navKeys: ['href', 'to', 'url', 'path', 'link', 'route', 'page'],
  pageUrlHelpers: ['createPageUrl', 'pageUrl', 'createUrl'],
  navigateCalls: /^(navigate|push|replace|setLocation|redirect|navigateTo|goTo)$/,
  redirectElements: /^(Navigate|Redirect)$/,
  locationTargets: /^(window\.)?location(\.href)?$|^document\.location(\.href)?$/,
  // Matched against each word of each path segment (`/shop-admin/dashboard` → shop, admin, dashboard).
  deadLinkWords: ['admin', 'administrator', 'dashboard', 'backoffice', 'backstage', 'login', 'logout', 'signin', 'signup', 'register', 'account'],
});
