/**
 * How to start platform-convert: the built launcher (bin/platform-convert.js) when dist/ is at
 * least as new as every source file, else the sources through tsx (so a run never measures a
 * stale build).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Newest modification time (ms) of the .ts files under a folder; 0 when none. */
function newestTs(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith('.ts')) newest = Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return newest;
}

export interface CliLauncher {
  /** Node arguments before the command name, e.g. [bin] or ['--import', tsx, src/cli.ts]. */
  nodeArgs: string[];
  describe: string;
}

export function cliLauncher(repo: string): CliLauncher {
  // The CLI bundle is the last thing `npm run build` writes (tsc alone leaves it stale).
  const built = path.join(repo, 'dist/cli/cli.js');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourceAt = Math.max(newestTs(path.join(repo, 'src')), newestTs(path.join(repo, 'rules')));
  if (builtAt > 0 && builtAt >= sourceAt) {
    return { nodeArgs: [path.join(repo, 'bin/platform-convert.js')], describe: 'bin/platform-convert.js (dist is current)' };
  }
  // The loader is passed as a file URL so it resolves from any working directory.
  const tsx = import.meta.resolve('tsx');
  return {
    nodeArgs: ['--import', tsx, path.join(repo, 'src/cli.ts')],
    describe: `src/cli.ts through tsx (${builtAt ? 'dist is older than the sources' : 'no dist/ build'})`,
  };
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
