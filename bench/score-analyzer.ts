/**
 * Scores `analyze` against hand labels of real sites (issue 14's "Must show").
 * Usage: `node --import tsx bench/score-analyzer.ts [--sites a,b] [--field /work/field-sites] [--verbose]`
 *
 * A label file `bench/field-labels/<site>.json` says, for each file a person reads as a page of
 * the site, its class and canonical name (`"class": "none"` for a file the analyzer must not list as
 * a page, e.g. an unrouted dead file), and lists the files of the login, account and admin areas
 * (pages and their plumbing) in `dropFiles`. The site's code is read from the field corpus (never
 * copied here); the app subfolder comes from column 4 of field-corpus.tsv.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeSite } from '../src/analyze/index.js';
import { loadSite } from '../src/load/site.js';
import type { Analysis } from '../src/analyze/types.js';

interface PageLabel {
  class: 'storefront' | 'content' | 'lead-gen' | 'drop' | 'none';
  canonical: string | null;
  note?: string;
}
interface SiteLabels {
  site: string;
  /** Key: file path relative to the app folder, or `file#route` for one route of a shared file. Absent: the site is labelled for language and server only. */
  pages?: Record<string, PageLabel>;
  /** Login, account and admin files: their pages and the plumbing only they use. */
  dropFiles?: string[];
  /** The source's language status and its languages (ISO 639-1, any order). */
  language?: { status: 'monolingual' | 'partial' | 'bilingual'; languages: string[] };
  /** Whether the source has a server of its own (routes, database, schema, sessions, uploads). */
  server?: { present: boolean };
  notes?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const verbose = process.argv.includes('--verbose');
const fieldDir = arg('field') ?? '/work/field-sites';
const corpusTsv = arg('corpus') ?? '/work/shared/field-corpus.tsv';
const labelsDir = path.join(here, 'field-labels');

function subfolders(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of fs.readFileSync(corpusTsv, 'utf8').split('\n').slice(1)) {
    const cols = line.split('\t');
    if (cols[0]) out.set(cols[0], cols[3] ?? '');
  }
  return out;
}

interface Tally {
  pages: number;
  classOk: number;
  canonicalPages: number;
  canonicalOk: number;
  dropTruth: number;
  dropPredicted: number;
  dropHit: number;
  dropPageTruth: number;
  dropPageHit: number;
  languageSites: number;
  languageOk: number;
  serverSites: number;
  serverOk: number;
}
const zero = (): Tally => ({ pages: 0, classOk: 0, canonicalPages: 0, canonicalOk: 0, dropTruth: 0, dropPredicted: 0, dropHit: 0, dropPageTruth: 0, dropPageHit: 0, languageSites: 0, languageOk: 0, serverSites: 0, serverOk: 0 });

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Language status and server presence: right or wrong for the whole site. */
function scoreSite(labels: SiteLabels, a: Analysis, t: Tally, misses: string[]): void {
  if (labels.language) {
    t.languageSites++;
    const want = labels.language;
    if (a.languageStatus === want.status && sameSet(a.languages, want.languages)) t.languageOk++;
    else misses.push(`language: want ${want.status} (${want.languages.join(', ')}), got ${a.languageStatus} (${a.languages.join(', ')})`);
  }
  if (labels.server) {
    t.serverSites++;
    if (a.server.present === labels.server.present) t.serverOk++;
    else misses.push(`server: want present=${labels.server.present}, got present=${a.server.present} (${a.server.paths.join(', ') || 'no paths'})`);
  }
}

function score(labels: SiteLabels, a: Analysis): { t: Tally; misses: string[] } {
  const t = zero();
  const misses: string[] = [];
  scoreSite(labels, a, t, misses);
  if (!labels.pages) return { t, misses };
  const byFile = new Map<string, Analysis['pages']>();
  for (const p of a.pages) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  const labelled = new Set(Object.keys(labels.pages).map((k) => k.split('#')[0]));

  for (const [key, want] of Object.entries(labels.pages)) {
    const [file, route] = key.split('#');
    const got = (byFile.get(file) ?? []).filter((p) => route === undefined || (p.routes as string[] | undefined)?.includes(route) || p.route === route);
    t.pages++;
    if (want.class === 'none') {
      if (got.length === 0) t.classOk++;
      else misses.push(`${key}: not a page, listed as ${got.map((p) => `${p.class}/${p.canonical}`).join(', ')}`);
      continue;
    }
    // A file split in several pages must be right on each of them.
    const classOk = got.length > 0 && got.every((p) => p.class === want.class);
    if (classOk) t.classOk++;
    t.canonicalPages++;
    const canonicalOk = got.length > 0 && got.every((p) => (p.canonical ?? null) === want.canonical);
    if (canonicalOk) t.canonicalOk++;
    if (!classOk || !canonicalOk) {
      const seen = got.length ? got.map((p) => `${p.class}/${p.canonical ?? '-'} (${(p as { rule?: string }).rule ?? 'no rule'})`).join(', ') : 'not listed';
      misses.push(`${key}: want ${want.class}/${want.canonical ?? '-'}, got ${seen}`);
    }
  }
  for (const p of a.pages) if (!labelled.has(p.file)) misses.push(`${p.file}: unlabelled page (${p.class}/${p.canonical ?? '-'})`);

  const truth = new Set(labels.dropFiles ?? []);
  const predicted = new Set([...a.pages.filter((p) => p.class === 'drop').map((p) => p.file), ...a.authFiles]);
  t.dropTruth = truth.size;
  t.dropPredicted = predicted.size;
  for (const f of predicted) if (truth.has(f)) t.dropHit++;
  for (const f of truth) if (!predicted.has(f)) misses.push(`${f}: auth/account/admin file not recognised`);
  for (const f of predicted) if (!truth.has(f)) misses.push(`${f}: reported as auth/account/admin, is not`);
  const dropPages = Object.entries(labels.pages).filter(([, v]) => v.class === 'drop').map(([k]) => k.split('#')[0]);
  t.dropPageTruth = new Set(dropPages).size;
  t.dropPageHit = new Set(dropPages.filter((f) => predicted.has(f))).size;
  return { t, misses };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

async function main() {
  const only = arg('sites')?.split(',');
  const files = fs.readdirSync(labelsDir).filter((f) => f.endsWith('.json')).sort();
  const subs = subfolders();
  const total = zero();
  const rows: Record<string, string | number>[] = [];
  for (const f of files) {
    const labels = JSON.parse(fs.readFileSync(path.join(labelsDir, f), 'utf8')) as SiteLabels;
    if (only && !only.includes(labels.site)) continue;
    const dir = path.join(fieldDir, labels.site, subs.get(labels.site) ?? '');
    const site = await loadSite(dir);
    const analysis = await analyzeSite(site);
    const { t, misses } = score(labels, analysis);
    for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
    rows.push({
      site: labels.site,
      pages: t.pages,
      class: pct(t.classOk, t.pages),
      canonical: pct(t.canonicalOk, t.canonicalPages),
      'drop recall': pct(t.dropHit, t.dropTruth),
      'drop precision': pct(t.dropHit, t.dropPredicted),
      'drop pages recall': pct(t.dropPageHit, t.dropPageTruth),
      language: pct(t.languageOk, t.languageSites),
      server: pct(t.serverOk, t.serverSites),
    });
    if (verbose && misses.length) console.log(`\n${labels.site}\n  ${misses.join('\n  ')}`);
  }
  rows.push({
    site: 'TOTAL',
    pages: total.pages,
    class: pct(total.classOk, total.pages),
    canonical: pct(total.canonicalOk, total.canonicalPages),
    'drop recall': pct(total.dropHit, total.dropTruth),
    'drop precision': pct(total.dropHit, total.dropPredicted),
    'drop pages recall': pct(total.dropPageHit, total.dropPageTruth),
    language: `${pct(total.languageOk, total.languageSites)} (${total.languageOk}/${total.languageSites})`,
    server: `${pct(total.serverOk, total.serverSites)} (${total.serverOk}/${total.serverSites})`,
  });
  console.log('');
  console.table(rows);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
