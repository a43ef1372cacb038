import { main } from '../../src/cli.js';
import { memoryLogger } from '../../src/infra/logger.js';

/** Run the CLI in-process; returns the exit code, stderr lines and stdout text. */
export async function runCli(args: string[]) {
  const logger = memoryLogger();
  const code = await main(['node', 'platform-convert', ...args], logger);
  return { code, stderr: logger.lines.join('\n'), stdout: logger.stdout.join('') };
}
