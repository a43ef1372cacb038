import { describe, expect, it } from 'vitest';
import { retrofitLanguageStatus, stringsStep } from '../../../src/codemods/bilingual/index.js';
import { tempSiteContexts } from '../../helpers/temp-site-context.js';

/**
 * A theme whose pages carry no copy left to extract (each already writes both languages inline,
 * as the gap-page templates do): the retrofit still writes its two dictionaries, empty, so the
 * translation round trip and `verify --pseudo` have them, and the theme's status is the
 * retrofit's. Beside a source's own resource files it writes none.
 */
const PAGE = [
  "const COPY = { en: { title: 'Frequently asked questions' }, ar: { title: 'الأسئلة الشائعة' } };",
  'export default function Faq({ locale }) {',
  "  const c = locale === 'ar' ? COPY.ar : COPY.en;",
  '  return <h1>{c.title}</h1>;',
  '}',
  '',
].join('\n');

const contextFor = tempSiteContexts('shop', { status: 'partial', languages: ['ar', 'en'] });

describe('bilingual-strings with no copy to extract', () => {
  it('writes empty en/ar dictionaries (no hook nothing imports) and calls the theme bilingual', async () => {
    const ctx = await contextFor({ 'src/pages/Faq.jsx': PAGE });
    const r = await stringsStep.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.read('src/i18n/en.json')).toBe('{}\n');
    expect(ctx.tree.read('src/i18n/ar.json')).toBe('{}\n');
    expect(ctx.tree.exists('src/i18n/use-t.js')).toBe(false);
    expect(ctx.state.language.status).toBe('bilingual');
    expect(retrofitLanguageStatus(ctx)).toBe('bilingual');
    // A second run changes nothing.
    expect((await stringsStep.run(ctx)).status).toBe('unnecessary');
  });

  it('writes none beside the source\'s own resource files (it does not read or complete them)', async () => {
    const ctx = await contextFor({
      'src/pages/Faq.jsx': PAGE,
      'src/locales/en/common.json': JSON.stringify({ a: 'Shop', b: 'Cart' }),
      'src/locales/ar/common.json': JSON.stringify({ a: 'المتجر' }),
    });
    const r = await stringsStep.run(ctx);
    expect(r.status).toBe('unnecessary');
    expect(ctx.tree.exists('src/i18n/en.json')).toBe(false);
    expect(retrofitLanguageStatus(ctx)).toBeNull();
  });
});
