import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { faultPoint } from './fault-point.js';

/**
 * Atomic write: write a sibling temp file, fsync, then rename over the target. A reader (or a
 * run killed at any moment) sees either the old bytes or the new ones, never a half-written file.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.pc-tmp`);
  const handle = await fsp.open(tmp, 'w');
  try {
    await handle.writeFile(data);
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
