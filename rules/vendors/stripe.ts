import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

const WHY = 'checkout moves to the platform (useCheckout); the payment gateway is the brand\'s, configured on the platform';

/** Stripe.js: loading Stripe and confirming payments in the browser are integration sites. */
const rule: VendorRule = {
  id: 'stripe',
  docs: { description: 'Stripe.js / react-stripe-js: loadStripe and payment confirmation calls.' },
  origin: 'other',
  priority: 5,
  packages: ['@stripe/stripe-js', '@stripe/react-stripe-js', 'stripe'],
  envVars: [/^VITE_STRIPE_/],
  modules: { js: ['@stripe/stripe-js', '@stripe/stripe-js/pure'], react: ['@stripe/react-stripe-js'] },
  client: { factories: ['@js.loadStripe()', '@react.useStripe()', '@global.Stripe()'] },
  calls: [
    { id: 'loadStripe', pattern: ['@js.loadStripe($KEY)', '@global.Stripe($KEY)'], kind: 'integration', entity: 'payment', sdk: 'useCheckout', limitation: WHY },
    { id: '$METHOD', pattern: '@client.$METHOD{confirmPayment,confirmCardPayment,redirectToCheckout,confirmSetup,createPaymentMethod,createToken,handleCardAction}($$$ARGS)', kind: 'integration', entity: 'payment', sdk: 'useCheckout', limitation: WHY },
  ],
};

export default rule;
