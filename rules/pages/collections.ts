import { BECOMES, definePageRule, exact, name, route, text, when } from '../../src/analyze/pages/page-rule.js';

/** "Category" and "collection" in the other languages real storefronts are written in (es, pt, it, fr, de, tr, id). */
const OTHER_LANGUAGES = 'categoria|categorias|categorie|kategorie|kategorien|kategori|coleccion|colecciones|colecao|colecoes|collezione|collezioni';
/** The singular words of one category's page (`/category/:slug`, `CategoryPage`). */
export const ONE_CATEGORY = new RegExp(`\\b(category|collection|department|${OTHER_LANGUAGES})\\b`);

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
    // One category by param: kept here until preview demo data fills collections (issue 14 item 6
    // asks for products; the demo client then shows no record on such a page).
    when('one category or collection by param', (f) => ONE_CATEGORY.test(f.names) && f.detail, 3),
    route(/\/(category|categories|collection|collections)(\/|$)/, 1),
    route(new RegExp(`\\/(${OTHER_LANGUAGES})(\\/|$)`), 1),
    text(/الفئات|الأقسام|التصنيفات/, 1),
  ],
});
