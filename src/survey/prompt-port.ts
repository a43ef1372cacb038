import { EXIT, ToolError } from '../diagnostics/tool-error.js';

/** One choice of a survey prompt. */
export interface PromptChoice<V extends string = string> {
  value: V;
  name: string;
  description?: string;
}

export interface PromptQuestion<V extends string = string> {
  /** The question, one line. */
  message: string;
  /** Shown above the question on lines of their own (the evidence), never glued to the answer. */
  note?: string;
  choices: PromptChoice<V>[];
  default: V;
}

/** What the survey needs from a terminal: one choice among a few. Tests script it. */
export interface PromptPort {
  /** Resolves with the chosen value; rejects with `SurveyCancelled` on Esc or Ctrl-C. */
  select<V extends string>(q: PromptQuestion<V>): Promise<V>;
}

/** The person left the survey (Esc or Ctrl-C): the answers given so far are kept, exit 130. */
export class SurveyCancelled extends ToolError {
  constructor(readonly how: string, detail = '') {
    super(`survey cancelled (${how})${detail}`, { exitCode: EXIT.interrupted });
  }
}

/**
 * The real port: @inquirer/prompts `select`, loaded only when a person is asked. The evidence is
 * written on stderr before the prompt so the chosen answer is printed after the question alone.
 * Esc cancels (inquirer only moves the cursor on it) through the prompt's abort signal.
 */
export const inquirerPort: PromptPort = {
  async select<V extends string>(q: PromptQuestion<V>): Promise<V> {
    const { select } = await import('@inquirer/prompts');
    if (q.note) process.stderr.write(`\n${q.note}\n`);
    const controller = new AbortController();
    const onKey = (_: unknown, key: { name?: string } | undefined) => {
      if (key?.name === 'escape') controller.abort();
    };
    process.stdin.on('keypress', onKey);
    try {
      return await select<V>({ message: q.message, choices: q.choices, default: q.default, loop: false }, { signal: controller.signal, output: process.stderr });
    } catch (e) {
      const name = (e as Error).name;
      if (name === 'AbortPromptError') throw new SurveyCancelled('Esc');
      if (name === 'ExitPromptError') throw new SurveyCancelled('Ctrl-C');
      throw e;
    } finally {
      process.stdin.off('keypress', onKey);
    }
  },
};
