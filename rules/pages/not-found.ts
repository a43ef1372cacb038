import { BECOMES, definePageRule, exact, name, route, text, words } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'not-found',
  docs: { description: 'The 404 / catch-all page: the theme platform serves its own.' },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 3,
  signals: [
    name(/الصفحة غير موجودة/, 3),
    route(/^(\/)?\*$/, 3),
    name(words('notfound', 'pagenotfound', 'not found', 'not-found'), 3),
    name(exact('404', 'error', 'errorpage'), 3),
    text(/الصفحة غير موجودة|page not found|404/i, 1),
  ],
});
