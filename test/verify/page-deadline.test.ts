import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/verify/chromium.js';
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
<script>if (location.pathname === '/spin') setTimeout(() => { for (;;) {} }, 50);</script>
</body></html>`;

const exe = findBrowser();
let browser: Browser | null = null;
let dir = '';

beforeAll(async () => {
  if (!exe) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'pc-deadline-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
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
});
