import { BECOMES, definePageRule, detail, exact, name, route, text, dataSites, when } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'products',
  docs: { description: 'A product listing: shop, store, catalog, menu, or one category of products.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'products',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/المنتجات|منتجاتنا|المتجر|(^| )تسوق( |$)/, 3),
    name(exact('products', 'shop', 'store', 'catalog', 'catalogue', 'menu', 'items', 'allproducts'), 3),
    route(/^\/(products|shop|store|catalog|menu)\/?$/, 2),
    dataSites('reads products', (s) => s.surface === 'products' && s.kind === 'read', 1),
    text(/المنتجات|منتجاتنا|المتجر|تسوق/, 1),
    name(exact('product', 'detail', 'details'), -2),
    when('a collection page with no param lists every product', (f) => /\bcollection\b/.test(f.names) && !f.detail, 3),
  ],
});
