import path from 'node:path';
import { analyzeSite } from '../../../src/analyze/index.js';
import type { StepContext } from '../../../src/convert/step.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { REPO } from '../../helpers/build-theme.js';

export const CASES = path.join(REPO, 'fixtures', 'codemods', 'vendor-removal');

/** A step context over a fixture case folder: the real loader, analyzer and staged tree (nothing is written). */
export async function caseContext(name: string): Promise<StepContext & { tree: MemoryTree }> {
  const site = await loadSite(path.join(CASES, name), { mode: 'edit' });
  const analysis = await analyzeSite(site);
  return { site, tree: new MemoryTree(site), analysis, state: emptyState(), logger: memoryLogger() };
}
