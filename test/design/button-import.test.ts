import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { findButtonImport } from '../../src/design/tokens.js';
import { loadSite } from '../../src/load/site.js';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

async function treeOf(files: Record<string, string>): Promise<MemoryTree> {
  dir = mkdtempSync(path.join(tmpdir(), 'button-import-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return new MemoryTree(await loadSite(dir, { mode: 'edit' }));
}

describe('the site\'s Button import, as a new page must write it', () => {
  it('a default export stays a default import (a UI kit with one component per module)', async () => {
    const tree = await treeOf({ 'src/pages/Menu.jsx': 'import Button from "@ui-kit/core/Button";\nexport default () => <Button>Order</Button>;\n' });
    expect(findButtonImport(tree, ['src/pages/Menu.jsx'])).toBe('import Button from "@ui-kit/core/Button";');
  });
  it('a named export stays named, renamed ones keep their export name', async () => {
    const tree = await treeOf({
      'src/pages/A.tsx': 'import { Button } from "@/components/ui/button";\nexport default () => <Button />;\n',
      'src/pages/B.tsx': 'import { PrimaryButton as Button } from "@/components/kit";\nexport default () => <Button />;\n',
    });
    expect(findButtonImport(tree, ['src/pages/A.tsx'])).toBe('import { Button } from "@/components/ui/button";');
    expect(findButtonImport(tree, ['src/pages/B.tsx'])).toBe('import { PrimaryButton as Button } from "@/components/kit";');
  });
  it('valid-: a relative import does not travel to a page in another folder', async () => {
    const tree = await treeOf({ 'src/pages/A.jsx': 'import Button from "../components/Button";\nexport default () => <Button />;\n' });
    expect(findButtonImport(tree, ['src/pages/A.jsx'])).toBeNull();
  });
});
