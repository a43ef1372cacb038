import { describe, expect, it } from 'vitest';
import { helperModuleText } from '../../../src/codemods/data-layer/helper-module.js';
import { findCatalogues } from '../../../src/codemods/static-catalogue/index.js';
import { defaultsOf } from '../../../src/codemods/static-catalogue/rewrite.js';
import { parseSource } from '../../../src/load/parse.js';

/**
 * The generated pieces run together: the helper module's `toViewProduct` (SDK product → the
 * source's field names) and the page's defaults mapper, over a product shaped as the SDK gives it
 * live (no `raw` fields of the source, SDK variants only) and as preview gives it (the record as raw).
 */

type Obj = Record<string, any>;

const parse = (file: string, text: string) => {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
};

/** `toViewProduct` of the generated helper module of a source that reads `variants`, as a function. */
function toViewProduct(): (p: Obj) => Obj {
  const text = helperModuleText(false, { aliases: ['variants'] });
  const fn = /export function toViewProduct\(p\) \{[\s\S]*?\n\}\n/.exec(text)?.[0];
  if (!fn) throw new Error('no toViewProduct in the helper module');
  const categoryName = (c: unknown) => (typeof c === 'string' ? c : c && typeof c === 'object' ? (c as Obj).name : '');
  return new Function('categoryName', `${fn.replace(/^export /, '')}\nreturn toViewProduct;`)(categoryName) as (p: Obj) => Obj;
}

const RECORDS = `export const kites = [
  { name: 'Swift', maker: 'Aerlo', price: 80, image: '/k/swift.jpg', specs: [{ label: 'Span', value: '1.8 m' }],
    variants: [{ span: '1.8 m single line', code: 'SW-18', weightG: 240, colours: ['red'], price: 80, parts: [{ part: 'spar' }] }] },
  { name: 'Drift', maker: 'Aerlo', price: 95, image: '/k/drift.jpg', specs: [{ label: 'Span', value: '2.1 m' }],
    variants: [{ span: '2.1 m dual line', code: 'DR-21', weightG: 310, colours: ['blue', 'white'], price: 95, parts: [] }] },
];
`;

/** What a card of the source reads off a product and its variants. */
const card = (k: Obj) => ({
  maker: k.maker.toUpperCase(),
  spans: k.variants.map((v: Obj) => v.span.split(' ')[0]),
  codes: k.variants.map((v: Obj) => v.code),
  weights: k.variants.map((v: Obj) => v.weightG.toFixed(0)),
  colours: k.variants.map((v: Obj) => v.colours.join('/')),
  parts: k.variants.flatMap((v: Obj) => v.parts.map((x: Obj) => x.part.toUpperCase())),
  specs: k.specs.map((s: Obj) => `${s.label.trim()}: ${s.value}`),
});

const sdkProduct = (variants: Obj[], raw: Obj = {}): Obj => ({
  id: 'p1', slug: 'sky-kite', name: 'Sky kite', nameAr: null, description: '', descriptionAr: null, price: 70, compareAtPrice: null,
  currency: 'SAR', image: null, images: [], category: null, type: 'product', inStock: true, options: [], variants, raw,
});

describe('defaults of a static catalogue read from the store', () => {
  const [catalogue] = findCatalogues(parse('src/data/kites.js', RECORDS));
  const { fields, mapper } = defaultsOf(catalogue);
  const withDefaults = new Function(`return ${mapper}`)() as (p: Obj) => Obj;
  const view = toViewProduct();

  it('names the record fields of variants and of other lists of records, not those the SDK variant gives', () => {
    expect(fields).toEqual(['maker', 'specs', 'specs[].label', 'specs[].value', 'variants[].span', 'variants[].code', 'variants[].weightG', 'variants[].colours', 'variants[].parts', 'variants[].parts[].part']);
  });

  it('renders a live product whose variants are only the SDK ones, where it threw before', () => {
    const live = view(sdkProduct([{ id: 'v1', title: 'Large', price: 70, options: { size: 'L' }, inStock: true }]));
    expect(() => card(live)).toThrow(TypeError);
    expect(card(withDefaults(live))).toEqual({ maker: '', spans: [''], codes: [''], weights: ['0'], colours: [''], parts: [], specs: [] });
    expect(withDefaults(live).variants[0]).toMatchObject({ id: 'v1', title: 'Large', name: 'Large', price: 70 });
  });

  it('renders a live product without variants (its own one variant)', () => {
    const live = withDefaults(view(sdkProduct([])));
    expect(live.variants).toHaveLength(1);
    expect(live.variants[0]).toMatchObject({ id: 'p1', name: 'Sky kite', price: 70, span: '', weightG: 0, colours: [], parts: [] });
    expect(() => card(live)).not.toThrow();
  });

  it('keeps a field written as text in one record and as a number in another', () => {
    const [mixed] = findCatalogues(parse('src/data/m.js', `export const m = [{ name: 'A', price: 1, variants: [{ ply: '6' }] }, { name: 'B', price: 2, variants: [{ ply: 8 }] }];\n`));
    const fill = new Function(`return ${defaultsOf(mixed).mapper}`)() as (p: Obj) => Obj;
    expect(fill({ variants: [{ ply: 8 }, { ply: '6' }, {}] }).variants.map((v: Obj) => v.ply)).toEqual([8, '6', '']);
  });

  it('keeps the record\'s own values in preview (its record is the raw data)', () => {
    const record = catalogue.records[1] as Obj;
    const preview = withDefaults(view(sdkProduct([{ id: 'v1', title: 'DR-21', price: 95, options: {}, inStock: true }], record)));
    expect(card(preview)).toEqual({ maker: 'AERLO', spans: ['2.1'], codes: ['DR-21'], weights: ['310'], colours: ['blue/white'], parts: [], specs: ['Span: 2.1 m'] });
  });
});

describe('a catalogue named by maker and model', () => {
  const [named] = findCatalogues(parse('src/data/boards.js', `export const boards = [\n  { maker: 'Tidal', model: 'Glide 8', price: 400, image: '/b/glide.jpg' },\n  { maker: 'Tidal', model: 'Reef 6', price: 350, image: '/b/reef.jpg' },\n];\n`));
  const fill = new Function(`return ${defaultsOf(named).mapper}`)() as (p: Obj) => Obj;
  const view = toViewProduct();

  it('shows the store product\'s name as the model of a live product, and the record\'s model in preview', () => {
    expect(fill(view(sdkProduct([]))).model).toBe('Sky kite');
    expect(fill(view(sdkProduct([]))).maker).toBe('');
    expect(fill(view(sdkProduct([], named.records[0] as Obj))).model).toBe('Glide 8');
  });

  it('keeps the empty default where the records have a name of their own', () => {
    const [both] = findCatalogues(parse('src/data/b.js', `export const b = [{ name: 'Glide', model: 'G8', price: 1 }, { name: 'Reef', model: 'R6', price: 2 }];\n`));
    const f = new Function(`return ${defaultsOf(both).mapper}`)() as (p: Obj) => Obj;
    expect(f(view(sdkProduct([]))).model).toBe('');
  });
});
