import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: every temporary site, theme and browser profile a test run makes goes into
 * one folder of its own, removed when the run ends (the tests make thousands, and left them in the
 * system's temp folder). Set before the workers start, so they inherit it through TMPDIR, which
 * `os.tmpdir()` and the programs the tests run (npm, Vite, Chromium) read.
 */
export default function setup(): () => void {
  const before = process.env.TMPDIR;
  const root = mkdtempSync(path.join(os.tmpdir(), 'pc-tests-'));
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
