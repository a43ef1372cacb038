import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireSiteLock, LOCK_FILE } from '../../src/convert/site-lock.js';
import { STATE_FILE } from '../../src/state/index.js';
import { updateStateFile } from '../../src/state/locked-update.js';
import { FIXTURES, tempSite } from './helpers.js';

const handFormatted = readFileSync(path.join(FIXTURES, 'valid', 'hand-formatted.md'), 'utf8');

describe('updateStateFile (verify and check notes in THEME_CONVERSION.md)', () => {
  it('writes the change under the lock, keeps the rest of the file, and leaves no lock behind', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    const r = await updateStateFile(dir, [dir], 'check', (s) => s.openQuestions.push('Return the SDK to the registry version?'));
    expect(r).toEqual({ outcome: 'written', file: path.join(dir, STATE_FILE) });
    const text = readFileSync(path.join(dir, STATE_FILE), 'utf8');
    expect(text).toContain('Keep the perfume quiz page?');
    expect(text).toContain('Return the SDK to the registry version?');
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('reads the file inside the lock: an edit made after the command started is kept', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    writeFileSync(path.join(dir, STATE_FILE), handFormatted.replace('Keep the perfume quiz page?', 'Keep the quiz page (edited)?'));
    await updateStateFile(dir, [dir], 'verify', (s) => s.openQuestions.push('A new note'));
    const text = readFileSync(path.join(dir, STATE_FILE), 'utf8');
    expect(text).toContain('Keep the quiz page (edited)?');
    expect(text).toContain('A new note');
  });

  it('another live run holds the folder: nothing is written and the outcome says why', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    const held = await acquireSiteLock(dir, 'convert');
    try {
      const r = await updateStateFile(dir, [dir], 'verify', (s) => s.openQuestions.push('lost?'));
      expect(r.outcome).toBe('skipped');
      expect(r.outcome === 'skipped' && r.reason).toMatch(/another platform-convert convert/);
      expect(readFileSync(path.join(dir, STATE_FILE), 'utf8')).toBe(handFormatted);
    } finally {
      held.release();
    }
  });

  it('no state file: nothing to update', async () => {
    const dir = await tempSite({});
    expect(await updateStateFile(dir, [dir], 'check', () => {})).toEqual({ outcome: 'absent' });
    expect(existsSync(path.join(dir, STATE_FILE))).toBe(false);
  });
});
