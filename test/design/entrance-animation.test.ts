import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { readDesignTokens } from '../../src/design/tokens.js';
import { loadSite } from '../../src/load/site.js';
import type { Analysis } from '../../src/analyze/types.js';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

async function tokensOf(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'entrance-animation-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const tree = new MemoryTree(await loadSite(dir, { mode: 'edit' }));
  const analysis = { pages: Object.keys(files).map((file) => ({ file, route: '/', class: 'content' })), design: null } as unknown as Analysis;
  return readDesignTokens(tree, analysis, 'src');
}

/** A page's loading spinner turns forever: its class is no entrance for new pages' content. */
const SPINNER = 'export default function Menu() {\n  return <div className="h-8 w-8 rounded-full border-2 animate-spin" />;\n}\n';

describe('the animation new pages enter with', () => {
  it('is never a looping spinner class (spin, ping, pulse, bounce)', async () => {
    const tokens = await tokensOf({ 'src/pages/Menu.jsx': SPINNER, 'src/pages/Loading.jsx': 'export default () => <span className="animate-pulse animate-[spin_2s_linear_infinite]">…</span>;\n' });
    expect(tokens.animation).toMatchObject({ idiom: 'none', className: '' });
  });
  it('is the entrance class a page does use, without the spinner classes beside it', async () => {
    const tokens = await tokensOf({ 'src/pages/Menu.jsx': SPINNER, 'src/pages/About.jsx': 'export default () => <section className="animate-fade-in animate-pulse py-8">Since 1990</section>;\n' });
    expect(tokens.animation).toMatchObject({ idiom: 'css-class', className: 'animate-fade-in' });
  });
});
