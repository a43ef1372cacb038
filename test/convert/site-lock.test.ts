import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { acquireSiteLock, LOCK_FILE, type SiteLock } from '../../src/convert/site-lock.js';
import { tempDir } from './support.js';

/** The pid of a process that has ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

const staleLock = (dir: string) =>
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: os.hostname(), started: null, token: 'dead', command: 'convert', since: '2026-01-01T00:00:00Z' }) + '\n');

async function settle(acquirers: Promise<SiteLock>[]) {
  const results = await Promise.allSettled(acquirers);
  const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refusedWith = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as ToolError] : []));
  return { won, refusedWith };
}

describe('site lock', () => {
  it('one run holds the folder; another is refused with one line and exit 3; release frees it', async () => {
    const dir = tempDir('lock');
    const lock = await acquireSiteLock(dir, 'convert');
    expect(lock.holds()).toBe(true);
    const err = await acquireSiteLock(dir, 'convert').catch((e: ToolError) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(3);
    expect((err as ToolError).oneLine()).toMatch(new RegExp(`convert \\(pid ${process.pid}, since .*\\) is working on this folder`));
    expect((err as ToolError).oneLine()).not.toMatch(/\n/);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    (await acquireSiteLock(dir, 'survey')).release();
  });

  it('of many runs racing for a free folder exactly one wins', async () => {
    const dir = tempDir('lock-race');
    const { won, refusedWith } = await settle(Array.from({ length: 12 }, () => acquireSiteLock(dir, 'convert')));
    expect(won).toHaveLength(1);
    expect(refusedWith.every((e) => e.exitCode === 3)).toBe(true);
    won[0].release();
  });

  it('takes over the lock of a process that died, and of many racing for it exactly one wins', async () => {
    // The race is timing-dependent: many rounds, so a window in the takeover shows here, not in CI.
    for (let round = 0; round < 15; round++) {
      const dir = tempDir('lock-stale');
      staleLock(dir);
      const { won, refusedWith } = await settle(Array.from({ length: 12 }, () => acquireSiteLock(dir, 'convert')));
      expect(won).toHaveLength(1);
      expect(refusedWith.every((e) => e.exitCode === 3)).toBe(true);
      expect(won[0].holds()).toBe(true);
      won[0].release();
      // Nothing left beside it: no lock, no file set aside during the takeover.
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('a lock file still being written (empty, just now) is not taken for stale', async () => {
    const dir = tempDir('lock-fresh');
    writeFileSync(path.join(dir, LOCK_FILE), '');
    await expect(acquireSiteLock(dir, 'convert')).rejects.toMatchObject({ exitCode: 3 });
  });

  it('the watchdog removes the lock of a process that was killed holding it', async () => {
    const dir = tempDir('lock-watchdog');
    const script = `import { acquireSiteLock } from ${JSON.stringify(path.resolve('src/convert/site-lock.ts'))};
      await acquireSiteLock(${JSON.stringify(dir)}, 'convert');
      process.kill(process.pid, 'SIGKILL');`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.signal).toBe('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (existsSync(path.join(dir, LOCK_FILE)) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 50));
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('a missing folder is bad input (exit 2); the lock file names its owner', async () => {
    const dir = tempDir('lock-missing');
    await expect(acquireSiteLock(path.join(dir, 'nope'), 'convert')).rejects.toMatchObject({ exitCode: 2 });
    // The lock names its owner for the person who finds it.
    const lock = await acquireSiteLock(dir, 'survey');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, command: 'survey' });
    lock.release();
  });
});
