import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { titleSetters, translatePageTitles } from '../../../src/codemods/bilingual/page-titles.js';
import { mountSiteTitle, siteHead, siteTitleModule } from '../../../src/codemods/bilingual/site-title.js';
import { labelToastRegions } from '../../../src/codemods/bilingual/toast-labels.js';
import { followLocaleInDates } from '../../../src/codemods/bilingual/date-locales.js';
import toastRegions, { type ToastRegionLabel } from '../../../rules/rtl/toast-regions.js';
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

// A page's own window title (an effect, a title hook, a head component of the site's) goes
// through t(); the second run finds nothing left to move.
runFixturePairs('bilingual: page titles move to the dictionaries', path.join(DIR, 'page-titles'), (input, c) => {
  const dict: Dictionary = { en: {}, ar: {} };
  const out = edit(input, c, (ast) => {
    translatePageTitles(ast, { file: c.options.file as string, hookImport: '../i18n/use-t', dict, setters: titleSetters(ast) });
  });
  expect(dict).toEqual(input.includes('useT') ? { en: {}, ar: {} } : c.options.dictionary);
  return out;
});

// A toast library's region label (rules/rtl/toast-regions.ts) is given through t(), where the part
// is rendered, also through a UI kit's wrapper that renames it.
const byPart = new Map(toastRegions.labels.map((l) => [l.part, l]));
runFixturePairs("bilingual: a toast region's own label goes through the dictionaries", path.join(DIR, 'toast-labels'), (input, c) => {
  const exported = new Map(Object.entries(c.options.exported as Record<string, Record<string, string>>)
    .map(([stem, parts]) => [stem, new Map(Object.entries(parts).map(([name, part]) => [name, byPart.get(part) as ToastRegionLabel]))]));
  const dict: Dictionary = { en: {}, ar: {} };
  return edit(input, c, (ast) => {
    const n = labelToastRegions(ast, { file: c.options.file as string, hookImport: '../../i18n/use-t', dict, exported });
    // The library's own label comes with its Arabic; a label of the site's own waits for a translator.
    for (const l of toastRegions.labels) if (dict.en[l.key]) expect(dict.ar[l.key]).toMatch(/\p{Script=Arabic}/u);
    expect(Object.keys(dict.en).length > 0).toBe(n > 0);
  });
});

// Date formatting that names a fixed locale follows the active one inside components; the
// second run finds nothing left to change.
runFixturePairs('bilingual: dates follow the active locale', path.join(DIR, 'date-locales'), (input, c) =>
  edit(input, c, (ast) => {
    const n = followLocaleInDates(ast, { file: c.options.file as string, hookImport: '../i18n/use-t' });
    expect(n > 0).toBe(!input.includes('t.locale'));
  }));

runFixturePairs('bilingual: the site title is rendered in ThemeRoot', path.join(DIR, 'site-title'), (input, c) =>
  edit(input, c, (ast) => {
    mountSiteTitle(ast, '../i18n/site-title');
  }));

describe("index.html's title and description", () => {
  it('reads the title and the description, entities decoded', () => {
    const html = '<!doctype html><html><head><title>Rope &amp; Anchor &mdash; Sea gear</title><meta name="Description" content="Knots, nets &amp; more."></head><body></body></html>';
    expect(siteHead(html)).toEqual({ title: 'Rope & Anchor — Sea gear', description: 'Knots, nets & more.' });
  });

  it('has nothing to read when there is no text with words', () => {
    expect(siteHead('<html><head><title> 1 </title></head></html>')).toEqual({ title: null, description: null });
  });

  it('sets only what the page has, and leaves a title a page set for itself', () => {
    const both = siteTitleModule(true, { title: true, description: true });
    expect(both).toContain("t('site.title')");
    expect(both).toContain("t('site.description')");
    expect(both).toContain('document.title === shownTitle.current');
    expect(both).toContain('useRef<string | null>(null)');
    const titleOnly = siteTitleModule(false, { title: true, description: false });
    expect(titleOnly).not.toContain('site.description');
    expect(titleOnly).not.toContain('<string');
  });
});
