import { EXIT, ToolError } from '../diagnostics/tool-error.js';
import type { ConversionState } from '../state/model.js';

/**
 * Ctrl-C at a survey prompt (DESIGN §2: 130, state saved). It carries the state with the answers
 * given so far; the command that ran the survey writes it to THEME_CONVERSION.md and ends with 130.
 */
export class SurveyInterrupted extends ToolError {
  constructor(readonly state: ConversionState, answered: number) {
    super(`interrupted in the survey; ${answered} answer(s) given so far are saved in THEME_CONVERSION.md, the rest will be asked next time`, { exitCode: EXIT.interrupted });
    this.name = 'SurveyInterrupted';
  }
}

/** @inquirer/prompts ends a prompt closed with Ctrl-C by rejecting with an ExitPromptError. */
export const isPromptExit = (err: unknown): boolean => err instanceof Error && err.name === 'ExitPromptError';
