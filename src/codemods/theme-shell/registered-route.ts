import path from 'node:path';
import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';

const stripExt = (f: string) => f.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');

/** The file an import source names, without extension (`./pages/Faq`, `@/pages/Faq` → `src/pages/Faq`). */
function resolveSource(from: string, source: string, src: string): string | null {
  if (source.startsWith('@/')) return stripExt(path.posix.join(src, source.slice(2)));
  if (source.startsWith('.')) return stripExt(path.posix.join(path.posix.dirname(from), source));
  return null;
}

/** The local name `ast` gives the default export of `pageFile` (static import or lazy `import()`). */
function localOf(ast: File, from: string, pageFile: string, src: string): string | null {
  const want = stripExt(pageFile);
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration' && resolveSource(from, s.source.value, src) === want) {
      const d = s.specifiers.find((sp) => sp.type === 'ImportDefaultSpecifier') ?? s.specifiers[0];
      if (d) return d.local.name;
    }
    if (s.type === 'VariableDeclaration') {
      for (const v of s.declarations) {
        if (v.id.type !== 'Identifier' || !v.init) continue;
        let hit = false;
        visit(v.init, (n) => { if (n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral' && resolveSource(from, n.arguments[0].value, src) === want) hit = true; });
        if (hit) return v.id.name;
      }
    }
  }
  return null;
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
    const local = ast && localOf(ast, file, pageFile, src);
    if (!ast || !local) continue;
    let found: string | null = null;
    visit(ast.program, (n) => {
      if (found) return;
      if (n.type === 'JSXElement') {
        const attrs = n.openingElement.attributes;
        const p = attrs.find((a) => a.type === 'JSXAttribute' && a.name.name === 'path');
        if (p?.type !== 'JSXAttribute' || p.value?.type !== 'StringLiteral') return;
        const rendered = attrs.some((a) => a.type === 'JSXAttribute' && ['element', 'component', 'Component'].includes(String(a.name.name)) && names(a.value, local))
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
