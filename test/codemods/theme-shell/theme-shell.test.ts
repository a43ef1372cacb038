import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  THEME_SHELL_STEPS, editThemePackageJson, manifestProblems, runThemeEntry, runThemeJsonLd, runThemeManifest,
} from '../../../src/codemods/theme-shell/index.js';
import * as t_ from '@babel/types';
import { parseSource } from '../../../src/load/parse.js';
import { writeToTemp } from '../../helpers/build-theme.js';
import { TS_SITE_EXTRA, TS_SITE_MISSING, TS_SITE_PAGES } from './cases.js';
import { SHELL_FIXTURES, TINY_SHOP_PAGES, contextFor } from './context.js';

const listFiles = (dir: string, base = dir): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? listFiles(p, base) : [path.relative(base, p).split(path.sep).join('/')];
  });

/** Run every shell step twice; the first run gives `<case>.expected/`, the second changes nothing. */
async function expectCase(name: string, setup: Parameters<typeof contextFor>, missing: { canonical: never; action: string }[] = []) {
  const ctx = await contextFor(...setup);
  ctx.state.missingPages = missing;
  const first = [];
  for (const s of THEME_SHELL_STEPS) first.push(await s.run(ctx));
  expect(first.flatMap((r) => r.limitations ?? [])).toEqual([]);
  const expectedDir = path.join(SHELL_FIXTURES, `${name}.expected`);
  // UPDATE_EXPECTED=1 rewrites the expected files from this run (review the diff before committing).
  if (process.env.UPDATE_EXPECTED) for (const rel of listFiles(expectedDir)) writeFileSync(path.join(expectedDir, rel), ctx.tree.read(rel) ?? '');
  for (const rel of listFiles(expectedDir)) expect(ctx.tree.read(rel), rel).toBe(readFileSync(path.join(expectedDir, rel), 'utf8'));
  const after = JSON.stringify(ctx.tree.changes());
  for (const s of THEME_SHELL_STEPS) expect((await s.run(ctx)).status, `${s.id} second run`).toBe('unnecessary');
  expect(JSON.stringify(ctx.tree.changes())).toBe(after);
  return ctx;
}

describe('theme shell steps on whole sites', () => {
  it('tiny-shop (JS, react-router, QueryClient declared in main): provider at the entry, index App, JSON-LD, manifest', async () => {
    const ctx = await expectCase('tiny-shop', [path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES]);
    expect(ctx.tree.exists('src/platform/config.js')).toBe(true);
    expect(ctx.tree.exists('src/platform/theme-root.jsx')).toBe(true);
    expect(ctx.tree.exists('scripts/platform-postbuild.mjs')).toBe(true);
  });

  it('ts-site (TS, aliased root import, drop page, a page to build, editable fields)', async () => {
    const ctx = await expectCase('ts-site', [path.join(SHELL_FIXTURES, 'ts-site'), TS_SITE_PAGES, TS_SITE_EXTRA], TS_SITE_MISSING as never);
    const manifest = JSON.parse(ctx.tree.read('platform.json')!).manifest;
    expect(manifest.pages.map((p: { id: string }) => p.id)).toEqual(['home', 'cart', 'about']);
    expect(manifest.editable_fields.map((f: { name: string }) => f.name)).toEqual(['hero.title.en', 'hero.subtitle.en']);
  });
});

describe('theme shell limits', () => {
  it('reports an entry without a render call instead of guessing', async () => {
    const t = await writeToTemp({ 'package.json': '{"name":"x"}', 'index.html': '<script type="module" src="/src/main.jsx"></script>', 'src/main.jsx': "import './boot.js';\n" }, 'no-render');
    try {
      const ctx = await contextFor(t.dir, TINY_SHOP_PAGES);
      const r = await runThemeEntry(ctx);
      expect(r.status).toBe('failed');
      expect(r.limitations?.[0]).toMatchObject({ file: 'src/main.jsx', what: expect.stringMatching(/no `createRoot/) });
      expect(ctx.tree.changes()).toEqual([]);
    } finally {
      await t.cleanup();
    }
  });

  it('refuses a manifest with fewer than 3 pages and writes nothing', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES.slice(0, 2));
    const r = runThemeManifest(ctx);
    expect(r.status).toBe('failed');
    expect(r.limitations?.map((l) => l.what)).toEqual(['manifest.pages: a manifest declares at least 3 pages']);
    expect(ctx.tree.exists('platform.json')).toBe(false);
  });

  it('declares a gap page only once its file exists', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'ts-site'), TS_SITE_PAGES, TS_SITE_EXTRA);
    ctx.state.missingPages = TS_SITE_MISSING as never;
    ctx.tree.delete('src/pages/CartPage.tsx');
    const r = runThemeManifest(ctx);
    expect(r.status).toBe('failed');
    expect(r.limitations?.map((l) => l.what)).toEqual(['manifest.pages: a manifest declares at least 3 pages']);
  });

  it('keeps hand-edited manifest scalars and other keys of platform.json', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), TINY_SHOP_PAGES);
    ctx.tree.write('platform.json', JSON.stringify({ $comment: 'mine', manifest: { name: 'Tiny Shop Deluxe', visibility: 'public' } }));
    expect(runThemeManifest(ctx).status).toBe('applied');
    const doc = JSON.parse(ctx.tree.read('platform.json')!);
    expect(doc.$comment).toBe('mine');
    expect(doc.manifest).toMatchObject({ name: 'Tiny Shop Deluxe', visibility: 'public', slug: 'tiny-shop' });
    expect(ctx.tree.read('src/theme.js')).toContain('"name": "Tiny Shop Deluxe"');
  });

  it('manifest schema names each problem', () => {
    const base = { type: 'theme', name: 'A', slug: 'a', version: '1', visibility: 'private', pages: [1, 2, 3].map((i) => ({ id: `p${i}`, path: `/p${i}`, title: 'P' })), locales: ['en'], default_locale: 'en', editable_fields: [], capabilities: [] };
    expect(manifestProblems({ manifest: base })).toEqual([]);
    expect(manifestProblems({ manifest: { ...base, default_locale: 'ar' } })).toEqual(['manifest.default_locale: default_locale must be one of locales']);
    expect(manifestProblems({ manifest: { ...base, slug: 'Not A Slug' } })).toEqual(['manifest.slug: lowercase words joined by -']);
    expect(manifestProblems({})).toHaveLength(1);
  });

  it('reports a product page that does not read useProduct, and leaves it alone', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'tiny-shop'), [{ ...TINY_SHOP_PAGES[1], file: 'src/pages/Home.jsx' }]);
    const r = runThemeJsonLd(ctx);
    expect(r.status).toBe('partial');
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/pages/Home.jsx', what: 'no productJsonLd JSON-LD on the product page' });
    expect(ctx.tree.changes()).toEqual([]);
  });

  it('chains an existing postbuild and keeps the rest of package.json byte for byte', () => {
    const text = '{\n  "name": "x",\n  "scripts": {\n    "build": "vite build",\n    "postbuild": "node sitemap.js"\n  }\n}\n';
    const r = editThemePackageJson(text);
    expect(r.text).toBe('{\n  "name": "x",\n  "scripts": {\n    "build": "vite build",\n    "postbuild": "node sitemap.js && node scripts/platform-postbuild.mjs"\n  },\n  "dependencies": {\n    "platform-sdk": "latest"\n  }\n}\n');
    expect(editThemePackageJson(r.text).text).toBe(r.text);
  });

  it('drops the script steps that run a file the conversion removed; build and dev fall back to Vite', async () => {
    const { dropScriptsOfDeletedFiles } = await import('../../../src/codemods/theme-shell/package-step.js');
    const text = [
      '{',
      '  "scripts": {',
      '    "predev": "bunx tsx scripts/build-feed.ts",',
      '    "dev": "vite",',
      '    "prebuild": "tsx scripts/build-feed.ts && node scripts/stamp.mjs",',
      '    "build": "node ./scripts/build-feed.ts",',
      '    "lint": "eslint ."',
      '  }',
      '}',
      '',
    ].join('\n');
    const left = new Set(['scripts/stamp.mjs']);
    const r = dropScriptsOfDeletedFiles(text, (rel) => left.has(rel.replace(/^\.\//, '')));
    expect(JSON.parse(r.text).scripts).toEqual({ dev: 'vite', prebuild: 'node scripts/stamp.mjs', build: 'vite build', lint: 'eslint .' });
    expect(r.changes).toHaveLength(3);
    expect(r.text).toContain('    "lint": "eslint ."\n  }\n}\n');
    expect(dropScriptsOfDeletedFiles(r.text, (rel) => left.has(rel)).text).toBe(r.text);
  });
});

describe('theme-entry when the entry is src/index.*', () => {
  const files = (entry: string) => ({
    'package.json': '{"name":"cra-like"}',
    'index.html': `<div id="root"></div><script type="module" src="/src/${entry}"></script>`,
    [`src/${entry}`]: "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport App from './App';\n\nconst root = ReactDOM.createRoot(document.getElementById('root'));\nroot.render(<App />);\n",
    'src/App.jsx': 'export default function App() { return <main>Hi</main>; }\n',
  });

  for (const entry of ['index.jsx', 'index.js']) {
    it(`${entry}: exports App from the entry itself and renders it`, async () => {
      const t = await writeToTemp(files(entry), 'index-entry');
      try {
        const ctx = await contextFor(t.dir, TINY_SHOP_PAGES);
        const r = await runThemeEntry(ctx);
        expect(r.limitations).toEqual([]);
        expect(r.status).toBe('applied');
        const out = ctx.tree.read('src/index.jsx')!;
        expect(out).toContain("import SiteApp from './App';");
        expect(out).toMatch(/export function App\(\) \{\n {2}return \(\n {4}<PlatformThemeProvider\n {6}brand=\{platformConfig\.brand\}/);
        expect(out).toContain('<SiteApp />');
        expect(out).toContain('root.render(<App />);');
        expect(out).toContain("import { PlatformThemeProvider } from 'platform-sdk/theme';");
        expect(ctx.tree.exists('src/index.js')).toBe(false);
        expect(ctx.tree.read('index.html')).toContain('src="/src/index.jsx"');
        expect((await runThemeEntry(ctx)).status).toBe('unnecessary');
      } finally {
        await t.cleanup();
      }
    });
  }
});

describe('theme-entry with comments around the rendered tree', () => {
  // `// <Wrapper>` lines written around the root element in render(…): JS comments there, but
  // text and elements once the tree is a child of ThemeRoot. They stay comments, outside the JSX.
  const MAIN = "import ReactDOM from 'react-dom/client';\nimport App from './App';\n\nReactDOM.createRoot(document.getElementById('root')).render(\n  // <React.Profiler>\n  <App />\n  // </React.Profiler>\n);\n";
  it('keeps them as comments of the render call in the entry, out of the JSX there and in the index App', async () => {
    const t = await writeToTemp({
      'package.json': '{"name":"commented-root"}',
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': MAIN,
      'src/App.jsx': 'export default function App() { return <main>Hi</main>; }\n',
    }, 'entry-comments');
    try {
      const ctx = await contextFor(t.dir, TINY_SHOP_PAGES);
      expect((await runThemeEntry(ctx)).limitations).toEqual([]);
      for (const file of ['src/main.jsx', 'src/index.jsx']) {
        const out = ctx.tree.read(file)!;
        const parsed = parseSource(file, out, 'edit');
        expect(parsed.ok, file).toBe(true);
        let jsxProfiler = false;
        let commentText = false;
        if (parsed.ok) {
          t_.traverseFast(parsed.ast, (n) => {
            if (t_.isJSXMemberExpression(n) && t_.isJSXIdentifier(n.property, { name: 'Profiler' })) jsxProfiler = true;
            if (t_.isJSXText(n) && n.value.includes('//')) commentText = true;
          });
        }
        expect(jsxProfiler, file).toBe(false);
        expect(commentText, file).toBe(false);
      }
      expect(ctx.tree.read('src/main.jsx')).toMatch(/\/\/ <React\.Profiler>\n\s*\/\/ <\/React\.Profiler>\n\s*ReactDOM\.createRoot/);
    } finally {
      await t.cleanup();
    }
  });
});

describe('theme-entry when the entry renders a tree it holds in a const', () => {
  // The pre-rendering recipe (react-snap and the like): one tree, hydrated when the page came
  // pre-rendered, rendered otherwise. Before, no render call with JSX was found and the whole
  // conversion stopped at the entry.
  const MAIN = [
    "import { StrictMode } from 'react';",
    "import { createRoot, hydrateRoot } from 'react-dom/client';",
    "import { BrowserRouter } from 'react-router-dom';",
    "import Shell from './Shell.jsx';",
    '',
    "const mount = document.getElementById('root');",
    '',
    'const tree = (',
    '  <StrictMode>',
    '    <BrowserRouter>',
    '      <Shell />',
    '    </BrowserRouter>',
    '  </StrictMode>',
    ');',
    '',
    'if (mount.hasChildNodes()) {',
    '  hydrateRoot(mount, tree);',
    '} else {',
    '  createRoot(mount).render(tree);',
    '}',
    '',
  ].join('\n');
  it('wraps the held tree once (both calls render it) and exports that tree as App', async () => {
    const t = await writeToTemp({
      'package.json': '{"name":"prerendered-grill"}',
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': MAIN,
      'src/Shell.jsx': 'export default function Shell() { return <main>Grill</main>; }\n',
    }, 'held-tree');
    try {
      const ctx = await contextFor(t.dir, TINY_SHOP_PAGES);
      const r = await runThemeEntry(ctx);
      expect(r.limitations).toEqual([]);
      expect(r.status).toBe('applied');
      const main = ctx.tree.read('src/main.jsx')!;
      expect(main).toMatch(/const tree = \(?\s*<PlatformThemeProvider[\s\S]*<ThemeRoot>[\s\S]*<Shell \/>[\s\S]*<\/PlatformThemeProvider>\s*\)?;/);
      expect(main).toContain('hydrateRoot(mount, tree);');
      expect(main).toContain('createRoot(mount).render(tree);');
      expect(main.match(/<PlatformThemeProvider\b/g)).toHaveLength(1);
      // The const's parentheses stay outside: inside the provider they would be text on the page.
      expect(main).not.toMatch(/<ThemeRoot>\s*\(/);
      expect(main).not.toMatch(/<\/StrictMode>\)/);
      const index = ctx.tree.read('src/index.jsx')!;
      expect(index).toContain("import Shell from './Shell.jsx';");
      expect(index).toMatch(/<StrictMode>\s*<BrowserRouter>\s*<Shell \/>/);
      expect(index).not.toMatch(/<ThemeRoot>\s*\(/);
      expect(index).not.toMatch(/<\/StrictMode>\)/);
      expect(index).not.toContain('hydrateRoot');
      expect((await runThemeEntry(ctx)).status).toBe('unnecessary');
    } finally {
      await t.cleanup();
    }
  });
});
