import { Command, CommanderError, Option } from 'commander';
import { createRequire } from 'node:module';
import { EXIT, ToolError, type ExitCode } from './diagnostics/tool-error.js';
import { existsSync } from 'node:fs';
import { createConsoleLogger, type Logger } from './infra/logger.js';
import { COMMANDS } from './commands/registry.js';
import { closest } from './infra/suggest.js';

const require = createRequire(import.meta.url);

function packageVersion(): string {
  for (const p of ['../package.json', '../../package.json']) {
    try {
      const pj = require(p) as { name?: string; version?: string };
      if (pj.name === 'platform-convert') return pj.version ?? '0.0.0';
    } catch {
      /* try the next layout (src/ under tsx, dist/src/ when built) */
    }
  }
  return '0.0.0';
}

/** Build the commander program; every command of DESIGN §2 is declared here and runs from commands/. */
export function buildProgram(logger: Logger, setExit: (code: ExitCode) => void): Command {
  const program = new Command('platform-convert')
    .description('Turn a React/Vite site into a bilingual storefront theme for the platform.')
    .version(packageVersion(), '-V, --version')
    .option('--debug', 'print stack traces for internal errors')
    .option('-q, --quiet', 'print only the report, warnings and errors (no log lines)')
    .option('--verbose', 'print more detail on stderr')
    // Subcommand flags (e.g. `survey --yes`) belong to the subcommand, not to the default command.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });

  for (const spec of COMMANDS) {
    const cmd = spec.isDefault ? program : program.command(spec.name).description(spec.description);
    if (!spec.isDefault) {
      cmd.exitOverride()
        .option('--debug', 'print stack traces for internal errors')
        .option('-q, --quiet', 'print only the report, warnings and errors (no log lines)')
        .option('--verbose', 'print more detail on stderr');
    }
    cmd.argument('[dir]', 'the site folder', '.');
    for (const o of spec.options) {
      const opt = new Option(o.flags, o.description);
      if (o.choices) opt.choices(o.choices);
      if (o.default !== undefined) opt.default(o.default);
      cmd.addOption(opt);
    }
    cmd.action(async (dir: string, opts: Record<string, unknown>) => {
      setExit(await spec.run(dir, opts, logger));
    });
  }
  return program;
}

/**
 * The bare command takes a folder, so a mistyped command (`analyse`) would be read as one: a first
 * word that is no folder and is close to a command name is an unknown command.
 */
function unknownCommand(argv: string[]): string | null {
  const first = argv.slice(2).find((a) => !a.startsWith('-'));
  if (!first || existsSync(first)) return null;
  const names = COMMANDS.filter((c) => !c.isDefault).map((c) => c.name);
  if (names.includes(first)) return null;
  const near = closest(first, names);
  // Anything else is taken as a folder, and a missing folder says so.
  return near ? `unknown command '${first}' (did you mean ${near}?)` : null;
}

/** Run the CLI; returns the exit code and never throws. */
export async function main(argv: string[], given?: Logger): Promise<ExitCode> {
  const quiet = argv.includes('--quiet') || argv.includes('-q');
  const logger = given ?? createConsoleLogger({ quiet, verbose: argv.includes('--verbose') });
  let code: ExitCode = EXIT.ok;
  const program = buildProgram(logger, (c) => (code = c));
  const debug = argv.includes('--debug');
  const unknown = unknownCommand(argv);
  if (unknown) {
    logger.error(`platform-convert: ${unknown}`);
    return EXIT.badInput;
  }
  try {
    await program.parseAsync(argv);
    return code;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      if (err.exitCode === 0) return EXIT.ok;
      return EXIT.badInput;
    }
    if (err instanceof ToolError) {
      logger.error(`platform-convert: ${err.oneLine()}`);
      return err.exitCode;
    }
    const e = err as Error;
    logger.error(`platform-convert: internal error: ${e?.message ?? String(err)}${debug ? '' : ' (run with --debug for the stack)'}`);
    if (debug && e?.stack) logger.error(e.stack);
    return EXIT.errorsRemain;
  }
}

const isEntry = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntry) {
  main(process.argv).then((c) => (process.exitCode = c));
}
