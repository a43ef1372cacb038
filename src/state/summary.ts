import type { Limitation } from '../analyze/types.js';
import { SURVEY_SURFACES, type ConversionState, type Decision, type ProgressEntry, type SurveySurface } from './model.js';

/** What `status` reports: read from the state file alone (no analysis). */
export interface StatusSummary {
  stateFile: string;
  language: ConversionState['language'];
  steps: { done: string[]; pending: string[]; failed: string[]; skipped: string[] };
  progress: ProgressEntry[];
  decisions: Record<SurveySurface, Decision | null>;
  unanswered: SurveySurface[];
  openQuestions: string[];
  limitations: Limitation[];
}

export function summarize(state: ConversionState, stateFile: string): StatusSummary {
  const steps: StatusSummary['steps'] = { done: [], pending: [], failed: [], skipped: [] };
  for (const p of state.progress) steps[p.status].push(p.step);
  const decisions = Object.fromEntries(SURVEY_SURFACES.map((s) => [s, state.decisions.find((d) => d.surface === s)?.decision ?? null])) as StatusSummary['decisions'];
  return {
    stateFile,
    language: state.language,
    steps,
    progress: state.progress,
    decisions,
    unanswered: SURVEY_SURFACES.filter((s) => decisions[s] === null),
    openQuestions: state.openQuestions,
    limitations: state.limitations,
  };
}

/** The human report, one line per fact. */
export function formatSummary(s: StatusSummary): string[] {
  const lines = [`state: ${s.stateFile}`];
  const total = s.progress.length;
  lines.push(total ? `steps: ${s.steps.done.length} of ${total} done` : 'steps: none recorded yet (convert has not run)');
  for (const p of s.progress) lines.push(`  ${p.status.padEnd(8)} ${p.step}${p.note ? ` (${p.note})` : ''}`);
  lines.push('decisions:');
  for (const [surface, d] of Object.entries(s.decisions)) lines.push(`  ${surface.padEnd(18)} ${d ?? '(unanswered)'}`);
  lines.push(`language: ${s.language.status ?? 'unknown'}${s.language.languages.length ? ` (${s.language.languages.join(', ')})` : ''}`);
  lines.push(`open questions: ${s.openQuestions.length}`);
  for (const q of s.openQuestions) lines.push(`  - ${q}`);
  lines.push(`limitations: ${s.limitations.length}`);
  for (const l of s.limitations) lines.push(`  - ${l.file}${l.line ? `:${l.line}` : ''}: ${l.what} (${l.why})`);
  return lines;
}
