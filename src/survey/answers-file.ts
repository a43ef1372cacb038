import { promises as fsp } from 'node:fs';
import { z } from 'zod';
import { badInput } from '../diagnostics/tool-error.js';
import { DECISIONS, SURVEY_SURFACES, type Decision, type SurveySurface } from '../state/model.js';

/**
 * `--answers file.json`: surface → decision, or surface → { decision, why }. Example:
 * `{ "products": "dynamic", "services": { "decision": "drop", "why": "no services" } }`.
 * Unknown surfaces are errors (a typo must not silently become "unanswered").
 */
const decision = z.enum(DECISIONS);
const answer = z.union([decision, z.strictObject({ decision, why: z.string().optional() })]);
const answersSchema = z.strictObject(Object.fromEntries(SURVEY_SURFACES.map((s) => [s, answer.optional()])));

export type Answers = Partial<Record<SurveySurface, { decision: Decision; why?: string }>>;

export async function readAnswersFile(file: string): Promise<Answers> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (err) {
    throw badInput(`cannot read the answers file (${(err as NodeJS.ErrnoException).code ?? 'error'})`, { file });
  }
  return parseAnswers(text, file);
}

export function parseAnswers(text: string, file: string): Answers {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw badInput(`the answers file is not JSON: ${(err as Error).message}`, { file });
  }
  const result = answersSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    const hint = issue.code === 'unrecognized_keys'
      ? `surfaces are: ${SURVEY_SURFACES.join(', ')}`
      : `use ${DECISIONS.join(', ')}, or { "decision": ..., "why": ... }`;
    throw badInput(`answers file: key \`${key || '(top level)'}\`: ${issue.code === 'unrecognized_keys' ? 'is not a survey surface' : issue.message}`, { file, hint });
  }
  const answers: Answers = {};
  for (const [surface, a] of Object.entries(result.data) as [SurveySurface, z.infer<typeof answer> | undefined][]) {
    if (a === undefined) continue;
    answers[surface] = typeof a === 'string' ? { decision: a } : a;
  }
  return answers;
}
