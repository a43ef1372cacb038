import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { unifiedDiff } from '../../src/convert/unified-diff.js';
import { loadSite } from '../../src/load/site.js';
import { smallSite } from './support.js';

async function tree() {
  const dir = smallSite();
  writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
  return new MemoryTree(await loadSite(dir, { mode: 'edit' }));
}

describe('MemoryTree', () => {
  it('reads through to the site until a path is staged', async () => {
    const t = await tree();
    expect(t.read('src/App.tsx')).toContain('<Routes>');
    expect(t.exists('src/App.tsx')).toBe(true);
    expect(t.exists('src/Nope.tsx')).toBe(false);
    expect(t.changes()).toEqual([]);
  });

  it('stages writes, additions and deletions, listed in path order', async () => {
    const t = await tree();
    t.write('src/App.tsx', 'export default () => null;\n');
    t.write('src/new/Page.tsx', 'export {};\n');
    t.delete('index.html');
    expect(t.read('index.html')).toBeUndefined();
    expect(t.list()).toContain('src/new/Page.tsx');
    expect(t.list()).not.toContain('index.html');
    expect(t.changes().map((c) => [c.kind, 'path' in c ? c.path : c.to])).toEqual([
      ['delete', 'index.html'],
      ['modify', 'src/App.tsx'],
      ['add', 'src/new/Page.tsx'],
    ]);
  });

  it('reads text files the loader keeps as assets (.gitignore) before a step edits them', async () => {
    const t = await tree();
    writeFileSync(path.join(t.site.root, '.gitignore'), 'node_modules\n');
    const site = await loadSite(t.site.root, { mode: 'edit' });
    const fresh = new MemoryTree(site);
    expect(fresh.read('.gitignore')).toBe('node_modules\n');
    fresh.write('.gitignore', 'node_modules\n.env.platform\n');
    expect(fresh.changes()).toEqual([{ kind: 'modify', path: '.gitignore', before: 'node_modules\n', after: 'node_modules\n.env.platform\n' }]);
    expect(fresh.read('logo.png')).toBeUndefined();
  });

  it('writing back the disk text is no change', async () => {
    const t = await tree();
    t.write('src/App.tsx', t.read('src/App.tsx')!);
    expect(t.changes()).toEqual([]);
  });

  it('stages a rename with the text and AST of the source', async () => {
    const t = await tree();
    const ast = t.ast('src/App.tsx');
    t.rename('src/App.tsx', 'src/Shell.tsx');
    expect(t.ast('src/Shell.tsx')).toBe(ast);
    expect(t.exists('src/App.tsx')).toBe(false);
    const [c] = t.changes();
    expect(c).toMatchObject({ kind: 'rename', from: 'src/App.tsx', to: 'src/Shell.tsx' });
  });

  it('moves a binary file by reference, shown as a git rename', async () => {
    const t = await tree();
    t.rename('logo.png', 'public/logo.png');
    expect(t.exists('public/logo.png')).toBe(true);
    expect(t.read('public/logo.png')).toBeUndefined();
    expect(t.changes()).toEqual([{ kind: 'rename', from: 'logo.png', to: 'public/logo.png', before: '', after: '', binary: true }]);
    expect(unifiedDiff(t.changes())).toBe('diff --git a/logo.png b/public/logo.png\nsimilarity index 100%\nrename from logo.png\nrename to public/logo.png\n');
  });

  it('refuses to rename a missing file with a named error', async () => {
    const t = await tree();
    expect(() => t.rename('nope.txt', 'x.txt')).toThrow(/does not exist/);
  });

  it('reprints an edited AST with the file formatting, untouched lines byte for byte', async () => {
    const t = await tree();
    const ast = t.ast('vite.config.ts')!;
    const stmt = ast.program.body.find((s) => s.type === 'ImportDeclaration' && s.source.value === 'lovable-tagger')!;
    ast.program.body.splice(ast.program.body.indexOf(stmt), 1);
    t.writeAst('vite.config.ts', ast);
    const before = t.site.file('vite.config.ts')!.text!;
    expect(t.read('vite.config.ts')).toBe(before.replace('import { componentTagger } from "lovable-tagger";\n', ''));
  });

  it('parses a staged script again on demand, and restores a snapshot', async () => {
    const t = await tree();
    const snap = t.snapshot();
    t.write('src/App.tsx', 'export const x = 1;\n');
    expect(t.ast('src/App.tsx')!.program.body[0].type).toBe('ExportNamedDeclaration');
    t.restore(snap);
    expect(t.changes()).toEqual([]);
    expect(t.ast('src/App.tsx')!.program.body[0].type).toBe('ImportDeclaration');
  });

  it('prints a tree edited several times once, when its text is wanted, as the last edit left it', async () => {
    const t = await tree();
    const ast = t.ast('vite.config.ts')!;
    const imports = () => ast.program.body.filter((s) => s.type === 'ImportDeclaration');
    const before = t.site.file('vite.config.ts')!.text!;
    ast.program.body.splice(ast.program.body.indexOf(imports().at(-1)!), 1);
    t.writeAst('vite.config.ts', ast);
    const afterOne = t.read('vite.config.ts');
    ast.program.body.splice(ast.program.body.indexOf(imports().at(-1)!), 1);
    t.writeAst('vite.config.ts', ast);
    expect(t.exists('vite.config.ts')).toBe(true);
    expect(t.ast('vite.config.ts')).toBe(ast);
    const text = t.read('vite.config.ts')!;
    expect(text).not.toBe(afterOne);
    expect(text.split('\n').length).toBe(before.split('\n').length - 2);
    // A snapshot holds the printed text, and a change to the disk shows it.
    expect(t.snapshot().get('vite.config.ts')).toBe(text);
    expect(t.changes().find((c) => c.kind === 'modify' && c.path === 'vite.config.ts')).toMatchObject({ after: text });
  });

  it('gives each write of a path a new revision, and the set of paths one when it changes', async () => {
    const t = await tree();
    const paths0 = t.revision();
    const r0 = t.revision('src/App.tsx');
    t.write('src/App.tsx', 'export const x = 1;\n');
    const r1 = t.revision('src/App.tsx');
    expect(r1).not.toBe(r0);
    expect(t.revision()).toBe(paths0);
    t.writeAst('src/App.tsx', t.ast('src/App.tsx')!);
    expect(t.revision('src/App.tsx')).not.toBe(r1);
    t.write('src/New.tsx', 'export {};\n');
    const paths1 = t.revision();
    expect(paths1).not.toBe(paths0);
    t.delete('src/New.tsx');
    expect(t.revision()).not.toBe(paths1);
  });
});
