import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { formatDiagnostic, type Diagnostic, type Severity } from '../diagnostics/diagnostic.js';
import type { ReviewCheck } from './types.js';

export type OutputFormat = 'text' | 'json' | 'sarif';

export interface Summary {
  errors: number;
  warnings: number;
  infos: number;
  checks: number;
  files: number;
}

export function summarize(diagnostics: Diagnostic[], checks: number, files: number): Summary {
  const count = (s: Severity) => diagnostics.filter((d) => d.severity === s).length;
  return { errors: count('error'), warnings: count('warning'), infos: count('info'), checks, files };
}

/** `file:line:col severity id message (hint)`, one line each, then a summary line. */
export function formatText(diagnostics: Diagnostic[], summary: Summary): string[] {
  const lines = diagnostics.map(formatDiagnostic);
  const verdict = summary.errors ? 'check failed' : 'check passed';
  lines.push(`${verdict}: ${summary.errors} error(s), ${summary.warnings} warning(s) from ${summary.checks} checks over ${summary.files} files`);
  return lines;
}

const LEVEL: Record<Severity, Result.level> = { error: 'error', warning: 'warning', info: 'note' };

/** Load and build problems that are not review checks still need a rule entry in SARIF. */
const BUILTIN_RULES: Record<string, { description: string; severity: Severity }> = {
  'parse-error': { description: 'A file of the theme does not parse, so the theme cannot build.', severity: 'error' },
};

function ruleDescriptor(check: ReviewCheck): ReportingDescriptor {
  return {
    id: check.id,
    name: check.id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
    shortDescription: { text: check.docs.description },
    fullDescription: { text: `${check.docs.description} ${check.docs.why}` },
    help: { text: `Why: ${check.docs.why}\nFix: ${check.docs.fix}` },
    defaultConfiguration: { level: LEVEL[check.severity] },
    properties: { why: check.docs.why, fix: check.docs.fix, messages: check.messages, phase: check.phase ?? 'source' },
  };
}

/** A SARIF 2.1.0 log: one run, the checks as rules (with their docs), each diagnostic a result. */
export function formatSarif(diagnostics: Diagnostic[], checks: ReviewCheck[], root: string, version: string): Log {
  const rules: ReportingDescriptor[] = checks.map(ruleDescriptor);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  for (const d of diagnostics) {
    if (index.has(d.ruleId)) continue;
    const b = BUILTIN_RULES[d.ruleId] ?? { description: `${d.ruleId} (${d.source})`, severity: d.severity };
    index.set(d.ruleId, rules.length);
    rules.push({ id: d.ruleId, shortDescription: { text: b.description }, defaultConfiguration: { level: LEVEL[b.severity] } });
  }
  const results: Result[] = diagnostics.map((d) => {
    const result: Result = {
      ruleId: d.ruleId,
      ruleIndex: index.get(d.ruleId),
      level: LEVEL[d.severity],
      message: { text: d.message },
      properties: { messageId: d.messageId, ...(d.hint ? { hint: d.hint } : {}) },
    };
    if (d.file) {
      result.locations = [{
        physicalLocation: {
          artifactLocation: { uri: encodeURI(d.file), uriBaseId: 'SRCROOT' },
          ...(d.line ? { region: { startLine: d.line, ...(d.column ? { startColumn: d.column } : {}) } } : {}),
        },
      }];
    }
    return result;
  });
  const rootUri = pathToFileURL(root.endsWith('/') ? root : root + '/').href;
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: 'platform-convert', version, semanticVersion: version, rules } },
      originalUriBaseIds: { SRCROOT: { uri: rootUri } },
      results,
    }],
  };
}
