import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { ARABIC } from '../codemods/bilingual/glossary.js';
import { isFilled, type Dictionaries, type Lang, type Row } from './dictionaries.js';
import type { Usage } from './usages.js';

/**
 * The exchange format is gettext PO, one file per target language (`ar.po`, `en.po`): every
 * translation tool and service reads it, it carries per entry what a translator needs (the key as
 * `msgctxt`, the source text, `#:` where it shows, `#.` what it is) and flags a translator sets
 * (`#, fuzzy` for not final, `#, name` for a name that stays as it is). gettext-parser reads and
 * writes it.
 */
export const NAME_FLAG = 'name';

/** `it` → `Italian (it)`. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/** Placeholders a translation must keep: `{name}`, `{{count}}`, `%s`, `%(name)s`, `$1`. */
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}|%\(\w+\)[sd]|%[sd]|\$\d/g;
/** Markup a translation must keep: `<b>`, `</b>`, `<br/>`, `<1>` (ICU-style rich text). */
const MARKUP = /<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>/g;
const LETTERS = /\p{L}/u;

const sorted = (xs: string[]) => [...xs].sort().join(' ');
export const placeholdersOf = (s: string) => s.match(PLACEHOLDER) ?? [];
export const markupOf = (s: string) => (s.match(MARKUP) ?? []).map((t) => t.replace(/\s[^<>/]*(?=\/?>)/, ''));

/**
 * The PO file of every string still missing in `lang`, with where it shows and what it is. The
 * source text's language is the header `X-Source-Language` when all share one, and is also named
 * in the entry's comment when it is neither Arabic nor English (an Italian source's copy).
 */
export function exportPo(d: Dictionaries, lang: Lang, rows: Row[], usages: Map<string, Usage[]>): Buffer {
  const translations: GetTextTranslations['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const { key, source, sourceLang } of rows) {
    const where = usages.get(key) ?? [];
    const what = [...new Set(where.map((u) => u.what))].join(', ') || 'text (not found in the code: maybe unused)';
    const keep = [...placeholdersOf(source), ...markupOf(source)];
    const from = sourceLang === 'ar' || sourceLang === 'en' ? '' : `; source in ${languageName(sourceLang)}`;
    // Kept in a field that holds a name (`scientificName`): flagged a name, so leaving it as it is
    // passes the import; a translator who writes it otherwise (a transliteration) still can.
    const isName = where.length > 0 && where.every((u) => u.name);
    const entry: GetTextTranslation = {
      msgctxt: key,
      msgid: source,
      msgstr: [''],
      comments: {
        extracted: `${isName ? 'name, ' : ''}${what}${from}${keep.length ? `; keep ${keep.join(' ')}` : ''}`,
        reference: where.slice(0, 5).map((u) => `${u.file}:${u.line}`).join(' '),
        ...(isName ? { flag: NAME_FLAG } : {}),
      },
    };
    (translations[key] ??= {})[source] = entry;
  }
  const sourceLangs = [...new Set(rows.map((r) => r.sourceLang))];
  const table: GetTextTranslations = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': 'theme strings',
      Language: lang,
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      'X-Generator': 'platform-convert translate',
      'X-Dictionary': `${d.folder}/${lang}.json`,
      ...(sourceLangs.length ? { 'X-Source-Language': sourceLangs.join(', ') } : {}),
    },
    translations,
  };
  return po.compile(table, { foldLength: 0 });
}

export interface ImportedEntry {
  key: string;
  source: string;
  text: string;
  flags: string[];
  /** Line of the entry's msgctxt in the PO file. */
  line: number;
}

/** Read a PO file: its language (header `Language`) and its entries. */
export function readPo(buf: Buffer, file: string): { lang: string; entries: ImportedEntry[] } {
  const text = buf.toString('utf8');
  const table = po.parse(buf, { validation: false });
  const lang = (table.headers.Language ?? table.headers.language ?? '').slice(0, 2).toLowerCase();
  const lines = text.split(/\r?\n/);
  const lineOfKey = (key: string) => {
    const quoted = `msgctxt ${JSON.stringify(key)}`;
    const i = lines.findIndex((l) => l.trim() === quoted);
    return i >= 0 ? i + 1 : 0;
  };
  const entries: ImportedEntry[] = [];
  for (const [ctx, byId] of Object.entries(table.translations)) {
    for (const [id, t] of Object.entries(byId)) {
      if (!id && !ctx) continue; // the header
      entries.push({
        key: ctx,
        source: t.msgid,
        text: t.msgstr[0] ?? '',
        flags: (t.comments?.flag ?? '').split(/[,\s]+/).filter(Boolean),
        line: lineOfKey(ctx),
      });
    }
  }
  void file;
  return { lang, entries };
}

export type Verdict = { ok: true } | { ok: false; skip: true; why: string } | { ok: false; skip: false; why: string };

/**
 * Is an imported translation fit to write? Placeholders and markup kept, not empty, in the
 * target's script, not left identical to the source unless marked as a name, and for the text
 * the dictionary holds now (`current`: what the entry translates from as the import began).
 */
export function judge(e: ImportedEntry, lang: Lang, d: Dictionaries, current: string | undefined): Verdict {
  if (!e.key) return { ok: false, skip: false, why: 'an entry without its key (msgctxt)' };
  if (!d.keys.includes(e.key)) return { ok: false, skip: false, why: `unknown key "${e.key}"` };
  if (e.flags.includes('fuzzy')) return { ok: false, skip: true, why: 'marked fuzzy: not final' };
  if (!isFilled(e.text)) return { ok: false, skip: true, why: 'not translated yet' };
  if (isFilled(current) && current !== e.source) return { ok: false, skip: false, why: `the text to translate changed since the export (now "${current}")` };
  if (sorted(placeholdersOf(e.source)) !== sorted(placeholdersOf(e.text))) {
    return { ok: false, skip: false, why: `placeholders differ: the source has ${placeholdersOf(e.source).join(' ') || 'none'}, the translation ${placeholdersOf(e.text).join(' ') || 'none'}` };
  }
  if (sorted(markupOf(e.source)) !== sorted(markupOf(e.text))) {
    return { ok: false, skip: false, why: `markup differs: the source has ${markupOf(e.source).join(' ') || 'none'}, the translation ${markupOf(e.text).join(' ') || 'none'}` };
  }
  const isName = e.flags.includes(NAME_FLAG);
  if (!isName && e.text.trim() === e.source.trim() && LETTERS.test(e.source)) return { ok: false, skip: false, why: 'left identical to the source (mark it "#, name" if it is a name)' };
  if (!isName && lang === 'ar' && LETTERS.test(e.text) && !ARABIC.test(e.text)) return { ok: false, skip: false, why: 'no Arabic in the Arabic translation (mark it "#, name" if it is a name)' };
  if (lang === 'en' && ARABIC.test(e.text)) return { ok: false, skip: false, why: 'Arabic script in the English translation' };
  return { ok: true };
}
