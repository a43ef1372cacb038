import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeSite } from '../../../src/analyze/index.js';
import { convertDataLayer } from '../../../src/codemods/data-layer/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { DECISIONS, SURVEY_SURFACES, type Decision } from '../../../src/state/model.js';
import type { FixtureCase } from '../../helpers/fixture-pairs.js';

/**
 * One data-layer fixture case as a tiny real site: the case file (at `options.path`, default
 * `src/pages/<Case>.<ext>`), the context files of `options.files` (a bootstrap client, a query
 * client...), a package.json naming the vendor's packages, and the survey answers (all dynamic
 * unless `options.decisions` says otherwise). The real analyzer finds the sites; the step rewrites.
 */
export interface CaseOptions {
  path?: string;
  files?: Record<string, string>;
  packages?: string[];
  decisions?: Record<string, Decision>;
}

export async function runCase(input: string, c: FixtureCase): Promise<string> {
  const o = c.options as CaseOptions;
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-dlcase-')), 'site');
  const rel = o.path ?? `src/pages/${c.name.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}.${c.ext}`;
  const deps = Object.fromEntries(['react', 'react-dom', ...(o.packages ?? [])].map((p) => [p, '*']));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'case', private: true, type: 'module', dependencies: deps, devDependencies: { vite: '*' } }, null, 2),
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    ...o.files,
    [rel]: input,
  };
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    writeFileSync(path.join(dir, p), text);
  }
  const site = await loadSite(dir, { mode: 'edit' });
  const analysis = await analyzeSite(site);
  const state = emptyState();
  state.decisions = SURVEY_SURFACES.map((surface) => {
    const d = o.decisions?.[surface];
    if (d !== undefined && !DECISIONS.includes(d)) throw new Error(`${c.name}.options.json: decision ${d} for ${surface}`);
    return { surface, decision: d ?? 'dynamic', why: 'fixture' };
  });
  const tree = new MemoryTree(site);
  convertDataLayer(tree, analysis, state);
  return tree.read(rel) ?? '';
}
