import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { badInput } from '../diagnostics/tool-error.js';
import { writeFileAtomic } from '../infra/fs.js';

/**
 * The commit journal. A run's changes reach the disk in three phases:
 *   1. every new content is written as a blob named by its hash (the site is untouched);
 *   2. `journal.json`, listing each intended change with its content hash, is written atomically:
 *      from this instant the run is committed;
 *   3. each file is replaced atomically (temp file + rename) or deleted, and marked done.
 * A run killed in phase 1 leaves blobs only (discarded by the next run); killed in phase 3, it
 * leaves each file old or new, and the next run replays the journal to the end. Replaying is
 * idempotent: an entry whose file already has the target hash is just marked done.
 */
export const JOURNAL_DIR = '.pc-journal';
const JOURNAL_FILE = 'journal.json';

export interface JournalEntry {
  op: 'write' | 'delete';
  path: string;
  /** sha256 of the new content (writes). */
  hash?: string;
  done: boolean;
}

interface Journal {
  version: 1;
  entries: JournalEntry[];
}

export interface FileWrite {
  path: string;
  /** New content, or null to delete the file. */
  text: string | Uint8Array | null;
}

export const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** The one place the commit loop slows down, so tests can SIGKILL a run between two files. */
const PAUSE_MS = Number(process.env.PLATFORM_CONVERT_TEST_PAUSE ?? 0) || 0;
const pause = () => (PAUSE_MS > 0 ? new Promise((r) => setTimeout(r, PAUSE_MS)) : Promise.resolve());

function journalPaths(root: string) {
  const dir = path.join(root, JOURNAL_DIR);
  return { dir, file: path.join(dir, JOURNAL_FILE), blobs: path.join(dir, 'blobs') };
}

async function currentHash(abs: string): Promise<string | null> {
  try {
    return sha256(await fsp.readFile(abs));
  } catch {
    return null;
  }
}

/** Folders a delete or a move left empty go too (rmdir refuses a folder that still holds anything). */
async function removeEmptyParents(root: string, abs: string): Promise<void> {
  for (let dir = path.dirname(abs); dir !== root && dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      await fsp.rmdir(dir);
    } catch {
      return;
    }
  }
}

async function applyEntry(root: string, blobs: string, e: JournalEntry): Promise<void> {
  const abs = path.join(root, e.path);
  if (e.op === 'delete') {
    await fsp.rm(abs, { force: true });
    await removeEmptyParents(root, abs);
    return;
  }
  if ((await currentHash(abs)) === e.hash) return;
  const data = await fsp.readFile(path.join(blobs, e.hash!));
  if (sha256(data) !== e.hash) throw badInput('the conversion journal is damaged (a blob does not match its hash)', { file: `${JOURNAL_DIR}/blobs/${e.hash}`, hint: `delete ${JOURNAL_DIR} and run convert again` });
  await writeFileAtomic(abs, data);
}

async function runEntries(root: string, journal: Journal): Promise<number> {
  const { file, blobs } = journalPaths(root);
  let applied = 0;
  for (const e of journal.entries) {
    if (e.done) continue;
    await pause();
    await applyEntry(root, blobs, e);
    e.done = true;
    applied++;
    await writeFileAtomic(file, JSON.stringify(journal, null, 2) + '\n');
  }
  return applied;
}

/** Commit writes and deletions to the site root through the journal. */
export async function commitJournaled(root: string, writes: FileWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const { dir, file, blobs } = journalPaths(root);
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(blobs, { recursive: true });
  const entries: JournalEntry[] = [];
  for (const w of writes) {
    if (w.text === null) {
      entries.push({ op: 'delete', path: w.path, done: false });
      continue;
    }
    const hash = sha256(w.text);
    await writeFileAtomic(path.join(blobs, hash), w.text);
    entries.push({ op: 'write', path: w.path, hash, done: false });
  }
  const journal: Journal = { version: 1, entries };
  await writeFileAtomic(file, JSON.stringify(journal, null, 2) + '\n');
  await runEntries(root, journal);
  await fsp.rm(dir, { recursive: true, force: true });
}

/**
 * Finish a commit an earlier run left behind. Returns the number of entries it applied, or null
 * when there was no committed journal (a leftover of phase 1 is discarded).
 */
export async function replayJournal(root: string): Promise<{ applied: number; total: number } | null> {
  const { dir, file } = journalPaths(root);
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch {
    await fsp.rm(dir, { recursive: true, force: true });
    return null;
  }
  let journal: Journal;
  try {
    journal = JSON.parse(text) as Journal;
    if (journal.version !== 1 || !Array.isArray(journal.entries)) throw new Error('unknown shape');
  } catch (e) {
    throw badInput(`the conversion journal does not parse: ${(e as Error).message}`, { file: `${JOURNAL_DIR}/${JOURNAL_FILE}`, hint: 'it is written atomically, so it was edited by hand; restore the site from git' });
  }
  const applied = await runEntries(root, journal);
  await fsp.rm(dir, { recursive: true, force: true });
  return { applied, total: journal.entries.length };
}

/** Is there an unfinished journal? */
export async function hasJournal(root: string): Promise<boolean> {
  try {
    await fsp.access(journalPaths(root).file);
    return true;
  } catch {
    return false;
  }
}
