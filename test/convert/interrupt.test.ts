import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_DIR } from '../../src/convert/journal.js';
import { runConvert } from '../../src/convert/run-convert.js';
import { LOCK_FILE } from '../../src/convert/site-lock.js';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import type { PromptPort } from '../../src/survey/index.js';
import { STATE_FILE, SURVEY_SURFACES } from '../../src/state/index.js';
import { answerSurvey, hashTree, readPoints, silentLogger, smallSite, spawnCli, tempDir } from './support.js';

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 15));
  }
  return true;
}

/** What a shell reports: a process ended by SIGINT has status 130, like one that exits with 130. */
const status = (r: { code: number | null; signal: NodeJS.Signals | null }) => r.code ?? (r.signal === 'SIGINT' ? 130 : -1);

describe('Ctrl-C', () => {
  it('during the conversion steps: the run ends within a second with status 130, nothing written, no lock left', async () => {
    const source = smallSite();
    await answerSurvey(source);
    const dir = path.join(tempDir('int-steps'), 'site');
    cpSync(source, dir, { recursive: true });
    const before = hashTree(dir);
    const points = path.join(tempDir('int-points'), 'points.txt');
    const run = spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_POINTS: points });
    // The first step finished: the run is inside the next one (synchronous work, seconds long on big sites).
    expect(await waitFor(() => readPoints(points).some((p) => p.startsWith('step ')), 300_000)).toBe(true);
    const sent = Date.now();
    run.child.kill('SIGINT');
    const r = await run.exit;
    expect(status(r), r.stderr).toBe(130);
    expect(r.endedAt - sent).toBeLessThan(1000);
    expect(readPoints(points)).not.toContain('convert: committing');
    // The lock goes with the run (its watchdog removes it), and not a byte of the site changed.
    expect(await waitFor(() => !existsSync(path.join(dir, LOCK_FILE)), 5000)).toBe(true);
    expect(hashTree(dir)).toEqual(before);
    expect(existsSync(path.join(dir, JOURNAL_DIR))).toBe(false);
  }, 600_000);

  it('during the commit: the commit is finished first, then exit 130', async () => {
    const source = smallSite();
    await answerSurvey(source);
    const reference = path.join(tempDir('int-ref'), 'site');
    cpSync(source, reference, { recursive: true });
    const points = path.join(tempDir('int-points2'), 'points.txt');
    const ok = await spawnCli(['convert', reference, '--force'], { PLATFORM_CONVERT_TEST_POINTS: points }).exit;
    expect(ok.code, ok.stderr).toBe(0);
    const writes = readPoints(points).map((n, i) => ({ n, at: i + 1 })).filter((p) => p.n.startsWith('commit: before write '));

    const dir = path.join(tempDir('int-commit'), 'site');
    cpSync(source, dir, { recursive: true });
    const r = await spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_FAULT: `${writes[3].at}:SIGINT` }).exit;
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toMatch(/interrupted: the commit was finished first/);
    expect(hashTree(dir)).toEqual(hashTree(reference));
  }, 600_000);

  it('in the survey: exit 130 with the answers given so far saved in THEME_CONVERSION.md', async () => {
    const dir = smallSite();
    let asked = 0;
    const prompt: PromptPort = {
      async select(q) {
        if (asked++ === 2) throw Object.assign(new Error('User force closed the prompt with SIGINT'), { name: 'ExitPromptError' });
        return (q.default === 'drop' ? 'static' : q.default) as never;
      },
    };
    const before = hashTree(dir);
    const err = await runConvert(dir, { force: true, isTTY: true, prompt }, silentLogger).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(130);
    expect((err as ToolError).oneLine()).toMatch(/survey cancelled \(Ctrl-C\); 2 answer\(s\) kept in THEME_CONVERSION.md/);
    const state = readFileSync(path.join(dir, STATE_FILE), 'utf8');
    expect(state.match(/chosen(?: \(the default\))? in the survey/g)).toHaveLength(2);
    // Nothing else was written, and the folder is free again.
    const after = hashTree(dir);
    expect(Object.keys(after).filter((p) => after[p] !== before[p])).toEqual([STATE_FILE]);

    // The next survey asks only the surfaces still open.
    let askedAgain = 0;
    const rest: PromptPort = { async select(q) { askedAgain++; return q.default; } };
    await runConvert(dir, { force: true, isTTY: true, prompt: rest }, silentLogger);
    // The open questions, then the review of the answers.
    expect(askedAgain).toBe(SURVEY_SURFACES.length - 2 + 1);
  }, 300_000);
});
