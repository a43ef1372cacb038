import type { Decision } from '../state/model.js';

/** What the survey needs from a terminal: one choice among three. Tests script it. */
export interface PromptChoice {
  value: Decision;
  name: string;
  description?: string;
}

export interface PromptPort {
  select(q: { message: string; choices: PromptChoice[]; default: Decision }): Promise<Decision>;
}

/** The real port: @inquirer/prompts `select`, loaded only when a person is asked. */
export const inquirerPort: PromptPort = {
  async select(q) {
    const { select } = await import('@inquirer/prompts');
    return select<Decision>({ message: q.message, choices: q.choices, default: q.default });
  },
};
