import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Analysis, Limitation } from '../analyze/types.js';
import { EXIT, refused, ToolError, type ExitCode } from '../diagnostics/tool-error.js';
import { countPhase } from '../infra/counters.js';
import { faultPoint } from '../infra/fault-point.js';
import type { Logger } from '../infra/logger.js';
import { loadSite, requireFolder, type Site } from '../load/site.js';
import { refuseUnusableSite } from '../load/site-guard.js';
import { readState, serializeState, setProgress, stateFromAnalysis, STATE_FILE, unansweredSurfaces, type ConversionState } from '../state/index.js';
import { writeFileAtomic } from '../infra/fs.js';
import { analyzeForSurvey } from '../survey/analyze-site.js';
import { inquirerPort, runSurvey, SurveyCancelled, SurveyInterrupted, type PromptPort } from '../survey/index.js';
import { copySiteTo } from './copy-out.js';
import { InterruptGuard } from './interrupt.js';
import { isBookkeeping, uncommittedChanges } from './git-guard.js';
import { writesOf } from './change-writes.js';
import { guardLinks } from './link-guard.js';
import { refuseBreakingUnparseable, unparseableNotes } from './unparseable-guard.js';
import { commitJournaled, hasJournal, JOURNAL_DIR, removeStrayTemps, replayJournal } from './journal.js';
import { MemoryTree } from './memory-tree.js';
import { carryLines, type LineRow } from './limitation-lines.js';
import { runPipeline, type StepOutcome } from './pipeline.js';
import { renderReport, renderSummary, REPORT_FILE } from './report.js';
import { acquireSiteLock, assertNotLocked, type SiteLock } from './site-lock.js';
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
  /** `--app DIR`: the app folder when the repository holds several. */
  app?: string;
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
 * `convert`: take the folder's lock (a second run is refused, exit 3), finish an interrupted
 * commit, refuse a dirty git tree (unless --force), read the state file, analyze, survey what is unanswered, run the pipeline on the staged tree, then
 * either print the report and diff (--dry-run, nothing written) or commit the tree, the state
 * file and the report through the journal.
 */
export async function runConvert(dir: string, opts: ConvertOptions, logger: Logger): Promise<ConvertRun> {
  const guard = new InterruptGuard();
  let root = path.resolve(dir);
  try {
    await requireFolder(dir);
    if (opts.out && !opts.dryRun) {
      root = await copySiteTo(root, opts.out);
      logger.info(`copied the site to ${root}; converting the copy`);
    }
    // A dry run writes nothing, so it takes no lock, but it does not read a folder another run is writing.
    if (opts.dryRun) return await convertLocked(root, opts, logger, guard, null);
    const lock = await acquireSiteLock(root, 'convert');
    try {
      return await convertLocked(root, opts, logger, guard, lock);
    } finally {
      lock.release();
    }
  } finally {
    guard.dispose();
  }
}

/** Finish our own interrupted commit and clear what a killed run left; true when a commit was finished. */
async function recover(root: string, dryRun: boolean, logger: Logger): Promise<boolean> {
  if (dryRun) {
    await assertNotLocked(root);
    if (await hasJournal(root)) throw refused('an interrupted conversion has not finished writing', { file: path.join(root, JOURNAL_DIR), hint: 'run convert without --dry-run to finish it first' });
    return false;
  }
  await removeStrayTemps(root, [STATE_FILE, INPUTS_FILE, REPORT_FILE]);
  if (!(await hasJournal(root))) {
    await replayJournal(root); // discards blobs of a run killed before it committed
    return false;
  }
  const r = await replayJournal(root);
  if (r) logger.info(`finished an interrupted commit (${r.applied} of ${r.total} file(s) were left)`);
  return r !== null;
}

async function convertLocked(root: string, opts: ConvertOptions, logger: Logger, guard: InterruptGuard, lock: SiteLock | null): Promise<ConvertRun> {
  faultPoint('convert: started');
  // Our own interrupted run: finish its commit before anything reads the files.
  const resumed = await recover(root, !!opts.dryRun, logger);
  if (!opts.dryRun && !opts.force && !opts.out && !resumed) {
    const dirty = await uncommittedChanges(root);
    // Outside git nothing could bring the site back after an in-place rewrite.
    if (dirty === null) throw refused('not a git work tree: convert rewrites the site in place, with no way back', { file: root, hint: 'commit the site to git first, convert a copy with --out DIR, or pass --force' });
    if (dirty.length) {
      throw refused(`the git work tree has ${dirty.length} uncommitted change(s), e.g. ${dirty[0].trim()}`, { file: root, hint: 'commit or stash them first, or pass --force' });
    }
  }

  const previous = await readState(root);
  countPhase('load');
  const site = await loadSite(root, { mode: 'edit', app: opts.app });
  faultPoint('convert: site read');
  refuseUnusableSite(site, root);
  logger.progress?.(`read ${site.files.length} file(s); analyzing...`);
  countPhase('analyze');
  const analysis = await (opts.analyze ?? analyzeForSurvey)(site);
  faultPoint('convert: analyzed');
  let state = stateFromAnalysis(analysis, previous?.state ?? null, site);
  // The state file describes the source. Once steps have run, the analysis sees the converted
  // tree (a bilingual shell, SDK hooks, gap pages), so its source facts would drift run after run:
  // keep what was recorded about the source.
  const keptLimitations = !!previous?.state.progress.some((p) => p.status === 'done');
  if (previous && keptLimitations) {
    if (previous.state.language.status) state.language = previous.state.language;
    state.pages = previous.state.pages;
    state.missingPages = previous.state.missingPages;
    state.dataSites = previous.state.dataSites;
    state.designNotes = previous.state.designNotes;
    // Limitations too: rows the steps recorded would vanish and the analysis's rows would move
    // to the converted code's lines, so the second run would rewrite the file (and the report).
    state.limitations = previous.state.limitations;
  }
  const interactive = !opts.yes && !opts.answers && (opts.isTTY ?? Boolean(process.stdin.isTTY));
  const surveyAsks = interactive && unansweredSurfaces(state).length > 0;
  try {
    state = await runSurvey({ analysis, state, yes: opts.yes, answers: opts.answers, prompt: opts.prompt, isTTY: opts.isTTY });
  } catch (err) {
    // Esc or Ctrl-C in the survey: keep the answers given (the state file only), exit 130.
    if (!(err instanceof SurveyInterrupted)) throw err;
    if (opts.dryRun) throw new ToolError('interrupted in the survey; nothing was written (dry run)', { exitCode: EXIT.interrupted });
    lock?.assertHeld();
    const text = serializeState(err.state, previous?.markdown);
    if (text !== previous?.markdown) await writeFileAtomic(path.join(root, STATE_FILE), text);
    throw err;
  }
  faultPoint('convert: surveyed');
  // DESIGN: ask once. A survey that just asked ended with its own review; otherwise show the
  // recorded decisions and ask before touching the site.
  if (interactive && !surveyAsks && !opts.dryRun) await confirmDecisions(state, opts.prompt ?? inquirerPort);

  const tree = new MemoryTree(site);
  const recorded = readStepInputs(tree);
  if (recorded.problem) logger.warn(recorded.problem);
  const outcomes = await runPipeline(opts.steps ?? PIPELINE, { site, tree, analysis, state, logger, recorded: recorded.inputs });
  // The analysis's rows count lines in the source; rows kept from the last run already count them
  // in the files as it left them.
  if (!keptLimitations) {
    carryLines(state.limitations.flatMap((row) => { const text = tree.siteText(row.file); return text === undefined ? [] : [[row, text] as [LineRow, string]]; }), (file) => (tree.exists(file) ? tree.read(file) : undefined));
    tree.takeTouched();
  }
  for (const o of outcomes) {
    setProgress(state, o.id, STEP_STATUS[o.status], o.status === 'failed' ? o.error ?? o.result?.limitations?.[0]?.what ?? 'failed' : o.progressNote);
    addLimitations(state, o.result?.limitations ?? []);
    for (const q of o.result?.openQuestions ?? []) if (!state.openQuestions.includes(q)) state.openQuestions.push(q);
  }
  for (const step of opts.steps ?? PIPELINE) if (!outcomes.some((o) => o.id === step.id)) setProgress(state, step.id, 'pending');

  countPhase('changes and diff');
  const stateText = serializeState(state, previous?.markdown);
  if (stateText !== previous?.markdown) tree.write(STATE_FILE, stateText);
  const inputsText = stepInputsText(Object.fromEntries(outcomes.flatMap((o) => (o.inputs && o.inputsHash ? [[o.id, { hash: o.inputsHash, files: o.inputs }]] : []))));
  if (tree.read(INPUTS_FILE) !== inputsText) tree.write(INPUTS_FILE, inputsText);
  const guarded = await guardLinks(root, tree.changes());
  const changes = guarded.changes;
  for (const n of guarded.notes) logger.warn(n);
  refuseBreakingUnparseable(site, changes);
  for (const n of unparseableNotes(site, changes)) logger.warn(n);
  const diff = unifiedDiff(changes);
  const reportInput = { site: path.basename(root), dryRun: !!opts.dryRun, outcomes, changes, limitations: state.limitations, openQuestions: state.openQuestions };
  const summary = renderSummary(reportInput);
  let exitCode: ExitCode = outcomes.some((o) => o.status === 'failed') ? EXIT.errorsRemain : EXIT.ok;

  let committed = false;
  if (!opts.dryRun && changes.length) {
    const { writes, notes } = await writesOf(root, changes);
    for (const n of notes) logger.warn(n);
    // The report is of a run that changed the site: a run that only refreshed the state file keeps
    // the report of the conversion that did the work.
    if (changes.some((c) => !isBookkeeping(c.kind === 'rename' ? c.to : c.path))) writes.push({ path: REPORT_FILE, text: renderReport({ ...reportInput, diff }) });
    // From here a Ctrl-C waits for the commit (exit 130 after it); before, it ends the run at once.
    guard.finishFirst();
    lock?.assertHeld();
    faultPoint('convert: committing');
    await commitJournaled(root, writes);
    faultPoint('convert: committed');
    committed = true;
  }
  if (guard.interrupted) {
    logger.warn('interrupted: the commit was finished first, so the site and THEME_CONVERSION.md agree');
    exitCode = EXIT.interrupted;
  }
  return { root, dryRun: !!opts.dryRun, exitCode, outcomes, changes, diff, summary, state, committed };
}

/** Show the recorded decisions and ask once to go ahead; "no" or Esc stops with nothing written. */
async function confirmDecisions(state: ConversionState, prompt: PromptPort): Promise<void> {
  const lines = state.decisions.map((d) => `  ${d.surface.padEnd(18)} ${d.decision}`).join('\n');
  let go: 'yes' | 'no';
  try {
    go = await prompt.select({
      message: 'Convert the site in place with these decisions?',
      note: `Decisions in ${STATE_FILE} (edit the file to change them):\n${lines}`,
      choices: [{ value: 'yes', name: 'yes, convert' }, { value: 'no', name: 'no, stop here' }],
      default: 'yes',
    });
  } catch (e) {
    if (e instanceof SurveyCancelled) throw new ToolError('stopped before converting; nothing was written', { exitCode: EXIT.interrupted });
    throw e;
  }
  if (go === 'no') throw new ToolError('stopped before converting; nothing was written', { exitCode: EXIT.interrupted });
}
