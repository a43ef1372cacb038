import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** Razorpay checkout: `new window.Razorpay(options).open()`. */
const rule: VendorRule = {
  id: 'razorpay',
  docs: { description: 'Razorpay checkout widget opened from the browser.' },
  origin: 'other',
  priority: 5,
  packages: ['razorpay', 'react-razorpay'],
  envVars: [/^VITE_RAZORPAY_/],
  modules: { rzp: ['razorpay', 'react-razorpay'] },
  calls: [
    { id: 'new Razorpay', pattern: ['new @global.Razorpay($OPTIONS)', 'new @rzp.default($OPTIONS)'], kind: 'integration', entity: 'payment', sdk: 'useCheckout', args: { options: '$OPTIONS' } },
  ],
};

export default rule;
