import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, prepareTheme, type ThemeDir } from '../helpers/build-theme.js';
import { launchBrowser, serveDir, visitRoutes, type Served } from '../helpers/browser.js';

describe('harness on the hand-made theme fixtures/themes/mini-store', () => {
  let theme: ThemeDir;
  let served: Served;
  let browser: Browser;

  beforeAll(async () => {
    theme = await prepareTheme(path.join(REPO, 'fixtures', 'themes', 'mini-store'));
    served = await serveDir(theme.dist);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await theme?.cleanup();
  });

  it('builds to preview-dist/index.html with relative asset URLs and a compiled src/styles.css', () => {
    const html = readFileSync(path.join(theme.dist, 'index.html'), 'utf8');
    expect(html).toMatch(/src="\.\/assets\/[^"]+\.js"/);
    expect(existsSync(path.join(theme.dir, 'src', 'styles.css'))).toBe(true);
    expect(readFileSync(path.join(theme.dir, 'src', 'styles.css'), 'utf8')).toContain('.card');
  });

  it('renders every route from the demo client with no console error and no foreign request', async () => {
    const reports = await visitRoutes(browser, served.origin, ['/', '/product/olive-bowl', '/faq', '/contact'], { screenshotName: 'mini-store-home' });
    const [home, product, faq, contact] = reports;
    expect(home.mainText).toContain('Stoneware Mug');
    expect(home.mainText).toContain('Hand-made goods');
    expect(product.mainText).toContain('One piece of wood.');
    expect(faq.mainText).toContain('Do you ship abroad?');
    expect(contact.mainText).toContain('Contact us');
    for (const r of reports) {
      expect(r.consoleErrors, r.route).toEqual([]);
      expect(r.foreignRequests, r.route).toEqual([]);
    }
    expect(home.screenshot && existsSync(home.screenshot)).toBe(true);
  });
});
