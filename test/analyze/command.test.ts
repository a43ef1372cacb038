import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { analysisSchema } from '../../src/analyze/types.js';

function tempSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-analyze-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('analyze command', () => {
  it('reports a file that does not parse with its line, analyzes the rest, exits 0', async () => {
    const dir = tempSite({
      'package.json': JSON.stringify({ name: 'x', dependencies: { react: '^18.3.1', 'react-router-dom': '^6.26.0' } }),
      'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport About from "./pages/About";\nexport default function App() {\n  return <Routes><Route path="/about" element={<About />} /></Routes>;\n}\n',
      'src/pages/About.jsx': 'export default function About() {\n  return <h1>About us</h1>;\n}\n',
      'src/pages/Broken.jsx': 'export default function Broken() {\n  return <div>\n    {items.map((i) => <p>{i}</p>}\n  </div>;\n}\n',
    });
    const r = await runCli(['analyze', dir, '--json']);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout);
    expect(analysisSchema.safeParse(a).success).toBe(true);
    const d = a.diagnostics.find((x: { ruleId: string }) => x.ruleId === 'parse-error');
    expect(d).toMatchObject({ file: 'src/pages/Broken.jsx', line: 3 });
    expect(a.pages).toContainEqual(expect.objectContaining({ file: 'src/pages/About.jsx', route: '/about', canonical: 'about' }));
  });

  it('prints a readable report on stdout without --json', async () => {
    const dir = tempSite({
      'package.json': JSON.stringify({ name: 'x', dependencies: { react: '^18.3.1' } }),
      'src/pages/Faq.jsx': 'export default function Faq() {\n  return <h1>FAQ</h1>;\n}\n',
    });
    const r = await runCli(['analyze', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Pages \(1\)/);
    expect(r.stdout).toMatch(/src\/pages\/Faq\.jsx\s+content\s+faq/);
  });

  it('refuses a missing folder in one line, exit 2', async () => {
    const r = await runCli(['analyze', path.join(os.tmpdir(), 'pc-no-such-site-dir')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/no such folder/);
  });

  it('refuses a folder that is not a site in one line, exit 2', async () => {
    const dir = tempSite({ 'notes/readme.txt': 'hello' });
    const r = await runCli(['analyze', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/not a site/);
  });
});
