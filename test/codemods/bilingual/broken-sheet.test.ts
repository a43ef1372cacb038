import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { logicalStylesStep } from '../../../src/codemods/bilingual/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';

/** A site with one style sheet that does not parse (a stray word before the first rule). */
const dir = mkdtempSync(path.join(os.tmpdir(), 'broken-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

describe('bilingual-logical-styles and a style sheet that does not parse', () => {
  it('leaves that sheet as it is, records a limitation and still converts the others', async () => {
    write('package.json', JSON.stringify({ name: 'tea-room', dependencies: { react: '^18.2.0', 'react-dom': '^18.2.0' }, devDependencies: { vite: '^5.0.0' } }));
    write('index.html', '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>');
    write('src/main.jsx', "import './site.css';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>Tea</p>);\n");
    write('src/site.css', '.card { margin-left: 4px; }\n');
    const broken = 'scss\n.notes { padding-right: 2px;\n';
    write('src/old-notes.css', broken);

    const site = await loadSite(dir, { mode: 'edit' });
    const analysis = await analyzeSite(site);
    const tree = new MemoryTree(site);
    const result = await logicalStylesStep.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });

    expect(result.status).toBe('partial');
    expect(tree.read('src/old-notes.css')).toBe(broken);
    expect(result.limitations?.map((l) => l.file)).toEqual(['src/old-notes.css']);
    expect(tree.read('src/site.css')).toContain('margin-inline-start: 4px');
  });
});
