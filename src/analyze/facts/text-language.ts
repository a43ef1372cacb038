import { createRequire } from 'node:module';

// franc's trigram tables cost ~70 ms to load: required on the first guess, not at start-up (a site
// with too little Latin-script prose never asks). franc-min is an ES module; `require` loads it
// synchronously on the Node versions package.json allows (>= 20.19).
const require = createRequire(import.meta.url);
let franc: typeof import('franc-min') | undefined;
const francAll: typeof import('franc-min').francAll = (text, opts) => (franc ??= require('franc-min') as typeof import('franc-min')).francAll(text, opts);

/**
 * The language of a site's Latin-script UI text, by trigram statistics (franc). The candidates are
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
 * "Home", shared by many languages, or a brand) removed.
 */
export function proseOf(texts: string[]): string[] {
  return texts.map((t) => t.replace(NOT_PROSE, ' ').replace(/\s+/g, ' ').trim()).filter((t) => t.split(' ').filter((w) => /\p{L}{2,}/u.test(w)).length >= 2);
}

/** The language of these UI strings, or null when there is too little text to tell. */
export function detectTextLanguage(texts: string[]): TextLanguage | null {
  const prose = proseOf(texts);
  const chunks: string[] = [''];
  for (const t of prose) {
    if (chunks[chunks.length - 1].length >= CHUNK) chunks.push('');
    chunks[chunks.length - 1] += (chunks[chunks.length - 1] ? '. ' : '') + t;
  }
  // Spread over the whole site, not its first files, when there is more text than is read.
  const step = Math.max(1, Math.ceil(chunks.length / MAX_CHUNKS));
  const votes = new Map<string, number>();
  let chars = 0;
  for (let i = 0; i < chunks.length; i += step) {
    const c = chunks[i];
    if (c.length < MIN_DETECT_CHARS / 2) continue;
    const [first] = francAll(c, { only: Object.keys(LATIN_CANDIDATES), minLength: MIN_DETECT_CHARS / 2 });
    const lang = first && LATIN_CANDIDATES[first[0]];
    if (!lang) continue;
    votes.set(lang, (votes.get(lang) ?? 0) + c.length);
    chars += c.length;
  }
  if (chars < MIN_DETECT_CHARS) return null;
  const shares = [...votes].map(([l, n]): [string, number] => [l, n / chars]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return { lang: shares[0][0], shares, chars };
}
