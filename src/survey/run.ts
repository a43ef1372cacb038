import path from 'node:path';
import type { Analysis } from '../analyze/types.js';
import { refused } from '../diagnostics/tool-error.js';
import type { ConversionState, Decision } from '../state/model.js';
import { setDecision, unansweredSurfaces } from '../state/queries.js';
import { readAnswersFile } from './answers-file.js';
import { inquirerPort, type PromptPort } from './prompt-port.js';
import { isPromptExit, SurveyInterrupted } from './interrupted.js';
import { questionFor } from './questions.js';

export interface SurveyOptions {
  analysis: Analysis;
  state: ConversionState;
  /** Take the default of every question still open. */
  yes?: boolean;
  /** Path of a JSON answers file (see answers-file.ts). */
  answers?: string;
  prompt?: PromptPort;
  /** Whether a person can be asked; defaults to `process.stdin.isTTY`. */
  isTTY?: boolean;
}

/**
 * Ask every surface that the state file has not answered yet, and return the state with the
 * answers recorded. Order of sources: the state file (hand edits win, never asked again), then
 * the answers file, then `--yes` defaults, then a person at a terminal. With none of these for a
 * question still open, the survey is refused (exit 3, DESIGN §2): nothing is guessed.
 */
export async function runSurvey(opts: SurveyOptions): Promise<ConversionState> {
  const state: ConversionState = { ...opts.state, decisions: opts.state.decisions.map((d) => ({ ...d })) };
  let open = unansweredSurfaces(state);
  if (open.length === 0) return state;

  if (opts.answers) {
    const answers = await readAnswersFile(opts.answers);
    const from = path.basename(opts.answers);
    for (const surface of open) {
      const a = answers[surface];
      if (a) setDecision(state, surface, a.decision, a.why ?? `from ${from}; ${questionFor(surface).evidenceFor(opts.analysis)}`);
    }
    open = unansweredSurfaces(state);
  }

  if (open.length && opts.yes) {
    for (const surface of open) {
      const q = questionFor(surface);
      setDecision(state, surface, q.defaultFor(opts.analysis), `survey default; ${q.evidenceFor(opts.analysis)}`);
    }
    open = [];
  }

  if (open.length === 0) return state;
  const isTTY = opts.isTTY ?? Boolean(process.stdin.isTTY);
  if (!isTTY) {
    throw refused(`the survey has ${open.length} unanswered question(s) (${open.join(', ')}) and there is no terminal to ask`, {
      hint: 'pass --yes to take the defaults, or --answers <file.json>',
    });
  }
  const prompt = opts.prompt ?? inquirerPort;
  let answered = 0;
  for (const surface of open) {
    const q = questionFor(surface);
    const fallback = q.defaultFor(opts.analysis);
    const evidence = q.evidenceFor(opts.analysis);
    let decision: Decision;
    try {
      decision = await prompt.select({
        message: `${q.message}\n  Found: ${evidence}`,
        choices: (['dynamic', 'static', 'drop'] as const).map((value) => ({
          value,
          name: `${value}${value === fallback ? ' (default)' : ''}`,
          description: q.choices[value],
        })),
        default: fallback,
      });
    } catch (err) {
      if (isPromptExit(err)) throw new SurveyInterrupted(state, answered);
      throw err;
    }
    answered++;
    setDecision(state, surface, decision, `${decision === fallback ? 'chosen (the default)' : 'chosen'} in the survey; ${evidence}`);
  }
  return state;
}
