import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as t from '@babel/types';
import { parseExpression } from '../../infra/babel-parser.js';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { File } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { packageRoot } from '../../infra/package-root.js';
import { formattingOf } from '../../codemods/bundler-config/package-json.js';
import { detectNextApp, type NextApp } from './detect.js';
import { importFrom, routeTableModule } from './route-table.js';

const SCRIPT = /\.(tsx|jsx|ts|js|mjs|cjs)$/;
const CODE = /\.(tsx|jsx|ts|js|mjs|cjs|css|scss|sass|less|json|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|otf|md|mdx)$/i;
/** Top-level folders that are not the app's code: they stay where they are. */
const NOT_CODE = new Set(['public', 'node_modules', 'supabase', 'prisma', 'server', 'scripts', 'docs', 'doc', 'test', 'tests', '__tests__', 'e2e', 'cypress', 'playwright', 'out', 'dist', 'build', 'coverage', 'src', 'api', 'functions', 'netlify', 'vercel']);
const COMPAT = 'src/next-compat';
/** `next/…` modules → the compat module standing in for each. */
const COMPAT_OF: Record<string, string> = {
  'next/link': 'link', 'next/image': 'image', 'next/legacy/image': 'image', 'next/navigation': 'navigation', 'next/router': 'navigation',
  'next/dynamic': 'dynamic', 'next/script': 'script', 'next/head': 'head', 'next/font/google': 'font-google', next: 'types',
};
const SHIMS = ['link.tsx', 'image.tsx', 'navigation.ts', 'dynamic.tsx', 'script.tsx', 'head.tsx', 'routes.tsx'];
const NEXT_PACKAGES = /^(next|@next\/.+|eslint-config-next|@netlify\/plugin-nextjs|@vercel\/analytics|@vercel\/speed-insights)$/;
const VERSIONS = { 'react-router-dom': '^6.30.0', vite: '^8.0.0', '@vitejs/plugin-react': '^6.3.0' };

const template = (name: string) => readFileSync(path.join(packageRoot(), 'templates', 'port', 'next-compat', name), 'utf8');
const fmt = (text: string) => ({ formattingOptions: formattingOf(text) });

/** Moves the app's code folders into src/ (the spec's alias `@` → `src`); the map of old → new paths. */
function moveIntoSrc(tree: StagedTree, app: NextApp): Map<string, string> {
  const moves = new Map<string, string>();
  if (app.codeRoot === 'src') return moves;
  for (const file of tree.list()) {
    const top = file.split('/')[0];
    if (!file.includes('/') || NOT_CODE.has(top) || top.startsWith('.') || !CODE.test(file)) continue;
    moves.set(file, `src/${file}`);
  }
  // A folder moves only when it holds code (not a folder of markdown or images alone).
  const codeDirs = new Set([...moves.keys()].filter((f) => SCRIPT.test(f) || /\.css$/.test(f)).map((f) => f.split('/')[0]));
  for (const f of [...moves.keys()]) if (!codeDirs.has(f.split('/')[0])) moves.delete(f);
  for (const [from, to] of moves) tree.rename(from, to);
  return moves;
}

/** Every string of the analysis naming a moved file now names it where it went. */
function relocate<T>(value: T, moves: Map<string, string>): T {
  if (typeof value === 'string') return (moves.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => relocate(v, moves)) as T;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = relocate(v, moves);
  }
  return value;
}

/** The module's `next…` imports point at the compat modules; fonts and types are listed for their modules. */
function rewriteNextImports(ast: File, fromFile: string, fonts: Set<string>, types: Set<string>): boolean {
  let changed = false;
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' && !(s.type === 'ExportNamedDeclaration' && s.source)) continue;
    const source = s.source!;
    const compat = COMPAT_OF[source.value];
    if (!compat) continue;
    if (compat === 'font-google' && s.type === 'ImportDeclaration') for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') fonts.add(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
    if (compat === 'types' && s.type === 'ImportDeclaration') for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') types.add(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
    source.value = importFrom(fromFile, `${COMPAT}/${compat}.ts`);
    delete (source as { extra?: unknown }).extra;
    changed = true;
  }
  visit(ast.program, (n) => {
    // `process.env.NEXT_PUBLIC_X` → `import.meta.env.NEXT_PUBLIC_X` (Vite exposes that prefix, see vite.config).
    if (n.type === 'MemberExpression' && n.object.type === 'MemberExpression' && n.object.object.type === 'Identifier' && n.object.object.name === 'process'
      && n.object.property.type === 'Identifier' && n.object.property.name === 'env' && n.property.type === 'Identifier' && n.property.name.startsWith('NEXT_PUBLIC_')) {
      n.object = t.memberExpression(t.metaProperty(t.identifier('import'), t.identifier('meta')), t.identifier('env'));
      changed = true;
    }
  });
  return changed;
}

/** A layout draws `<html><head/><body>`: inside the app's root element they become plain elements. */
function documentElementsToDivs(ast: File): boolean {
  let changed = false;
  visit(ast.program, (n) => {
    if (n.type !== 'JSXElement' && n.type !== 'JSXFragment') return;
    n.children = n.children.filter((c) => !(c.type === 'JSXElement' && c.openingElement.name.type === 'JSXIdentifier' && c.openingElement.name.name === 'head') || ((changed = true), false));
    if (n.type !== 'JSXElement' || n.openingElement.name.type !== 'JSXIdentifier') return;
    const name = n.openingElement.name.name;
    if (name !== 'html' && name !== 'body') return;
    n.openingElement.name = t.jsxIdentifier('div');
    if (n.closingElement) n.closingElement.name = t.jsxIdentifier('div');
    n.openingElement.attributes = n.openingElement.attributes.filter((a) => !(a.type === 'JSXAttribute' && a.name.name === 'suppressHydrationWarning'));
    // The html element only carries classes (font variables); it takes no room of its own.
    if (name === 'html') n.openingElement.attributes.push(t.jsxAttribute(t.jsxIdentifier('style'), t.jsxExpressionContainer(parseExpression("{ display: 'contents' }"))));
    changed = true;
  });
  return changed;
}

/** The site's title from the root layout's `metadata` (`title: 'x'` or `title: { default: 'x' }`). */
function metadataTitle(ast: File | null): string | null {
  let title: string | null = null;
  if (!ast) return null;
  visit(ast.program, (n) => {
    if (title || n.type !== 'VariableDeclarator' || n.id.type !== 'Identifier' || n.id.name !== 'metadata' || n.init?.type !== 'ObjectExpression') return;
    const prop = n.init.properties.find((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'title');
    if (prop?.type !== 'ObjectProperty') return;
    if (prop.value.type === 'StringLiteral') title = prop.value.value;
    else if (prop.value.type === 'ObjectExpression') {
      const d = prop.value.properties.find((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'default');
      if (d?.type === 'ObjectProperty' && d.value.type === 'StringLiteral') title = d.value.value;
    }
  });
  return title;
}

/** The name a module gives its default-exported component (`export default function AboutPage`). */
function defaultExportName(ast: File | null): string | null {
  for (const s of ast?.program.body ?? []) {
    if (s.type !== 'ExportDefaultDeclaration') continue;
    const d = s.declaration;
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) return d.id.name;
    if (d.type === 'Identifier') return d.name;
  }
  return null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** package.json: Vite's scripts and packages instead of Next's. Minimal edits. */
function editPackageJson(text: string): string {
  let out = text;
  const tree = parseTree(out);
  const pkg = JSON.parse(text) as { scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const set = (p: string[], v: unknown) => (out = applyEdits(out, modify(out, p, v, fmt(out))));
  for (const [name, cmd] of Object.entries(pkg.scripts ?? {})) {
    if (!/\bnext\b/.test(cmd)) continue;
    const next = /\bnext\s+dev\b/.test(cmd) ? 'vite' : /\bnext\s+build\b/.test(cmd) ? 'vite build' : /\bnext\s+start\b/.test(cmd) ? 'vite preview' : undefined;
    set(['scripts', name], next);
  }
  for (const field of ['dependencies', 'devDependencies'] as const) for (const dep of Object.keys(pkg[field] ?? {})) if (NEXT_PACKAGES.test(dep)) set([field, dep], undefined);
  if (!tree || !findNodeAtLocation(parseTree(out)!, ['dependencies', 'react-router-dom'])) set(['dependencies', 'react-router-dom'], VERSIONS['react-router-dom']);
  for (const dev of ['vite', '@vitejs/plugin-react'] as const) if (!findNodeAtLocation(parseTree(out)!, ['devDependencies', dev]) && !findNodeAtLocation(parseTree(out)!, ['dependencies', dev])) set(['devDependencies', dev], VERSIONS[dev]);
  return out;
}

/** Tailwind's content globs name the moved folders: they now live under src/. */
function tailwindContent(text: string, moved: Set<string>): string {
  return text.replace(/(['"`])\.\/([\w-]+)\/(\*\*[^'"`]*)\1/g, (m, q: string, dir: string, rest: string) => (moved.has(dir) ? `${q}./src/${dir}/${rest}${q}` : m));
}

/** tsconfig's `@/*` → `./*` becomes `./src/*`, as the bundler's alias. */
function tsconfigPaths(text: string): string {
  return text.replace(/("@\/\*"\s*:\s*\[\s*")\.\/\*("\s*\])/, '$1./src/*$2');
}

function viteConfig(): string {
  return [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    '',
    '// Ported by platform-convert from a Next.js app router site. NEXT_PUBLIC_ variables keep their names.',
    'export default defineConfig({',
    '  plugins: [react()],',
    "  envPrefix: ['VITE_', 'NEXT_PUBLIC_'],",
    '});',
    '',
  ].join('\n');
}

/**
 * A Next.js app-router site becomes a Vite + react-router app (the platform builds themes with
 * Vite and serves them as one page): its code moves under src/, `app/**` pages and layouts become a
 * route table, `next/*` imports point at small compat modules, and Next's server parts (route
 * handlers, sitemap/robots generators, middleware) go, each recorded.
 */
export function runNextPort(ctx: StepContext): StepResult {
  const { tree } = ctx;
  const app = detectNextApp(tree);
  if (!app) return { status: 'unnecessary' };
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  for (const f of app.serverFiles) {
    tree.delete(f);
    limitations.push({ file: f, line: 1, what: `${f} removed`, why: 'Next.js server code (route handlers, generated sitemap/robots, middleware) does not run in a theme; the platform serves the storefront' });
  }
  const moves = moveIntoSrc(tree, app);
  relocate(ctx.analysis, moves);
  const moved = (f: string) => moves.get(f) ?? f;
  const appNow: NextApp = {
    ...app,
    pages: app.pages.map((p) => ({ ...p, file: moved(p.file) })),
    layouts: app.layouts.filter((l) => tree.exists(moved(l.file))).map((l) => ({ ...l, file: moved(l.file) })),
    notFound: app.notFound ? moved(app.notFound) : null,
  };
  const fonts = new Set<string>();
  const types = new Set<string>();
  const layoutFiles = new Set(appNow.layouts.map((l) => l.file));
  for (const file of tree.list()) {
    if (!file.startsWith('src/') || !SCRIPT.test(file) || file.startsWith(`${COMPAT}/`)) continue;
    const text = tree.read(file) ?? '';
    if (!/from\s+['"]next|process\.env\.NEXT_PUBLIC_|<html|<body/.test(text)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const a = rewriteNextImports(ast, file, fonts, types);
    const b = layoutFiles.has(file) && documentElementsToDivs(ast);
    if (a || b) tree.writeAst(file, ast);
    if (/^\s*['"]use server['"]/.test(text)) limitations.push({ file, line: 1, what: `${file} holds server actions`, why: 'server actions do not run in a theme: its forms need the SDK or a hand-made replacement' });
  }
  for (const p of [...appNow.pages, ...appNow.layouts]) {
    if (/export\s+default\s+async\s+function/.test(tree.read(p.file) ?? '')) limitations.push({ file: p.file, line: 1, what: `${p.file} is an async server component`, why: 'a theme renders in the browser: fetch its data with the SDK hooks and make it a plain component' });
  }
  for (const shim of SHIMS) if (!tree.exists(`${COMPAT}/${shim}`)) tree.write(`${COMPAT}/${shim}`, template(shim));
  if (fonts.size) {
    const family = (name: string) => name.replace(/_/g, ' ');
    tree.write(`${COMPAT}/font-google.ts`, [template('font-google.ts').trimEnd(), '', ...[...fonts].sort().map((f) => `export const ${f} = (options?: FontOptions) => nextFont('${family(f)}', options);`), ''].join('\n'));
  }
  if (types.size) tree.write(`${COMPAT}/types.ts`, ['// platform-convert: the types the site imported from `next`, loosely typed (Next is gone; its metadata is not used).', ...[...types].sort().map((n) => `export type ${n} = any;`), ''].join('\n'));
  const rootLayout = appNow.layouts.find((l) => !l.dir);
  const title = metadataTitle(rootLayout ? tree.ast(rootLayout.file) : null) ?? 'Site';
  tree.write('src/App.tsx', routeTableModule(appNow, (f) => importFrom('src/App.tsx', f), (f) => defaultExportName(tree.ast(f))));
  tree.write('src/main.tsx', [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import App from './App';",
    '',
    "createRoot(document.getElementById('root')!).render(",
    '  <StrictMode>',
    '    <App />',
    '  </StrictMode>',
    ');',
    '',
  ].join('\n'));
  if (!tree.exists('index.html')) {
    tree.write('index.html', `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${escapeHtml(title)}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n`);
  }
  if (!['vite.config.ts', 'vite.config.js', 'vite.config.mjs'].some((f) => tree.exists(f))) tree.write('vite.config.ts', viteConfig());
  for (const f of ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next-env.d.ts']) {
    if (!tree.exists(f)) continue;
    tree.delete(f);
    notes.push(`${f} removed (Vite builds the theme)`);
  }
  const pkg = tree.read('package.json');
  if (pkg !== undefined) tree.write('package.json', editPackageJson(pkg));
  const movedDirs = new Set([...moves.keys()].map((f) => f.split('/')[0]));
  for (const f of ['tailwind.config.ts', 'tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs']) {
    const text = tree.read(f);
    if (text !== undefined && tailwindContent(text, movedDirs) !== text) tree.write(f, tailwindContent(text, movedDirs));
  }
  const tsconfig = tree.read('tsconfig.json');
  if (tsconfig !== undefined && moves.size && tsconfigPaths(tsconfig) !== tsconfig) {
    tree.write('tsconfig.json', tsconfigPaths(tsconfig));
    // The steps after this one resolve `@/lib/x` where the file now is (src/lib/x), as a later run would.
    if (ctx.site.aliases.get('@') === '') ctx.site.aliases.set('@', 'src');
  }
  notes.push(`Next.js app router ported to Vite: ${appNow.pages.length} page(s), ${appNow.layouts.length} layout(s) in src/App.tsx; ${moves.size} file(s) moved under src/`);
  return { status: limitations.length ? 'partial' : 'applied', limitations, notes };
}

export const nextPortStep = defineStep({
  id: 'next-port',
  description: 'a Next.js app-router site becomes a Vite + react-router app (pages and layouts as routes, next/* through compat modules)',
  needs: ['analysis'],
  run: runNextPort,
});
export default nextPortStep;
