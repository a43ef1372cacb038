import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runThemeManifest } from '../../../src/codemods/theme-shell/manifest.js';
import { foreignLanguageNotes, manifestLocales } from '../../../src/codemods/theme-shell/manifest-locales.js';
import { contextFor, SHELL_FIXTURES, TINY_SHOP_PAGES } from './context.js';

describe('manifest locales (spec §1 rule 5)', () => {
  it('declares [ar, en] once both render, whatever else the source spoke', () => {
    expect(manifestLocales(['ar'], true)).toEqual({ locales: ['ar', 'en'], default_locale: 'ar', foreign: [] });
    expect(manifestLocales(['en'], true)).toEqual({ locales: ['ar', 'en'], default_locale: 'en', foreign: [] });
    // A third language beside the source's own English is only not declared.
    expect(manifestLocales(['ar', 'en', 'fr'], true)).toEqual({ locales: ['ar', 'en'], default_locale: 'ar', foreign: ['fr'] });
  });

  it('a source with no English of its own: full dictionaries still hold its copy in the English slot, so [ar, en] waits for the translation', () => {
    expect(manifestLocales(['es'], true)).toEqual({ locales: ['en'], default_locale: 'en', foreign: ['es'] });
    expect(manifestLocales(['ar', 'it'], true)).toEqual({ locales: ['ar'], default_locale: 'ar', foreign: ['it'] });
    // Once the state file says the source's languages are ar and en (translated), both are declared.
    expect(manifestLocales(['ar', 'en'], true)).toEqual({ locales: ['ar', 'en'], default_locale: 'ar', foreign: [] });
  });

  it('before that, only the source\'s own ar/en; another source language is never declared', () => {
    expect(manifestLocales(['en'], false)).toEqual({ locales: ['en'], default_locale: 'en', foreign: [] });
    expect(manifestLocales(['ar'], false)).toEqual({ locales: ['ar'], default_locale: 'ar', foreign: [] });
    expect(manifestLocales(['es'], false)).toEqual({ locales: ['en'], default_locale: 'en', foreign: ['es'] });
    expect(manifestLocales(['es-ES', 'en-US'], false)).toEqual({ locales: ['en'], default_locale: 'en', foreign: ['es'] });
    expect(manifestLocales([], false)).toEqual({ locales: ['en'], default_locale: 'en', foreign: [] });
    // Partly Arabic, partly English, not complete in either: [ar, en] is not declared.
    expect(manifestLocales(['ar', 'en'], false)).toEqual({ locales: ['en'], default_locale: 'en', foreign: [] });
  });

  it('asks for the translation and lists the undeclared language as a limitation', () => {
    const r = foreignLanguageNotes(['es'], 'platform.json', 'src/i18n/en.json');
    expect(r.openQuestions).toHaveLength(1);
    expect(r.openQuestions[0]).toMatch(/Spanish \(es\).*translate its copy into English in src\/i18n\/en\.json/);
    expect(r.limitations).toEqual([expect.objectContaining({ file: 'platform.json', what: expect.stringMatching(/Spanish \(es\) is not declared in locales/) })]);
  });

  it('the step writes no `es` locale for a Spanish source, drops a stale `es` default, and reports both', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES, { languages: ['es'] });
    ctx.state.language = { status: 'monolingual', languages: ['es'] };
    ctx.tree.write('platform.json', JSON.stringify({ manifest: { name: 'Tienda', default_locale: 'es', locales: ['es'] } }));
    const r = runThemeManifest(ctx);
    expect(r.status).toBe('applied');
    const m = JSON.parse(ctx.tree.read('platform.json')!).manifest;
    expect(m).toMatchObject({ name: 'Tienda', locales: ['en'], default_locale: 'en' });
    expect(r.openQuestions).toEqual([expect.stringMatching(/Spanish \(es\)/)]);
    expect(r.limitations?.map((l) => l.file)).toEqual(['platform.json']);
  });

  it('a bilingual source whose retrofit dictionaries still have empty entries does not declare [ar, en]', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES, { languages: ['ar', 'en'] });
    ctx.state.language = { status: 'bilingual', languages: ['ar', 'en'] };
    ctx.tree.write('src/i18n/en.json', JSON.stringify({ 'home.title': 'Our shop', 'home.cta': 'Browse' }));
    ctx.tree.write('src/i18n/ar.json', JSON.stringify({ 'home.title': 'متجرنا', 'home.cta': '' }));
    runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['en'], default_locale: 'en' });
    // Filled in, both languages are declared.
    ctx.tree.write('src/i18n/ar.json', JSON.stringify({ 'home.title': 'متجرنا', 'home.cta': 'تصفح' }));
    runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['ar', 'en'] });
  });

  it('a German source declares [ar, en] once source-copy.json shows every English entry translated, and stops asking', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES, { languages: ['de'] });
    ctx.state.language = { status: 'partial', languages: ['de'] };
    ctx.tree.write('src/i18n/en.json', JSON.stringify({ 'nav.shop': 'Laden', 'nav.brand': 'Kaffeehaus Ulme' }));
    ctx.tree.write('src/i18n/ar.json', JSON.stringify({ 'nav.shop': 'المتجر', 'nav.brand': 'كافيه أولمه' }));
    const first = runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['en'] });
    expect(first.openQuestions).toEqual([expect.stringMatching(/German \(de\)/)]);
    ctx.state.openQuestions.push(...first.openQuestions!);
    // One entry translated, the other not yet: still the German copy in the English slot.
    ctx.tree.write('src/i18n/en.json', JSON.stringify({ 'nav.shop': 'Shop', 'nav.brand': 'Kaffeehaus Ulme' }));
    ctx.tree.write('src/i18n/source-copy.json', JSON.stringify({ language: 'de', copy: { 'nav.shop': 'Laden' }, same: [] }));
    runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['en'] });
    // The brand marked as the same in English: every entry is English now.
    ctx.tree.write('src/i18n/source-copy.json', JSON.stringify({ language: 'de', copy: { 'nav.shop': 'Laden', 'nav.brand': 'Kaffeehaus Ulme' }, same: ['nav.brand'] }));
    const done = runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['ar', 'en'], default_locale: 'en' });
    expect(done.openQuestions ?? []).toEqual([]);
    // The question an earlier run asked is gone from the state file.
    expect(ctx.state.openQuestions.filter((q) => q.includes('German'))).toEqual([]);
    expect(done.limitations?.map((l) => l.what)).toEqual([expect.stringMatching(/German \(de\) is not declared/)]);
  });

  it('an English source gets no language question', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES);
    const r = runThemeManifest(ctx);
    expect(JSON.parse(ctx.tree.read('platform.json')!).manifest).toMatchObject({ locales: ['en'], default_locale: 'en' });
    expect(r.openQuestions ?? []).toEqual([]);
    expect(r.limitations ?? []).toEqual([]);
  });
});
