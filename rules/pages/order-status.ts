import { BECOMES, definePageRule, exact, name, route, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'order-status',
  docs: { description: 'After the order: confirmation, thank-you, order tracking and status.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'order-status',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/تتبع الطلب|حالة الطلب|تم استلام طلبك|شكرا لطلبك|شكراً لطلبك/, 3),
    name(/orders?\s?(status|tracking|confirmation|confirmed|success|complete|placed)|track\s?(my\s?)?order|thank\s?you|\bsuccess\b/, 3),
    name(exact('track', 'tracking'), 2),
    route(/\/(order|orders|track|tracking)\/:/, 3),
    // Where a payment provider sends the buyer back: the order's outcome.
    name(/payment\s?(return|success|complete|completed|callback|result|status)|checkout\s?(success|complete|return)/, 4),
    text(/تتبع الطلب|حالة الطلب|تم استلام طلبك|شكرا لطلبك|شكراً لطلبك|order (confirmed|placed|status)|track your order/i, 1),
  ],
});
