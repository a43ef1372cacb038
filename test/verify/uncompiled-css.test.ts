import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveDir, type Served } from '../helpers/browser.js';
import { READ_FACTS, type PageFacts } from '../../src/verify/page-facts.js';
import { rawTailwindDirective, uncompiledReason, uncompiledStylesheets } from '../../src/verify/raw-css.js';
import { reasonsFor } from '../../src/verify/verdict.js';

/**
 * A build that never ran Tailwind (no PostCSS config under Vite) succeeds, and its pages show raw
 * markup: each page loading a stylesheet that still holds Tailwind's directives fails, with the file
 * and the directive named.
 */

const RAW = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n.crate{display:grid}\n';
const COMPILED = '/*! tailwindcss v3.4.3 | MIT License | https://tailwindcss.com */*,:after{box-sizing:border-box}.grid{display:grid}\n';

describe('uncompiled stylesheets', () => {
  it('names the first Tailwind directive a stylesheet still holds; compiled CSS, a comment or a plain stylesheet hold none', () => {
    expect(rawTailwindDirective(RAW)).toBe('@tailwind base');
    expect(rawTailwindDirective('@import   "tailwindcss";\n')).toBe('@import "tailwindcss"');
    expect(rawTailwindDirective(COMPILED)).toBeNull();
    expect(rawTailwindDirective('/* @tailwind utilities; is done by the build */\nbody{margin:0}')).toBeNull();
    expect(rawTailwindDirective('.a{content:"tailwind"}')).toBeNull();
  });

  it('fails a page that links one (matched as the asset a `base: ./` page asks for under its own route) or holds one in a <style>', () => {
    const uncompiled = new Map([['assets/index-Bq1x.css', '@tailwind base']]);
    expect(uncompiledReason(['/shop/item/assets/index-Bq1x.css'], [], uncompiled)).toBe('stylesheet never compiled: Tailwind\'s directives left as written ("@tailwind base" in assets/index-Bq1x.css; no Tailwind/PostCSS step ran in the build, the page shows raw markup)');
    expect(uncompiledReason(['/assets/other-9z.css'], [], uncompiled)).toBeNull();
    expect(uncompiledReason([], ['@tailwind utilities'], new Map())).toContain('("@tailwind utilities" in a <style> element;');
    const facts: PageFacts = { finalRoute: '/', lang: 'en', dir: 'ltr', contentLines: ['Fresh crates of figs', 'Order by noon'], pageText: 'Fresh crates of figs\nOrder by noon', overflowX: 0, brokenImages: [], hasChrome: true, arabicShare: 0, links: [], stylesheets: ['/assets/index-Bq1x.css'] };
    const target = { id: 'home', path: '/', route: '/', canonical: 'home' };
    expect(reasonsFor(target, 'en', { facts, errors: [], foreign: [], productNames: [], homeHasChrome: null, uncompiledCss: uncompiled }, false).reasons).toEqual([uncompiledReason(['/assets/index-Bq1x.css'], [], uncompiled)]);
    expect(reasonsFor(target, 'en', { facts, errors: [], foreign: [], productNames: [], homeHasChrome: null, uncompiledCss: new Map() }, false).reasons).toEqual([]);
  });

  describe('in the browser', () => {
    let dir: string;
    let served: Served;
    let browser: Browser;
    beforeAll(async () => {
      dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uncompiled-css-'));
      await fsp.mkdir(path.join(dir, 'assets'));
      await fsp.writeFile(path.join(dir, 'assets', 'index-raw1.css'), RAW);
      await fsp.writeFile(path.join(dir, 'assets', 'fonts-ok2.css'), COMPILED);
      await fsp.writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><link rel="stylesheet" href="./assets/fonts-ok2.css"><link rel="stylesheet" crossorigin href="./assets/index-raw1.css"><style>@tailwind utilities;</style></head><body><main><h1>Fig crates</h1></main></body></html>');
      served = await serveDir(dir);
      browser = await launchBrowser();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await served?.close();
      await fsp.rm(dir, { recursive: true, force: true });
    });

    it('reads the stylesheets a page links and the directives in its <style> elements; the build folder scan finds the raw file only', async () => {
      const page = await browser.newPage();
      await page.goto(`${served.origin}/crates/7`);
      const facts = (await page.evaluate(READ_FACTS)) as PageFacts;
      expect(facts.stylesheets).toEqual(['/crates/assets/fonts-ok2.css', '/crates/assets/index-raw1.css']);
      expect(facts.rawInlineCss).toEqual(['@tailwind utilities']);
      const uncompiled = await uncompiledStylesheets(dir);
      expect([...uncompiled]).toEqual([['assets/index-raw1.css', '@tailwind base']]);
      expect(uncompiledReason(facts.stylesheets ?? [], facts.rawInlineCss ?? [], uncompiled)).toContain('("@tailwind base" in assets/index-raw1.css;');
      await page.close();
    });
  });
});
