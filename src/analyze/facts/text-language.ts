import { createRequire } from 'node:module';

// franc's trigram tables cost ~70 ms to load: required on the first guess, not at start-up (a site
// with too little Latin-script prose never asks). franc-min is an ES module; `require` loads it
// synchronously on the Node versions package.json allows (>= 20.19).
const require = createRequire(import.meta.url);
let franc: typeof import('franc-min') | undefined;
const francAll: typeof import('franc-min').francAll = (text, opts) => (franc ??= require('franc-min') as typeof import('franc-min')).francAll(text, opts);

/**
 * The language of a site's UI text: by script where the script names it (Hebrew, Chinese, Greek...),
 * else by trigram statistics (franc). The Latin-script candidates are
 * the Latin-script languages a storefront is likely written in, so that short UI copy is never
 * read as a minority language that shares its trigrams (Scots for English, Javanese for Indonesian).
 */
const LATIN_CANDIDATES: Record<string, string> = {
  eng: 'en', fra: 'fr', spa: 'es', por: 'pt', deu: 'de', ita: 'it', nld: 'nl', tur: 'tr', pol: 'pl',
  ron: 'ro', ces: 'cs', hun: 'hu', swe: 'sv', ind: 'id', zlm: 'ms', vie: 'vi', hrv: 'hr', tgl: 'tl', swh: 'sw',
};

/** Below this much text a trigram guess is noise: the caller falls back to `<html lang>` or English. */
export const MIN_DETECT_CHARS = 200;

/** What is not prose: e-mail addresses, URLs, phone numbers, prices, placeholders. */
const NOT_PROSE = /\S+@\S+|https?:\/\/\S+|www\.\S+|[+\d][\d\s().-]{5,}|[$€£]\s?\d[\d.,]*/g;

/** franc reads at most 2048 characters of a text: a site's copy is read in chunks that vote. */
const CHUNK = 2000;
const MAX_CHUNKS = 40;

export interface TextLanguage {
  /** ISO 639-1 code of the language most of the text is in. */
  lang: string;
  /** Share of the text (by characters) each language won, largest first. */
  shares: [string, number][];
  chars: number;
}

/**
 * The UI strings that are phrases: e-mails, phone numbers, prices and single words ("Menu",
 * "Home", shared by many languages, or a brand) removed. Scripts written without spaces (Chinese,
 * Japanese, Thai) make a phrase of one "word" of a few characters.
 */
export function proseOf(texts: string[]): string[] {
  return texts
    .map((t) => t.replace(NOT_PROSE, ' ').replace(/\s+/g, ' ').trim())
    .filter((t) => t.split(' ').filter((w) => /\p{L}{2,}/u.test(w)).length >= 2 || (t.match(UNSPACED) ?? []).length >= 3);
}

/** Letters of scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

/**
 * Scripts that name their language without trigrams (kana before Han: Japanese writes kanji too).
 * `weight`: how many Latin letters one of its characters stands for, so that a Chinese page with
 * English product names is read as Chinese (a Han character carries about a word).
 */
const SCRIPTS: { letters: RegExp; lang: string; weight: number }[] = [
  { letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, lang: 'ja', weight: 3 },
  { letters: /\p{Script=Han}/gu, lang: 'zh', weight: 3 },
  { letters: /\p{Script=Hangul}/gu, lang: 'ko', weight: 2 },
  { letters: /\p{Script=Hebrew}/gu, lang: 'he', weight: 1 },
  { letters: /\p{Script=Cyrillic}/gu, lang: 'ru', weight: 1 },
  { letters: /\p{Script=Greek}/gu, lang: 'el', weight: 1 },
  { letters: /\p{Script=Thai}/gu, lang: 'th', weight: 1 },
  { letters: /\p{Script=Devanagari}/gu, lang: 'hi', weight: 1 },
  { letters: /\p{Script=Bengali}/gu, lang: 'bn', weight: 1 },
  { letters: /\p{Script=Tamil}/gu, lang: 'ta', weight: 1 },
  { letters: /\p{Script=Georgian}/gu, lang: 'ka', weight: 1 },
  { letters: /\p{Script=Armenian}/gu, lang: 'hy', weight: 1 },
];
/** Cyrillic is written by several languages: trigrams choose among them. */
const CYRILLIC_CANDIDATES: Record<string, string> = { rus: 'ru', ukr: 'uk', bul: 'bg', srp: 'sr', bel: 'be', kaz: 'kk' };
const LATIN_LETTER = /\p{Script=Latin}/gu;

/**
 * The language a string's letters name by their script, with its weight in Latin letters; null when
 * its Latin letters weigh more (trigrams decide) or it has none of the scripts above.
 */
function scriptLanguage(text: string): { lang: string; weight: number } | null {
  let kana = 0;
  let best: { lang: string; weight: number } | null = null;
  for (const s of SCRIPTS) {
    const n = (text.match(s.letters) ?? []).length;
    if (s.lang === 'ja') kana = n;
    const w = n * s.weight;
    // Kanji beside kana are Japanese: they add to its weight.
    if (s.lang === 'zh' && kana && best) best.weight += w;
    else if (w > (best?.weight ?? 0)) best = { lang: s.lang, weight: w };
  }
  return best && best.weight > (text.match(LATIN_LETTER) ?? []).length ? best : null;
}

/** The language of these UI strings, or null when there is too little text to tell. */
export function detectTextLanguage(texts: string[]): TextLanguage | null {
  const votes = new Map<string, number>();
  let scriptChars = 0;
  const latin: string[] = [];
  const cyrillic: string[] = [];
  for (const t of proseOf(texts)) {
    const s = scriptLanguage(t);
    if (!s) latin.push(t);
    else {
      if (s.lang === 'ru') cyrillic.push(t);
      votes.set(s.lang, (votes.get(s.lang) ?? 0) + s.weight);
      scriptChars += s.weight;
    }
  }
  let chars = scriptChars;
  if (cyrillic.length && votes.has('ru')) {
    const [first] = francAll(cyrillic.join('. ').slice(0, CHUNK), { only: Object.keys(CYRILLIC_CANDIDATES), minLength: 10 });
    const lang = first && CYRILLIC_CANDIDATES[first[0]];
    if (lang && lang !== 'ru') {
      votes.set(lang, votes.get('ru') ?? 0);
      votes.delete('ru');
    }
  }
  const chunks: string[] = [''];
  for (const t of latin) {
    if (chunks[chunks.length - 1].length >= CHUNK) chunks.push('');
    chunks[chunks.length - 1] += (chunks[chunks.length - 1] ? '. ' : '') + t;
  }
  // Spread over the whole site, not its first files, when there is more text than is read.
  const step = Math.max(1, Math.ceil(chunks.length / MAX_CHUNKS));
  for (let i = 0; i < chunks.length; i += step) {
    const c = chunks[i];
    if (c.length < MIN_DETECT_CHARS / 2) continue;
    const [first] = francAll(c, { only: Object.keys(LATIN_CANDIDATES), minLength: MIN_DETECT_CHARS / 2 });
    const lang = first && LATIN_CANDIDATES[first[0]];
    if (!lang) continue;
    votes.set(lang, (votes.get(lang) ?? 0) + c.length);
    chars += c.length;
  }
  // A script tells its language from far less text than trigrams need.
  if (chars - scriptChars < MIN_DETECT_CHARS && scriptChars < MIN_DETECT_CHARS / 4) return null;
  const shares = [...votes].map(([l, n]): [string, number] => [l, n / chars]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return { lang: shares[0][0], shares, chars };
}
