/**
 * Untranslated text (verify --pseudo): what a shopper sees or hears on a page that did not come
 * through the theme's dictionaries. The page is read in the browser (READ_SHOWN_TEXT); the judging
 * (untranslatedText) runs here: brand names, numbers, prices, dates, addresses and the preview's
 * demo data are not text to translate.
 */
import { unmarkedParts } from './pseudo.js';
import { WELL_KNOWN_BRANDS } from '../../rules/names/well-known-brands.js';

/** Where a text shows: a text node, an attribute read aloud or shown, the window title. */
export type TextKind = 'text' | 'alt' | 'placeholder' | 'title' | 'aria-label' | 'document.title';

export interface ShownText {
  kind: TextKind;
  /** The text as the page holds it (with the invisible marks of the pseudo build). */
  raw: string;
  /** Inside a link to the home page (a logo, the brand in a footer). */
  home: boolean;
}

export interface UntranslatedText {
  kind: TextKind;
  text: string;
}

/**
 * Every visible text node and every user-facing attribute of a shown element, with document.title.
 * Text in an element that says it is in another language (`lang="ar"` on the switch to Arabic) is
 * meant as it is and left out, and so is a map widget's attribution of its tiles and data (the
 * credit the map's licence asks for, written by the library in its own words: "Leaflet | ©
 * OpenStreetMap contributors").
 */
export const MAP_ATTRIBUTION = '.leaflet-control-attribution, .maplibregl-ctrl-attrib, .mapboxgl-ctrl-attrib, .ol-attribution, .gm-style-cc';
export const READ_SHOWN_TEXT = String.raw`(() => {
  const credit = ${JSON.stringify(MAP_ATTRIBUTION)};
  const pageLang = (document.documentElement.lang || '').split('-')[0].toLowerCase();
  const otherLang = (el) => { const l = el.closest('[lang]'); return !!l && l !== document.documentElement && l.lang.split('-')[0].toLowerCase() !== pageLang; };
  const shown = (el) => el.getClientRects().length > 0 && (!el.checkVisibility || el.checkVisibility({ visibilityProperty: true }));
  const homeLink = (el) => { const a = el.closest('a[href]'); if (!a) return false; try { const u = new URL(a.getAttribute('href'), location.href); return u.origin === location.origin && (u.pathname === '/' || u.pathname === '') && (!u.hash || u.hash === '#/' || u.hash === '#'); } catch { return false; } };
  const out = [];
  const seen = new Set();
  const add = (kind, raw, el) => {
    if (!raw || !/\p{L}/u.test(raw) || out.length >= 600) return;
    const key = kind + '\u0000' + raw;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, raw, home: el ? homeLink(el) : false });
  };
  if (document.body) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, noscript, template') || el.closest(credit) || otherLang(el) || !shown(el)) continue;
      add('text', n.data, el);
    }
    for (const el of document.body.querySelectorAll('[alt], [placeholder], [title], [aria-label]')) {
      if (el.closest(credit) || otherLang(el) || !shown(el)) continue;
      for (const a of ['alt', 'placeholder', 'title', 'aria-label']) if (el.hasAttribute(a)) add(a, el.getAttribute(a), el);
    }
  }
  add('document.title', document.title, null);
  return out;
})()`;

/** What is never text to translate: what the preview shows from its demo data, and the brand. */
export interface NotCopy {
  /** Every string of the demo data (names, descriptions, the store's own details, the static surfaces' records). */
  data: string[];
  /** The theme's and the store's name (well-known service names are added: rules/names). */
  brands: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Addresses, links, handles, phone numbers: data in any language. */
const ADDRESSES = /\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+|@\w+|\+?\d[\d\s().-]{6,}\d/g;
/** Sizes written as numbers crossed by an x (`12x7`, `8 × 3.75`, `40x60x2`): numbers, not words. */
const DIMENSIONS = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?(?:\s*[x×]\s*\d+(?:[.,]\d+)?)+(?![\p{L}])/giu;
/** Keyboard shortcuts a library appends to a label it was given (`Notifications alt+T`): key names, not copy. */
const SHORTCUTS = /(?<![\p{L}\p{N}])(alt|ctrl|control|shift|meta|cmd|command|option|opt)(\s*\+\s*[\p{L}\p{N}]+)+(?![\p{L}\p{N}])/giu;
/** A language named in its own words, or its code (a language switch of the source's own). */
export const LANGUAGE_NAMES = /^(en|ar|eng|english|arabic|العربية|عربي|عربى|الإنجليزية|انجليزي)$/i;

/** The month and day names Intl writes into dates, in both locales. */
function dateWords(): string[] {
  const words = new Set<string>(['am', 'pm', 'ص', 'م']);
  for (const locale of ['en', 'ar']) {
    for (const month of ['long', 'short'] as const) {
      const f = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) words.add(f.format(new Date(Date.UTC(2024, m, 1))));
    }
    for (const weekday of ['long', 'short'] as const) {
      const f = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) words.add(f.format(new Date(Date.UTC(2024, 0, 7 + d))));
    }
  }
  return [...words];
}
const words = (list: string[], flags: string) => new RegExp(`(?<![\\p{L}])(${list.map(escape).join('|')})\\.?(?![\\p{L}])`, flags);
let DATE_WORDS: RegExp | null = null;
let CURRENCIES: RegExp | null = null;
/** Month and day names (any case), and currency codes as Intl writes them (upper case: "try" is a word). */
const dateWordsPattern = () => (DATE_WORDS ??= words(dateWords(), 'giu'));
const currencyPattern = () => (CURRENCIES ??= words(currencyWords(), 'gu'));

/** Currency codes, and the symbols Intl writes for them in both locales (`US$`, `ر.س.`). */
function currencyWords(): string[] {
  const out = new Set<string>();
  for (const currency of Intl.supportedValuesOf('currency')) {
    out.add(currency);
    for (const locale of ['en', 'ar']) {
      const part = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1).find((p) => p.type === 'currency');
      if (part && /\p{L}/u.test(part.value)) out.add(part.value);
    }
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Fewer than two letters left: a number, a price, a symbol, an initial. */
const hasWords = (s: string) => (s.match(/\p{L}/gu) ?? []).length >= 2;

/**
 * The untranslated texts among what a page shows: each unmarked part that still has words once
 * the brand, the demo data, addresses and Intl's own words are taken out. A part shown inside a
 * link to the home page is the brand (a logo's text).
 */
export function untranslatedText(shown: ShownText[], not: NotCopy): UntranslatedText[] {
  const data = [...new Set(not.data.map(squash).filter((s) => s.length >= 2))].sort((a, b) => b.length - a.length);
  const brands = [...new Set([...not.brands, ...WELL_KNOWN_BRANDS].map(squash).filter((s) => s.length >= 2))];
  const homeTexts = shown.filter((s) => s.home).flatMap((s) => unmarkedParts(s.raw)).map(squash);
  // Whole words only: a category "tea" does not eat into "team".
  const remove = [...new Set([...brands, ...homeTexts, ...data.filter((s) => s.length >= 3)])]
    .sort((a, b) => b.length - a.length)
    .map((r) => ({ text: r, re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(r)}(?![\\p{L}\\p{N}])`, 'gu') }));
  const out: UntranslatedText[] = [];
  const seen = new Set<string>();
  for (const s of shown) {
    for (const part of unmarkedParts(s.raw)) {
      const low = squash(part);
      if (!hasWords(low) || LANGUAGE_NAMES.test(low)) continue;
      // A demo record's own value, however short (a two-letter service name), or a part of one
      // (a description cut short, one line of an address).
      if (data.includes(low) || (low.length >= 4 && data.some((d) => d.includes(low)))) continue;
      let rest = squash(part.replace(ADDRESSES, ' ').replace(DIMENSIONS, ' ').replace(SHORTCUTS, ' ').replace(currencyPattern(), ' ')).replace(dateWordsPattern(), ' ');
      for (const r of remove) if (rest.includes(r.text)) rest = rest.replace(r.re, ' ');
      if (!hasWords(rest)) continue;
      const key = `${s.kind}\u0000${low}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: s.kind, text: part.length > 120 ? `${part.slice(0, 119)}…` : part });
    }
  }
  return out;
}

/** Words a package name adds to the brand's (`acme-shop-client` → `acme shop`). */
const PACKAGE_WORDS = /[-_ ](client|frontend|front|web|app|site|website|ui|react|vite|theme|main)$/i;

/**
 * The brand as a package name spells it (`samy-locks-client` → `samy locks`): a theme's name is
 * often the source's package name, while the pages write the brand in words.
 */
export function brandOfPackageName(name: string): string {
  let s = name.replace(/^@[^/]+\//, '').trim();
  for (let prev = ''; prev !== s; ) { prev = s; s = s.replace(PACKAGE_WORDS, ''); }
  return s.replace(/[-_]+/g, ' ').trim();
}

/** Every string in the demo data, however deep. */
export function demoStrings(v: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 8) return out;
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) demoStrings(x, out, depth + 1);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) demoStrings(x, out, depth + 1);
  return out;
}

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Of the unmarked texts a page shows in one locale, those that are untranslated: shown the same
 * in the other locale (hard-coded: it does not follow the locale), or in the wrong script for this
 * one (Latin letters and no Arabic in the Arabic view, Arabic in the English view). Unmarked text
 * that changes with the locale went through a translation of the source's own (a `{ en, ar }`
 * record, a gap page's copy) and is fine.
 */
export function notFollowingLocale(own: UntranslatedText[], locale: string, other: UntranslatedText[] | null): UntranslatedText[] {
  const there = new Set((other ?? []).map((u) => `${u.kind}\u0000${u.text}`));
  return own.filter((u) => {
    if (there.has(`${u.kind}\u0000${u.text}`)) return true;
    if (locale.startsWith('ar')) return LATIN.test(u.text) && !ARABIC.test(u.text);
    return ARABIC.test(u.text);
  });
}
