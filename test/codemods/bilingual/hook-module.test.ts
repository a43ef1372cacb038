import { describe, expect, it } from 'vitest';
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
