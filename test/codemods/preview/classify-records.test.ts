import { describe, expect, it } from 'vitest';
import { buildDemoData, classify, readSdkTypes } from '../../../src/codemods/preview/index.js';
import { collectSourceData, menuItems, type SourceData } from '../../../src/codemods/preview/source-data.js';
import type { Json } from '../../../src/codemods/preview/literal-data.js';

// A dealer's range shown without prices: each record names an article by its maker and model or part number, with a picture.
const LAMPS: Record<string, Json>[] = [
  { id: 'aurel-k2', maker: 'Aurel', model: 'K2 desk lamp', image: '/lamps/k2.jpg', variants: [{ finish: 'Brass', sku: 'AU-K2-BR' }] },
  { id: 'aurel-k4', maker: 'Aurel', model: 'K4 floor lamp', image: '/lamps/k4.jpg', variants: [{ finish: 'Matt black', sku: 'AU-K4-MB' }] },
  { id: 'lyse-01', maker: 'Lyse', model: 'Pendant 01', image: '/lamps/p01.jpg' },
];
// The same range coded only on its variants, named by a title.
const SEEDS: Record<string, Json>[] = [
  { title: 'Sunrise tomato', photo: '/seeds/tomato.png', variants: [{ pack: '20 seeds', part_number: 'TS-20' }] },
  { title: 'Winter kale', photo: '/seeds/kale.png', variants: [{ pack: '50 seeds', part_number: 'WK-50' }] },
];

describe('records that are the store goods without a price', () => {
  it('reads a range of models or part numbers with pictures as products', () => {
    expect(classify(LAMPS, 'src/lib/lampRange.js lampRange')).toBe('products');
    expect(classify(SEEDS, 'src/data/seeds.ts default')).toBe('products');
  });

  it('leaves people, work and features that carry a picture and a code', () => {
    const team = [
      { name: 'Rima Haddad', role: 'Workshop lead', image: '/team/rima.jpg' },
      { name: 'Omar Said', role: 'Fitter', image: '/team/omar.jpg' },
    ];
    expect(classify(team, 'src/data/team.js team')).toBeNull();
    // A portfolio of jobs done names a model too, but it is work, not goods.
    const jobs = LAMPS.map((l) => ({ ...l, client: 'Hotel Miro' }));
    expect(classify(jobs, 'src/data/projects.js projects')).toBeNull();
    const features = [
      { title: 'Fast fitting', icon: 'wrench', image: '/f/1.svg' },
      { title: 'Free advice', icon: 'chat', image: '/f/2.svg' },
    ];
    expect(classify(features, 'src/data/home.js features')).toBeNull();
  });

  it('leaves a priced list named for people or words (placeholder testimonials a product card reads), keeps priced goods in any folder', () => {
    const notes = [
      { id: 'note-1', name: 'Note name 1', price: 0, comment: 'Note comment 1', image_url: '/n/1.svg' },
      { id: 'note-2', name: 'Note name 2', price: 0, comment: 'Note comment 2', image_url: '/n/2.svg' },
    ];
    expect(classify(notes, 'src/lib/platform-static.ts testimonials')).toBeNull();
    expect(classify(notes, 'src/lib/platform-static.ts reviews')).toBeNull();
    expect(classify(notes, 'src/testimonials/data.ts loaves')).toBe('products');
    expect(classify(notes, 'src/lib/catalogue.ts featuredLoaves')).toBe('products');
  });

  it('needs a picture, and a name or a maker beside the code', () => {
    expect(classify(LAMPS.map(({ image, ...r }) => r), 'src/lib/lampRange.js lampRange')).toBeNull();
    expect(classify([{ sku: 'A-1', image: '/a.jpg' }, { sku: 'A-2', image: '/b.jpg' }], 'src/lib/codes.js codes')).toBeNull();
  });
});

describe('demo products of a range without names', () => {
  it('are named by maker and model, and slugged from that name', () => {
    const source: SourceData = { products: LAMPS, services: [], collections: [], faqs: [], blog: [], careers: [], origins: { products: ['src/lib/lampRange.js'] } };
    const { data } = buildDemoData(readSdkTypes('/nonexistent', '.'), source);
    expect(data.products.map((p) => [(p as { name: string }).name, (p as { slug: string }).slug])).toEqual([['Aurel K2 desk lamp', 'aurel-k2-desk-lamp'], ['Aurel K4 floor lamp', 'aurel-k4-floor-lamp'], ['Lyse Pendant 01', 'lyse-pendant-01']]);
  });
});

describe('a menu kept as categories holding their dishes', () => {
  const MENU: Record<string, Json>[] = [
    { id: 1, title: 'Breakfast', plates: [{ id: 1, name: 'Oat bowl', price: 6 }, { id: 2, name: 'Egg muffin', price: 5 }] },
    { id: 2, title: 'Lunch', plates: [{ id: 1, name: 'Bean stew', price: 9, category: 'Hot pots' }] },
  ];

  it('reads the dishes as products under their category, with ids of their own, and the categories as collections', () => {
    const data = collectSourceData(stubReader({ 'src/data/diner.json': JSON.stringify({ menu: MENU }) }));
    expect(data.collections.map((c) => c.title)).toEqual(['Breakfast', 'Lunch']);
    expect(data.products).toEqual([
      { id: '1-1', name: 'Oat bowl', price: 6, category: 'Breakfast' },
      { id: '1-2', name: 'Egg muffin', price: 5, category: 'Breakfast' },
      // A dish's own category stays.
      { id: '2-1', name: 'Bean stew', price: 9, category: 'Hot pots' },
    ]);
    expect(menuItems(MENU, 'diner menu')?.itemsKey).toBe('plates');
  });

  it('leaves categories whose lists are links, and records that are priced themselves', () => {
    const columns = [
      { title: 'Visit', links: [{ label: 'Hours', href: '/hours' }, { label: 'Map', href: '/map' }] },
      { title: 'Help', links: [{ label: 'Returns', href: '/returns' }] },
    ];
    expect(menuItems(columns, 'footer columns')).toBeNull();
    const bundles = [
      { name: 'Family box', price: 40, contents: [{ name: 'Rice', price: 4 }, { name: 'Beans', price: 3 }] },
      { name: 'Solo box', price: 15, contents: [{ name: 'Soup', price: 4 }] },
    ];
    expect(menuItems(bundles, 'boxes')).toBeNull();
  });
});

function stubReader(files: Record<string, string>) {
  return { paths: () => Object.keys(files).sort(), read: (p: string) => files[p], ast: () => null };
}
