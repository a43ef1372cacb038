/**
 * Payment gateways' browser scripts a source loads in index.html (`<script
 * src="https://checkout.razorpay.com/v1/checkout.js">`). On the platform, payment is the checkout's
 * (`useCheckout()`, spec §4) with the gateway the brand sets up there: a theme that loads a gateway
 * script itself calls a foreign host on every page and fails review. Knowledge as data: the script
 * URL of each gateway.
 */
export interface PaymentScript {
  name: string;
  url: RegExp;
}

export const PAYMENT_SCRIPTS: PaymentScript[] = [
  { name: 'Razorpay', url: /checkout\.razorpay\.com/i },
  { name: 'Stripe', url: /js\.stripe\.com/i },
  { name: 'PayPal', url: /(www\.)?paypal(objects)?\.com\/(sdk\/js|api\/checkout|[\w/]*checkout\.js)/i },
  { name: 'Paystack', url: /js\.paystack\.co/i },
  { name: 'Flutterwave', url: /checkout\.flutterwave\.com/i },
  { name: 'Square', url: /(web|sandbox\.web)\.squarecdn\.com|js\.squareup(sandbox)?\.com/i },
  { name: 'Braintree', url: /js\.braintreegateway\.com/i },
  { name: 'Mercado Pago', url: /sdk\.mercadopago\.com/i },
  { name: 'Midtrans', url: /app(\.sandbox)?\.midtrans\.com\/snap/i },
  { name: 'Paddle', url: /cdn\.paddle\.com/i },
  { name: 'Cashfree', url: /sdk\.cashfree\.com/i },
  { name: 'PayTabs', url: /secure\.paytabs\.(com|sa)/i },
  { name: 'Moyasar', url: /cdn\.moyasar\.com/i },
  { name: 'Tap Payments', url: /(secure|cdn)\.gosell\.io|tap\.company\/.*\.js/i },
];

/** The gateway a script URL belongs to. */
export function paymentScriptOf(url: string | undefined): PaymentScript | undefined {
  return url ? PAYMENT_SCRIPTS.find((p) => p.url.test(url)) : undefined;
}

export const PAYMENT_SCRIPT_WHY = "payment is the platform's checkout (useCheckout()), with the gateway the brand sets up on the platform; a theme that loads a gateway's script calls a foreign host on every page";
