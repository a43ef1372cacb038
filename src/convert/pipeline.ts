import type { Analysis } from '../analyze/types.js';
import { ToolError } from '../diagnostics/tool-error.js';
import { countPhase } from '../infra/counters.js';
import { faultPoint } from '../infra/fault-point.js';
import { forgetTraversals } from './traverse-cache.js';
import { carryLines, type LineRow } from './limitation-lines.js';
import type { Logger } from '../infra/logger.js';
import type { Site } from '../load/site.js';
import type { ConversionState } from '../state/model.js';
import { unansweredSurfaces } from '../state/queries.js';
import { sha256 } from './journal.js';
import type { MemoryTree } from './memory-tree.js';
import type { Change } from './staged-tree.js';
import type { ConvertStep, StepResult, StepStatusResult } from './step.js';
import { INPUTS_FILE, type StepInputs } from './step-inputs.js';
import { REPORT_FILE } from './report.js';
import { STATE_FILE } from '../state/parse.js';

/** What one step did in this run. `unchanged`: done before, and its inputs have not changed since. */
export interface StepOutcome {
  id: string;
  description: string;
  status: StepStatusResult | 'unchanged';
  result: StepResult | null;
  /** What this step changed, relative to the tree just before it ran. */
  changes: Change[];
  /** The note recorded in Progress: the hash of the files the step read or wrote, and their count. */
  progressNote?: string;
  /** The files the step read or wrote (its inputs, hashed into `progressNote`). */
  inputs?: string[];
  /** That hash alone (recorded with `inputs` in INPUTS_FILE). */
  inputsHash?: string;
  error?: string;
}

export interface PipelineContext {
  site: Site;
  tree: MemoryTree;
  analysis: Analysis;
  state: ConversionState;
  logger: Logger;
  /** Each step's input files as the last run recorded them (src/convert/step-inputs.ts). */
  recorded?: StepInputs;
}

/** `inputs <hash> (N files)`; older state files listed the files inline: `inputs <hash>: a, b`. */
const NOTE = /^inputs ([0-9a-f]{12})(?:: (.*)| \(\d+ files?\))?$/;
/** An Open question with text after its last question mark: a person wrote the answer. */
const ANSWERED_QUESTION = /\?[^?]*[^?\s][^?]*$/u;
/** Our own bookkeeping files are never a step's input (they change after every hash). */
const BOOKKEEPING = new Set([STATE_FILE, INPUTS_FILE, REPORT_FILE]);

/**
 * Hash of a step's inputs: the current staged text of the files it read or wrote (absent files
 * count too) and, for a step that needs the survey, the decisions and the answered Open
 * questions, so a decision or an answer written by hand makes the step run again.
 */
function inputsHash(ctx: PipelineContext, step: ConvertStep, paths: string[]): string {
  const parts = paths.filter((p) => !BOOKKEEPING.has(p)).map((p) => `${p}\0${ctx.tree.exists(p) ? ctx.tree.read(p) ?? '\u0001binary' : '\u0001absent'}`);
  if (step.needs.includes('decisions')) {
    parts.push(ctx.state.decisions.map((d) => `${d.surface}=${d.decision}`).join(','));
    // An Open question a person answered (text after its question mark) is a hand edit the
    // step may act on, like a decision (e.g. a translation written after the question).
    parts.push(ctx.state.openQuestions.filter((q) => ANSWERED_QUESTION.test(q)).join('\n'));
  }
  return sha256(parts.join('\0')).slice(0, 12);
}

/** A finished step whose recorded inputs hash still matches the tree is not run again. */
function stillDone(ctx: PipelineContext, step: ConvertStep): { note: string; inputs: string[] } | null {
  const entry = ctx.state.progress.find((p) => p.step === step.id);
  if (entry?.status !== 'done' || !entry.note) return null;
  const m = NOTE.exec(entry.note);
  if (!m) return null;
  const recorded = ctx.recorded?.[step.id];
  const paths = m[2] !== undefined ? m[2].split(', ').filter(Boolean) : recorded?.hash === m[1] ? recorded.files : null;
  if (!paths) return null;
  const same = inputsHash(ctx, step, paths) === m[1];
  ctx.tree.takeTouched();
  return same ? { note: entry.note, inputs: paths } : null;
}

function stepChanges(tree: MemoryTree, before: ReturnType<MemoryTree["snapshot"]>): Change[] {
  const after = tree.snapshot();
  const out: Change[] = [];
  for (const p of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = tree.textIn(before, p);
    const b = tree.textIn(after, p);
    if (a === b) continue;
    const from = a === null ? tree.renamedFrom(p) : undefined;
    if (from && tree.textIn(before, from) !== null && after.get(from) === null) {
      const moved = tree.textIn(before, from) ?? '';
      out.push({ kind: 'rename', from, to: p, before: moved, after: b!, ...(b!.startsWith('\u0000binary') ? { binary: true } : {}) });
    } else if (a === null) out.push({ kind: 'add', path: p, after: b! });
    else if (b === null) out.push({ kind: 'delete', path: p, before: a });
    else out.push({ kind: 'modify', path: p, before: a, after: b });
  }
  // A rename's source shows up as a deletion too: keep the rename alone.
  const moved = new Set(out.flatMap((c) => (c.kind === 'rename' ? [c.from] : [])));
  return out.filter((c) => !(c.kind === 'delete' && moved.has(c.path)));
}

/**
 * Run the steps in order on the staged tree. A step whose needs are not met is skipped; a step
 * that throws stops the pipeline (later steps stay pending), since they build on its output.
 */
export async function runPipeline(steps: readonly ConvertStep[], ctx: PipelineContext): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  /** Each Limitations row a step reported, with the text its line counts in (see limitation-lines.ts). */
  const rowBases: [LineRow, string][] = [];
  for (const [i, step] of steps.entries()) {
    const base = { id: step.id, description: step.description };
    ctx.logger.progress?.(`step ${i + 1} of ${steps.length}: ${step.id}`);
    countPhase(step.id);
    const done = stillDone(ctx, step);
    if (done) {
      outcomes.push({ ...base, status: 'unchanged', result: null, changes: [], progressNote: done.note, inputs: done.inputs });
      continue;
    }
    if (step.needs.includes('decisions') && unansweredSurfaces(ctx.state).length) {
      outcomes.push({ ...base, status: 'skipped', result: { status: 'skipped', notes: ['the survey has unanswered surfaces'] }, changes: [] });
      continue;
    }
    const before = ctx.tree.snapshot();
    const trees = ctx.tree.heldTrees();
    ctx.tree.takeTouched();
    forgetTraversals();
    try {
      const result = await step.run({ site: ctx.site, tree: ctx.tree, analysis: ctx.analysis, state: ctx.state, logger: ctx.logger });
      const touched = ctx.tree.takeTouched();
      const changes = stepChanges(ctx.tree, before);
      ctx.tree.takeTouched();
      if (result.status === 'failed') {
        ctx.tree.restore(before);
        outcomes.push({ ...base, status: 'failed', result, changes: [] });
        break;
      }
      outcomes.push({ ...base, status: result.status, result, changes, inputs: touched });
      for (const row of result.limitations ?? []) {
        const text = row.line > 0 ? ctx.tree.lineBase(before, trees, row.file) : undefined;
        if (text !== undefined) rowBases.push([row, text]);
      }
      faultPoint(`step ${step.id} done`);
      // Its questions join the state now, so the inputs hash at the end sees what the file will hold.
      for (const q of result.openQuestions ?? []) if (!ctx.state.openQuestions.includes(q)) ctx.state.openQuestions.push(q);
    } catch (err) {
      const message = err instanceof ToolError ? err.oneLine() : (err as Error)?.message ?? String(err);
      ctx.tree.restore(before);
      ctx.tree.takeTouched();
      outcomes.push({ ...base, status: 'failed', result: null, changes: [], error: message });
      break;
    }
  }
  countPhase('after the steps');
  // Hash each step's inputs as the run leaves them: that is what the next run finds on disk
  // when it reaches the step, since the steps before it will have nothing to do.
  outcomes.forEach((o, i) => {
    if (!o.inputs || o.status === 'failed') return;
    o.inputs = o.inputs.filter((p) => !BOOKKEEPING.has(p));
    o.inputsHash = inputsHash(ctx, steps[i], o.inputs);
    o.progressNote = `inputs ${o.inputsHash} (${o.inputs.length} file${o.inputs.length === 1 ? '' : 's'})`;
  });
  carryLines(rowBases, (file) => (ctx.tree.exists(file) ? ctx.tree.read(file) : undefined));
  ctx.tree.takeTouched();
  return outcomes;
}
