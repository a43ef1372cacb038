import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SHELL_STEPS, platformJsonSchema } from '../../src/codemods/theme-shell/index.js';
import { previewModeStep } from '../../src/codemods/preview/index.js';
import { secretsStep } from '../../src/codemods/secrets/index.js';
import type { ConvertStep, StepResult } from '../../src/convert/step.js';
import { buildTheme, copyToTemp, linkSdk, writeChanges, type ThemeDir } from '../helpers/build-theme.js';
import { launchBrowser, serveDir, visitRoutes, type Served } from '../helpers/browser.js';
import { SHELL_FIXTURES, contextFor } from '../codemods/theme-shell/context.js';

/** The steps this part owns, in the order the pipeline runs them. */
const STEPS: ConvertStep[] = [...THEME_SHELL_STEPS.filter((s) => s.id !== 'theme-manifest'), previewModeStep, ...THEME_SHELL_STEPS.filter((s) => s.id === 'theme-manifest'), secretsStep];

describe('shell + preview codemods on a tiny React site, built and rendered', () => {
  let theme: ThemeDir;
  let served: Served;
  let browser: Browser;
  const results: Record<string, StepResult> = {};

  beforeAll(async () => {
    theme = await copyToTemp(path.join(SHELL_FIXTURES, 'tiny-shop'));
    const ctx = await contextFor(theme.dir);
    for (const s of STEPS) results[s.id] = await s.run(ctx);
    await writeChanges(theme.dir, ctx.tree.changes());
    await linkSdk(theme.dir);
    await buildTheme(theme.dir);
    served = await serveDir(theme.dist);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await theme?.cleanup();
  });

  it('applies every step without limitations', () => {
    for (const [id, r] of Object.entries(results)) {
      expect(r.limitations ?? [], id).toEqual([]);
      expect(r.status, id).toBe('applied');
    }
  });

  it('emits a valid manifest, defineTheme, compiled styles and the secret file', () => {
    const pj = JSON.parse(readFileSync(path.join(theme.dir, 'platform.json'), 'utf8'));
    expect(platformJsonSchema.safeParse(pj).success).toBe(true);
    expect(pj.manifest.pages.map((p: { id: string }) => p.id)).toEqual(['home', 'product', 'contact', 'faq']);
    expect(readFileSync(path.join(theme.dir, 'src/theme.js'), 'utf8')).toContain('defineTheme(');
    expect(readFileSync(path.join(theme.dir, 'src/styles.css'), 'utf8')).toMatch(/\.card-lift/);
    expect(readFileSync(path.join(theme.dir, '.env.platform'), 'utf8')).toBe('PLATFORM_DEVELOPER_TOKEN=\nPLATFORM_API_URL=\n');
    expect(readFileSync(path.join(theme.dir, '.gitignore'), 'utf8')).toContain('.env.platform');
    expect(JSON.parse(readFileSync(path.join(theme.dir, 'package.json'), 'utf8')).dependencies['platform-sdk']).toBe('latest');
  });

  it('renders the source seed data in preview on every route, with no console error or foreign request', async () => {
    const reports = await visitRoutes(browser, served.origin, ['/', '/product/2', '/faq', '/contact'], { screenshotName: 'tiny-shop-home' });
    const [home, product, faq, contact] = reports;
    expect(home.mainText).toContain('Cardamom Coffee');
    expect(home.mainText).toContain('Date Syrup');
    expect(product.mainText).toContain('Black tea with Iranian saffron.');
    expect(faq.mainText).toContain('Frequently asked questions');
    expect(contact.mainText).toContain('Contact us');
    for (const r of reports) {
      expect(r.consoleErrors, r.route).toEqual([]);
      expect(r.foreignRequests, r.route).toEqual([]);
    }
    expect(existsSync(home.screenshot!)).toBe(true);
  });
});
