import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printLikeSource } from '../../../src/convert/print.js';
import { findResources, flattenResource, resourcesModule, themeKey, wrapResources } from '../../../src/codemods/bilingual/library-resources.js';
import { parseSource } from '../../../src/load/parse.js';

const parse = (code: string) => {
  const r = parseSource('setup.js', code, 'edit');
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.ast;
};

const SETUP = `import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from './lang/english.json';
import german from './lang/german.json';

const bundles = {
  'en-GB': { common: english, menu: { starters: 'Starters', mains: ['Stew', 'Grill'] } },
  de: { common: german },
};
i18next.use(initReactI18next).init({ resources: bundles, fallbackLng: 'en' });
`;
const JSON_FILES: Record<string, unknown> = {
  './lang/english.json': { greeting: 'Welcome back', cart: { empty: 'Nothing here yet', count: '{{count}} items' } },
  './lang/german.json': { greeting: 'Willkommen zurück' },
};

describe("an i18n library's own resources", () => {
  it('are read from the setup module and the JSON it imports; other languages are kept apart', () => {
    const found = findResources(parse(SETUP), (spec) => JSON_FILES[spec]);
    expect(found?.others).toEqual(['de']);
    expect(found?.bundles.ar).toBeUndefined();
    expect(flattenResource(found?.bundles.en?.common)).toEqual({ greeting: 'Welcome back', 'cart.empty': 'Nothing here yet', 'cart.count': '{{count}} items' });
    expect(flattenResource(found?.bundles.en?.menu)).toEqual({ starters: 'Starters', 'mains.0': 'Stew', 'mains.1': 'Grill' });
  });

  it('are wrapped once, so a second run finds them and changes nothing', () => {
    const ast = parse(SETUP);
    const found = findResources(ast, (spec) => JSON_FILES[spec]);
    wrapResources(ast, found!.holder!, './i18n/library-resources');
    const once = printLikeSource(ast, SETUP);
    expect(once).toContain('resources: withThemeLanguages(bundles)');
    expect(once).toMatch(/import \{ withThemeLanguages \} from ["']\.\/i18n\/library-resources["'];/);
    const again = findResources(parse(once), (spec) => JSON_FILES[spec]);
    expect(again?.holder).toBeNull();
    expect(Object.keys(again?.bundles.en ?? {})).toEqual(['common', 'menu']);
  });

  it('are rebuilt from the theme dictionaries by the generated module, leaving out empty entries', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'library-resources-'));
    try {
      const en = { [themeKey('common', 'greeting')]: 'Welcome back', [themeKey('menu', 'mains.0')]: 'Stew', [themeKey('menu', 'mains.1')]: 'Grill', 'home.hero-title': 'Fresh every day' };
      const ar = { [themeKey('common', 'greeting')]: 'أهلاً بعودتك', [themeKey('menu', 'mains.0')]: '', [themeKey('menu', 'mains.1')]: '', 'home.hero-title': '' };
      writeFileSync(path.join(dir, 'en.json'), JSON.stringify(en));
      writeFileSync(path.join(dir, 'ar.json'), JSON.stringify(ar));
      // The JSON imports of the module, as a bundler resolves them.
      const code = resourcesModule(false).replace(/import (\w+) from '\.\/(\w+)\.json';/g, (_, name, file) => `const ${name} = ${JSON.stringify(file === 'en' ? en : ar)};`);
      writeFileSync(path.join(dir, 'module.mjs'), code);
      const mod = (await import(pathToFileURL(path.join(dir, 'module.mjs')).href)) as { withThemeLanguages: (r: object) => Record<string, unknown> };
      const out = mod.withThemeLanguages({ de: { common: { greeting: 'Willkommen' } } });
      expect(out).toEqual({
        de: { common: { greeting: 'Willkommen' } },
        en: { common: { greeting: 'Welcome back' }, menu: { mains: ['Stew', 'Grill'] } },
        ar: { common: { greeting: 'أهلاً بعودتك' } },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
