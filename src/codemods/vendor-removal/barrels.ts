import type { ExportNamedDeclaration, File, ImportDeclaration } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { pruneImports } from '../data-layer/imports.js';
import { stagedImportSites } from './import-sources.js';
import { resolveCached, scripts } from './importers.js';
import type { ResolveScope } from './resolve.js';

const nameOf = (n: { type: string; name?: string; value?: string }) => (n.type === 'Identifier' ? n.name! : n.value!);

/**
 * The names a module hands on from `target` (a vendor bootstrap): `export { client } from './client'`,
 * or `import { client } from './client'` then `export { client }`. Exported name → the name in target.
 */
export function reexportsOf(tree: StagedTree, file: string, target: string, scope: ResolveScope): Map<string, string> {
  const out = new Map<string, string>();
  const ast = tree.ast(file);
  if (!ast) return out;
  const isTarget = (src: string) => resolveCached(tree, file, src, scope) === target;
  const imported = new Map<string, string>();
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration' && isTarget(s.source.value)) {
      for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') imported.set(sp.local.name, nameOf(sp.imported));
    }
  }
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration' || s.declaration) continue;
    for (const sp of s.specifiers) {
      if (sp.type !== 'ExportSpecifier') continue;
      const exported = nameOf(sp.exported);
      if (s.source ? isTarget(s.source.value) : imported.has(sp.local.name)) out.set(exported, s.source ? sp.local.name : imported.get(sp.local.name)!);
    }
  }
  return out;
}

/** Names other scripts import from `file` (`*` when one takes the whole module: a namespace, `export *`, `require`). */
function namesTakenFrom(tree: StagedTree, file: string, scope: ResolveScope): Set<string> {
  const out = new Set<string>();
  for (const other of scripts(tree)) {
    if (other === file) continue;
    const ast = tree.ast(other);
    if (!ast) continue;
    for (const s of stagedImportSites(tree, other, ast)) {
      if (resolveCached(tree, other, s.source.value, scope) !== file) continue;
      if (s.kind === 'import') {
        for (const sp of (s.node as ImportDeclaration).specifiers) out.add(sp.type === 'ImportSpecifier' ? nameOf(sp.imported) : sp.type === 'ImportDefaultSpecifier' ? 'default' : '*');
      } else if (s.kind === 'reexport' && s.node.type === 'ExportNamedDeclaration') {
        for (const sp of s.node.specifiers) out.add(sp.type === 'ExportSpecifier' ? nameOf(sp.local) : '*');
      } else out.add('*');
    }
  }
  return out;
}

/**
 * A barrel module (`src/db/index.ts`) that hands on the vendor client beside its own functions: the
 * client's entry goes once no script imports it from the barrel, so the bootstrap can go too.
 * Returns true when the barrel changed.
 */
export function dropUnusedReexports(tree: StagedTree, barrel: string, target: string, scope: ResolveScope): boolean {
  const handed = reexportsOf(tree, barrel, target, scope);
  if (!handed.size) return false;
  const taken = namesTakenFrom(tree, barrel, scope);
  if (taken.has('*')) return false;
  const unused = new Set([...handed.keys()].filter((n) => !taken.has(n)));
  if (!unused.size) return false;
  const ast = tree.ast(barrel) as File;
  const locals: string[] = [];
  const body = ast.program.body;
  for (let i = body.length - 1; i >= 0; i--) {
    const s = body[i];
    if (s.type !== 'ExportNamedDeclaration' || s.declaration) continue;
    const decl = s as ExportNamedDeclaration;
    for (let j = decl.specifiers.length - 1; j >= 0; j--) {
      const sp = decl.specifiers[j];
      if (sp.type !== 'ExportSpecifier' || !unused.has(nameOf(sp.exported))) continue;
      locals.push(sp.local.name);
      decl.specifiers.splice(j, 1);
    }
    if (!decl.specifiers.length) body.splice(i, 1);
  }
  pruneImports(ast, locals);
  tree.writeAst(barrel, ast);
  return true;
}
