import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPo } from '../../bench/field/pseudo-fill.js';
import { writeToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * A small bakery site written in Italian (the English slot holds Italian until translated), with a
 * window title and description in index.html, which the retrofit reads again on every run.
 */
const ITALIAN_SITE: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'forno', private: true, type: 'module', scripts: { build: 'vite build' },
    dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', 'react-router-dom': '^6.26.2' },
    devDependencies: { vite: '^5.4.1', '@vitejs/plugin-react': '^4.3.1' },
  }),
  'index.html': [
    '<!DOCTYPE html>',
    '<html lang="it">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <title>Forno del Borgo — Pane fatto a mano</title>',
    '    <meta name="description" content="Il nostro forno prepara ogni mattina pane e dolci con farine del territorio." />',
    '  </head>',
    '  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>',
    '</html>',
    '',
  ].join('\n'),
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': [
    "import { BrowserRouter, Routes, Route } from 'react-router-dom';",
    "import Home from './pages/Home';",
    "import Contatti from './pages/Contatti';",
    'export default function App() {',
    '  return (',
    '    <BrowserRouter>',
    '      <Routes>',
    '        <Route path="/" element={<Home />} />',
    '        <Route path="/contatti" element={<Contatti />} />',
    '      </Routes>',
    '    </BrowserRouter>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/pages/Home.jsx': [
    'export default function Home() {',
    '  return (',
    '    <main>',
    '      <h1>Il pane di una volta, ogni giorno</h1>',
    "      <p>Impastiamo a mano e cuociamo nel forno a legna prima dell'alba.</p>",
    '      <p>Le nostre farine vengono dai mulini della valle.</p>',
    '      <button>Ordina adesso</button>',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/pages/Contatti.jsx': [
    'export default function Contatti() {',
    '  return (',
    '    <section>',
    '      <h2>Vieni a trovarci</h2>',
    '      <p>Siamo aperti tutti i giorni tranne il lunedì, dalle sette alle tredici.</p>',
    '      <p>Per le ordinazioni grandi chiamaci almeno un giorno prima.</p>',
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

const temps: ThemeDir[] = [];
afterAll(async () => {
  for (const t of temps) await t.cleanup();
});

/**
 * The round trip of issue 17 on a source in another language: convert, export what is missing,
 * fill every entry (the field test's pseudo-translator), import, convert again. The second convert
 * reads index.html's Italian title again while en.json now holds its English: that is no changed
 * source text, and neither translation may be dropped.
 */
describe('translate round trip: a source written in Italian', () => {
  it('convert → export → fill → import → convert declares [ar, en] and keeps the imported title and description', async () => {
    const tmp = await writeToTemp(ITALIAN_SITE, 'round-trip-it');
    temps.push(tmp);
    const read = (f: string) => readFileSync(path.join(tmp.dir, f), 'utf8');
    const dictionary = (lang: string) => JSON.parse(read(`src/i18n/${lang}.json`)) as Record<string, string>;
    const locales = () => (JSON.parse(read('platform.json')) as { manifest: { locales: string[] } }).manifest.locales;

    const first = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(first.code, first.stderr.slice(-2000)).toBe(0);
    expect(locales()).toEqual(['en']);
    expect(dictionary('en')['site.title']).toBe('Forno del Borgo — Pane fatto a mano');

    const poDir = path.join(tmp.dir, 'po');
    const exported = await runCli(['translate', tmp.dir, '--export', poDir, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    const files = (JSON.parse(exported.stdout) as { exported: { file: string; lang: string }[] }).exported;
    expect(files.map((f) => f.lang).sort()).toEqual(['ar', 'en']);
    const filled: string[] = [];
    for (const f of files) {
      const to = f.file.replace(/\.po$/, '.filled.po');
      await fillPo(f.file, to);
      filled.push(to);
    }
    const imported = await runCli(['translate', tmp.dir, '--import', ...filled]);
    expect(imported.code, imported.stderr).toBe(0);
    const en = dictionary('en');
    const ar = dictionary('ar');
    expect(en['site.title']).toMatch(/^\[.+\]$/);
    expect(ar['site.title']).toMatch(/^⟦.+⟧$/);

    const second = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(second.code, second.stderr.slice(-2000)).toBe(0);
    // The imported translations, title and description included, are what the dictionaries hold.
    expect(dictionary('en')).toEqual(en);
    expect(dictionary('ar')).toEqual(ar);
    expect([...locales()].sort()).toEqual(['ar', 'en']);
    expect(read('THEME_CONVERSION.md')).toMatch(/## Language status\n\n- status: bilingual\n/);

    // A changed title in index.html is a new source text: its old translations no longer fit.
    writeFileSync(path.join(tmp.dir, 'index.html'), read('index.html').replace('Pane fatto a mano', 'Pane e dolci fatti a mano'));
    const third = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(third.code, third.stderr.slice(-2000)).toBe(0);
    expect(dictionary('en')['site.title']).toBe('Forno del Borgo — Pane e dolci fatti a mano');
    expect(dictionary('ar')['site.title']).toBe('');
    expect(locales()).toEqual(['en']);
    // …and its English entry holds the source's copy again: the next export asks for its English.
    expect(JSON.parse(read('src/i18n/source-copy.json')).copy['site.title']).toBeUndefined();
    const again = await runCli(['translate', tmp.dir, '--export', path.join(tmp.dir, 'po2'), '--json']);
    expect((JSON.parse(again.stdout) as { exported: { lang: string; entries: number }[] }).exported.map((e) => [e.lang, e.entries]).sort()).toEqual([['ar', 1], ['en', 1]]);
  }, 180_000);
});
