import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { writeFileAtomic } from '../infra/fs.js';
import { loadSite } from '../load/site.js';
import { LANGS, missing, readDictionaries, writeDictionary, type Dictionaries, type Lang } from './dictionaries.js';
import { exportPo, judge, readPo } from './exchange.js';
import { keyUsages } from './usages.js';

/**
 * `translate`: the strings round trip of spec §1 rule 5. `--export DIR` writes one gettext PO per
 * language that still lacks strings (`DIR/ar.po`, `DIR/en.po`); a translator or a tool fills them;
 * `--import FILE…` checks each entry and writes the good ones into the theme's dictionaries. The
 * next `convert` sees complete dictionaries and declares both locales.
 */
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
      const v = judge(e, lang, d);
      if (!v.ok) {
        if (v.skip) report.pending++;
        else report.refused.push({ line: e.line, key: e.key, why: v.why });
        continue;
      }
      // A translation written by hand since the export wins over the file.
      if (d.entries[lang][e.key]?.trim()) {
        report.kept++;
        continue;
      }
      d.entries[lang][e.key] = e.text.trim();
      report.written++;
      touched.add(lang);
    }
    reports.push(report);
  }
  for (const lang of touched) await writeDictionary(site.root, d, lang);
  return reports;
}

export { readDictionaries };
