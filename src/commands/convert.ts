import type { Logger } from '../infra/logger.js';
import type { ExitCode } from '../diagnostics/tool-error.js';
import { defineCommand, type OptionSpec } from './types.js';

export const CONVERT_OPTIONS: OptionSpec[] = [
  { flags: '--dry-run', description: 'write nothing; print a unified diff (stdout) and the report (stderr)' },
  { flags: '--yes', description: 'answer unanswered survey questions with their defaults' },
  { flags: '--answers <file>', description: 'JSON file of surface decisions' },
  { flags: '--out <dir>', description: 'copy the source to DIR first and convert the copy' },
  { flags: '--force', description: 'convert even when the git work tree has uncommitted changes' },
  { flags: '--app <dir>', description: 'the app folder to convert when the repository holds several (default: the storefront app)' },
];

/** Shared by `convert` and the default command: run, print the report, return the exit code. */
export async function convertAndReport(dir: string, opts: Record<string, unknown>, logger: Logger) {
  // Loaded here, not at start-up: the whole conversion pipeline.
  const { runConvert } = await import('../convert/run-convert.js');
  const { REPORT_FILE } = await import('../convert/report.js');
  const run = await runConvert(dir, {
    dryRun: opts.dryRun === true,
    yes: opts.yes === true,
    answers: typeof opts.answers === 'string' ? opts.answers : undefined,
    out: typeof opts.out === 'string' ? opts.out : undefined,
    force: opts.force === true,
    app: typeof opts.app === 'string' ? opts.app : undefined,
  }, logger);
  const counters = await import('../infra/counters.js');
  if (counters.countsEnabled()) process.stderr.write(`counts: ${counters.countsLine()}\n`);
  if (run.dryRun) {
    // DESIGN §2: only the diff on stdout (it pipes into `git apply`), the summary on stderr.
    logger.info(run.summary.trimEnd());
    if (run.diff) logger.out(run.diff);
    logger.info('dry run: nothing was written');
    return run;
  }
  logger.out(run.summary.trimEnd());
  if (run.committed) logger.info(`wrote ${run.changes.length} file(s) and ${REPORT_FILE} in ${run.root}`);
  else logger.info('nothing to change');
  return run;
}

export default defineCommand({
  name: 'convert',
  description: 'apply the recorded decisions: run the conversion steps on a staged copy and commit it safely',
  options: CONVERT_OPTIONS,
  async run(dir, opts, logger): Promise<ExitCode> {
    return (await convertAndReport(dir, opts, logger)).exitCode;
  },
});
