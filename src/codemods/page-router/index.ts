import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { File, ImportDeclaration } from '@babel/types';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { visit } from '../../convert/print.js';
import { findRenderCall } from '../theme-shell/render-call.js';
import { appLayout, findEntry, joinPath } from '../theme-shell/layout.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { formattingOf } from '../bundler-config/package-json.js';
import { movedModuleText } from './move-module.js';
import { setString } from '../bilingual/ast-kit.js';
import { moduleBindings } from '../../rule-kit/module-names.js';

/** The router a routeless app gets: the one the theme templates and the port write. */
const ROUTER_PACKAGE = 'react-router-dom';
const ROUTER_RANGE = '^6.30.0';
const ROUTER_PACKAGES = /^(react-router|react-router-dom|wouter|@tanstack\/react-router|@reach\/router)(\/|$)/;
const SCRIPT_EXT = ['.tsx', '.jsx', '.ts', '.js'];

/** The local module the entry renders as its app (`render(<StrictMode><App /></StrictMode>)`). */
function renderedAppFile(ctx: StepContext, entry: string): { file: string; local: string; decl: ImportDeclaration } | null {
  const ast = ctx.tree.ast(entry);
  const render = ast && findRenderCall(ast);
  if (!ast || !render) return null;
  const rendered = new Set<string>();
  visit(render.jsx, (n) => { if (n.type === 'JSXOpeningElement' && n.name.type === 'JSXIdentifier') rendered.add(n.name.name); });
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || !s.source.value.startsWith('.')) continue;
    const def = s.specifiers.find((sp) => sp.type === 'ImportDefaultSpecifier' && rendered.has(sp.local.name));
    if (!def) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(entry), s.source.value));
    const file = [base, ...SCRIPT_EXT.map((e) => base.replace(/\.[jt]sx?$/, '') + e), ...SCRIPT_EXT.map((e) => `${base}/index${e}`)].find((f) => /\.[jt]sx?$/.test(f) && ctx.tree.exists(f));
    if (file) return { file, local: def.local.name, decl: s };
  }
  return null;
}

/** The name of the component a module exports by default, when it is a declared function or const. */
function defaultComponent(ast: File): string | null {
  for (const s of ast.program.body) {
    if (s.type !== 'ExportDefaultDeclaration') continue;
    const d = s.declaration;
    if (d.type === 'Identifier') return d.name;
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) return d.id.name;
  }
  return null;
}

/**
 * What the app's component is called as the home page: `Home`, unless the module already binds
 * that name (a landing page whose first section is a `Home` component): then a name it leaves free,
 * or the page would draw itself for ever.
 */
function homeName(ast: File, component: string): string {
  const bound = moduleBindings(ast);
  bound.delete(component);
  return ['Home', 'HomePage', 'SiteHome'].find((n) => !bound.has(n)) ?? component;
}

const namedExports = (ast: File) => ast.program.body.some((s) => (s.type === 'ExportNamedDeclaration' && !s.exportKind?.startsWith('type')) || s.type === 'ExportAllDeclaration');

function routerShell(homeImport: string): string {
  return [
    `// platform-convert: the app drew the whole site as one page; it is now the home page of a`,
    `// route table, so the theme's other pages have routes of their own.`,
    `import { BrowserRouter, Route, Routes } from "${ROUTER_PACKAGE}";`,
    `import Home from "${homeImport}";`,
    ``,
    `export default function App() {`,
    `  return (`,
    `    <BrowserRouter>`,
    `      <Routes>`,
    `        <Route path="/" element={<Home />} />`,
    `      </Routes>`,
    `    </BrowserRouter>`,
    `  );`,
    `}`,
    ``,
  ].join('\n');
}

/** package.json gets the router among its dependencies (minimal edit, other lines keep their bytes). */
function addRouterDependency(text: string): string {
  const tree = parseTree(text);
  if (tree && (findNodeAtLocation(tree, ['dependencies', ROUTER_PACKAGE]) || findNodeAtLocation(tree, ['devDependencies', ROUTER_PACKAGE]))) return text;
  return applyEdits(text, modify(text, ['dependencies', ROUTER_PACKAGE], ROUTER_RANGE, { formattingOptions: formattingOf(text) }));
}

/**
 * A React app without a router draws the whole site as one page (sections and `#anchors`). A theme
 * has pages (spec §2: at least three), so the app module becomes `pages/Home` and the app a route
 * table serving it at `/`; the gap-pages step then registers the missing canonical pages beside it.
 */
export function runPageRouter(ctx: StepContext): StepResult {
  if (!ctx.analysis.framework.react || ctx.analysis.framework.router !== 'none') return { status: 'unnecessary' };
  if (ctx.analysis.pages.some((p) => p.route && p.class !== 'drop')) return { status: 'unnecessary' };
  const layout = appLayout(ctx);
  const scripts = ctx.tree.list().filter((f) => f.startsWith(layout.src + '/') && /\.[jt]sx?$/.test(f));
  // A router the analysis did not see (a port wrote one, or an unusual import) is left to the route steps.
  if (scripts.some((f) => ctx.tree.ast(f)?.program.body.some((s) => s.type === 'ImportDeclaration' && ROUTER_PACKAGES.test(s.source.value)))) return { status: 'unnecessary' };
  const entry = findEntry(ctx.tree, layout);
  const app = entry ? renderedAppFile(ctx, entry) : null;
  if (!entry || !app) return { status: 'partial', limitations: [{ file: entry ?? layout.src, line: 1, what: 'the site has no router and no app component rendered by its entry was found', why: 'pages cannot be added without a route table: add one by hand' }] };
  const ast = ctx.tree.ast(app.file);
  if (!ast) return { status: 'partial', limitations: [{ file: app.file, line: 1, what: 'the site has no router; its app was not made a home page', why: 'the app module does not parse: fix its syntax and run convert again' }] };
  const component = defaultComponent(ast);
  const ext = path.posix.extname(app.file);
  const home = `${layout.src}/pages/Home${ext === '.ts' || ext === '.js' ? ext + 'x' : ext}`;
  if (component && namedExports(ast) && !ctx.tree.exists(home)) return routeInPlace(ctx, entry, app, home, layout.pkg);
  const why = !component ? 'it has no default-exported component' : ctx.tree.exists(home) ? `${home} exists already` : null;
  const moved = why ? null : movedModuleText(ctx.tree.read(app.file)!, ast, app.file, home, { from: component!, to: homeName(ast, component!) });
  if (!moved) return { status: 'partial', limitations: [{ file: app.file, line: 1, what: 'the site has no router; its app was not made a home page', why: why ?? 'its source changed in an earlier step' }] };
  ctx.tree.write(home, moved);
  ctx.tree.write(app.file, routerShell(relativeSpecifier(app.file, home.replace(/\.[jt]sx?$/, ''))));
  const pkgFile = joinPath(layout.pkg, 'package.json');
  const pkg = ctx.tree.read(pkgFile);
  if (pkg !== undefined) ctx.tree.write(pkgFile, addRouterDependency(pkg));
  return { status: 'applied', notes: [`${app.file}: the one-page app moved to ${home} and is served at / by a ${ROUTER_PACKAGE} route table`] };
}

/**
 * An app module that other modules import named exports from (its context, its helpers) stays
 * where it is: the home page re-exports its component, and a new route table beside it is what the
 * entry renders.
 */
function routeInPlace(ctx: StepContext, entry: string, app: { file: string; decl: ImportDeclaration }, home: string, pkgDir: string): StepResult {
  const ext = path.posix.extname(home);
  const table = `${path.posix.dirname(app.file)}/SiteRoutes${ext}`;
  const entryAst = ctx.tree.ast(entry);
  if (ctx.tree.exists(table) || !entryAst) return { status: 'partial', limitations: [{ file: app.file, line: 1, what: 'the site has no router; its app was not made a home page', why: ctx.tree.exists(table) ? `${table} exists already` : `${entry} does not parse` }] };
  const bare = (f: string) => f.replace(/\.[jt]sx?$/, '');
  ctx.tree.write(home, [
    '// platform-convert: the app drew the whole site as one page; it is the home page of the route',
    `// table in ${path.posix.basename(table)} (it stays where it is: other modules import from it).`,
    `export { default } from "${relativeSpecifier(home, bare(app.file))}";`,
    '',
  ].join('\n'));
  ctx.tree.write(table, routerShell(relativeSpecifier(table, bare(home))));
  // The entry renders the route table in the app's place (same local name, so its JSX is unchanged).
  const decl = entryAst.program.body.find((s) => s.type === 'ImportDeclaration' && s.start === app.decl.start) as ImportDeclaration | undefined;
  if (!decl) return { status: 'partial', limitations: [{ file: entry, line: 1, what: 'the site has no router; its app was not made a home page', why: 'its entry changed in an earlier step' }] };
  setString(decl.source, relativeSpecifier(entry, bare(table)));
  ctx.tree.writeAst(entry, entryAst);
  const pkgFile = joinPath(pkgDir, 'package.json');
  const pkg = ctx.tree.read(pkgFile);
  if (pkg !== undefined) ctx.tree.write(pkgFile, addRouterDependency(pkg));
  return { status: 'applied', notes: [`${app.file}: the one-page app is served at / as ${home} by a ${ROUTER_PACKAGE} route table in ${table}, which ${entry} now renders`] };
}

export const pageRouterStep = defineStep({
  id: 'page-router',
  description: 'a React app drawn as one page gets a route table; the app becomes its home page',
  needs: ['analysis'],
  run: runPageRouter,
});
export default pageRouterStep;
