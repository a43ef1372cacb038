import type { StepContext } from '../../convert/step.js';
import { parseSource } from '../../load/parse.js';
import type { Dictionary } from './extract.js';
import { retrofitScope } from './scope.js';
import { fillSourceDictionaries } from './source-dictionary.js';
import { isFilled } from './answers.js';
import { englishSlotLanguages, SOURCE_COPY_FILE } from '../../translate/source-copy.js';

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

/**
 * `foreign`: the source's languages other than ar/en (`it`). Their copy sits in the English
 * dictionary until someone translates it, so the theme stays partial while the state file lists them.
 */
export function languageReport(dict: Dictionary, arFile: string, enFile: string, sourceQuestions: string[] = [], foreign: string[] = []): LanguageReport {
  const keys = [...new Set([...Object.keys(dict.en), ...Object.keys(dict.ar)])];
  const missing: LanguageReport['missing'] = [];
  for (const key of keys) {
    // An empty entry is one still to write (the retrofit leaves one for each missing translation).
    if (!isFilled(dict.ar[key])) missing.push({ key, text: dict.en[key] ?? '', lacks: 'ar' });
    else if (!isFilled(dict.en[key])) missing.push({ key, text: dict.ar[key], lacks: 'en' });
  }
  const status = missing.length || sourceQuestions.length || foreign.length ? 'partial' : 'bilingual';
  const openQuestions = [...sourceQuestions, ...missing.map((m) =>
    m.lacks === 'ar'
      ? `${arFile}: Arabic for "${m.text}" (${m.key})?`
      : `${enFile}: English for "${m.text}" (${m.key})?`)];
  const en = enFile || 'the en dictionary';
  const note = foreign.length
    ? `language status: partial (the source is written in ${foreign.join(', ')}: ${en} holds that copy, not English; ${keys.length - missing.length} of ${keys.length} strings have an Arabic side)` +
      `; to declare locales [ar, en], \`platform-convert translate --export <dir>\` asks for English of each entry of ${en} and for Arabic of ${arFile || 'the ar dictionary'}'s empty ones; import the translations with \`--import\` and run convert again`
    : `language status: ${status} (${keys.length - missing.length} of ${keys.length} strings in both ar and en)` +
      (sourceQuestions.length ? `; ${sourceQuestions.length} missing in the source's own dictionaries` : '') +
      (status === 'partial'
        ? `; to declare locales [ar, en], fill the empty entries of ${arFile || 'the ar dictionary'}${missing.some((m) => m.lacks === 'en') ? ` and ${enFile}` : ''} and run convert again`
        : '');
  return { status, missing, openQuestions, note };
}

/** The count of `missingInSource` for the last text of each file (the manifest asks twice a run). */
const missingCounts = new Map<string, { text: string; missing: number }>();

/** How many entries the file's own en/ar dictionaries lack, counted on a throwaway parse (filling it). */
function missingInSource(p: string, text: string): number {
  const hit = missingCounts.get(p);
  if (hit?.text === text) return hit.missing;
  const parsed = parseSource(p, text, 'analyze');
  const missing = parsed.ok ? fillSourceDictionaries(parsed.ast).missing.length : 0;
  missingCounts.set(p, { text, missing });
  return missing;
}

/**
 * The theme's language status after the retrofit, read from what is staged: `bilingual` when
 * both dictionaries (src/i18n/en.json, ar.json) hold every key and no source dictionary lacks a
 * side; `partial` otherwise; null when the retrofit wrote no dictionaries. The manifest declares
 * `locales: [ar, en]` only for `bilingual`.
 */
export function retrofitLanguageStatus(ctx: Pick<StepContext, 'tree' | 'analysis' | 'site'>): 'bilingual' | 'partial' | null {
  const scope = retrofitScope(ctx as StepContext);
  const read = (f: string): Record<string, string> | null => {
    const text = ctx.tree.read(f);
    if (text === undefined) return null;
    try {
      return JSON.parse(text) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const en = read(`${scope.i18nDir}/en.json`);
  const ar = read(`${scope.i18nDir}/ar.json`);
  if (!en && !ar) return null;
  let sourceMissing = 0;
  for (const p of scope.allScripts) {
    const text = ctx.tree.read(p) ?? '';
    if (!/\b(en|ar)\s*:/.test(text)) continue;
    sourceMissing += missingInSource(p, text);
  }
  const report = languageReport({ en: en ?? {}, ar: ar ?? {} }, '', '');
  return report.status === 'bilingual' && sourceMissing === 0 ? 'bilingual' : 'partial';
}

/**
 * The source languages whose copy the staged English dictionary still holds (an Italian source's,
 * until `translate --import` writes its English): what keeps such a theme partial and `[en]`.
 */
export function englishSlotOf(ctx: Pick<StepContext, 'tree' | 'analysis' | 'site' | 'state'>, sourceLanguages: string[]): string[] {
  const scope = retrofitScope(ctx as StepContext);
  let en: Record<string, string> | null = null;
  try {
    en = JSON.parse(ctx.tree.read(`${scope.i18nDir}/en.json`) ?? 'null') as Record<string, string> | null;
  } catch {
    en = null;
  }
  return englishSlotLanguages(sourceLanguages, en, ctx.tree.read(`${scope.i18nDir}/${SOURCE_COPY_FILE}`));
}
