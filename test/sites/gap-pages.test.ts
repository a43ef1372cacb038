import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { stateFromAnalysis } from '../../src/state/from-analysis.js';
import { runGapPages } from '../../src/codemods/gap-pages/index.js';
import { appLayout } from '../../src/codemods/theme-shell/layout.js';
import { builtPageFile, manifestPages } from '../../src/codemods/theme-shell/manifest.js';
import { registeredRoute } from '../../src/codemods/theme-shell/registered-route.js';
import { hasTemplate } from '../../src/codemods/gap-pages/fill.js';
import { classList, classUses, colorOrFontFamily } from '../../src/design/class-usage.js';
import type { StagedTree } from '../../src/convert/staged-tree.js';
import { runEditableFields } from '../../src/codemods/editable-fields/index.js';
import { visit } from '../../src/convert/print.js';
import { EDITABLE_COMPONENTS } from '../../rules/sdk.js';

// React fixture sites (the non-React ones reach this step through the port).
const SITES = ['base44-shop', 'bolt-salon', 'firebase-boutique', 'lovable-store', 'replit-market', 'rest-store'];
const SCRIPT = /\.(jsx?|tsx?)$/;
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** Color and font class families, and CSS color literals, of the given scripts. */
function families(tree: StagedTree, files: string[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    const ast = tree.ast(f);
    if (!ast) continue;
    for (const u of classUses(f, ast)) for (const c of classList(u.className)) {
      const fam = colorOrFontFamily(c);
      if (fam) out.add(`${fam.kind}:${fam.family}`);
    }
    for (const m of (tree.read(f) ?? '').matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgb|hsl)a?\([^)]*\)/g)) out.add(`css:${m[0].toLowerCase()}`);
  }
  return out;
}

describe('gap pages on every fixture site', () => {
  for (const name of SITES) {
    it(`${name}: every canonical page exists, is routed and linked, in the source's colors and fonts`, async () => {
      const site = await loadSite(`fixtures/sites/${name}`, { mode: 'edit' });
      const analysis = await analyzeSite(site);
      const tree = new MemoryTree(site);
      const state = stateFromAnalysis(analysis, null);
      const sourceScripts = tree.list().filter((p) => SCRIPT.test(p));
      const sourceFamilies = families(tree, sourceScripts);
      const result = await runGapPages({ site, tree, analysis, state, logger: quiet });
      expect(result.status).not.toBe('failed');

      const added = tree.changes().filter((c) => c.kind === 'add' && SCRIPT.test(c.path)).map((c) => (c as { path: string }).path);
      const built = analysis.missingCanonical.filter(hasTemplate);
      // Blog and careers are required canonical pages that no fixture site has: built everywhere.
      expect(built).toEqual(expect.arrayContaining(['blog', 'careers']));
      expect(added.length).toBe(built.length);
      for (const f of added) expect(tree.ast(f), `${f} parses`).not.toBeNull();
      const scripts = tree.list().filter((p) => SCRIPT.test(p));
      const { src } = appLayout({ analysis, site, tree });
      const routes = new Map<string, string>();
      for (const canonical of built) {
        const file = builtPageFile(added, canonical);
        expect(file, `${canonical} built`).toBeDefined();
        // Routed: the route table serves the page, at a path in the site's route naming.
        const route = registeredRoute(tree, scripts, file!, src);
        expect(route, `${canonical} routed`).not.toBeNull();
        routes.set(canonical, route!);
      }
      // One route per page: the manifest (and defineTheme, built from it) declares each gap page where the route table serves it.
      const declared = manifestPages(analysis.pages, state.missingPages, scripts, (f) => registeredRoute(tree, scripts, f, src));
      for (const canonical of built) expect(declared.find((p) => p.canonical === canonical)?.path, `${canonical} in the manifest`).toBe(routes.get(canonical));
      // Content-engine pages show an empty-state when nothing is published.
      for (const kind of ['blog', 'careers']) {
        const text = tree.read(builtPageFile(added, kind)!) ?? '';
        expect(text).toContain(`useContent("${kind}")`);
        expect(text).toMatch(/\.length === 0 \? <p[^>]*>\{t\.empty\}/);
      }
      // Reachable: every gap route is a link target (never a route table's `path`) in a header, nav or footer.
      const shells = scripts.filter((p) => !added.includes(p) && (/nav|header|footer|menu/i.test(p) || /<(header|nav|footer)\b/.test(tree.read(p) ?? '')));
      const linkText = shells.map((p) => tree.read(p) ?? '').join('\n');
      const allText = scripts.map((p) => tree.read(p) ?? '').join('\n');
      const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      for (const canonical of built) {
        const route = routes.get(canonical)!;
        if (route.includes(':')) {
          // Reached from its list page: a link to the route's prefix with the record's slug.
          expect(allText.includes(`${route.replace(/:\w+$/, '')}\${`), `${canonical} linked from its list`).toBe(true);
          continue;
        }
        const name = route.slice(1).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
        const literal = new RegExp(`\\b(to|href)=\\{?\\s*["'\`]${esc(route)}["'\`]|\\b(to|href|url|link)\\s*:\\s*["'\`]${esc(route)}["'\`]`, 'i');
        const byName = new RegExp(`\\b(to|href|url|link)(=\\{|\\s*:\\s*)createPageUrl\\(["']${esc(name)}["']\\)`, 'i');
        expect(literal.test(linkText) || byName.test(linkText), `${canonical} (${route}) linked from a header, nav or footer`).toBe(true);
      }
      // No color, font or CSS color the source does not use.
      for (const fam of families(tree, added)) expect(sourceFamilies, `${fam} in the source`).toContain(fam);

      // A second run changes nothing.
      const before = JSON.stringify(tree.changes());
      await runGapPages({ site, tree, analysis, state, logger: quiet });
      expect(JSON.stringify(tree.changes())).toBe(before);
    }, 60_000);
  }
});

/** Every literal `name` of an editable component in the given scripts, with repeats. */
function editableNames(tree: StagedTree, files: string[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const ast = tree.ast(f);
    if (!ast) continue;
    visit(ast.program, (n) => {
      if (n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXIdentifier' || !(EDITABLE_COMPONENTS as readonly string[]).includes(n.name.name)) return;
      const a = n.attributes.find((x) => x.type === 'JSXAttribute' && x.name.name === 'name');
      if (a?.type === 'JSXAttribute' && a.value?.type === 'StringLiteral') out.push(a.value.value);
    });
  }
  return out;
}

describe('editable fields across a converted theme', () => {
  for (const name of SITES) {
    it(`${name}: the home hero is editable and every field name is unique`, async () => {
      const site = await loadSite(`fixtures/sites/${name}`, { mode: 'edit' });
      const analysis = await analyzeSite(site);
      const tree = new MemoryTree(site);
      const state = stateFromAnalysis(analysis, null);
      const ctx = { site, tree, analysis, state, logger: quiet };
      await runGapPages(ctx);
      const r = await runEditableFields(ctx);
      expect(r.status).not.toBe('failed');
      const names = editableNames(tree, tree.list().filter((p) => SCRIPT.test(p)));
      expect(names.some((n) => n.startsWith('home.hero')), 'home hero editable').toBe(true);
      expect(names.length).toBe(new Set(names).size);
      const before = JSON.stringify(tree.changes());
      await runEditableFields(ctx);
      expect(JSON.stringify(tree.changes())).toBe(before);
    }, 60_000);
  }
});

describe('missing-pages decisions', () => {
  const decide = (decision: 'static' | 'drop') => [{ surface: 'missing-pages' as const, decision, why: 'test' }];
  it('static: content pages are static editable pages, commerce pages still use the SDK', async () => {
    const site = await loadSite('fixtures/sites/lovable-store', { mode: 'edit' });
    const analysis = await analyzeSite(site);
    const tree = new MemoryTree(site);
    const state = { ...stateFromAnalysis(analysis, null), decisions: decide('static') };
    await runGapPages({ site, tree, analysis, state, logger: quiet });
    const faq = tree.read('src/pages/Faq.tsx') ?? '';
    expect(faq).toContain('TText');
    expect(faq).not.toContain('useFaqs');
    expect(tree.read('src/pages/OrderStatus.tsx')).toContain('useCheckout');
  });
  it('drop: no page is added', async () => {
    const site = await loadSite('fixtures/sites/lovable-store', { mode: 'edit' });
    const analysis = await analyzeSite(site);
    const tree = new MemoryTree(site);
    const state = { ...stateFromAnalysis(analysis, null), decisions: decide('drop') };
    const r = await runGapPages({ site, tree, analysis, state, logger: quiet });
    expect(r.status).toBe('skipped');
    expect(tree.changes()).toEqual([]);
  });
});

describe('gap pages: a route table the entry declares inline, with the theme entry made from it', () => {
  it('registers each new page in both copies, so the preview entry and the theme entry serve the same pages', async () => {
    const { writeToTemp } = await import('../helpers/build-theme.js');
    const routes = (extra: string) => [
      'const router = createBrowserRouter([',
      '  {',
      '    element: <Frame />,',
      '    children: [',
      '      { path: "/", element: <Shelf /> },',
      '      { path: "/basket", element: <Basket /> },',
      '    ],',
      '  },',
      ']);',
      extra,
    ].join('\n');
    const imports = ['import React from "react";', 'import { createBrowserRouter, RouterProvider } from "react-router-dom";', 'import Frame from "./views/Frame";', 'import Shelf from "./views/Shelf";', 'import Basket from "./views/Basket";'];
    const t = await writeToTemp({
      'package.json': '{ "name": "leafy-pantry", "dependencies": { "react": "18.3.1", "react-dom": "18.3.1", "react-router-dom": "6.26.0" } }',
      'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'src/main.jsx': [...imports, 'import ReactDOM from "react-dom/client";', '', routes('ReactDOM.createRoot(document.getElementById("root")).render(<RouterProvider router={router} />);'), ''].join('\n'),
      'src/index.jsx': [...imports, '', routes('export function App() {\n  return <RouterProvider router={router} />;\n}\n\nexport default App;'), ''].join('\n'),
      'src/views/Frame.jsx': 'import { Outlet, Link } from "react-router-dom";\nexport default function Frame() {\n  return (\n    <div>\n      <header><Link to="/">Shelf</Link> <Link to="/basket">Basket</Link></header>\n      <Outlet />\n      <footer>Leafy Pantry</footer>\n    </div>\n  );\n}\n',
      'src/views/Shelf.jsx': 'export default function Shelf() {\n  return <main><h1>Fresh greens</h1></main>;\n}\n',
      'src/views/Basket.jsx': 'export default function Basket() {\n  return <main><h1>Your basket</h1></main>;\n}\n',
    }, 'inline-router');
    try {
      const site = await loadSite(t.dir, { mode: 'edit' });
      const analysis = await analyzeSite(site);
      const tree = new MemoryTree(site);
      const state = stateFromAnalysis(analysis, null);
      const result = await runGapPages({ site, tree, analysis, state, logger: quiet });
      expect(result.status).not.toBe('failed');
      const main = tree.read('src/main.jsx')!;
      const index = tree.read('src/index.jsx')!;
      for (const route of ['/about', '/contact']) {
        expect(index, `index.jsx ${route}`).toContain(`path: "${route}"`);
        expect(main, `main.jsx ${route}`).toContain(`path: "${route}"`);
      }
      expect(main.match(/import About from/g)).toHaveLength(1);
    } finally {
      await t.cleanup();
    }
  });
});
