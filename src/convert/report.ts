import type { Limitation } from '../analyze/types.js';
import type { StepOutcome } from './pipeline.js';
import type { Change } from './staged-tree.js';

/** Written beside the state file after a real run (DESIGN §1 item 5). */
export const REPORT_FILE = 'THEME_CONVERSION.report.md';

export interface ReportInput {
  site: string;
  dryRun: boolean;
  outcomes: StepOutcome[];
  /** Every change of the run, the state file included. */
  changes: Change[];
  limitations: Limitation[];
  openQuestions: string[];
  diff: string;
}

const pathOf = (c: Change) => (c.kind === 'rename' ? `${c.from} → ${c.to}` : c.path);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function counts(changes: Change[]) {
  return {
    modified: changes.filter((c) => c.kind === 'modify').length,
    moved: changes.filter((c) => c.kind === 'rename').length,
    added: changes.filter((c) => c.kind === 'add').length,
    deleted: changes.filter((c) => c.kind === 'delete').length,
  };
}

/** The summary: steps with their file counts, files, limitations, open questions. */
export function renderSummary(r: Omit<ReportInput, 'diff'>): string {
  const what = r.dryRun ? 'dry run: nothing was written' : r.changes.length ? 'written to the site' : 'nothing to change: every step is up to date';
  const lines: string[] = ['# Conversion report', '', `Site: \`${r.site}\` · ${what}`, ''];
  lines.push('## Steps', '', '| step | status | modified | added | deleted | moved |', '| --- | --- | --- | --- | --- | --- |');
  for (const o of r.outcomes) {
    const n = counts(o.changes);
    lines.push(`| ${o.id} | ${o.status}${o.error ? `: ${cell(o.error)}` : ''} | ${n.modified} | ${n.added} | ${n.deleted} | ${n.moved} |`);
  }
  const total = counts(r.changes);
  lines.push('', `In all: ${total.modified} modified, ${total.added} added, ${total.deleted} deleted, ${total.moved} moved.`, '');
  if (r.changes.length) {
    lines.push('## Files', '');
    const byStep = new Map<string, string>();
    for (const o of r.outcomes) for (const c of o.changes) byStep.set(pathOf(c), o.id);
    for (const c of r.changes) lines.push(`- ${c.kind} \`${pathOf(c)}\`${byStep.has(pathOf(c)) ? ` (${byStep.get(pathOf(c))})` : ''}`);
    lines.push('');
  }
  const notes = r.outcomes.flatMap((o) => (o.result?.notes ?? []).map((n) => `${o.id}: ${n}`));
  if (notes.length) lines.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
  lines.push('## Limitations', '');
  if (r.limitations.length) for (const l of r.limitations) lines.push(`- \`${l.file}:${l.line}\`: ${l.what} (${l.why})`);
  else lines.push('None.');
  lines.push('', '## Open questions', '');
  if (r.openQuestions.length) for (const q of r.openQuestions) lines.push(`- ${q}`);
  else lines.push('None.');
  return lines.join('\n') + '\n';
}

/** The summary plus the unified diff in a fence longer than any backtick run inside it. */
export function renderReport(r: ReportInput): string {
  const summary = renderSummary(r);
  if (!r.diff) return summary + '\n## Diff\n\nNo changes.\n';
  const longest = Math.max(2, ...(r.diff.match(/`+/g) ?? []).map((s) => s.length));
  const fence = '`'.repeat(longest + 1);
  return `${summary}\n## Diff\n\n${fence}diff\n${r.diff}${r.diff.endsWith('\n') ? '' : '\n'}${fence}\n`;
}
