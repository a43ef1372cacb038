import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hookModule } from '../../../src/codemods/bilingual/hook-module.js';

/**
 * The generated `useT()` formatters run on whatever the records hold. A record without a date
 * (`new Date(order.placed_at)` of a missing field) or a currency code made Intl throw a RangeError
 * and blanked the page; the source's `toLocaleDateString()` never threw.
 */
async function loadHook(locale: string): Promise<{ date: (v: unknown, o?: Intl.DateTimeFormatOptions) => string; price: (v: unknown, c: unknown) => string }> {
  const text = hookModule(false)
    .replace(/^import \{ useLocale \} from .*$/m, `const useLocale = () => ({ locale: '${locale}', dir: 'ltr' });`)
    .replace(/^import en from .*$/m, 'const en = {};')
    .replace(/^import ar from .*$/m, 'const ar = {};');
  const mod = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { useT: () => never };
  return mod.useT();
}

describe('the generated useT formatters', () => {
  it('show nothing for a missing or unreadable date, and format a real one', async () => {
    const t = await loadHook('en');
    expect(t.date(undefined)).toBe('');
    expect(t.date('not a date')).toBe('');
    expect(t.date(null)).toBe('');
    expect(t.date('2024-03-05T12:00:00Z', { year: 'numeric', timeZone: 'UTC' })).toBe('2024');
  });

  it('show the plain figure when the currency code is missing', async () => {
    const t = await loadHook('en');
    expect(t.price(12.5, undefined)).toBe('12.5');
    expect(t.price(12.5, 'USD')).toBe('$12.50');
  });
});

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/**
 * The generated `use-t` module run for real, its SDK import and dictionaries replaced by a locale
 * stand-in and two small objects, so what `t.date` / `t.number` print is what the theme prints.
 */
async function loadUseT(locale: 'ar' | 'en') {
  const dir = mkdtempSync(path.join(tmpdir(), 'use-t-run-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'locale-double.mjs'), `export const useLocale = () => ({ locale: '${locale}', dir: '${locale === 'ar' ? 'rtl' : 'ltr'}' });\n`);
  const text = hookModule(false)
    .replace("from 'platform-sdk/theme'", `from '${pathToFileURL(path.join(dir, 'locale-double.mjs')).href}'`)
    .replace("import en from './en.json';", "const en = { 'visit.title': 'Visits' };")
    .replace("import ar from './ar.json';", "const ar = { 'visit.title': 'الزيارات' };");
  const file = path.join(dir, 'use-t.mjs');
  writeFileSync(file, text);
  const mod = (await import(pathToFileURL(file).href)) as { useT: () => ((key: string, fallback?: string) => string) & { date: (v: unknown, o?: Intl.DateTimeFormatOptions) => string } };
  return mod.useT();
}

describe('the generated use-t module', () => {
  // A source's `new Date(row.visitedOn).toLocaleDateString()` became `t.date(new Date(row.visitedOn))`;
  // a row without that field (a demo record, an API that left it out) printed "Invalid Date" before
  // and must not throw now: Intl.DateTimeFormat#format throws a RangeError, and the page fell to its
  // error boundary in both languages.
  it('prints nothing for a value that is no date, and the locale\'s date for one that is', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const t = await loadUseT(locale);
      expect(t.date(new Date(undefined as unknown as string))).toBe('');
      expect(t.date('not a day')).toBe('');
      expect(t.date(undefined)).toBe('');
      const day = new Date(Date.UTC(2024, 2, 9, 12));
      expect(t.date(day)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day));
      expect(t.date('2024-03-09', { year: 'numeric' })).toBe(new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(new Date('2024-03-09')));
      expect(t('visit.title')).toBe(locale === 'ar' ? 'الزيارات' : 'Visits');
    }
  });
});
