import { BECOMES, definePageRule, exact, name, route, text, when, type PageFeatures } from '../../src/analyze/pages/page-rule.js';

const PRODUCT_TILE = /^Product(Card|Tile|Grid|List|Item)s?$/;
const readsProducts = (f: PageFeatures) => [...f.dataSites, ...f.reachedReads].some((s) => s.surface === 'products' && s.kind === 'read');
const ADD_TO_CART = /أضف إلى السلة|اضف للسلة|أضف للسلة|add to cart|add to bag/i;

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
    // Its own reads, or those of the hooks and API helpers it imports.
    when('data sites: reads products', readsProducts, 1),
    text(/المنتجات|منتجاتنا|المتجر|تسوق/, 1),
    name(exact('product', 'detail', 'details'), -2),
    // A "menu" page that is nothing but links is the site's navigation for small screens.
    when('its own markup is links and nothing else', (f) => f.signals.linksOnly === true, -6),
    // One vendor's, brand's or seller's shop by param (`/vendor/:id`) lists their products.
    when('lists the products of one vendor, brand or seller by param', (f) => f.detail && readsProducts(f) && /\b(vendor|seller|brand|merchant|storefront)s?\b/.test(f.names), 3),
    when('a collection page with no param lists every product', (f) => /\bcollection\b/.test(f.names) && !f.detail, 3),
    // A listing under a name of its own ("merch", "new arrivals"): no param, reads products, and
    // shows them as product cards or offers add-to-cart on each.
    when('lists products it reads as cards or with add-to-cart', (f) => !f.detail
      && readsProducts(f)
      && ([...f.signals.jsx].some((c) => PRODUCT_TILE.test(c)) || f.signals.texts.some((t) => ADD_TO_CART.test(t))), 2),
  ],
});
