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
  /**
   * Exported functions of the generated helper module to show after the case file's output (under
   * SHOW_MARK): for cases whose point is how the helper reads SDK data back for this source.
   */
  showHelper?: string[];
}

export const SHOW_MARK = '// ---- generated helper module:';

/** The text of `export function <name>(...) {...}` in the helper module (up to its closing line). */
function helperFunction(text: string, name: string): string {
  const start = text.indexOf(`export function ${name}(`);
  if (start < 0) return `// (no export function ${name})`;
  const end = text.indexOf('\n}\n', start);
  return text.slice(start, end < 0 ? undefined : end + 2);
}

/**
 * The data-layer step run on a tiny real site made of `files`, with a package.json listing React and
 * `packages` and an index.html unless `files` has its own, and the survey answers (all dynamic
 * unless `decisions` says otherwise): the real analyzer finds the sites, the step rewrites in memory.
 */
export async function convertFiles(files: Record<string, string>, o: { packages?: string[]; decisions?: Record<string, Decision>; caseName?: string } = {}) {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-dlcase-')), 'site');
  const deps = Object.fromEntries(['react', 'react-dom', ...(o.packages ?? [])].map((p) => [p, '*']));
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'case', private: true, type: 'module', dependencies: deps, devDependencies: { vite: '*' } }, null, 2),
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    ...files,
  };
  for (const [p, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    writeFileSync(path.join(dir, p), text);
  }
  const site = await loadSite(dir, { mode: 'edit' });
  const analysis = await analyzeSite(site);
  const state = emptyState();
  state.decisions = SURVEY_SURFACES.map((surface) => {
    const d = o.decisions?.[surface];
    if (d !== undefined && !DECISIONS.includes(d)) throw new Error(`${o.caseName ?? 'case'}.options.json: decision ${d} for ${surface}`);
    return { surface, decision: d ?? 'dynamic', why: 'fixture' };
  });
  const tree = new MemoryTree(site);
  const out = convertDataLayer(tree, analysis, state);
  return { tree, out };
}

export async function runCase(shown: string, c: FixtureCase): Promise<string> {
  const o = c.options as CaseOptions;
  // A second run starts from the output: the shown helper text is not part of the site.
  const mark = shown.indexOf(`\n${SHOW_MARK}`);
  const input = mark < 0 ? shown : `${shown.slice(0, mark).replace(/\n+$/, '')}\n`;
  const rel = o.path ?? `src/pages/${c.name.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}.${c.ext}`;
  const { tree, out } = await convertFiles({ ...o.files, [rel]: input }, { packages: o.packages, decisions: o.decisions, caseName: c.name });
  const text = tree.read(rel) ?? '';
  if (!o.showHelper?.length) return text;
  const helper = tree.list().find((p) => /(^|\/)src\/lib\/platform-data\.(js|ts)$/.test(p));
  // No helper module written by this run (a second run over converted code): the shown part stays as it was.
  if (!helper || !out.changedFiles.length) return mark < 0 ? text : `${text.replace(/\n+$/, '')}\n${shown.slice(mark)}`;
  const helperText = tree.read(helper) ?? '';
  const shownFns = o.showHelper.map((name) => `${SHOW_MARK} ${name} ----\n${helperFunction(helperText, name)}`);
  return `${text.replace(/\n+$/, '')}\n\n${shownFns.join('\n\n')}\n`;
}
