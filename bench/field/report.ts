/** The field table: one row per site, a totals row, and the failure reasons counted across sites. */
import type { SiteResult } from './site.js';
import type { VerifyReport } from './verify-report.js';

export interface RunInfo {
  date: string;
  commit: string;
  command: string;
  cli: string;
}

const LOCALES = ['ar', 'en'] as const;
const dash = '—';

/** A reason as a countable key: URLs and numbers stripped, whitespace collapsed, 60 characters. */
export function normaliseReason(reason: string): string {
  const key = reason
    .replace(/\b(?:https?|file):\/\/\S+/g, '<url>')
    .replace(/\d+(?:[.,:]\d+)*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return key.slice(0, 60) || '(no reason given)';
}

function increment(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Normalised reasons of a site's failing pages, counted per page. */
export function pageReasons(r: SiteResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of r.verify?.report?.pages ?? []) {
    if (page.pass) continue;
    const keys = new Set(page.reasons.length ? page.reasons.map(normaliseReason) : ['(no reason given)']);
    for (const k of keys) increment(counts, k);
  }
  return counts;
}

function byCount(counts: Map<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function yesNo(v: boolean | null | undefined): string {
  return v === true ? 'yes' : v === false ? 'no' : dash;
}

/** Clean/total pages of a locale; '—' when nothing was verified (no report, or the build failed). */
function cleanOf(r: SiteResult, locale: string): string {
  const report = r.verify?.report;
  const c = report?.build.ok ? report.byLocale[locale] : undefined;
  return c ? `${c.pass}/${c.total}` : dash;
}

/** Every page verified and clean (at least one page). */
export function everyPageClean(r: SiteResult): boolean {
  const pages = r.verify?.report?.pages ?? [];
  return pages.length > 0 && pages.every((p) => p.pass);
}

/** The compact reasons cell: failed steps first, then the three commonest page reasons. */
function reasonsCell(r: SiteResult): string {
  const steps = r.problems.map((p) => (p.length > 90 ? `${p.slice(0, 89)}…` : p));
  const pages = byCount(pageReasons(r)).slice(0, 3).map(([k, n]) => `${k} ×${n}`);
  return [...steps, ...pages].join('; ');
}

const HEADER = ['site', 'origin', 'convert exit', 'check errors', 'build ok', 'ar clean', 'en clean', 'shows products', 'locale switch', 'declares ar,en', 'untranslated text', 'seconds', 'verify s/page', 'top failure reasons'];

/** The manifest's locales after a --pseudo round: yes when they are ar and en ('—' without --pseudo). */
function declaresBoth(r: SiteResult): string {
  const l = r.pseudo?.locales;
  if (!l) return dash;
  return l.includes('ar') && l.includes('en') ? 'yes' : `no [${l.join(', ')}]`;
}

/** `5 on 2/24 pages (text 4, alt 1)` from verify --pseudo; '—' without it. */
function untranslatedCell(report: VerifyReport | null | undefined): string {
  const u = report?.untranslated;
  if (!u) return dash;
  if (!u.texts) return `0 on ${u.total} pages`;
  const kinds = Object.entries(u.byKind).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  return `${u.texts} on ${u.pages}/${u.total} pages (${kinds})`;
}

function siteRow(r: SiteResult): string[] {
  const report = r.verify?.report;
  return [
    r.name,
    r.origin,
    r.convert.exit === null ? dash : String(r.convert.exit),
    r.check?.errors === null || r.check?.errors === undefined ? dash : String(r.check.errors),
    yesNo(report?.build.ok),
    cleanOf(r, 'ar'),
    cleanOf(r, 'en'),
    yesNo(report?.storefrontShowsProducts),
    // A switch that works but is not in view at the window's width (a closed menu, a phone-only row) says so.
    report ? (report.localeSwitch?.ok && report.localeSwitch.visible === false ? 'not in view' : yesNo(report.localeSwitch?.ok)) : dash,
    declaresBoth(r),
    untranslatedCell(report),
    String(Math.round(r.seconds)),
    perPage(report),
    reasonsCell(r),
  ];
}

export interface Totals {
  sites: number;
  converted: number;
  buildsOk: number;
  clean: Record<string, { pass: number; total: number }>;
  showsProducts: number;
  everyPageClean: number;
  checkErrors: number;
  /** Sites that ran the --pseudo round, those whose manifest then declares ar and en, and the untranslated texts found. */
  pseudoRounds: number;
  declaresBoth: number;
  untranslatedTexts: number;
  seconds: number;
  /** Page visits of verify and the seconds they took, build excluded. */
  visits: number;
  visitSeconds: number;
}

/** Seconds verify spent per page visit (both locales), build excluded: the speed of the browser pass. */
function visitTime(report: VerifyReport | null | undefined): { visits: number; seconds: number } | null {
  if (!report || !report.build.ok || report.seconds === null || !report.pages.length) return null;
  return { visits: report.pages.length, seconds: report.seconds - (report.build.seconds ?? 0) };
}

function perPage(report: VerifyReport | null | undefined): string {
  const v = visitTime(report);
  return v ? (v.seconds / v.visits).toFixed(2) : dash;
}

export function totals(results: SiteResult[]): Totals {
  const clean: Totals['clean'] = Object.fromEntries(LOCALES.map((l) => [l, { pass: 0, total: 0 }]));
  for (const r of results) {
    for (const l of LOCALES) {
      const c = r.verify?.report?.byLocale[l];
      if (c) {
        clean[l].pass += c.pass;
        clean[l].total += c.total;
      }
    }
  }
  return {
    sites: results.length,
    converted: results.filter((r) => r.convert.exit === 0).length,
    buildsOk: results.filter((r) => r.verify?.report?.build.ok === true).length,
    clean,
    showsProducts: results.filter((r) => r.verify?.report?.storefrontShowsProducts === true).length,
    everyPageClean: results.filter(everyPageClean).length,
    checkErrors: results.reduce((n, r) => n + (r.check?.errors ?? 0), 0),
    pseudoRounds: results.filter((r) => r.pseudo).length,
    declaresBoth: results.filter((r) => declaresBoth(r) === 'yes').length,
    untranslatedTexts: results.reduce((n, r) => n + (r.verify?.report?.untranslated?.texts ?? 0), 0),
    seconds: results.reduce((n, r) => n + r.seconds, 0),
    visits: results.reduce((n, r) => n + (visitTime(r.verify?.report ?? null)?.visits ?? 0), 0),
    visitSeconds: results.reduce((n, r) => n + (visitTime(r.verify?.report ?? null)?.seconds ?? 0), 0),
  };
}

function totalsRow(t: Totals): string[] {
  const n = t.sites;
  return [
    '**total**',
    `${n} sites`,
    `${t.converted}/${n} exit 0`,
    String(t.checkErrors),
    `${t.buildsOk}/${n}`,
    `${t.clean.ar.pass}/${t.clean.ar.total}`,
    `${t.clean.en.pass}/${t.clean.en.total}`,
    `${t.showsProducts}/${n}`,
    '',
    t.pseudoRounds ? `${t.declaresBoth}/${t.pseudoRounds}` : dash,
    t.pseudoRounds ? String(t.untranslatedTexts) : dash,
    String(Math.round(t.seconds)),
    t.visits ? (t.visitSeconds / t.visits).toFixed(2) : dash,
    `every page clean: ${t.everyPageClean}/${n}`,
  ];
}

/** Reasons across sites: pages per reason (failed steps count once per site) and sites per reason. */
export function reasonsAcrossSites(results: SiteResult[]): { reason: string; count: number; sites: number }[] {
  const count = new Map<string, number>();
  const sites = new Map<string, number>();
  for (const r of results) {
    const here = pageReasons(r);
    for (const p of r.problems) increment(here, normaliseReason(p));
    for (const [k, n] of here) {
      increment(count, k, n);
      increment(sites, k);
    }
  }
  return byCount(count).map(([reason, n]) => ({ reason, count: n, sites: sites.get(reason) ?? 0 }));
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The per-site table with its totals row. */
export function siteTable(results: SiteResult[]): string {
  return markdownTable(HEADER, [...results.map(siteRow), totalsRow(totals(results))]);
}

export function renderMarkdown(results: SiteResult[], info: RunInfo): string {
  const t = totals(results);
  const n = t.sites;
  const reasons = reasonsAcrossSites(results).slice(0, 25);
  return [
    '# Field test results',
    '',
    `- Date: ${info.date}`,
    `- Project commit: ${info.commit}`,
    `- Command: \`${info.command}\``,
    `- platform-convert run as: ${info.cli}`,
    '',
    siteTable(results),
    '',
    '## Totals',
    '',
    `- Sites converted (convert exit 0): ${t.converted}/${n}`,
    `- Builds ok: ${t.buildsOk}/${n}`,
    ...LOCALES.map((l) => `- Pages clean in ${l}: ${t.clean[l].pass}/${t.clean[l].total}`),
    `- Sites whose storefront shows products: ${t.showsProducts}/${n}`,
    `- Sites with every page clean: ${t.everyPageClean}/${n}`,
    `- Check errors (all sites): ${t.checkErrors}`,
    ...(t.pseudoRounds ? [`- Pseudo translation round: manifest declares ar and en on ${t.declaresBoth}/${t.pseudoRounds} sites; untranslated texts found: ${t.untranslatedTexts}`] : []),
    '',
    '## Failure reasons across sites',
    '',
    'Page reasons count failing pages; failed steps (convert:, install:, verify:, build:, check:) count once per site.',
    '',
    reasons.length ? markdownTable(['count', 'sites', 'reason'], reasons.map((r) => [String(r.count), String(r.sites), r.reason])) : 'None.',
    '',
  ].join('\n');
}
