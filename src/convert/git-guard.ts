import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { STATE_FILE } from '../state/parse.js';
import { JOURNAL_DIR } from './journal.js';
import { REPORT_FILE } from './report.js';
import { LOCK_FILE } from './site-lock.js';
import { INPUTS_FILE } from './step-inputs.js';

const run = promisify(execFile);

/**
 * The tool's own bookkeeping, relative to the site root: writing them is what `survey`, `convert`
 * and `verify` are for, so they never make the tree count as having uncommitted work.
 * (THEME_VERIFY.md and THEME_VERIFY/ are named here rather than imported: verify's module loads the
 * browser side.)
 */
export const BOOKKEEPING_FILES = [STATE_FILE, INPUTS_FILE, REPORT_FILE, 'THEME_VERIFY.md', LOCK_FILE];
export const BOOKKEEPING_DIRS = [JOURNAL_DIR, 'THEME_VERIFY'];

/** Is `rel` (site-relative, forward slashes) one of the tool's own files? */
export function isBookkeeping(rel: string): boolean {
  if (BOOKKEEPING_FILES.includes(rel)) return true;
  if (rel.endsWith('.pc-tmp')) return true; // an atomic write's temporary, left by a kill
  return BOOKKEEPING_DIRS.some((d) => rel === d || rel === `${d}/` || rel.startsWith(`${d}/`));
}

/** Paths of `git status --porcelain -z` (relative to the repository top); a rename lists its new path. */
export function porcelainPaths(z: string): string[] {
  const fields = z.split('\0');
  const out: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    if (f.length < 4) continue;
    out.push(f.slice(3));
    if (f[0] === 'R' || f[0] === 'C') i++; // the rename's source path follows as its own field
  }
  return out;
}

/**
 * Uncommitted changes under `root` when it is inside a git work tree (`git status --porcelain`,
 * limited to the site's folder, the tool's own bookkeeping files left out); null when it is not in
 * a work tree or git is not installed.
 */
export async function uncommittedChanges(root: string): Promise<string[] | null> {
  let prefix: string;
  try {
    const inside = await run('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root });
    if (inside.stdout.trim() !== 'true') return null;
    prefix = (await run('git', ['rev-parse', '--show-prefix'], { cwd: root })).stdout.trim();
  } catch {
    return null;
  }
  const { stdout } = await run('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--', '.'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return porcelainPaths(stdout).filter((p) => !isBookkeeping(p.startsWith(prefix) ? p.slice(prefix.length) : p));
}
