/**
 * The pseudo-locale of `verify --pseudo` (issue 17 item 2). A pseudo-translation is a stand-in a
 * person recognises at a glance and a page check can tell apart from text that never went through
 * the dictionaries:
 * - Arabic side: `⟦…⟧` around the source written in Arabic letters (so rtl shaping, fonts and the
 *   Arabic share of a page are exercised);
 * - English side: `[…]` around the source written in accented Latin letters (`[Ŧêšŧ]`).
 * Placeholders and markup (`{name}`, `<b>`) stay as they are, so a filled PO file passes import.
 * In the build of the check every word of every dictionary entry is also wrapped in two invisible
 * marks: text in the page outside a pair of marks did not come through the dictionaries. An entry
 * that differs between the languages also carries its language, so dictionary text of the other
 * language (a component still drawn in the language it had before the page settled) is told apart.
 */
import { ARABIC } from '../codemods/bilingual/glossary.js';
import { placeholdersOf } from '../translate/exchange.js';

/** Markup kept as written (exchange.ts checks the same tags). */
const RAW_MARKUP = /<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>/g;

/** Invisible (default-ignorable) marks around every dictionary entry in a pseudo build. */
export const MARK_OPEN = '\u2063';
export const MARK_CLOSE = '\u2064';
/** Right after MARK_OPEN: the dictionary the entry comes from, when its text differs between the languages. */
export const MARK_LANG = { en: '\u2061', ar: '\u2062' } as const;
type MarkLang = keyof typeof MARK_LANG;

/** Latin → Arabic letters of about the same sound; the rest of the text is kept. */
const TO_ARABIC: Record<string, string> = {
  a: 'ا', b: 'ب', c: 'ك', d: 'د', e: 'ي', f: 'ف', g: 'غ', h: 'ه', i: 'ي', j: 'ج', k: 'ك', l: 'ل', m: 'م',
  n: 'ن', o: 'و', p: 'ب', q: 'ق', r: 'ر', s: 'س', t: 'ت', u: 'و', v: 'ف', w: 'و', x: 'كس', y: 'ي', z: 'ز',
};
/** Arabic → accented Latin letters; other letters (a third script) become `ŵ`. */
const TO_LATIN: Record<string, string> = {
  'ا': 'â', 'أ': 'â', 'إ': 'î', 'آ': 'ā', 'ب': 'ƀ', 'ت': 'ŧ', 'ث': 'ŧh', 'ج': 'ĵ', 'ح': 'ĥ', 'خ': 'ǩh', 'د': 'đ', 'ذ': 'đh',
  'ر': 'ŕ', 'ز': 'ž', 'س': 'š', 'ش': 'šh', 'ص': 'ş', 'ض': 'ḑ', 'ط': 'ţ', 'ظ': 'ẓ', 'ع': 'ʿâ', 'غ': 'ğ', 'ف': 'ƒ', 'ق': 'ǫ',
  'ك': 'ķ', 'ل': 'ľ', 'م': 'ṁ', 'ن': 'ń', 'ه': 'ħ', 'ة': 'ħ', 'و': 'ŵ', 'ي': 'ý', 'ى': 'â', 'ئ': 'ý', 'ؤ': 'ŵ', 'ء': 'ʾ',
  '،': ',', '؟': '?', '؛': ';',
};
/** Latin → accented Latin (an English source seen as "English still to write"). */
const ACCENTED: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'đ', e: 'ê', f: 'ƒ', g: 'ğ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ľ', m: 'ɱ', n: 'ñ', o: 'ô',
  p: 'þ', r: 'ŕ', s: 'š', t: 'ŧ', u: 'û', w: 'ŵ', y: 'ý', z: 'ž',
};
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** `text` with its placeholders and markup left alone and every other run mapped by `map`. */
function mapOutside(text: string, map: (run: string) => string): string {
  const keep = [...new Set([...placeholdersOf(text), ...(text.match(RAW_MARKUP) ?? [])])];
  if (!keep.length) return map(text);
  const escaped = keep.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`)).map((part, i) => (i % 2 ? part : map(part))).join('');
}

const mapLetters = (table: Record<string, string>, fallback: (c: string) => string) => (run: string) =>
  [...run].map((c) => {
    const lower = c.toLowerCase();
    const hit = table[lower];
    if (hit === undefined) return fallback(c);
    return c !== lower ? hit.toUpperCase() : hit;
  }).join('');

/** The Arabic-side stand-in for `source` (any script): `⟦…⟧` in Arabic letters. */
export function pseudoArabic(source: string): string {
  const inner = mapOutside(source.trim(), mapLetters(TO_ARABIC, (c) => (/\p{L}/u.test(c) && !ARABIC_LETTER.test(c) ? 'ب' : c)));
  return `⟦${inner}⟧`;
}

/** The English-side stand-in for `source` (any script): `[…]` in accented Latin letters. */
export function pseudoEnglish(source: string): string {
  const fromArabic = (c: string) => {
    if (TO_LATIN[c] !== undefined) return TO_LATIN[c];
    if (!ARABIC.test(c)) return c;
    // Vowel marks and the tatweel go; Arabic-Indic digits become digits; any other Arabic sign a letter.
    if (/\p{M}/u.test(c) || c === '\u0640') return '';
    const digit = '٠١٢٣٤٥٦٧٨٩'.indexOf(c) >= 0 ? '٠١٢٣٤٥٦٧٨٩'.indexOf(c) : '۰۱۲۳۴۵۶۷۸۹'.indexOf(c);
    return digit >= 0 ? String(digit) : 'ŵ';
  };
  const inner = mapOutside(source.trim(), mapLetters(ACCENTED, fromArabic));
  return `[${inner}]`;
}

export const pseudoFor = (lang: 'ar' | 'en', source: string) => (lang === 'ar' ? pseudoArabic(source) : pseudoEnglish(source));

/** A dictionary entry as a pseudo build serves it: between the invisible marks (with its language's, if any). */
export const marked = (text: string, lang?: MarkLang) => `${MARK_OPEN}${lang ? MARK_LANG[lang] : ''}${text}${MARK_CLOSE}`;

/** A served text with the marks taken off. */
export const unmarked = (text: string) => text.replace(/[\u2061-\u2064]/g, '');

/**
 * A dictionary entry with each of its words between the marks (markup and spaces left outside):
 * a text the code cuts into words to show one by one (`t(k).split(' ').map(…)`, an animation)
 * keeps its marks on every piece.
 */
export const markedWords = (text: string, lang?: MarkLang) =>
  text.split(/(<[^<>]*>|\s+)/).map((part, i) => (i % 2 || !part ? part : marked(part, lang))).join('');

/**
 * Both dictionaries of a pseudo build: each entry marked; an empty one filled with the pseudo of
 * the other side (an entry empty on both sides stays empty: `t()` shows its key, itself marked).
 * Returns how many entries were filled per side.
 */
export function pseudoDictionaries(en: Record<string, string>, ar: Record<string, string>): { en: Record<string, string>; ar: Record<string, string>; filled: { en: number; ar: number } } {
  const keys = [...new Set([...Object.keys(en), ...Object.keys(ar)])];
  const out = { en: {} as Record<string, string>, ar: {} as Record<string, string>, filled: { en: 0, ar: 0 } };
  for (const key of keys) {
    for (const [lang, other] of [['en', 'ar'], ['ar', 'en']] as const) {
      const own = (lang === 'en' ? en : ar)[key] ?? '';
      const from = (other === 'en' ? en : ar)[key] ?? '';
      let text = own;
      if (!own.trim() && from.trim()) {
        text = pseudoFor(lang, from);
        out.filled[lang]++;
      }
      // The same text in both languages (a brand, a number) says nothing about the language shown.
      const same = (en[key] ?? '').trim() === (ar[key] ?? '').trim();
      out[lang][key] = markedWords(text || key, same ? undefined : lang);
    }
  }
  return out;
}

/**
 * The parts of a text that did not come through the dictionaries: what lies outside the marks. A
 * text cut by the code (`t(k).slice(0, 80)`) may lose its closing mark: an open mark runs to the
 * end, and a closing mark without an opening one covers the start.
 */
export function unmarkedParts(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  const firstClose = rest.indexOf(MARK_CLOSE);
  const firstOpen = rest.indexOf(MARK_OPEN);
  if (firstClose >= 0 && (firstOpen < 0 || firstClose < firstOpen)) rest = rest.slice(firstClose + 1);
  for (;;) {
    const open = rest.indexOf(MARK_OPEN);
    if (open < 0) {
      out.push(rest.split(MARK_CLOSE).join(''));
      break;
    }
    out.push(rest.slice(0, open));
    const close = rest.indexOf(MARK_CLOSE, open + 1);
    if (close < 0) break;
    rest = rest.slice(close + 1);
  }
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * Dictionary texts of another language than `locale` among a page's texts (as READ_SHOWN_TEXT
 * reads them): words marked as the other dictionary's that have letters. A page showing them drew
 * some of its parts in the language it had before it settled (or never settled on the locale).
 */
export function otherLanguageParts(raw: string, locale: string): string[] {
  const own = locale.split('-')[0].toLowerCase();
  const other: string[] = (Object.keys(MARK_LANG) as MarkLang[]).filter((l) => l !== own).map((l) => MARK_LANG[l]);
  if (!(own in MARK_LANG)) return [];
  const out: string[] = [];
  let run: string[] = [];
  // Consecutive marked words of the other language make one text ("Welcome to our shop").
  const parts = raw.split(MARK_OPEN);
  for (const [i, part] of parts.entries()) {
    if (i === 0) continue;
    const close = part.indexOf(MARK_CLOSE);
    const body = close < 0 ? part : part.slice(0, close);
    const between = close < 0 ? '' : part.slice(close + 1);
    if (other.includes(body[0])) run.push(body.slice(1));
    else if (run.length) {
      out.push(run.join(' '));
      run = [];
    }
    if (run.length && /\S/.test(between)) {
      out.push(run.join(' '));
      run = [];
    }
  }
  if (run.length) out.push(run.join(' '));
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => (s.match(/\p{L}/gu) ?? []).length >= 2);
}
