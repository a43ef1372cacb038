import { constants, promises as fsp, type Stats } from 'node:fs';
import path from 'node:path';
import { refused } from '../diagnostics/tool-error.js';

/**
 * Before the commit writes anything: every file it replaces or deletes, and every folder it
 * writes in, must be writable. A read-only file is one its owner marked so (no write bit for
 * anyone), even when this process could write it anyway (root); a folder likewise. The first
 * that is not is refused with one line (exit 3), and nothing is applied.
 */
const noWriteBits = (st: Stats) => (st.mode & 0o222) === 0;

async function statOrNull(abs: string): Promise<Stats | null> {
  try {
    return await fsp.lstat(abs);
  } catch {
    return null;
  }
}

async function writable(abs: string, st: Stats): Promise<boolean> {
  if (noWriteBits(st)) return false;
  try {
    await fsp.access(abs, st.isDirectory() ? constants.W_OK | constants.X_OK : constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder a new file lands in: its parent, or the nearest existing ancestor (created on the way). */
async function landingFolder(root: string, abs: string): Promise<{ dir: string; st: Stats } | null> {
  for (let dir = path.dirname(abs); ; dir = path.dirname(dir)) {
    const st = await statOrNull(dir);
    if (st) return { dir, st };
    if (dir === root || !dir.startsWith(root)) return null;
  }
}

export interface PlannedWrite {
  /** Site-relative path. */
  path: string;
  /** True for a deletion. */
  remove: boolean;
}

export async function assertWritable(root: string, planned: PlannedWrite[]): Promise<void> {
  const refuse = (rel: string, what: string) =>
    refused(`${what}; convert has to ${what.startsWith('folder') ? 'write in it' : 'replace it'} and wrote nothing`, { file: rel, hint: 'make it writable (chmod u+w), or convert a copy with --out' });
  const rootSt = await statOrNull(root);
  if (rootSt && !(await writable(root, rootSt))) throw refuse('.', 'folder is read-only');
  const seenDirs = new Set<string>();
  for (const w of planned) {
    const abs = path.join(root, w.path);
    const st = await statOrNull(abs);
    if (st?.isDirectory()) throw refused(`a folder is in the way of a file convert writes; nothing was written`, { file: w.path });
    if (st && !w.remove && !st.isSymbolicLink() && !(await writable(abs, st))) throw refuse(w.path, 'file is read-only');
    if (!st && w.remove) continue;
    const landing = await landingFolder(root, abs);
    if (!landing || seenDirs.has(landing.dir)) continue;
    seenDirs.add(landing.dir);
    if (!landing.st.isDirectory()) throw refused(`a file is in the way of a folder convert writes in; nothing was written`, { file: path.relative(root, landing.dir) || '.' });
    if (!(await writable(landing.dir, landing.st))) throw refuse(path.relative(root, landing.dir) || '.', 'folder is read-only');
  }
}
