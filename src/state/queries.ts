import { SURVEY_SURFACES, type ConversionState, type Decision, type StepStatus, type SurveySurface } from './model.js';

/** Small helpers other parts use to read and update the state without reaching into arrays. */
export function decisionFor(state: ConversionState, surface: SurveySurface): Decision | null {
  return state.decisions.find((d) => d.surface === surface)?.decision ?? null;
}

export function unansweredSurfaces(state: ConversionState): SurveySurface[] {
  return SURVEY_SURFACES.filter((s) => !state.decisions.some((d) => d.surface === s));
}

/** Record a decision; decisions stay in survey order. */
export function setDecision(state: ConversionState, surface: SurveySurface, decision: Decision, why: string): void {
  const others = state.decisions.filter((d) => d.surface !== surface);
  state.decisions = [...others, { surface, decision, why }]
    .sort((a, b) => SURVEY_SURFACES.indexOf(a.surface) - SURVEY_SURFACES.indexOf(b.surface));
}

/** Mark a step; a new step is appended (pipeline order is the order steps first report). */
export function setProgress(state: ConversionState, step: string, status: StepStatus, note?: string): void {
  const entry = { step, status, ...(note ? { note } : {}) };
  const i = state.progress.findIndex((p) => p.step === step);
  if (i >= 0) state.progress[i] = entry;
  else state.progress.push(entry);
}
