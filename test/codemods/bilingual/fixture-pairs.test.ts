import path from 'node:path';
import { expect } from 'vitest';
import { extractStrings, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { collectSiteTable } from '../../../src/codemods/bilingual/site-table.js';
import { fillSourceDictionaries } from '../../../src/codemods/bilingual/source-dictionary.js';
import { labelLanguageToggles, wireLanguageState } from '../../../src/codemods/bilingual/own-language-state.js';
import { switchesToPlatform } from '../../../src/codemods/bilingual/library-locale.js';
import { resolveLibraryFallbacks } from '../../../src/codemods/bilingual/library-fallbacks.js';
import { placeSwitch } from '../../../src/codemods/bilingual/locale-switch.js';
import i18nLibraries from '../../../rules/rtl/i18n-libraries.js';
import { logicalCss } from '../../../src/codemods/bilingual/logical-css.js';
import { logicalStylesAst } from '../../../src/codemods/bilingual/logical-js.js';
import type { Authored } from '../../../src/codemods/bilingual/class-tokens.js';
import { CSS_MIRROR, TAILWIND_MIRROR, mirrorGlyphsAst } from '../../../src/codemods/bilingual/directional-glyphs.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { runFixturePairs, type FixtureCase } from '../../helpers/fixture-pairs.js';

const DIR = path.join(import.meta.dirname, '..', '..', '..', 'fixtures', 'codemods', 'bilingual');

function edit(input: string, c: FixtureCase, fn: (ast: import('@babel/types').File) => void): string {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  fn(parsed.ast);
  return printLikeSource(parsed.ast, input);
}

// `authored`: how the source lays itself out (authored-direction.ts); a right-to-left source's sides are its rtl view.
runFixturePairs('bilingual: Tailwind classes become logical', path.join(DIR, 'logical-classes'), (input, c) => edit(input, c, (ast) => logicalStylesAst(ast, c.options as { twinProps?: boolean; authored?: Authored })));
runFixturePairs('bilingual: directional icons mirror in rtl', path.join(DIR, 'icons'), (input, c) => edit(input, c, logicalStylesAst));
// Icon fonts, ligature icons and arrow characters: a Tailwind class, or (`css` option) a class whose rule the step adds.
runFixturePairs('bilingual: directional icon fonts and arrows mirror in rtl', path.join(DIR, 'glyphs'), (input, c) =>
  edit(input, c, (ast) => mirrorGlyphsAst(ast, c.options.css ? CSS_MIRROR : TAILWIND_MIRROR)));
runFixturePairs('bilingual: CSS properties become logical', path.join(DIR, 'css'), (input, c) => logicalCss(input, 'style.css', (c.options.authored as Authored | undefined) ?? 'ltr', { fitFullWidth: c.options.fitFullWidth === true }));

// The dictionaries a first run fills are checked against the case's options; a second run on the
// output extracts nothing and adds no key.
runFixturePairs('bilingual: strings move to the dictionaries', path.join(DIR, 'extract'), (input, c) => {
  const file = c.options.file as string;
  const dict: Dictionary = { en: {}, ar: {} };
  const out = edit(input, c, (ast) => {
    extractStrings(ast, { file, hookImport: '../i18n/use-t', dict, siteTable: collectSiteTable([ast]) });
  });
  // `useT` alone: a file on i18next already has `useTranslation`.
  const first = !/\buseT\b/.test(input);
  expect(dict).toEqual(first ? c.options.dictionary : { en: {}, ar: {} });
  return out;
});

// A partial source's own en/ar object: only the missing side is filled, the rest is reported.
runFixturePairs('bilingual: a source dictionary gets its missing side', path.join(DIR, 'source-dictionary'), (input, c) =>
  edit(input, c, (ast) => {
    const r = fillSourceDictionaries(ast);
    expect(r.missing.map((m) => `${m.lacks}:${m.key}`)).toEqual(['ar:cartTotals']);
  }));

// A source's own language state reads and sets the platform locale; its switches say the language
// they switch to. A case whose document language comes from elsewhere is left as it is, with why.
runFixturePairs("bilingual: a source's own language switch is wired to the platform locale", path.join(DIR, 'own-language-state'), (input, c) =>
  edit(input, c, (ast) => {
    const wiring = wireLanguageState(ast, '../i18n/locale-state');
    if (typeof c.options.why === 'string') expect(wiring).toMatchObject({ wired: false, why: c.options.why });
    else expect(wiring.wired).toBe(true);
    if (wiring.wired) labelLanguageToggles(ast, wiring.setters);
  }));

// A site on an i18n library: its switches set the platform locale and name the language they
// switch to; a remembered language restored when a component mounts goes (the platform keeps it).
runFixturePairs("bilingual: an i18n library's switch sets the platform locale", path.join(DIR, 'library-switch'), (input, c) =>
  edit(input, c, (ast) => {
    const lib = i18nLibraries.libraries[0];
    switchesToPlatform(ast, lib);
    labelLanguageToggles(ast, new Map([['setLocale', null], ['setPlatformLocale', null]]));
  }));

// `t('key') || 'Text'` after an i18n library's t(): settled against the library's resources (the
// case's `entries`); a key they lack gets its fallback text as a new entry (`added`).
runFixturePairs("bilingual: fallbacks after an i18n library's t() are settled", path.join(DIR, 'library-fallbacks'), (input, c) =>
  edit(input, c, (ast) => {
    const entries = new Map(Object.entries(c.options.entries as Record<string, string[]>).map(([ns, ks]) => [ns, new Set(ks)]));
    const first = !input.includes("t('basket.pickupOnly')}") && !input.includes(": tShop('hours.usual');");
    const r = resolveLibraryFallbacks(ast, { entries, defaultNs: 'translation' });
    expect(r.added.map((a) => `${a.ns}:${a.key}=${a.text}`)).toEqual(first ? c.options.added : []);
  }));

// The generated switch goes where the header shows it: its actions group at desktop width, and
// also a phone-only row's actions when the desktop spot is hidden on a phone.
runFixturePairs('bilingual: the locale switch goes into the header where it shows', path.join(DIR, 'switch-place'), (input, c) =>
  edit(input, c, (ast) => {
    placeSwitch(ast, '../i18n/locale-switch');
  }));
