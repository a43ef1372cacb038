import { isFilled } from '../codemods/bilingual/answers.js';
import { languagesInEnglishSlot } from '../codemods/theme-shell/manifest-locales.js';

/**
 * A source written in another language (Italian, German…) has its copy in the English dictionary
 * until someone translates it (the retrofit extracts it there: a theme has only ar/en
 * dictionaries). `translate --import` records, beside the dictionaries, the source-language text of
 * each English entry it replaced (`<i18n>/source-copy.json`), so that anyone can tell which
 * English entries are English now and which still hold the source's copy:
 * - a key in `copy` whose English entry still reads as recorded holds the source's copy, unless
 *   a translator marked it as the same in English (`same`: a name);
 * - a key not in `copy` has never been translated from the source language: it holds its copy;
 * - with no record at all, every English entry still holds the source's copy.
 * The file is not a dictionary (no locale name): the theme does not import it.
 */
export const SOURCE_COPY_FILE = 'source-copy.json';

export interface SourceCopy {
  /** The source language the copy was written in (`it`). */
  language: string;
  /** key → the source-language text its English entry held before it was translated. */
  copy: Record<string, string>;
  /** Keys whose English is the source's text as it is (a name), as a translator marked them. */
  same: string[];
}

/** Parse the record; null when absent or not one (a broken record counts as none: nothing translated). */
export function parseSourceCopy(text: string | undefined | null): SourceCopy | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<SourceCopy>;
    if (!v || typeof v !== 'object' || typeof v.language !== 'string') return null;
    const copy = v.copy && typeof v.copy === 'object' && !Array.isArray(v.copy) ? Object.fromEntries(Object.entries(v.copy).filter(([, x]) => typeof x === 'string')) : {};
    const same = Array.isArray(v.same) ? v.same.filter((k): k is string => typeof k === 'string') : [];
    return { language: v.language, copy, same };
  } catch {
    return null;
  }
}

export function sourceCopyJson(sc: SourceCopy): string {
  const copy = Object.fromEntries(Object.keys(sc.copy).sort().map((k) => [k, sc.copy[k]]));
  return JSON.stringify({ language: sc.language, copy, same: [...new Set(sc.same)].sort() }, null, 2) + '\n';
}

/** The English entries that still hold the source language's copy (filled ones only), in `en`'s order. */
export function pendingSourceCopy(en: Record<string, string>, sc: SourceCopy | null): string[] {
  return Object.keys(en).filter((k) => {
    if (!isFilled(en[k])) return false;
    if (!sc || !(k in sc.copy)) return true;
    return en[k].trim() === sc.copy[k].trim() && !sc.same.includes(k);
  });
}

/**
 * The source languages whose copy the English dictionary still holds: none once every English
 * entry has been translated (or the source had English of its own). `sourceLanguages` are the
 * state file's (or the analysis's) languages of the source.
 */
export function englishSlotLanguages(sourceLanguages: string[], en: Record<string, string> | null, sourceCopyText: string | undefined | null): string[] {
  const foreign = languagesInEnglishSlot(sourceLanguages);
  if (!foreign.length || !en) return foreign;
  const sc = parseSourceCopy(sourceCopyText);
  return sc && Object.keys(en).length && !pendingSourceCopy(en, sc).length ? [] : foreign;
}
