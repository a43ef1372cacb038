import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { writeFileAtomic } from '../infra/fs.js';
import { loadSite } from '../load/site.js';
import { readState } from '../state/read.js';
import { languagesInEnglishSlot } from '../codemods/theme-shell/manifest-locales.js';
import { foreignKeys, LANGS, missing, readDictionaries as readDictionaryFiles, sourceNow, writeDictionary, writeSourceCopy, type Dictionaries, type Lang } from './dictionaries.js';
import { exportPo, judge, NAME_FLAG, readPo } from './exchange.js';
import { keyUsages } from './usages.js';

/**
 * `translate`: the strings round trip of spec §1 rule 5. `--export DIR` writes one gettext PO per
 * language that still lacks strings (`DIR/ar.po`, `DIR/en.po`); a translator or a tool fills them;
 * `--import FILE…` checks each entry and writes the good ones into the theme's dictionaries. The
 * next `convert` sees complete dictionaries and declares both locales.
 *
 * A source written in another language (the state file's Language status says `it`) has that
 * copy in the English dictionary: its entries are exported for English too, with the source text
 * and its language, and an import records what it translated (source-copy.ts).
 */

/** The source language whose copy the English dictionary holds, from the state file (null: none). */
async function foreignSource(root: string): Promise<string | null> {
  const state = await readState(root).catch(() => null);
  return languagesInEnglishSlot(state?.state.language.languages ?? [])[0] ?? null;
}

/** The site's dictionaries, knowing whether the English ones hold another language's copy. */
export async function readDictionaries(root: string, appRoot = ''): Promise<Dictionaries> {
  return readDictionaryFiles(root, appRoot, await foreignSource(root));
}

export interface MissingCount {
  lang: Lang;
  missing: number;
  total: number;
}

export function missingCounts(d: Dictionaries): MissingCount[] {
  return LANGS.map((lang) => ({ lang, missing: missing(d, lang).length, total: d.keys.length }));
}

export async function exportStrings(root: string, outDir: string): Promise<{ file: string; lang: Lang; entries: number }[]> {
  const site = await loadSite(root);
  const d = await readDictionaries(site.root, site.appRoot);
  const usages = keyUsages(site, new Set(d.keys));
  const written: { file: string; lang: Lang; entries: number }[] = [];
  await fsp.mkdir(outDir, { recursive: true });
  for (const lang of LANGS) {
    const rows = missing(d, lang);
    if (!rows.length) continue;
    const file = path.join(outDir, `${lang}.po`);
    await writeFileAtomic(file, exportPo(d, lang, rows, usages));
    written.push({ file, lang, entries: rows.length });
  }
  return written;
}

export interface ImportReport {
  file: string;
  lang: Lang;
  written: number;
  /** Entries still empty or marked fuzzy: not an error, still to do. */
  pending: number;
  /** Entries already filled in the dictionary, left as they are. */
  kept: number;
  refused: { line: number; key: string; why: string }[];
}

export async function importStrings(root: string, files: string[]): Promise<ImportReport[]> {
  const site = await loadSite(root);
  const d = await readDictionaries(site.root, site.appRoot);
  // Each entry is judged against the dictionaries as the import began: importing en.po before
  // ar.po does not make the Arabic entries' (Italian) source look changed.
  const before: Dictionaries = { ...d, entries: { ar: { ...d.entries.ar }, en: { ...d.entries.en } } };
  const foreign = foreignKeys(before);
  const reports: ImportReport[] = [];
  const touched = new Set<Lang>();
  for (const file of files) {
    let buf: Buffer;
    try {
      buf = await fsp.readFile(file);
    } catch {
      throw badInput('cannot read the translation file', { file });
    }
    let read: ReturnType<typeof readPo>;
    try {
      read = readPo(buf, file);
    } catch (e) {
      throw badInput(`not a gettext PO file: ${(e as Error).message}`, { file });
    }
    if (read.lang !== 'ar' && read.lang !== 'en') throw badInput(`the PO header "Language" must be ar or en (found "${read.lang || 'none'}")`, { file });
    const lang: Lang = read.lang;
    const report: ImportReport = { file, lang, written: 0, pending: 0, kept: 0, refused: [] };
    for (const e of read.entries) {
      const v = judge(e, lang, before, sourceNow(before, lang, e.key, foreign));
      if (!v.ok) {
        if (v.skip) report.pending++;
        else report.refused.push({ line: e.line, key: e.key, why: v.why });
        continue;
      }
      const replacesSourceCopy = lang === 'en' && foreign.has(e.key);
      // A translation written by hand since the export wins over the file.
      if (d.entries[lang][e.key]?.trim() && !(replacesSourceCopy && d.entries.en[e.key] === before.entries.en[e.key])) {
        report.kept++;
        continue;
      }
      if (replacesSourceCopy && d.foreign) {
        // Remember the source-language text this English replaces (and a name kept as it is).
        const sc = (d.sourceCopy ??= { language: d.foreign, copy: {}, same: [] });
        sc.copy[e.key] = e.source;
        if (e.text.trim() === e.source.trim() && e.flags.includes(NAME_FLAG)) sc.same.push(e.key);
      }
      d.entries[lang][e.key] = e.text.trim();
      report.written++;
      touched.add(lang);
    }
    reports.push(report);
  }
  for (const lang of touched) await writeDictionary(site.root, d, lang);
  if (touched.has('en')) await writeSourceCopy(site.root, d);
  return reports;
}
