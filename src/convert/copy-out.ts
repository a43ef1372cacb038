import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { JOURNAL_DIR } from './journal.js';
import { LOCK_FILE } from './site-lock.js';

/** Never copied: installed dependencies (rebuilt by `npm install`), our own journal and another run's lock. */
const SKIP = new Set(['node_modules', JOURNAL_DIR, LOCK_FILE]);

/**
 * `--out DIR`: copy the source to DIR so the conversion runs on the copy. DIR must not exist yet
 * or be empty, so a copy never mixes with older files.
 */
/** Where `p` really is: links on its way followed, as far as it exists (the rest appended). */
async function realLocation(p: string): Promise<string> {
  try {
    return await fsp.realpath(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(await realLocation(parent), path.basename(p));
  }
}

export async function copySiteTo(source: string, out: string): Promise<string> {
  const src = path.resolve(source);
  const dest = path.resolve(out);
  // Compared where they really are, so an --out through a link into the site is caught too.
  const [realSrc, realDest] = [await realLocation(src), await realLocation(dest)];
  if (realDest === realSrc || realDest.startsWith(realSrc + path.sep)) throw badInput(`--out must be outside the site folder: ${out}${realDest !== dest ? ` (it leads to ${realDest})` : ''}`);
  try {
    const entries = await fsp.readdir(dest);
    if (entries.length) throw badInput(`--out folder is not empty: ${out}`, { hint: 'give a new or empty folder, or run convert on that folder directly' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // Links are copied as they are written (a relative link stays relative), never turned into
  // absolute links back into the source.
  await fsp.cp(src, dest, { recursive: true, verbatimSymlinks: true, filter: (p) => !SKIP.has(path.basename(p)) || path.resolve(p) === src });
  return dest;
}
