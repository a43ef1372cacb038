import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';

/**
 * Back-office pages known by what they do, under routes that do not say so: a page whose own
 * component deletes catalogue records, and a guarded page listing every customer's orders. The
 * storefront pages beside them (a basket removing its lines, a contact form sending a message,
 * a shelf reading products) stay.
 */
const SITE = path.resolve(import.meta.dirname, '../../fixtures/routes/react-router-v6/back-office-by-behaviour');

describe('admin pages by behaviour', () => {
  it('drops a page whose own component deletes catalogue records, and a guarded list of every order', async () => {
    const a = await analyzeSite(await loadSite(SITE));
    const page = (file: string) => a.pages.find((p) => p.file === file);
    expect(page('src/pages/Retire.jsx')).toMatchObject({ class: 'drop', rule: 'admin' });
    expect(page('src/pages/Retire.jsx')?.evidence?.[0]).toMatch(/creates or deletes catalogue records/);
    expect(page('src/pages/Tickets.jsx')).toMatchObject({ class: 'drop', rule: 'admin' });
    expect(page('src/pages/Tickets.jsx')?.evidence?.[0]).toMatch(/lists every customer's orders/);
  });

  it('keeps the storefront pages that write a cart or a message, or only read the catalogue', async () => {
    const a = await analyzeSite(await loadSite(SITE));
    const page = (file: string) => a.pages.find((p) => p.file === file);
    expect(page('src/pages/Basket.jsx')).toMatchObject({ class: 'storefront', canonical: 'cart' });
    expect(page('src/pages/Reach.jsx')?.class).not.toBe('drop');
    expect(page('src/pages/Reach.jsx')?.canonical).toBe('contact');
    expect(page('src/pages/Shelf.jsx')?.class).not.toBe('drop');
    expect(page('src/pages/Front.jsx')).toMatchObject({ class: 'storefront', canonical: 'home' });
  });
});
