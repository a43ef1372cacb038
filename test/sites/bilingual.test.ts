import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import { localeSwitchStep, logicalStylesStep, physicalTokens, retrofitLanguageStatus, stringsStep } from '../../src/codemods/bilingual/index.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import type { StepContext, StepResult } from '../../src/convert/step.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { parseSource } from '../../src/load/parse.js';
import { loadSite } from '../../src/load/site.js';
import { emptyState } from '../../src/state/index.js';
import { copyToTemp, REPO, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * The bilingual retrofit over every fixture site (temp copies): afterwards every script still
 * parses, no physical Tailwind direction class is left in a className, the dictionaries and the
 * switch exist, and a second run of the steps changes nothing.
 */
const SITES = path.join(REPO, 'fixtures', 'sites');
const sites = readdirSync(SITES).sort();
const STEPS = [logicalStylesStep, stringsStep, localeSwitchStep];
const temps: ThemeDir[] = [];
afterAll(async () => {
  for (const t of temps) await t.cleanup?.();
});

async function contextFor(site: string): Promise<StepContext & { tree: MemoryTree }> {
  const tmp = await copyToTemp(path.join(SITES, site));
  temps.push(tmp);
  const loaded = await loadSite(tmp.dir, { mode: 'edit' });
  const analysis = await analyzeSite(loaded);
  return { site: loaded, tree: new MemoryTree(loaded), analysis, state: emptyState(), logger: memoryLogger() };
}

const CLASS_ATTR = /class(?:Name)?=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

describe('bilingual retrofit over the fixture sites', () => {
  for (const site of sites) {
    it(`${site}: scripts parse, no physical direction class left, idempotent`, async () => {
      const ctx = await contextFor(site);
      // A source file that does not parse (a fixture's deliberate syntax error) is left as it was.
      const parsedBefore = new Set(ctx.tree.list().filter((p) => parseSource(p, ctx.tree.read(p) ?? '', 'analyze').ok));
      const results: StepResult[] = [];
      for (const step of STEPS) results.push(await step.run(ctx));
      for (const r of results) expect(r.status).not.toBe('failed');

      const scripts = ctx.tree.list().filter((p) => /\.(jsx?|tsx?)$/.test(p) && !p.includes('node_modules/') && !p.endsWith('.d.ts'));
      const leftovers: string[] = [];
      for (const p of scripts) {
        const text = ctx.tree.read(p) ?? '';
        const parsed = parseSource(p, text, 'analyze');
        if (parsedBefore.has(p) || !ctx.site.scripts.some((f) => f.path === p)) expect(parsed.ok, `${p} parses`).toBe(true);
        for (const m of text.matchAll(CLASS_ATTR)) {
          for (const tok of physicalTokens(m[1] ?? m[2] ?? m[3] ?? '')) leftovers.push(`${p}: ${tok}`);
        }
      }
      expect(leftovers).toEqual([]);

      const changed = ctx.tree.changes().map((c) => (c.kind === 'rename' ? c.to : c.path));
      const strings = results[1];
      if (strings.status !== 'unnecessary' && strings.status !== 'skipped') {
        expect(changed.some((p) => p.endsWith('i18n/en.json'))).toBe(true);
        expect(changed.some((p) => p.endsWith('i18n/ar.json'))).toBe(true);
        // Every string lacking a side is an Open question, and the status says partial.
        expect(strings.status === 'partial').toBe((strings.openQuestions ?? []).some((q) => /(Arabic|English) for/.test(q)));
        // The status the manifest reads agrees with the step.
        expect(retrofitLanguageStatus(ctx)).toBe(strings.status === 'partial' ? 'partial' : 'bilingual');
      }

      // The Arabic-capable font comes from npm and is imported by the entry; a switch exists (placed
      // in the shell unless the source switches lang/dir itself, which is then asked about).
      const sw = results[2];
      if (sw.status !== 'skipped' && ctx.site.scripts.some((f) => /main\.[jt]sx?$/.test(f.path))) {
        const pkg = changed.find((p) => p.endsWith('package.json'));
        expect(pkg && ctx.tree.read(pkg)).toContain('"@fontsource/cairo"');
        expect(scripts.some((p) => (ctx.tree.read(p) ?? '').includes("'@fontsource/cairo/400.css'") || (ctx.tree.read(p) ?? '').includes('"@fontsource/cairo/400.css"'))).toBe(true);
        const placed = scripts.some((p) => !p.includes('/i18n/') && /<LocaleSwitch\b/.test(ctx.tree.read(p) ?? ''));
        // A source switching lang/dir itself keeps its one switch, now reading and setting the platform locale.
        const wired = scripts.some((p) => /\buseLocaleState\b/.test(ctx.tree.read(p) ?? '') && !p.includes('/i18n/locale-state'))
          && scripts.some((p) => /\blang=\{/.test(ctx.tree.read(p) ?? '') && !p.includes('/i18n/'));
        expect(placed || wired || (sw.openQuestions ?? []).some((q) => /lang\/dir|where should the language switch/.test(q))).toBe(true);
        expect(placed && wired).toBe(false);
      }

      // A second run over the staged result changes nothing.
      const snapshot = new Map(ctx.tree.list().map((p) => [p, ctx.tree.read(p)]));
      for (const step of STEPS) await step.run(ctx);
      for (const p of ctx.tree.list()) expect(ctx.tree.read(p), `${p} unchanged on a second run`).toBe(snapshot.get(p));
    }, 60_000);
  }
});

/**
 * The way to a complete bilingual theme: the first run leaves an empty `ar` entry for each string
 * the glossary lacks and declares the source language only; a person fills them and runs convert
 * again; the theme is then bilingual, the manifest declares [ar, en], and nothing they wrote changes.
 */
describe('bilingual: filling the ar dictionary completes the theme', () => {
  it('lovable-store: convert, fill every empty ar entry, convert again → [ar, en], hand-filled strings kept', async () => {
    const tmp = await copyToTemp(path.join(SITES, 'lovable-store'));
    temps.push(tmp);
    const read = (f: string) => readFileSync(path.join(tmp.dir, f), 'utf8');
    const locales = () => (JSON.parse(read('platform.json')) as { manifest: { locales: string[] } }).manifest.locales;
    const first = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(first.code, first.stderr.slice(-2000)).toBe(0);
    expect(locales()).toEqual(['en']);
    expect(read('THEME_CONVERSION.md')).toMatch(/note: the theme is partial: \(\d+ of \d+ strings in both ar and en\)/);
    // The state file, analyze and the manifest agree: empty entries make the theme partial.
    expect(read('THEME_CONVERSION.md')).toMatch(/## Language status\n\n- status: partial\n/);
    const analyzed = await runCli(['analyze', tmp.dir, '--json']);
    expect((JSON.parse(analyzed.stdout) as { languageStatus: string }).languageStatus).toBe('partial');

    const ar = JSON.parse(read('src/i18n/ar.json')) as Record<string, string>;
    const en = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
    // One entry per string, in the same key order; each missing translation is an empty entry.
    expect(Object.keys(ar)).toEqual(Object.keys(en));
    const empty = Object.keys(ar).filter((k) => ar[k] === '');
    expect(empty.length).toBeGreaterThan(0);
    const openQuestions = read('THEME_CONVERSION.md').match(/^- src\/i18n\/ar\.json: Arabic for /gm) ?? [];
    expect(openQuestions.length).toBe(empty.length);
    // Until filled, an empty entry falls back to English in the hook.
    expect(read('src/i18n/use-t.ts')).toContain('dict[key] || en[key');

    const filled = { ...ar, ...Object.fromEntries(empty.map((k, i) => [k, `نص مكتوب باليد ${i + 1}`])) };
    writeFileSync(path.join(tmp.dir, 'src/i18n/ar.json'), JSON.stringify(filled, null, 2) + '\n');
    const second = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(second.code, second.stderr.slice(-2000)).toBe(0);
    expect(JSON.parse(read('src/i18n/ar.json'))).toEqual(filled);
    expect([...locales()].sort()).toEqual(['ar', 'en']);
    expect(read('THEME_CONVERSION.md')).toContain('note: the theme is bilingual: every string in both ar and en (locales [ar, en])');
    expect(read('THEME_CONVERSION.md')).toMatch(/## Language status\n\n- status: bilingual\n/);
    // The translations asked for are written: those Open questions are gone.
    expect(read('THEME_CONVERSION.md')).not.toMatch(/: (Arabic|English) for "/);
    expect(read('THEME_CONVERSION.report.md')).toMatch(/language status: bilingual \((\d+) of \1 strings in both ar and en\)/);

    // A third run keeps it so.
    const third = await runCli(['convert', tmp.dir, '--yes', '--force']);
    expect(third.code).toBe(0);
    expect(JSON.parse(read('src/i18n/ar.json'))).toEqual(filled);
    expect([...locales()].sort()).toEqual(['ar', 'en']);
  }, 120_000);
});

/**
 * A site on react-i18next: the library keeps the language, the platform locale drives it (a sync
 * hook in the header), and the site's own switch sets the platform locale; no second switch.
 */
describe('bilingual: a site whose language lives in i18next', () => {
  it('wires its changeLanguage switch to useLocale().setLocale and keeps i18next in step', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lingo-i18next-'));
    temps.push({ dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) } as ThemeDir);
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'i18n-shop', dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', i18next: '^23.0.0', 'react-i18next': '^14.0.0' }, devDependencies: { vite: '^5.0.0' } }, null, 2),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
      'src/main.tsx': "import { createRoot } from 'react-dom/client';\nimport './i18n';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
      'src/i18n.ts': "import i18n from 'i18next';\nimport { initReactI18next } from 'react-i18next';\n\ni18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { home: 'Home' } }, ar: { translation: { home: 'الرئيسية' } } } });\n\nexport default i18n;\n",
      'src/App.tsx': "import Header from './components/Header';\n\nexport default function App() {\n  return (\n    <div>\n      <Header />\n    </div>\n  );\n}\n",
      'src/components/Header.tsx': [
        "import { useEffect } from 'react';",
        "import { useTranslation } from 'react-i18next';",
        '',
        'export default function Header() {',
        '  const { t, i18n } = useTranslation();',
        '  useEffect(() => {',
        '    document.documentElement.dir = i18n.dir();',
        '  }, [i18n.language]);',
        '  return (',
        '    <header className="flex items-center justify-between">',
        "      <a href=\"/\">{t('home')}</a>",
        "      <button onClick={() => i18n.changeLanguage(i18n.language === 'ar' ? 'en' : 'ar')}>{i18n.language === 'ar' ? 'English' : 'العربية'}</button>",
        '    </header>',
        '  );',
        '}',
        '',
      ].join('\n'),
    };
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), text);
    }
    const loaded = await loadSite(dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    const result = await localeSwitchStep.run(ctx);
    const header = ctx.tree.read('src/components/Header.tsx') ?? '';
    expect(header).toContain("const setLocale = useLocale().setLocale;");
    expect(header).toContain("onClick={() => setLocale(i18n.language === 'ar' ? 'en' : 'ar')}");
    expect(header).toContain("lang={i18n.language === 'ar' ? 'en' : 'ar'}");
    expect(header).toContain('useLocaleSync();');
    expect(header).not.toContain('LocaleSwitch');
    expect(ctx.tree.read('src/i18n/locale-sync.ts')).toContain('const changed = follow(i18n as unknown as Library, locale);');
    expect(result.openQuestions ?? []).toEqual([]);
    // A second run changes nothing.
    const snapshot = new Map(ctx.tree.list().map((p) => [p, ctx.tree.read(p)]));
    await localeSwitchStep.run(ctx);
    for (const p of ctx.tree.list()) expect(ctx.tree.read(p), `${p} unchanged on a second run`).toBe(snapshot.get(p));
  }, 60_000);
});
