import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { VENDOR_RULES } from '../../src/analyze/data-layer/rules.js';
import { foreignVerdict } from '../../src/check/third-party.js';
import { vendorAssetData } from '../../src/codemods/vendor-assets/vendor-urls.js';
import { BLANK } from '../../src/verify/network-policy.js';
import { REPO } from './build-theme.js';

const VENDOR_ASSETS = vendorAssetData(VENDOR_RULES);
/** Blank bodies for allowed third-party loads (the test never goes online): verify's own. */
const STUB = BLANK;

export { serveDir, type Served } from '../../src/verify/serve.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

export interface RouteReport {
  route: string;
  /** Visible text of `<main>` (or `#root` when the theme has no main element). */
  mainText: string;
  consoleErrors: string[];
  /**
   * Requests to another host that review fails (blocked, reported as `<resource type> <url>`):
   * data requests (fetch, XHR, WebSocket, EventSource, beacons), scripts and frames that are no
   * known widget, and any file the vendor serves (src/check/third-party.ts says what is allowed).
   */
  foreignRequests: string[];
  /** Allowed third-party loads (public images, CDN stylesheets, fonts, known widgets), stubbed locally. */
  thirdParty: string[];
  screenshot: string | null;
  /** `<html lang>` and `<html dir>` once the route has rendered. */
  lang: string;
  dir: string;
  /** Paths the header, nav and footer link to (`href` resolved against the page, same origin only, hash kept). */
  navLinks: string[];
  /** Paths every link on the page points to (same origin, hash kept). */
  links: string[];
}

/**
 * Open `index.html`, then visit each route in the page, as a history router sees a link click
 * (pushState + popstate), or through the hash for hash routers. Works for `base: './'` builds
 * served from any folder, because the document itself is never reloaded.
 */
export async function visitRoutes(browser: Browser, origin: string, routes: string[], opts: { screenshotName?: string; hash?: boolean; query?: string } = {}): Promise<RouteReport[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  const thirdParty: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  // Chromium's console line for a failed load has no URL: name the file beside it.
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`); });
  await page.route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith(origin + '/') || u === origin || u.startsWith('data:') || u.startsWith('blob:')) return route.continue();
    const type = route.request().resourceType();
    const verdict = foreignVerdict(type, u);
    if (verdict.startsWith('allowed') && !VENDOR_ASSETS.vendorOf(u) && STUB[type]) {
      thirdParty.push(`${type} ${u}`);
      return route.fulfill({ status: 200, contentType: STUB[type].contentType, body: STUB[type].body });
    }
    foreign.push(`${type} ${u}`);
    return route.abort('blockedbyclient');
  });
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  /** Wait until no request has been in flight for a while (a route's reads, images and fonts). */
  const settle = async () => {
    let quiet = 0;
    for (let t = 0; t < 5000 && quiet < 300; t += 50) {
      await page.waitForTimeout(50);
      quiet = inflight <= 0 ? quiet + 50 : 0;
    }
  };
  const reports: RouteReport[] = [];
  try {
    // The site root, as the platform serves it (a catch-all route would take `/index.html` for a page of its own).
    await page.goto(`${origin}/${opts.query ? `?${opts.query}` : ''}`, { waitUntil: 'load' });
    for (const [i, route] of routes.entries()) {
      const before = errors.length;
      const beforeForeign = foreign.length;
      const beforeThirdParty = thirdParty.length;
      await navigate(page, route, opts.hash ?? false);
      await settle();
      // Browser-side code is passed as text: this file is type-checked without the DOM library.
      await page.waitForFunction(`!/Loading…|Loading\\.\\.\\./.test((document.querySelector('main') ?? document.body).textContent ?? '')`, null, { timeout: 5000 }).catch(() => {});
      const mainText = String(await page.evaluate(`((document.querySelector('main') ?? document.getElementById('root'))?.textContent ?? '').replace(/\\s+/g, ' ').trim()`));
      let shot: string | null = null;
      if (opts.screenshotName && i === 0) {
        shot = path.join(REPO, 'test-results', `${opts.screenshotName}.png`);
        await fsp.mkdir(path.dirname(shot), { recursive: true });
        await page.screenshot({ path: shot, fullPage: true });
      }
      const lang = String(await page.evaluate(`document.documentElement.lang`));
      const dir = String(await page.evaluate(`document.documentElement.dir`));
      const hrefs = (selector: string) => page.evaluate(
        `Array.from(document.querySelectorAll(${JSON.stringify(selector)})).map((a) => new URL(a.getAttribute('href'), location.href)).filter((u) => u.origin === location.origin).map((u) => u.pathname + u.hash)`,
      ) as Promise<string[]>;
      const navLinks = await hrefs('header a[href], nav a[href], footer a[href]');
      const links = await hrefs('a[href]');
      reports.push({ route, mainText, consoleErrors: errors.slice(before), foreignRequests: foreign.slice(beforeForeign), thirdParty: thirdParty.slice(beforeThirdParty), screenshot: shot, lang, dir, navLinks, links });
    }
  } finally {
    await context.close();
  }
  return reports;
}

async function navigate(page: Page, route: string, hash: boolean): Promise<void> {
  const r = JSON.stringify(route);
  await page.evaluate(
    hash
      ? `window.location.hash = ${r}`
      : `if (window.location.pathname + window.location.search !== ${r}) { window.history.pushState({}, '', ${r}); window.dispatchEvent(new PopStateEvent('popstate', { state: {} })); }`,
  );
}
