import type { ConversionState } from '../state/model.js';

/** One short paragraph: steps not done, open questions, limitations (for the default command). */
export function whatIsLeft(state: ConversionState): string[] {
  const open = state.progress.filter((p) => p.status !== 'done');
  const lines: string[] = [];
  lines.push(open.length ? `steps not done: ${open.map((p) => `${p.step} (${p.status})`).join(', ')}` : 'every built step is done');
  if (state.openQuestions.length) lines.push(`open questions (${state.openQuestions.length}):`, ...state.openQuestions.map((q) => `  - ${q}`));
  if (state.limitations.length) lines.push(`limitations: ${state.limitations.length} (see THEME_CONVERSION.md)`);
  return lines;
}
