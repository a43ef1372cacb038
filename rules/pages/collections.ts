import { BECOMES, definePageRule, exact, name, route, text, when } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'collections',
  docs: { description: 'The list of categories or collections.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'collections',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/الفئات|الأقسام|التصنيفات/, 3),
    name(exact('collections', 'categories', 'departments'), 3),
    when('one category or collection by param', (f) => /\b(category|collection|department)\b/.test(f.names) && f.detail, 3),
    route(/\/(category|categories|collection|collections)(\/|$)/, 1),
    text(/الفئات|الأقسام|التصنيفات/, 1),
  ],
});
