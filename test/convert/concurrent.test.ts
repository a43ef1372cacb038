import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runConvert } from '../../src/convert/run-convert.js';
import { LOCK_FILE } from '../../src/convert/site-lock.js';
import { answerSurvey, hashTree, readPoints, silentLogger, smallSite, spawnCli, tempDir } from './support.js';

/**
 * Item: two `convert` runs on one folder at once used to interleave their journals and leave the
 * site half converted. Now the second is refused (exit 3, one line) while the first holds the
 * folder, and the tree is the one a single run gives.
 */
describe('two convert runs on one folder', () => {
  it('the second is refused with one line while the first works; the tree is never mixed', async () => {
    const source = smallSite();
    await answerSurvey(source);
    const reference = path.join(tempDir('conc-ref'), 'site');
    cpSync(source, reference, { recursive: true });
    await runConvert(reference, { force: true }, silentLogger);
    const expected = hashTree(reference);

    const dir = path.join(tempDir('conc'), 'site');
    cpSync(source, dir, { recursive: true });
    // The first run stops itself (SIGSTOP) at its 4th fault point (after the survey), holding the lock.
    const points = path.join(tempDir('conc-points'), 'points.txt');
    const first = spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_POINTS: points, PLATFORM_CONVERT_TEST_FAULT: '4:SIGSTOP' });
    const deadline = Date.now() + 300_000;
    while (readPoints(points).length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const second = await spawnCli(['convert', dir, '--force']).exit;
    expect(second.code, second.stderr).toBe(3);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/another platform-convert convert \(pid \d+, since .*\) is working on this folder/);

    first.child.kill('SIGCONT');
    const r = await first.exit;
    expect(r.code, r.stderr).toBe(0);
    expect(hashTree(dir)).toEqual(expected);
  }, 600_000);

  it('started at the same moment: one converts, the other is refused or finds nothing to do', async () => {
    const source = smallSite();
    await answerSurvey(source);
    const reference = path.join(tempDir('conc-ref2'), 'site');
    cpSync(source, reference, { recursive: true });
    await runConvert(reference, { force: true }, silentLogger);
    const expected = hashTree(reference);

    const dir = path.join(tempDir('conc2'), 'site');
    cpSync(source, dir, { recursive: true });
    const runs = await Promise.all([spawnCli(['convert', dir, '--force']).exit, spawnCli(['convert', dir, '--force']).exit]);
    const codes = runs.map((r) => r.code).sort();
    expect([[0, 0], [0, 3]], runs.map((r) => r.stderr).join('\n---\n')).toContainEqual(codes);
    expect(hashTree(dir)).toEqual(expected);
    expect(readdirSync(dir).filter((n) => n.startsWith('.pc-'))).toEqual([]);
  }, 600_000);
});
