import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/build-theme.js';
import { helperModuleText } from '../../../src/codemods/data-layer/helper-module.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';

/** The brand read back in a settings row's keys, as one row for a list read; a placed order's `id`. */
describe('generated helper module: brand rows and placed order', async () => {
  const dir = path.join(REPO, '.tmp', 'helper-module-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `platform-data-brand-${process.pid}.mjs`);
  const sdk = pathToFileURL(path.join(REPO, 'fixtures', 'platform-sdk', 'src', 'theme', 'index.js')).href;
  writeFileSync(file, helperModuleText(false).replace(`'${SDK_THEME_IMPORT}'`, `'${sdk}'`));
  const m = await import(pathToFileURL(file).href);

  it('maps the SDK brand to the keys settings rows use', () => {
    const b = { name: 'Bean Co', logo: 'l.png', banners: [], palette: { primary: '#123456', secondary: null, accent: null }, socials: { instagram: 'https://ig/x' }, support: { phone: '+1', email: 'a@b.c' } };
    const v = m.toViewBrand(b);
    expect(v).toMatchObject({ name: 'Bean Co', store_name: 'Bean Co', storeName: 'Bean Co', site_name: 'Bean Co', logo: 'l.png', logo_url: 'l.png', phone: '+1', email: 'a@b.c', instagram: 'https://ig/x', primary_color: '#123456' });
    // The SDK's own shape stays readable.
    expect(v.support).toEqual({ phone: '+1', email: 'a@b.c' });
    expect(m.toViewBrand({ name: '', logo: null, socials: {}, support: {} })).toMatchObject({ facebook: null, phone: null });
  });

  it('exports a rows variant of the brand hook for a settings list read', () => {
    const text = helperModuleText(false);
    expect(text).toMatch(/export function useViewBrandRows\(\)/);
    expect(text).toMatch(/const data = useMemo\(\(\) => toViewBrandRows\(r\.data\), \[r\.data\]\)/);
  });

  it('a settings list read gets the brand as its first row, then a key/value row per text or number (a key-value settings table)', () => {
    const v = m.toViewBrand({ name: 'Bean Co', logo: null, banners: [], palette: {}, socials: {}, support: { phone: '+1' } });
    const rows = m.toViewBrandRows(v);
    expect(rows[0]).toBe(v);
    const folded = rows.slice(1).reduce((all: Record<string, unknown>, r: { key: string; value: unknown }) => ({ ...all, [r.key]: r.value }), {});
    expect(folded).toMatchObject({ name: 'Bean Co', store_name: 'Bean Co', phone: '+1' });
    expect(rows.slice(1).every((r: { id: string; key: string }) => r.id === r.key)).toBe(true);
    expect(m.toViewBrandRows(null)).toEqual([]);
  });

  it('hands a placed order back with `id` as well as `orderId`', () => {
    expect(m.toViewOrder({ orderId: 'o1', status: 'pending' })).toEqual({ orderId: 'o1', status: 'pending', id: 'o1' });
    expect(m.toViewOrder({ orderId: 'o1', id: 'x' }).id).toBe('x');
    expect(m.toViewOrder(null)).toBeNull();
    expect(helperModuleText(false)).toMatch(/place: \(order\) => Promise\.resolve\(c\.checkout\(toCheckoutInput\(order, cart\.items\)\)\)\.then\(toViewOrder\)/);
  });
});
