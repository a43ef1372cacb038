import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, buildTheme, copyToTemp, linkSdk, substituteTools, type ThemeDir } from '../helpers/build-theme.js';
import { launchBrowser, serveDir, visitRoutes, type RouteReport, type Served } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { pageTargets, readDemoData } from '../../src/verify/targets.js';

/**
 * Issue 6 (must-show): every converted React fixture site renders its preview in Chromium in
 * Arabic (`lang="ar"`, `dir="rtl"`) and in English (`lang="en"`, `dir="ltr"`) with no console
 * error, and the run saves `test-results/<site>-home-ar.png` and `-en.png`. A reviewer opens each
 * language with `?locale=ar` / `?locale=en` (templates/theme/src/platform/config.js.tpl), and the
 * theme's own locale switch flips between them. Every page the manifest declares renders, every
 * canonical page without a parameter is linked from the header, nav or footer, and editable
 * field names are unique.
 */
const SITES_DIR = path.join(REPO, 'fixtures', 'sites');
/** The React sites: a package.json (at the top or in an app folder) that depends on react. */
const SITES = readdirSync(SITES_DIR)
  .filter((n) => statSync(path.join(SITES_DIR, n)).isDirectory())
  .filter((n) =>
    ['', 'client', 'frontend'].some((d) => {
      const pj = path.join(SITES_DIR, n, d, 'package.json');
      if (!existsSync(pj)) return false;
      const doc = JSON.parse(readFileSync(pj, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      return Boolean(doc.dependencies?.react ?? doc.devDependencies?.react);
    }),
  )
  .sort();

type Manifest = { pages: { id: string; path: string }[]; locales: string[]; default_locale: string; editable_fields: { name: string }[] };
/** A route to visit for each manifest page, filled the way verify fills it (src/verify/targets.ts). */
async function routesOf(appDir: string, manifest: Manifest): Promise<{ page: string; route: string }[]> {
  return pageTargets(manifest, await readDemoData(appDir), null).map((t) => ({ page: `${t.id} (${t.path})`, route: t.route }));
}

/** Problems of one rendered route: no main content, console errors, requests review fails. */
const problemsOf = (r: RouteReport, label = r.route) => [
  ...(r.mainText ? [] : [`${label}: no main content`]),
  ...r.consoleErrors.map((e) => `${label}: console error: ${e.slice(0, 300)}`),
  ...r.foreignRequests.map((u) => `${label}: request to another host that review fails: ${u}`),
];

/** A history path, or a hash router's `#/path`, as the route it names (no trailing slash). */
const routeOfLink = (href: string) => {
  const hash = href.indexOf('#/');
  const p = (hash >= 0 ? href.slice(hash + 1) : href.split('#')[0]).replace(/\/index\.html$/, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

/**
 * Failures whose cause is outside this test's reach, each with its cause. `it.fails` keeps them
 * visible: once the cause is fixed the check passes, `it.fails` reports that, and the entry goes.
 */
type Check = 'home-ar' | 'home-en' | 'switch' | 'pages' | 'reach';
const KNOWN: Record<string, Partial<Record<Check, string>>> = {
};
const check = (site: string, c: Check) => (KNOWN[site]?.[c] ? it.fails : it);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the React fixture sites', () => {
  it('are found', () => {
    expect(SITES.length).toBeGreaterThan(0);
  });
});

for (const name of SITES) {
  describe(`fixture site ${name}: preview in ar (rtl) and en (ltr)`, () => {
    let theme: ThemeDir;
    let served: Served | undefined;
    let convert: Awaited<ReturnType<typeof runCli>>;
    let appDir = '';
    let manifest: Manifest;
    let hash = false;
    let buildError = '';

    beforeAll(async () => {
      theme = await copyToTemp(path.join(SITES_DIR, name), name);
      convert = await runCli(['convert', theme.dir, '--yes', '--force']);
      if (convert.code !== 0) return;
      appDir = ['', 'client', 'frontend'].map((d) => path.join(theme.dir, d)).find((d) => existsSync(path.join(d, 'platform.json'))) ?? theme.dir;
      manifest = (JSON.parse(readFileSync(path.join(appDir, 'platform.json'), 'utf8')) as { manifest: Manifest }).manifest;
      await linkSdk(appDir);
      await substituteTools(appDir);
      try {
        await buildTheme(appDir);
      } catch (e) {
        // The checks of the manifest still run; the ones in the browser fail with this message.
        buildError = (e as Error).message.slice(-3000);
        return;
      }
      served = await serveDir(path.join(appDir, 'preview-dist'));
      // A hash router's links are `#/path`; visit its routes the same way.
      const home = await visitRoutes(browser, served.origin, ['/']);
      hash = home[0].navLinks.some((l) => l.includes('#/'));
    });
    afterAll(async () => {
      await served?.close();
      await theme?.cleanup();
    });

    it('converts with exit 0; declares [ar, en], or reports the Arabic still missing as Open questions', () => {
      expect(convert.code, convert.stderr.slice(-2000)).toBe(0);
      if ([...manifest.locales].sort().join() === 'ar,en') return;
      // Spec §1 rule 5: [ar, en] only when both languages render completely; until then the
      // report says the status is partial and asks for each missing translation.
      const report = readFileSync(path.join(theme.dir, 'THEME_CONVERSION.report.md'), 'utf8');
      expect(manifest.locales).toContain(manifest.default_locale);
      expect(report).toMatch(/language status: partial \(\d+ of \d+ strings in both ar and en\)/);
    });

    for (const [locale, dir] of [['ar', 'rtl'], ['en', 'ltr']] as const) {
      check(name, `home-${locale}`)(`renders the home page in ${locale} with dir="${dir}", no console error, and saves a screenshot`, async () => {
        expect(served, `the theme was not built: ${buildError}`).toBeDefined();
        const [home] = await visitRoutes(browser, served!.origin, ['/'], { query: `locale=${locale}`, screenshotName: `${name}-home-${locale}`, hash });
        expect(problemsOf(home, `/?locale=${locale}`)).toEqual([]);
        expect({ lang: home.lang, dir: home.dir }).toEqual({ lang: locale, dir });
        expect(home.screenshot && existsSync(home.screenshot)).toBe(true);
      });
    }

    check(name, 'switch')("the theme's own locale switch flips the document between ar/rtl and en/ltr", async () => {
      expect(served, `the theme was not built: ${buildError}`).toBeDefined();
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${served!.origin}/index.html?locale=en`, { waitUntil: 'load' });
        // To the home route, as visitRoutes does (the document's own path is /index.html).
        await page.evaluate(hash ? `window.location.hash = '/'` : `window.history.pushState({}, '', '/'); window.dispatchEvent(new PopStateEvent('popstate', { state: {} }))`);
        // The switch names the language it switches to, in that language (lang="ar" on the button).
        const toAr = page.locator('button[lang="ar"]').first();
        await toAr.waitFor({ timeout: 5000 });
        await toAr.click();
        await page.waitForFunction(`document.documentElement.dir === 'rtl'`, null, { timeout: 3000 });
        expect(await page.evaluate(`[document.documentElement.lang, document.documentElement.dir]`)).toEqual(['ar', 'rtl']);
        await page.locator('button[lang="en"]').first().click();
        await page.waitForFunction(`document.documentElement.dir === 'ltr'`, null, { timeout: 3000 });
        expect(await page.evaluate(`[document.documentElement.lang, document.documentElement.dir]`)).toEqual(['en', 'ltr']);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    check(name, 'pages')('renders every page the manifest declares (in ar and in en)', async () => {
      expect(served, `the theme was not built: ${buildError}`).toBeDefined();
      const pages = await routesOf(appDir, manifest);
      const problems: string[] = [];
      for (const locale of ['ar', 'en']) {
        const reports = await visitRoutes(browser, served!.origin, pages.map((p) => p.route), { query: `locale=${locale}`, hash });
        reports.forEach((r, i) => problems.push(...problemsOf(r, `${locale} ${pages[i].page} at ${r.route}`)));
      }
      expect(problems).toEqual([]);
    });

    check(name, 'reach')('reaches every canonical page without a parameter from the header, nav or footer (or one page further: cart → checkout)', async () => {
      expect(served, `the theme was not built: ${buildError}`).toBeDefined();
      const [home] = await visitRoutes(browser, served!.origin, ['/'], { query: 'locale=en', hash });
      const fromNav = [...new Set(home.navLinks.map(routeOfLink))];
      const next = await visitRoutes(browser, served!.origin, fromNav, { query: 'locale=en', hash });
      // Routers match paths case-insensitively by default (`/About` is `/about`).
      const reached = new Set([...fromNav, ...next.flatMap((r) => r.links.map(routeOfLink))].map((p) => p.toLowerCase()));
      const unreached = manifest.pages
        // Checkout is reached from a cart that holds items; the preview's cart starts empty.
        .filter((p) => p.path !== '/' && !p.path.includes(':') && !p.path.includes('*') && p.id !== 'checkout')
        .filter((p) => !reached.has(p.path.replace(/\/+$/, '').toLowerCase()))
        .map((p) => `${p.id} (${p.path})`);
      expect(unreached, `header/nav/footer link to: ${fromNav.join(', ')}`).toEqual([]);
    });

    it('declares each editable field name once', () => {
      const names = manifest.editable_fields.map((f) => f.name);
      const repeated = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
      expect(repeated).toEqual([]);
    });
  });
}
