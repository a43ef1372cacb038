import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { analyzeSite } from '../../src/analyze/index.js';
import type { StepContext } from '../../src/convert/step.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { loadSite } from '../../src/load/site.js';
import { emptyState } from '../../src/state/index.js';

/**
 * Whole-site codemod cases: `<dir>/<case>/` is the site a step runs on, `<dir>/<case>.expected/`
 * holds every file the step must write, as it must write it.
 */

/** A step context over the case's site: edit-mode load, its analysis, an empty state. */
export async function caseContext(dir: string, name: string): Promise<StepContext & { tree: MemoryTree }> {
  const site = await loadSite(path.join(dir, name), { mode: 'edit' });
  const analysis = await analyzeSite(site);
  return { site, tree: new MemoryTree(site), analysis, state: emptyState(), logger: memoryLogger() };
}

/** Files of `<case>.expected/`, by their path in the site. */
export function expectedFiles(dir: string, name: string): Map<string, string> {
  const root = path.join(dir, `${name}.expected`);
  const out = new Map<string, string>();
  const walk = (at: string) => {
    for (const f of readdirSync(at)) {
      const p = path.join(at, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(path.relative(root, p).split(path.sep).join('/'), readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}
