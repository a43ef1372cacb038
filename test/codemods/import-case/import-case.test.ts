import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import importCase from '../../../src/codemods/import-case/index.js';
import { realCaseSpec } from '../../../src/codemods/import-case/real-case.js';
import type { StepContext } from '../../../src/convert/step.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { REPO } from '../../helpers/build-theme.js';

const CASES = path.join(REPO, 'fixtures', 'codemods', 'import-case');

async function caseContext(name: string): Promise<StepContext & { tree: MemoryTree }> {
  const site = await loadSite(path.join(CASES, name), { mode: 'edit' });
  const analysis = await analyzeSite(site);
  return { site, tree: new MemoryTree(site), analysis, state: emptyState(), logger: memoryLogger() };
}

/** Files of `<case>.expected/`, by their path in the site. */
function expectedFiles(name: string): Map<string, string> {
  const root = path.join(CASES, `${name}.expected`);
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(path.relative(root, p).split(path.sep).join('/'), readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}

describe('import-case step', () => {
  it('mis-cased: every import form is written with the letter case of its file; a second run changes nothing', async () => {
    const ctx = await caseContext('mis-cased');
    const r = await importCase.run(ctx);
    expect(r.status).toBe('applied');
    expect(r.limitations).toEqual([]);
    const expected = expectedFiles('mis-cased');
    expect(expected.size).toBeGreaterThan(0);
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    // Nothing else changed.
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    const before = ctx.tree.changes();
    const again = await importCase.run(ctx);
    expect(again.status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });
});

describe('realCaseSpec', () => {
  const aliases = new Map([['@', 'client/src'], ['@shared', 'shared']]);
  it('keeps the form of the import: relative, alias, omitted extension and index', () => {
    expect(realCaseSpec('client/src/App.tsx', './Pages/Home', 'client/src/pages/Home.tsx', aliases)).toBe('./pages/Home');
    expect(realCaseSpec('client/src/pages/a.tsx', '../Lib/Api.js', 'client/src/lib/api.ts', aliases)).toBe('../lib/api.js');
    expect(realCaseSpec('client/src/App.tsx', '@/Components/Nav', 'client/src/components/nav/index.tsx', aliases)).toBe('@/components/nav');
    expect(realCaseSpec('client/src/App.tsx', '@shared/Schema', 'shared/schema.ts', aliases)).toBe('@shared/schema');
  });
  it('gives null when more than letter case would change', () => {
    expect(realCaseSpec('client/src/App.tsx', './pages/../Pages/Home', 'client/src/pages/Home.tsx', aliases)).toBeNull();
  });
});
