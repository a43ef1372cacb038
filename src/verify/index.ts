import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { writeFileAtomic } from '../infra/fs.js';
import { setProgress, STATE_FILE } from '../state/index.js';
import { updateStateFile } from '../state/locked-update.js';
import { OUT_DIR } from '../check/bundle.js';
import { BROWSER_ARGS, requireBrowser } from './chromium.js';
import { formatMarkdown, localeSummary } from './report.js';
import { serveDir } from './serve.js';
import { uncompiledStylesheets } from './raw-css.js';
import { uiFont } from './ui-font.js';
import { demoProductNames, pageTargets, readDemoBrand, readDemoData, type ThemeManifest } from './targets.js';
import { buildTheme, requireInstalled, type BuildOutcome } from './theme-build.js';
import { dirOf, isListing, untranslatedReason, type PageResult } from './verdict.js';
import { buildPseudo, type PseudoBuild } from './pseudo-build.js';
import { brandOfPackageName, demoStrings, notFollowingLocale, type NotCopy } from './untranslated.js';
import { siteNames, staticRecordStrings } from './static-records.js';
import { productNamesFor } from './product-names.js';
import { prepareShotsDir, tryLocaleSwitch, usesHashRoutes, visitLocale, VIEWPORT, type SwitchResult } from './visit.js';

export const REPORT_FILE = 'THEME_VERIFY.md';
export const SHOTS_DIR = 'THEME_VERIFY';
/** The locales a theme can have; the order the report shows them in. */
const LOCALE_ORDER = ['ar', 'en'];

export interface VerifyOptions {
  /** Only these locales (default: every locale the theme has). */
  locales?: string[];
  /** Only these manifest page ids. */
  pages?: string[];
  /** Use preview-dist as it is (tests that build the theme themselves). */
  skipBuild?: boolean;
  /**
   * The pseudo-locale check: build with every dictionary entry marked and each missing side
   * filled with a pseudo-translation (the dictionaries on disk stay as they are), and report the
   * shown text that did not come through them.
   */
  pseudo?: boolean;
  env?: NodeJS.ProcessEnv;
  progress?: (msg: string) => void;
}

export interface VerifyReport {
  root: string;
  appDir: string;
  build: { ok: boolean; seconds: number; error?: string };
  locales: string[];
  viewport: string;
  /** The Arial-metric font the generic UI families were measured with (null: the machine's own). */
  uiFont: string | null;
  pages: PageResult[];
  localeSwitch: SwitchResult | null;
  /** verify --pseudo: entries the pseudo build filled per side (null without --pseudo). */
  pseudo: { filled: { en: number; ar: number } } | null;
  summary: {
    pages: number;
    byLocale: Record<string, { pass: number; total: number }>;
    storefrontShowsProducts: boolean | null;
    /** Arabic pages whose text (outside the chrome) is mostly Arabic: how far the translation got. */
    arabicText: { pages: number; total: number } | null;
    /** verify --pseudo: pages showing untranslated text, and the texts by where they show. */
    untranslated: { pages: number; total: number; texts: number; byKind: Record<string, number> } | null;
    pass: boolean;
  };
  /** Site-relative report file (THEME_VERIFY.md) when one was written. */
  reportFile: string | null;
  seconds: number;
}

/** The theme package inside `root`: the folder holding platform.json (a Replit-style `client/` too). */
export function findTheme(root: string): { appDir: string; manifest: ThemeManifest } {
  for (const sub of ['', 'client', 'frontend']) {
    const file = path.join(root, sub, 'platform.json');
    if (!existsSync(file)) continue;
    let doc: { manifest?: Partial<ThemeManifest> };
    try {
      doc = JSON.parse(readFileSync(file, 'utf8')) as typeof doc;
    } catch (e) {
      throw badInput(`platform.json does not parse: ${(e as Error).message.split('\n')[0]}`, { file });
    }
    const m = doc.manifest;
    if (!m || !Array.isArray(m.pages)) throw badInput('platform.json has no manifest.pages', { file });
    return { appDir: path.join(root, sub), manifest: { pages: m.pages, locales: Array.isArray(m.locales) ? m.locales : [], default_locale: m.default_locale, ...(typeof m.name === 'string' ? { name: m.name } : {}) } };
  }
  throw badInput('no platform.json: this is not a converted theme', { file: root, hint: 'run `platform-convert convert` first' });
}

/** Every locale the theme has: the manifest's, and each with a dictionary (`<src>/i18n/<locale>.json`). */
function themeLocales(appDir: string, manifest: ThemeManifest): string[] {
  const found = new Set(manifest.locales);
  for (const src of ['src', 'client/src', 'frontend/src']) {
    for (const l of LOCALE_ORDER) if (existsSync(path.join(appDir, src, 'i18n', `${l}.json`))) found.add(l);
  }
  if (!found.size) found.add(manifest.default_locale ?? 'en');
  return [...found].sort((a, b) => (LOCALE_ORDER.indexOf(a) + 1 || 99) - (LOCALE_ORDER.indexOf(b) + 1 || 99));
}

function summarize(pages: PageResult[], locales: string[], build: BuildOutcome | { ok: boolean }, localeSwitch: SwitchResult | null): VerifyReport['summary'] {
  const byLocale = Object.fromEntries(locales.map((l) => {
    const mine = pages.filter((p) => p.locale === l);
    return [l, { pass: mine.filter((p) => p.verdict === 'pass').length, total: mine.length }];
  }));
  const listings = pages.filter((p) => p.showsProducts !== null);
  const pass = build.ok && pages.length > 0 && pages.every((p) => p.verdict === 'pass') && (localeSwitch?.ok ?? true);
  const arabic = pages.filter((p) => p.locale === 'ar' && p.contentChars > 0);
  const checked = pages.filter((p) => p.untranslated !== null);
  const byKind: Record<string, number> = {};
  for (const u of checked.flatMap((p) => p.untranslated ?? [])) byKind[u.kind] = (byKind[u.kind] ?? 0) + 1;
  return {
    pages: new Set(pages.map((p) => p.id)).size,
    byLocale,
    storefrontShowsProducts: listings.length ? listings.every((p) => p.showsProducts) : null,
    arabicText: arabic.length ? { pages: arabic.filter((p) => p.arabicShare >= 0.5).length, total: arabic.length } : null,
    untranslated: checked.length
      ? { pages: checked.filter((p) => p.untranslated?.length).length, total: checked.length, texts: Object.values(byKind).reduce((a, b) => a + b, 0), byKind }
      : null,
    pass,
  };
}

/**
 * verify --pseudo: each page's unmarked texts against the same page in the other locale; what does
 * not follow the locale is untranslated and fails the page.
 */
function judgeUntranslated(pages: PageResult[]): void {
  const seen = new Map(pages.map((p) => [p, p.untranslated]));
  for (const p of pages) {
    if (!p.untranslated) continue;
    const other = pages.find((q) => q.id === p.id && q.locale !== p.locale && q.untranslated);
    p.untranslated = notFollowingLocale(p.untranslated, p.locale, other ? seen.get(other) ?? null : null);
  }
  for (const p of pages) {
    if (!p.untranslated?.length) continue;
    p.reasons.push(untranslatedReason(p.untranslated));
    p.verdict = 'fail';
  }
}

/** The summary line kept in THEME_CONVERSION.md Progress (so `status` shows it). */
export function progressNote(r: VerifyReport): string {
  if (!r.build.ok) return `build failed: ${r.build.error ?? ''}`.slice(0, 200);
  const parts = [`${r.pseudo ? 'pseudo-locale check: ' : ''}pages passing ${localeSummary(r)}`];
  if (r.summary.untranslated) parts.push(`untranslated text on ${r.summary.untranslated.pages}/${r.summary.untranslated.total} pages`);
  if (r.localeSwitch) parts.push(`locale switch ${r.localeSwitch.ok ? 'ok' : 'fails'}`);
  if (r.summary.storefrontShowsProducts !== null) parts.push(`demo products ${r.summary.storefrontShowsProducts ? 'shown' : 'not shown'}`);
  return parts.join('; ');
}

async function recordProgress(root: string, appDir: string, r: VerifyReport, say: (line: string) => void): Promise<void> {
  const done = await updateStateFile(root, [root, appDir], 'verify', (state) => setProgress(state, 'verify', r.summary.pass ? 'done' : 'failed', progressNote(r)));
  if (done.outcome === 'skipped') say(`${STATE_FILE} not updated: ${done.reason}`);
}

/**
 * `verify`: build the theme with its own `npm run build`, serve preview-dist on loopback, open
 * every manifest page in every locale in headless Chromium in preview mode, and report what a
 * reviewer would see, with screenshots in THEME_VERIFY/ and THEME_VERIFY.md beside the state file.
 */
export async function verifyTheme(dir: string, opts: VerifyOptions = {}): Promise<VerifyReport> {
  const started = Date.now();
  const root = path.resolve(dir);
  if (!existsSync(root)) throw badInput(`no such folder: ${dir}`, { hint: 'give the path of the converted site' });
  const say = opts.progress ?? (() => {});
  const { appDir, manifest } = findTheme(root);
  const has = themeLocales(appDir, manifest);
  const unknownLocale = opts.locales?.find((l) => !has.includes(l));
  if (unknownLocale) throw badInput(`the theme has no locale "${unknownLocale}" (it has ${has.join(', ')})`);
  const locales = opts.locales ?? has;
  const unknownPage = opts.pages?.find((id) => !manifest.pages.some((p) => p.id === id));
  if (unknownPage) throw badInput(`the manifest has no page "${unknownPage}" (it has ${manifest.pages.map((p) => p.id).join(', ')})`);
  const executablePath = requireBrowser(opts.env);

  let build: BuildOutcome | { ok: true; seconds: number };
  let pseudo: PseudoBuild | null = null;
  if (opts.pseudo && opts.skipBuild) throw badInput('--pseudo makes a build of its own: it cannot use preview-dist as it is');
  if (opts.pseudo) {
    await requireInstalled(appDir);
    say('building the theme with pseudo-translated dictionaries...');
    build = pseudo = await buildPseudo(root, appDir, opts.env);
  } else if (opts.skipBuild) {
    if (!existsSync(path.join(appDir, OUT_DIR, 'index.html'))) throw badInput(`no ${OUT_DIR}/index.html to open`, { file: appDir, hint: 'build the theme first' });
    build = { ok: true, seconds: 0 };
  } else {
    await requireInstalled(appDir);
    say('building the theme (npm run build)...');
    build = await buildTheme(appDir, opts.env);
  }
  const report: VerifyReport = {
    root, appDir, build: { ok: build.ok, seconds: build.seconds, ...('error' in build && build.error ? { error: build.error } : {}) },
    locales, viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, uiFont: null, pages: [], localeSwitch: null, pseudo: pseudo ? { filled: pseudo.filled } : null,
    summary: { pages: 0, byLocale: {}, storefrontShowsProducts: null, arabicText: null, untranslated: null, pass: false }, reportFile: null, seconds: 0,
  };
  if (build.ok) {
    const demo = await readDemoData(appDir);
    const targets = pageTargets(manifest, demo, opts.pages ?? null);
    const shotsDir = path.join(root, SHOTS_DIR);
    await prepareShotsDir(shotsDir);
    const { chromium } = await import('playwright-core');
    const outDir = pseudo ? pseudo.outDir : path.join(appDir, OUT_DIR);
    const served = await serveDir(outDir);
    // A stylesheet the build left uncompiled (Tailwind directives as written) fails each page that loads it.
    const uncompiledCss = await uncompiledStylesheets(outDir);
    // The store's own details in preview (its name, address, socials) are data, like the catalogue,
    // and so are the records of the surfaces kept static (the merchant edits them as content).
    const brand = pseudo ? await readDemoBrand(appDir) : null;
    // So are the records of the surfaces kept static, and people's names in the site's records (static-records.ts).
    const names = pseudo ? await siteNames(appDir) : null;
    const notCopy: NotCopy | undefined = names ? { data: [...demoStrings(demo), ...demoStrings(brand), ...await staticRecordStrings(appDir), ...names.people], brands: [manifest.name ?? '', brandOfPackageName(manifest.name ?? ''), ...demoStrings((brand as { name?: unknown } | null)?.name), ...names.brands] } : undefined;
    const font = uiFont(opts.env);
    report.uiFont = font?.family ?? null;
    const browser = await chromium.launch({ executablePath, ...(font ? { env: { ...(opts.env ?? process.env), ...font.env } as Record<string, string> } : {}), args: BROWSER_ARGS });
    try {
      const hash = await usesHashRoutes(browser, served.origin);
      let done = 0;
      const total = targets.length * locales.length;
      // The locales run side by side: each in its own browser context.
      const perLocale = await Promise.all(locales.map(async (locale) => visitLocale(browser, targets, locale, {
        origin: served.origin, hash, shotsDir, siteRoot: root, productNames: await productNamesFor(root, demoProductNames(demo), locale, !!pseudo), pseudo: notCopy,
        followsLocale: !!pseudo || manifest.locales.includes(locale), uncompiledCss,
        onPage: (r) => say(`[${++done}/${total}] ${r.id} (${r.locale}): ${r.verdict}${r.reasons.length ? `: ${r.reasons[0]}` : ''}`),
      })));
      report.pages = targets.flatMap((t) => perLocale.flatMap((list) => list.filter((r) => r.id === t.id)));
      if (pseudo) judgeUntranslated(report.pages);
      if (locales.length > 1 && targets.length) {
        const [from, to] = locales.includes('en') && locales.includes('ar') ? ['en', 'ar'] : [locales[0], locales[1]];
        report.localeSwitch = await tryLocaleSwitch(browser, served.origin, hash, from, to, dirOf);
      }
    } finally {
      await browser.close().catch(() => {});
      await served.close();
    }
  }
  await pseudo?.dispose();
  report.summary = summarize(report.pages, locales, build, report.localeSwitch);
  report.seconds = (Date.now() - started) / 1000;
  await writeFileAtomic(path.join(root, REPORT_FILE), formatMarkdown(report, new Date()));
  report.reportFile = REPORT_FILE;
  await recordProgress(root, appDir, report, say);
  return report;
}

