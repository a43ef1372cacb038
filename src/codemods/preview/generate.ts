import path from 'node:path';
import { assetPath, type Json } from './literal-data.js';
import { defaultFor, shapeRecord } from './shape.js';
import type { ClientMethodModel, SdkTypes, TypeModel } from './sdk-types.js';
import type { SourceData } from './source-data.js';
import { numberIds } from './numeric-ids.js';

type ObjectModel = TypeModel & { kind: 'object' };
const objectOf = (t: TypeModel): ObjectModel | null => (t.kind === 'object' ? t : t.kind === 'nullable' ? objectOf(t.inner) : null);

/** The demo-data key an array-returning method serves: `products.list` → products, `delivery.methods` → deliveryMethods, `content.faqs` → faqs. */
export function dataKey(m: ClientMethodModel): string | null {
  if (m.returns.kind !== 'array') return null;
  const [ns, name] = m.path.split('.');
  if (name === 'list') return ns;
  if (name === 'methods') return `${ns.replace(/s$/, '')}Methods`;
  return name;
}

/** Neutral records for the parts of a storefront the source has no data for (never invented commerce facts), in both languages. */
const NEUTRAL: Record<string, Record<string, Json>[]> = {
  products: [
    { id: 'sample-1', name: 'Sample product', nameAr: 'منتج تجريبي', price: 10, description: 'A product from your catalogue will show here.', descriptionAr: 'سيظهر هنا منتج من كتالوجك.' },
    { id: 'sample-2', name: 'Another product', nameAr: 'منتج آخر', price: 20, description: 'Products come from the platform once the theme is live.', descriptionAr: 'تأتي المنتجات من المنصة عند تشغيل القالب.' },
    { id: 'sample-3', name: 'Third product', nameAr: 'منتج ثالث', price: 30, description: 'Prices, images and stock are managed on the platform.', descriptionAr: 'تُدار الأسعار والصور والمخزون على المنصة.' },
  ],
  services: [
    { id: 'service-1', name: 'Sample service', nameAr: 'خدمة تجريبية', price: 50, description: 'A service from your catalogue will show here.', descriptionAr: 'ستظهر هنا خدمة من كتالوجك.' },
    { id: 'service-2', name: 'Another service', nameAr: 'خدمة أخرى', price: 80, description: 'Services are booked through the platform once the theme is live.', descriptionAr: 'تُحجز الخدمات عبر المنصة عند تشغيل القالب.' },
    { id: 'service-3', name: 'Third service', nameAr: 'خدمة ثالثة', price: 120, description: 'Durations, prices and availability are managed on the platform.', descriptionAr: 'تُدار المدد والأسعار والتوفر على المنصة.' },
  ],
  // Only for a theme with a page showing one post (buildDemoData's `blogPost`): content is optional
  // per brand, so a blog list alone shows its empty state.
  blog: [
    { slug: 'sample-post', title: 'Sample post', excerpt: 'A post from your blog will show here.', body: 'Posts come from the platform content engine once the theme is live.', publishedAt: '2024-01-15' },
  ],
  deliveryMethods: [{ id: 'standard', name: 'Standard delivery', fee: 0, eta: '2-4 days' }],
  paymentMethods: [{ id: 'on-delivery', name: 'Pay on delivery', type: 'cash_on_delivery' }],
};

/**
 * Source records (by kind) → demo data keyed like the client's list methods, in the declared
 * shapes. `services`: the site reads services, so neutral products include neutral services
 * (`type: 'service'`) for its service lists to show.
 */
export function buildDemoData(types: SdkTypes, source: SourceData, opts: { services?: boolean; categories?: string[]; numericIds?: boolean; blogPost?: boolean } = {}): { data: Record<string, Json[]>; fromSource: string[] } {
  const data: Record<string, Json[]> = {};
  const fromSource: string[] = [];
  for (const m of types.methods) {
    const key = dataKey(m);
    const el = m.returns.kind === 'array' ? objectOf(m.returns.element) : null;
    if (!key || !el || key in data) continue;
    const records: { r: Record<string, Json>; extra: Record<string, Json> }[] = [];
    if (key === 'products') {
      records.push(...source.products.map((r) => ({ r, extra: {} })), ...source.services.map((r) => ({ r, extra: (el.props.some((p) => p.name === 'type') ? { type: 'service' } : {}) as Record<string, Json> })));
    } else if (key in source && key !== 'origins') {
      records.push(...(source[key as keyof Omit<SourceData, 'origins'>] ?? []).map((r) => ({ r, extra: {} })));
    }
    if (key === 'collections' && !records.length) {
      // Collections the source implies through its products' categories.
      const names = [...new Set([...source.products, ...source.services].map((p) => p.category).map((c) => (typeof c === 'string' ? c : c && typeof c === 'object' && !Array.isArray(c) ? c.name : null)).filter((c): c is string => typeof c === 'string' && c !== ''))];
      records.push(...names.map((name) => ({ r: { name } as Record<string, Json>, extra: {} })));
    }
    if (records.length) fromSource.push(key);
    else if (key !== 'blog' || opts.blogPost) {
      records.push(...(NEUTRAL[key] ?? []).map((r) => ({ r, extra: {} })));
      const typed = el.props.some((p) => p.name === 'type');
      if (key === 'products' && opts.services && typed) records.push(...NEUTRAL.services.map((r) => ({ r, extra: { type: 'service' } as Record<string, Json> })));
    }
    // Products without a category take the values the pages look them up by, in turn.
    const hints = key === 'products' ? opts.categories ?? [] : [];
    const categorized = hints.length ? records.map(({ r, extra }, i) => ({ r: r.category === undefined || r.category === null || r.category === '' ? { ...r, category: hints[i % hints.length] } : r, extra })) : records;
    const shaped = categorized.map(({ r, extra }, i) => shapeRecord(r, el, extra, i));
    // Pages that parse their route id as a number find products and services by numeric ids.
    data[key] = opts.numericIds && key === 'products' ? numberIds(shaped) : shaped;
  }
  return { data, fromSource };
}

/**
 * A JSON value as TypeScript's formatter lays out a one-line literal: a space after `:` and `,`,
 * spaces inside non-empty braces, none inside brackets (the module used to be formatted by
 * ts-morph; test/codemods/preview/demo-storefront-writer.test.ts holds it to that output).
 */
function literal(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${literal(x)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(v);
}

/** A write's result template: the declared shape, with ids and statuses saying "preview". */
function resultTemplate(t: ObjectModel): Record<string, Json> {
  const out = defaultFor(t) as Record<string, Json>;
  for (const p of t.props) {
    if (p.type.kind === 'string' && /(^id$|Id$)/.test(p.name)) out[p.name] = `preview-${p.name.replace(/Id$/, '') || 'id'}`;
    if (p.type.kind === 'string' && p.name === 'status') out[p.name] = 'preview';
  }
  return out;
}

function methodBody(m: ClientMethodModel, keys: Map<string, string>): string {
  const params = m.params.map((p) => p.name);
  const ret = m.returns;
  const obj = objectOf(ret);
  const sig = `async (${params.join(', ')}) => `;
  if (ret.kind === 'void' || ret.kind === 'null') return `${sig}undefined`;
  if (ret.kind === 'array') {
    const key = dataKey(m);
    return `${sig}listOf(demoData[${literal(key ?? '')}] ?? [], ${params[0] ?? 'undefined'})`;
  }
  if (obj?.name === 'Brand' || /^brand\./.test(m.path)) return `${sig}JSON.parse(JSON.stringify(demoBrand))`;
  if (ret.kind === 'nullable' && obj) {
    const key = obj.name ? keys.get(obj.name) : undefined;
    return key ? `${sig}findIn(demoData[${literal(key)}] ?? [], ${params[0] ?? 'undefined'})` : `${sig}null`;
  }
  if (obj) {
    const first = m.params[0];
    const input = m.params.length === 1 && first && objectOf(first.type) ? first.name : params.length ? `{ ${params.join(', ')} }` : '{}';
    return `${sig}resultOf(${literal(resultTemplate(obj))}, ${input})`;
  }
  return `${sig}${literal(defaultFor(ret))}`;
}

/**
 * The demo storefront client module, from the SDK's declarations: one method for each method of
 * the client interface, over the demo data. Written as text (no TypeScript printer to load).
 */
export function demoStorefrontModule(types: SdkTypes, sourceLabel: string): string {
  const keys = new Map<string, string>();
  for (const m of types.methods) {
    const el = m.returns.kind === 'array' ? objectOf(m.returns.element) : null;
    const key = dataKey(m);
    if (el?.name && key && !keys.has(el.name)) keys.set(el.name, key);
  }
  const byNs = new Map<string, ClientMethodModel[]>();
  for (const m of types.methods) {
    const ns = m.path.split('.')[0];
    byNs.set(ns, [...(byNs.get(ns) ?? []), m]);
  }
  const namespaces = [...byNs].map(([ns, methods]) => `  ${ns}: {\n${methods.map((m) => `    ${m.path.split('.')[1]}: ${methodBody(m, keys)},\n`).join('')}  },\n`);
  return [
    `// platform-convert: the demo storefront client of preview mode, generated from ${sourceLabel}`,
    '// (one method for each method of the storefront client interface). Data: ./demo-data.js.',
    '// Regenerated by convert; edit demo-data.js instead.',
    'import { demoData, demoBrand } from "./demo-data.js";',
    'import { listOf, findIn, resultOf } from "./demo-helpers.js";',
    'export { demoBrand };',
    '',
    `export const demoStorefront = ${namespaces.length ? `{\n${namespaces.join('')}}` : '{}'};`,
    '',
  ].join('\n');
}

/** A JSON text with the source's picture files written as `new URL(relative, import.meta.url).href`, resolved from `file`. */
function withAssets(json: string, file: string): string {
  return json.replace(/"((?:[^"\\]|\\.)*)"/g, (whole: string) => {
    const asset = assetPath(JSON.parse(whole) as string);
    if (!asset) return whole;
    const rel = path.posix.relative(path.posix.dirname(file), asset);
    return `new URL(${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)}, import.meta.url).href`;
  });
}

/** `src/preview/demo-data.js` (at `file`): the data as plain literals, with where it came from. */
export function demoDataModule(data: Record<string, Json[]>, brand: Record<string, Json>, origins: Record<string, string[]>, file = 'src/preview/demo-data.js'): string {
  const from = Object.entries(origins).map(([k, v]) => `//   ${k}: ${v.join(', ')}`);
  return [
    '// platform-convert: demo data of preview mode, taken from the source where it had any:',
    ...(from.length ? from : ['//   (none found: neutral demo data)']),
    '// Edit freely: convert keeps this file once it exists.',
    '',
    `export const demoBrand = ${JSON.stringify(brand, null, 2)};`,
    '',
    `export const demoData = ${withAssets(JSON.stringify(data, null, 2), file)};`,
    '',
  ].join('\n');
}
