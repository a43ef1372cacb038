import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { importersOf } from '../../../src/codemods/vendor-removal/importers.js';
import { loadSite } from '../../../src/load/site.js';

/** A shop whose two pages import one API module, by a relative path and by the `@/` alias. */
async function shop(): Promise<MemoryTree> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-importers-'));
  const put = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  put('package.json', '{"name":"shop","dependencies":{"react":"^18.2.0"}}\n');
  put('src/lib/orders.ts', 'export const listOrders = () => [];\nexport const cancelOrder = () => null;\n');
  put('src/pages/Orders.tsx', "import { listOrders, cancelOrder } from '../lib/orders';\nexport default () => listOrders().length;\n");
  put('src/pages/Account.tsx', "import { listOrders } from '@/lib/orders';\nexport default () => listOrders();\n");
  return new MemoryTree(await loadSite(dir, { mode: 'edit' }));
}

const target = { path: 'src/lib/orders.ts' };

describe('importersOf over the staged tree (import sites and resolutions kept per revision)', () => {
  it('sees an import a step removed with writeAst, and a module that moved', async () => {
    const tree = await shop();
    expect(importersOf(tree, target, {})).toEqual([
      { file: 'src/pages/Account.tsx', used: ['listOrders'] },
      { file: 'src/pages/Orders.tsx', used: ['listOrders'] },
    ]);
    const ast = tree.ast('src/pages/Account.tsx')!;
    ast.program.body.shift();
    tree.writeAst('src/pages/Account.tsx', ast);
    expect(importersOf(tree, target, {}).map((u) => u.file)).toEqual(['src/pages/Orders.tsx']);
    // The module becomes a folder: the same import paths now resolve to its index.
    tree.rename('src/lib/orders.ts', 'src/lib/orders/index.ts');
    expect(importersOf(tree, target, {})).toEqual([]);
    expect(importersOf(tree, { path: 'src/lib/orders/index.ts' }, {}).map((u) => u.file)).toEqual(['src/pages/Orders.tsx']);
  });

  it('reads the same paths on a second ask, so a step records the same inputs with the cache', async () => {
    const tree = await shop();
    const scope = {};
    tree.takeTouched();
    importersOf(tree, target, scope);
    const first = tree.takeTouched();
    importersOf(tree, target, scope);
    expect(tree.takeTouched()).toEqual(first);
    expect(first).toEqual(expect.arrayContaining(['src/lib/orders.ts', 'src/pages/Orders.tsx', 'src/pages/Account.tsx']));
  });
});
