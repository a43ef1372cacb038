import { BECOMES, dataSites, definePageRule, name, when } from '../../src/analyze/pages/page-rule.js';

/**
 * Query parameters a payment gateway sends the buyer back with, by gateway (only names no other
 * page would read: `session_id`, `token` and `reference` are too common to tell).
 */
const GATEWAY_RETURN_PARAMS = new Set([
  // PayFast
  'pf_payment_id', 'm_payment_id',
  // Stripe (a PaymentIntent's redirect)
  'payment_intent', 'payment_intent_client_secret', 'redirect_status',
  // PayPal
  'PayerID',
  // Razorpay
  'razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature',
  // Paystack, Flutterwave
  'trxref', 'tx_ref',
  // Mercado Pago
  'collection_id', 'preference_id', 'merchant_order_id',
  // Midtrans, Tap, PayTabs, Paymob
  'transaction_status', 'tap_id', 'tranRef', 'txn_response_code',
]);

export default definePageRule({
  id: 'payment-return',
  docs: {
    description:
      "Where the source's own payment gateway sends the buyer back to finish the order (it reads the gateway's return parameters and confirms the payment): on the platform the checkout takes and confirms payments with the brand's gateway (useCheckout(), spec §4), and the order's outcome is the order-status page.",
  },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 4,
  signals: [
    // Decisive: the names a return page has (`checkout/success`, `thank you`) score as order-status up to 8.
    when("reads a payment gateway's return parameters", (f) => [...(f.signals.getKeys ?? [])].some((k) => GATEWAY_RETURN_PARAMS.has(k)), 8),
    // It finishes the order itself: a server function or a write with what the gateway sent.
    dataSites('confirms the order with a server call', (s) => s.kind === 'function' || s.kind === 'write', 1),
    name(/payment|checkout|success|return|callback|complete/, 1),
  ],
});
