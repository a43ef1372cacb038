import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeSwitchStep, retrofitLanguageStatus, stringsStep } from '../../../src/codemods/bilingual/index.js';
import { resourcesModule } from '../../../src/codemods/bilingual/library-resources.js';
import { tempSiteContexts } from '../../helpers/temp-site-context.js';

/**
 * A site with a language provider of its own whose message files are nested trees at the very
 * place the theme keeps its dictionaries (`src/i18n/en.json`, `ar.json`), read as
 * `messages[locale].menu.title`. The retrofit used to read them as flat dictionaries and write
 * each branch back as an empty entry: the provider then showed its raw keys on every page. The
 * trees now join the dictionaries (`messages:<path>`) and the provider reads them back from there.
 */
const PROVIDER = [
  "import { createContext, useContext, useState } from 'react';",
  "import enText from './en.json';",
  "import arText from './ar.json';",
  '',
  'const books = { en: enText, ar: arText };',
  'const Ctx = createContext(null);',
  '',
  'function walk(tree, dotted) {',
  "  return dotted.split('.').reduce((node, part) => (node == null ? node : node[part]), tree) ?? dotted;",
  '}',
  '',
  'export function WordsProvider({ children }) {',
  "  const [lang, setLang] = useState('ar');",
  '  const say = (dotted) => walk(books[lang], dotted);',
  '  return <Ctx.Provider value={{ lang, setLang, say }}>{children}</Ctx.Provider>;',
  '}',
  '',
  'export const useWords = () => useContext(Ctx);',
  '',
].join('\n');

const EN = { shopName: 'Kettle & Leaf', menu: { title: 'Our teas', steep: 'Steep for {minutes} minutes' }, notes: ['Floral', 'Smoky'] };
const AR = { shopName: 'الغلاية والورقة', menu: { title: 'أنواع الشاي لدينا', steep: 'انقعه {minutes} دقائق' }, notes: ['زهري', 'مدخن'] };

const PAGE = [
  "import { useWords } from '../i18n/WordsProvider';",
  '',
  'export default function Teas() {',
  '  const { say } = useWords();',
  "  return <h1>{say('menu.title')}</h1>;",
  '}',
  '',
].join('\n');

const contextFor = tempSiteContexts('tea-house', { status: 'bilingual', languages: ['ar', 'en'] });

describe("a site's own nested message files where the dictionaries go", () => {
  it('join the dictionaries as messages:<path>, and its provider reads them back from there', async () => {
    const ctx = await contextFor({
      'src/i18n/WordsProvider.jsx': PROVIDER,
      'src/i18n/en.json': JSON.stringify(EN, null, 2),
      'src/i18n/ar.json': JSON.stringify(AR, null, 2),
      'src/pages/Teas.jsx': PAGE,
    });
    await stringsStep.run(ctx);
    const en = JSON.parse(ctx.tree.read('src/i18n/en.json')!) as Record<string, string>;
    const ar = JSON.parse(ctx.tree.read('src/i18n/ar.json')!) as Record<string, string>;
    expect(en).toMatchObject({ 'messages:shopName': 'Kettle & Leaf', 'messages:menu.title': 'Our teas', 'messages:menu.steep': 'Steep for {minutes} minutes', 'messages:notes.1': 'Smoky' });
    expect(ar).toMatchObject({ 'messages:menu.title': 'أنواع الشاي لدينا', 'messages:notes.0': 'زهري' });
    // Flat dictionaries again: no branch written back as an entry.
    expect(Object.values(en).every((v) => typeof v === 'string')).toBe(true);
    expect(en).not.toHaveProperty('menu');
    const provider = ctx.tree.read('src/i18n/WordsProvider.jsx')!;
    expect(provider).not.toMatch(/from ['"]\.\/(en|ar)\.json['"]/);
    expect(provider).toMatch(/import \{ themeMessages \} from ['"]\.\/library-resources['"];/);
    expect(provider).toContain("const enText = themeMessages('en');");
    expect(provider).toContain("const arText = themeMessages('ar');");
    expect(ctx.tree.read('src/i18n/library-resources.js')).toContain('export function themeMessages');
    // Both languages complete: the theme is bilingual.
    expect(retrofitLanguageStatus(ctx)).toBe('bilingual');
    // A second run finds flat dictionaries and an already rewired provider: nothing changes.
    const before = { en: ctx.tree.read('src/i18n/en.json'), provider };
    await stringsStep.run(ctx);
    expect(ctx.tree.read('src/i18n/en.json')).toBe(before.en);
    expect(ctx.tree.read('src/i18n/WordsProvider.jsx')).toBe(before.provider);
  });

  it('are rebuilt as the trees the provider walked (lists included) by the generated module', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'own-messages-'));
    try {
      const en = { 'messages:menu.title': 'Our teas', 'messages:notes.0': 'Floral', 'messages:notes.1': 'Smoky', 'teas.hero-title': 'Brewed slowly' };
      const ar = { 'messages:menu.title': 'أنواع الشاي لدينا', 'messages:notes.0': '', 'messages:notes.1': '', 'teas.hero-title': '' };
      const code = resourcesModule(false).replace(/import (\w+) from '\.\/(\w+)\.json';/g, (_, name, file) => `const ${name} = ${JSON.stringify(file === 'en' ? en : ar)};`);
      writeFileSync(path.join(dir, 'module.mjs'), code);
      const mod = (await import(pathToFileURL(path.join(dir, 'module.mjs')).href)) as { themeMessages: (lang: string) => unknown };
      expect(mod.themeMessages('en')).toEqual({ menu: { title: 'Our teas' }, notes: ['Floral', 'Smoky'] });
      // An empty entry is left out: the provider falls back as it did for a message it lacked.
      expect(mod.themeMessages('ar')).toEqual({ menu: { title: 'أنواع الشاي لدينا' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("its provider's own language state, in the i18n folder, is wired to the platform locale and its switch named", async () => {
    // The provider remembers the language and sets lang/dir itself; it hands out a memoised setter.
    const provider = PROVIDER.replace("import { createContext, useContext, useState } from 'react';", "import { createContext, useCallback, useContext, useEffect, useState } from 'react';")
      .replace("  const say = (dotted) => walk(books[lang], dotted);\n  return <Ctx.Provider value={{ lang, setLang, say }}>{children}</Ctx.Provider>;",
        "  const pick = useCallback((next) => { setLang(next); }, []);\n  useEffect(() => { document.documentElement.lang = lang; }, [lang]);\n  const say = (dotted) => walk(books[lang], dotted);\n  return <Ctx.Provider value={{ lang, pick, say }}>{children}</Ctx.Provider>;");
    expect(provider).toContain('useCallback((next)');
    const bar = [
      "import { useWords } from '../i18n/WordsProvider';",
      '',
      'export default function TopBar() {',
      '  const { lang, pick, say } = useWords();',
      '  return (',
      '    <header className="flex items-center justify-between">',
      "      <strong>{say('shopName')}</strong>",
      "      <button onClick={() => pick(lang === 'ar' ? 'en' : 'ar')}>{lang === 'ar' ? 'EN' : 'عربي'}</button>",
      '    </header>',
      '  );',
      '}',
      '',
    ].join('\n');
    const ctx = await contextFor({
      'src/i18n/WordsProvider.jsx': provider,
      'src/i18n/en.json': JSON.stringify(EN, null, 2),
      'src/i18n/ar.json': JSON.stringify(AR, null, 2),
      'src/components/TopBar.jsx': bar,
      'src/pages/Teas.jsx': PAGE,
    });
    await stringsStep.run(ctx);
    await localeSwitchStep.run(ctx);
    const wired = ctx.tree.read('src/i18n/WordsProvider.jsx')!;
    expect(wired).toMatch(/useLocaleState\(\)/);
    expect(wired).not.toMatch(/useState\('ar'\)/);
    const top = ctx.tree.read('src/components/TopBar.jsx')!;
    // The switch names the language it switches to, and keeps its label of the other language.
    expect(top).toContain(`lang={lang === 'ar' ? 'en' : 'ar'}`);
    expect(top).toContain(`{lang === 'ar' ? 'EN' : 'عربي'}`);
    // One switch: the generated one is not added beside the source's own.
    expect(top).not.toContain('<LocaleSwitch');
  });

  it('a flat dictionary already there (ours from an earlier run) is left as it is', async () => {
    const ctx = await contextFor({
      'src/i18n/en.json': JSON.stringify({ 'teas.title': 'Our teas' }),
      'src/i18n/ar.json': JSON.stringify({ 'teas.title': 'أنواع الشاي لدينا' }),
      'src/pages/Teas.jsx': 'export default function Teas() { return <h1>Our teas</h1>; }\n',
    });
    await stringsStep.run(ctx);
    expect(ctx.tree.exists('src/i18n/library-resources.js')).toBe(false);
    expect(JSON.parse(ctx.tree.read('src/i18n/en.json')!)).toMatchObject({ 'teas.title': 'Our teas' });
  });
});
