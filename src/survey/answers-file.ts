import { promises as fsp } from 'node:fs';
import { z } from 'zod';
import { badInput, ToolError } from '../diagnostics/tool-error.js';
import { DECISIONS, SURVEY_SURFACES, type Decision, type SurveySurface } from '../state/model.js';

/**
 * `--answers file.json`: surface → decision, or surface → { decision, why }. Example:
 * `{ "products": "dynamic", "services": { "decision": "drop", "why": "no services" } }`.
 * Unknown surfaces are errors (a typo must not silently become "unanswered").
 */
const decision = z.enum(DECISIONS);
/** A `why` is a sentence or a short paragraph; anything longer is not an answer (and would bloat the state file). */
export const MAX_WHY_CHARS = 2000;
/** A whole answers file: eleven surfaces with their reasons fit in far less. */
export const MAX_ANSWERS_BYTES = 64 * 1024;
// A bare string is shorthand for { decision }; one object shape keeps zod's errors precise.
const answer = z.preprocess(
  (v) => (typeof v === 'string' ? { decision: v } : v),
  z.strictObject({ decision, why: z.string().max(MAX_WHY_CHARS, `a why is at most ${MAX_WHY_CHARS} characters`).optional() }),
);
const answersSchema = z.strictObject(Object.fromEntries(SURVEY_SURFACES.map((s) => [s, answer.optional()])));

export type Answers = Partial<Record<SurveySurface, { decision: Decision; why?: string }>>;

export async function readAnswersFile(file: string): Promise<Answers> {
  let text: string;
  try {
    // Sized before it is read: a huge file is refused without holding it in memory.
    const { size } = await fsp.stat(file);
    if (size > MAX_ANSWERS_BYTES) throw badInput(`the answers file is ${size} bytes; an answers file is at most ${MAX_ANSWERS_BYTES}`, { file, hint: 'keep each why to a few sentences' });
    text = await fsp.readFile(file, 'utf8');
  } catch (err) {
    if (err instanceof ToolError) throw err;
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
  if (!result.success) throw answersError(result.error.issues[0], json, file);
  const answers: Answers = {};
  for (const [surface, a] of Object.entries(result.data) as [SurveySurface, z.infer<typeof answer> | undefined][]) {
    if (a !== undefined) answers[surface] = a;
  }
  return answers;
}

/** One line naming the offending key, e.g. key `brand`: Invalid option: expected one of ... */
function answersError(issue: z.core.$ZodIssue, json: unknown, file: string) {
  const raw = issue.path.length ? (json as Record<string, unknown>)[String(issue.path[0])] : undefined;
  // For the shorthand `"brand": "maybe"` the key is `brand`, not the `brand.decision` zod saw.
  const at = typeof raw === 'string' ? issue.path.slice(0, 1) : issue.path;
  if (issue.code === 'unrecognized_keys') {
    const topLevel = at.length === 0;
    const key = [...at, issue.keys[0]].join('.');
    return badInput(`answers file: key \`${key}\` is not ${topLevel ? 'a survey surface' : 'a known field'}`, {
      file, hint: topLevel ? `surfaces are: ${SURVEY_SURFACES.join(', ')}` : 'an answer object has `decision` and `why`',
    });
  }
  return badInput(`answers file: key \`${at.join('.') || '(top level)'}\`: ${issue.message}`, {
    file, hint: `use ${DECISIONS.join(', ')}, or { "decision": ..., "why": ... }`,
  });
}
