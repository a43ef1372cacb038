import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/state/index.js';
import { runCli } from '../helpers/cli.js';
import { FIXTURES, tempSite } from './helpers.js';

const handFormatted = readFileSync(path.join(FIXTURES, 'valid', 'hand-formatted.md'), 'utf8');

describe('platform-convert status', () => {
  it('a site with no state file: "nothing converted yet", exit 0', async () => {
    const dir = await tempSite({});
    const r = await runCli(['status', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nothing converted yet');
    const j = await runCli(['status', dir, '--json']);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toEqual({ stateFile: null, converted: false });
  });

  it('--json: steps, decisions, open questions and limitations from the file alone', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    const r = await runCli(['status', dir, '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.converted).toBe(true);
    expect(s.steps.done).toEqual(['bundler-config']);
    expect(s.steps.pending).toEqual(['vendor-removal']);
    expect(s.decisions).toMatchObject({ products: 'dynamic', services: 'drop', prices: 'static', brand: null });
    expect(s.unanswered).toHaveLength(8);
    expect(s.openQuestions).toEqual(['Keep the perfume quiz page?']);
    expect(s.limitations).toEqual([{ file: 'src/pages/Custom.jsx', line: 88, what: 'file upload', why: 'no storefront endpoint' }]);
    expect(s.language).toMatchObject({ status: 'monolingual', languages: ['en'] });
  });

  it('the report goes to stdout, stderr stays empty', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    const r = await runCli(['status', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('steps: 1 of 2 done');
    expect(r.stdout).toContain('brand              (unanswered)');
    expect(r.stdout).toContain('src/pages/Custom.jsx:88: file upload');
  });

  it('a missing folder: exit 2', async () => {
    const r = await runCli(['status', path.join(await tempSite({}), 'nope')]);
    expect(r.code).toBe(2);
  });
});
