import { describe, expect, it } from 'vitest';
import { helperModuleText } from '../../../src/codemods/data-layer/helper-module.js';
import { parseSource } from '../../../src/load/parse.js';
import { SDK_THEME_EXPORTS, SDK_THEME_IMPORT } from '../../../rules/sdk.js';

/** The generated helper module parses (JS and TS) and imports only names rules/sdk.ts declares. */

/** The product shapes `productFields` reads off a small site of `files` (besides a package.json). */
async function shapesOf(files: Record<string, string>) {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { loadSite } = await import('../../../src/load/site.js');
  const { MemoryTree } = await import('../../../src/convert/memory-tree.js');
  const { productFields } = await import('../../../src/codemods/data-layer/source-shapes.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'shapes-'));
  try {
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shapes", "dependencies": { "react": "18.0.0" } }');
    for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(dir, rel), text);
    return productFields(new MemoryTree(await loadSite(dir, { mode: 'edit' })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('generated helper module (src/lib/platform-data)', () => {
  for (const ts of [false, true]) {
    it(`parses as ${ts ? 'TypeScript' : 'JavaScript'} and uses only declared SDK exports`, () => {
      const text = helperModuleText(ts);
      const r = parseSource(ts ? 'platform-data.ts' : 'platform-data.js', text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const sdkImports = r.ast.program.body.filter((s) => s.type === 'ImportDeclaration' && s.source.value === SDK_THEME_IMPORT);
      expect(sdkImports).toHaveLength(1);
      const names = sdkImports.flatMap((d) => (d.type === 'ImportDeclaration' ? d.specifiers.map((s) => (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' ? s.imported.name : '')) : []));
      expect(names.length).toBeGreaterThan(5);
      for (const n of names) expect(SDK_THEME_EXPORTS, n).toContain(n);
      expect(text.startsWith('// @ts-nocheck')).toBe(ts);
    });
  }

  it('hands a product back in the shape the source declares: its id alias, its own list fields as lists', async () => {
    const shapes = await shapesOf({
      'src/types.ts': 'export type Product = { _id: string; name: string; image: string[]; sizes: string[]; tags: Array<string>; price: number };\nexport interface Order { lines: string[] }\n',
      'src/Detail.tsx': 'export const pick = (list: { _id: string }[], id: string) => list.find((p) => p._id === id);\nexport const label = (item: { nom: string; prix: number }) => `${item.nom} ${item.prix}`;\n',
    });
    expect(shapes).toEqual({ listFields: ['image'], emptyLists: ['sizes', 'tags'], aliases: ['_id', 'nom', 'prix'], emptyObjects: {}, localeObjects: [], numberFields: [], variantNumberFields: [], numericTextFields: [], textFields: [] });
    const text = helperModuleText(false, shapes);
    expect(text).toContain('    _id: p.id,\n    nom: p.name,\n    prix: p.price,\n');
    expect(text).toContain('    sizes: Array.isArray(raw["sizes"]) ? raw["sizes"] : [],\n');
    expect(text).not.toContain('lines:');
  });

  it('a record type shaped like a product (id, name, price) whatever its name: its own text fields are texts, never undefined', async () => {
    const shapes = await shapesOf({
      'src/types.ts': 'export interface BikeProps { id: number; name: string; price: number; released: string; frame: "steel" | "carbon"; gears: string[] }\nexport interface Rider { id: number; nickname: string }\n',
      'src/List.tsx': 'export const newest = (bikes: { released: string }[]) => bikes.slice().sort((a, b) => b.released.localeCompare(a.released));\n',
    });
    expect(shapes.textFields).toEqual(['frame', 'released']);
    expect(shapes.emptyLists).toEqual(['gears']);
    const text = helperModuleText(false, shapes);
    expect(text).toContain('    released: typeof raw["released"] === \'string\' ? raw["released"] : "",\n');
    // A type without a price is no product: its fields are not added.
    expect(text).not.toContain('nickname');
  });

  it('a rating or a stock count the page shows off a product or its variant gets a number, never undefined', async () => {
    const shapes = await shapesOf({
      'src/Tea.jsx': [
        'export function Tea({ tea }) { return null; }',
        'export function TeaPanel({ product, cartItem }) {',
        '  const [pick, setPick] = useState(product.variants[0]);',
        '  const stars = `${product.meanScoreRating} of 5`;',
        '  const left = `${selectedVariant?.unitsInStock} left`;',
        '  return <p>{stars} {left} {product.sold_count} {cartItem.quantity} {product.quantity}</p>;',
        '}',
      ].join('\n'),
    });
    expect(shapes.numberFields).toEqual(['meanScoreRating', 'sold_count']);
    expect(shapes.variantNumberFields).toEqual(['unitsInStock']);
    const text = helperModuleText(false, shapes);
    // Its own number when the record has one; a stock count follows the in-stock flag; a rating starts at 0.
    expect(text).toContain(`    meanScoreRating: typeof raw["meanScoreRating"] === 'number' ? raw["meanScoreRating"] : typeof raw["meanScoreRating"] === 'string' && raw["meanScoreRating"].trim() !== '' && !Number.isNaN(Number(raw["meanScoreRating"])) ? Number(raw["meanScoreRating"]) : 0,\n`);
    expect(text).toContain(`option: v.title, unitsInStock: typeof v["unitsInStock"] === 'number' ? v["unitsInStock"] : typeof v["unitsInStock"] === 'string' && v["unitsInStock"].trim() !== '' && !Number.isNaN(Number(v["unitsInStock"])) ? Number(v["unitsInStock"]) : v.inStock === false ? 0 : 1 })`);
    expect(text).toContain(`inStock: p.inStock, unitsInStock: typeof raw["unitsInStock"] === 'number' ? raw["unitsInStock"] : typeof raw["unitsInStock"] === 'string' && raw["unitsInStock"].trim() !== '' && !Number.isNaN(Number(raw["unitsInStock"])) ? Number(raw["unitsInStock"]) : p.inStock === false ? 0 : 1 }]`);
    const toView = new Function(`${text.slice(text.indexOf('export function toViewProduct'), text.indexOf('export function toViewCollection')).replace('export ', '')}; const categoryName = () => ''; return toViewProduct;`)() as (p: unknown) => Record<string, unknown>;
    const view = toView({ id: 'p1', name: 'Sencha', price: 4, inStock: true, raw: { sold_count: 12 } });
    expect(view.meanScoreRating).toBe(0);
    expect(view.sold_count).toBe(12);
    expect((view.variants as Record<string, unknown>[])[0].unitsInStock).toBe(1);
  });

  it('a number the page draws after a currency sign, formats or computes with gets a number, whatever its name; a text field does not', async () => {
    const shapes = await shapesOf({
      'src/Kettle.jsx': [
        'export function KettleCard({ product, variant }) {',
        '  const total = product.unit_price * 2;',
        '  const label = `SAR ${product.handlingAmount}`;',
        '  return (',
        '    <div>',
        '      <p>₹{product.delivery_cost}</p>',
        '      <p>{product.weightKg.toFixed(1)} kg {Number(variant.bonusPoints)}</p>',
        '      <p>{product.packagingFee} {product.origin} {label} {total}</p>',
        '      <p>Ships from {product.warehouse}</p>',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    });
    expect(shapes.numberFields).toEqual(['delivery_cost', 'handlingAmount', 'packagingFee', 'unit_price', 'weightKg']);
    expect(shapes.variantNumberFields).toEqual(['bonusPoints']);
    const text = helperModuleText(false, shapes);
    expect(text).toContain(`    delivery_cost: typeof raw["delivery_cost"] === 'number' ? raw["delivery_cost"] : typeof raw["delivery_cost"] === 'string' && raw["delivery_cost"].trim() !== '' && !Number.isNaN(Number(raw["delivery_cost"])) ? Number(raw["delivery_cost"]) : 0,\n`);
    expect(text).not.toContain('warehouse');
    expect(text).not.toContain('origin:');
  });

  it('a number the page also treats as text (`price500g.replace`) is a numeric string: its own text, else the price; a decimal column read as text is its number', async () => {
    const shapes = await shapesOf({
      'src/Jar.jsx': [
        'export function JarCard({ product }) {',
        "  const half = parseFloat(product.pricePerJar.replace(',', '.')) / 2;",
        '  const per = product.pricePerJar * 1;',
        '  const grams = product.netWeight * 1;',
        '  return <p>R$ {half} {per} {grams} {product.shelfDays.toFixed(0)}</p>;',
        '}',
      ].join('\n'),
    });
    expect(shapes.numberFields).toEqual(['netWeight', 'pricePerJar', 'shelfDays']);
    expect(shapes.numericTextFields).toEqual(['pricePerJar']);
    const text = helperModuleText(false, shapes);
    const toView = new Function(`${text.slice(text.indexOf('export function toViewProduct'), text.indexOf('export function toViewCollection')).replace('export ', '')}; const categoryName = () => ''; return toViewProduct;`)() as (p: unknown) => Record<string, unknown>;
    // Demo data has no such field: the product's price, as text the page can call .replace on.
    const demo = toView({ id: 'j1', name: 'Guava paste', price: 18, inStock: true, raw: {} });
    expect(demo.pricePerJar).toBe('18');
    expect(demo.shelfDays).toBe(0);
    // A live record's decimal column comes back as text: kept as it is written, or read as its number.
    const live = toView({ id: 'j2', name: 'Milk fudge', price: 20, inStock: true, raw: { pricePerJar: '24.90', shelfDays: '30', netWeight: 'n/a' } });
    expect(live.pricePerJar).toBe('24.90');
    expect(live.shelfDays).toBe(30);
    expect(live.netWeight).toBe(0);
  });

  it('a joined record on the product type (`bakery: { name }`) gets a typed default object; a joined category names the SDK category', async () => {
    const shapes = await shapesOf({
      'src/types.ts': 'export interface MenuItem {\n  id: string;\n  name: string;\n  bakery: { name: string; city: string | null; open: boolean; ovens: number; tags: string[] };\n  category: { name: string } | null;\n  categories: { name: string; label_fr: string | null };\n}\n',
    });
    expect(shapes.emptyObjects).toEqual({ bakery: '{ name: "", city: "", open: false, ovens: 0, tags: [] }', categories: '{ name: "", label_fr: "" }' });
    const text = helperModuleText(false, shapes);
    expect(text).toContain(`    bakery: raw["bakery"] && typeof raw["bakery"] === 'object' ? raw["bakery"] : { name: "", city: "", open: false, ovens: 0, tags: [] },\n`);
    expect(text).toContain(`    categories: raw["categories"] && typeof raw["categories"] === 'object' ? raw["categories"] : { name: categoryName(p.category ?? raw.category), label_fr: "" },\n`);
  });

  it('a record typed by name on the product type (`maker: MakerProfile`) gets the default of the type the site declares', async () => {
    const shapes = await shapesOf({
      'src/maker.ts': 'export interface MakerProfile {\n  id: string;\n  name: string;\n  portrait?: string;\n  verified: boolean;\n}\n',
      'src/item.ts': "import type { MakerProfile } from './maker';\nexport interface Product {\n  id: string;\n  name: string;\n  maker: MakerProfile;\n  workshop: Workshop | null;\n  kind: Partial<MakerProfile>;\n}\ntype Workshop = { town: string; rooms: number };\n",
    });
    expect(shapes.emptyObjects).toEqual({ maker: '{ id: "", name: "", portrait: "", verified: false }', workshop: '{ town: "", rooms: 0 }' });
  });

  it('a product field the page lists as key-value pairs (Object.entries, a Record cast) is an empty object, never undefined', async () => {
    const shapes = await shapesOf({
      'src/Detail.tsx': [
        'export function Detail({ product }: { product: any }) {',
        '  const facts = product.facts as Record<string, string>;',
        '  return <dl>{Object.entries(facts).map(([k, v]) => <dd key={k}>{v}</dd>)}{Object.keys(product.extras).length}</dl>;',
        '}',
        'export const total = (order: any) => Object.values(order.lines).length;',
      ].join('\n'),
    });
    expect(shapes.emptyObjects).toEqual({ extras: '{}', facts: '{}' });
    expect(helperModuleText(false, shapes)).toContain(`    facts: raw["facts"] && typeof raw["facts"] === 'object' ? raw["facts"] : {},\n`);
  });

  it('a source that keeps prices in cents and names its picture a thumbnail reads them back from the SDK product', async () => {
    const shapes = await shapesOf({
      'src/Card.tsx': 'export const Card = ({ item }: { item: { thumbnail_url: string; price_cents: number } }) => <img src={item.thumbnail_url} alt={`${item.price_cents / 100}`} />;\n',
    });
    expect(shapes.aliases).toEqual(['price_cents', 'thumbnail_url']);
    expect(helperModuleText(false, shapes)).toContain('    price_cents: Math.round(p.price * 100),\n    thumbnail_url: p.image,\n');
  });

  it('a backend that names its fields in PascalCase reads the SDK values under those names; other capitalised names are not fields', async () => {
    const shapes = await shapesOf({
      'src/Tile.jsx': 'export const Tile = ({ dish }) => <figure><img src={dish.Image} alt={dish.Name} /><b>{dish.Price}</b><p>{dish.Description}</p><i>{dish.Category}</i><s>{dish.Spiciness}</s></figure>;\n',
    });
    expect(shapes.aliases).toEqual(['Category', 'Description', 'Image', 'Name', 'Price']);
    expect(helperModuleText(false, shapes)).toContain('    Category: categoryName(p.category ?? raw.category),\n    Description: p.description,\n    Image: p.image,\n    Name: p.name,\n    Price: p.price,\n');
  });

  it('a source that keeps names and prices once per language or currency reads the SDK values under those names', async () => {
    const shapes = await shapesOf({
      'src/Card.tsx': 'export const Card = ({ lamp, lang }: { lamp: any; lang: string }) => <p>{lang === "fr" ? lamp.name_fr : lamp.nameEn} {lamp.title_ar} {lamp.description_de} {lamp.price_eur} {lamp.priceUsd} {lamp.name_ar} {lamp.price_min}</p>;\n',
    });
    expect(shapes.aliases).toEqual(['description_de', 'nameEn', 'name_fr', 'priceUsd', 'price_eur', 'title_ar']);
    const text = helperModuleText(false, shapes);
    expect(text).toContain('    description_de: p.description,\n    nameEn: p.name,\n    name_fr: p.name,\n    priceUsd: p.price,\n    price_eur: p.price,\n    title_ar: p.nameAr ?? p.name,\n');
  });

  it('a menu that names its columns after what it sells (`pizza_name`, `dishPrice`) reads the SDK values under those names; another party\'s name does not', async () => {
    const shapes = await shapesOf({
      'src/Menu.jsx': 'export const Row = ({ data }) => <li><img src={data.dish_image_url} /><b>{data.pizza_name}</b> {data.dishPrice} {data.item_description} {data.customer_name} {data.brandName}</li>;\n',
    });
    expect(shapes.aliases).toEqual(['dishPrice', 'dish_image_url', 'item_description', 'pizza_name']);
    const text = helperModuleText(false, shapes);
    expect(text).toContain('    dishPrice: p.price,\n    dish_image_url: p.image,\n    item_description: p.description,\n    pizza_name: p.name,\n');
    expect(text).not.toMatch(/^ {4}(customer_name|brandName): p\./m);
  });

  it('hands a query\'s refetch back with one identity across renders, calling the latest SDK refetch', () => {
    // A source's effect lists refetch among its dependencies (react-query's is steady); the SDK's may be
    // a new function on each render, which would refetch, re-render and refetch again for ever.
    const text = helperModuleText(false);
    const fn = /export function useSteadyRefetch\(refetch\) \{[\s\S]*?\n\}\n/.exec(text)?.[0];
    expect(fn).toBeTruthy();
    for (const hook of ['useViewProducts', 'useViewProduct', 'useViewCollections', 'useViewCollectionNames']) {
      expect(new RegExp(`export function ${hook}\\([^)]*\\) \\{[^}]*const refetch = useSteadyRefetch\\(r\\.refetch\\);[\\s\\S]*?refetch \\};`).test(text), hook).toBe(true);
    }
    // One component's hook slots, kept from one render to the next as React keeps them.
    const slots: unknown[] = [];
    let at = 0;
    const useRef = (v: unknown) => { const i = at++; if (!(i in slots)) slots[i] = { current: v }; return slots[i]; };
    const useCallback = (f: unknown) => { const i = at++; if (!(i in slots)) slots[i] = f; return slots[i]; };
    const steady = new Function('useRef', 'useCallback', `${fn!.replace(/^export /, '')}\nreturn useSteadyRefetch;`)(useRef, useCallback) as (f: unknown) => (...a: unknown[]) => unknown;
    const calls: string[] = [];
    const render = (name: string) => { at = 0; return steady(() => { calls.push(name); return name; }); };
    const first = render('first');
    const second = render('second');
    expect(second).toBe(first);
    expect(second()).toBe('second');
    expect(calls).toEqual(['second']);
    // A query with no refetch (an inert stand-in) gives a function that does nothing.
    at = 0;
    expect(steady(undefined)()).toBeUndefined();
  });

  it('exports the field helpers the rewrites call', () => {
    const text = helperModuleText(false);
    for (const name of ['categoryName', 'toViewProduct', 'settled', 'asSupabase', 'asResponse', 'asAxios', 'asBody', 'asQuerySnapshot', 'asDocSnapshot', 'useViewProducts', 'useViewProduct', 'useViewCollections', 'useViewCollectionNames', 'useViewCart', 'useViewLead', 'useViewCheckout', 'useViewBooking', 'useViewBrand', 'useViewCoupon']) {
      expect(text, name).toMatch(new RegExp(`export function ${name}\\(`));
    }
  });
});

describe('generated helper module at runtime (over the SDK stand-in)', async () => {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const { REPO } = await import('../../helpers/build-theme.js');
  // Inside the repo so `react` resolves; the SDK import points at the stand-in.
  const dir = path.join(REPO, '.tmp', 'helper-module-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `platform-data-${process.pid}.mjs`);
  const sdk = pathToFileURL(path.join(REPO, 'fixtures', 'platform-sdk', 'src', 'theme', 'index.js')).href;
  writeFileSync(file, helperModuleText(false).replace(`'${SDK_THEME_IMPORT}'`, `'${sdk}'`));
  const m = await import(pathToFileURL(file).href);

  it('reads SDK products in the source field names, category through one helper', () => {
    const p = { id: 'p1', slug: 'mug', name: 'Mug', price: 12, image: 'a.jpg', images: ['a.jpg'], category: null, raw: { category: { name: 'Cups' }, is_active: true } };
    expect(m.toViewProduct(p)).toMatchObject({ id: 'p1', title: 'Mug', name: 'Mug', image_url: 'a.jpg', price: 12, category: 'Cups', is_active: true });
    expect(m.categoryName('Plates')).toBe('Plates');
    expect(m.categoryName({ name: 'Bowls' })).toBe('Bowls');
  });

  it('gives a field the source reads as a list a list, and only that field', async () => {
    const listed = path.join(dir, `platform-data-list-${process.pid}.mjs`);
    writeFileSync(listed, helperModuleText(false, { listFields: ['image'] }).replace(`'${SDK_THEME_IMPORT}'`, `'${sdk}'`));
    const l = await import(pathToFileURL(listed).href);
    expect(l.toViewProduct({ id: 'a', image: 'a.jpg', images: ['a.jpg', 'b.jpg'], raw: {} })).toMatchObject({ image: ['a.jpg', 'b.jpg'], image_url: 'a.jpg' });
    expect(l.toViewProduct({ id: 'b', image: 'c.jpg', images: [], raw: {} }).image).toEqual(['c.jpg']);
    expect(l.toViewProduct({ id: 'c', image: null, images: [], raw: {} }).image).toEqual([]);
    // Without the source saying so, the field stays one value.
    expect(m.toViewProduct({ id: 'c', image: null, images: [], raw: {} }).image).toBeNull();
  });

  it('maps a form to a lead (rest in payload), a row to a cart item, a booking form to a booking', () => {
    expect(m.toLeadInput({ full_name: 'A', phone: '1', message: 'hi', attachment_url: 'x' }, 'contact')).toEqual({ name: 'A', phone: '1', email: undefined, message: 'hi', source: 'contact', payload: { attachment_url: 'x' } });
    expect(m.toCartItem({ product_id: 'p1', quantity: '2', price: '3.5' })).toEqual({ productId: 'p1', variantId: undefined, quantity: 2, price: 3.5 });
    expect(m.toBookingInput({ service_id: 7, date: '2026-01-02', time: '10:00', customer_name: 'B' })).toEqual({ serviceSlug: '7', date: '2026-01-02', time: '10:00', form: { customer_name: 'B' } });
  });

  it('reads a row of the source\'s event log as one analytics event: its name, its details as properties', () => {
    expect(m.toTrackerEvent({ visit_id: 'v1', event_type: 'page_view', event_data: { path: '/menu' }, page_path: '/menu' })).toEqual({ name: 'page_view', props: { visit_id: 'v1', path: '/menu', page_path: '/menu' } });
    expect(m.toTrackerEvent({ eventName: 'add_to_cart', properties: { sku: 'A1' } })).toEqual({ name: 'add_to_cart', props: { sku: 'A1' } });
    // A row with no event field is still one event, under a neutral name.
    expect(m.toTrackerEvent({ visitId: 'v2', pages: 1 })).toEqual({ name: 'event', props: { visitId: 'v2', pages: 1 } });
  });

  it("reads a delivery method back with its fee under the source's own names, never undefined", () => {
    const zone = m.toViewDeliveryMethod({ id: 'z1', name: 'Courier', nameAr: null, fee: 45, eta: 'two days' });
    // A zone list rendered as `R{zone.delivery_fee.toFixed(2)}`, `{method.shippingCost}`, `{option.price}`.
    expect(zone).toMatchObject({ id: 'z1', name: 'Courier', fee: 45, delivery_fee: 45, shippingCost: 45, price: 45, eta: 'two days', is_active: true });
    expect(zone.delivery_fee.toFixed(2)).toBe('45.00');
    // Day counts the source keeps as numbers come out of the eta text.
    expect(m.toViewDeliveryMethod({ id: 'z2', name: 'Van', fee: 0, eta: '2-4 days' })).toMatchObject({ estimated_days_min: 2, estimated_days_max: 4, deliveryDays: 2 });
    expect(m.toViewDeliveryMethod({ id: 'z3', name: 'Pick-up', fee: 0, eta: null }).estimated_days_min).toBeUndefined();
    // A rule the platform has no value for (a minimum order) stays unset, so the source's own test of it passes by.
    expect(zone.min_order_value).toBeUndefined();
  });

  it('hands SDK data back in each vendor envelope', async () => {
    const { data, error } = await m.asSupabase(Promise.resolve([1, 2])).eq('a', 1).order('b').limit(3);
    expect({ data, error }).toEqual({ data: [1, 2], error: null });
    expect(await m.asSupabase(Promise.reject(new Error('x')))).toMatchObject({ data: null, error: { message: 'x' } });
    expect(await (await m.asResponse([3])).json()).toEqual([3]);
    expect((await m.asAxios({ a: 1 })).data).toEqual({ a: 1 });
    // A body the source unpacks as an envelope: the data under `data`, the flags it reads set.
    expect(await (await m.asResponse([3], ['data', 'message', 'success'])).json()).toEqual({ data: [3], message: null, success: true });
    expect((await m.asAxios([4], ['data', 'success'])).data).toEqual({ data: [4], success: true });
    // Records under a key named for them (`{ success, products }`), beside the flag.
    expect((await m.asAxios([5], ['products', 'success'])).data).toEqual({ products: [5], success: true });
    expect(await m.asBody([6], ['products'])).toEqual({ products: [6] });
    // One envelope deeper: `{ data: { sections } }` beside a status flag.
    expect((await m.asAxios([7], ['data.sections', 'status'])).data).toEqual({ data: { sections: [7] }, status: 'success' });
    const snap = await m.asQuerySnapshot([{ id: 'd1', name: 'n' }]);
    expect(snap.docs.map((d: { id: string; data: () => unknown }) => [d.id, d.data()])).toEqual([['d1', { id: 'd1', name: 'n' }]]);
    expect((await m.asDocSnapshot(null)).exists()).toBe(false);
    expect(await m.settled({ data: [1], isLoading: false, error: null })).toEqual([1]);
    await expect(m.settled({ data: undefined, isLoading: false, error: new Error('e') })).rejects.toThrow('e');
  });
});
