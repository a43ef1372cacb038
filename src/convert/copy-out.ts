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
export async function copySiteTo(source: string, out: string): Promise<string> {
  const src = path.resolve(source);
  const dest = path.resolve(out);
  if (dest === src || dest.startsWith(src + path.sep)) throw badInput(`--out must be outside the site folder: ${out}`);
  try {
    const entries = await fsp.readdir(dest);
    if (entries.length) throw badInput(`--out folder is not empty: ${out}`, { hint: 'give a new or empty folder, or run convert on that folder directly' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fsp.cp(src, dest, { recursive: true, filter: (p) => !SKIP.has(path.basename(p)) || path.resolve(p) === src });
  return dest;
}
