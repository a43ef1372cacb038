import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformJsonSchema } from '../../src/codemods/theme-shell/manifest-schema.js';
import { REPO, buildTheme, copyToTemp, linkSdk, substituteTools, type ThemeDir } from '../helpers/build-theme.js';
import { launchBrowser, serveDir, visitRoutes, type RouteReport, type Served } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { verifyTheme } from '../../src/verify/index.js';
import { pageTargets, readDemoData } from '../../src/verify/targets.js';

/**
 * Issue 5, item 6: every fixture site is converted in a temp copy, built with Vite, served on
 * loopback and opened in headless Chromium in preview mode. Every theme page must render its
 * main content with no console error and no request to another host that review fails: data requests and
 * vendor-served files never; public images, CDN stylesheets, fonts and known widgets are allowed
 * (spec §1.3, §1.8; src/check/third-party.ts) and stubbed, so the test stays offline.
 */
const SITES_DIR = path.join(REPO, 'fixtures', 'sites');
const SITES = readdirSync(SITES_DIR).filter((n) => statSync(path.join(SITES_DIR, n)).isDirectory()).sort();

type Manifest = { pages: { id: string; path: string }[] };

/**
 * Review-gate errors a converted fixture keeps on purpose: true findings about the source that
 * conversion records rather than hides. Anything else `check` reports on a converted site is a
 * false positive or a conversion defect.
 */
const EXPECTED_REVIEW_ERRORS: Record<string, string[]> = {
  // The source ships an unparseable file nothing imports (a true finding, kept on purpose).
  'rest-store': ['parse-error src/components/Broken.tsx'],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const name of SITES) {
  describe(`fixture site ${name}: convert, build, render in preview`, () => {
    let theme: ThemeDir;
    let served: Served | undefined;
    let convert: Awaited<ReturnType<typeof runCli>>;
    let appDir = '';

    beforeAll(async () => {
      theme = await copyToTemp(path.join(SITES_DIR, name), name);
      convert = await runCli(['convert', theme.dir, '--yes', '--force']);
      // The theme is the app folder (a Replit-style client/ keeps its own package.json).
      appDir = ['', 'client', 'frontend'].map((d) => path.join(theme.dir, d)).find((d) => {
        try {
          return statSync(path.join(d, 'platform.json')).isFile();
        } catch {
          return false;
        }
      }) ?? theme.dir;
      await linkSdk(appDir);
      await substituteTools(appDir);
      await buildTheme(appDir);
      served = await serveDir(path.join(appDir, 'preview-dist'));
    });
    afterAll(async () => {
      await served?.close();
      await theme?.cleanup();
    });

    it('converts with exit 0 and a platform.json that validates against spec §2', () => {
      expect(convert.code, convert.stderr.slice(-2000)).toBe(0);
      const doc = JSON.parse(readFileSync(path.join(appDir, 'platform.json'), 'utf8'));
      expect(platformJsonSchema.safeParse(doc).error?.issues ?? []).toEqual([]);
    });

    it('passes the review gate but for the source defects it records', async () => {
      const r = await runCli(['check', theme.dir, '--json']);
      const report = JSON.parse(r.stdout) as { diagnostics: { ruleId: string; severity: string; file?: string }[] };
      const errors = report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId} ${d.file}`);
      expect([...new Set(errors)].sort()).toEqual((EXPECTED_REVIEW_ERRORS[name] ?? []).sort());
    });

    it('renders every theme page with main content, no console error, no foreign request', async () => {
      const manifest = (JSON.parse(readFileSync(path.join(appDir, 'platform.json'), 'utf8')) as { manifest: Manifest }).manifest;
      // verify's own route filling (home first: its screenshot is the one the issue asks for).
      const routes = pageTargets({ ...manifest, locales: [] }, await readDemoData(appDir), null).map((t) => t.route);
      const reports: RouteReport[] = await visitRoutes(browser, served!.origin, routes, { screenshotName: `${name}-home` });
      const problems = reports.flatMap((r) => [
        ...(r.mainText ? [] : [`${r.route}: no main content`]),
        ...r.consoleErrors.map((e) => `${r.route}: console error: ${e.slice(0, 300)}`),
        ...r.foreignRequests.map((u) => `${r.route}: request to another host that review fails: ${u}`),
      ]);
      expect(problems).toEqual([]);
    });

    it('passes verify: every page in every locale, the locale switch, demo products on the storefront', async () => {
      const report = await verifyTheme(theme.dir, { skipBuild: true });
      const failing = report.pages.filter((p) => p.verdict === 'fail').map((p) => `${p.id} (${p.locale}): ${p.reasons.join('; ')}`);
      expect(failing).toEqual([]);
      expect(report.localeSwitch ?? { ok: true }).toMatchObject({ ok: true });
      expect(report.summary.pass).toBe(true);
      expect(readFileSync(path.join(theme.dir, 'THEME_CONVERSION.md'), 'utf8')).toMatch(/\| verify +\| done +\| pages passing ar \d+\/\d+, en \d+\/\d+/);
    });
  });
}
