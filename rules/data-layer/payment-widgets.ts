/**
 * A payment provider's own form in the browser (Stripe Elements, PayPal buttons). On the platform
 * the checkout takes the payment with the brand's gateway (spec §1.2, §4 `useCheckout`,
 * `usePaymentMethods`), and the provider's script is a call to a foreign host. Once the provider's
 * client is inert (data-layer), its React wrappers only render their children, its payment fields
 * render nothing and its hooks return what they return before the provider is ready, so the form's
 * own guards keep it from paying. The call sites stay Limitations rows.
 */
export interface PaymentWidgets {
  vendor: string;
  /** React packages of the provider. */
  modules: string[];
  /** Context providers: they become their children. */
  providers: string[];
  /** Payment fields and buttons: they go. */
  fields: RegExp;
  /** Hooks, with the value each stands for once the provider is gone, as code. */
  hooks: Record<string, string>;
}

export const PAYMENT_WIDGETS: PaymentWidgets[] = [
  {
    vendor: 'stripe',
    modules: ['@stripe/react-stripe-js'],
    providers: ['Elements', 'EmbeddedCheckoutProvider'],
    fields: /^(\w+Element|EmbeddedCheckout)$/,
    hooks: { useStripe: 'null', useElements: 'null' },
  },
  {
    vendor: 'paypal',
    modules: ['@paypal/react-paypal-js'],
    providers: ['PayPalScriptProvider', 'PayPalHostedFieldsProvider', 'PayPalCardFieldsProvider'],
    fields: /^PayPal(Buttons|Marks|Messages|HostedField|CardFieldsForm|(Number|Expiry|CVV|Name)Field)$/,
    hooks: { usePayPalScriptReducer: '[{ isInitial: false, isPending: false, isResolved: false, isRejected: true, options: {} }, () => {}]' },
  },
];

/** The widgets of a module an import names, if it is a provider's React package. */
export const paymentWidgetsOf = (source: string): PaymentWidgets | undefined => PAYMENT_WIDGETS.find((w) => w.modules.includes(source));

