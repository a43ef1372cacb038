/**
 * Field names, as data (issue 4): how the SDK's normalized shapes are read back in the source's own
 * field names, and which source field names feed each SDK input. The generated helper module
 * (`helper-module.ts`) is built from these tables; codemods never hard-code a field name.
 */

/** View product field → expression over the SDK product `p` (its source record is `raw`). */
export const VIEW_PRODUCT: Record<string, string> = {
  name: 'p.name',
  title: 'p.name',
  name_ar: 'p.nameAr',
  nameAr: 'p.nameAr',
  description: 'p.description',
  price: 'p.price',
  compare_at_price: 'p.compareAtPrice',
  original_price: 'p.compareAtPrice',
  originalPrice: 'p.compareAtPrice',
  compareAtPrice: 'p.compareAtPrice',
  image: 'p.image',
  image_url: 'p.image',
  imageUrl: 'p.image',
  images: 'p.images',
  category: 'categoryName(p.category ?? raw.category)',
  in_stock: 'p.inStock',
  inStock: 'p.inStock',
  currency: 'p.currency',
  type: 'p.type',
};

const IMAGE_LIST = 'p.images?.length ? p.images : p.image ? [p.image] : []';

/**
 * Other names a source reads a product's fields by, each → its expression over the SDK product:
 * document-store ids (`_id`) and the field names of sites written in other languages (`nom`,
 * `prix`, `precio`, `nome`...). Only the names the site's own code reads are added to its view.
 */
export const FIELD_ALIASES: Record<string, string> = {
  _id: 'p.id', uuid: 'p.id',
  nom: 'p.name', nombre: 'p.name', nome: 'p.name', titre: 'p.name', titulo: 'p.name', titolo: 'p.name', libelle: 'p.name',
  prix: 'p.price', precio: 'p.price', preco: 'p.price', prezzo: 'p.price', preis: 'p.price',
  descripcion: 'p.description', descricao: 'p.description', descrizione: 'p.description', beschreibung: 'p.description',
  categorie: 'categoryName(p.category ?? raw.category)', categoria: 'categoryName(p.category ?? raw.category)', kategorie: 'categoryName(p.category ?? raw.category)',
  imagen: 'p.image', imagem: 'p.image', immagine: 'p.image', bild: 'p.image',
  // Prices kept in minor units (cents) by the source's own table; the SDK's price is in major units.
  price_cents: 'Math.round(p.price * 100)', priceCents: 'Math.round(p.price * 100)',
  thumbnail_url: 'p.image', thumbnailUrl: 'p.image', thumbnail: 'p.image',
  // Ids, prices and categories under the names catalogue APIs give them.
  productId: 'p.id', minPrice: 'p.price', basePrice: 'p.price', base_price: 'p.price',
  categoryName: 'categoryName(p.category ?? raw.category)', category_name: 'categoryName(p.category ?? raw.category)',
  // A picture list under another name (`covers.map(...)`): the SDK's images.
  photos: IMAGE_LIST, pictures: IMAGE_LIST, gallery: IMAGE_LIST, covers: IMAGE_LIST,
  // A source that sells variants expects at least one; a product without any is its own variant.
  variants: variantsOf([]),
};

const wordsOf = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_-]+/).filter(Boolean);
const NUMBER_LAST = new Set(['rate', 'rating', 'ratings', 'count', 'sold', 'stock', 'quantity', 'qty', 'inventory', 'cost', 'fee', 'fees', 'charge', 'charges']);
const STOCK_WORDS = new Set(['stock', 'inventory']);

/**
 * A number a source reads off a product or a variant that the SDK has no value for: a stock count
 * (`stockQuantity`, `stock`, `qty_available`), a rating or a review count (`avgRate`, `rating`,
 * `reviewCount`). Read as undefined it shows "undefined in stock" or computes NaN.
 */
export function isSdkLessNumber(k: string): boolean {
  const w = wordsOf(k);
  const last = w[w.length - 1] ?? '';
  return NUMBER_LAST.has(last) || (['quantity', 'qty', 'count', 'level', 'left', 'available'].includes(last) && w.some((x) => STOCK_WORDS.has(x)));
}

/** A stock count (`stockQuantity`, `qty`, `inventory`): it follows the SDK's in-stock flag. */
export const isStockCount = (k: string): boolean => wordsOf(k).some((x) => STOCK_WORDS.has(x) || x === 'quantity' || x === 'qty');

/**
 * Its safe default over the record `o` (the SDK product or variant): the source's own number when
 * its raw data has one (a numeric string, `"24.90"` from a decimal column, read as that number);
 * else a stock count follows the SDK's in-stock flag (1 while it sells, 0 when sold out, so the page
 * neither blocks buying nor claims stock it has none of), a price of one size or pack (`price500g`,
 * `priceLarge`) is the record's price, and any other number is 0. `asText`: the source also calls
 * string methods on it (`price500g.replace(',', '.')`): the same value as a numeric string.
 */
export function sdkLessNumber(k: string, o: string, raw: string, asText = false): string {
  const own = `${raw}[${JSON.stringify(k)}]`;
  const fallback = isStockCount(k) ? `${o}.inStock === false ? 0 : 1` : /^price/i.test(k) ? `typeof ${o}.price === 'number' ? ${o}.price : 0` : '0';
  const numericText = `typeof ${own} === 'string' && ${own}.trim() !== '' && !Number.isNaN(Number(${own}))`;
  if (asText) return `typeof ${own} === 'number' || (${numericText}) ? String(${own}) : String(${fallback})`;
  return `typeof ${own} === 'number' ? ${own} : ${numericText} ? Number(${own}) : ${fallback}`;
}

/** Fields every view variant has (the SDK variant's, the names variantsOf adds, the one-variant fallback's). */
export const VIEW_VARIANT_FIELDS: readonly string[] = ['id', 'title', 'name', 'label', 'option', 'price', 'inStock'];

/** The variants expression, with the SDK-less numbers the source reads off a variant (`variant.stockQuantity`). */
export function variantsOf(numbers: string[]): string {
  const of = (o: string, raw: string) => numbers.map((k) => `, ${JSON.stringify(k).replace(/^"([A-Za-z_$][\w$]*)"$/, '$1')}: ${sdkLessNumber(k, o, raw)}`).join('');
  // The record's own variant of the same place lies under the SDK's (`size`, `part_number`: fields the SDK variant has no place for).
  const own = 'Array.isArray(raw.variants) && raw.variants[i] && typeof raw.variants[i] === "object" ? raw.variants[i] : {}';
  return `p.variants?.length ? p.variants.map((v, i) => ({ ...(${own}), ...v, name: v.title, label: v.title, option: v.title${of('v', 'v')} })) : [{ id: p.id, title: p.name, name: p.name, label: p.name, option: p.name, price: p.price, inStock: p.inStock${of('p', 'raw')} }]`;
}

const LANGS = 'en|fr|de|es|it|pt|nl|tr|ru|zh|ja|ur|fa|he';
const CURRENCIES = 'eur|usd|gbp|sar|aed|mad|egp|kwd|qar|bhd|omr|jod|try|inr|cad|aud|chf|jpy|cny|dzd|tnd';
/**
 * Product fields a source keeps once per language or currency (`name_fr`, `nameEn`, `price_eur`,
 * `priceUsd`): the SDK's one localized value stands in for each. Arabic has its own SDK fields.
 */
const PER_LOCALE: [RegExp, string][] = [
  [/^(name|title)_ar$|^titleAr$|^arabic(Name|Title)$|^(name|title)Arabic$|^arabic_(name|title)$/, 'p.nameAr ?? p.name'],
  [/^description_ar$|^descriptionAr$|^arabicDescription$|^descriptionArabic$|^arabic_description$/, 'p.descriptionAr ?? p.description'],
  [/^english(Name|Title)$|^(name|title)English$|^english_(name|title)$/, 'p.name'],
  [/^englishDescription$|^descriptionEnglish$|^english_description$/, 'p.description'],
  [new RegExp(`^(name|title)(_(${LANGS})|(${cap(LANGS)}))$`), 'p.name'],
  [new RegExp(`^description(_(${LANGS})|(${cap(LANGS)}))$`), 'p.description'],
  [new RegExp(`^price(_(${CURRENCIES})|(${cap(CURRENCIES)}))$`), 'p.price'],
];
function cap(alternatives: string): string {
  return alternatives.split('|').map((a) => a.charAt(0).toUpperCase() + a.slice(1)).join('|');
}

/** The SDK value a per-language or per-currency product field reads (`name_fr` → `p.name`), if it is one. */
export function perLocaleField(k: string): string | null {
  return PER_LOCALE.find(([re]) => re.test(k))?.[1] ?? null;
}

/**
 * A table that names its columns after what it sells (`pizza_name`, `dishPrice`, `item_image`,
 * `product_description`): the record's own name, price, picture and description. Only nouns a
 * shop's catalogue rows stand for: a `customer_name` or `brand_name` is someone else's.
 */
const OWN_NOUN = 'product|item|menu[-_]?item|menu|dish|pizza|burger|meal|food|cake|drink|plate|treatment|article';
const OWN_FIELDS: [RegExp, string][] = [
  [new RegExp(`^(${OWN_NOUN})[-_]?(name|title)$`, 'i'), 'p.name'],
  [new RegExp(`^(${OWN_NOUN})[-_]?price$`, 'i'), 'p.price'],
  [new RegExp(`^(${OWN_NOUN})[-_]?(image|img|photo|picture)([-_]?url)?$`, 'i'), 'p.image'],
  [new RegExp(`^(${OWN_NOUN})[-_]?(description|desc)$`, 'i'), 'p.description'],
];

/** The SDK value a field named after the record's own noun reads (`pizza_name` → `p.name`), if it is one. */
export function ownNounField(k: string): string | null {
  return OWN_FIELDS.find(([re]) => re.test(k))?.[1] ?? null;
}

/** The expression another name of a product field reads (FIELD_ALIASES, then per-language/currency names). */
export function fieldAlias(k: string): string | null {
  if (Object.hasOwn(FIELD_ALIASES, k)) return FIELD_ALIASES[k];
  // A backend that names its fields in PascalCase (`Name`, `Price`, `Image`, `Description`): the same fields.
  const lower = /^[A-Z][a-z]/.test(k) ? `${k[0].toLowerCase()}${k.slice(1)}` : null;
  if (lower && Object.hasOwn(VIEW_PRODUCT, lower)) return VIEW_PRODUCT[lower];
  if (lower && Object.hasOwn(FIELD_ALIASES, lower)) return FIELD_ALIASES[lower];
  return perLocaleField(k) ?? ownNounField(k);
}

/** A type the source declares its product records with (`type Product`, `interface MenuItem`, `IProduct`). */
export const PRODUCT_TYPE_NAME = /^(I|T)?(Product|Item|MenuItem|CatalogItem|Dish|Service|Listing)(Type|Data|Record|Props)?$/;

/**
 * A record type named after what the shop sells (`interface PhoneProps`, `type Bike`) is its product
 * type by its shape: an id, a name (or title) and a price.
 */
export const isProductShape = (fields: ReadonlySet<string>): boolean => fields.has('id') && fields.has('price') && (fields.has('name') || fields.has('title'));

/**
 * View product fields the SDK holds as one value that a source may read as a list (`image: string[]`,
 * `image[0]`, `image.map(...)`): the list expression used instead when the source does.
 */
export const VIEW_PRODUCT_LIST: Record<string, string> = {
  image: 'p.images?.length ? p.images : p.image ? [p.image] : []',
  image_url: 'p.images?.length ? p.images : p.image ? [p.image] : []',
  imageUrl: 'p.images?.length ? p.images : p.image ? [p.image] : []',
};

/**
 * A response body the source unpacks as an envelope (`{ success, data }`): the value of each key it
 * reads besides `data` (which holds the SDK data). Keys not listed read as undefined.
 */
export const BODY_ENVELOPE: Record<string, unknown> = { success: true, ok: true, status: 'success', error: null, errors: null, message: null };

/** Keys a paged body holds its list under (`{ items, totalRecords }`, `{ results, count }`): the SDK data goes there. */
export const BODY_LIST_KEYS: readonly string[] = ['items', 'results', 'result', 'records', 'rows', 'docs', 'list', 'entries', 'hits'];

/**
 * The paging keys of such a body, with the value each gets over the SDK's one page of data: a
 * count (`length`), the first page (1), or a flag that there is no more.
 */
export const BODY_PAGING: Record<string, 'length' | 1 | false | null> = {
  total: 'length', totalRecords: 'length', totalCount: 'length', totalItems: 'length', totalResults: 'length', count: 'length', pageSize: 'length', limit: 'length',
  totalPages: 1, pages: 1, pageCount: 1, page: 1, pageNumber: 1, currentPage: 1,
  hasMore: false, hasNextPage: false, hasNext: false, next: null, previous: null, prev: null,
};

/** A collection as the plain name a source reads when its categories are strings (`string[]`). */
export const VIEW_COLLECTION_NAME = 'c.name ?? c.slug';

/** View collection field → expression over the SDK collection `c`. */
export const VIEW_COLLECTION: Record<string, string> = {
  name: 'c.name ?? c.title',
  title: 'c.title ?? c.name',
  slug: 'c.slug ?? c.id',
};

/**
 * View delivery method field → expression over an SDK delivery method `m` (`{ id, name, nameAr, fee,
 * eta }`). Sources keep a zone's or a method's fee under names of their own (`delivery_fee`,
 * `shippingCost`, `price`); read as undefined, `zone.delivery_fee.toFixed(2)` throws. A rule of the
 * source's own (a minimum order, a free-delivery threshold) has no platform value and stays unset.
 */
const FEE = 'm.fee';
const DAY_FIELDS = {
  min: ['estimated_days_min', 'estimatedDaysMin', 'min_days', 'minDays', 'days_min', 'daysMin', 'min_delivery_days', 'minDeliveryDays', 'estimated_days', 'estimatedDays', 'delivery_days', 'deliveryDays'],
  max: ['estimated_days_max', 'estimatedDaysMax', 'max_days', 'maxDays', 'days_max', 'daysMax', 'max_delivery_days', 'maxDeliveryDays'],
};
export const VIEW_DELIVERY_METHOD: Record<string, string> = {
  name: 'm.name',
  title: 'm.name',
  name_ar: 'm.nameAr',
  nameAr: 'm.nameAr',
  fee: FEE, price: FEE, cost: FEE, rate: FEE, amount: FEE, charge: FEE,
  delivery_fee: FEE, deliveryFee: FEE, delivery_cost: FEE, deliveryCost: FEE, delivery_price: FEE, deliveryPrice: FEE,
  shipping_fee: FEE, shippingFee: FEE, shipping_cost: FEE, shippingCost: FEE, shipping_price: FEE, shippingPrice: FEE,
  base_fee: FEE, baseFee: FEE, flat_rate: FEE, flatRate: FEE,
  eta: 'm.eta',
  estimated_time: 'm.eta', estimatedTime: 'm.eta', delivery_time: 'm.eta', deliveryTime: 'm.eta',
  // Day counts kept as numbers (`{zone.estimated_days_min}-{zone.estimated_days_max} days`): read out of the eta text.
  ...Object.fromEntries(DAY_FIELDS.min.map((k) => [k, "etaDays(m.eta, 'min')"])),
  ...Object.fromEntries(DAY_FIELDS.max.map((k) => [k, "etaDays(m.eta, 'max')"])),
  // The platform lists the methods a shopper can choose now: each is active.
  active: 'true', is_active: 'true', isActive: 'true', enabled: 'true',
};

/** View cart row field → expression over an SDK cart item `i` (the row id is the product id). */
export const VIEW_CART_ITEM: Record<string, string> = {
  id: 'i.productId',
  product_id: 'i.productId',
  productId: 'i.productId',
  variant_id: 'i.variantId',
  quantity: 'i.quantity',
  price: 'i.price',
  name: 'i.name',
  title: 'i.name',
  image: 'i.image',
  image_url: 'i.image',
  imageUrl: 'i.image',
  // A line that nests its product (`item.product.imageUrl`) finds it under `product`.
  product: '{ id: i.productId, slug: i.productId, name: i.name, title: i.name, price: i.price, image: i.image, image_url: i.image, imageUrl: i.image, images: i.image ? [i.image] : [] }',
};

/** SDK input key → the source field names that may carry it, first present wins. */
export const LEAD_INPUT: Record<string, string[]> = {
  name: ['name', 'full_name', 'fullName', 'first_name', 'firstName', 'customer_name', 'customerName', 'contact_name', 'contactName'],
  phone: ['phone', 'phone_number', 'phoneNumber', 'mobile', 'tel', 'customer_phone', 'customerPhone', 'contact_phone', 'contactPhone', 'whatsapp'],
  email: ['email', 'email_address', 'emailAddress', 'customer_email', 'customerEmail', 'contact_email', 'contactEmail'],
  message: ['message', 'body', 'comment', 'details', 'notes', 'content', 'inquiry', 'enquiry', 'description'],
};
export const CART_INPUT: Record<string, string[]> = {
  productId: ['productId', 'product_id', 'itemId', 'item_id', 'id'],
  variantId: ['variantId', 'variant_id', 'size', 'variant'],
  quantity: ['quantity', 'qty', 'count'],
  price: ['price', 'unit_price', 'unitPrice'],
};
export const CHECKOUT_INPUT: Record<string, string[]> = {
  items: ['items', 'line_items', 'lineItems', 'products', 'cart'],
  shipping: ['shipping', 'address', 'shipping_address', 'shippingAddress', 'customer', 'delivery_address'],
  paymentMethod: ['paymentMethod', 'payment_method', 'payment'],
  deliveryMethod: ['deliveryMethod', 'delivery_method', 'shipping_method'],
  discountCode: ['discountCode', 'discount_code', 'coupon', 'coupon_code', 'couponCode', 'promo'],
  totalAmount: ['totalAmount', 'total', 'total_amount', 'amount', 'grand_total'],
  currency: ['currency'],
};

export const BOOKING_INPUT: Record<string, string[]> = {
  serviceSlug: ['serviceSlug', 'service_slug', 'service', 'service_id', 'serviceId'],
  date: ['date', 'booking_date', 'bookingDate', 'day', 'appointment_date', 'appointmentDate', 'preferred_date', 'preferredDate'],
  time: ['time', 'slot', 'booking_time', 'bookingTime', 'start_time', 'startTime', 'appointment_time', 'appointmentTime', 'preferred_time', 'preferredTime', 'time_slot', 'timeSlot'],
};

/** Source filter keys (column or query-string names) → the `useProducts` argument they mean. */
export const FILTER_ARGS: Record<string, 'collection' | 'type' | 'search' | 'limit' | 'id' | 'slug'> = {
  category: 'collection', category_id: 'collection', categoryId: 'collection', category_slug: 'collection',
  collection: 'collection', collection_id: 'collection', cat: 'collection',
  type: 'type', kind: 'type',
  search: 'search', q: 'search', query: 'search', name: 'search', title: 'search', keyword: 'search',
  limit: 'limit', per_page: 'limit', pageSize: 'limit',
  id: 'id', _id: 'id', slug: 'slug',
};

/** Filter keys that only restate what a storefront shows anyway (no Limitations row for them). */
export const IMPLIED_FILTERS = new Set(['is_active', 'isActive', 'active', 'published', 'is_published', 'status', 'visible']);

export default {
  id: 'field-map',
  docs: { description: 'Source field names ↔ SDK shapes: view products, cart rows, lead, cart and checkout inputs, filter keys → hook arguments.' },
};
