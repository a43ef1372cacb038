import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, copyToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * Issue 12: `verify` on a theme broken on purpose (fixtures/themes/broken-preview) reports each
 * planted fault, with exactly its reason, and lets the sound pages pass.
 */
type Page = { id: string; locale: string; verdict: string; reasons: string[]; screenshot: string | null; showsProducts: boolean | null; route: string };
type Report = { build: { ok: boolean }; locales: string[]; pages: Page[]; localeSwitch: { ok: boolean } | null; summary: { pass: boolean; byLocale: Record<string, { pass: number; total: number }>; storefrontShowsProducts: boolean | null } };

let theme: ThemeDir;
let run: Awaited<ReturnType<typeof runCli>>;
let report: Report;

beforeAll(async () => {
  theme = await copyToTemp(path.join(REPO, 'fixtures', 'themes', 'broken-preview'));
  run = await runCli(['verify', theme.dir, '--json']);
  report = JSON.parse(run.stdout) as Report;
}, 180_000);
afterAll(async () => {
  await theme?.cleanup();
});

const reasons = (id: string, locale: string) => report.pages.find((p) => p.id === id && p.locale === locale)?.reasons;

describe('verify on a theme broken on purpose', () => {
  it('builds it, opens every page in ar and en, and exits 1', () => {
    expect(report.build.ok).toBe(true);
    expect(report.locales).toEqual(['ar', 'en']);
    expect(report.pages).toHaveLength(28);
    expect(run.code).toBe(1);
    expect(report.summary.pass).toBe(false);
  });

  it('lets the sound pages pass in both locales', () => {
    // late-frame draws its header and footer a moment after the load: read again, it is in the frame.
    for (const id of ['home', 'products', 'product', 'cart', 'about', 'late-frame']) {
      for (const locale of ['ar', 'en']) expect({ id, locale, reasons: reasons(id, locale) }).toEqual({ id, locale, reasons: [] });
    }
    expect(report.pages.find((p) => p.id === 'product')?.route).toBe('/products/green-sencha');
  });

  it('catches each planted fault with exactly its reason', () => {
    for (const locale of ['ar', 'en']) {
      expect(reasons('throws', locale)).toEqual(['uncaught Error: planted failure']);
      expect(reasons('foreign', locale)).toEqual(['request to another host: fetch https://api.example.com/v1/items', 'request to another host: fetch http://localhost:5000/api/items']);
      expect(reasons('redirect', locale)).toEqual(['redirected to /']);
      expect(reasons('stub', locale)).toEqual(['a one-line stub: "Coming soon"']);
      expect(reasons('unrouted', locale)).toEqual(['router "not found": "404"']);
      expect(reasons('bare', locale)).toEqual(["outside the site's frame: no header, nav or footer (the home page has them)"]);
      // A failed value drawn as text fails the page; in a code sample, or inside a longer word, it does not.
      expect(reasons('broken-values', locale)).toEqual(['shows NaN: "Pay NaN today"', 'shows undefined: "undefined left on the shelf"', 'shows [object Object]: "Brewed by [object Object]"']);
    }
    expect(reasons('wrong-dir', 'ar')).toEqual(['<html dir="ltr">, expected "rtl"']);
    expect(reasons('wrong-dir', 'en')).toEqual([]);
  });

  it('sees the demo products on the listing and the locale switch work', () => {
    expect(report.pages.filter((p) => p.id === 'products').map((p) => p.showsProducts)).toEqual([true, true]);
    expect(report.summary.storefrontShowsProducts).toBe(true);
    expect(report.localeSwitch).toEqual({ ok: true, visible: true });
    expect(report.summary.byLocale).toEqual({ ar: { pass: 6, total: 14 }, en: { pass: 7, total: 14 } });
  });

  it('saves a screenshot per page and locale, the report beside them, and a Progress row', () => {
    for (const p of report.pages) expect(p.screenshot && existsSync(path.join(theme.dir, p.screenshot)), `${p.id} ${p.locale}`).toBe(true);
    const md = readFileSync(path.join(theme.dir, 'THEME_VERIFY.md'), 'utf8');
    expect(md).toContain('| `stub` /stub | **fail**: a one-line stub: "Coming soon"<br>![stub ar](THEME_VERIFY/stub-ar.png) | **fail**');
  });
});
