import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { danglingImports, importGraph, importSpecs } from '../../../src/codemods/drop-pages/graph.js';
import { stagedImportSites } from '../../../src/codemods/vendor-removal/import-sources.js';
import { loadSite } from '../../../src/load/site.js';
import { parseSource } from '../../../src/load/parse.js';

/** A small app: a router that imports its pages statically, lazily and through require(). */
async function app(): Promise<MemoryTree> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-import-graph-'));
  const put = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  put('package.json', '{"name":"app","dependencies":{"react":"^18.2.0"}}\n');
  put('src/pages/Home.jsx', 'export default () => null;\n');
  put('src/pages/Login.jsx', 'export default () => null;\n');
  put('src/pages/Admin.jsx', 'export default () => null;\n');
  put(
    'src/App.jsx',
    "import Home from './pages/Home';\nconst Login = React.lazy(() => import('./pages/Login'));\nconst Admin = require('./pages/Admin');\nexport default () => [Home, Login, Admin];\n",
  );
  return new MemoryTree(await loadSite(dir, { mode: 'edit' }));
}

describe('the import graph of drop-pages', () => {
  it('names static imports, then import() calls, then require() calls, in one walk', () => {
    const r = parseSource('a.js', "require('./c');\nimport x from './a';\nconst l = () => import('./b');\nexport * from './d';\n", 'edit');
    if (!r.ok) throw new Error('does not parse');
    expect(importSpecs(r.ast).map((s) => s.spec)).toEqual(['./a', './d', './b', './c']);
  });

  it('sees an import a step removed with writeAst (specifiers are kept per revision, not per tree)', async () => {
    const tree = await app();
    const aliases = new Map();
    expect([...importGraph(tree, aliases).get('src/App.jsx')!].sort()).toEqual(['src/pages/Admin.jsx', 'src/pages/Home.jsx', 'src/pages/Login.jsx']);
    const ast = tree.ast('src/App.jsx')!;
    ast.program.body.shift();
    tree.writeAst('src/App.jsx', ast);
    expect([...importGraph(tree, aliases).get('src/App.jsx')!].sort()).toEqual(['src/pages/Admin.jsx', 'src/pages/Login.jsx']);
    // A page deleted since: its lazy import dangles, with the line it is on.
    const before = (from: string, spec: string) => (spec === './pages/Login' ? 'src/pages/Login.jsx' : null);
    tree.delete('src/pages/Login.jsx');
    expect(danglingImports(tree, aliases, before)).toEqual([{ file: 'src/App.jsx', line: 0, spec: './pages/Login' }]);
  });

  it('shares the import sites of an unchanged file between callers, and not after an edit', async () => {
    const tree = await app();
    const ast = tree.ast('src/App.jsx')!;
    const first = stagedImportSites(tree, 'src/App.jsx', ast);
    expect(stagedImportSites(tree, 'src/App.jsx', ast)).toBe(first);
    ast.program.body.shift();
    tree.writeAst('src/App.jsx', ast);
    const after = stagedImportSites(tree, 'src/App.jsx', tree.ast('src/App.jsx')!);
    expect(after).not.toBe(first);
    expect(after.map((s) => s.source.value)).toEqual(['./pages/Login', './pages/Admin']);
  });
});
