import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/analyze/types.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { readDesignTokens } from '../../src/design/tokens.js';
import { loadSite } from '../../src/load/site.js';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

async function tokensOf(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'tokens-motion-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const tree = new MemoryTree(await loadSite(dir, { mode: 'edit' }));
  const analysis = { pages: [{ file: 'src/pages/Home.jsx', class: 'storefront', route: '/' }] } as unknown as Analysis;
  return readDesignTokens(tree, analysis, 'src');
}

describe('design tokens a gap page takes', () => {
  it('takes an entrance animation, not a loader\'s spin or a badge\'s pulse', async () => {
    const t = await tokensOf({
      'src/pages/Home.jsx': [
        'export default function Home() {',
        '  return (<main>',
        '    <div className="h-8 w-8 animate-spin rounded-full border-2" />',
        '    <span className="animate-pulse">New</span>',
        '    <section className="py-16 animate-fade-up">Welcome</section>',
        '  </main>);',
        '}',
      ].join('\n'),
    });
    expect(t.animation.className).toBe('animate-fade-up');
  });
  it('valid-: a site whose only animations loop gets none', async () => {
    const t = await tokensOf({ 'src/pages/Home.jsx': 'export default () => <div className="animate-spin rounded-full" />;\n' });
    expect(t.animation.idiom).toBe('none');
  });
  it('takes a card in the flow, not a badge pinned to a corner', async () => {
    const t = await tokensOf({
      'src/pages/Home.jsx': [
        'export default function Home() {',
        '  return (<main>',
        '    <div className="absolute -bottom-6 -end-6 bg-white rounded-2xl shadow-xl p-6">Since 2010</div>',
        '    <div className="rounded-xl shadow-md p-4 bg-white">Haircut</div>',
        '  </main>);',
        '}',
      ].join('\n'),
    });
    expect(t.cardClass).toBe('rounded-xl shadow-md p-4 bg-white');
  });
  it('takes a motion wrapper whose values are literals, not one whose delay reads a list index or a shared variant', async () => {
    const t = await tokensOf({
      'src/pages/Home.jsx': [
        'import { motion } from "framer-motion";',
        'const rise = { opacity: 0, y: 12 };',
        'export default function Home({ dishes }) {',
        '  return (<main>',
        '    {dishes.map((d, i) => <motion.div key={d.id} initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ delay: i * 0.05 }}>{d.name}</motion.div>)}',
        '    <motion.div initial={rise} animate={{ opacity: 1, y: 0 }}>Menu</motion.div>',
        '    <motion.section initial={{ opacity: 0, y: 20 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.6, ease: "easeOut" }}>Welcome</motion.section>',
        '  </main>);',
        '}',
      ].join('\n'),
    });
    expect(t.animation.wrapperTag).toBe('motion.div initial={{ opacity: 0, y: 20 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.6, ease: "easeOut" }}');
  });
});
