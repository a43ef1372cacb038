import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Analysis, Limitation } from '../analyze/types.js';
import { EXIT, refused, type ExitCode } from '../diagnostics/tool-error.js';
import type { Logger } from '../infra/logger.js';
import { loadSite, requireFolder, type Site } from '../load/site.js';
import { refuseUnusableSite } from '../load/site-guard.js';
import { readState, serializeState, setProgress, stateFromAnalysis, STATE_FILE, type ConversionState } from '../state/index.js';
import { analyzeForSurvey } from '../survey/analyze-site.js';
import { runSurvey, type PromptPort } from '../survey/index.js';
import { copySiteTo } from './copy-out.js';
import { InterruptGuard } from './interrupt.js';
import { uncommittedChanges } from './git-guard.js';
import { writesOf } from './change-writes.js';
import { guardLinks } from './link-guard.js';
import { refuseBreakingUnparseable, unparseableNotes } from './unparseable-guard.js';
import { commitJournaled, hasJournal, replayJournal } from './journal.js';
import { MemoryTree } from './memory-tree.js';
import { runPipeline, type StepOutcome } from './pipeline.js';
import { renderReport, renderSummary, REPORT_FILE } from './report.js';
import type { Change } from './staged-tree.js';
import type { ConvertStep } from './step.js';
import { INPUTS_FILE, readStepInputs, stepInputsText } from './step-inputs.js';
import { PIPELINE } from './steps.js';
import { unifiedDiff } from './unified-diff.js';

export interface ConvertOptions {
  dryRun?: boolean;
  yes?: boolean;
  answers?: string;
  out?: string;
  force?: boolean;
  isTTY?: boolean;
  prompt?: PromptPort;
  /** The analyzer (defaults to `analyzeSite` of src/analyze). */
  analyze?: (site: Site) => Promise<Analysis>;
  steps?: readonly ConvertStep[];
}

export interface ConvertRun {
  root: string;
  dryRun: boolean;
  exitCode: ExitCode;
  outcomes: StepOutcome[];
  changes: Change[];
  diff: string;
  summary: string;
  state: ConversionState;
  committed: boolean;
}

const STEP_STATUS = { applied: 'done', unnecessary: 'done', partial: 'done', unchanged: 'done', skipped: 'skipped', failed: 'failed' } as const;

function addLimitations(state: ConversionState, found: Limitation[]): void {
  const key = (l: Limitation) => `${l.file}:${l.line}:${l.what}`;
  const known = new Set(state.limitations.map(key));
  for (const l of found) if (!known.has(key(l))) state.limitations.push({ file: l.file, line: l.line, what: l.what, why: l.why });
}

/**
 * `convert`: finish an interrupted commit, refuse a dirty git tree (unless --force), read the
 * state file, analyze, survey what is unanswered, run the pipeline on the staged tree, then
 * either print the report and diff (--dry-run, nothing written) or commit the tree, the state
 * file and the report through the journal.
 */
export async function runConvert(dir: string, opts: ConvertOptions, logger: Logger): Promise<ConvertRun> {
  const guard = new InterruptGuard();
  try {
    return await convertGuarded(dir, opts, logger, guard);
  } finally {
    guard.dispose();
  }
}

async function convertGuarded(dir: string, opts: ConvertOptions, logger: Logger, guard: InterruptGuard): Promise<ConvertRun> {
  let root = path.resolve(dir);
  await requireFolder(dir);
  if (opts.out && !opts.dryRun) {
    root = await copySiteTo(root, opts.out);
    logger.info(`copied the site to ${root}; converting the copy`);
  }
  // Our own interrupted run: finish its commit before anything reads the files.
  let resumed = false;
  if (await hasJournal(root)) {
    if (opts.dryRun) throw refused('an interrupted conversion has not finished writing', { file: path.join(root, '.pc-journal'), hint: 'run convert without --dry-run to finish it first' });
    const r = await replayJournal(root);
    if (r) {
      resumed = true;
      logger.info(`finished an interrupted commit (${r.applied} of ${r.total} file(s) were left)`);
    }
  } else {
    await replayJournal(root); // discards blobs of a run killed before it committed
  }
  if (!opts.dryRun && !opts.force && !opts.out && !resumed) {
    const dirty = await uncommittedChanges(root);
    // Outside git nothing could bring the site back after an in-place rewrite.
    if (dirty === null) throw refused('not a git work tree: convert rewrites the site in place, with no way back', { file: root, hint: 'commit the site to git first, convert a copy with --out DIR, or pass --force' });
    if (dirty.length) {
      throw refused(`the git work tree has ${dirty.length} uncommitted change(s), e.g. ${dirty[0].trim()}`, { file: root, hint: 'commit or stash them first, or pass --force' });
    }
  }

  const previous = await readState(root);
  const site = await loadSite(root, { mode: 'edit' });
  refuseUnusableSite(site, dir);
  logger.progress?.(`read ${site.files.length} file(s); analyzing...`);
  const analysis = await (opts.analyze ?? analyzeForSurvey)(site);
  let state = stateFromAnalysis(analysis, previous?.state ?? null, site);
  // The state file describes the source. Once steps have run, the analysis sees the converted
  // tree (a bilingual shell, SDK hooks, gap pages), so its source facts would drift run after run:
  // keep what was recorded about the source.
  if (previous?.state.progress.some((p) => p.status === 'done')) {
    if (previous.state.language.status) state.language = previous.state.language;
    state.pages = previous.state.pages;
    state.missingPages = previous.state.missingPages;
    state.dataSites = previous.state.dataSites;
    state.designNotes = previous.state.designNotes;
  }
  state = await runSurvey({ analysis, state, yes: opts.yes, answers: opts.answers, prompt: opts.prompt, isTTY: opts.isTTY });

  guard.checkpoint('before the conversion steps');
  const tree = new MemoryTree(site);
  const recorded = readStepInputs(tree);
  if (recorded.problem) logger.warn(recorded.problem);
  const outcomes = await runPipeline(opts.steps ?? PIPELINE, { site, tree, analysis, state, logger, recorded: recorded.inputs });
  for (const o of outcomes) {
    setProgress(state, o.id, STEP_STATUS[o.status], o.status === 'failed' ? o.error ?? o.result?.limitations?.[0]?.what ?? 'failed' : o.progressNote);
    addLimitations(state, o.result?.limitations ?? []);
    for (const q of o.result?.openQuestions ?? []) if (!state.openQuestions.includes(q)) state.openQuestions.push(q);
  }
  for (const step of opts.steps ?? PIPELINE) if (!outcomes.some((o) => o.id === step.id)) setProgress(state, step.id, 'pending');

  guard.checkpoint('after the conversion steps');
  const stateText = serializeState(state, previous?.markdown);
  if (stateText !== previous?.markdown) tree.write(STATE_FILE, stateText);
  const inputsText = stepInputsText(Object.fromEntries(outcomes.flatMap((o) => (o.inputs && o.inputsHash ? [[o.id, { hash: o.inputsHash, files: o.inputs }]] : []))));
  if (tree.read(INPUTS_FILE) !== inputsText) tree.write(INPUTS_FILE, inputsText);
  const guarded = await guardLinks(root, tree.changes());
  const changes = guarded.changes;
  for (const n of guarded.notes) logger.warn(n);
  refuseBreakingUnparseable(site, changes);
  for (const n of unparseableNotes(site)) logger.warn(n);
  const diff = unifiedDiff(changes);
  const reportInput = { site: path.basename(root), dryRun: !!opts.dryRun, outcomes, changes, limitations: state.limitations, openQuestions: state.openQuestions };
  const summary = renderSummary(reportInput);
  let exitCode: ExitCode = outcomes.some((o) => o.status === 'failed') ? EXIT.errorsRemain : EXIT.ok;

  let committed = false;
  if (!opts.dryRun && changes.length) {
    const { writes, notes } = await writesOf(root, changes);
    for (const n of notes) logger.warn(n);
    writes.push({ path: REPORT_FILE, text: renderReport({ ...reportInput, diff }) });
    await commitJournaled(root, writes);
    committed = true;
  }
  if (guard.interrupted) {
    logger.warn('interrupted: the commit was finished first, so the site and THEME_CONVERSION.md agree');
    exitCode = EXIT.interrupted;
  }
  return { root, dryRun: !!opts.dryRun, exitCode, outcomes, changes, diff, summary, state, committed };
}
