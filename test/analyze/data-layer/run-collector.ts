import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { kindOf, type SiteFile } from '../../../src/load/files.js';
import { Site } from '../../../src/load/site.js';
import { walk } from '../../../src/rule-kit/walk.js';
import { createDataLayerCollector, type DataLayerFacts } from '../../../src/analyze/data-layer/index.js';

/** Build an in-memory site from `{ path: text }` and run the data-layer collector through the shared walker. */
export function runDataLayer(sources: Record<string, string>, opts: { root?: string; packageJson?: Record<string, unknown>; mode?: 'analyze' | 'edit' } = {}): { facts: DataLayerFacts; site: Site } {
  const root = opts.root ?? '/virtual-site';
  const files: SiteFile[] = Object.entries(sources).map(([p, text]) => ({ path: p, abs: path.join(root, p), kind: kindOf(p), size: text.length, text }));
  const site = new Site(root, opts.mode ?? 'analyze', files, []);
  site.aliases.set('@', 'src');
  if (opts.packageJson) site.packageJsons.set('', opts.packageJson);
  const collector = createDataLayerCollector();
  for (const f of site.scripts) {
    const ast = site.ast(f.path);
    if (!ast) throw new Error(`${f.path} does not parse: ${site.diagnostics.map((d) => `${d.line}: ${d.message}`).join('; ')}`);
    const v = collector.visitFile(f, ast, site);
    if (v) walk(ast, [v]);
    // As the orchestrator does: summarize, then drop the tree (analyze mode).
    collector.endFile?.(f, site);
    site.release(f.path);
  }
  return { facts: collector.finish(site), site };
}

/** Every file under a folder, as `{ relative path: text }`. */
export async function readTree(dir: string, base = dir, out: Record<string, string> = {}): Promise<Record<string, string>> {
  for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) await readTree(abs, base, out);
    else out[path.relative(base, abs).split(path.sep).join('/')] = await fsp.readFile(abs, 'utf8');
  }
  return out;
}
