import { RAW_TAILWIND } from './raw-css.js';

/**
 * What a reviewer sees on one opened page, read in the browser. Kept as text (not a function)
 * because this project is type-checked without the DOM library.
 */
export interface PageFacts {
  /** location.pathname (history router) or the hash route, once the page has settled. */
  finalRoute: string;
  lang: string;
  dir: string;
  /** Visible text outside header, nav and footer, one entry per visual line. */
  contentLines: string[];
  /** Visible text of the whole page (to find the demo products and a router's "not found"). */
  pageText: string;
  /** How far the document is wider than the window, in CSS pixels (0: no sideways overflow). */
  overflowX: number;
  /** Visible images that finished loading with nothing to show. */
  brokenImages: string[];
  /** Whether a header, nav or footer is shown (the site's frame). */
  hasChrome: boolean;
  /** Share of the letters outside header, nav and footer that are Arabic (0..1). */
  arabicShare: number;
  /** Same-origin link targets (path, query and hash). */
  links: string[];
  /**
   * Visible texts (outside code and pre) showing a value the code failed to compute or find:
   * the word NaN, undefined or null, "[object Object]", or an infinite number (a division by a missing
   * amount: `-Infinity`, `Infinity%`) (BROKEN_VALUE), each with its element's text.
   */
  brokenValues?: string[];
  /** Pathnames of the same-origin stylesheets the page links (raw-css.ts looks them up in the build). */
  stylesheets?: string[];
  /** Tailwind directives still in the page's `<style>` elements (RAW_TAILWIND): CSS no build step compiled. */
  rawInlineCss?: string[];
}

/** A value the page's code failed to compute or find, drawn as text (case-sensitive, word-bounded). */
export const BROKEN_VALUE = String.raw`(?:^|[^\p{L}\p{N}_])(NaN|undefined|null|\[object Object\]|-Infinity|Infinity(?=\s?%))(?=$|[^\p{L}\p{N}_])`;

/**
 * In-page code (spliced into READ_FACTS and READ_LANGUAGE_NOW): `chrome`, the selector of the
 * site's frame, and `contentText`, the page's text with the frame hidden.
 */
const CONTENT_TEXT = String.raw`  const chrome = 'header, nav, footer, [role="banner"], [role="navigation"], [role="contentinfo"]';
  const style = document.createElement('style');
  style.textContent = chrome.split(', ').map((s) => s + '{display:none !important}').join('');
  document.head.appendChild(style);
  const contentText = document.body ? document.body.innerText : '';
  style.remove();`;

export const READ_FACTS = String.raw`(() => {
  const stylesheets = Array.from(document.querySelectorAll('link[rel~="stylesheet"][href]'))
    .map((l) => { try { return new URL(l.getAttribute('href'), location.href); } catch { return null; } })
    .filter((u) => u && u.origin === location.origin)
    .map((u) => u.pathname);
  const rawRe = new RegExp(${JSON.stringify(RAW_TAILWIND)});
  const rawInlineCss = Array.from(document.querySelectorAll('style'))
    .map((s) => rawRe.exec((s.textContent || '').replace(/\/\*[\s\S]*?\*\//g, '')))
    .filter(Boolean)
    .map((m) => m[0].replace(/\s+/g, ' '));
${CONTENT_TEXT}
  const pageText = document.body ? document.body.innerText : '';
  const lines = contentText.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const hasChrome = Array.from(document.querySelectorAll(chrome)).some((el) => visible(el) && (el.innerText || '').trim().length > 0);
  const letters = contentText.match(/\p{L}/gu) || [];
  const arabic = contentText.match(/(?=\p{L})\p{Script=Arabic}/gu) || [];
  const broken = Array.from(document.images)
    .filter((i) => i.complete && i.naturalWidth === 0 && (i.currentSrc || i.getAttribute('src')) && visible(i))
    .map((i) => i.currentSrc || i.getAttribute('src'));
  const links = Array.from(document.querySelectorAll('a[href]'))
    .map((a) => { try { return new URL(a.getAttribute('href'), location.href); } catch { return null; } })
    .filter((u) => u && u.origin === location.origin)
    .map((u) => u.pathname + u.search + u.hash);
  // Text nodes drawing a failed value (BROKEN_VALUE), outside code samples.
  const brokenRe = new RegExp(${JSON.stringify(BROKEN_VALUE)}, 'u');
  const brokenValues = [];
  const walker = document.body ? document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT) : null;
  for (let n = walker && walker.nextNode(); n && brokenValues.length < 10; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !brokenRe.test(n.nodeValue || '') || el.closest('code, pre, kbd, samp, script, style, noscript, template, textarea')) continue;
    if (!visible(el) || getComputedStyle(el).visibility === 'hidden') continue;
    brokenValues.push((el.innerText || n.nodeValue || '').replace(/\s+/g, ' ').trim().slice(0, 80));
  }
  const hashRoute = location.hash.startsWith('#/') ? location.hash.slice(1).split('?')[0] : null;
  const width = Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0);
  return {
    finalRoute: hashRoute ?? location.pathname,
    lang: document.documentElement.lang || '',
    dir: document.documentElement.dir || getComputedStyle(document.documentElement).direction || '',
    contentLines: lines.slice(0, 400),
    pageText: pageText.slice(0, 20000),
    overflowX: Math.max(0, width - document.documentElement.clientWidth),
    brokenImages: broken.slice(0, 10),
    hasChrome,
    arabicShare: letters.length ? arabic.length / letters.length : 0,
    links: links.slice(0, 500),
    brokenValues,
    stylesheets: stylesheets.slice(0, 50),
    rawInlineCss: rawInlineCss.slice(0, 5),
  };
})()`;

/**
 * A spinner text: "Loading…" in the languages real sites use, right after the start or a
 * non-letter (a locale switch drawn inline before it: "العربيةCaricando...").
 */
export const LOADING_TEXT = /(^|[^A-Za-z])(Loading|Chargement|Cargando|Carregando|Caricamento|Caricando|جار التحميل|جاري التحميل)(…|\.\.\.)/;

/** True while the page still says it is loading (a spinner text in its main content). */
export const STILL_LOADING = `${LOADING_TEXT}.test((document.querySelector('main') || document.body || {}).innerText || '')`;

/** What a page's language is now: `<html lang/dir>` and the Arabic share of its text outside the frame (as READ_FACTS counts it). */
export interface LanguageNow {
  lang: string;
  dir: string;
  arabicShare: number;
}

export const READ_LANGUAGE_NOW = String.raw`(() => {
${CONTENT_TEXT}
  const letters = contentText.match(/\p{L}/gu) || [];
  const arabic = contentText.match(/(?=\p{L})\p{Script=Arabic}/gu) || [];
  return {
    lang: document.documentElement.lang || '',
    dir: document.documentElement.dir || getComputedStyle(document.documentElement).direction || '',
    arabicShare: letters.length ? arabic.length / letters.length : 0,
  };
})()`;

/**
 * How the page's language moved between its read and a later look (null: it did not): `<html
 * lang/dir>` changed, or its text crossed from one language to the other (the Arabic share moved by
 * a quarter or more across one half).
 */
export function languageDrift(read: LanguageNow, later: LanguageNow): string | null {
  const base = (l: string) => l.toLowerCase().split('-')[0];
  const pct = (x: number) => `${Math.round(Math.min(1, x) * 100)}% Arabic`;
  const crossed = Math.abs(read.arabicShare - later.arabicShare) >= 0.25 && (read.arabicShare >= 0.5) !== (later.arabicShare >= 0.5);
  if (base(read.lang) === base(later.lang) && read.dir.toLowerCase() === later.dir.toLowerCase() && !crossed) return null;
  return `lang="${read.lang}" dir="${read.dir}", ${pct(read.arabicShare)}, then lang="${later.lang}" dir="${later.dir}", ${pct(later.arabicShare)}`;
}
