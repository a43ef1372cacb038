import { z } from 'zod';
import type { StagedTree } from './staged-tree.js';

/**
 * The files each finished step read or wrote, kept beside THEME_CONVERSION.md so its Progress
 * table stays readable (it shows only the inputs hash and a count). A re-run hashes these files
 * again to tell whether a step has anything new to do. Losing or editing this file is harmless:
 * a step without a matching record simply runs again, and every step is idempotent.
 */
export const INPUTS_FILE = 'THEME_CONVERSION.inputs.json';

const recordSchema = z.record(z.string(), z.object({ hash: z.string().regex(/^[0-9a-f]{12}$/), files: z.array(z.string()) }));
export type StepInputs = z.infer<typeof recordSchema>;

/** The recorded inputs of the last run, or none when the file is absent or not ours any more. */
export function readStepInputs(tree: StagedTree): { inputs: StepInputs; problem?: string } {
  if (!tree.exists(INPUTS_FILE)) return { inputs: {} };
  const text = tree.read(INPUTS_FILE) ?? '';
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { inputs: parsed.data };
    return { inputs: {}, problem: `${INPUTS_FILE}: not the expected shape (${parsed.error.issues[0]?.message ?? 'invalid'}); every step runs again` };
  } catch (err) {
    return { inputs: {}, problem: `${INPUTS_FILE}: ${(err as Error).message}; every step runs again` };
  }
}

/** The file's text: steps in pipeline order, two-space JSON, a final newline. */
export function stepInputsText(inputs: StepInputs): string {
  return `${JSON.stringify(inputs, null, 2)}\n`;
}
