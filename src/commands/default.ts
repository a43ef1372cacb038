import { whatIsLeft } from '../convert/what-is-left.js';
import type { ExitCode } from '../diagnostics/tool-error.js';
import { outLines } from '../infra/logger.js';
import { convertAndReport, CONVERT_OPTIONS } from './convert.js';
import { defineCommand } from './types.js';

/**
 * `platform-convert [dir]`: the whole flow, resuming from THEME_CONVERSION.md: read the state
 * file, analyze, survey what is unanswered, convert, and print what is left. It takes convert's
 * options: DESIGN §2 names --yes, --answers and --dry-run; a folder outside git needs --force or
 * --out too, since convert refuses to rewrite it in place without.
 */
export default defineCommand({
  name: 'run',
  description: 'the whole flow: analyze, survey what is unanswered, convert, print what is left',
  isDefault: true,
  options: CONVERT_OPTIONS,
  async run(dir, opts, logger): Promise<ExitCode> {
    const run = await convertAndReport(dir, opts, logger);
    // With --dry-run stdout holds the diff alone.
    if (run.dryRun) for (const line of whatIsLeft(run.state)) logger.info(line);
    else outLines(logger, whatIsLeft(run.state));
    return run.exitCode;
  },
});
