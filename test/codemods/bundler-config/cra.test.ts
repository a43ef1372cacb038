import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import step from '../../../src/codemods/bundler-config/index.js';
import { craIndexHtml, craPackageToVite, isCraPackage, rebaseMovedHtml } from '../../../src/codemods/bundler-config/cra.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { REPO } from '../../helpers/build-theme.js';
import { expectedFiles } from '../../helpers/site-case.js';

const SITES = path.join(REPO, 'fixtures', 'codemods', 'bundler-config', 'sites');


describe('bundler-config on a Create React App', () => {
  it('cra-app: Vite scripts and packages, root index.html with the module entry, env reads through import.meta.env, unread package imports gone, JSX in .js compiled by the config', async () => {
    const site = await loadSite(path.join(SITES, 'cra-app'), { mode: 'edit' });
    const ctx = { site, tree: new MemoryTree(site), analysis: await analyzeSite(site), state: emptyState(), logger: memoryLogger() };
    const r = await step.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(SITES, 'cra-app');
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.exists('public/index.html')).toBe(false);
    // Nothing else changed: the .jsx component and the public files stay as they were.
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    const before = ctx.tree.changes();
    expect((await step.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });
});

describe('Create React App package and page', () => {
  it('a half-converted build script keeps one vite build, and a wrapper (craco) counts as CRA', () => {
    const text = '{\n  "scripts": {\n    "build": "craco build && vite build",\n    "start": "craco start"\n  },\n  "devDependencies": {\n    "@craco/craco": "^7.1.0",\n    "vite": "^5.4.0"\n  }\n}\n';
    expect(isCraPackage(text)).toBe(true);
    const r = craPackageToVite(text);
    const pj = JSON.parse(r.text) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    expect(pj.scripts).toEqual({ build: 'vite build', start: 'vite' });
    // The Vite the site already lists stays; a React plugin that supports it joins it.
    expect(pj.devDependencies).toEqual({ vite: '^5.4.0', '@vitejs/plugin-react': '^4.3.4' });
  });

  it('Sass under Vite 7 and later: an older sass range is raised to one with the compiler API Vite uses, node-sass becomes sass', () => {
    const old = craPackageToVite('{\n  "scripts": { "start": "react-scripts start" },\n  "dependencies": {\n    "react-scripts": "5.0.1",\n    "sass": "^1.49.9"\n  }\n}\n');
    expect((JSON.parse(old.text) as { dependencies: Record<string, string> }).dependencies).toEqual({ sass: '^1.70.0' });
    const legacy = craPackageToVite('{\n  "scripts": { "build": "react-scripts build" },\n  "devDependencies": {\n    "node-sass": "^7.0.1",\n    "react-scripts": "5.0.1"\n  }\n}\n');
    expect((JSON.parse(legacy.text) as { devDependencies: Record<string, string> }).devDependencies).toMatchObject({ sass: '^1.70.0' });
    expect(legacy.text).not.toContain('node-sass');
    // A recent sass stays; so does an old one beside a Vite (listed by the site) that still has the legacy API.
    expect(craPackageToVite('{ "scripts": { "start": "react-scripts start" }, "dependencies": { "sass": "^1.77.6" } }').text).toContain('"sass": "^1.77.6"');
    expect(craPackageToVite('{ "scripts": { "start": "react-scripts start" }, "dependencies": { "sass": "^1.49.9" }, "devDependencies": { "vite": "^5.4.0" } }').text).toContain('"sass": "^1.49.9"');
  });

  it('valid-: a Vite package is not taken for CRA', () => {
    expect(isCraPackage('{ "scripts": { "build": "vite build" }, "devDependencies": { "vite": "^6.0.0" } }')).toBe(false);
  });

  it('a page moved out of public/ keeps its relative links working: each to a file the app has becomes the root path Vite serves', () => {
    const files = new Set(['src/assets/mark.png', 'public/site.webmanifest', 'public/icons/touch.png']);
    const page = [
      '<link rel="icon" href="../src/assets/mark.png?v=2" />',
      "<link rel='manifest' href='site.webmanifest'>",
      '<link rel="apple-touch-icon" href="./icons/touch.png">',
      '<link rel="preconnect" href="https://fonts.example.com">',
      '<img src="/already/root.png"><script src="../src/gone.js"></script><a href="#top"></a>',
      '<link rel="stylesheet" href="../../outside.css">',
    ].join('\n');
    const r = rebaseMovedHtml(page, (p) => files.has(p));
    expect(r.html.split('\n')).toEqual([
      '<link rel="icon" href="/src/assets/mark.png?v=2" />',
      "<link rel='manifest' href='/site.webmanifest'>",
      '<link rel="apple-touch-icon" href="/icons/touch.png">',
      '<link rel="preconnect" href="https://fonts.example.com">',
      // A missing file, an anchor and a path that leaves the app stay as written.
      '<img src="/already/root.png"><script src="../src/gone.js"></script><a href="#top"></a>',
      '<link rel="stylesheet" href="../../outside.css">',
    ]);
    expect(r.moved).toHaveLength(3);
    expect(rebaseMovedHtml(r.html, (p) => files.has(p)).moved).toEqual([]);
  });

  it('the entry tag is written once', () => {
    const once = craIndexHtml('<html><body>\n  <div id="root"></div>\n</body></html>', 'src/index.js');
    expect(craIndexHtml(once, 'src/index.js')).toBe(once);
    expect(once.match(/<script/g)).toHaveLength(1);
  });
});
