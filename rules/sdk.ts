/**
 * Every assumption we make about `platform-sdk` lives here (DESIGN §6): import paths, the
 * operations of spec §4, and which operation serves which surface. Codemods, templates, the
 * preview client generator and `check` read this module; nothing else names SDK exports.
 */
export const SDK_PACKAGE = 'platform-sdk';
export const SDK_THEME_IMPORT = 'platform-sdk/theme';
export const SDK_STOREFRONT_IMPORT = 'platform-sdk/storefront';

/** Operation names as they appear in `dataSites[].sdkEquivalent` (spec §4). */
export const SDK_OPERATIONS = [
  'useProducts', 'useProduct', 'useCollections', 'useLead', 'useBooking', 'useCart', 'useAddToCart',
  'useCheckout', 'useCoupon', 'useDeliveryMethods', 'useDeliveryQuote', 'usePaymentMethods',
  'content.blog', 'useBlogPost', 'content.careers', 'useFaqs', 'content.comparisons', 'content.legal',
  'content.meta', 'useTracker', 'useBrand', 'useLocale', 'useCurrency', 'useAddress',
] as const;
export type SdkOperation = (typeof SDK_OPERATIONS)[number];

/** `sdkEquivalent` for a site with no SDK operation: it becomes a recorded limitation. */
export const NO_SDK_EQUIVALENT = 'none';

export const isSdkOperation = (name: string): name is SdkOperation => (SDK_OPERATIONS as readonly string[]).includes(name);
