import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Uncommitted changes under `root` when it is inside a git work tree (`git status --porcelain`,
 * limited to the site's folder); null when it is not in a work tree or git is not installed.
 */
export async function uncommittedChanges(root: string): Promise<string[] | null> {
  try {
    const inside = await run('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root });
    if (inside.stdout.trim() !== 'true') return null;
  } catch {
    return null;
  }
  const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all', '--', '.'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout.split('\n').filter((l) => l.trim() !== '');
}
