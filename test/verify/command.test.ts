import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO, copyToTemp, writeToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/** verify's refusals and its build report: one clear line, the documented exit codes. */
const made: ThemeDir[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((t) => t.cleanup()));
});

const MANIFEST = JSON.stringify({ manifest: { pages: [{ id: 'home', path: '/' }, { id: 'about', path: '/about' }, { id: 'contact', path: '/contact' }], locales: ['en'], default_locale: 'en' } });

describe('verify', () => {
  it('refuses a folder that is not a converted theme (exit 2)', async () => {
    const t = await writeToTemp({ 'package.json': '{}' }, 'not-a-theme');
    made.push(t);
    const r = await runCli(['verify', t.dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no platform\.json: this is not a converted theme \(run `platform-convert convert` first\)/);
  });

  it('says to run npm install when the dependencies are not installed (exit 2)', async () => {
    // Outside the repo: nothing resolves from the repo's own node_modules.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-not-installed-'));
    writeFileSync(path.join(dir, 'platform.json'), MANIFEST);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', scripts: { build: 'vite build' }, dependencies: { react: '^18.3.1', 'platform-sdk': 'latest' } }));
    made.push({ dir, dist: '', cleanup: () => rm(dir, { recursive: true, force: true }) });
    const t = { dir };
    const r = await runCli(['verify', t.dir]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.stderr).toContain("the theme's dependencies are not installed (vite, react, platform-sdk) (run `npm install` in");
  });

  it('says how to install a browser when none is found (exit 2)', async () => {
    const t = await writeToTemp({ 'platform.json': MANIFEST, 'package.json': JSON.stringify({ scripts: { build: 'vite build' } }) }, 'no-browser');
    made.push(t);
    const saved = { PATH: process.env.PATH, CHROMIUM_PATH: process.env.CHROMIUM_PATH };
    process.env.PATH = path.join(t.dir, 'empty');
    delete process.env.CHROMIUM_PATH;
    try {
      const r = await runCli(['verify', t.dir]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/no Chromium or Chrome found .*apt-get install chromium.*PLATFORM_CONVERT_CHROMIUM/);
    } finally {
      process.env.PATH = saved.PATH;
      if (saved.CHROMIUM_PATH !== undefined) process.env.CHROMIUM_PATH = saved.CHROMIUM_PATH;
    }
  });

  it('reports a failed build with its first error at file:line, and exit 1', async () => {
    const t = await copyToTemp(path.join(REPO, 'fixtures', 'themes', 'broken-preview'), 'build-fails');
    made.push(t);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(t.dir, 'src', 'pages', 'sound.jsx'), "import { gone } from './not-there.js';\nexport const Home = () => gone;\n");
    const r = await runCli(['verify', t.dir, '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { build: { ok: boolean; error: string }; pages: unknown[] };
    expect(report.build.ok).toBe(false);
    expect(report.build.error).toMatch(/^src\/pages\/sound\.jsx(:\d+)?: .*not-there/);
    expect(report.pages).toEqual([]);
  }, 120_000);

  it('rejects a locale or page the theme does not have (exit 2)', async () => {
    const t = await copyToTemp(path.join(REPO, 'fixtures', 'themes', 'broken-preview'), 'bad-flags');
    made.push(t);
    expect((await runCli(['verify', t.dir, '--locale', 'fr'])).stderr).toMatch(/the theme has no locale "fr" \(it has ar, en\)/);
    const r = await runCli(['verify', t.dir, '--pages', 'home,nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the manifest has no page "nope"/);
  });
});
