import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeSite } from '../../../src/analyze/index.js';
import { convertDataLayer } from '../../../src/codemods/data-layer/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { DECISIONS, SURVEY_SURFACES, type Decision } from '../../../src/state/model.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs, type FixtureCase } from '../../helpers/fixture-pairs.js';

/**
 * Surfaces decided `static` or `drop` (issue 4 item 3), as multi-file pairs: a case file holds
 * several site files, each after a `// ==== <path> ====` line; the output shows the same files
 * after the data-layer step (`// ==== <path> (deleted) ====` for a file it removed), then the
 * generated static module when one was written. `<case>.options.json`: `packages` (vendor
 * packages), `decisions` (per survey surface; the rest are dynamic), `files` (context files not
 * shown), `languages` (bilingual sites, e.g. ["en", "ar"] shown through an i18n context file).
 */
interface SurfaceOptions {
  packages?: string[];
  decisions?: Record<string, Decision>;
  files?: Record<string, string>;
}

const MARK = /^\/\/ ==== (.+?)( \(deleted\))? ====\n/gm;

function sections(text: string): [string, string | null][] {
  const heads = [...text.matchAll(MARK)];
  return heads.map((m, i) => [m[1], m[2] ? null : text.slice(m.index! + m[0].length, heads[i + 1]?.index ?? text.length).replace(/\n*$/, '\n')]);
}

export async function runSurfaceCase(input: string, c: FixtureCase): Promise<string> {
  const o = c.options as SurfaceOptions;
  const shown = sections(input);
  if (!shown.length) throw new Error(`${c.name}: no "// ==== <path> ====" section`);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-surface-')), 'site');
  const deps = Object.fromEntries(['react', 'react-dom', 'react-router-dom', ...(o.packages ?? [])].map((p) => [p, '*']));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'case', private: true, type: 'module', dependencies: deps, devDependencies: { vite: '*' } }, null, 2),
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    ...o.files,
  };
  for (const [p, text] of shown) if (text !== null && !/platform-(static|data)\.(js|ts)$/.test(p)) files[p] = text;
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
  const out: string[] = [];
  for (const [p, was] of shown) {
    if (/platform-(static|data)\.(js|ts)$/.test(p)) continue;
    const now = tree.read(p);
    out.push(now === undefined || was === null ? `// ==== ${p} (deleted) ====\n` : `// ==== ${p} ====\n${now.replace(/\n*$/, '\n')}`);
  }
  const staticModule = tree.list().find((p) => /(^|\/)src\/lib\/platform-static\.(js|ts)$/.test(p));
  const staticShown = shown.find(([p]) => /platform-static\.(js|ts)$/.test(p));
  if (staticModule && tree.read(staticModule)) out.push(`// ==== ${staticModule} ====\n${tree.read(staticModule)!.replace(/\n*$/, '\n')}`);
  else if (staticShown?.[1]) out.push(`// ==== ${staticShown[0]} ====\n${staticShown[1]}`);
  return out.join('\n');
}

runFixturePairs('data-layer: static and dropped surfaces', path.join(REPO, 'fixtures', 'codemods', 'data-layer-surfaces'), runSurfaceCase);
