import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analysisSchema, type Analysis } from '../../src/analyze/types.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/state');

/** A hand-written analysis from fixtures/state/analyses, checked against the contract schema. */
export async function loadAnalysis(name: string): Promise<Analysis> {
  const json = JSON.parse(await readFile(path.join(FIXTURES, 'analyses', `${name}.json`), 'utf8'));
  return analysisSchema.parse(json) as unknown as Analysis;
}

/** A temporary site folder holding only the given files. */
export async function tempSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pc-state-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}
