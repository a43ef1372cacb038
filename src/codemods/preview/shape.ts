import { isRecord, type Json } from './literal-data.js';
import type { TypeModel } from './sdk-types.js';
import { perLocaleField } from '../../../rules/data-layer/field-map.js';

/**
 * Source field names that mean a declared SDK field. Sources name things every way (snake case,
 * vendor columns, Arabic pairs); the declared field wins when present under its own name.
 */
const ALIASES: Record<string, string[]> = {
  id: ['id', '_id', 'uuid', 'sku', 'slug'],
  slug: ['slug', 'handle', 'permalink'],
  name: ['name', 'title', 'name_en', 'nameEn', 'product_name', 'productName', 'label'],
  nameAr: ['nameAr', 'name_ar', 'title_ar', 'titleAr', 'arabic_name'],
  title: ['title', 'name', 'headline'],
  description: ['description', 'desc', 'details', 'summary', 'short_description', 'body'],
  descriptionAr: ['descriptionAr', 'description_ar', 'desc_ar'],
  price: ['price', 'price_sar', 'amount', 'cost', 'unit_price', 'unitPrice', 'base_price', 'fee'],
  compareAtPrice: ['compareAtPrice', 'compare_at_price', 'original_price', 'originalPrice', 'old_price', 'oldPrice'],
  image: ['image', 'image_url', 'imageUrl', 'img', 'thumbnail', 'photo', 'cover', 'cover_image'],
  images: ['images', 'gallery', 'photos', 'image_urls'],
  category: ['category', 'category_name', 'categoryName', 'collection', 'type_name'],
  inStock: ['inStock', 'in_stock', 'available', 'is_available', 'isAvailable'],
  question: ['question', 'q', 'title'],
  answer: ['answer', 'a', 'body', 'content'],
  excerpt: ['excerpt', 'summary', 'description'],
  body: ['body', 'content', 'text'],
  publishedAt: ['publishedAt', 'published_at', 'date', 'created_date', 'createdAt', 'created_at'],
  author: ['author', 'author_name', 'by'],
  location: ['location', 'city'],
};

/** Source field names that hold a record's pictures. */
export const IMAGE_FIELDS: readonly string[] = [...ALIASES.image, ...ALIASES.images];

const slugify = (s: string) => s.toLowerCase().trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
/** Only images the preview can load from its own host: hot-linked URLs would be foreign requests. */
export const localImage = (v: Json | undefined): string | null => (typeof v === 'string' && v && !/^(https?:)?\/\//i.test(v) && !v.startsWith('data:') ? v : null);

function lookup(r: Record<string, Json>, prop: string): Json | undefined {
  const present = (k: string) => r[k] !== undefined && r[k] !== null && r[k] !== '';
  for (const k of [prop, ...(ALIASES[prop] ?? [])]) if (present(k)) return r[k];
  // A value kept once per language or currency (`name_fr`, `price_eur`).
  const k = Object.keys(r).find((key) => present(key) && perLocaleField(key) === `p.${prop}`);
  return k === undefined ? undefined : r[k];
}

/** Fields an article named by its model keeps it in (`model`, `model_number`). */
export const MODEL_KEYS: readonly string[] = ['model', 'model_name', 'modelName', 'model_number', 'modelNumber'];

/** An article named only by its maker and model (`{ brand: 'Aurel', model: 'K2' }`): its name is both. */
function articleName(r: Record<string, Json>): string | undefined {
  const text = (keys: string[]) => keys.map((k) => r[k]).find((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number');
  const model = text([...MODEL_KEYS]);
  if (model === undefined) return undefined;
  const maker = text(['brand', 'make', 'manufacturer', 'maker']);
  return maker === undefined ? String(model) : `${maker} ${model}`;
}

/** The record's name, else its maker and model. */
const nameOf = (r: Record<string, Json>): Json | undefined => lookup(r, 'name') ?? articleName(r);

/** A default for a declared type: the neutral value the SDK would return for a missing field. */
export function defaultFor(t: TypeModel): Json {
  switch (t.kind) {
    case 'string': return '';
    case 'number': return 0;
    case 'boolean': return false;
    case 'literal': return t.value;
    case 'array': return [];
    case 'union': return defaultFor(t.options[0]);
    case 'object': return Object.fromEntries(t.props.filter((p) => !p.optional).map((p) => [p.name, defaultFor(p.type)]));
    default: return null;
  }
}

/** Coerce a source value to a declared type, or undefined when it does not fit. */
function coerce(v: Json | undefined, t: TypeModel): Json | undefined {
  if (v === undefined) return undefined;
  const inner = t.kind === 'nullable' ? t.inner : t;
  switch (inner.kind) {
    case 'string':
      if (typeof v === 'string' || typeof v === 'number') return String(v);
      return isRecord(v) && typeof v.name === 'string' ? v.name : undefined;
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[^\d.-]/g, '')) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return typeof v === 'boolean' ? v : typeof v === 'number' ? v > 0 : undefined;
    case 'literal':
      return v === inner.value ? v : undefined;
    case 'union':
      return inner.options.map((o) => coerce(v, o)).find((x) => x !== undefined);
    case 'array':
      return Array.isArray(v) ? v.map((x) => coerce(x, inner.element)).filter((x): x is Json => x !== undefined) : undefined;
    case 'object':
      return isRecord(v) ? shapeRecord(v, inner) : undefined;
    default:
      return v;
  }
}

/**
 * A source record in the declared shape: every required field present, values coerced, images
 * kept only when local; `raw` (where declared) keeps the source record as it was, so
 * `raw.category` stays a string as demo data has it.
 */
export function shapeRecord(r: Record<string, Json>, t: TypeModel & { kind: 'object' }, extra: Record<string, Json> = {}, index = 0): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const p of t.props) {
    if (p.name in extra) {
      out[p.name] = extra[p.name];
      continue;
    }
    if (p.name === 'raw') {
      out.raw = r;
      continue;
    }
    let v = coerce(p.name === 'name' ? nameOf(r) : lookup(r, p.name), p.type);
    if (p.name === 'image' || p.name === 'images') {
      v = p.name === 'image' ? localImage(lookup(r, 'image') ?? (Array.isArray(r.images) ? r.images[0] : undefined)) : (Array.isArray(v) ? v.map(localImage).filter((x): x is string => Boolean(x)) : undefined);
      if (p.name === 'images' && (!v || !(v as Json[]).length)) v = localImage(lookup(r, 'image')) ? [localImage(lookup(r, 'image'))!] : [];
    }
    if (v === undefined && p.name === 'slug') v = slugify(String(nameOf(r) ?? lookup(r, 'title') ?? `item-${index + 1}`));
    if (v === undefined && p.name === 'id') v = String(lookup(r, 'slug') ?? slugify(String(nameOf(r) ?? lookup(r, 'title') ?? `item-${index + 1}`)));
    if (v === undefined && p.name === 'inStock') v = typeof r.stock === 'number' ? r.stock > 0 : true;
    if (v === undefined && p.optional) continue;
    out[p.name] = v === undefined ? defaultFor(p.type) : v;
  }
  return out;
}
