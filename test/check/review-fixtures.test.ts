import { existsSync, promises as fsp, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listBundle } from '../../src/check/bundle.js';
import { reviewChecks, runChecks } from '../../src/check/run.js';
import type { ReviewCheck } from '../../src/check/types.js';
import { loadSite } from '../../src/load/site.js';
import type { VendorRuleBase } from '../../src/rule-kit/vendor-rule.js';
import { packageRoot } from '../../src/infra/package-root.js';

/**
 * One generic runner for every review check: fixtures/review/<check>/<case>/ is a small theme
 * folder, `expected.json` lists the diagnostics of that check (ruleId, messageId, file, line);
 * a `valid-` case expects none. Each case runs in a copy under .tmp so `options.json` can add
 * files git must not hold (`.env.platform`) and `installed-sdk/` becomes node_modules/platform-sdk.
 */
const REPO = packageRoot();
const ROOT = path.join(REPO, 'fixtures', 'review');
const CHECK_DIRS = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_')).map((d) => d.name).sort();
const temps: string[] = [];
afterAll(async () => {
  for (const t of temps) await fsp.rm(t, { recursive: true, force: true });
});

interface CaseOptions {
  vendors?: (Omit<VendorRuleBase, 'bootstrapFiles' | 'envVars' | 'assetUrls'> & { bootstrapFiles?: string[]; envVars?: string[]; assetUrls?: string[] })[];
  developerToken?: string;
  files?: Record<string, string>;
}

interface Expected {
  ruleId: string;
  messageId: string;
  file: string;
  line: number | null;
}

const key = (d: Expected) => `${d.file}:${String(d.line).padStart(5, '0')}:${d.ruleId}:${d.messageId}`;

async function prepare(caseDir: string): Promise<{ dir: string; options: CaseOptions; expected: Expected[] }> {
  const options: CaseOptions = existsSync(path.join(caseDir, 'options.json')) ? JSON.parse(await fsp.readFile(path.join(caseDir, 'options.json'), 'utf8')) : {};
  const expected: Expected[] = existsSync(path.join(caseDir, 'expected.json')) ? JSON.parse(await fsp.readFile(path.join(caseDir, 'expected.json'), 'utf8')) : [];
  const dir = path.join(REPO, '.tmp', `review-${path.basename(path.dirname(caseDir))}-${path.basename(caseDir)}-${randomBytes(3).toString('hex')}`);
  temps.push(dir);
  const fixtureOnly = new Set(['options.json', 'expected.json', 'installed-sdk']);
  await fsp.cp(caseDir, dir, { recursive: true, filter: (src) => src === caseDir || !(path.dirname(src) === caseDir && fixtureOnly.has(path.basename(src))) });
  for (const [rel, text] of Object.entries(options.files ?? {})) {
    await fsp.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fsp.writeFile(path.join(dir, rel), text);
  }
  if (existsSync(path.join(caseDir, 'installed-sdk'))) await fsp.cp(path.join(caseDir, 'installed-sdk'), path.join(dir, 'node_modules', 'platform-sdk'), { recursive: true });
  return { dir, options, expected };
}

async function runCase(check: ReviewCheck, caseDir: string) {
  const { dir, options, expected } = await prepare(caseDir);
  const site = await loadSite(dir);
  const vendors = (options.vendors ?? []).map((v) => ({ ...v, bootstrapFiles: v.bootstrapFiles?.map((s) => new RegExp(s)), envVars: v.envVars?.map((s) => new RegExp(s)), assetUrls: v.assetUrls?.map((s) => new RegExp(s, 'i')) })) as VendorRuleBase[];
  const bundle = check.phase === 'build' ? await listBundle(site, { built: true, command: 'fixture' }) : undefined;
  const result = await runChecks(site, { checks: [check], vendors, bundle, developerToken: options.developerToken });
  const actual = result.diagnostics.filter((d) => d.ruleId === check.id).map((d) => ({ ruleId: d.ruleId, messageId: d.messageId, file: d.file ?? '', line: d.line ?? null }));
  return { actual: actual.sort((a, b) => key(a).localeCompare(key(b))), expected: expected.sort((a, b) => key(a).localeCompare(key(b))), result };
}

const checks = await reviewChecks();

describe('review checks: meta', () => {
  it('every check has docs, messages and a fixture folder with a violating and a valid- case', () => {
    for (const c of checks) {
      expect(c.docs.description && c.docs.why && c.docs.fix, c.id).toBeTruthy();
      expect(Object.keys(c.messages).length, c.id).toBeGreaterThan(0);
      expect(['error', 'warning', 'info']).toContain(c.severity);
      expect(CHECK_DIRS, `fixtures/review/${c.id}`).toContain(c.id);
      const cases = readdirSync(path.join(ROOT, c.id));
      expect(cases.some((n) => n.startsWith('valid-')), `${c.id} valid- case`).toBe(true);
      expect(cases.some((n) => !n.startsWith('valid-')), `${c.id} violating case`).toBe(true);
    }
  });
});

for (const id of CHECK_DIRS) {
  describe(`review check ${id}`, () => {
    const check = checks.find((c) => c.id === id);
    for (const name of readdirSync(path.join(ROOT, id)).sort()) {
      it(name, async () => {
        expect(check, `rules/review/${id}.ts`).toBeDefined();
        const { actual, expected, result } = await runCase(check!, path.join(ROOT, id, name));
        if (name.startsWith('valid-')) expect(expected).toEqual([]);
        else expect(expected.length).toBeGreaterThan(0);
        expect(actual, JSON.stringify(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.messageId} ${d.message}`), null, 1)).toEqual(expected);
        for (const d of result.diagnostics) {
          expect(d.message).not.toMatch(/\{\{/);
          expect(d.hint).toBeTruthy();
        }
      });
    }
  });
}

describe('the valid theme', () => {
  it('passes every source check with zero findings', async () => {
    const { dir } = await prepare(path.join(ROOT, '_valid-theme'));
    await fsp.writeFile(path.join(dir, '.env.platform'), 'PLATFORM_API_URL=http://127.0.0.1:9\n');
    const result = await runChecks(await loadSite(dir), { vendors: [] });
    expect(result.diagnostics).toEqual([]);
    expect(result.checks.length).toBe(checks.length);
  });
});
