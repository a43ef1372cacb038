import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { isFilled, type Lang } from '../codemods/bilingual/answers.js';
import { writeFileAtomic } from '../infra/fs.js';
import { parseSourceCopy, pendingSourceCopy, SOURCE_COPY_FILE, sourceCopyJson, type SourceCopy } from './source-copy.js';

export { isFilled, type Lang };
export const LANGS: readonly Lang[] = ['ar', 'en'];

/** The theme's two dictionaries, as the bilingual retrofit writes them (`<i18n>/en.json`, `ar.json`). */
export interface Dictionaries {
  /** Folder of the dictionaries, relative to the site root (posix). */
  folder: string;
  /** Keys in file order (en.json's, then any only in ar.json). */
  keys: string[];
  entries: Record<Lang, Record<string, string>>;
  /** The text of each file as read, to keep its layout when nothing changes. */
  raw: Record<Lang, string>;
  /**
   * The source language whose copy the English dictionary holds (`it` for an Italian source, from
   * the state file), or null when the English entries are English.
   */
  foreign: string | null;
  /** What has been translated from that language so far (source-copy.ts); null before any import. */
  sourceCopy: SourceCopy | null;
}

/** Folders the retrofit may have written the dictionaries to, most likely first. */
const CANDIDATES = ['src/i18n', 'client/src/i18n', 'frontend/src/i18n', 'app/src/i18n', 'i18n'];

/** Find and read the dictionaries of a converted site; a clear error when there are none. */
export async function readDictionaries(root: string, appRoot = '', foreign: string | null = null): Promise<Dictionaries> {
  const folders = [...new Set([appRoot ? `${appRoot}/src/i18n` : null, ...CANDIDATES].filter((f): f is string => f !== null))];
  for (const folder of folders) {
    const files = { en: path.join(root, folder, 'en.json'), ar: path.join(root, folder, 'ar.json') };
    const raw = { en: await readIfThere(files.en), ar: await readIfThere(files.ar) };
    if (raw.en === null || raw.ar === null) continue;
    const entries = { en: parseDictionary(raw.en, `${folder}/en.json`), ar: parseDictionary(raw.ar, `${folder}/ar.json`) };
    const keys = [...new Set([...Object.keys(entries.en), ...Object.keys(entries.ar)])];
    const sourceCopy = foreign ? parseSourceCopy(await readIfThere(path.join(root, folder, SOURCE_COPY_FILE))) : null;
    return { folder, keys, entries, raw: raw as Record<Lang, string>, foreign, sourceCopy };
  }
  throw badInput('no theme dictionaries (src/i18n/en.json and ar.json) in this folder', { file: root, hint: 'run `platform-convert convert` first: its bilingual step writes them' });
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await fsp.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function parseDictionary(text: string, file: string): Record<string, string> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw badInput(`not valid JSON: ${(e as Error).message}`, { file });
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw badInput('a dictionary must be a JSON object of key → text', { file });
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (typeof x !== 'string') throw badInput(`the entry "${k}" is not a string`, { file });
    out[k] = x;
  }
  return out;
}

/** Write one side back, its keys in the shared order, only if its text changes. */
export async function writeDictionary(root: string, d: Dictionaries, lang: Lang): Promise<boolean> {
  const text = JSON.stringify(Object.fromEntries(d.keys.map((k) => [k, d.entries[lang][k] ?? ''])), null, 2) + '\n';
  if (text === d.raw[lang]) return false;
  await writeFileAtomic(path.join(root, d.folder, `${lang}.json`), text);
  d.raw[lang] = text;
  return true;
}

/** Write the record of what was translated from the source language (only when it changes). */
export async function writeSourceCopy(root: string, d: Dictionaries): Promise<boolean> {
  if (!d.sourceCopy) return false;
  const file = path.join(root, d.folder, SOURCE_COPY_FILE);
  const text = sourceCopyJson(d.sourceCopy);
  if (text === (await readIfThere(file))) return false;
  await writeFileAtomic(file, text);
  return true;
}

/** A string to translate into one language: its key, the text to translate and that text's language. */
export interface Row {
  key: string;
  source: string;
  /** `ar`, `en`, or the source's own language (`it`) for copy the English dictionary holds. */
  sourceLang: string;
}

/** Keys whose English entry still holds the source language's copy (none for an English or Arabic source). */
export function foreignKeys(d: Dictionaries): Set<string> {
  return new Set(d.foreign ? pendingSourceCopy(d.entries.en, d.sourceCopy) : []);
}

/**
 * What `lang` still lacks: an empty entry whose other side has the text to translate, and, in
 * English, each entry that still holds the source language's copy (an Italian source's).
 */
export function missing(d: Dictionaries, lang: Lang): Row[] {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const foreign = foreignKeys(d);
  const langOf = (k: string, side: Lang) => (side === 'en' && foreign.has(k) ? d.foreign! : side);
  return d.keys.flatMap((k): Row[] => {
    if (lang === 'en' && foreign.has(k)) return [{ key: k, source: d.entries.en[k], sourceLang: d.foreign! }];
    if (isFilled(d.entries[lang][k]) || !isFilled(d.entries[other][k])) return [];
    return [{ key: k, source: d.entries[other][k], sourceLang: langOf(k, other) }];
  });
}

/** The text a row of `lang` translates from now (what an imported entry's source must still be). */
export function sourceNow(d: Dictionaries, lang: Lang, key: string, foreign: ReadonlySet<string>): string | undefined {
  if (lang === 'en' && foreign.has(key)) return d.entries.en[key];
  return d.entries[lang === 'ar' ? 'en' : 'ar'][key];
}
