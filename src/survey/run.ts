import path from 'node:path';
import type { Analysis } from '../analyze/types.js';
import { refused } from '../diagnostics/tool-error.js';
import type { ConversionState, Decision } from '../state/model.js';
import { setDecision, unansweredSurfaces } from '../state/queries.js';
import { readAnswersFile } from './answers-file.js';
import { inquirerPort, SurveyCancelled, type PromptChoice, type PromptPort } from './prompt-port.js';
import { questionFor } from './questions.js';
import type { SurveySurface } from '../state/model.js';

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
  await askInTerminal(state, open, opts.analysis, opts.prompt ?? inquirerPort);
  return state;
}

/** The survey stopped by the person: the state holds the answers given before they left. */
export class SurveyInterrupted extends SurveyCancelled {
  constructor(cause: SurveyCancelled, readonly state: ConversionState, readonly answered: number) {
    super(cause.how, `; ${answered} answer(s) kept in THEME_CONVERSION.md, the rest is asked next time`);
  }
}

const BACK = '<back>';
const WRITE = '<write>';

/**
 * Ask the open questions one by one (with a way back to the previous one), then show every answer
 * and ask once to record them, or to change one. Esc or Ctrl-C stops the survey: the answers given
 * so far are recorded in `state` and a `SurveyInterrupted` (exit 130) carries it to the caller,
 * which saves it.
 */
async function askInTerminal(state: ConversionState, open: SurveySurface[], analysis: Analysis, prompt: PromptPort): Promise<void> {
  const chosen = new Map<SurveySurface, Decision>();
  const record = () => {
    for (const [surface, decision] of chosen) {
      const fallback = questionFor(surface).defaultFor(analysis);
      setDecision(state, surface, decision, `${decision === fallback ? 'chosen (the default)' : 'chosen'} in the survey; ${questionFor(surface).evidenceFor(analysis)}`);
    }
  };
  const ask = async (surface: SurveySurface, index: number, canGoBack: boolean): Promise<Decision | typeof BACK> => {
    const q = questionFor(surface);
    const fallback = q.defaultFor(analysis);
    const choices: PromptChoice<Decision | typeof BACK>[] = (['dynamic', 'static', 'drop'] as const).map((value) => ({
      value,
      name: `${q.choices[value]}${value === fallback ? ' (default)' : ''}`,
      description: `recorded as "${value}"`,
    }));
    if (canGoBack) choices.push({ value: BACK, name: '← back to the previous question' });
    return prompt.select({
      message: q.message,
      note: `(${index + 1} of ${open.length}) Found: ${q.evidenceFor(analysis)}`,
      choices,
      default: chosen.get(surface) ?? fallback,
    });
  };
  try {
    for (let i = 0; i < open.length; ) {
      const answer = await ask(open[i], i, i > 0);
      if (answer === BACK) {
        i -= 1;
        continue;
      }
      chosen.set(open[i], answer);
      i += 1;
    }
    // Review: every answer at once, then record them or change one.
    for (;;) {
      const summary = open.map((s) => `  ${s.padEnd(18)} ${chosen.get(s)!.padEnd(8)} ${questionFor(s).choices[chosen.get(s)!]}`).join('\n');
      const next = await prompt.select<SurveySurface | typeof WRITE>({
        message: 'Record these answers in THEME_CONVERSION.md?',
        note: `Your answers:\n${summary}`,
        choices: [
          { value: WRITE, name: 'yes, record them' },
          ...open.map((s) => ({ value: s, name: `change "${s}"` })),
        ],
        default: WRITE,
      });
      if (next === WRITE) break;
      const answer = await ask(next, open.indexOf(next), false);
      if (answer !== BACK) chosen.set(next, answer);
    }
  } catch (e) {
    // A port that is not ours may end with inquirer's own Ctrl-C error.
    const cancelled = e instanceof SurveyCancelled ? e : e instanceof Error && e.name === 'ExitPromptError' ? new SurveyCancelled('Ctrl-C') : null;
    if (!cancelled) throw e;
    record();
    throw new SurveyInterrupted(cancelled, state, chosen.size);
  }
  record();
}
