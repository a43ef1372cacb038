import path from 'node:path';
import { ToolError } from '../diagnostics/tool-error.js';
import { writeFileAtomic } from '../infra/fs.js';
import { acquireSiteLock } from '../convert/site-lock.js';
import type { ConversionState } from './model.js';
import { STATE_FILE } from './parse.js';
import { readState } from './read.js';
import { serializeState } from './write.js';

export type StateUpdate =
  | { outcome: 'written' | 'unchanged'; file: string }
  /** The lock was refused (another live run holds the site, or it is not writable): nothing written. */
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'absent' };

/**
 * Change THEME_CONVERSION.md from a command that otherwise only reads the site (verify, check):
 * under the site's lock, so a convert writing the same file at the same time neither loses this
 * change nor has its own overwritten. The file is read inside the lock, so hand edits made since
 * the command started are kept. `dirs` are tried in order; the first that has a state file is
 * used, and the lock is taken on `lockRoot` (the folder convert locks).
 */
export async function updateStateFile(
  lockRoot: string,
  dirs: string[],
  command: string,
  change: (state: ConversionState) => void,
): Promise<StateUpdate> {
  let lock;
  try {
    lock = await acquireSiteLock(lockRoot, command);
  } catch (e) {
    // Refused: the caller's product (a report) stands; only its note in the state file waits.
    if (e instanceof ToolError) return { outcome: 'skipped', reason: e.message };
    throw e;
  }
  try {
    for (const dir of dirs) {
      const read = await readState(dir);
      if (!read) continue;
      const file = path.join(dir, STATE_FILE);
      change(read.state);
      const text = serializeState(read.state, read.markdown);
      if (text === read.markdown) return { outcome: 'unchanged', file };
      lock.assertHeld();
      await writeFileAtomic(file, text);
      return { outcome: 'written', file };
    }
    return { outcome: 'absent' };
  } finally {
    lock.release();
  }
}
