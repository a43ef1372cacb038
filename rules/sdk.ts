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

/* ------------------------------------------------------------------------------------------------
 * The SDK surface in detail. fixtures/platform-sdk implements exactly this; codemods read it to
 * know what a hook takes and gives back; the preview generator reads STOREFRONT_CLIENT_METHODS.
 * ---------------------------------------------------------------------------------------------- */

/** A dotted path on the storefront client object, e.g. `products.list`. */
export type ClientMethod = (typeof STOREFRONT_CLIENT_METHODS)[number];

/**
 * Every method any hook calls on the storefront client (the object `useStorefront()` returns and
 * `<ThemeProvider storefront>` receives). A duck-typed demo client must expose each of these.
 */
export const STOREFRONT_CLIENT_METHODS = [
  'products.list', 'products.get', 'collections.list', 'leads.submit', 'bookings.create', 'checkout.create',
  'coupons.apply', 'delivery.methods', 'delivery.quote', 'payments.methods', 'content.blog', 'content.post',
  'content.careers', 'content.faqs', 'content.comparisons', 'content.legal', 'content.meta', 'brand.get',
  'tracker.track',
] as const;

/** The interface in the SDK's type declarations that describes the client (read with ts-morph). */
export const STOREFRONT_CLIENT_TYPE = 'StorefrontClient';
/** The `.d.ts` inside the package that declares STOREFRONT_CLIENT_TYPE. */
export const STOREFRONT_TYPES_FILE = 'storefront.d.ts';

export interface HookContract {
  /** Positional arguments, with the object keys the first one accepts where it is an object. */
  args: string[];
  argKeys?: string[];
  /** Fields of the returned object. */
  returns: string[];
  /** Client methods the hook calls (empty for hooks over provider state). */
  calls: ClientMethod[];
  /** Fields of the returned object that are async functions, with the input keys they take. */
  actions?: Record<string, string[]>;
}

const QUERY_RESULT = ['data', 'isLoading', 'error', 'refetch'];

/** Each hook of `platform-sdk/theme`: arguments, returned fields, client methods called. */
export const SDK_HOOKS = {
  useStorefront: { args: [], returns: ['products', 'collections', 'leads', 'bookings', 'checkout', 'coupons', 'delivery', 'payments', 'content', 'brand', 'tracker'], calls: [] },
  useProducts: { args: ['query'], argKeys: ['limit', 'type', 'collection', 'search'], returns: QUERY_RESULT, calls: ['products.list'] },
  useProduct: {
    args: ['ref'], argKeys: ['id', 'slug'],
    returns: ['product', 'localized', 'options', 'selectedOptions', 'selectedVariant', 'quantity', 'selectOption', 'setQuantity', 'isLoading', 'error'],
    calls: ['products.get'],
  },
  useCollections: { args: [], returns: QUERY_RESULT, calls: ['collections.list'] },
  useLead: { args: [], returns: ['submit', 'isSubmitting', 'error', 'result'], calls: ['leads.submit'], actions: { submit: ['name', 'phone', 'email', 'message', 'source', 'utm', 'payload'] } },
  useBooking: { args: [], returns: ['book', 'isBooking', 'error', 'result'], calls: ['bookings.create'], actions: { book: ['serviceSlug', 'date', 'time', 'form'] } },
  useCart: { args: [], returns: ['items', 'count', 'subtotal', 'addItem', 'updateQuantity', 'removeItem', 'clear'], calls: [] },
  useAddToCart: { args: [], returns: ['addToCart', 'lastAdded'], calls: [] },
  useCheckout: {
    args: [], returns: ['checkout', 'isPending', 'error', 'order'], calls: ['checkout.create'],
    actions: { checkout: ['items', 'shipping', 'paymentMethod', 'deliveryMethod', 'discountCode', 'totalAmount', 'currency'] },
  },
  useCoupon: { args: [], returns: ['apply', 'result', 'isApplying'], calls: ['coupons.apply'], actions: { apply: ['code', 'subtotal'] } },
  useDeliveryMethods: { args: [], returns: QUERY_RESULT, calls: ['delivery.methods'] },
  useDeliveryQuote: { args: [], returns: ['quote', 'result', 'isQuoting', 'error'], calls: ['delivery.quote'], actions: { quote: ['method', 'lat', 'lng', 'subtotal'] } },
  usePaymentMethods: { args: [], returns: QUERY_RESULT, calls: ['payments.methods'] },
  useBlogPost: { args: ['slug'], returns: QUERY_RESULT, calls: ['content.post'] },
  useFaqs: { args: [], returns: QUERY_RESULT, calls: ['content.faqs'] },
  /** `useContent('blog' | 'careers' | 'comparisons' | 'legal')`: a read of `storefront.content[kind]()`. */
  useContent: { args: ['kind'], returns: QUERY_RESULT, calls: ['content.blog', 'content.careers', 'content.comparisons', 'content.legal'] },
  usePageMeta: { args: ['path'], returns: QUERY_RESULT, calls: ['content.meta'] },
  useTracker: { args: [], returns: ['track', 'pageView', 'utm'], calls: ['tracker.track'] },
  useBrand: { args: [], returns: ['name', 'logo', 'banners', 'palette', 'socials', 'support'], calls: ['brand.get'] },
  useLocale: { args: [], returns: ['locale', 'dir', 'locales', 'setLocale', 't'], calls: [] },
  useCurrency: { args: [], returns: ['currency', 'format'], calls: [] },
  useAddress: { args: [], returns: ['address', 'setAddress', 'locate'], calls: [] },
  useEditableFields: { args: [], returns: [], calls: [] },
} as const satisfies Record<string, HookContract>;
export type SdkHook = keyof typeof SDK_HOOKS;

/** Content-engine operations of spec §4 written as `content.x` → the client method behind them. */
export const CONTENT_OPERATIONS: Record<string, ClientMethod> = {
  'content.blog': 'content.blog', 'content.careers': 'content.careers', 'content.comparisons': 'content.comparisons',
  'content.legal': 'content.legal', 'content.meta': 'content.meta',
};

/** Component props (`children` implied where a component wraps content). */
export const SDK_COMPONENTS = {
  PlatformThemeProvider: { props: ['brand', 'publicToken', 'baseUrl', 'locale', 'currency', 'analytics', 'fields'], required: ['publicToken'] },
  ThemeProvider: { props: ['brand', 'storefront', 'preview', 'locale', 'locales', 'currency', 'analytics', 'fields'], required: ['storefront'] },
  TMoney: { props: ['amount', 'currency', 'className', 'as'], required: ['amount'] },
  TLocalizedText: { props: ['value', 'as', 'className'], required: ['value'] },
  TJsonLd: { props: ['data'], required: ['data'] },
  TAddress: { props: ['value', 'onChange', 'label', 'placeholder', 'className'], required: [] },
  TText: { props: ['name', 'defaultValue', 'as', 'className'], required: ['name'] },
  THeading: { props: ['name', 'defaultValue', 'level', 'className'], required: ['name'] },
  TImage: { props: ['name', 'defaultSrc', 'alt', 'className'], required: ['name'] },
  TColor: { props: ['name', 'defaultValue', 'cssVar', 'as', 'className', 'style'], required: ['name'] },
  TSection: { props: ['name', 'as', 'className'], required: ['name'] },
} as const satisfies Record<string, { props: readonly string[]; required: readonly string[] }>;
export type SdkComponent = keyof typeof SDK_COMPONENTS;

/** Editable components: each needs a unique descriptive `name`; the first default is frozen. */
export const EDITABLE_COMPONENTS = ['TText', 'THeading', 'TImage', 'TColor', 'TSection'] as const;

/** Plain functions of `platform-sdk/theme`. */
export const SDK_FUNCTIONS = ['defineTheme', 'productJsonLd', 'organizationJsonLd', 'faqJsonLd', 'normalizeCategory', 'normalizeProduct', 'localize', 'formatMoney'] as const;

/** The helper that turns `raw.category` (string in demo data, `{ name }` live) into a name. */
export const CATEGORY_HELPER = 'normalizeCategory';

/** Every name a theme may import from `platform-sdk/theme` (check verifies these against the installed SDK). */
export const SDK_THEME_EXPORTS: readonly string[] = [...Object.keys(SDK_HOOKS), ...Object.keys(SDK_COMPONENTS), ...SDK_FUNCTIONS];
/** Names of `platform-sdk/storefront`. */
export const SDK_STOREFRONT_EXPORTS = ['PlatformStorefront', 'normalizeCategory', 'normalizeProduct'] as const;

/** The `defineTheme` argument keys, and the manifest fields of spec §2. */
export const DEFINE_THEME_KEYS = ['name', 'slug', 'version', 'visibility', 'pages'] as const;

/** The hook that serves an operation of SDK_OPERATIONS (content.x operations go through useContent / useStorefront). */
export function hookForOperation(op: SdkOperation): SdkHook {
  if (op.startsWith('content.')) return op === 'content.meta' ? 'usePageMeta' : 'useContent';
  return op as SdkHook;
}

/** The version range a converted theme depends on (the registry package, never a local path). */
export const SDK_VERSION_RANGE = 'latest';

/** What a theme can do, named in the manifest's `capabilities`, from the SDK names it uses. */
export const CAPABILITY_OF: Record<string, string> = {
  useProducts: 'products', useProduct: 'products', useCollections: 'collections', useCart: 'cart', useAddToCart: 'cart',
  useCheckout: 'checkout', useCoupon: 'coupons', useDeliveryMethods: 'delivery', useDeliveryQuote: 'delivery',
  usePaymentMethods: 'payments', useLead: 'leads', useBooking: 'bookings', useBlogPost: 'content', useFaqs: 'content',
  useContent: 'content', usePageMeta: 'content', useTracker: 'analytics', useLocale: 'i18n', TLocalizedText: 'i18n',
  useAddress: 'address', TAddress: 'address', TText: 'editable-fields', THeading: 'editable-fields', TImage: 'editable-fields',
  TColor: 'editable-fields', TSection: 'editable-fields', TJsonLd: 'json-ld',
};
