import path from 'node:path';
import { badInput, EXIT } from '../diagnostics/tool-error.js';
import { pathExists } from '../infra/fs.js';
import { outLines } from '../infra/logger.js';
import { defineCommand } from './types.js';

/** `platform-convert status [dir] [--json]`: progress and what is open, from the state file only. */
export default defineCommand({
  name: 'status',
  description: 'steps done and pending, surface decisions, open questions and limitations, from THEME_CONVERSION.md',
  options: [{ flags: '--json', description: 'print the status as JSON on stdout' }],
  async run(dir, opts, logger) {
    const { formatSummary, readState, STATE_FILE, summarize } = await import('../state/index.js');
    const root = path.resolve(dir);
    if (!(await pathExists(root))) throw badInput(`no such folder: ${dir}`, { hint: 'give the path of the site' });
    const read = await readState(root);
    const file = path.join(dir, STATE_FILE);
    if (!read) {
      if (opts.json) logger.out(JSON.stringify({ stateFile: null, converted: false }, null, 2));
      else logger.out(`nothing converted yet (no ${file}); run \`platform-convert survey\` or \`platform-convert\``);
      return EXIT.ok;
    }
    const summary = summarize(read.state, file);
    if (opts.json) logger.out(JSON.stringify({ ...summary, converted: summary.steps.done.length > 0 }, null, 2));
    else outLines(logger, formatSummary(summary));
    return EXIT.ok;
  },
});
