import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fsp, readFileSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { badInput, refused } from '../diagnostics/tool-error.js';

/**
 * One writer per site folder. A run that writes the site (convert, survey) first creates
 * `.pc-lock` exclusively (O_EXCL) with its pid, host and a random token; a second run finds it
 * and is refused (exit 3) while the owner lives. A lock whose owner died (SIGKILL, power loss) is
 * stale: the next run takes it over, one run at a time and without the file ever going missing,
 * so two runs that find the same stale lock never both win.
 */
export const LOCK_FILE = '.pc-lock';

interface Owner {
  pid: number;
  host: string;
  /** The owner's start time as the kernel counts it (Linux), so a reused pid is not taken for it. */
  started: string | null;
  token: string;
  command: string;
  since: string;
}

/** A lock file still being written (created, content not yet in) is given this long. */
const FRESH_MS = 10_000;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(o: Owner): boolean {
  if (o.host !== os.hostname()) return true; // another machine's process: we cannot tell, so it holds
  try {
    process.kill(o.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = o.started ? startTime(o.pid) : null;
  return !(now && now !== o.started);
}

function parseOwner(text: string): Owner | null {
  try {
    const o = JSON.parse(text) as Owner;
    return typeof o.pid === 'number' && typeof o.token === 'string' ? o : null;
  } catch {
    return null;
  }
}

/**
 * A process that outlives us only to remove our lock: when this process ends without releasing
 * it (Ctrl-C during the conversion steps ends it at once, by design), the IPC channel closes and
 * the watchdog deletes the lock if it is still ours. It ignores the terminal's SIGINT and SIGHUP,
 * which reach the whole process group.
 */
const WATCHDOG = `
const fs = require('node:fs');
const [file, token] = process.argv.slice(1);
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('disconnect', () => {
  try { if (JSON.parse(fs.readFileSync(file, 'utf8')).token === token) fs.unlinkSync(file); } catch {}
  process.exit(0);
});
`;

function startWatchdog(file: string, token: string): ChildProcess | null {
  try {
    const child = spawn(process.execPath, ['-e', WATCHDOG, file, token], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: {} });
    child.on('error', () => undefined);
    child.unref();
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    return child;
  } catch {
    return null;
  }
}

export class SiteLock {
  private released = false;
  private readonly onExit = () => this.release();

  constructor(readonly file: string, private readonly token: string, private readonly watchdog: ChildProcess | null) {
    process.on('exit', this.onExit);
  }

  /** Is the lock file still ours? (false once another run took it over as stale, or it was deleted) */
  holds(): boolean {
    try {
      return parseOwner(readFileSync(this.file, 'utf8'))?.token === this.token;
    } catch {
      return false;
    }
  }

  /** Refuse (exit 3) unless the lock is still ours: call right before writing. */
  assertHeld(): void {
    if (!this.holds()) throw refused('another run took over this folder\'s lock; nothing was written', { file: this.file, hint: 'run convert again once the other run has finished' });
  }

  /** Synchronous, so it also runs from an exit handler. */
  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    try {
      if (this.holds()) unlinkSync(this.file);
    } catch {
      /* already gone */
    }
    try {
      if (this.watchdog?.connected) this.watchdog.disconnect();
    } catch {
      /* the watchdog already ended */
    }
  }
}

function busy(root: string, o: Owner | null): Error {
  const who = o ? `another platform-convert ${o.command} (pid ${o.pid}${o.host !== os.hostname() ? ` on ${o.host}` : ''}, since ${o.since})` : 'another platform-convert run';
  return refused(`${who} is working on this folder`, { file: root, hint: `wait for it to finish; if none is running, delete ${LOCK_FILE}` });
}

/** The current owner of the folder's lock when it is alive, else null. */
export async function liveLockOwner(root: string): Promise<Owner | null> {
  try {
    const o = parseOwner(await fsp.readFile(path.join(root, LOCK_FILE), 'utf8'));
    return o && alive(o) ? o : null;
  } catch {
    return null;
  }
}

/** Refuse (exit 3) when a live run holds the folder: for runs that only read, such as --dry-run. */
export async function assertNotLocked(root: string): Promise<void> {
  const o = await liveLockOwner(root);
  if (o) throw busy(root, o);
}

/** How long a run keeps trying while other runs race for the same stale lock. */
const RACE_MS = 3_000;

const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

/**
 * Take the folder's lock for `command`, or refuse (exit 3) when a live run holds it. A stale
 * lock is taken over. The lock is released by `release()`, at process exit, or by the watchdog.
 */
export async function acquireSiteLock(root: string, command: string): Promise<SiteLock> {
  const file = path.join(root, LOCK_FILE);
  const token = randomBytes(12).toString('hex');
  const me: Owner = { pid: process.pid, host: os.hostname(), started: startTime(process.pid), token, command, since: new Date().toISOString() };
  const mine = JSON.stringify(me) + '\n';
  const deadline = Date.now() + RACE_MS;
  while (Date.now() < deadline) {
    try {
      await fsp.writeFile(file, mine, { flag: 'wx' });
      return new SiteLock(file, token, startWatchdog(file, token));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
        throw refused(`the folder is not writable (${code}); nothing was written`, { file: root, hint: 'make it writable, or convert a copy with --out' });
      }
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        throw badInput(`${code === 'ENOENT' ? 'no such folder' : 'not a folder'}: ${root}`, { hint: 'give the path of the site folder' });
      }
      if (code !== 'EEXIST') throw e;
    }
    let seen: string;
    let mtime: number;
    try {
      seen = await fsp.readFile(file, 'utf8');
      mtime = (await fsp.stat(file)).mtimeMs;
    } catch {
      continue; // released in between: try again
    }
    const owner = parseOwner(seen);
    // A file without an owner yet is being written right now, unless it has been like that for long.
    if (owner ? alive(owner) : Date.now() - mtime < FRESH_MS) throw busy(root, owner);
    if (await takeOver(file, seen, mine, token)) return new SiteLock(file, token, startWatchdog(file, token));
    await pause(5 + Math.random() * 20); // another run is taking it over: see who won
  }
  throw busy(root, null);
}

/**
 * Replace a stale lock with ours. Only one run at a time may do this: it first creates the
 * breaker file exclusively, checks under it that the lock is still the stale one it found, and
 * then renames its own lock over it in one step, so the lock file never goes missing in between
 * (a missing file would let a third run create one and win alongside). Returns whether it won.
 */
async function takeOver(file: string, seen: string, mine: string, token: string): Promise<boolean> {
  const breaker = `${file}.break.pc-tmp`; // named like a temp file: skipped by the loader and the dirty check
  try {
    await fsp.writeFile(breaker, token, { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // A breaker left by a run that died mid-takeover (it holds it for milliseconds) is cleared.
    const age = await fsp.stat(breaker).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > FRESH_MS) await fsp.rm(breaker, { force: true });
    return false;
  }
  const ours = `${file}.${token}.pc-tmp`;
  try {
    const now = await fsp.readFile(file, 'utf8').catch(() => null);
    if (now !== seen) return false; // someone else's lock now, or gone: the caller tries again
    await fsp.writeFile(ours, mine, { flag: 'wx' });
    await fsp.rename(ours, file);
    return true;
  } finally {
    await fsp.rm(ours, { force: true });
    await fsp.rm(breaker, { force: true });
  }
}
