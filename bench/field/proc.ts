/** Child processes for the field test: captured output, a timeout, no TTY, killable as a group. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcResult {
  /** Exit code; null when killed (timeout or signal) or when it could not start. */
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  seconds: number;
}

const running = new Set<ChildProcess>();
const MAX_CAPTURE = 64 * 1024 * 1024;

/** The environment without npm's `npm_*` variables (from `npm run field`), so nested npm runs use their own config. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', npm_config_color: 'false', npm_config_progress: 'false', npm_config_update_notifier: 'false' };
}

/** Kill a child and everything it started (it leads its own process group). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Run `cmd args` in `cwd`; never throws. */
export function run(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<ProcResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout!.setEncoding('utf8').on('data', (d: string) => { if (stdout.length < MAX_CAPTURE) stdout += d; });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => { if (stderr.length < MAX_CAPTURE) stderr += d; });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    const finish = (code: number | null, extra = '') => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, stdout, stderr: stderr + extra, timedOut, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (e) => finish(null, `\n${e.message}`));
    child.on('close', (code) => finish(code));
  });
}

/** Kill every child still running (on Ctrl-C). */
export function killAll(): void {
  for (const child of running) killGroup(child);
}

/** The last non-empty lines of a text, joined by ' / ' (for a failure note). */
export function lastLines(text: string, n = 1): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-n)
    .join(' / ');
}
