import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** PayPal JS SDK buttons rendered from the browser (`paypal.Buttons({...}).render(...)`, `loadScript`, `<PayPalButtons>`). */
const rule: VendorRule = {
  id: 'paypal',
  docs: { description: 'PayPal JS SDK: Buttons and loadScript calls, react-paypal-js button components.' },
  origin: 'other',
  priority: 5,
  packages: ['@paypal/react-paypal-js', '@paypal/paypal-js'],
  modules: { pp: ['@paypal/paypal-js'], react: ['@paypal/react-paypal-js'] },
  jsx: [
    { id: 'PayPalButtons', element: '@react.PayPalButtons', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
    { id: 'PayPalHostedFieldsProvider', element: '@react.PayPalHostedFieldsProvider', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
  ],
  calls: [
    { id: 'paypal.Buttons', pattern: '@global.paypal.Buttons($OPTIONS)', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
    { id: 'loadScript', pattern: '@pp.loadScript($OPTIONS)', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
  ],
};

export default rule;
