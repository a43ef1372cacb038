import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { compareFacts, type Facts } from '../helpers/compare-facts.js';
import type { Analysis } from '../../src/analyze/types.js';

/**
 * Every fixture site under fixtures/sites/: `analyze --json` equals its expected analysis
 * (fixtures/expected/<site>/analysis.json, regenerated with UPDATE_EXPECTED=1 and reviewed), and
 * agrees with the answer key written by hand from the site (facts.json).
 */
const root = path.resolve(__dirname, '../..');
const sitesDir = path.join(root, 'fixtures/sites');
const sites = readdirSync(sitesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe.each(sites)('analyze %s', (name) => {
  const expectedDir = path.join(root, 'fixtures/expected', name);

  it('prints the expected analysis, and it agrees with the hand-written answer key', async () => {
    const r = await runCli(['analyze', path.join(sitesDir, name), '--json']);
    expect(r.code).toBe(0);
    const analysis = JSON.parse(r.stdout) as Analysis;

    const facts = JSON.parse(readFileSync(path.join(expectedDir, 'facts.json'), 'utf8')) as Facts;
    expect(compareFacts(analysis, facts)).toEqual([]);

    const goldenFile = path.join(expectedDir, 'analysis.json');
    if (process.env.UPDATE_EXPECTED) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(goldenFile, JSON.stringify(analysis, null, 2) + '\n');
    }
    expect(existsSync(goldenFile)).toBe(true);
    expect(analysis).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')));
  });
});
