import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_DIR } from '../../src/convert/journal.js';
import { runConvert } from '../../src/convert/run-convert.js';
import { LOCK_FILE } from '../../src/convert/site-lock.js';
import { answerSurvey, hashTree, inPool, readPoints, silentLogger, smallSite, spawnCli, tempDir } from './support.js';

/**
 * `convert` SIGKILLed at named moments spread over a whole run: after start, after reading and
 * analysing, between conversion steps, and all through the commit (writing blobs, the journal,
 * between a file's temporary and its rename, after a rename before it is marked done, while the
 * journal is cleared). Each killed copy is then converted again and must equal an uninterrupted
 * run, with no journal, lock or temporary left. The kill points come from the run's own list of
 * fault points (src/infra/fault-point.ts), so they are chosen exactly, not by timing.
 */

const isTemp = (p: string) => p.endsWith('.pc-tmp');
const own = (p: string) => p === LOCK_FILE || p.startsWith(`${JOURNAL_DIR}/`) || isTemp(path.posix.basename(p));

/** Pick the indices (1-based) of the kill points: by name, spread over each kind. */
function choosePoints(points: string[]): { at: number; name: string }[] {
  const all = points.map((name, i) => ({ at: i + 1, name }));
  const where = (re: RegExp) => all.filter((p) => re.test(p.name));
  const spread = (list: { at: number; name: string }[], n: number) =>
    list.length <= n ? list : Array.from({ length: n }, (_, k) => list[Math.round((k * (list.length - 1)) / Math.max(1, n - 1))]);
  const steps = where(/^step /);
  const journalWritten = where(/^commit: journal written$/)[0]?.at ?? 0;
  const picked = [
    ...where(/^convert: (started|site read|analyzed)$/),
    ...spread(steps, 2).slice(1),
    ...where(/^convert: committing$/),
    ...spread(where(/^commit: blob of /), 3).slice(1, 2),
    ...spread(where(/^temporary of [0-9a-f]{64} written$/), 1),
    ...where(/^commit: journal written$/),
    // Between a site file's temporary and its rename: the temporary is in the site when it dies.
    ...spread(where(/^temporary of (?!journal\.json|[0-9a-f]{64}).* written$/).filter((p) => p.at > journalWritten), 3).slice(1, 2),
    ...spread(where(/^commit: after write /), 3).slice(2),
  ];
  return [...new Map(picked.map((p) => [p.at, p])).values()].sort((a, b) => a.at - b.at);
}

/** Pending journal entries of a killed run (0 when there is no journal). */
function pending(dir: string): number {
  try {
    return (JSON.parse(readFileSync(path.join(dir, JOURNAL_DIR, 'journal.json'), 'utf8')) as { entries: { done: boolean }[] }).entries.filter((e) => !e.done).length;
  } catch {
    return 0;
  }
}

describe('convert killed at any moment', () => {
  // 10 kills spread over one run, each resumed on its own, plus 11 kills of the runs that finish
  // an interrupted commit: 21 kill points in all.
  let source = '';
  let expected: Record<string, string> = {};
  let points: string[] = [];
  let before: Record<string, string> = {};

  beforeAll(async () => {
    source = smallSite();
    await answerSurvey(source);
    before = hashTree(source);
    // The uninterrupted run, as a process, listing its fault points.
    const reference = path.join(tempDir('ref'), 'site');
    cpSync(source, reference, { recursive: true });
    const pointsFile = path.join(tempDir('points'), 'points.txt');
    const ok = await spawnCli(['convert', reference, '--force'], { PLATFORM_CONVERT_TEST_POINTS: pointsFile }).exit;
    expect(ok.code, ok.stderr).toBe(0);
    expected = hashTree(reference);
    expect(Object.keys(expected).filter(own)).toEqual([]);
    points = readPoints(pointsFile);
  }, 600_000);

  /** Every site file is its old or its new version, never a mix. */
  const oldOrNew = async (dir: string, label: string) => {
    // The killed run's lock is removed by its watchdog, a moment after the kill.
    const deadline = Date.now() + 10_000;
    while (existsSync(path.join(dir, LOCK_FILE)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(path.join(dir, LOCK_FILE)), label).toBe(false);
    for (const [p, h] of Object.entries(hashTree(dir))) if (!own(p)) expect([before[p], expected[p]], `${label}: ${p}`).toContain(h);
  };

  it('killed at 10 points from start to commit end, each rerun gives the uninterrupted tree with nothing stray', async () => {
    const kills = choosePoints(points);
    expect(kills.length).toBeGreaterThanOrEqual(10);
    expect(kills.filter((k) => /^(commit|temporary)/.test(k.name)).length).toBeGreaterThanOrEqual(5);

    const results = await inPool(kills.map((k) => async () => {
      const dir = path.join(tempDir(`kill-${k.at}`), 'site');
      cpSync(source, dir, { recursive: true });
      const r = await spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_FAULT: `${k.at}:SIGKILL` }).exit;
      expect(r.signal, `${k.name}: ${r.stderr}`).toBe('SIGKILL');
      await oldOrNew(dir, k.name);
      const strayTemp = Object.keys(hashTree(dir)).some((p) => isTemp(p) && !p.startsWith(`${JOURNAL_DIR}/`));
      // Run again, as a person would after the crash: the same tree as the uninterrupted run.
      const again = await runConvert(dir, { force: true }, silentLogger);
      expect(again.exitCode, k.name).toBe(0);
      expect(hashTree(dir), k.name).toEqual(expected);
      expect(readdirSync(dir).filter((n) => n === JOURNAL_DIR || n === LOCK_FILE), k.name).toEqual([]);
      return { ...k, strayTemp };
    }), 2);
    // The kill between a temporary and its rename did leave one beside a site file; the rerun removed it.
    expect(results.some((r) => r.strayTemp)).toBe(true);
  }, 900_000);

  it('killed 11 more times while reruns finish the commit, the tree still ends as the uninterrupted one', async () => {
    const dir = path.join(tempDir('chain'), 'site');
    cpSync(source, dir, { recursive: true });
    const writes = points.map((n, i) => ({ n, at: i + 1 })).filter((p) => p.n.startsWith('commit: before write '));
    const first = await spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_FAULT: `${writes[Math.floor(writes.length / 4)].at}:SIGKILL` }).exit;
    expect(first.signal).toBe('SIGKILL');

    // A rerun passes `convert: started`, then per pending entry: before write, the file's
    // temporary, after write, the journal's temporary; then the journal's clean-up. Each rerun is
    // killed a few entries further on, at a different one of those moments.
    const hit: string[] = [];
    for (let i = 0; i < 11; i++) {
      const left = pending(dir);
      const at = left > 1 ? 1 + 4 * Math.min(2, left - 1) + (i % 4) + 1 : 2 + (i % 2);
      const log = path.join(tempDir('chain-points'), 'points.txt');
      const r = await spawnCli(['convert', dir, '--force'], { PLATFORM_CONVERT_TEST_FAULT: `${at}:SIGKILL`, PLATFORM_CONVERT_TEST_POINTS: log }).exit;
      expect(r.signal, r.stderr).toBe('SIGKILL');
      hit.push(readPoints(log).at(-1) ?? '');
      await oldOrNew(dir, `rerun ${i + 1}`);
    }
    // The kills landed inside the replay: before a file's write, between its temporary and the
    // rename, and after the rename before the entry was marked done.
    const kinds = new Set(hit.map((n) => n.replace(/^(commit: (?:before|after) write|temporary of journal\.json|temporary of|commit: blobs removed|commit: journal removed|convert: \w+).*$/, '$1')));
    for (const kind of ['commit: before write', 'temporary of', 'commit: after write']) expect([...kinds], hit.join('\n')).toContain(kind);

    const last = await spawnCli(['convert', dir, '--force']).exit;
    expect(last.code, last.stderr).toBe(0);
    expect(hashTree(dir)).toEqual(expected);
  }, 900_000);
});
