import { promises as fsp, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { collectSourceData, runPreviewMode } from '../../../src/codemods/preview/index.js';
import { STOREFRONT_CLIENT_METHODS } from '../../../rules/sdk.js';
import { SDK_STAND_IN, writeChanges, writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';
import { contextFor, TINY_SHOP_PAGES } from '../theme-shell/context.js';

const SITE = {
  'package.json': '{"name":"spice-souq","version":"1.0.0"}',
  'index.html': '<script type="module" src="/src/main.jsx"></script>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': 'export default function App() { return <main>Spice Souq</main>; }\n',
  // Static JSON standing in for a table, named after what it holds.
  'src/data/services.json': JSON.stringify([{ id: 'grind', title: 'Custom grinding', price: '15 SAR', description: 'We grind to order.' }]),
  // Seed module with a computed field (dropped, not guessed) and a hot-linked image (not loaded in preview).
  'src/lib/seed.ts': [
    'export const PRODUCTS = [',
    "  { id: 101, name: 'Saffron', name_ar: 'زعفران', price: 45, category: { name: 'Spices' }, image_url: 'https://cdn.example.com/s.jpg', stock: 0 },",
    "  { id: 102, name: 'Cumin', price: 12.5, category: 'Spices', images: ['/img/cumin.jpg'], rating: computeRating() },",
    '] as const;',
    "export const faqs = [{ question: 'Do you ship?', answer: 'Across the Gulf.' }];",
    "export const CATEGORIES = [{ name: 'Spices' }, { name: 'Blends' }];",
    '',
  ].join('\n'),
  // The picture Cumin names, shipped with the site (kept as it is).
  'public/img/cumin.jpg': 'jpeg bytes',
  // A decoy: an array of plain strings and a config object, not data.
  'src/lib/config.js': "export const NAV = ['Home', 'Shop'];\nexport const theme = { primary: '#b45309' };\n",
};

let temp: ThemeDir | null = null;
afterEach(async () => {
  await temp?.cleanup();
  temp = null;
});

async function convertPreview(files: Record<string, string>) {
  temp = await writeToTemp(files, 'preview-case');
  const ctx = await contextFor(temp.dir, TINY_SHOP_PAGES);
  const result = runPreviewMode(ctx);
  return { ctx, result, dir: temp.dir };
}

describe('preview-mode step', () => {
  it('the demo brand takes the name the site shows when package.json carries a scaffold name', async () => {
    const { ctx } = await convertPreview({
      ...SITE,
      'package.json': '{"name":"rest-express","version":"1.0.0"}',
      'index.html': '<!doctype html><html><head><title>Cedar Table - Lebanese Kitchen</title></head><body><script type="module" src="/src/main.jsx"></script></body></html>',
    });
    expect(ctx.state.identity.name).toBe('rest-express');
    const data = ctx.tree.read('src/preview/demo-data.js')!;
    expect(data).not.toContain('"name": "rest-express"');
    expect(data).toMatch(/"name": "Cedar Table/);
  });

  it('valid-: a package name that names the shop stays the demo brand', async () => {
    const { ctx } = await convertPreview(SITE);
    expect(ctx.tree.read('src/preview/demo-data.js')).toContain('"name": "spice-souq"');
  });

  it('reads demo data from JSON files and literal seed modules, in the SDK shapes', async () => {
    const { ctx } = await convertPreview(SITE);
    const data = collectSourceData(ctx.tree);
    expect(data.products.map((p) => p.name)).toEqual(['Saffron', 'Cumin']);
    expect(data.products[1]).not.toHaveProperty('rating');
    expect(data.services.map((p) => p.title)).toEqual(['Custom grinding']);
    expect(data.faqs).toHaveLength(1);
    expect(data.collections.map((c) => c.name)).toEqual(['Spices', 'Blends']);
    expect(data.origins).toMatchObject({ products: ['src/lib/seed.ts'], services: ['src/data/services.json'] });
  });

  it('generates a demo client with every method the hooks call, working over that data', async () => {
    const { ctx, result, dir } = await convertPreview(SITE);
    expect(result.status).toBe('applied');
    expect(result.limitations).toEqual([]);
    await writeChanges(dir, ctx.tree.changes());
    const mod = (await import(pathToFileURL(path.join(dir, 'src/preview/demo-storefront.js')).href)) as {
      demoStorefront: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>;
      demoBrand: { name: string };
    };
    const client = mod.demoStorefront;
    expect(STOREFRONT_CLIENT_METHODS.filter((m) => typeof client[m.split('.')[0]]?.[m.split('.')[1]] !== 'function')).toEqual([]);
    const all = (await client.products.list({})) as { name: string; type: string; price: number; image: string | null; raw: { category: unknown }; inStock: boolean; nameAr: string | null }[];
    expect(all.map((p) => `${p.name}:${p.type}:${p.price}`)).toEqual(['Saffron:product:45', 'Cumin:product:12.5', 'Custom grinding:service:15']);
    expect(all[0]).toMatchObject({ inStock: false, nameAr: 'زعفران', raw: { category: { name: 'Spices' } } });
    // Saffron's picture is hot-linked: a placeholder with its name takes its place, in the record and in raw.
    expect(all[0].image).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(all[0].image!)).toContain('>Saffron</tspan>');
    expect((all[0].raw as Record<string, unknown>).image_url).toBe(all[0].image);
    expect(all[1].image).toBe('/img/cumin.jpg');
    expect(await client.products.list({ type: 'service' })).toHaveLength(1);
    expect(await client.products.list({ limit: 1 })).toHaveLength(1);
    expect(await client.products.get({ id: '102' })).toMatchObject({ name: 'Cumin', category: 'Spices' });
    expect(await client.products.get({ slug: 'nope' })).toBeNull();
    expect(await client.content.faqs()).toEqual([{ question: 'Do you ship?', answer: 'Across the Gulf.' }]);
    expect(await client.coupons.apply('SAVE', 100)).toEqual({ valid: false, code: 'SAVE', discount: 0, reason: null });
    expect(await client.leads.submit({ email: 'a@b.c' })).toEqual({ id: 'preview-id', status: 'preview' });
    expect(await client.checkout.create({ totalAmount: 57, currency: 'SAR' })).toMatchObject({ orderId: 'preview-order', totalAmount: 57, currency: 'SAR' });
    expect(mod.demoBrand.name).toBe('spice-souq');
    expect(readFileSync(path.join(dir, 'src/preview/demo-data.js'), 'utf8')).not.toContain('https://cdn.example.com');
    expect(result.notes).toContain("demo products pictures: 1 from the source, 2 placeholder(s) in the site's palette");
  });

  it('keeps pictures the data modules import (relative and @/ paths) as bundled asset URLs', async () => {
    const { ctx, dir, result } = await convertPreview({
      ...SITE,
      'src/lib/seed.ts': 'export {};\n',
      'src/data/services.json': '[]',
      'src/assets/mug.jpg': 'jpeg bytes',
      'src/assets/bowl.png': 'png bytes',
      'src/data/products.js': [
        "import mug from '../assets/mug.jpg';",
        "import bowl from '@/assets/bowl.png';",
        "import gone from '../assets/missing.jpg';",
        'export const products = [',
        "  { id: 1, name: 'Mug', price: 20, image: mug },",
        "  { id: 2, name: 'Bowl', price: 35, images: [bowl] },",
        "  { id: 3, name: 'Vase', price: 50, image: gone },",
        '];',
        '',
      ].join('\n'),
    });
    expect(result.notes).toContain("demo products pictures: 2 from the source, 1 placeholder(s) in the site's palette");
    const text = ctx.tree.read('src/preview/demo-data.js')!;
    expect(text).toContain('"image": new URL("../assets/mug.jpg", import.meta.url).href,');
    expect(text).toContain('new URL("../assets/bowl.png", import.meta.url).href');
    await writeChanges(dir, ctx.tree.changes());
    const { demoData } = (await import(pathToFileURL(path.join(dir, 'src/preview/demo-data.js')).href)) as { demoData: { products: { name: string; image: string; images: string[] }[] } };
    const [mug, bowl, vase] = demoData.products;
    expect(mug.image).toBe(pathToFileURL(path.join(dir, 'src/assets/mug.jpg')).href);
    expect(bowl.images).toEqual([pathToFileURL(path.join(dir, 'src/assets/bowl.png')).href]);
    expect(vase.image).toMatch(/^data:image\/svg\+xml/);
  });

  it('still reads a seed module that an earlier step removed from the tree (a dropped server)', async () => {
    temp = await writeToTemp({ ...SITE, 'src/data/services.json': '[]', 'server/seed-data.ts': SITE['src/lib/seed.ts'], 'src/lib/seed.ts': 'export {};\n' }, 'preview-server-seed');
    const ctx = await contextFor(temp.dir, TINY_SHOP_PAGES);
    ctx.tree.delete('server/seed-data.ts');
    runPreviewMode(ctx);
    const text = ctx.tree.read('src/preview/demo-data.js')!;
    expect(text).toContain('//   products: server/seed-data.ts');
    expect(text).toContain('"name": "Saffron"');
  });

  it('uses neutral demo data when the source has none, and a second run changes nothing', async () => {
    const { ctx } = await convertPreview({ ...SITE, 'src/data/services.json': '[]', 'src/lib/seed.ts': 'export {};\n' });
    const text = ctx.tree.read('src/preview/demo-data.js')!;
    expect(text).toContain('(none found: neutral demo data)');
    expect(text).toContain('Sample product');
    const before = JSON.stringify(ctx.tree.changes());
    expect(runPreviewMode(ctx).status).toBe('unnecessary');
    expect(JSON.stringify(ctx.tree.changes())).toBe(before);
  });

  it('adds neutral services to neutral demo data when the site reads services', async () => {
    temp = await writeToTemp({ ...SITE, 'src/data/services.json': '[]', 'src/lib/seed.ts': 'export {};\n' }, 'preview-neutral-services');
    const ctx = await contextFor(temp.dir, TINY_SHOP_PAGES, {
      dataSites: [{ file: 'src/pages/Home.jsx', line: 3, vendor: 'supabase', kind: 'read', entity: 'services', surface: 'services', sdkEquivalent: 'useProducts' }] as never,
    });
    runPreviewMode(ctx);
    const text = ctx.tree.read('src/preview/demo-data.js')!;
    expect(text).toContain('"name": "Sample service"');
    expect(text).toMatch(/"name": "Sample service",[^]*?"type": "service"/);
    expect(text).toContain('"name": "Sample product"');
  });

  it('numbers the demo products when a detail page parses its route id as a number', async () => {
    const page = "import { useRoute } from 'wouter';\nexport default function Lantern() {\n  const [, params] = useRoute('/lantern/:id');\n  const id = parseInt(params?.id || '0');\n  return <p>{id}</p>;\n}\n";
    temp = await writeToTemp({ ...SITE, 'src/data/services.json': '[]', 'src/lib/seed.ts': 'export {};\n', 'src/pages/Lantern.jsx': page }, 'preview-numeric-ids');
    const ctx = await contextFor(temp.dir, TINY_SHOP_PAGES);
    runPreviewMode(ctx);
    const text = ctx.tree.read('src/preview/demo-data.js')!;
    expect([...text.matchAll(/^ {6}"id": "([^"]*)"/gm)].map((m) => m[1]).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('generates from the installed platform-sdk declarations and reports a method they lack', async () => {
    const dts = readFileSync(path.join(SDK_STAND_IN, 'storefront.d.ts'), 'utf8').replace(/\n\s*tracker: \{[^\n]*\n/, '\n');
    expect(dts).not.toMatch(/tracker: \{/);
    temp = await writeToTemp({ ...SITE, 'node_modules/platform-sdk/package.json': '{"name":"platform-sdk","version":"2.0.0"}', 'node_modules/platform-sdk/storefront.d.ts': dts }, 'preview-installed');
    const ctx = await contextFor(temp.dir, TINY_SHOP_PAGES);
    const r = runPreviewMode(ctx);
    expect(r.status).toBe('partial');
    expect(r.limitations?.map((l) => l.what)).toEqual(['the installed platform-sdk does not declare storefront method tracker.track']);
    const client = ctx.tree.read('src/preview/demo-storefront.js')!;
    expect(client).toContain('generated from the installed platform-sdk declarations');
    expect(client).not.toContain('tracker');
    await fsp.access(path.join(temp.dir, 'node_modules/platform-sdk/storefront.d.ts'));
  });
});
