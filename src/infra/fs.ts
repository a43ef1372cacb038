import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { faultPoint } from './fault-point.js';

/** The permission bits of an existing file, or undefined when there is none. */
async function modeOf(file: string): Promise<number | undefined> {
  try {
    return (await fsp.stat(file)).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/**
 * Atomic write: write a sibling temp file, fsync, then rename over the target. A reader (or a
 * run killed at any moment) sees either the old bytes or the new ones, never a half-written file.
 * A file that is replaced keeps its permission bits (an executable script stays executable).
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.pc-tmp`);
  const mode = await modeOf(file);
  const handle = await fsp.open(tmp, 'w');
  try {
    await handle.writeFile(data);
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
  faultPoint(`temporary of ${path.basename(file)} written`);
  await fsp.rename(tmp, file);
}

export async function pathExists(p: string): Promise<boolean> {
  try {
    await fsp.access(p);
    return true;
  } catch {
    return false;
  }
}

/** Site-relative path with forward slashes. */
export function toPosix(rel: string): string {
  return rel.split(path.sep).join('/');
}
