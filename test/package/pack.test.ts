/**
 * The package as a user gets it: `npm pack`, install the tarball into an empty project (from the
 * registry, as on a clean machine), then run the commands through `npx` on a copy of a fixture site.
 * Catches run-time imports that are only devDependencies, files missing from `files`, and anything
 * that works only from the repository.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const SITE = 'firebase-boutique';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pc-pack-'));
const app = path.join(tmp, 'app');
const site = path.join(app, SITE);
let tarball = '';

function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : e.name.endsWith('.ts') ? statSync(p).mtimeMs : 0);
  }
  return t;
}

/** dist/ (tsc's output and the CLI bundle) is built by `npm ci` (the prepare script); rebuild only when a source is newer. */
function ensureBuilt(): void {
  const cli = path.join(REPO, 'dist', 'cli', 'cli.js');
  const fresh = existsSync(cli) && statSync(cli).mtimeMs >= Math.max(newestMtime(path.join(REPO, 'src')), newestMtime(path.join(REPO, 'rules')));
  if (!fresh) execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'pipe' });
}

function npx(...args: string[]) {
  const r = spawnSync('npx', ['--no-install', 'platform-convert', ...args], { cwd: app, encoding: 'utf8', env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  ensureBuilt();
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as { filename: string }[];
  tarball = path.join(tmp, packed[0].filename);
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'a-user-project', private: true }, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', tarball], { cwd: app, stdio: 'pipe' });
  cpSync(path.join(REPO, 'fixtures', 'sites', SITE), site, { recursive: true });
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the packed package, installed in an empty project', () => {
  it('ships what runs and nothing of the repository', () => {
    const list = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(list).toContain('package/dist/src/cli.js');
    expect(list).toContain('package/dist/cli/cli.js');
    expect(list).toContain('package/bin/platform-convert.js');
    expect(list.some((f) => f.startsWith('package/templates/'))).toBe(true);
    expect(list.some((f) => f.startsWith('package/dist/rules/review/'))).toBe(true);
    expect(list).toContain('package/fixtures/platform-sdk/storefront.d.ts');
    expect(list.filter((f) => /^package\/(test|bench|src)\//.test(f))).toEqual([]);
  });

  it('prints its version', () => {
    const r = npx('--version');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe((JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('analyze: the report on stdout, exit 0', () => {
    const r = npx('analyze', SITE);
    expect(r.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Analysis of /m);
    expect(r.stdout).toMatch(/^Pages \(\d+\)/m);
  });

  it('survey --yes: records the decisions in THEME_CONVERSION.md', () => {
    const r = npx('survey', SITE, '--yes');
    expect(r.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|internal error/);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(site, 'THEME_CONVERSION.md'), 'utf8')).toMatch(/products/);
  });

  it('convert --dry-run: the diff on stdout, nothing written', () => {
    const before = readFileSync(path.join(site, 'package.json'), 'utf8');
    const r = npx('convert', SITE, '--dry-run', '--yes');
    expect(r.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^--- a\//m);
    expect(r.stdout).toMatch(/^\+\+\+ b\//m);
    expect(r.stderr).toMatch(/dry run: nothing was written/);
    expect(readFileSync(path.join(site, 'package.json'), 'utf8')).toBe(before);
  });
});
