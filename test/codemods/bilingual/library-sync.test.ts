import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { localeSwitchStep } from '../../../src/codemods/bilingual/index.js';
import { librarySyncModule } from '../../../src/codemods/bilingual/hook-module.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import libraries from '../../../rules/rtl/i18n-libraries.js';

const REPO = path.resolve(__dirname, '../../..');
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(d);
  return d;
};
const writeAll = (dir: string, files: Record<string, string>) => {
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), text);
  }
};

/**
 * A tea shop on i18next whose detector remembers the last language, with a page frame that draws
 * its banner and its footer side by side after a splash: both read the library's language.
 */
const SHOP: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'tea-corner', dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', i18next: '^23.0.0', 'react-i18next': '^13.0.0', 'i18next-browser-languagedetector': '^7.0.0' }, devDependencies: { vite: '^5.0.0' } }, null, 2),
  'index.html': '<html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport './lingo';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/lingo.js': "import i18n from 'i18next';\nimport Sniffer from 'i18next-browser-languagedetector';\nimport { initReactI18next } from 'react-i18next';\n\ni18n.use(Sniffer).use(initReactI18next).init({ fallbackLng: 'en', detection: { caches: ['localStorage'] }, resources: { en: { translation: { greet: 'Fresh leaves daily' } }, ar: { translation: { greet: 'أوراق طازجة كل يوم' } } } });\n\nexport default i18n;\n",
  'src/App.jsx': "import Banner from './parts/Banner';\nimport Foot from './parts/Foot';\n\nexport default function App() {\n  return (\n    <div>\n      <Banner />\n      <Foot />\n    </div>\n  );\n}\n",
  'src/parts/Banner.jsx': "import { useTranslation } from 'react-i18next';\n\nexport default function Banner() {\n  const { t, i18n } = useTranslation();\n  return (\n    <header>\n      <h1>{t('greet')}</h1>\n      <button onClick={() => i18n.changeLanguage(i18n.language === 'ar' ? 'en' : 'ar')}>{i18n.language === 'ar' ? 'EN' : 'AR'}</button>\n    </header>\n  );\n}\n",
  'src/parts/Foot.jsx': "import { useTranslation } from 'react-i18next';\n\nexport default function Foot() {\n  const { i18n } = useTranslation();\n  return <footer><button onClick={() => i18n.changeLanguage(i18n.language === 'ar' ? 'en' : 'ar')}>{i18n.language === 'ar' ? 'English' : 'Arabic'}</button></footer>;\n}\n",
  // What the theme shell writes before the bilingual steps run.
  'src/platform/theme-root.jsx': "import { PreviewProvider } from '../preview/preview-provider.jsx';\n\nexport function ThemeRoot({ children }) {\n  return (\n    <PreviewProvider>\n      {children}\n    </PreviewProvider>\n  );\n}\n",
};

describe('bilingual: an i18next site follows the platform locale before its pages draw', () => {
  it('draws <LocaleSync /> first in ThemeRoot rather than a hook in a frame drawn beside the pages', async () => {
    const dir = tempDir('tea-corner-');
    writeAll(dir, SHOP);
    const loaded = await loadSite(dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    const result = await localeSwitchStep.run(ctx);
    const root = ctx.tree.read('src/platform/theme-root.jsx') ?? '';
    expect(root).toContain("import { LocaleSync } from '../i18n/locale-sync';");
    expect(root).toMatch(/<PreviewProvider>\s*<LocaleSync \/>\s*\{children\}/);
    for (const f of ['src/parts/Banner.jsx', 'src/parts/Foot.jsx', 'src/App.jsx']) expect(ctx.tree.read(f)).not.toContain('useLocaleSync');
    expect(ctx.tree.read('src/parts/Foot.jsx')).toContain('setLocale(i18n.language');
    const sync = ctx.tree.read('src/i18n/locale-sync.js') ?? '';
    expect(sync).toContain('export function LocaleSync()');
    expect(result.openQuestions ?? []).toEqual([]);
    // A second run changes nothing.
    const snapshot = new Map(ctx.tree.list().map((p) => [p, ctx.tree.read(p)]));
    await localeSwitchStep.run(ctx);
    for (const p of ctx.tree.list()) expect(ctx.tree.read(p), `${p} unchanged on a second run`).toBe(snapshot.get(p));
  }, 60_000);

  it('keeps a theme without ThemeRoot on the hook in its frame', async () => {
    const dir = tempDir('tea-corner-bare-');
    const { 'src/platform/theme-root.jsx': _root, ...bare } = SHOP;
    writeAll(dir, bare);
    const loaded = await loadSite(dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    await localeSwitchStep.run(ctx);
    const called = ['src/parts/Banner.jsx', 'src/parts/Foot.jsx', 'src/App.jsx'].filter((f) => (ctx.tree.read(f) ?? '').includes('useLocaleSync();'));
    expect(called).toHaveLength(1);
  }, 60_000);

  /**
   * The generated module run for real (React, the SDK stand-in) against a library double that
   * behaves as i18next does: a language set by its detector, `languageChanged` emitted on each change.
   */
  it('has the platform language when the frame first draws, and keeps it when the library changes it on its own', async () => {
    const dir = tempDir('tea-corner-run-');
    const lib = libraries.libraries[0];
    const requireHere = createRequire(path.join(REPO, 'package.json'));
    const url = (p: string) => pathToFileURL(p).href;
    const react = url(requireHere.resolve('react'));
    writeAll(dir, {
      // The library double: an instance whose language its detector set to the remembered 'en'.
      'lingo-double.mjs': [
        'const listeners = [];',
        "export const lingo = { language: 'en', changes: 0,",
        '  on(event, f) { if (event === \'languageChanged\') listeners.push(f); },',
        '  changeLanguage(lng) { this.language = lng; this.changes++; for (const f of [...listeners]) f(lng); return Promise.resolve(); } };',
        'export function useTranslation() { return { i18n: lingo }; }',
        '',
      ].join('\n'),
    });
    const generated = librarySyncModule(lib, 'useLocaleSync', false)
      .replace(`from '${lib.hookModule}'`, `from '${url(path.join(dir, 'lingo-double.mjs'))}'`)
      .replace("from 'react'", `from '${react}'`)
      .replace("from 'platform-sdk/theme'", `from '${url(path.join(REPO, 'fixtures/platform-sdk/src/theme/index.js'))}'`);
    writeAll(dir, { 'locale-sync.mjs': generated });
    const sync = await import(url(path.join(dir, 'locale-sync.mjs')));
    const { lingo } = await import(url(path.join(dir, 'lingo-double.mjs')));
    const React = await import(react);
    const { renderToString } = await import(url(requireHere.resolve('react-dom/server')));
    const { ThemeProvider } = await import(url(path.join(REPO, 'fixtures/platform-sdk/src/theme/index.js')));
    const h = React.createElement;
    // Two parts of the frame drawn side by side, each showing the language it believes in.
    const Part = ({ name }: { name: string }) => h('p', null, `${name}:${lingo.language}`);
    const html = renderToString(h(ThemeProvider, { locale: 'ar' }, h(sync.LocaleSync), h(Part, { name: 'banner' }), h(Part, { name: 'footer' })));
    expect(html).toContain('banner:ar');
    expect(html).toContain('footer:ar');
    // The detector (or a remembered choice, or an init finishing late) sets it back: the platform's wins.
    lingo.changeLanguage('en');
    expect(lingo.language).toBe('ar');
    lingo.changeLanguage('ar-EG');
    expect(lingo.language).toBe('ar-EG');
  });
});
