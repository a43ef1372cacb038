import type { Surface } from '../../src/analyze/types.js';
import type { SiteAction } from '../../src/rule-kit/vendor-rule.js';

/**
 * What an entity (table, collection, entity, REST resource, GraphQL field) means to the storefront:
 * its surface and, per action, the SDK operation of rules/sdk.ts that replaces the call, or `none`
 * with the reason. Words are matched against the name's parts (camelCase, snake_case, kebab-case,
 * plural or singular), in English and in Arabic transliteration. The first class that matches wins,
 * so compound names put their most telling class first (`CartItem` is cart, `ProductCategory` is a
 * category, `ProductReview` is content, `StoreProduct` is a product, `StoreSettings` is brand).
 */
export interface EntityClass {
  id: string;
  surface: Surface;
  words: string[];
  /** SDK operation per action; a missing action means no SDK equivalent. */
  sdk: Partial<Record<SiteAction, string>>;
  /** Why an unmapped action has no equivalent. */
  why: string;
  /** Word pairs that name the class only together (`user_activity`, `page_views`), where either word alone would not. */
  pairs?: [string, string][];
}

const READ_ONLY = 'the storefront SDK only reads this resource; writes belong to the platform admin';

export const ENTITY_CLASSES: EntityClass[] = [
  // First: an event log's name often carries another class's word (`product_clicks`, `page_views`),
  // and a row written there is an analytics event, not a product or a page.
  {
    id: 'analytics', surface: 'other',
    // Not `visit` or `tracking` alone: a `visit_requests` form is a lead, `order_tracking` an order.
    words: ['analytic', 'analytics', 'pageview', 'impression', 'telemetry', 'clickstream'],
    pairs: [['user', 'activity'], ['visitor', 'activity'], ['customer', 'activity'], ['session', 'activity'], ['page', 'view'], ['product', 'view'], ['page', 'event'], ['user', 'event'], ['session', 'event'], ['visitor', 'event'], ['page', 'visit'], ['site', 'visit'], ['visit', 'log'], ['visitor', 'log'], ['product', 'click'], ['link', 'click'],
      // Events logged about a cart or tracked by name (`cart_events`, `track-cart-events`): a funnel log, not cart contents.
      ['cart', 'event'], ['track', 'event'], ['tracking', 'event'],
      // A counter the site's own server keeps (`GET /info/visitorCount`): a number read back, not records.
      ['visitor', 'count'], ['visit', 'count'], ['view', 'count'], ['visitor', 'total']],
    sdk: { create: 'useTracker', upsert: 'useTracker' },
    why: "analytics events go through the SDK's useTracker(); reading them back is a platform report",
  },
  // A product's parts kept in tables of their own (`product_variants`, `product_images` read by
  // `product_id`): they come with the product from useProduct(), not as a list of products.
  {
    id: 'product-part', surface: 'products', words: [],
    // Also the brands (makers) and tags of products (`GET /products/brands`): a product's own fields,
    // not the store's brand settings and not a product list.
    pairs: ['variant', 'image', 'photo', 'picture', 'media', 'option', 'attribute', 'spec', 'specification', 'size', 'color', 'colour', 'brand', 'manufacturer', 'tag'].map((w): [string, string] => ['product', w]),
    sdk: {},
    why: "a product's variants, images, options, brand and tags come with the product (useProduct); a separate list of them has no SDK equivalent",
  },
  { id: 'category', surface: 'products', words: ['category', 'categorie', 'collection', 'department', 'tasnif', 'tasnifat', 'qism', 'aqsam', 'fia', 'fiat'], sdk: { list: 'useCollections', one: 'useCollections' }, why: READ_ONLY },
  { id: 'cart', surface: 'cart-checkout', words: ['cart', 'basket', 'bag', 'salla', 'sala', 'sallah'], sdk: { list: 'useCart', one: 'useCart', create: 'useAddToCart', update: 'useCart', delete: 'useCart', upsert: 'useCart' }, why: 'cart state lives in the SDK' },
  { id: 'coupon', surface: 'cart-checkout', words: ['coupon', 'discount', 'promo', 'promocode', 'voucher', 'kobon', 'kupon', 'khasm'], sdk: { list: 'useCoupon', one: 'useCoupon' }, why: 'coupons are validated and counted by the platform at checkout' },
  { id: 'order', surface: 'cart-checkout', words: ['order', 'checkout', 'purchase', 'talab', 'talabat', 'shira'], sdk: { create: 'useCheckout', upsert: 'useCheckout' }, why: 'orders are placed through checkout; order history and admin order edits are platform pages' },
  { id: 'delivery', surface: 'delivery-payments', words: ['shipping', 'delivery', 'shipment', 'zone', 'courier', 'tawsil', 'tawseel', 'shahn', 'shahan'], sdk: { list: 'useDeliveryMethods', one: 'useDeliveryQuote', create: 'useDeliveryQuote' }, why: 'delivery methods are configured on the platform' },
  { id: 'payment', surface: 'delivery-payments', words: ['payment', 'transaction', 'invoice', 'daf', 'dafa'], sdk: { list: 'usePaymentMethods', one: 'usePaymentMethods', create: 'useCheckout' }, why: 'the payment gateway is the brand\'s, configured on the platform; payments go through checkout' },
  { id: 'booking', surface: 'services', words: ['booking', 'appointment', 'reservation', 'availability', 'slot', 'timeslot', 'hajz', 'hagz', 'mawid', 'maw3id'], sdk: { create: 'useBooking', upsert: 'useBooking' }, why: 'useBooking only creates a booking; availability and booking lists have no API' },
  { id: 'lead', surface: 'forms', words: ['contact', 'lead', 'quote', 'message', 'newsletter', 'inquiry', 'enquiry', 'subscriber', 'subscription', 'submission', 'request', 'feedback', 'callback', 'tawasul', 'istifsar', 'risala', 'rasail'], sdk: { create: 'useLead', upsert: 'useLead' }, why: 'leads are created through useLead; reading or editing them is a platform admin task' },
  { id: 'faq', surface: 'content', words: ['faq', 'question', 'asila', 'asel'], sdk: { list: 'useFaqs', one: 'useFaqs' }, why: READ_ONLY },
  // Before careers: `opening_hours` is a timetable, not a job opening.
  { id: 'hours', surface: 'content', words: ['schedule', 'hour', 'timetable', 'horaire', 'mawaid_amal'], sdk: {}, why: 'opening hours have no SDK resource: they become static, editable content' },
  { id: 'career', surface: 'content', words: ['career', 'job', 'vacancy', 'opening', 'position', 'wazifa', 'wazaif', 'wadhifa'], sdk: { list: 'content.careers', one: 'content.careers' }, why: READ_ONLY },
  { id: 'blog', surface: 'content', words: ['blog', 'post', 'article', 'news', 'maqal', 'maqala', 'maqalat', 'akhbar', 'khabar', 'mudawana'], sdk: { list: 'content.blog', one: 'useBlogPost' }, why: READ_ONLY },
  { id: 'legal', surface: 'content', words: ['legal', 'policy', 'privacy', 'term', 'terms', 'page', 'seo', 'meta', 'siyasa'], sdk: { list: 'content.legal', one: 'content.meta' }, why: READ_ONLY },
  { id: 'other-content', surface: 'content', words: ['testimonial', 'review', 'team', 'gallery', 'project', 'portfolio', 'partner', 'client', 'award', 'certificate', 'event', 'comparison', 'about', 'araa', 'fariq', 'mashari'], sdk: {}, why: 'custom content with no SDK resource: it becomes static, editable content' },
  { id: 'price', surface: 'prices', words: ['price', 'pricing', 'plan', 'package', 'tier', 'rate', 'stat', 'stats', 'statistic', 'counter', 'sir', 'asar', 'asaar'], sdk: { list: 'useProducts', one: 'useProduct' }, why: 'prices come from products on the platform' },
  { id: 'service', surface: 'services', words: ['service', 'treatment', 'course', 'class', 'khidma', 'khadamat', 'khedma', 'khedmat'], sdk: { list: 'useProducts', one: 'useProduct' }, why: 'services are products of type service, edited on the platform' },
  { id: 'product', surface: 'products', words: ['product', 'item', 'menu', 'dish', 'meal', 'food', 'catalog', 'catalogue', 'inventory', 'good', 'merch', 'variant', 'offer', 'deal', 'muntaj', 'muntajat', 'montaj', 'montajat', 'montag', 'sanf', 'asnaf', 'bada'], sdk: { list: 'useProducts', one: 'useProduct' }, why: 'admin writes to products: the platform owns the catalogue' },
  { id: 'brand', surface: 'brand', words: ['setting', 'settings', 'brand', 'config', 'configuration', 'banner', 'hero', 'store', 'site', 'profile_store', 'idadat'], sdk: { list: 'useBrand', one: 'useBrand' }, why: 'brand settings are edited on the platform' },
  { id: 'user', surface: 'other', words: ['user', 'profile', 'account', 'customer', 'member', 'admin', 'role', 'session', 'auth', 'wishlist', 'favorite', 'favourite', 'notification', 'log', 'visit'], sdk: {}, why: 'accounts, sessions and per-user data belong to the platform' },
];

/**
 * Server functions named for what they integrate (`functions.invoke('chat')`, `/functions/v1/send-sms`),
 * when their name carries no store entity: an LLM or a messaging integration, with no SDK equivalent.
 */
export const INTEGRATION_FUNCTIONS: { words: string[]; pathWords: string[]; why: string }[] = [
  {
    words: ['chat', 'chatbot', 'ai', 'assistant', 'llm', 'gpt', 'openai', 'anthropic', 'claude', 'gemini', 'completion', 'completions', 'summarize', 'generate', 'recommend', 'recommendation'],
    // A URL path segment this telling wins over any entity word after it (`/api/ai/gift-message` is no lead).
    pathWords: ['ai', 'llm', 'gpt', 'openai', 'anthropic', 'claude', 'gemini', 'chatbot', 'completions'],
    why: 'LLM and AI integrations have no SDK equivalent',
  },
  {
    words: ['email', 'emails', 'mail', 'mailer', 'receipt', 'receipts', 'sms', 'whatsapp', 'notify', 'notification', 'notifications', 'resend', 'sendgrid', 'mailgun', 'twilio', 'nodemailer', 'postmark', 'brevo'],
    pathWords: ['sms', 'twilio', 'sendgrid', 'mailgun'],
    why: 'e-mail and SMS sending has no SDK equivalent (a lead can notify the brand on the platform)',
  },
];

/** Why a server function that names no store entity and no known integration has no equivalent. */
export const SERVER_FUNCTION_WHY = 'server function with no SDK equivalent: the storefront can no longer call it';
/** Why a custom entity (no class matched) has no equivalent. */
export const CUSTOM_ENTITY_WHY = 'custom entity with no SDK resource: it becomes a static, editable page or section';
/** Why a third-party (non-commerce) API has no equivalent. */
/**
 * Third-party lookups that serve a storefront surface without naming a store entity (a postcode
 * lookup fills the delivery address): their surface, by the words of the URL path.
 */
export const THIRD_PARTY_SURFACES: { surface: Surface; words: string[] }[] = [
  { surface: 'delivery-payments', words: ['postcode', 'postcodes', 'postal', 'zip', 'zipcode', 'geocode', 'geocoding', 'address', 'addresses', 'pincode'] },
];

export const THIRD_PARTY_WHY = 'third-party API with no SDK equivalent (a theme calls only the platform)';

/** Path words that carry no entity (`/api/v1/...`, `/rest/v1/...`). */
export const PATH_NOISE = new Set(['api', 'rest', 'v1', 'v2', 'v3', 'v4', 'public', 'graphql', 'wp-json', 'wp', 'json', 'data', 'functions', ':param']);
/** Trailing path words that make a POST a read (`/api/cart/get`) or name the action. */
export const PATH_ACTIONS: Record<string, SiteAction> = {
  get: 'list', list: 'list', all: 'list', fetch: 'list', search: 'list', find: 'list', query: 'list', details: 'one', detail: 'one', single: 'one', info: 'one', validate: 'one', apply: 'one', check: 'one', verify: 'one',
  add: 'create', create: 'create', new: 'create', submit: 'create', send: 'create', place: 'create', subscribe: 'create', book: 'create', save: 'upsert',
  update: 'update', edit: 'update', status: 'update', remove: 'delete', delete: 'delete', clear: 'delete',
};

/** Path words of file-upload endpoints (`POST /api/uploads`, `/api/files/upload`): upload sites (spec §1.8). */
export const UPLOAD_PATH_WORDS = new Set(['upload', 'uploads', 'attachment', 'attachments', 'media']);
export const UPLOAD_WHY = 'file upload has no storefront endpoint: drop it or reference the file in a lead payload (spec §1.8)';

/** Path words of identity endpoints (`/api/auth/login`, `/users/me`): auth sites, removed (spec §1.2). */
export const AUTH_PATH_WORDS = new Set(['auth', 'login', 'logout', 'signin', 'signup', 'register', 'password', 'session', 'token', 'oauth', 'me', 'otp', 'verify-email']);
export const AUTH_WHY = 'the platform owns identity: login, registration and session calls are removed (spec §1.2)';

/** Split an entity name into lowercase words (`CartItem`, `cart_items`, `site-config`). */
// Names repeat across a site's calls: words and classes are worked out once per name (read-only results).
const wordsCache = new Map<string, readonly string[]>();
const classCache = new Map<string, EntityClass | null>();

export function entityWords(name: string): readonly string[] {
  let words = wordsCache.get(name);
  if (!words) {
    words = name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    wordsCache.set(name, words);
  }
  return words;
}

export const singular = (w: string) => (w.endsWith('ies') ? w.slice(0, -3) + 'y' : w.endsWith('sses') ? w.slice(0, -2) : w.endsWith('es') && /(ch|sh|x|ss)es$/.test(w) ? w.slice(0, -2) : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The class of an entity name, or null for a custom entity. */
/**
 * Words naming the store a record kind is kept in (`dishes_collection`, `ordersTable`), not the kind:
 * after another noun they say nothing (a lone `collection` is still a category).
 */
const STORE_SUFFIX = new Set(['collection', 'coll', 'table', 'tbl']);

/** The words of an entity name without a trailing store word. */
function storedWords(name: string): readonly string[] {
  const words = entityWords(name);
  return words.length > 1 && STORE_SUFFIX.has(words[words.length - 1]) ? words.slice(0, -1) : words;
}

export function classifyEntity(name: string | null): EntityClass | null {
  if (!name) return null;
  const hit = classCache.get(name);
  if (hit !== undefined) return hit;
  const forms = new Set(storedWords(name).flatMap((w) => [w, singular(w)]));
  const cls = ENTITY_CLASSES.find((c) => c.words.some((w) => forms.has(w)) || c.pairs?.some(([a, b]) => forms.has(a) && forms.has(b))) ?? null;
  classCache.set(name, cls);
  return cls;
}
