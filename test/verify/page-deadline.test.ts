import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ARGS, findBrowser } from '../../src/verify/chromium.js';
import { serveDir } from '../../src/verify/serve.js';
import { visitLocale } from '../../src/verify/visit.js';

/**
 * A page whose script never yields (a loop that does not end) leaves the browser unable to answer:
 * verify fails that page once its deadline passes and goes on with a fresh page, instead of
 * waiting for ever. A static page stands in for a built theme.
 */
const PAGE = `<!doctype html><html lang="en" dir="ltr"><body>
<header><nav><a href="/">Home</a> <a href="/spin">Spin</a></nav></header>
<main><h1>Tea and biscuits</h1><p>Fresh leaves picked each spring and packed by hand for the shop.</p></main>
<footer>Small tea shop</footer>
<script>
if (location.pathname.startsWith('/spin')) setTimeout(() => { for (;;) {} }, 50);
// A page that keeps allocating (what a component drawing itself without end does).
if (location.pathname === '/grow') setTimeout(() => { const kept = []; for (;;) kept.push(new Array(1e6).fill(1)); }, 50);
</script>
</body></html>`;

const exe = findBrowser();
let browser: Browser | null = null;
let dir = '';

beforeAll(async () => {
  if (!exe) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'pc-deadline-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: exe, args: BROWSER_ARGS });
});
afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!exe)('verify: a page that never answers', () => {
  it('fails that page at its deadline and reads the next page with a fresh one', async () => {
    const served = await serveDir(dir);
    try {
      const started = Date.now();
      const results = await visitLocale(browser!, [
        { id: 'spin', path: '/spin', route: '/spin' },
        { id: 'home', path: '/', route: '/' },
      ], 'en', { origin: served.origin, hash: false, shotsDir: dir, siteRoot: dir, productNames: [], pageDeadlineMs: 12_000 });
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(results.map((r) => [r.id, r.verdict])).toEqual([['spin', 'fail'], ['home', 'pass']]);
      expect(results[0].reasons).toEqual(['did not open: the page did not answer within 12 s: its script keeps the browser busy']);
      expect(results[1].reasons).toEqual([]);
    } finally {
      await served.close();
    }
  }, 90_000);

  it('a page that keeps allocating crashes its tab at the memory cap: it fails, and the next page is read in a fresh tab', async () => {
    const served = await serveDir(dir);
    try {
      const started = Date.now();
      const results = await visitLocale(browser!, [
        { id: 'grow', path: '/grow', route: '/grow' },
        { id: 'home', path: '/', route: '/' },
      ], 'en', { origin: served.origin, hash: false, shotsDir: dir, siteRoot: dir, productNames: [], pageDeadlineMs: 60_000 });
      // Well before the deadline: the tab crashed, it did not hang.
      expect(Date.now() - started).toBeLessThan(50_000);
      expect(results.map((r) => [r.id, r.verdict])).toEqual([['grow', 'fail'], ['home', 'pass']]);
      expect(results[0].reasons[0]).toMatch(/^did not open: the browser tab crashed while the page was open/);
    } finally {
      await served.close();
    }
  }, 90_000);

  it('after three pages in a row that never answer, the rest of the locale fails without being opened', async () => {
    const served = await serveDir(dir);
    try {
      const started = Date.now();
      const results = await visitLocale(browser!, ['/spin', '/spin-b', '/spin-c', '/spin-d', '/'].map((route, i) => ({ id: `p${i}`, path: route, route })), 'en', { origin: served.origin, hash: false, shotsDir: dir, siteRoot: dir, productNames: [], pageDeadlineMs: 5_000 });
      expect(Date.now() - started).toBeLessThan(45_000);
      expect(results.map((r) => r.verdict)).toEqual(['fail', 'fail', 'fail', 'fail', 'fail']);
      expect(results[2].reasons).toEqual(['did not open: the page did not answer within 5 s: its script keeps the browser busy']);
      expect(results[3].reasons).toEqual(["did not open: not opened: the 3 pages before it did not answer within 5 s either (the theme's script keeps the browser busy)"]);
    } finally {
      await served.close();
    }
  }, 90_000);
});
