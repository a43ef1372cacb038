import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRules } from '../../src/rule-kit/discover.js';
import { parseSource } from '../../src/load/parse.js';
import { walk } from '../../src/rule-kit/walk.js';
import { createFileSignalsCollector } from '../../src/analyze/file-signals.js';
import { createModuleCollector } from '../../src/analyze/module-facts.js';
import { buildFeatures } from '../../src/analyze/pages/features.js';
import { classifyPage } from '../../src/analyze/pages/classify.js';
import type { PageRule } from '../../src/analyze/pages/page-rule.js';
import type { SiteFile } from '../../src/load/files.js';
import type { Site } from '../../src/load/site.js';
import type { DataSite } from '../../src/analyze/types.js';

/**
 * One generic runner for page rules: `fixtures/pages/<rule>/<case>/` holds one page file and an
 * `expected.json` of `{ given: { route, dataSites?, wrappers?, roleGuard? }, expect: { class, canonical, rule } }`.
 * A `valid-` case shows where the rule stops claiming pages.
 */
const ROOT = path.resolve(import.meta.dirname, '../../fixtures/pages');

interface Case {
  rule: string;
  name: string;
  dir: string;
}

const cases: Case[] = readdirSync(ROOT).flatMap((rule) =>
  readdirSync(path.join(ROOT, rule))
    .filter((n) => statSync(path.join(ROOT, rule, n)).isDirectory())
    .map((name) => ({ rule, name, dir: path.join(ROOT, rule, name) })),
);

function classifyCase(c: Case, rules: PageRule[]) {
  const expected = JSON.parse(readFileSync(path.join(c.dir, 'expected.json'), 'utf8')) as {
    given: { route: string | null; dataSites?: DataSite[]; wrappers?: string[]; roleGuard?: boolean };
    expect: { class: string; canonical: string | null; rule: string | null };
  };
  const fileName = readdirSync(c.dir).find((n) => n !== 'expected.json')!;
  const text = readFileSync(path.join(c.dir, fileName), 'utf8');
  const parsed = parseSource(fileName, text);
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const file: SiteFile = { path: fileName, abs: path.join(c.dir, fileName), kind: 'script', size: text.length, text };
  const signals = createFileSignalsCollector();
  const modules = createModuleCollector();
  const site = undefined as unknown as Site;
  walk(parsed.ast, [signals.visitFile(file, parsed.ast, site)!, modules.visitFile(file, parsed.ast, site)!]);
  const f = buildFeatures({
    file: fileName,
    routes: expected.given.route === null ? [] : [expected.given.route],
    component: modules.facts.get(fileName)?.defaultExport ?? null,
    wrappers: expected.given.wrappers ?? [],
    roleGuard: expected.given.roleGuard ?? false,
    signals: signals.signals.get(fileName)!,
    dataSites: expected.given.dataSites ?? [],
  });
  const k = classifyPage(f, rules);
  return { got: { class: k.class, canonical: k.canonical, rule: k.rule }, want: expected.expect, evidence: k.evidence };
}

describe('page rules', async () => {
  const rules = await discoverRules<PageRule>('pages');

  it('every rule has docs, a matching case and a valid- case', () => {
    for (const r of rules) {
      expect(r.docs.description.length, r.id).toBeGreaterThan(10);
      const mine = cases.filter((c) => c.rule === r.id);
      expect(mine.some((c) => !c.name.startsWith('valid-')), `${r.id}: matching case`).toBe(true);
      expect(mine.some((c) => c.name.startsWith('valid-')), `${r.id}: valid- case`).toBe(true);
    }
  });

  for (const c of cases) {
    it(`${c.rule}/${c.name}`, () => {
      const { got, want, evidence } = classifyCase(c, rules);
      expect(got, evidence.join('\n')).toEqual(want);
      // A matching case is claimed by its rule; a valid- case is not.
      if (c.name.startsWith('valid-')) expect(got.rule).not.toBe(c.rule);
      else expect(got.rule).toBe(c.rule);
    });
  }
});
