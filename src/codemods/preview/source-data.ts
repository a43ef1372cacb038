import type { Node } from '@babel/types';
import type { File } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import path from 'node:path';
import { assetValue, isRecord, literalValue, type Json } from './literal-data.js';
import { fileStem, isDataFile, jsonArrays, topLevelArrays } from './data-arrays.js';
import { perLocaleField } from '../../../rules/data-layer/field-map.js';

/** Arrays of records found in the source, by what they look like. */
export interface SourceData {
  products: Record<string, Json>[];
  services: Record<string, Json>[];
  collections: Record<string, Json>[];
  faqs: Record<string, Json>[];
  blog: Record<string, Json>[];
  careers: Record<string, Json>[];
  /** Where each kind came from (site paths), for the report. */
  origins: Record<string, string[]>;
}

type Kind = Exclude<keyof SourceData, 'origins'>;

const present = (r: Record<string, Json>, k: string) => r[k] !== undefined && r[k] !== null && r[k] !== '';
const has = (r: Record<string, Json>, ...keys: string[]) => keys.some((k) => present(r, k));
/** A name or price kept once per language or currency (`name_fr`, `price_eur`). */
const hasPer = (r: Record<string, Json>, field: 'p.name' | 'p.price') => Object.keys(r).some((k) => present(r, k) && perLocaleField(k) === field);
const NAME = ['name', 'title', 'name_en', 'nameEn', 'product_name', 'productName'];
const PRICE = ['price', 'price_sar', 'amount', 'cost', 'unit_price', 'unitPrice', 'base_price'];
/** What names one article of a maker's range: a model, a part number, a stock-keeping code. */
const MODEL = ['model', 'model_number', 'modelNumber', 'sku', 'part_number', 'partNumber', 'mpn'];
const MAKER = ['brand', 'make', 'manufacturer', 'maker'];
const PICTURE_FIELDS = ['image', 'image_url', 'imageUrl', 'img', 'images', 'photo', 'thumbnail'];
/** Lists of people, words or work that can carry a picture and a code but are never the store's goods. */
const NOT_GOODS = /team|member|staff|people|testimonial|review|partner|client|project|portfolio|gallery|slide|banner|post(?!er)|article|news|feature(?!d)|step|faq/;

/**
 * A catalogue shown without prices (a dealer's range, a quote-only store): a record names an
 * article by a model or part number (its own, or its variants') beside a name or a maker, and
 * shows its picture.
 */
export function pricelessArticle(r: Record<string, Json>): boolean {
  const variants = Array.isArray(r.variants) ? r.variants.filter(isRecord) : [];
  const coded = has(r, ...MODEL) || variants.some((v) => has(v, ...MODEL));
  return coded && (has(r, ...NAME) || has(r, ...MAKER)) && has(r, ...PICTURE_FIELDS);
}

/** Records most of which are articles named by a model or part number, priced or not (a plan or a perk never is). */
export const isArticleList = (records: Record<string, Json>[]): boolean => records.length > 0 && records.filter(pricelessArticle).length / records.length >= 0.6;

/** What an array of records is, from the fields most of its records carry, with the variable name as tie-breaker. */
export function classify(records: Record<string, Json>[], hint: string): Kind | null {
  if (!records.length) return null;
  const share = (test: (r: Record<string, Json>) => boolean) => records.filter(test).length / records.length;
  const h = hint.toLowerCase();
  // The array's own name (`… testimonials`), not its folder: a list named for people or words is
  // never the goods, even when its records carry a price (placeholders filled from a card's reads).
  const own = h.replace(/^.*[\s/]/, '');
  if (share((r) => has(r, 'question', 'q') && has(r, 'answer', 'a')) >= 0.6) return 'faqs';
  if (share((r) => (has(r, ...NAME) || hasPer(r, 'p.name')) && (has(r, ...PRICE) || hasPer(r, 'p.price'))) >= 0.6) {
    if (/service|treatment|package|session/.test(h) || share((r) => r.type === 'service') >= 0.6) return 'services';
    return NOT_GOODS.test(own) ? null : 'products';
  }
  if (share(pricelessArticle) >= 0.6 && !NOT_GOODS.test(h.replace(/^.*\//, ''))) return 'products';
  if (share((r) => has(r, 'title') && has(r, 'body', 'content', 'excerpt', 'summary')) >= 0.6 && /post|blog|article|news/.test(h)) return 'blog';
  if (share((r) => has(r, 'title') && has(r, 'location', 'department', 'requirements')) >= 0.6 && /job|career|position|opening/.test(h)) return 'careers';
  if (share((r) => has(r, ...NAME)) >= 0.6 && /categor|collection/.test(h)) return 'collections';
  if (share((r) => has(r, ...NAME)) >= 0.6 && /service/.test(h)) return 'services';
  return null;
}

/**
 * A menu kept as categories holding their dishes (`[{ name: 'Soups', items: [{ name, price }, …] }, …]`):
 * the field of the category records that holds each one's products, and those products, each
 * with its category's name as `category` where it has none of its own. Ids that repeat across
 * categories (each category counting from 1) get the category's id in front, so every product has
 * its own. Null when the records are not such categories.
 */
export function menuItems(records: Record<string, Json>[], hint: string): { itemsKey: string; items: Record<string, Json>[] } | null {
  if (records.length < 2 || classify(records, hint) === 'products' || classify(records, hint) === 'services') return null;
  const keys = [...new Set(records.flatMap((r) => Object.keys(r).filter((k) => Array.isArray(r[k]))))];
  for (const key of keys) {
    const holding = records.filter((r) => Array.isArray(r[key]) && (r[key] as Json[]).some(isRecord));
    if (holding.length / records.length < 0.6) continue;
    const nested = holding.flatMap((r) => (r[key] as Json[]).filter(isRecord));
    if (nested.length < 2 || classify(nested, key) !== 'products') continue;
    const ids = nested.map((x) => x.id).filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
    const repeated = new Set(ids).size !== ids.length;
    const items: Record<string, Json>[] = [];
    records.forEach((r, i) => {
      if (!Array.isArray(r[key])) return;
      const label = [r.name, r.title, r.id].find((v) => (typeof v === 'string' && v !== '') || typeof v === 'number');
      const own = r.id ?? r.slug ?? i + 1;
      for (const x of (r[key] as Json[]).filter(isRecord)) {
        const item: Record<string, Json> = { ...x };
        if (label !== undefined && (item.category === undefined || item.category === null || item.category === '')) item.category = String(label);
        if (repeated && (typeof x.id === 'string' || typeof x.id === 'number')) item.id = `${String(own)}-${String(x.id)}`;
        items.push(item);
      }
    });
    return { itemsKey: key, items };
  }
  return null;
}

const PICTURE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * Pictures a module imports (`import shoe from './assets/shoe.jpg'`, `@/assets/…`), by local name,
 * as demo-data asset values; only files the site has.
 */
function pictureImports(body: Node[], file: string, paths: string[]): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const s of body) {
    if (s.type !== 'ImportDeclaration' || !PICTURE.test(s.source.value)) continue;
    const spec = s.source.value.replace(/\?.*$/, '');
    const local = s.specifiers.find((x) => x.type === 'ImportDefaultSpecifier')?.local.name;
    if (!local) continue;
    // Relative to the module, else an alias of the source folder (`@/x`, `~/x` → `<…>/src/x`).
    const target = spec.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      : /^[@~]\//.test(spec) ? paths.find((p) => p.endsWith(`src/${spec.slice(2)}`)) : undefined;
    if (target && paths.includes(target)) out.set(local, assetValue(target));
  }
  return out;
}

/** Where files are read from: the staged tree, falling back to the source as loaded (a server seed module an earlier step removed still counts). */
export interface DataReader {
  paths(): string[];
  read(p: string): string | undefined;
  ast(p: string): File | null;
}

export function treeReader(tree: StagedTree, original?: { files: { path: string; text?: string }[]; ast(p: string): File | null }): DataReader {
  const orig = new Map((original?.files ?? []).map((f) => [f.path, f.text]));
  return {
    paths: () => [...new Set([...tree.list(), ...orig.keys()])].sort(),
    read: (p) => (tree.exists(p) ? tree.read(p) : orig.get(p)),
    ast: (p) => (tree.exists(p) ? tree.ast(p) : original?.ast(p) ?? null),
  };
}

/**
 * Demo data the source already has: seed/mock/data modules, JSON data files, and literal arrays
 * in pages (the products the pages displayed). Only literal values are read; nothing is run.
 * `pictures`: imported picture files become asset values (literal-data.ts), which only
 * demoDataModule knows how to write; other callers get records without them.
 */
export function collectSourceData(source: StagedTree | DataReader, only?: string[], opts: { pictures?: boolean } = {}): SourceData {
  const tree: DataReader = 'paths' in source ? source : treeReader(source);
  const paths = only ?? tree.paths();
  const all = only ? tree.paths() : paths;
  const data: SourceData = { products: [], services: [], collections: [], faqs: [], blog: [], careers: [], origins: {} };
  const add = (kind: Kind, records: Record<string, Json>[], from: string, hint = '') => {
    data[kind].push(...records);
    (data.origins[kind] ??= []).includes(from) || data.origins[kind].push(from);
    // Categories holding their dishes: the dishes are the products, the categories the collections.
    const menu = kind === 'collections' ? menuItems(records, hint) : null;
    if (menu) add('products', menu.items, from);
  };
  for (const p of paths) {
    if (!isDataFile(p)) continue;
    if (p.endsWith('.json')) {
      const stem = fileStem(p);
      const arrays = jsonArrays(tree.read(p) ?? '', stem);
      if (!arrays) continue;
      for (const [name, arr] of arrays) {
        const records = arr.filter(isRecord);
        const kind = classify(records, `${stem} ${name}`) ?? (menuItems(records, `${stem} ${name}`) ? 'collections' : null);
        if (kind) add(kind, records, p, `${stem} ${name}`);
      }
      continue;
    }
    const text = tree.read(p) ?? '';
    if (!text.includes('[')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    const pictures = opts.pictures ? pictureImports(ast.program.body as Node[], p, all) : new Map<string, Json>();
    for (const { name, value } of topLevelArrays(ast.program.body as Node[])) {
      if (value.type !== 'ArrayExpression' && !(value.type === 'TSAsExpression' && value.expression.type === 'ArrayExpression')) continue;
      const v = literalValue(value, (id) => pictures.get(id));
      const records = Array.isArray(v) ? v.filter(isRecord) : [];
      const kind = classify(records, `${p} ${name}`) ?? (menuItems(records, `${p} ${name}`) ? 'collections' : null);
      if (kind) add(kind, records, p, `${p} ${name}`);
    }
  }
  return data;
}
