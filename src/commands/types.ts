import type { ExitCode } from '../diagnostics/tool-error.js';
import type { Logger } from '../infra/logger.js';

export interface OptionSpec {
  flags: string;
  description: string;
  choices?: string[];
  default?: unknown;
}

/** One command of DESIGN §2: its flags (data) and a run function (the only behaviour). */
export interface CommandSpec {
  name: string;
  description: string;
  /** The bare `platform-convert [dir]` command. */
  isDefault?: boolean;
  options: OptionSpec[];
  run(dir: string, opts: Record<string, unknown>, logger: Logger): Promise<ExitCode>;
}

export function defineCommand(spec: CommandSpec): CommandSpec {
  return spec;
}

/** For commands that a later issue builds: say so in one line, exit 2. */
export function notBuiltYet(name: string) {
  return async (_dir: string, _opts: Record<string, unknown>, logger: Logger): Promise<ExitCode> => {
    logger.error(`platform-convert: '${name}' is not built yet`);
    return 2;
  };
}
