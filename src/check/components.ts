import type { File, JSXOpeningElement, Node } from '@babel/types';
import type { Site } from '../load/site.js';
import type { SiteFile } from '../load/files.js';
import { exportedLocal, importsOf, jsxName, some, topLevelDeclaration } from './ast.js';
import { themeFile } from './theme-files.js';

/** `src/index.jsx|tsx` (the theme entry of spec §2), or null. */
export function themeEntry(site: Site): string | null {
  return themeFile(site, 'src/index.tsx', 'src/index.jsx', 'src/index.ts', 'src/index.js');
}

/** The name an element is imported as (`import { ThemeProvider as TP }` → ThemeProvider), else its local name. */
export function canonicalName(ast: File, local: string): string {
  const root = local.split('.')[0];
  const b = importsOf(ast).get(root);
  if (b && b.imported !== 'default' && b.imported !== '*' && root === local) return b.imported;
  return local;
}

export interface Located<T extends Node = Node> {
  file: string;
  ast: File;
  node: T;
}

/** A component's definition: a top-level declaration here, or what an import names in a site file. */
export function resolveBinding(site: Site, file: string, name: string, depth = 0): Located | null {
  const ast = site.ast(file);
  if (!ast || depth > 4) return null;
  const local = topLevelDeclaration(ast, name);
  if (local) return { file, ast, node: local };
  const b = importsOf(ast).get(name);
  if (!b || b.imported === '*') return null;
  const target = site.resolve(file, b.source);
  const tast = target ? site.ast(target) : null;
  if (!target || !tast) return null;
  const ex = exportedLocal(tast, b.imported);
  if (!ex) return null;
  if (!ex.local) return { file: target, ast: tast, node: ex.node };
  return resolveBinding(site, target, ex.local, depth + 1);
}

/**
 * Does the component at `loc` render an element whose (import) name is in `names`, directly or
 * through components it renders (followed across files up to `depth` levels)?
 */
export function renders(site: Site, loc: Located, names: Set<string>, depth = 3, seen = new Set<Node>()): boolean {
  if (seen.has(loc.node)) return false;
  seen.add(loc.node);
  const inner: string[] = [];
  const hit = some(loc.node, (n) => {
    if (n.type !== 'JSXOpeningElement') return false;
    const name = jsxName(n);
    if (names.has(canonicalName(loc.ast, name)) || names.has(name)) return true;
    if (/^[A-Z]/.test(name) && !name.includes('.')) inner.push(name);
    return false;
  });
  if (hit) return true;
  if (depth <= 0) return false;
  for (const name of inner) {
    const def = resolveBinding(site, loc.file, name);
    if (def && renders(site, def, names, depth - 1, seen)) return true;
  }
  return false;
}

/** Every JSX opening element of the app scripts whose (import) name is in `names`. */
export function findElements(site: Site, names: Set<string>, isApp: (f: SiteFile) => boolean): Located<JSXOpeningElement>[] {
  const out: Located<JSXOpeningElement>[] = [];
  for (const f of site.scripts) {
    if (!isApp(f) || !f.text || ![...names].some((n) => f.text!.includes(n.split('.')[0]))) {
      // an aliased import still names the original in the import line, so the text test is safe
      continue;
    }
    const ast = site.ast(f.path);
    if (!ast) continue;
    some(ast.program, (n) => {
      if (n.type === 'JSXOpeningElement') {
        const name = jsxName(n);
        if (names.has(canonicalName(ast, name)) || names.has(name)) out.push({ file: f.path, ast, node: n });
      }
      return false;
    });
  }
  return out;
}
