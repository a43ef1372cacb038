import * as t from '@babel/types';
import type { File } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { jsxName, keyName, mentions, staticString, traverse } from '../drop-pages/ast-kit.js';
import { DROP_RULES, type DropTargets, type MendContext } from '../drop-pages/context.js';
import { removeLinks } from '../drop-pages/links.js';
import { printMended } from '../drop-pages/print.js';
import { droppedBindings, removeDroppedImports, removePageElements, removeRoutes } from '../drop-pages/routes.js';
import type { MissingImport } from './find.js';
import { unwrapMissingWrappers } from './wrappers.js';

/** Keys under which a route names what it renders (as in drop-pages). */
const RENDER_KEYS = new Set(['element', 'component', 'Component', 'render', 'lazy', 'getComponent']);

/**
 * The routes that render one of `names`: a page map entry `{ About: About }` (routes `/About`),
 * `<Route path="/x" element={<About />} />` and `{ path: '/x', element: <About /> }`.
 */
export function routesRendering(ast: File, names: Set<string>): string[] {
  const out = new Set<string>();
  if (!names.size) return [];
  t.traverseFast(ast.program, (n) => {
    if (n.type === 'JSXElement') {
      const attrs = n.openingElement.attributes.filter((a): a is t.JSXAttribute => a.type === 'JSXAttribute');
      const p = attrs.find((a) => a.name.name === 'path');
      const route = p ? staticString(p.value) : null;
      if (route === null || !/(^|\.)Route$/.test(jsxName(n.openingElement))) return;
      if (attrs.some((a) => RENDER_KEYS.has(String(a.name.name)) && mentions(a.value, names)) || n.children.some((c) => c.type !== 'JSXElement' && mentions(c, names))) out.add(route);
    } else if (n.type === 'ObjectExpression') {
      const props = n.properties.filter((p): p is t.ObjectProperty => p.type === 'ObjectProperty');
      const path = props.find((p) => keyName(p.key) === 'path');
      const route = path ? staticString(path.value) : null;
      if (route !== null) {
        if (props.some((p) => RENDER_KEYS.has(keyName(p.key) ?? '') && mentions(p.value, names))) out.add(route);
        return;
      }
      for (const p of props) {
        const key = keyName(p.key);
        if (key && p.value.type === 'Identifier' && names.has(p.value.name)) out.add(`/${key}`);
      }
    }
  });
  return [...out];
}

/** Names still referenced in the file (outside their import). */
function usedBindings(ast: File): Set<string> {
  const used = new Set<string>();
  traverse(ast, {
    Program(p) {
      p.scope.crawl();
      for (const [name, b] of Object.entries(p.scope.bindings)) if (b.kind === 'module' && b.referencePaths.length) used.add(name);
    },
  });
  return used;
}

export interface ModuleOptions {
  /** Every app script (links to a removed route can sit in any of them). */
  files: string[];
  /** Route paths the analysis keeps (a link to one of them stays). */
  keptRoutes: string[];
  /** Resolve an import of `from` over the staged tree (null: a package or a missing file). */
  resolve(from: string, spec: string): string | null;
  /** Why the module goes, for its Limitations rows (default: the source does not ship it). */
  reason?: { what: (m: MissingImport) => string; why: string };
}

/**
 * A missing page or component module: the routes and page-map entries that render it, its
 * elements, the links to its routes and its import go (the drop-pages mend, with the missing
 * file as the dropped page). An import still used after that stays, with a row saying so.
 */
export function dropMissingModules(tree: StagedTree, missing: MissingImport[], opts: ModuleOptions): { limitations: Limitation[]; changed: string[] } {
  const pages = new Set(missing.map((m) => m.target));
  const byFile = new Map<string, MissingImport[]>();
  for (const m of missing) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  const targets: DropTargets = { pages, routeOnly: new Set(), authModules: new Set(), routes: [], keptRoutes: [], authSites: new Map() };
  const ctxOf = (file: string): MendContext => ({
    file,
    targets,
    rules: DROP_RULES,
    resolve: (spec) => opts.resolve(file, spec) ?? byFile.get(file)?.find((m) => m.spec === spec)?.target ?? null,
  });
  const asts = new Map<string, File>();
  const routesOf = new Map<MissingImport, string[]>();
  for (const [file, list] of byFile) {
    const ast = tree.ast(file);
    if (!ast) continue;
    asts.set(file, ast);
    const b = droppedBindings(ast, ctxOf(file));
    for (const m of list) {
      const names = new Set(m.site.kind === 'import' ? m.site.node.specifiers.map((s) => s.local.name) : [...b.all].filter((n) => routesRendering(ast, new Set([n])).length));
      routesOf.set(m, routesRendering(ast, names));
    }
  }
  const routes = new Set([...routesOf.values()].flat());
  targets.routes = [...routes];
  targets.keptRoutes = opts.keptRoutes.filter((r) => !routes.has(r));
  const limitations: Limitation[] = [];
  const changed = new Set<string>();
  for (const [file, ast] of asts) {
    const ctx = ctxOf(file);
    const b = droppedBindings(ast, ctx);
    // A missing frame keeps what it wrapped; only then do the elements that are the module itself go.
    let edited = unwrapMissingWrappers(ast, b.all);
    edited = removeRoutes(ast, ctx, b) || edited;
    edited = removePageElements(ast, b.all) || edited;
    const used = usedBindings(ast);
    edited = removeDroppedImports(ast, ctx, (n) => used.has(n)) || edited;
    if (edited) changed.add(file);
    for (const m of byFile.get(file) ?? []) {
      const r = routesOf.get(m) ?? [];
      const locals = m.site.kind === 'import' ? m.site.node.specifiers.map((s) => s.local.name) : [];
      const left = locals.filter((n) => used.has(n));
      const what = opts.reason?.what(m) ?? `\`${m.spec}\` names ${m.target}, a file the source does not have`;
      if (left.length) limitations.push({ file, line: m.line, what: `${what}; \`${left.join('`, `')}\` is still used here`, why: 'the theme does not build until the file is added or that use is removed' });
      else limitations.push({ file, line: m.line, what: `${what}: its import${r.length ? `, route(s) ${r.join(', ')}` : ''} and the elements rendering it were removed`, why: opts.reason?.why ?? 'the source ships without that module; add it back by hand (and its route) if it is wanted' });
    }
  }
  if (routes.size) {
    for (const file of opts.files) {
      const ast = asts.get(file) ?? tree.ast(file);
      if (!ast) continue;
      if (removeLinks(ast, ctxOf(file))) {
        asts.set(file, ast);
        changed.add(file);
      }
    }
  }
  for (const file of changed) {
    const text = tree.read(file);
    const ast = asts.get(file);
    if (text !== undefined && ast) tree.write(file, printMended(ast, text));
  }
  return { limitations, changed: [...changed].sort() };
}
