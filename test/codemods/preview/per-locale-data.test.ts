import { describe, expect, it } from 'vitest';
import { buildDemoData, classify, readSdkTypes } from '../../../src/codemods/preview/index.js';
import type { SourceData } from '../../../src/codemods/preview/source-data.js';
import type { Json } from '../../../src/codemods/preview/literal-data.js';

/** A pottery shop's seed: names per language and prices per currency, no plain `name` or `price`. */
const BOWLS: Record<string, Json>[] = [
  { id: 'b1', name_fr: 'Bol à soupe', name_en: 'Soup bowl', price_eur: 18, price_usd: 20, images: ['/img/bowl.png'] },
  { id: 'b2', name_fr: 'Plat à tajine', nameEn: 'Tagine dish', priceEur: 64 },
];

describe('records kept once per language or currency', () => {
  it('are products, named and priced from those fields', () => {
    expect(classify(BOWLS, 'src/data/bowls.ts bowls')).toBe('products');
    const source: SourceData = { products: BOWLS, services: [], collections: [], faqs: [], blog: [], careers: [], origins: { products: ['src/data/bowls.ts'] } };
    const { data, fromSource } = buildDemoData(readSdkTypes('/nonexistent', '.'), source);
    expect(fromSource).toContain('products');
    expect(data.products.map((p) => [(p as { name: string }).name, (p as { price: number }).price])).toEqual([['Soup bowl', 18], ['Tagine dish', 64]]);
  });
});

describe('a neutral blog post', () => {
  const empty: SourceData = { products: [], services: [], collections: [], faqs: [], blog: [], careers: [], origins: {} };
  it('is in the demo data only when a page shows one post; a blog list alone keeps its empty state', () => {
    const types = readSdkTypes('/nonexistent', '.');
    const withPost = buildDemoData(types, empty, { blogPost: true }).data.blog as Record<string, Json>[];
    expect(withPost.map((p) => [p.slug, p.title])).toEqual([['sample-post', 'Sample post']]);
    expect(buildDemoData(types, empty).data.blog).toEqual([]);
  });
});
