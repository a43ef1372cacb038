import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../../src/codemods/missing-imports/assets.js';
import { missingKind } from '../../../src/codemods/missing-imports/find.js';
import step from '../../../src/codemods/missing-imports/index.js';
import { REPO } from '../../helpers/build-theme.js';
import { caseContext, expectedFiles } from '../../helpers/site-case.js';

const CASES = path.join(REPO, 'fixtures', 'codemods', 'missing-imports');



async function runCase(name: string) {
  const ctx = await caseContext(CASES, name);
  const r = await step.run(ctx);
  const expected = expectedFiles(CASES, name);
  expect(expected.size).toBeGreaterThan(0);
  for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
  expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
  const before = ctx.tree.changes();
  const again = await step.run(ctx);
  expect(again.status).toBe('unnecessary');
  expect(ctx.tree.changes()).toEqual(before);
  return { r, ctx };
}

describe('missing-imports step', () => {
  it('uncommitted-files: a missing picture gets a placeholder, a missing stylesheet import goes, a missing page goes with its route and nav link', async () => {
    const { r, ctx } = await runCase('uncommitted-files');
    expect(r.status).toBe('applied');
    expect(r.limitations?.map((l) => [l.file, l.line])).toEqual([
      ['src/main.jsx', 4],
      ['src/pages/Home.jsx', 2],
      ['src/App.jsx', 4],
    ]);
    expect(r.limitations?.every((l) => /a file the source does not have/.test(l.what))).toBe(true);
    // The picture that exists keeps its import; the placeholder is an SVG data URI labelled with the file's name.
    const home = ctx.tree.read('src/pages/Home.jsx') ?? '';
    expect(home).toContain("import peonies from '../assets/peonies.svg'");
    expect(home).toMatch(/const tulipField = 'data:image\/svg\+xml;[^\n]*tulip%20field/);
  });

  it('page-map: a page map entry naming a missing file goes with its import and the page-URL links to it', async () => {
    const { r } = await runCase('page-map');
    expect(r.limitations).toHaveLength(1);
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/pages.config.js', line: 2 });
    expect(r.limitations?.[0].what).toContain('src/pages/Journal');
    expect(r.limitations?.[0].what).toContain('/Journal');
  });

  it('unreached-variant: files that import a missing file and that nothing imports (a half-written variant, its barrel) are removed; the page keeps its basket', async () => {
    const ctx = await caseContext(CASES, 'unreached-variant');
    const r = await step.run(ctx);
    expect(r.status).toBe('applied');
    expect(r.limitations ?? []).toEqual([]);
    expect(ctx.tree.exists('src/components/BasketSwitch.jsx')).toBe(false);
    expect(ctx.tree.exists('src/components/index.js')).toBe(false);
    expect(ctx.tree.exists('src/components/Basket.jsx')).toBe(true);
    expect(ctx.tree.changes()).toHaveLength(2);
    expect((await step.run(ctx)).status).toBe('unnecessary');
  });

  it('missing-frame: a missing component that wraps the routes goes and the routes it wrapped stay', async () => {
    const { r } = await runCase('missing-frame');
    expect(r.status).toBe('applied');
    expect(r.limitations).toHaveLength(1);
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/App.jsx', line: 2 });
    expect(r.limitations?.[0].what).toContain('src/components/frame/BakeryFrame');
  });

  it('valid-helper-module: a missing helper is reported and left as written; a build plugin\'s generated module is not missing', async () => {
    const ctx = await caseContext(CASES, 'valid-helper-module');
    const r = await step.run(ctx);
    expect(r.status).toBe('partial');
    expect(r.limitations).toHaveLength(1);
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/main.jsx', line: 4 });
    expect(r.limitations?.[0].why).toMatch(/does not build until/);
    expect(ctx.tree.changes()).toEqual([]);
  });

  it('valid-all-present: imports that resolve (alias, lazy page, stylesheet, picture) are left alone', async () => {
    const ctx = await caseContext(CASES, 'valid-all-present');
    const r = await step.run(ctx);
    expect(r.status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual([]);
  });
});

describe('missing import helpers', () => {
  it('forgotten-import: a component drawn but never imported gets its import when one module exports it; an ambiguous name and a local binding are left', async () => {
    const { r } = await runCase('forgotten-import');
    expect(r.status).toBe('applied');
    expect(r.notes).toEqual(['src/pages/Visit.jsx: draws <ShimmerButton /> without importing it; imported from src/components/ui/shimmer-button.jsx, the one module that exports it']);
  });

  it('names the kind of a missing file by its extension', () => {
    expect(missingKind('src/assets/a.JPG')).toBe('image');
    expect(missingKind('src/print.scss')).toBe('style');
    expect(missingKind('src/pages/Journal')).toBe('script');
    expect(missingKind('src/pages/Journal.tsx')).toBe('script');
    expect(missingKind('src/data/menu.json')).toBe('other');
  });
  it('labels a placeholder with words from the file name', () => {
    expect(labelOf('src/assets/ChickenWings.png')).toBe('Chicken Wings');
    expect(labelOf('src/assets/hero-banner_2.jpg')).toBe('hero banner 2');
  });
});
