import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'cart',
  docs: { description: 'The shopping cart or basket.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'cart',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/سلة|عربة التسوق/, 3),
    name(/(cart|basket)\b|\bbag\b/, 3),
    text(/سلة|عربة التسوق|your cart|shopping cart|your bag/i, 1),
    name(exact('checkout'), -1),
  ],
});
