import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** PayPal JS SDK buttons rendered from the browser (`paypal.Buttons({...}).render(...)`, `loadScript`). */
const rule: VendorRule = {
  id: 'paypal',
  docs: { description: 'PayPal JS SDK: Buttons and loadScript calls.' },
  origin: 'other',
  priority: 5,
  packages: ['@paypal/react-paypal-js', '@paypal/paypal-js'],
  modules: { pp: ['@paypal/paypal-js'] },
  calls: [
    { id: 'paypal.Buttons', pattern: '@global.paypal.Buttons($OPTIONS)', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
    { id: 'loadScript', pattern: '@pp.loadScript($OPTIONS)', kind: 'integration', entity: 'payment', sdk: 'useCheckout' },
  ],
};

export default rule;
