import path from 'node:path';
import { DECISIONS, SURVEY_SURFACES, type Decision } from '../../../src/state/model.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs, type FixtureCase } from '../../helpers/fixture-pairs.js';
import { convertFiles } from './run-case.js';

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
  const files: Record<string, string> = { ...o.files };
  for (const [p, text] of shown) if (text !== null && !/platform-(static|data)\.(js|ts)$/.test(p)) files[p] = text;
  const { tree } = await convertFiles(files, { packages: ['react-router-dom', ...(o.packages ?? [])], decisions: o.decisions, caseName: c.name });
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
