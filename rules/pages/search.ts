import { BECOMES, definePageRule, exact, name, text, words } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'search',
  docs: { description: 'Search results.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'search',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/نتائج البحث/, 3),
    name(exact('search', 'results', 'searchresults', 'find'), 3),
    text(/نتائج البحث|search results/i, 1),
    // "Find us" is where the shop is, not a search.
    name(words('findus', 'wheretofindus', 'howtofindus'), -3),
  ],
});
