import path from 'node:path';
import { describe, expect, it } from 'vitest';
import importCase from '../../../src/codemods/import-case/index.js';
import { realCaseSpec } from '../../../src/codemods/import-case/real-case.js';
import { rootRelativeSpec } from '../../../src/codemods/import-case/root-relative.js';
import { REPO } from '../../helpers/build-theme.js';
import { caseContext, expectedFiles } from '../../helpers/site-case.js';

const CASES = path.join(REPO, 'fixtures', 'codemods', 'import-case');



describe('import-case step', () => {
  it('mis-cased: every import form is written with the letter case of its file; a second run changes nothing', async () => {
    const ctx = await caseContext(CASES, 'mis-cased');
    const r = await importCase.run(ctx);
    expect(r.status).toBe('applied');
    expect(r.limitations).toEqual([]);
    const expected = expectedFiles(CASES, 'mis-cased');
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

describe('import-case step, root-relative imports', () => {
  it('root-layout: a layout exported into src/pages/ with imports written for the app root reads them from its own folder; a file missing everywhere is left to missing-imports', async () => {
    const ctx = await caseContext(CASES, 'root-layout');
    const r = await importCase.run(ctx);
    expect(r.status).toBe('applied');
    expect(r.notes?.join('\n')).toContain('src/pages/Layout.jsx: ./pages/Kettle → ./Kettle');
    const expected = expectedFiles(CASES, 'root-layout');
    expect(expected.size).toBeGreaterThan(0);
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    expect(ctx.tree.read('src/pages/Layout.jsx')).toContain("from './components/shell/Teacup'");
    const before = ctx.tree.changes();
    expect((await importCase.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it('valid-: an import that resolves beside its file, or names nothing in any folder above, stays as written', () => {
    const files = new Set(['src/pages/Brews.jsx', 'src/components/Nav.jsx', 'outside/components/Gone.jsx']);
    const has = (p: string) => files.has(p);
    const aliases = new Map([['@', 'src']]);
    expect(rootRelativeSpec('src/pages/Layout.jsx', './components/Nav', aliases, has, '')).toBe('../components/Nav');
    expect(rootRelativeSpec('src/pages/Layout.jsx', './components/Gone', aliases, has, 'src')).toBeNull();
    expect(rootRelativeSpec('src/pages/Layout.jsx', '../components/Nav', aliases, has, '')).toBeNull();
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
