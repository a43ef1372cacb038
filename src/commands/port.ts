import path from 'node:path';
import { defineCommand } from './types.js';
import { EXIT } from '../diagnostics/tool-error.js';
import { loadSite } from '../load/site.js';
import { planPort } from '../port/plan.js';
import { applyPortToDisk, portDiff } from '../port/apply.js';
import type { PortResult } from '../port/types.js';
import type { Logger } from '../infra/logger.js';

function summary(r: PortResult, logger: Logger): void {
  logger.info(`port: ${r.kind} source → ${r.routes.length} page(s), ${r.components.length} component(s), ${r.dataModules.length} data module(s)`);
  for (const x of r.routes) logger.info(`  ${x.route.padEnd(24)} ${x.file}  (from ${x.source})`);
  for (const d of r.deadLinks) logger.info(`  link ${d.file}:${d.line}: ${d.href} goes nowhere${d.fixedTo ? `; fixed to ${d.fixedTo}` : ''}`);
  for (const g of r.gapFillCandidates) logger.info(`  gap-fill candidate: ${g}`);
  for (const l of r.limitations) logger.info(`  limitation ${l.file}:${l.line}: ${l.what} (${l.why})`);
  for (const q of r.openQuestions) logger.info(`  open question: ${q}`);
  for (const n of r.notes) logger.info(`  note ${n.file}:${n.line}: ${n.message}`);
  for (const s of r.serverFiles) logger.info(`  server file left for the server step: ${s}`);
}

export default defineCommand({
  name: 'port',
  description: 'port a plain-HTML or Express + EJS site to a React + Vite app',
  options: [
    { flags: '--out <dir>', description: 'write the ported app to DIR (a copy) instead of in place' },
    { flags: '--dry-run', description: 'print what would change (unified diff) and write nothing' },
    { flags: '--json', description: 'print the port result as JSON on stdout' },
  ],
  async run(dir, opts, logger) {
    const site = await loadSite(dir);
    const result = planPort(site);
    const json = () => logger.out(JSON.stringify({ ...result, files: result.files.map((f) => ('text' in f ? { path: f.path } : f)) }, null, 2));
    if (result.kind === 'none') {
      logger.info('port: nothing to port (no plain-HTML or server-template source found; a React site needs no port)');
      if (opts.json) json();
      return EXIT.ok;
    }
    if (opts.dryRun) {
      if (opts.json) json();
      else logger.out(await portDiff(site.root, result));
      summary(result, logger);
      logger.info('port: dry run, nothing written');
      return EXIT.ok;
    }
    const out = typeof opts.out === 'string' ? path.resolve(opts.out) : site.root;
    await applyPortToDisk(site.root, result, out);
    if (opts.json) json();
    summary(result, logger);
    logger.info(`port: wrote ${result.files.length} file(s)${result.deletes.length ? `, removed ${result.deletes.length}` : ''} in ${out}`);
    return EXIT.ok;
  },
});
