import { BECOMES, definePageRule, detail, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'collections',
  docs: { description: 'The list of categories or collections.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'collections',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(exact('collections', 'categories', 'departments'), 3),
    text(/الفئات|الأقسام|التصنيفات/, 1),
    detail(-2),
  ],
});
