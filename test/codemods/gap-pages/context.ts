import { afterEach } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';

const temps: ThemeDir[] = [];
afterEach(async () => { for (const t of temps.splice(0)) await t.cleanup(); });

/** A step context over a small site written to a temp folder, every missing canonical page to build (or to drop). */
export async function gapContext(files: Record<string, string>, name: string, action: 'build' | 'drop' = 'build') {
  const tmp = await writeToTemp(files, name);
  temps.push(tmp);
  const site = await loadSite(tmp.dir, { mode: 'edit' });
  const analysis = await analyzeSite(site);
  const state = emptyState();
  state.missingPages = analysis.missingCanonical.map((canonical) => ({ canonical, action }));
  return { site, tree: new MemoryTree(site), analysis, state, logger: memoryLogger() };
}
