/** `convert`: the staged tree, the step pipeline, journal, diff and report (DESIGN §3). */
export { MemoryTree } from './memory-tree.js';
export { runPipeline, type StepOutcome, type PipelineContext } from './pipeline.js';
export { PIPELINE } from './steps.js';
export { runConvert, type ConvertOptions, type ConvertRun } from './run-convert.js';
export { commitJournaled, replayJournal, hasJournal, JOURNAL_DIR, type FileWrite } from './journal.js';
export { unifiedDiff } from './unified-diff.js';
export { renderReport, renderSummary, REPORT_FILE } from './report.js';
export { uncommittedChanges } from './git-guard.js';
export { copySiteTo } from './copy-out.js';
export { printLikeSource } from './print.js';
export type { StagedTree, Change } from './staged-tree.js';
export type { ConvertStep, StepContext, StepResult } from './step.js';
