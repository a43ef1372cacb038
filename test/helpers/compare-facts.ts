import type { Analysis } from '../../src/analyze/types.js';

/**
 * Compare an analysis with a site's hand-written answer key (`fixtures/expected/<site>/facts.json`).
 * Arrays compare as sets; limitations by file and line; extra key fields are compared only when
 * the analysis reports them. Returns one line per mismatch (empty = agreement).
 */
export interface Facts {
  origin: { primary: string; vendors: string[] };
  router: string;
  languageStatus: string;
  languages: string[];
  server: { present: boolean; kinds: string[] };
  vendorPackages: string[];
  vendorBootstrap: string[];
  pages: { file: string; route: string | null; class: string; canonical: string | null }[];
  dataSites: { file: string; line: number; vendor: string; kind: string; entity: string | null; surface: string; sdkEquivalent: string }[];
  authFiles: string[];
  missingCanonical: string[];
  limitations: { file: string; line: number; what?: string }[];
  parseErrors?: { file: string; line: number }[];
}

function setDiff(label: string, actual: string[], expected: string[]): string[] {
  const a = new Set(actual);
  const e = new Set(expected);
  const out: string[] = [];
  for (const x of e) if (!a.has(x)) out.push(`${label}: missing ${x}`);
  for (const x of a) if (!e.has(x)) out.push(`${label}: unexpected ${x}`);
  return out;
}

const siteKey = (s: Facts['dataSites'][number]) => `${s.file}:${s.line} ${s.vendor} ${s.kind} ${s.entity} ${s.surface} ${s.sdkEquivalent}`;
const pageKey = (p: Facts['pages'][number]) => `${p.file} ${p.route} ${p.class} ${p.canonical}`;

export function compareFacts(a: Analysis, f: Facts): string[] {
  const out: string[] = [];
  if (a.origin.primary !== f.origin.primary) out.push(`origin.primary: ${a.origin.primary} != ${f.origin.primary}`);
  out.push(...setDiff('origin.vendors', a.origin.vendors, f.origin.vendors));
  if (a.framework.router !== f.router) out.push(`router: ${a.framework.router} != ${f.router}`);
  if (a.languageStatus !== f.languageStatus) out.push(`languageStatus: ${a.languageStatus} != ${f.languageStatus}`);
  out.push(...setDiff('languages', a.languages, f.languages));
  if (a.server.present !== f.server.present) out.push(`server.present: ${a.server.present} != ${f.server.present}`);
  out.push(...setDiff('server.kinds', a.server.kinds, f.server.kinds));
  out.push(...setDiff('vendorPackages', a.vendorPackages, f.vendorPackages));
  out.push(...setDiff('vendorBootstrap', a.vendorBootstrap, f.vendorBootstrap));
  out.push(...setDiff('pages', a.pages.map(pageKey), f.pages.map(pageKey)));
  out.push(...setDiff('dataSites', a.dataSites.map(siteKey), f.dataSites.map(siteKey)));
  out.push(...setDiff('authFiles', a.authFiles, f.authFiles));
  out.push(...setDiff('missingCanonical', a.missingCanonical, f.missingCanonical));
  out.push(...setDiff('limitations', a.limitations.map((l) => `${l.file}:${l.line}`), f.limitations.map((l) => `${l.file}:${l.line}`)));
  if (f.parseErrors) {
    const errs = a.diagnostics.filter((d) => d.ruleId === 'parse-error').map((d) => `${d.file}:${d.line}`);
    out.push(...setDiff('parseErrors', errs, f.parseErrors.map((p) => `${p.file}:${p.line}`)));
  }
  return out;
}
