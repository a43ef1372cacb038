import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'offers',
  docs: { description: 'Offers, deals, sales and promotions.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'offers',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/العروض|عروض|تخفيضات/, 3),
    name(exact('offers', 'offer', 'deals', 'sale', 'sales', 'promotions', 'promos', 'discounts', 'specials'), 3),
    text(/العروض|عروض|تخفيضات/, 1),
  ],
});
