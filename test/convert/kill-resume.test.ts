import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_DIR } from '../../src/convert/journal.js';
import { answerSurvey, CLI, hashTree, REPO, smallSite, tempDir } from './support.js';

/**
 * A real `convert` process, SIGKILLed while it commits. PLATFORM_CONVERT_TEST_PAUSE slows the
 * commit loop between files so the kill lands mid-commit; the journal tells how far it got.
 */
function startConvert(dir: string, pauseMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'convert', dir, '--force'], {
    cwd: REPO,
    env: { ...process.env, PLATFORM_CONVERT_TEST_PAUSE: String(pauseMs) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
  return { child, exit };
}

/** How far the commit got: files done and files in all, or null before the journal exists. */
function progress(dir: string): { done: number; total: number } | null {
  try {
    const j = JSON.parse(readFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), 'utf8')) as { entries: { done: boolean }[] };
    return { done: j.entries.filter((e) => e.done).length, total: j.entries.length };
  } catch {
    return null;
  }
}

/** Kill the run once `at(total)` files of its commit are done. */
async function killWhen(dir: string, at: (total: number) => number, signal: NodeJS.Signals = 'SIGKILL') {
  const run = startConvert(dir, 150);
  const deadline = Date.now() + 120_000;
  let exited = false;
  void run.exit.then(() => (exited = true));
  while (!exited && Date.now() < deadline) {
    const p = progress(dir);
    if (p && p.done === at(p.total)) {
      run.child.kill(signal);
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const r = await run.exit;
  if (signal === 'SIGKILL') expect(r.signal, `the run ended before it was killed: ${r.stderr}`).toBe('SIGKILL');
  return r;
}

describe('convert killed mid-commit', () => {
  it('resumes to the same tree as an uninterrupted run, at every point of the commit', async () => {
    const source = smallSite();
    await answerSurvey(source);

    const reference = path.join(tempDir('ref'), 'site');
    cpSync(source, reference, { recursive: true });
    const ok = await startConvert(reference, 0).exit;
    expect(ok.signal).toBeNull();
    expect([0, 1], ok.stderr).toContain(ok.code);
    const expected = hashTree(reference);
    expect(Object.keys(expected)).toContain('THEME_CONVERSION.report.md');

    // Right after the commit point (no file written yet), and half way through the files.
    for (const [name, at] of [['start', () => 0], ['half', (total: number) => Math.floor(total / 2)]] as const) {
      const dir = path.join(tempDir(`kill-${name}`), 'site');
      cpSync(source, dir, { recursive: true });
      await killWhen(dir, at);
      expect(existsSync(path.join(dir, JOURNAL_DIR, 'journal.json'))).toBe(true);
      // Every file is either its old or its new version, never a mix.
      const now = hashTree(dir, [JOURNAL_DIR]);
      const old = hashTree(source);
      for (const [p, h] of Object.entries(now)) expect([old[p], expected[p]]).toContain(h);

      const resumed = await startConvert(dir, 0).exit;
      expect(resumed.code, resumed.stderr).toBe(ok.code);
      expect(resumed.stderr).toMatch(/finished an interrupted commit/);
      expect(hashTree(dir)).toEqual(expected);
    }

    // Ctrl-C mid-commit: the commit is finished first, then the run exits 130.
    const dir = path.join(tempDir('sigint'), 'site');
    cpSync(source, dir, { recursive: true });
    const r = await killWhen(dir, () => 1, 'SIGINT');
    expect(r.code, r.stderr).toBe(130);
    expect(existsSync(path.join(dir, JOURNAL_DIR))).toBe(false);
    expect(Object.keys(hashTree(dir)).sort(), r.stderr).toEqual(Object.keys(expected).sort());
    expect(hashTree(dir)).toEqual(expected);
  }, 600_000);
});
