import { promises as fsp, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTree, runDataLayer } from './run-collector.js';

/**
 * One generic runner for every vendor rule: each `fixtures/vendors/<rule>/<case>.input.<ext>` (or a
 * multi-file `<case>.site/` folder) is loaded as a site, run through the collector and the shared
 * walker, and its sites compared with `<case>.sites.json`. A `valid-` case expects no site.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../fixtures/vendors');
const FIELDS = ['file', 'line', 'vendor', 'kind', 'entity', 'operation', 'surface', 'sdkEquivalent'] as const;

const project = (s: Record<string, unknown>) => Object.fromEntries(FIELDS.map((k) => [k, s[k]]));

for (const rule of readdirSync(ROOT).sort()) {
  const dir = path.join(ROOT, rule);
  const cases = readdirSync(dir)
    .map((n) => /^(.+?)\.(input\.(jsx|tsx|ts|js)|site)$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null);
  describe(`vendors/${rule}`, () => {
    it('has a matching case and a valid- neighbour', () => {
      expect(cases.some((m) => !m[1].startsWith('valid-'))).toBe(true);
      expect(cases.some((m) => m[1].startsWith('valid-'))).toBe(true);
    });
    for (const m of cases) {
      const name = m[1];
      it(name, async () => {
        const abs = path.join(dir, m[0]);
        const sources = m[2] === 'site' ? await readTree(abs) : { [`src/${name}.${m[3]}`]: await fsp.readFile(abs, 'utf8') };
        const { facts } = runDataLayer(sources);
        const got = facts.dataSites.map(project);
        const expectedFile = path.join(dir, `${name}.sites.json`);
        const expected: Record<string, unknown>[] = name.startsWith('valid-') && !existsSync(expectedFile) ? [] : JSON.parse(await fsp.readFile(expectedFile, 'utf8'));
        // Name the failures the ast-grep way: noisy (reported where it should not) and missing.
        const key = (s: Record<string, unknown>) => JSON.stringify(project(s));
        const want = new Set(expected.map(key));
        const have = new Set(got.map(key));
        expect(got.filter((s) => !want.has(key(s))), 'noisy: reported where it should not be').toEqual([]);
        expect(expected.map(project).filter((s) => !have.has(key(s))), 'missing: not reported where it should be').toEqual([]);
        expect(got).toEqual(expected.map(project));
      });
    }
  });
}
