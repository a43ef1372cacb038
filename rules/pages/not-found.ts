import { BECOMES, definePageRule, exact, name, route, text, words } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'not-found',
  // The spec's drop list is closed (auth, account, admin, e-services): a 404 page is not on it.
  docs: { description: 'The 404 / catch-all page: a content page, kept with its catch-all route.' },
  kind: 'page',
  class: 'content',
  canonical: null,
  becomes: BECOMES.static,
  threshold: 3,
  signals: [
    name(/الصفحة غير موجودة/, 3),
    route(/^(\/)?\*$/, 3),
    name(words('notfound', 'pagenotfound', 'not found', 'not-found'), 3),
    name(exact('404', 'error', 'errorpage'), 3),
    text(/الصفحة غير موجودة|page not found|404/i, 1),
  ],
});
