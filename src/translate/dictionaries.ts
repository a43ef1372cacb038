import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { isFilled, type Lang } from '../codemods/bilingual/answers.js';
import { writeFileAtomic } from '../infra/fs.js';

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
}

/** Folders the retrofit may have written the dictionaries to, most likely first. */
const CANDIDATES = ['src/i18n', 'client/src/i18n', 'frontend/src/i18n', 'app/src/i18n', 'i18n'];

/** Find and read the dictionaries of a converted site; a clear error when there are none. */
export async function readDictionaries(root: string, appRoot = ''): Promise<Dictionaries> {
  const folders = [...new Set([appRoot ? `${appRoot}/src/i18n` : null, ...CANDIDATES].filter((f): f is string => f !== null))];
  for (const folder of folders) {
    const files = { en: path.join(root, folder, 'en.json'), ar: path.join(root, folder, 'ar.json') };
    const raw = { en: await readIfThere(files.en), ar: await readIfThere(files.ar) };
    if (raw.en === null || raw.ar === null) continue;
    const entries = { en: parseDictionary(raw.en, `${folder}/en.json`), ar: parseDictionary(raw.ar, `${folder}/ar.json`) };
    const keys = [...new Set([...Object.keys(entries.en), ...Object.keys(entries.ar)])];
    return { folder, keys, entries, raw: raw as Record<Lang, string> };
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

/** Keys whose `lang` side is still to write while the other side has the text to translate. */
export function missing(d: Dictionaries, lang: Lang): { key: string; source: string }[] {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  return d.keys.filter((k) => !isFilled(d.entries[lang][k]) && isFilled(d.entries[other][k])).map((k) => ({ key: k, source: d.entries[other][k] }));
}
