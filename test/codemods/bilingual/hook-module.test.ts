import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hookModule } from '../../../src/codemods/bilingual/hook-module.js';

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
