import path from 'node:path';
import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { perRevision } from '../../convert/revision-cache.js';
import { withoutNestedRoutes } from '../drop-pages/routes.js';

const stripExt = (f: string) => f.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');

/** The file an import source names, without extension (`./pages/Faq`, `@/pages/Faq` → `src/pages/Faq`). */
function resolveSource(from: string, source: string, src: string): string | null {
  if (source.startsWith('@/')) return stripExt(path.posix.join(src, source.slice(2)));
  if (source.startsWith('.')) return stripExt(path.posix.join(path.posix.dirname(from), source));
  return null;
}

/** A top-level binding of a module to an import source: a static import, or a variable whose value calls `import()`. */
interface Binding { local: string; sources: string[] }

/** The file's bindings to import sources, in program order (see `Binding`). */
function bindingsOf(ast: File): Binding[] {
  const out: Binding[] = [];
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') {
      const d = s.specifiers.find((sp) => sp.type === 'ImportDefaultSpecifier') ?? s.specifiers[0];
      if (d) out.push({ local: d.local.name, sources: [s.source.value] });
    }
    if (s.type === 'VariableDeclaration') {
      for (const v of s.declarations) {
        if (v.id.type !== 'Identifier' || !v.init) continue;
        const sources: string[] = [];
        visit(v.init, (n) => { if (n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral') sources.push(n.arguments[0].value); });
        if (sources.length) out.push({ local: v.id.name, sources });
      }
    }
  }
  return out;
}

/** A file's bindings, per revision: finding the route of each of many pages walks each file once. */
const cachedBindings = perRevision(bindingsOf);

/** The local name a file's bindings give the default export of `pageFile` (static import or lazy `import()`). */
function localOf(bindings: Binding[], from: string, pageFile: string, src: string): string | null {
  const want = stripExt(pageFile);
  return bindings.find((b) => b.sources.some((source) => resolveSource(from, source, src) === want))?.local ?? null;
}

/** Whether `n` renders or names the component `local` (`<Faq />`, `Faq`, `() => <Faq />`). */
function names(n: Node | null | undefined, local: string): boolean {
  if (!n) return false;
  let hit = false;
  visit(n, (x) => {
    if ((x.type === 'JSXIdentifier' || x.type === 'Identifier') && x.name === local) hit = true;
  });
  return hit;
}

const asRoute = (p: string) => (p.startsWith('/') ? p : `/${p}`);

/**
 * The path the route table serves `pageFile` at, as registered: a `<Route path>` rendering it (in
 * `element`, `component` or as a child), a `{ path, element | component }` entry, or else a page
 * map entry `{ Name: Name }` that routes by page name (`/Name`). Null when no script routes it.
 */
export function registeredRoute(tree: StagedTree, scripts: string[], pageFile: string, src: string): string | null {
  let byName: string | null = null;
  for (const file of scripts) {
    if (file === pageFile) continue;
    const ast = tree.ast(file);
    const local = ast && localOf(cachedBindings(tree, file, ast), file, pageFile, src);
    if (!ast || !local) continue;
    let found: string | null = null;
    visit(ast.program, (n) => {
      if (found) return;
      if (n.type === 'JSXElement') {
        const attrs = n.openingElement.attributes;
        const p = attrs.find((a) => a.type === 'JSXAttribute' && a.name.name === 'path');
        if (p?.type !== 'JSXAttribute' || p.value?.type !== 'StringLiteral') return;
        // Not through routes nested in the element (a catch-all layout route holding its own `<Routes>`).
        const rendered = attrs.some((a) => a.type === 'JSXAttribute' && ['element', 'component', 'Component'].includes(String(a.name.name)) && !!a.value && names(withoutNestedRoutes(a.value), local))
          // wouter's `<Route path="/x"><X /></Route>`: the page itself as a direct child (not a nested route).
          || n.children.some((c) => c.type === 'JSXElement' && c.openingElement.name.type === 'JSXIdentifier' && c.openingElement.name.name === local);
        if (rendered) found = asRoute(p.value.value);
      } else if (n.type === 'ObjectExpression') {
        const prop = (key: string) => n.properties.find((q) => q.type === 'ObjectProperty' && q.key.type === 'Identifier' && q.key.name === key);
        const p = prop('path');
        if (p?.type === 'ObjectProperty' && p.value.type === 'StringLiteral' && ['element', 'component', 'Component'].some((k) => { const e = prop(k); return e?.type === 'ObjectProperty' && names(e.value, local); })) found = asRoute(p.value.value);
        else if (!byName && n.properties.some((q) => q.type === 'ObjectProperty' && q.key.type === 'Identifier' && q.key.name === local && q.value.type === 'Identifier' && q.value.name === local)) byName = `/${local}`;
      }
    });
    if (found) return found;
  }
  return byName;
}

/** The component a route entry renders: `element={<X />}`, `component={X}`, `{ element: <X /> }`. */
function renderedName(v: Node | null | undefined): string | null {
  if (!v) return null;
  if (v.type === 'JSXExpressionContainer') return renderedName(v.expression as Node);
  if (v.type === 'JSXElement' && v.openingElement.name.type === 'JSXIdentifier') return v.openingElement.name.name;
  return v.type === 'Identifier' ? v.name : null;
}

/**
 * The page the route table serves at `route`: its component's local name and the script it is
 * imported from. For pages a step has moved since the analysis (the port turns `about.html`
 * into `src/pages/About.jsx` at the same route).
 */
export function routedPage(tree: StagedTree, scripts: string[], route: string, src: string): { file: string; local: string } | null {
  const files = new Map(scripts.map((f) => [stripExt(f), f]));
  for (const table of scripts) {
    const ast = tree.ast(table);
    if (!ast) continue;
    let local: string | null = null;
    visit(ast.program, (n) => {
      if (local) return;
      if (n.type === 'JSXElement') {
        const attr = (k: string) => n.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === k);
        const p = attr('path');
        if (p?.type !== 'JSXAttribute' || p.value?.type !== 'StringLiteral' || asRoute(p.value.value) !== route) return;
        const e = attr('element') ?? attr('component');
        local = e?.type === 'JSXAttribute' ? renderedName(e.value as Node) : null;
      } else if (n.type === 'ObjectExpression') {
        const prop = (k: string) => n.properties.find((q) => q.type === 'ObjectProperty' && q.key.type === 'Identifier' && q.key.name === k);
        const p = prop('path');
        if (p?.type !== 'ObjectProperty' || p.value.type !== 'StringLiteral' || asRoute(p.value.value) !== route) return;
        const e = prop('element') ?? prop('component') ?? prop('Component');
        local = e?.type === 'ObjectProperty' ? renderedName(e.value as Node) : null;
      }
    });
    if (!local) continue;
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration' || !s.specifiers.some((sp) => sp.local.name === local)) continue;
      const target = resolveSource(table, s.source.value, src);
      const file = target ? files.get(target) : undefined;
      if (file) return { file, local };
    }
  }
  return null;
}
