import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';

/** A page whose data comes through a hook and an API helper still reads what they read. */
const SITE = path.resolve(import.meta.dirname, '../../fixtures/routes/react-router-v6/hook-layer-listing');

describe('reads reached through hooks and API helpers', () => {
  it('classifies a listing that fetches through a hook layer, not one that only renders a fetching component', async () => {
    const a = await analyzeSite(await loadSite(SITE));
    const page = (file: string) => a.pages.find((p) => p.file === file);
    // The read sits in the helper, two imports away from the page.
    expect(a.dataSites.map((s) => [s.file, s.kind, s.surface])).toContainEqual(['src/lib/catalogue-api.ts', 'read', 'products']);
    expect(page('src/pages/Discover.tsx')).toMatchObject({ class: 'storefront', canonical: 'products', rule: 'products' });
    // Story renders product cards and a component that fetches, but reads nothing itself.
    expect(page('src/pages/Story.tsx')).toMatchObject({ class: 'content', canonical: null, rule: null });
  });
});
