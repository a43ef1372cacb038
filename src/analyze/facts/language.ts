import { parse5 } from '../../infra/parse5.js';
import type { Site } from '../../load/site.js';
import { parseJsonc } from '../../load/aliases.js';
import { ARABIC, KNOWN_LOCALES, type FileSignals } from '../file-signals.js';
import type { LanguageStatus } from '../types.js';
import { detectTextLanguage, proseOf } from './text-language.js';
import { parseSourceCopy, pendingSourceCopy, SOURCE_COPY_FILE } from '../../translate/source-copy.js';

export interface LanguageFacts {
  status: LanguageStatus;
  languages: string[];
  /** Why: the evidence behind the status (extra field). */
  evidence: string[];
}

/** `locales/ar/common.json`, `i18n/en.json`, `translations/ar.ts` → locale. */
const RESOURCE_PATH = /(^|\/)(locales?|i18n|lang|langs|translations|messages)\/(?:.*\/)?([a-z]{2})([-_][A-Za-z]{2,4})?(\/|\.(json|ts|js))/;

/** Leaves that hold text: an empty entry is a translation still to write, not one the locale has. */
function countJsonLeaves(v: unknown, depth = 0): number {
  if (typeof v === 'string') return v.trim() ? 1 : 0;
  if (depth > 8 || v === null || typeof v !== 'object') return 1;
  let c = 0;
  for (const x of Object.values(v as object)) c += countJsonLeaves(x, depth + 1);
  return c;
}

/** `<html lang>` of each HTML entry. */
export function htmlLangs(site: Site): string[] {
  const out: string[] = [];
  for (const f of site.files) {
    if (f.kind !== 'html' || !f.text || !/(^|\/)index\.html$/.test(f.path)) continue;
    // Only an `<html ...>` start tag with a `lang` in it can give one: pages without skip parse5.
    if (!/<html[\t\n\f\r />]/i.test(f.text) || !/lang/i.test(f.text)) continue;
    const doc = parse5().parse(f.text);
    const html = doc.childNodes.find((n) => n.nodeName === 'html') as { attrs?: { name: string; value: string }[] } | undefined;
    const lang = html?.attrs?.find((a) => a.name === 'lang')?.value;
    if (lang) out.push(lang.slice(0, 2).toLowerCase());
  }
  return out;
}

/**
 * Hard-coded UI strings beside complete dictionaries: when pages still write this many strings of
 * their own (at least MIN_LITERALS, and LITERAL_SHARE of the dictionaries' size), the dictionaries
 * cover part of the site only (a translated header over untranslated product and cart pages).
 */
const MIN_LITERALS = 20;
const LITERAL_SHARE = 0.25;

/**
 * Language status (spec 1.4): locales from i18n resources (files and inline `resources`), `<html lang>`,
 * Arabic script in UI strings and `nameAr`-style fields, and the language of the Latin-script UI text
 * (trigram detection: an Italian or German source is not English). Bilingual: two or more complete
 * locales that the pages use (or a toggle with both scripts in equal measure); partial: a second
 * locale covers part; else monolingual. Files the theme drops (`dropped`: admin, account and login
 * areas) say nothing of the storefront's languages.
 */
export function languageFacts(site: Site, signals: Map<string, FileSignals>, dropped: ReadonlySet<string> = new Set()): LanguageFacts {
  const evidence: string[] = [];
  const resources = new Map<string, number>();
  const english: { file: string; entries: Record<string, string> }[] = [];
  for (const f of site.files) {
    const m = RESOURCE_PATH.exec(f.path);
    if (!m || !KNOWN_LOCALES.has(m[3]) || !f.text) continue;
    let n = 0;
    if (f.kind === 'json') {
      try {
        const v = parseJsonc(f.text);
        n = countJsonLeaves(v);
        if (m[3] === 'en' && !m[4]) english.push({ file: f.path, entries: flatStrings(v) });
      } catch {
        continue;
      }
    } else n = (f.text.match(/^\s*["']?[\w.-]+["']?\s*:(?!\s*(''|""|``)\s*,?\s*$)/gm) ?? []).length;
    resources.set(m[3], (resources.get(m[3]) ?? 0) + n);
    evidence.push(`i18n resource ${f.path}`);
  }
  let arabic = 0;
  let latin = 0;
  let arFields = 0;
  let toggle = false;
  const latinTexts: string[] = [];
  for (const [file, s] of signals) {
    if (dropped.has(file)) continue;
    for (const t of s.texts) if (!ARABIC.test(t)) latinTexts.push(t);
    for (const [loc, n] of s.resources) {
      resources.set(loc, (resources.get(loc) ?? 0) + n);
      evidence.push(`inline i18n resources (${loc}) in ${file}`);
    }
    arabic += s.arabicStrings;
    latin += s.latinStrings;
    arFields += s.arFields;
    toggle ||= s.languageToggle;
  }
  const html = htmlLangs(site);
  const ui = arabic + latin;
  if (html.length) evidence.push(`<html lang="${html[0]}">`);

  if (resources.size >= 2) {
    const max = Math.max(...resources.values());
    const complete = [...resources].filter(([, n]) => n >= 0.9 * max).map(([l]) => l);
    const langs = sortLocales([...resources.keys()], html[0]);
    // Distinct phrases: a brand name or a currency code repeated on every page is not copy left out.
    const literals = new Set(proseOf(latinTexts)).size;
    // An English dictionary that holds another language's copy (an Italian source's, until translated).
    const copy = english.map((e) => sourceLanguageCopy(site, e.file, e.entries)).find((x) => x !== null);
    if (copy) {
      evidence.push(`${copy.file}: ${copy.pending} of its strings are ${copy.lang}, not English${copy.how}`);
      return { status: 'partial', languages: sortLocales([...langs, copy.lang], html[0]), evidence };
    }
    const bypassed = literals >= MIN_LITERALS && literals >= LITERAL_SHARE * max;
    if (complete.length >= 2 && bypassed) evidence.push(`${literals} UI strings written in the pages beside dictionaries of ${max}: the dictionaries cover part of the site`);
    return { status: complete.length >= 2 && !bypassed ? 'bilingual' : 'partial', languages: langs, evidence };
  }

  // `<html lang>` is often the scaffold's default: with enough UI text, the text decides.
  const detected = detectTextLanguage(latinTexts);
  if (detected) evidence.push(`UI text reads as ${detected.shares.map(([l, n]) => `${l} ${Math.round(100 * n)}%`).join(', ')} (${detected.chars} characters)`);
  const latinLang = detected?.lang ?? (html[0] && html[0] !== 'ar' ? html[0] : 'en');
  const primary = ui >= 10 || detected ? (arabic > latin ? 'ar' : latinLang) : html[0] ?? (arabic > latin ? 'ar' : 'en');
  if (html[0] && html[0] !== primary) evidence.push(`<html lang="${html[0]}"> disagrees with the UI text (${primary})`);
  const langs = new Set<string>([primary, ...resources.keys()]);
  if (arabic) evidence.push(`${arabic} Arabic UI strings`);
  if (arFields) evidence.push(`${arFields} Arabic-suffixed fields (nameAr, title_ar)`);
  // Beside Arabic copy, Latin strings that are not phrases (brands, e-mails, a card form's `MM / YY`) are no second language.
  const minority = primary === 'ar' ? new Set(proseOf(latinTexts)).size : arabic;
  const secondary = primary === 'ar' ? latinLang : 'ar';
  if (ui && minority >= 3 && minority / ui >= 0.05) {
    langs.add(secondary);
    const balanced = minority / ui >= 0.3;
    return { status: toggle && balanced ? 'bilingual' : 'partial', languages: sortLocales([...langs], primary), evidence };
  }
  // Data that carries Arabic beside a non-Arabic UI: a second locale covers part of the site.
  if (arFields > 0 && primary !== 'ar') {
    langs.add('ar');
    return { status: 'partial', languages: sortLocales([...langs], primary), evidence };
  }
  return { status: 'monolingual', languages: sortLocales([...langs], primary), evidence };
}

const PSEUDO_ENGLISH = /^\[[\s\S]*\]$/;
/** Share of an English dictionary's text that must read as one other language to be that language's copy. */
const FOREIGN_SHARE = 0.8;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }` (string leaves only). */
function flatStrings(v: unknown, prefix = '', out: Record<string, string> = {}, depth = 0): Record<string, string> {
  if (typeof v === 'string') out[prefix] = v;
  else if (v && typeof v === 'object' && depth < 8) for (const [k, x] of Object.entries(v as object)) flatStrings(x, prefix ? `${prefix}.${k}` : k, out, depth + 1);
  return out;
}

/**
 * Is this English dictionary still another language's copy? The record `translate --import` keeps
 * beside it decides when there is one (source-copy.ts); else the language its text reads as.
 */
function sourceLanguageCopy(site: Site, file: string, entries: Record<string, string>): { file: string; lang: string; pending: number; how: string } | null {
  const record = site.files.find((f) => f.path === file.replace(/[^/]+$/, SOURCE_COPY_FILE));
  if (record) {
    const sc = parseSourceCopy(record.text);
    if (sc) {
      const pending = pendingSourceCopy(entries, sc).length;
      return pending ? { file, lang: sc.language, pending, how: ` (${SOURCE_COPY_FILE})` } : null;
    }
  }
  // A pseudo-translation (`[Ŧêšŧ]`, verify/pseudo.ts) is a stand-in for English, not a language.
  const detected = detectTextLanguage(Object.values(entries).filter((t) => !PSEUDO_ENGLISH.test(t.trim())));
  if (!detected || detected.lang === 'en' || detected.shares[0][1] < FOREIGN_SHARE) return null;
  return { file, lang: detected.lang, pending: Object.values(entries).filter((t) => t.trim()).length, how: ` (its text reads as ${detected.lang} ${Math.round(100 * detected.shares[0][1])}%)` };
}

/** Alphabetical, so the order never depends on which evidence came first. */
function sortLocales(langs: string[], _primary?: string): string[] {
  return [...new Set(langs)].sort();
}

