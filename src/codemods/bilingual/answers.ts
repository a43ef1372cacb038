import type { Dictionary } from './extract.js';
import { toArabic, toEnglish } from './glossary.js';

/**
 * The way to a complete bilingual theme: a person fills the empty entries of the generated
 * dictionaries, or answers the Open question in THEME_CONVERSION.md by writing the translation
 * after its question mark (`src/i18n/ar.json: Arabic for "Our story" (about.our-story)? قصتنا`),
 * and runs convert again. A filled entry is never overwritten.
 */
export type Lang = 'ar' | 'en';
export type Answers = Map<string, string>;

export const answerKey = (file: string, lang: Lang, key: string) => `${file}|${lang}|${key}`;

/** A translation still to write: absent, or left empty in the dictionary. */
export const isFilled = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

// `<file>[:line]: Arabic for "<text>" (<key>)? <answer>`; an optional →, ->, = or : before the answer.
const ANSWERED = /^(.+?)(?::\d+)?: (Arabic|English) for "(?:.*)" \(([^()]+)\)\?[ \t]*(?:→|->|=>|=|:)?[ \t]*(\S.*)$/u;
const QUOTED = /^(["'`“«])(.*)(["'`”»])$/u;

export function answeredTranslations(questions: readonly string[]): Answers {
  const out: Answers = new Map();
  for (const q of questions) {
    const m = ANSWERED.exec(q.trim());
    if (!m) continue;
    const answer = m[4].trim().replace(QUOTED, '$2').trim();
    if (answer) out.set(answerKey(m[1], m[2] === 'Arabic' ? 'ar' : 'en', m[3]), answer);
  }
  return out;
}

/**
 * Every key on both sides: a missing side from an answered question, else the glossary, else an
 * empty entry for a person to fill. Returns how many translations were added.
 */
export function completeDictionaries(dict: Dictionary, answers: Answers, files: Record<Lang, string>): number {
  let added = 0;
  for (const key of dictionaryKeys(dict)) {
    for (const [lang, other] of [['ar', 'en'], ['en', 'ar']] as const) {
      if (isFilled(dict[lang][key])) continue;
      const from = dict[other][key];
      const found = answers.get(answerKey(files[lang], lang, key)) ?? (isFilled(from) ? (lang === 'ar' ? toArabic(from) : toEnglish(from)) : undefined);
      if (found) added++;
      dict[lang][key] = found ?? '';
    }
  }
  return added;
}

/** The keys of both dictionaries in one order (the source language's first). */
export function dictionaryKeys(dict: Dictionary): string[] {
  return [...new Set([...Object.keys(dict.en), ...Object.keys(dict.ar)])];
}

/** A dictionary as JSON, its keys in `keys` order (so en.json and ar.json line up). */
export function dictionaryJson(side: Record<string, string>, keys: string[]): string {
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, side[k] ?? ''])), null, 2) + '\n';
}

const QUESTION = /^(.+?)(?::\d+)?: (?:Arabic|English) for "(?:.*)" \([^()]+\)\?/u;

/**
 * The Open questions an earlier run of this step asked about translations that are now written:
 * they go, the ones still open stay (questions about other files and every other question stay too).
 */
export function withoutAnsweredTranslations(questions: readonly string[], stillOpen: readonly string[], files: ReadonlySet<string>): string[] {
  const open = new Set(stillOpen);
  return questions.filter((q) => {
    const m = QUESTION.exec(q.trim());
    return !m || !files.has(m[1]) || open.has(q);
  });
}
