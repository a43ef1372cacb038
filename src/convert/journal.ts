import { existsSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { badInput } from '../diagnostics/tool-error.js';
import { faultPoint } from '../infra/fault-point.js';
import { writeFileAtomic } from '../infra/fs.js';
import { assertWritable } from './preflight.js';

/**
 * The commit journal. A run's changes reach the disk in three phases:
 *   1. every new content is written as a blob named by its hash (the site is untouched);
 *   2. `journal.json`, listing each intended change with its content hash, is written atomically:
 *      from this instant the run is committed;
 *   3. each file is replaced atomically (temp file + rename) or deleted, and marked done.
 * A run killed in phase 1 leaves blobs only (discarded by the next run); killed in phase 3, it
 * leaves each file old or new, and the next run replays the journal to the end. Replaying is
 * idempotent: an entry whose file already has the target hash is just marked done. A kill between
 * writing a file's temporary and renaming it leaves that temporary beside the file; the replay
 * deletes it. The journal goes last: blobs first, then `journal.json` (all entries done), so a
 * kill during the clean-up still finds a finished journal. Callers hold the site lock
 * (site-lock.ts), so no two runs ever work on one journal.
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
    faultPoint(`commit: before ${e.op} ${e.path}`);
    await applyEntry(root, blobs, e);
    faultPoint(`commit: after ${e.op} ${e.path}`);
    e.done = true;
    applied++;
    await writeFileAtomic(file, JSON.stringify(journal, null, 2) + '\n');
  }
  return applied;
}

/** Blobs first, then the journal file, then its folder: see the header. */
async function clearJournal(root: string): Promise<void> {
  const { dir, file, blobs } = journalPaths(root);
  await fsp.rm(blobs, { recursive: true, force: true });
  faultPoint('commit: blobs removed');
  await fsp.rm(file, { force: true });
  faultPoint('commit: journal removed');
  await fsp.rm(dir, { recursive: true, force: true });
}

/** Our atomic writes' temporaries: `.<name>.<8 hex>.pc-tmp` beside `<name>`. */
const TEMP = /^\.(.+)\.[0-9a-f]{8}\.pc-tmp$/;

/**
 * Delete the temporaries a killed run left beside the given site files (site-relative paths).
 * Only those of these names go: a temporary of anything else is none of this run's business.
 */
export async function removeStrayTemps(root: string, rels: string[]): Promise<number> {
  const byDir = new Map<string, Set<string>>();
  for (const rel of rels) {
    const dir = path.dirname(path.join(root, rel));
    if (!byDir.has(dir)) byDir.set(dir, new Set());
    byDir.get(dir)!.add(path.basename(rel));
  }
  let removed = 0;
  for (const [dir, names] of byDir) {
    let list: string[];
    try {
      list = await fsp.readdir(dir);
    } catch {
      continue;
    }
    for (const n of list) {
      const m = TEMP.exec(n);
      if (!m || !names.has(m[1])) continue;
      await fsp.rm(path.join(dir, n), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Commit writes and deletions to the site root through the journal. */
export async function commitJournaled(root: string, writes: FileWrite[]): Promise<void> {
  if (writes.length === 0) return;
  // Preflight: a read-only file or folder stops the commit before its first byte.
  await assertWritable(root, writes.map((w) => ({ path: w.path, remove: w.text === null })));
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
    faultPoint(`commit: blob of ${w.path}`);
    entries.push({ op: 'write', path: w.path, hash, done: false });
  }
  const journal: Journal = { version: 1, entries };
  await writeFileAtomic(file, JSON.stringify(journal, null, 2) + '\n');
  faultPoint('commit: journal written');
  await runEntries(root, journal);
  await clearJournal(root);
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
  await removeStrayTemps(root, journal.entries.map((e) => e.path));
  const pending = journal.entries.filter((e) => !e.done);
  await assertWritable(root, pending.map((e) => ({ path: e.path, remove: e.op === 'delete' })));
  for (const e of pending) {
    if (e.op === 'write' && !existsSync(path.join(journalPaths(root).blobs, e.hash!)) && (await currentHash(path.join(root, e.path))) !== e.hash) {
      throw badInput('the conversion journal is damaged (a file\'s new content is missing)', { file: `${JOURNAL_DIR}/blobs/${e.hash}`, hint: `restore the site from git, delete ${JOURNAL_DIR} and run convert again` });
    }
  }
  const applied = await runEntries(root, journal);
  await clearJournal(root);
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
