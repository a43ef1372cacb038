import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteFile } from '../load/files.js';
import type { Site } from '../load/site.js';
import { discoverRules } from '../rule-kit/discover.js';
import type { VendorRuleBase } from '../rule-kit/vendor-rule.js';
import { walk, type VisitorMap } from '../rule-kit/walk.js';
import type { BundleFacts } from './bundle.js';
import { loadSdkFacts, type SdkFacts } from './sdk-facts.js';
import type { CheckContext, FileCheckContext, ReportInput, ReviewCheck } from './types.js';

export interface RunOptions {
  /** Run the build-phase checks too (`check --build`); needs `bundle`. */
  bundle?: BundleFacts;
  /** Overrides for tests; default: discovered from rules/. */
  checks?: ReviewCheck[];
  vendors?: VendorRuleBase[];
  sdk?: SdkFacts;
  developerToken?: string;
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  checks: ReviewCheck[];
  followUps: string[];
}

/** Tooling configs, tests and stories are not theme code: they never reach the bundle. */
const TOOLING_FILE = /(^|\/)([^/]+\.config\.(m|c)?(j|t)sx?|[^/]+\.(test|spec|stories)\.(j|t)sx?)$|(^|\/)__tests__\//;
/** Build and test folders at the top of the repo or of the app (`scripts/platform-postbuild.mjs`). */
const TOOLING_DIR = new Set(['scripts', 'e2e', 'test', 'tests', 'cypress', 'playwright']);

function isTooling(p: string, appRoot: string): boolean {
  if (TOOLING_FILE.test(p)) return true;
  const rel = appRoot && p.startsWith(appRoot + '/') ? p.slice(appRoot.length + 1) : p;
  return TOOLING_DIR.has(rel.split('/')[0]) || TOOLING_DIR.has(p.split('/')[0]);
}

export function fill(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => (k in data ? String(data[k]) : `{{${k}}}`));
}

/** Vendor rules' base fields; an empty or missing rules/vendors folder means no vendor knowledge yet. */
export async function vendorRules(): Promise<VendorRuleBase[]> {
  try {
    const rules = await discoverRules<VendorRuleBase>('vendors');
    return rules.filter((r) => r && Array.isArray(r.packages));
  } catch {
    // A vendor rule that does not load must not take the review gate down; the vendor checks
    // then know fewer packages (the vendors' own tests report the broken rule).
    return [];
  }
}

export async function reviewChecks(): Promise<ReviewCheck[]> {
  return discoverRules<ReviewCheck>('review');
}

function toDiagnostic(check: ReviewCheck, r: ReportInput, defaultFile?: string): Diagnostic {
  const template = check.messages[r.messageId];
  if (template === undefined) throw new Error(`rules/review/${check.id}.ts reports unknown messageId "${r.messageId}"`);
  const loc = r.node?.loc?.start;
  const hint = check.hints?.[r.messageId] ?? check.docs.fix;
  return {
    ruleId: check.id,
    source: 'check',
    severity: check.severity,
    messageId: r.messageId,
    message: fill(template, r.data),
    hint: fill(hint, r.data),
    file: r.file ?? defaultFile,
    line: r.line ?? loc?.line,
    column: r.column ?? (loc ? loc.column + 1 : undefined),
  };
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.ruleId.localeCompare(b.ruleId);
}

/** Run every review check over a loaded theme: one walk per script for all visitors, then site checks. */
export async function runChecks(site: Site, opts: RunOptions = {}): Promise<CheckResult> {
  const all = opts.checks ?? (await reviewChecks());
  const checks = all.filter((c) => (c.phase ?? 'source') === 'source' || opts.bundle);
  const vendors = opts.vendors ?? (await vendorRules());
  const sdk = opts.sdk ?? loadSdkFacts();
  const diagnostics: Diagnostic[] = [];
  const followUps: string[] = [];
  const isAppScript = (f: SiteFile) => f.kind === 'script' && !f.path.endsWith('.d.ts') && !isTooling(f.path, site.appRoot);

  const contextFor = (check: ReviewCheck, defaultFile?: string): CheckContext => ({
    site,
    vendors,
    sdk,
    developerToken: opts.developerToken,
    bundle: opts.bundle,
    isAppScript,
    report: (r) => diagnostics.push(toDiagnostic(check, r, defaultFile)),
    followUp: (text) => {
      if (!followUps.includes(text)) followUps.push(text);
    },
  });

  const visiting = checks.filter((c) => c.visit);
  for (const file of site.scripts) {
    if (!isAppScript(file) || !visiting.length) continue;
    const ast = site.ast(file.path);
    if (!ast) continue;
    const maps: VisitorMap[] = [];
    for (const check of visiting) {
      const ctx: FileCheckContext = { ...contextFor(check, file.path), file, ast };
      const m = check.visit!(ctx);
      if (m) maps.push(m);
    }
    if (maps.length) walk(ast, maps);
  }
  for (const check of checks) if (check.checkSite) await check.checkSite(contextFor(check));

  // Load problems that make the theme fail too (a file that does not parse will not build).
  for (const d of site.diagnostics) if (d.severity !== 'info') diagnostics.push(d);
  diagnostics.sort(compareDiagnostics);
  return { diagnostics, checks: all, followUps };
}
