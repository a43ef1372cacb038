import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitJournaled, hasJournal, JOURNAL_DIR, replayJournal, sha256 } from '../../src/convert/journal.js';
import { tempDir } from './support.js';

function site() {
  const dir = tempDir('journal');
  writeFileSync(path.join(dir, 'a.txt'), 'old a\n');
  writeFileSync(path.join(dir, 'gone.txt'), 'bye\n');
  return dir;
}

describe('journaled commit', () => {
  it('writes, adds and deletes, then clears the journal', async () => {
    const dir = site();
    await commitJournaled(dir, [
      { path: 'a.txt', text: 'new a\n' },
      { path: 'sub/b.txt', text: 'b\n' },
      { path: 'gone.txt', text: null },
    ]);
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('new a\n');
    expect(readFileSync(path.join(dir, 'sub/b.txt'), 'utf8')).toBe('b\n');
    expect(existsSync(path.join(dir, 'gone.txt'))).toBe(false);
    expect(existsSync(path.join(dir, JOURNAL_DIR))).toBe(false);
  });

  it('replays a journal a killed run left half done', async () => {
    const dir = site();
    // The state a run leaves when killed after its first entry: a.txt new, the rest pending.
    const blobs = path.join(dir, JOURNAL_DIR, 'blobs');
    mkdirSync(blobs, { recursive: true });
    for (const t of ['new a\n', 'b\n']) writeFileSync(path.join(blobs, sha256(t)), t);
    writeFileSync(path.join(dir, 'a.txt'), 'new a\n');
    writeFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), JSON.stringify({
      version: 1,
      entries: [
        { op: 'write', path: 'a.txt', hash: sha256('new a\n'), done: true },
        { op: 'write', path: 'sub/b.txt', hash: sha256('b\n'), done: false },
        { op: 'delete', path: 'gone.txt', done: false },
      ],
    }));
    expect(await hasJournal(dir)).toBe(true);
    expect(await replayJournal(dir)).toEqual({ applied: 2, total: 3 });
    expect(readFileSync(path.join(dir, 'sub/b.txt'), 'utf8')).toBe('b\n');
    expect(existsSync(path.join(dir, 'gone.txt'))).toBe(false);
    expect(await hasJournal(dir)).toBe(false);
  });

  it('the replay deletes the temporary a kill left between writing a file and renaming it', async () => {
    const dir = site();
    const blobs = path.join(dir, JOURNAL_DIR, 'blobs');
    mkdirSync(blobs, { recursive: true });
    writeFileSync(path.join(blobs, sha256('new a\n')), 'new a\n');
    writeFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), JSON.stringify({
      version: 1,
      entries: [{ op: 'write', path: 'a.txt', hash: sha256('new a\n'), done: false }],
    }));
    writeFileSync(path.join(dir, '.a.txt.0badf00d.pc-tmp'), 'new');
    // Not ours: a temporary of a file the journal does not name stays.
    writeFileSync(path.join(dir, '.other.txt.0badf00d.pc-tmp'), 'x');
    expect(await replayJournal(dir)).toEqual({ applied: 1, total: 1 });
    expect(readdirSync(dir).sort()).toEqual(['.other.txt.0badf00d.pc-tmp', 'a.txt', 'gone.txt']);
  });

  it('a journal whose new content is missing is refused with one line, the site untouched', async () => {
    const dir = site();
    mkdirSync(path.join(dir, JOURNAL_DIR, 'blobs'), { recursive: true });
    writeFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), JSON.stringify({
      version: 1,
      entries: [
        { op: 'delete', path: 'gone.txt', done: false },
        { op: 'write', path: 'a.txt', hash: sha256('new a\n'), done: false },
      ],
    }));
    await expect(replayJournal(dir)).rejects.toThrow(/journal is damaged/);
    expect(readFileSync(path.join(dir, 'gone.txt'), 'utf8')).toBe('bye\n');
  });

  it('discards blobs of a run killed before its journal was written', async () => {
    const dir = site();
    mkdirSync(path.join(dir, JOURNAL_DIR, 'blobs'), { recursive: true });
    writeFileSync(path.join(dir, JOURNAL_DIR, 'blobs', 'x'), 'partial');
    expect(await replayJournal(dir)).toBeNull();
    expect(existsSync(path.join(dir, JOURNAL_DIR))).toBe(false);
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('old a\n');
  });

  it('names the journal file when it does not parse', async () => {
    const dir = site();
    mkdirSync(path.join(dir, JOURNAL_DIR), { recursive: true });
    writeFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), '{ nope');
    await expect(replayJournal(dir)).rejects.toThrow(/journal does not parse/);
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('old a\n');
  });
});
