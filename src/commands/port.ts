import path from 'node:path';
import { defineCommand } from './types.js';
import { EXIT } from '../diagnostics/tool-error.js';
import type { PortResult } from '../port/types.js';
import type { Logger } from '../infra/logger.js';

/** The port's report; on stdout, except after a dry run's diff (stdout holds the diff alone). */
function summary(r: PortResult, logger: Logger, toStdout = true): void {
  const lines: string[] = [];
  lines.push(`port: ${r.kind} source → ${r.routes.length} page(s), ${r.components.length} component(s), ${r.dataModules.length} data module(s)`);
  for (const x of r.routes) lines.push(`  ${x.route.padEnd(24)} ${x.file}  (from ${x.source})`);
  for (const d of r.deadLinks) lines.push(`  link ${d.file}:${d.line}: ${d.href} goes nowhere${d.fixedTo ? `; fixed to ${d.fixedTo}` : ''}`);
  for (const g of r.gapFillCandidates) lines.push(`  gap-fill candidate: ${g}`);
  for (const l of r.limitations) lines.push(`  limitation ${l.file}:${l.line}: ${l.what} (${l.why})`);
  for (const q of r.openQuestions) lines.push(`  open question: ${q}`);
  for (const n of r.notes) lines.push(`  note ${n.file}:${n.line}: ${n.message}`);
  for (const s of r.serverFiles) lines.push(`  server file left for the server step: ${s}`);
  if (toStdout) logger.out(lines.join('\n') + '\n');
  else for (const l of lines) logger.info(l);
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
    // Loaded here, not at start-up: parse5 and the port planners.
    const { loadSite } = await import('../load/site.js');
    const { planPort } = await import('../port/plan.js');
    const { applyPortToDisk, portDiff } = await import('../port/apply.js');
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
      summary(result, logger, false);
      logger.info('port: dry run, nothing written');
      return EXIT.ok;
    }
    const out = typeof opts.out === 'string' ? path.resolve(opts.out) : site.root;
    await applyPortToDisk(site.root, result, out);
    if (opts.json) json();
    summary(result, logger, !opts.json);
    logger.info(`port: wrote ${result.files.length} file(s)${result.deletes.length ? `, removed ${result.deletes.length}` : ''} in ${out}`);
    return EXIT.ok;
  },
});
