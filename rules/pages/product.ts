import { BECOMES, definePageRule, detail, exact, name, route, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'product',
  docs: { description: 'One product: a product or item name with a route or query param.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'product',
  becomes: BECOMES.theme,
  threshold: 4,
  signals: [
    name(/(^| )(منتج|المنتج|تفاصيل المنتج)( |$)/, 2),
    name(exact('product', 'item', 'productdetail', 'productdetails', 'productpage', 'itemdetail'), 2),
    name(exact('detail', 'details', 'view'), 1),
    route(/\/(product|products|item|items|p|shop)\/:/, 3),
    detail(2),
    text(/أضف إلى السلة|اضف للسلة|add to cart|add to bag/i, 1),
    name(exact('cart', 'checkout', 'list', 'listing', 'grid', 'catalog'), -3),
    // `EditProduct` at `/admin/products/:id/edit`: a form that changes a product, not its page.
    name(exact('edit', 'create', 'update', 'add'), -3),
  ],
});
