import type { Limitation } from '../../analyze/types.js';

/** The theme's languages (spec §1 rule 5): a storefront in Arabic and English, nothing else. */
export const THEME_LANGUAGES = ['ar', 'en'] as const;

export interface ManifestLocales {
  locales: string[];
  default_locale: string;
  /** Source languages the theme does not serve (`es`): never declared, asked about instead. */
  foreign: string[];
}

/** `es-ES` → `es`, `EN` → `en`. */
const primary = (tag: string) => tag.split(/[-_]/)[0].toLowerCase();

/** The source's languages that are neither Arabic nor English (`it`, `pt`): its copy in them waits for translation. */
export function foreignLanguages(sourceLanguages: string[]): string[] {
  return [...new Set(sourceLanguages.map(primary).filter((l) => l && !(THEME_LANGUAGES as readonly string[]).includes(l)))];
}

/**
 * The foreign languages whose copy the retrofit puts in the English dictionary: a source with no
 * English of its own (`it`, `ar + fr`). A source that has English beside them (`ar, en, fr`) keeps
 * its English, and the other languages are only not declared.
 */
export function languagesInEnglishSlot(sourceLanguages: string[]): string[] {
  return sourceLanguages.map(primary).includes('en') ? [] : foreignLanguages(sourceLanguages);
}

/**
 * The locales the manifest declares. Only languages the theme has strings for: `[ar, en]` once
 * the retrofit made both complete (or the source was bilingual); before that, one: the source's
 * own ar or en. A source written in another language has its copy in the English dictionary (the
 * retrofit extracts it there), so the theme declares `en` and that language is `foreign`, to be
 * translated: a locale like `es` has no dictionary of its own and would not render.
 *
 * `inEnglishSlot`: the source languages whose copy the English dictionary still holds; none once
 * it has been translated into English (`translate --import`, see src/translate/source-copy.ts).
 */
export function manifestLocales(sourceLanguages: string[], bilingual: boolean, inEnglishSlot: string[] = languagesInEnglishSlot(sourceLanguages)): ManifestLocales {
  const source = [...new Set(sourceLanguages.map(primary).filter(Boolean))];
  const theme = (l: string) => (THEME_LANGUAGES as readonly string[]).includes(l);
  const foreign = foreignLanguages(source);
  const own = source.filter(theme);
  // A source with some copy in each (partial) renders neither completely in the other: until the
  // retrofit completes it, only its base language is declared (English, which every source's
  // extraction fills, when it has both). Full dictionaries whose English side still holds another
  // language's copy (an Italian source) are not yet Arabic/English.
  const locales = bilingual && !inEnglishSlot.length ? [...THEME_LANGUAGES] : own.length === 1 ? own : own.includes('en') || !own.length ? ['en'] : [own[0]];
  const default_locale = own.find((l) => locales.includes(l)) ?? (locales.includes('en') ? 'en' : locales[0]);
  return { locales, default_locale, foreign };
}

/** `es` → `Spanish (es)`. */
function nameOf(l: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(l);
    return name && name !== l ? `${name} (${l})` : `\`${l}\``;
  } catch {
    return `\`${l}\``;
  }
}

/** The Open question asked while the English dictionary holds a source language's copy. */
export function foreignLanguageQuestion(l: string, enDictionary: string): string {
  return `The source is written in ${nameOf(l)}, which the theme does not serve (its languages are Arabic and English): translate its copy into English in ${enDictionary} (it holds the source's text until then), and into Arabic.`;
}

/** The Open question and Limitation for each source language the theme does not serve. */
export function foreignLanguageNotes(foreign: string[], manifestFile: string, enDictionary: string, inEnglishSlot: string[] = foreign): { openQuestions: string[]; limitations: Limitation[] } {
  const openQuestions: string[] = [];
  const limitations: Limitation[] = [];
  for (const l of foreign) {
    // Once its copy has been translated into English there is nothing left to ask.
    if (inEnglishSlot.includes(l)) openQuestions.push(foreignLanguageQuestion(l, enDictionary));
    limitations.push({ file: manifestFile, line: 1, what: `source language ${nameOf(l)} is not declared in locales: the theme serves ar/en only and has no ${l} dictionary`, why: 'spec §1 rule 5: the storefront is Arabic/English and declares only locales it has strings for; the source copy stays in the English slot until translated' });
  }
  return { openQuestions, limitations };
}
