import { BECOMES, definePageRule, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'checkout',
  docs: { description: 'Checkout: shipping, payment and placing the order.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'checkout',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/إتمام الطلب|الدفع|إتمام الشراء/, 3),
    name(/checkout|\bpayment\b|placeorder/, 3),
    text(/إتمام الطلب|الدفع|إتمام الشراء|place order|checkout/i, 1),
    name(/success|confirmation|thank/, -2),
  ],
});
