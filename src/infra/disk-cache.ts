import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder of JSON entries worth keeping between runs (issue 18: work that costs seconds and
 * depends only on a file's bytes). PLATFORM_CONVERT_CACHE_DIR, else $XDG_CACHE_HOME or
 * ~/.cache, under `platform-convert`. A cache is never needed: an entry that is missing,
 * unreadable or not the expected shape is recomputed, and a folder that cannot be written is
 * skipped silently.
 */
export function cacheDir(): string {
  if (process.env.PLATFORM_CONVERT_CACHE_DIR) return process.env.PLATFORM_CONVERT_CACHE_DIR;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'platform-convert');
}

/** The entry `name` (a file-safe key: a hash) when present and accepted by `valid`. */
export function readCached<T>(name: string, valid: (v: unknown) => v is T): T | undefined {
  try {
    const v: unknown = JSON.parse(readFileSync(path.join(cacheDir(), `${name}.json`), 'utf8'));
    return valid(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Keep `value` as `name`, written whole or not at all (a temporary file renamed into place). */
export function writeCached(name: string, value: unknown): void {
  const dir = cacheDir();
  const file = path.join(dir, `${name}.json`);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, file);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      /* nothing was written */
    }
  }
}
