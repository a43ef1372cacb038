import { localesWithStrings } from '../../src/check/locale-evidence.js';
import { jsonKeyPlace } from '../../src/check/json-place.js';
import { readManifest } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

export default defineCheck({
  id: 'manifest-locales',
  severity: 'error',
  docs: {
    description: 'Every locale the manifest declares renders: the theme has strings (a dictionary or locale-keyed text) for it.',
    why: 'Spec §1 rule 5: declare `locales: [ar, en]` only if both render. A declared language with no strings shows the other language to its visitors.',
    fix: 'add the missing dictionary (e.g. `ar` strings for every UI string), or drop the locale from `locales`',
  },
  messages: { noStrings: 'locale `{{locale}}` is declared but the theme has no strings for it' },
  checkSite(ctx) {
    const m = readManifest(ctx.site);
    const locales = (m?.json?.manifest as { locales?: unknown } | undefined)?.locales;
    if (!m || !Array.isArray(locales)) return;
    const declared = locales.filter((l): l is string => typeof l === 'string');
    const found = localesWithStrings(ctx.site, declared, ctx.isAppScript);
    const place = jsonKeyPlace(m.text, 'locales', 'manifest') ?? { line: 1, column: 1 };
    for (const locale of declared) {
      if (!found.has(locale)) ctx.report({ file: m.file, line: place.line, column: place.column, messageId: 'noStrings', data: { locale } });
    }
  },
});
