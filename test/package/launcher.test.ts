/**
 * bin/platform-convert.js (issue 18): `convert` and the bare command run in a child node started
 * with a larger young generation (V8 reads its size only at start-up); other commands run in the
 * launcher's own process. The child's exit code is the launcher's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(REPO, 'bin', 'platform-convert.js');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pc-launcher-'));
// Each node process started prints the flags it was started with.
const SHOW_FLAGS = `data:text/javascript,${encodeURIComponent('process.stderr.write("FLAGS " + JSON.stringify(process.execArgv.filter((a) => !a.startsWith("--import") && !a.startsWith("data:"))) + "\\n")')}`;

function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : e.name.endsWith('.ts') ? statSync(p).mtimeMs : 0);
  }
  return t;
}

beforeAll(() => {
  const cli = path.join(REPO, 'dist', 'src', 'cli.js');
  const fresh = existsSync(cli) && statSync(cli).mtimeMs >= Math.max(newestMtime(path.join(REPO, 'src')), newestMtime(path.join(REPO, 'rules')));
  if (!fresh) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO, stdio: 'pipe' });
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, ['--import', SHOW_FLAGS, BIN, ...args], { cwd: tmp, encoding: 'utf8', env: { ...process.env, ...env, FORCE_COLOR: '0' } });
  const flags = [...r.stderr.matchAll(/^FLAGS (.*)$/gm)].map((m) => JSON.parse(m[1]) as string[]);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, flags };
}

describe('the launcher', () => {
  it('runs convert in a child with a larger young generation, and ends with its exit code', () => {
    const site = path.join(tmp, 'shop');
    cpSync(path.join(REPO, 'fixtures', 'sites', 'base44-shop'), site, { recursive: true });
    const r = run(['convert', site, '--dry-run', '--yes', '--force']);
    expect(r.stderr).not.toMatch(/internal error|could not start node/);
    expect(r.code).toBe(0);
    expect(r.flags).toEqual([[], ['--max-semi-space-size=64']]);
    expect(r.stdout).toMatch(/^\+\+\+ /m); // the dry run's diff
  }, 300_000);

  it("passes on the child's failure: a missing folder is bad input (exit 2)", () => {
    const r = run(['convert', path.join(tmp, 'no-such-site'), '--yes']);
    expect(r.flags).toHaveLength(2);
    expect(r.code).toBe(2);
  });

  it('starts no child for other commands, --help and --version', () => {
    for (const args of [['--help'], ['--version'], ['convert', '--help'], ['analyze', path.join(tmp, 'no-such-site')]]) {
      const r = run(args);
      expect(r.flags, args.join(' ')).toEqual([[]]);
    }
  });

  it('starts no child when the young generation is already sized (by flag or NODE_OPTIONS)', () => {
    const r = run(['convert', path.join(tmp, 'no-such-site'), '--yes'], { NODE_OPTIONS: '--max-semi-space-size=32' });
    expect(r.flags).toHaveLength(1);
    expect(r.code).toBe(2);
  });
});
