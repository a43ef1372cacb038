import type { Dictionary } from './extract.js';

/**
 * The language status of the retrofitted theme: `bilingual` only when every dictionary key has
 * both languages; otherwise `partial`, with one Open question per string lacking a side.
 */
export interface LanguageReport {
  status: 'bilingual' | 'partial';
  missing: { key: string; text: string; lacks: 'ar' | 'en' }[];
  openQuestions: string[];
  note: string;
}

export function languageReport(dict: Dictionary, arFile: string, enFile: string, sourceQuestions: string[] = []): LanguageReport {
  const keys = [...new Set([...Object.keys(dict.en), ...Object.keys(dict.ar)])];
  const missing: LanguageReport['missing'] = [];
  for (const key of keys) {
    if (dict.ar[key] === undefined) missing.push({ key, text: dict.en[key], lacks: 'ar' });
    else if (dict.en[key] === undefined) missing.push({ key, text: dict.ar[key], lacks: 'en' });
  }
  const status = missing.length || sourceQuestions.length ? 'partial' : 'bilingual';
  const openQuestions = [...sourceQuestions, ...missing.map((m) =>
    m.lacks === 'ar'
      ? `${arFile}: Arabic for "${m.text}" (${m.key})?`
      : `${enFile}: English for "${m.text}" (${m.key})?`)];
  const note = `language status: ${status} (${keys.length - missing.length} of ${keys.length} strings in both ar and en)` +
    (sourceQuestions.length ? `; ${sourceQuestions.length} missing in the source's own dictionaries` : '') +
    (status === 'partial' ? '; declare locales [ar, en] only once the Open questions are answered' : '');
  return { status, missing, openQuestions, note };
}
