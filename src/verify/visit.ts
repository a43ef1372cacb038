import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { guardNetwork, type Outside } from './network-policy.js';
import { languageDrift, READ_FACTS, READ_LANGUAGE_NOW, STILL_LOADING, type LanguageNow, type PageFacts } from './page-facts.js';
import { otherLanguageParts } from './pseudo.js';
import { isQueryDetail, linkedRoute, type PageTarget } from './targets.js';
import { reasonsFor, type PageResult } from './verdict.js';
import { LANGUAGE_NAMES, READ_SHOWN_TEXT, untranslatedText, type NotCopy, type ShownText, type UntranslatedText } from './untranslated.js';

export const VIEWPORT = { width: 1280, height: 900 };
/** Screenshots stop this far down a long page (PNG size). */
const SHOT_MAX_HEIGHT = 2400;
const SETTLE_MS = 5000;
const OVERFLOW_RECHECK_MS = 800;
const FRAME_RECHECK_MS = 1500;
/** How long one page may take to open and be read before it fails as not answering. */
const PAGE_DEADLINE_MS = 90_000;
/** Pages in a row that did not answer, after which the rest of the locale is not opened (the theme hangs everywhere). */
const UNANSWERED_IN_A_ROW = 3;

/** The promise's value, or null when it has not settled within `ms` (it is left to settle unread). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((res) => (timer = setTimeout(() => res(null), ms)));
  work.catch(() => undefined); // a rejection after the deadline is nobody's to read
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
/**
 * Scroll down the page a screen at a time, as a reader does, then back to the top. Each stop is
 * drawn (two animation frames) before the next: an observer only sees what a frame showed.
 */
const SCROLL_THROUGH = `(async () => {
  const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const end = Math.min(document.documentElement.scrollHeight, 20000);
  for (let y = 0; y < end; y += Math.round(window.innerHeight * 0.8)) {
    window.scrollTo(0, y);
    await drawn();
    await new Promise((r) => setTimeout(r, 100));
  }
  window.scrollTo(0, 0);
  await drawn();
})()`;
const OVERFLOW_NOW = `Math.max(0, Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0) - document.documentElement.clientWidth)`;

export interface VisitOptions {
  origin: string;
  hash: boolean;
  /** Folder for screenshots, and the site root they are named relative to. */
  shotsDir: string;
  siteRoot: string;
  productNames: string[];
  /** verify --pseudo: look for text that did not come through the dictionaries (what is not copy). */
  pseudo?: NotCopy;
  onPage?: (r: PageResult) => void;
  /** How long one page may take before it fails as not answering (default 90 s). */
  pageDeadlineMs?: number;
  /**
   * Whether this locale's view must read in its own language: the manifest declares it, or the
   * pseudo round filled it. An undeclared view still waiting for its translation shows the source's.
   */
  followsLocale?: boolean;
  /** Built stylesheets still holding Tailwind directives (raw-css.ts): each page that loads one fails. */
  uncompiledCss?: ReadonlyMap<string, string>;
}

/** The address that opens `route` in preview mode in `locale`. */
export function addressOf(origin: string, route: string, locale: string, hash: boolean): string {
  const [pathname, own] = route.split('?');
  const query = `?${own ? `${own}&` : ''}preview&locale=${encodeURIComponent(locale)}`;
  return hash ? `${origin}/?preview&locale=${encodeURIComponent(locale)}#${route}` : `${origin}${pathname}${query}`;
}

/**
 * A detail page routed without a parameter (`/ProductDetail`, which reads `?id=` itself) is
 * opened the way the theme's own links open it: the first link seen so far to its path with a query;
 * with none (cards that navigate on click), with the demo record's query, as a click would.
 */
export function withRecordQuery(target: PageTarget, seenLinks: string[]): string {
  if (!isQueryDetail(target) || target.path.includes(':')) return target.route;
  const prefix = `${target.route.toLowerCase()}?`;
  const link = seenLinks.find((l) => l.toLowerCase().startsWith(prefix));
  return link ? link.split('#')[0] : target.recordQuery ? `${target.route}${target.recordQuery}` : target.route;
}

/** Wait until no request has been in flight for a while, then until no "Loading…" text is left. */
async function settle(page: Page, inflight: () => number): Promise<void> {
  let quiet = 0;
  for (let t = 0; t < SETTLE_MS && quiet < 250; t += 50) {
    await page.waitForTimeout(50);
    quiet = inflight() <= 0 ? quiet + 50 : 0;
  }
  await page.waitForFunction(`!(${STILL_LOADING})`, null, { timeout: 2500 }).catch(() => {});
}

/** Open every target in one locale, each as a fresh load of its address, as a reviewer would. */
export async function visitLocale(browser: Browser, targets: PageTarget[], locale: string, opts: VisitOptions): Promise<PageResult[]> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT, locale: locale === 'ar' ? 'ar' : 'en-US', serviceWorkers: 'block' });
  let outside: Outside = { foreign: [], blanked: [] };
  await guardNetwork(context, opts.origin, () => outside);
  let errors: string[] = [];
  let inflight = 0;
  /** A page with the listeners every visit reads; made again when one stops answering. */
  const openPage = async (): Promise<Page> => {
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // A blocked request, and a failed load of our own (recorded with its URL below), are reported as the request itself.
    if (/net::ERR_BLOCKED_BY_CLIENT|^Failed to load resource: the server responded with a status of/.test(text)) return;
    // A stylesheet or font from another host is answered with a blank here (network-policy.ts): its
    // `integrity` hash cannot match the blank, which the real file would.
    const digest = /^Failed to find a valid digest in the 'integrity' attribute for resource '([^']+)'/.exec(text);
    if (digest && !digest[1].startsWith(opts.origin)) return;
    errors.push(text);
  });
  page.on('pageerror', (e) => errors.push(`uncaught ${e.name || 'Error'}: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().startsWith(opts.origin)) errors.push(`HTTP ${r.status()} ${r.url().slice(opts.origin.length)}`);
  });
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  page.on('crash', () => crashed.add(page));
  return page;
  };
  /** Pages whose tab crashed (out of memory): unusable, so the next visit gets a fresh one. */
  const crashed = new WeakSet<Page>();
  let page = await openPage();
  let unanswered = 0;

  const results: PageResult[] = [];
  const seenLinks: string[] = [];
  let homeHasChrome: boolean | null = null;
  try {
    for (const planned of targets) {
      const target = { ...planned, route: withRecordQuery({ ...planned, route: linkedRoute(planned, seenLinks) }, seenLinks) };
      const started = Date.now();
      errors = [];
      outside = { foreign: [], blanked: [] };
      inflight = 0;
      // What a reviewer reads of the page; a page whose script keeps the browser busy never answers,
      // so the whole read has a deadline, after which the page fails and a fresh one takes its place.
      const read = async (): Promise<{ facts: PageFacts | null; openError?: string; untranslated: UntranslatedText[] | null; otherLanguage?: string[] }> => {
        let facts: PageFacts | null = null;
        try {
          await page.goto(addressOf(opts.origin, target.route, locale, opts.hash), { waitUntil: 'load', timeout: 20_000 });
          await settle(page, () => inflight);
          facts = (await page.evaluate(READ_FACTS)) as PageFacts;
          // A frame that the home page has, missing here, may still be on its way (a lazily loaded
          // chunk on a loaded machine): the page is read once more before it is said to be outside it.
          if (homeHasChrome && !facts.hasChrome) {
            await page.waitForTimeout(FRAME_RECHECK_MS);
            facts = (await page.evaluate(READ_FACTS)) as PageFacts;
          }
          // An entrance animation (a block sliding in from the side) overflows for a moment: a
          // page overflows only if it still does once such animations have run. Blocks that slide
          // in when scrolled into view wait below the fold until a reader scrolls down to them.
          if (facts.overflowX > 2) {
            await page.waitForTimeout(OVERFLOW_RECHECK_MS);
            facts.overflowX = Math.min(facts.overflowX, Number(await page.evaluate(OVERFLOW_NOW)));
          }
          if (facts.overflowX > 2) {
            await page.evaluate(SCROLL_THROUGH).catch(() => {});
            await page.waitForTimeout(OVERFLOW_RECHECK_MS);
            facts.overflowX = Math.min(facts.overflowX, Number(await page.evaluate(OVERFLOW_NOW)));
          }
        } catch (e) {
          return { facts, openError: (e as Error).message.split('\n')[0], untranslated: null };
        }
        let untranslated: UntranslatedText[] | null = null;
        let otherLanguage: string[] = [];
        if (opts.pseudo) {
          const shown = (await page.evaluate(READ_SHOWN_TEXT).catch(() => [])) as ShownText[];
          untranslated = untranslatedText(shown, opts.pseudo);
          // Dictionary text of the other language: a part drawn before the page took its locale.
          // A language named in its own words (a menu of languages) is meant as it is.
          otherLanguage = [...new Set(shown.flatMap((t) => otherLanguageParts(t.raw, locale)))].filter((x) => !LANGUAGE_NAMES.test(x.trim()));
        }
        return { facts, untranslated, otherLanguage };
      };
      const deadlineMs = opts.pageDeadlineMs ?? PAGE_DEADLINE_MS;
      const seconds = Math.round(deadlineMs / 1000);
      // Pages in a row that never answered: the theme's script hangs on every page, and each
      // further page would cost the whole deadline for the same answer.
      const given = unanswered >= UNANSWERED_IN_A_ROW ? { facts: null, openError: `not opened: the ${unanswered} pages before it did not answer within ${seconds} s either (the theme's script keeps the browser busy)`, untranslated: null, otherLanguage: [] as string[] } : null;
      const answered = given ?? (await withinDeadline(read(), deadlineMs));
      if (!given) unanswered = answered ? 0 : unanswered + 1;
      if (!answered) {
        // The hung page is let go without waiting on it (closing waits on its script too).
        void page.close({ runBeforeUnload: false }).catch(() => {});
        page = await openPage();
      }
      const tabCrashed = crashed.has(page);
      let { facts, openError, untranslated, otherLanguage } = answered ?? { facts: null, openError: `the page did not answer within ${seconds} s: its script keeps the browser busy`, untranslated: null, otherLanguage: [] as string[] };
      if (tabCrashed) {
        // A crashed tab answers nothing more: what was read of it is not the page.
        facts = null;
        untranslated = null;
        otherLanguage = [];
        openError = 'the browser tab crashed while the page was open (its script ran out of memory: a component that draws itself without end, or a loop that keeps allocating)';
        void page.close({ runBeforeUnload: false }).catch(() => {});
        page = await openPage();
      }
      seenLinks.push(...(facts?.links ?? []));
      const notFoundPage = target.id === 'not-found' || /\*$/.test(target.path);
      const isHome = target.route === '/';
      const { reasons, showsProducts } = reasonsFor(target, locale, { facts, errors, foreign: outside.foreign, openError, productNames: opts.productNames, homeHasChrome: isHome ? null : homeHasChrome, followsLocale: opts.followsLocale, uncompiledCss: opts.uncompiledCss }, notFoundPage);
      if (isHome && facts) homeHasChrome = facts.hasChrome;
      if (otherLanguage?.length) reasons.push(otherLanguageReason(otherLanguage, locale));
      let screenshot: string | null = null;
      if (facts) {
        const file = path.join(opts.shotsDir, `${target.id.replace(/[^\w.-]+/g, '_')}-${locale}.png`);
        const shot = async () => {
          const height = Number(await page.evaluate('document.documentElement.scrollHeight').catch(() => VIEWPORT.height));
          await page
            .screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(VIEWPORT.height, Math.min(height, SHOT_MAX_HEIGHT)) } })
            .then(() => (screenshot = path.relative(opts.siteRoot, file).split(path.sep).join('/')))
            .catch(() => {});
        };
        if (!(await withinDeadline(shot().then(() => true), deadlineMs))) {
          void page.close({ runBeforeUnload: false }).catch(() => {});
          page = await openPage();
        } else {
          // The view shot must be in the language its text was read in: a page that changes
          // language after its read (a late detector, a component drawn in the old language) is
          // not the page that was checked.
          const later = (await withinDeadline(page.evaluate(READ_LANGUAGE_NOW).catch(() => null), 5000)) as LanguageNow | null;
          const drift = later ? languageDrift(facts, later) : null;
          if (drift) reasons.push(`its language changed after its text was read (${drift})`);
        }
      }
      const r: PageResult = {
        id: target.id, path: target.path, route: target.route, locale,
        verdict: reasons.length ? 'fail' : 'pass', reasons,
        errors: [...errors], foreignRequests: [...outside.foreign], blanked: [...outside.blanked],
        finalRoute: facts?.finalRoute ?? '', lang: facts?.lang ?? '', dir: facts?.dir ?? '',
        contentChars: facts ? facts.contentLines.join(' ').length : 0,
        overflowX: facts?.overflowX ?? 0, brokenImages: facts?.brokenImages ?? [],
        hasChrome: facts?.hasChrome ?? false, arabicShare: Math.round((facts?.arabicShare ?? 0) * 100) / 100,
        showsProducts, untranslated, screenshot, seconds: (Date.now() - started) / 1000,
      };
      results.push(r);
      opts.onPage?.(r);
    }
  } finally {
    await context.close();
  }
  return results;
}

/** The reason of a page showing dictionary text of the other language. */
export function otherLanguageReason(texts: string[], locale: string): string {
  const shown = texts.slice(0, 3).map((x) => `"${x.length > 50 ? `${x.slice(0, 49)}…` : x}"`);
  return `shows the other language's text in the ${locale} view (${texts.length}): ${shown.join(', ')}${texts.length > 3 ? ', …' : ''}`;
}

export interface SwitchResult {
  ok: boolean;
  reason?: string;
  /** The control was in view in the window (false: folded in a closed menu or hidden at this width). */
  visible?: boolean;
  /** The control is an item of a language menu that was opened first, as a shopper opens it. */
  inMenu?: boolean;
}

const clickIt = (el: { click(): void }) => el.click();

/** The controls that switch to `to`: they name the language they switch to. */
const switchControl = (to: string) =>
  ['button', 'a', '[role="button"]', '[role="option"]', '[role="menuitem"]', '[role="menuitemradio"]', 'option'].map((s) => `${s}[lang="${to}"]`).concat(`[data-locale="${to}"]`).join(', ');

/**
 * Controls that open a menu, visible in the window: a language menu's trigger is among them
 * (`aria-haspopup`, a collapsed `aria-expanded`, a combobox, a button showing a globe or
 * languages icon). Marked with a data attribute so each can be clicked in turn.
 */
const MARK_OPENERS = String.raw`(() => {
  const seen = new Set();
  const sel = '[aria-haspopup]:not([aria-haspopup="false"]), [aria-expanded="false"], [role="combobox"], button:has(svg[class*="globe" i]), button:has(svg[class*="language" i]), [role="button"]:has(svg[class*="globe" i])';
  const words = /language|lang|idioma|langue|sprache|لغة|اللغة/i;
  const out = [];
  for (const el of document.querySelectorAll(sel + ', button, [role="button"]')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > innerHeight) continue;
    const named = words.test((el.getAttribute('aria-label') || '') + ' ' + (el.getAttribute('title') || '') + ' ' + (el.className && el.className.baseVal === undefined ? el.className : ''));
    if (!el.matches(sel) && !named) continue;
    // A link would leave the page.
    if (el.tagName === 'A' && !/^#?$/.test(el.getAttribute('href') || '')) continue;
    if (seen.has(el)) continue;
    seen.add(el);
    out.push({ el, rank: named || el.matches('button:has(svg[class*="globe" i]), button:has(svg[class*="language" i])') ? 0 : 1 });
  }
  out.sort((a, b) => a.rank - b.rank);
  out.slice(0, 8).forEach((o, i) => o.el.setAttribute('data-pc-opener', String(i)));
  return Math.min(out.length, 8);
})()`;

/**
 * Open the home page in `from`, use the theme's locale switch once (the control that names the
 * language it switches to: `lang="<to>"`; a language menu is opened first when the control is in
 * one) and check that `<html lang/dir>` follow.
 */
export async function tryLocaleSwitch(browser: Browser, origin: string, hash: boolean, from: string, to: string, dirOf: (l: string) => string): Promise<SwitchResult> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await guardNetwork(context, origin, () => ({ foreign: [], blanked: [] }));
  const page = await context.newPage();
  try {
    await page.goto(addressOf(origin, '/', from, hash), { waitUntil: 'load', timeout: 20_000 });
    const list = switchControl(to).split(', ');
    // A copy in view wins over one hidden at this width (a phone row's).
    const shown = page.locator(list.map((x) => `${x}:visible`).join(', ')).first();
    let control = page.locator(list.join(', ')).first();
    let visible = true;
    let inMenu = false;
    try {
      await shown.waitFor({ state: 'visible', timeout: 5000 });
      control = shown;
    } catch {
      visible = false;
    }
    const isOption = async () => String(await control.evaluate((el: { tagName: string }) => el.tagName, undefined, { timeout: 1000 }).catch(() => '')) === 'OPTION';
    if (!visible && !(await isOption())) {
      // An item of a closed menu: open the menus in view one by one until it shows.
      const openers = Number(await page.evaluate(MARK_OPENERS).catch(() => 0));
      for (let i = 0; i < openers && !visible; i++) {
        await page.locator(`[data-pc-opener="${i}"]`).click({ timeout: 2000 }).catch(() => {});
        visible = await shown.waitFor({ state: 'visible', timeout: 800 }).then(() => true, () => false);
        if (visible) {
          inMenu = true;
          control = shown;
        }
        else await page.keyboard.press('Escape').catch(() => {});
      }
    }
    // A switch folded into a closed mobile menu is still a switch: click it where it is.
    if (!visible && !(await control.count())) return { ok: false, reason: `no locale switch to "${to}" on the home page` };
    let selected = false;
    if (await isOption()) {
      // An option of a native <select>: chosen the way a shopper chooses it.
      const value = String(await control.evaluate((el: { value: string }) => el.value, undefined, { timeout: 3000 }));
      await page.locator(`select:has(option[lang="${to}"])`).first().selectOption(value, { timeout: 3000 });
      visible = true;
      selected = true;
    }
    const want = [to, dirOf(to)];
    const switched = (timeout: number) => page
      .waitForFunction(`document.documentElement.lang.split('-')[0] === ${JSON.stringify(to)} && document.documentElement.dir === ${JSON.stringify(want[1])}`, null, { timeout })
      .then(() => true, () => false);
    if (visible && !selected) {
      // A click that times out on a loaded machine may still have switched: the control then
      // names the other language and a second try would wait for one that is gone.
      const clicked = await control.click({ timeout: 5000 }).then(() => true, () => false);
      if (!clicked && !(await switched(500))) await control.evaluate(clickIt, undefined, { timeout: 3000 }).catch(() => {});
    } else if (!visible) {
      // A control scrolled or folded out of reach is still clicked, as its own click handler sees it
      // (a function, not a string: a string is evaluated as an expression and the click never runs).
      await control.evaluate(clickIt, undefined, { timeout: 5000 });
    }
    const ok = await switched(5000);
    if (ok) return { ok: true, visible, ...(inMenu ? { inMenu } : {}) };
    const got = (await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')) as string[];
    return { ok: false, reason: `after the switch <html lang="${got[0]}" dir="${got[1]}">, expected lang="${to}" dir="${want[1]}"` };
  } catch (e) {
    return { ok: false, reason: `the switch could not be used: ${(e as Error).message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

/** A hash router's theme routes through `#/path`: told by where the home page lands and what it links to. */
export async function usesHashRoutes(browser: Browser, origin: string): Promise<boolean> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await guardNetwork(context, origin, () => ({ foreign: [], blanked: [] }));
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/?preview`, { waitUntil: 'load', timeout: 20_000 });
    await page.waitForTimeout(300);
    return Boolean(await page.evaluate(`location.hash.startsWith('#/') || Array.from(document.querySelectorAll('a[href]')).some((a) => (a.getAttribute('href') || '').startsWith('#/'))`));
  } catch {
    return false;
  } finally {
    await context.close();
  }
}

export async function prepareShotsDir(dir: string): Promise<void> {
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(dir, { recursive: true });
  // Screenshots are for people, not for the theme's repository or bundle.
  await fsp.writeFile(path.join(dir, '.gitignore'), '*\n');
}
