import { BROKEN_VALUE, type PageFacts } from './page-facts.js';
import type { PageTarget } from './targets.js';
import { uncompiledReason } from './raw-css.js';
import type { UntranslatedText } from './untranslated.js';

/** Everything recorded about one page in one locale. */
export interface PageResult {
  id: string;
  path: string;
  route: string;
  locale: string;
  verdict: 'pass' | 'fail';
  /** Why it fails, one short reason each (empty when it passes). */
  reasons: string[];
  errors: string[];
  foreignRequests: string[];
  blanked: string[];
  finalRoute: string;
  lang: string;
  dir: string;
  /** Characters of visible text outside header, nav and footer. */
  contentChars: number;
  overflowX: number;
  brokenImages: string[];
  /** Whether the page shows a header, nav or footer. */
  hasChrome: boolean;
  /** Share of the letters outside the chrome that are Arabic. */
  arabicShare: number;
  /** On a storefront listing or product page: whether a demo product is shown (null elsewhere). */
  showsProducts: boolean | null;
  /** verify --pseudo: the texts shown that did not come through the dictionaries (null without --pseudo). */
  untranslated: UntranslatedText[] | null;
  /** Site-relative path of the screenshot. */
  screenshot: string | null;
  seconds: number;
}

/** Pages that list the catalogue: each must show the demo products in preview. */
export const LISTING = new Set(['products', 'collection', 'shop', 'menu']);
/** A page's role: its manifest canonical, else (a manifest that does not say) its id; an explicit null is none. */
const roleOf = (t: PageTarget) => (t.canonical === undefined ? t.id : t.canonical);
export const isListing = (t: PageTarget) => LISTING.has(roleOf(t) ?? '');

/** Detail pages of one demo product: each must show it. */
export const isProductPage = (t: PageTarget) => roleOf(t) === 'product';

/** Words of a page that stands in for content still to come. */
const PLACEHOLDER = /coming soon|under construction|\btodo\b|placeholder|lorem ipsum|page content|content goes here|to be added|work in progress|قريبا|قريبًا|قيد الإنشاء/i;

/**
 * A wait that never ended: the whole line says the page is still getting ready ("Checking auth",
 * "Please wait…"), after the visit waited for the network to go quiet and spinner texts to go.
 */
const WAITING = /^\W*(loading|checking|verifying|authenticating|please wait|one moment|just a moment|جار[ٍي]? التحميل|يرجى الانتظار)\b/i;

/**
 * A one-line stub: a single line that is a placeholder, a wait that never ended or the page's own
 * name. A one-line empty state ("Your cart is empty") is content: the preview's cart starts empty.
 */
function isStub(lines: string[], target: PageTarget): boolean {
  if (lines.length !== 1) return false;
  const line = lines[0].toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const names = [target.id, target.canonical ?? '', target.path.split('/').pop() ?? ''].map((n) => n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
  return PLACEHOLDER.test(lines[0]) || WAITING.test(lines[0]) || names.includes(line) || line.split(' ').length < 2;
}

/** A router's or a host's "nothing here" page, in English or Arabic. */
const NOT_FOUND = /\b404\b|page not found|page (?:does not|doesn't|could not be) (?:exist|found)|no routes? match|unexpected application error|الصفحة غير موجودة|لم يتم العثور على الصفحة/i;

/** Share of Arabic letters from which a page reads as Arabic. */
const ARABIC_VIEW_SHARE = 0.5;

/** The text direction a locale is written in. */
export const dirOf = (locale: string) => (/^(ar|fa|he|ur|ps|yi|ckb)(-|$)/i.test(locale) ? 'rtl' : 'ltr');

const normalRoute = (r: string) => {
  let p = r;
  try {
    p = decodeURI(r);
  } catch {
    /* keep as is */
  }
  p = p.split('?')[0].replace(/\/index\.html$/, '/').toLowerCase();
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

const short = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export interface Observed {
  facts: PageFacts | null;
  errors: string[];
  foreign: string[];
  /** The page could not be opened at all (navigation error or time-out). */
  openError?: string;
  productNames: string[];
  /** Whether the home page showed the site's frame (header, nav or footer), when known. */
  homeHasChrome: boolean | null;
  /** Whether the view must read in the locale's own language (VisitOptions.followsLocale; default yes). */
  followsLocale?: boolean;
  /** Built stylesheets still holding Tailwind directives (raw-css.ts): path in the build → the directive. */
  uncompiledCss?: ReadonlyMap<string, string>;
}

/** A language switch's labels: each language by its own name (the switch to Arabic reads العربية in every view). */
const LANGUAGE_NAMES = new Set(['العربية', 'عربي', 'ع', 'English', 'Arabic', 'EN', 'AR', 'En', 'Ar']);

/**
 * The share of Arabic letters in a page's own text, with the demo products' names it shows and the
 * lines that only name a language (a locale switch drawn in the page) taken out (`share`: the share
 * over the whole content, kept when the page shows neither).
 */
export function ownArabicShare(share: number, contentLines: string[], productNames: string[]): number {
  const names = [...new Set(productNames.map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n.length > 1))].sort((a, b) => b.length - a.length);
  const own = contentLines.filter((l) => !LANGUAGE_NAMES.has(l.trim()));
  let removed = own.length !== contentLines.length;
  if (!names.length && !removed) return share;
  let text = own.join('\n').replace(/[ \t]+/g, ' ');
  for (const n of names) {
    if (!text.includes(n)) continue;
    text = text.split(n).join(' ');
    removed = true;
  }
  if (!removed) return share;
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = text.match(/(?=\p{L})\p{Script=Arabic}/gu) ?? [];
  return letters.length ? arabic.length / letters.length : 0;
}

/** The reasons a page fails review in one locale. */
export function reasonsFor(target: PageTarget, locale: string, o: Observed, notFoundPage: boolean): { reasons: string[]; showsProducts: boolean | null } {
  const reasons: string[] = [];
  if (o.openError) reasons.push(`did not open: ${short(o.openError)}`);
  // React logs an error it rethrows: the uncaught one says it once.
  const uncaught = o.errors.filter((e) => e.startsWith('uncaught ')).map((e) => e.replace(/^uncaught \w*: /, ''));
  const errors = o.errors.filter((e) => e.startsWith('uncaught ') || !uncaught.some((u) => u && e.includes(u)));
  for (const e of errors.slice(0, 3)) reasons.push(e.startsWith('uncaught') ? short(e) : `console error: ${short(e)}`);
  if (errors.length > 3) reasons.push(`${errors.length - 3} more errors`);
  for (const u of o.foreign.slice(0, 3)) reasons.push(`request to another host: ${short(u, 120)}`);
  if (o.foreign.length > 3) reasons.push(`${o.foreign.length - 3} more requests to other hosts`);
  const f = o.facts;
  if (!f) return { reasons: reasons.length ? reasons : ['nothing rendered'], showsProducts: null };
  if (normalRoute(f.finalRoute) !== normalRoute(target.route)) reasons.push(`redirected to ${f.finalRoute}`);
  const content = f.contentLines.join(' ');
  if (!content) reasons.push('shows only its header, nav and footer');
  else if (isStub(f.contentLines, target)) reasons.push(`a one-line stub: "${short(content, 80)}"`);
  if (o.homeHasChrome && !f.hasChrome) reasons.push('outside the site\'s frame: no header, nav or footer (the home page has them)');
  if (!notFoundPage && NOT_FOUND.test(f.pageText)) reasons.push(`router "not found": "${short(NOT_FOUND.exec(f.pageText)?.[0] ?? '', 40)}"`);
  if (f.lang.toLowerCase().split('-')[0] !== locale.split('-')[0]) reasons.push(`<html lang="${f.lang}">, expected "${locale}"`);
  if (f.dir.toLowerCase() !== dirOf(locale)) reasons.push(`<html dir="${f.dir}">, expected "${dirOf(locale)}"`);
  // A left-to-right view whose own text is mostly Arabic did not follow the locale (the site's own
  // language state, remembered or detected, won over the platform's): the English page is Arabic.
  // The store's own product names are the merchant's data, in whatever language it keeps them: a
  // listing of Arabic-named products in the English view follows the locale when its copy does.
  const share = ownArabicShare(f.arabicShare, f.contentLines, o.productNames);
  if (o.followsLocale !== false && dirOf(locale) === 'ltr' && share >= ARABIC_VIEW_SHARE && content.length >= 40) reasons.push(`its text is mostly Arabic (${Math.round(Math.min(1, share) * 100)}% of the letters) in the ${locale} view`);
  const raw = uncompiledReason(f.stylesheets ?? [], f.rawInlineCss ?? [], o.uncompiledCss ?? new Map());
  if (raw) reasons.push(raw);
  if (f.overflowX > 2) reasons.push(`overflows sideways by ${Math.round(f.overflowX)}px`);
  if (f.brokenImages.length) reasons.push(`${f.brokenImages.length} broken image(s), e.g. ${short(f.brokenImages[0], 80)}`);
  for (const r of brokenValueReasons(f.brokenValues ?? [])) reasons.push(r);
  let showsProducts: boolean | null = null;
  if (isListing(target) || isProductPage(target)) {
    // innerText is read as drawn: an uppercase heading says SAMPLE PRODUCT.
    // Whitespace as drawn too: innerText breaks lines where the source name had one space.
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
    const text = squash(f.pageText);
    showsProducts = o.productNames.some((n) => text.includes(squash(n)) || shownShortened(text, squash(n)));
    if (!showsProducts) reasons.push(o.productNames.length ? `shows none of the ${o.productNames.length} demo products` : 'the preview has no demo products to show');
  }
  return { reasons, showsProducts };
}

/**
 * A long name the page cuts short itself (`name.substring(0, 12) + '...'`, a CSS-free ellipsis): its
 * first 8 or more characters followed by an ellipsis.
 */
export function shownShortened(text: string, name: string): boolean {
  for (let k = name.length - 1; k >= 8; k--) {
    const head = name.slice(0, k).trimEnd();
    if (text.includes(`${head}...`) || text.includes(`${head}…`)) return true;
  }
  return false;
}

/** The reason of a page showing untranslated text: how many, and the first few with where they show. */
export function untranslatedReason(list: UntranslatedText[]): string {
  const shown = list.slice(0, 3).map((u) => `${u.kind === 'text' ? '' : `${u.kind} `}"${short(u.text, 50)}"`);
  return `untranslated text (${list.length}): ${shown.join(', ')}${list.length > 3 ? ', …' : ''}`;
}

/**
 * One reason per failed value a page draws as text (`shows NaN: "Pay ₦NaN"`): data the page reads
 * in a shape it does not get, computed or shown as is.
 */
export function brokenValueReasons(texts: string[]): string[] {
  const re = new RegExp(BROKEN_VALUE, 'u');
  const first = new Map<string, string>();
  for (const t of texts) {
    const word = re.exec(t)?.[1];
    if (word && !first.has(word)) first.set(word, t);
  }
  return [...first].map(([word, t]) => `shows ${word}: "${short(t, 60)}"`);
}
