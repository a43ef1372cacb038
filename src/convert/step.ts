import type { Analysis, Limitation } from '../analyze/types.js';
import type { Site } from '../load/site.js';
import type { Logger } from '../infra/logger.js';
import type { ConversionState } from '../state/model.js';
import type { StagedTree } from './staged-tree.js';

/**
 * One named, idempotent conversion step (DESIGN §3, STYLE "A codemod step"). A step declares what
 * it needs, edits only the staged tree, never touches the disk and never branches on dry-run.
 */
export type StepNeed = 'analysis' | 'decisions';
export type StepStatusResult = 'unnecessary' | 'applied' | 'partial' | 'skipped' | 'failed';

export interface StepContext {
  site: Site;
  tree: StagedTree;
  analysis: Analysis;
  state: ConversionState;
  logger: Logger;
}

export interface StepResult {
  status: StepStatusResult;
  limitations?: Limitation[];
  openQuestions?: string[];
  notes?: string[];
}

export interface ConvertStep {
  id: string;
  description: string;
  needs: StepNeed[];
  run(ctx: StepContext): Promise<StepResult> | StepResult;
}

export const defineStep = (s: ConvertStep): ConvertStep => s;
