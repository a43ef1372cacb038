import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_FILE } from '../../src/convert/report.js';
import { SURVEY_SURFACES } from '../../src/state/model.js';
import { runCli } from '../helpers/cli.js';
import { answerSurvey, copySite, fixtureSites, gitInit, hashTree, smallSite, tempDir } from './support.js';

/** Dry-run the site, apply the printed diff to a copy, really convert another copy: same trees. */
async function dryRunMatchesRealRun(dir: string) {
  const before = hashTree(dir);
  const dry = await runCli([dir, '--dry-run', '--yes', '--force']);
  expect(dry.stderr).not.toMatch(/internal error/);
  expect([0, 1]).toContain(dry.code);
  expect(hashTree(dir)).toEqual(before);

  const patched = path.join(tempDir('patched'), 'site');
  cpSync(dir, patched, { recursive: true });
  if (dry.stdout) {
    const patch = path.join(patched, '..', 'dry-run.diff');
    writeFileSync(patch, dry.stdout);
    execFileSync('git', ['apply', '--whitespace=nowarn', patch], { cwd: patched });
  }
  const real = await runCli([dir, '--yes', '--force']);
  expect(real.code).toBe(dry.code);
  // A .env change is named in comment lines, values hidden: the rest of the patch applies.
  const hidden = [...dry.stdout.matchAll(/^# (\S+): changed, not in this patch/gm)].map((m) => m[1]);
  expect(hashTree(patched, hidden)).toEqual(hashTree(dir, [REPORT_FILE, ...hidden]));
}

describe('platform-convert [dir] --dry-run', () => {
  it('writes nothing and prints a diff git applies to the tree a real run gives (small site)', async () => {
    await dryRunMatchesRealRun(smallSite());
  });

  for (const name of fixtureSites()) {
    it(`the same on fixtures/sites/${name}`, async () => {
      await dryRunMatchesRealRun(copySite(name));
    }, 60_000);
  }
});

describe('platform-convert convert', () => {
  it('converts a surveyed site; a second convert changes nothing', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    const first = await runCli(['convert', dir, '--force']);
    expect(first.code).toBe(0);
    expect(readFileSync(path.join(dir, 'vite.config.ts'), 'utf8')).toContain('preview-dist');
    expect(readFileSync(path.join(dir, REPORT_FILE), 'utf8')).toMatch(/^```diff$/m);
    const after = hashTree(dir);
    const second = await runCli(['convert', dir, '--force']);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('nothing to change');
    expect(hashTree(dir)).toEqual(after);
  });

  it('survey, then convert, in a clean git work tree: the state file survey wrote is not a change of the user\'s', async () => {
    const dir = smallSite();
    gitInit(dir);
    expect((await runCli(['survey', dir, '--yes'])).code).toBe(0);
    const r = await runCli(['convert', dir]);
    expect(r.stderr).not.toMatch(/uncommitted change/);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'vite.config.ts'), 'utf8')).toContain('preview-dist');
  });

  it('refuses a dirty git work tree with exit 3 and accepts it with --force', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    gitInit(dir);
    writeFileSync(path.join(dir, 'src/pages/About.tsx'), 'export default function About() {\n  return <main><h1>About</h1></main>;\n}\n');
    const before = hashTree(dir);
    const refused = await runCli(['convert', dir]);
    expect(refused.code).toBe(3);
    expect(refused.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(refused.stderr).toMatch(/uncommitted change/);
    expect(hashTree(dir)).toEqual(before);
    const forced = await runCli(['convert', dir, '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(dir, 'vite.config.ts'), 'utf8')).toContain('preview-dist');
  });

  it('--out converts a copy', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    const before = hashTree(dir);
    const out = path.join(tempDir('out'), 'theme');
    const r = await runCli(['convert', dir, '--out', out]);
    expect(r.code).toBe(0);
    expect(hashTree(dir)).toEqual(before);
    expect(readFileSync(path.join(out, 'vite.config.ts'), 'utf8')).toContain('preview-dist');
  });

  it('an unanswered survey with no terminal is refused in one line (exit 3)', async () => {
    const dir = smallSite();
    const r = await runCli(['convert', dir, '--force']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/unanswered/);
  });

  it('takes the answers of an --answers file, and the default command prints what is left', async () => {
    const dir = smallSite();
    const answers = path.join(tempDir('answers'), 'answers.json');
    writeFileSync(answers, JSON.stringify(Object.fromEntries(SURVEY_SURFACES.map((s) => [s, s === 'services' ? { decision: 'drop', why: 'no services sold' } : 'dynamic']))));
    const r = await runCli([dir, '--answers', answers, '--force']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/every built step is done/);
    expect(readFileSync(path.join(dir, 'THEME_CONVERSION.md'), 'utf8')).toMatch(/\| services\s+\| drop\s+\| no services sold/);
  });

  it('a state file edited into nonsense is a one-line error naming the line (exit 2), and is kept as it was', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    const file = path.join(dir, 'THEME_CONVERSION.md');
    const broken = readFileSync(file, 'utf8').replace(/\| products\s+\| dynamic/, '| products | sometimes');
    writeFileSync(file, broken);
    const before = hashTree(dir);
    const r = await runCli(['convert', dir, '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/THEME_CONVERSION\.md:\d+/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(hashTree(dir)).toEqual(before);
  });

  it('a missing folder is bad input (exit 2)', async () => {
    const r = await runCli(['convert', path.join(tempDir('none'), 'missing')]);
    expect(r.code).toBe(2);
  });

  it('takes its own --dry-run and --yes after the subcommand', async () => {
    const dir = smallSite();
    const before = hashTree(dir);
    const r = await runCli(['convert', dir, '--dry-run', '--yes']);
    expect(r.code).toBe(0);
    expect(hashTree(dir)).toEqual(before);
    expect(r.stdout).toContain('diff --git a/vite.config.ts b/vite.config.ts');
  });
});
