import type { File, Node, Statement } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { kindOf } from '../../load/files.js';
import type { AliasMap } from '../../load/aliases.js';
import { print } from '../data-layer/build.js';
import { pruneImports, referenceCount } from '../data-layer/imports.js';
import { stagedResolver } from './graph.js';

const MARK = '@platform-convert-limitation';

/** The names each module's importers take from it (`*` for a namespace import, a re-export of all, or a dynamic import). */
function importedNames(tree: StagedTree, aliases: AliasMap): Map<string, Set<string>> {
  const resolve = stagedResolver(tree, aliases);
  const out = new Map<string, Set<string>>();
  const add = (file: string | null, name: string) => {
    if (!file) return;
    if (!out.has(file)) out.set(file, new Set());
    out.get(file)!.add(name);
  };
  for (const p of tree.list()) {
    if (kindOf(p) !== 'script' || p.includes('node_modules/')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    for (const s of ast.program.body) {
      if (s.type === 'ImportDeclaration') {
        const target = resolve(p, s.source.value);
        for (const sp of s.specifiers) {
          add(target, sp.type === 'ImportDefaultSpecifier' ? 'default' : sp.type === 'ImportNamespaceSpecifier' ? '*' : sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
        }
      } else if (s.type === 'ExportAllDeclaration') add(resolve(p, s.source.value), '*');
      else if (s.type === 'ExportNamedDeclaration' && s.source) {
        const target = resolve(p, s.source.value);
        for (const sp of s.specifiers) add(target, sp.type === 'ExportSpecifier' ? sp.local.name : '*');
      }
    }
    // `import('./api')` names no export: every export of that module may be used.
    for (const m of (tree.read(p) ?? '').matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(resolve(p, m[1]), '*');
  }
  return out;
}

/** `export function f() {}` / `export const f = () => {}`: the one name it declares, else null. */
function exportedFunction(st: Statement): string | null {
  if (st.type !== 'ExportNamedDeclaration' || !st.declaration) return null;
  const d = st.declaration;
  if (d.type === 'FunctionDeclaration') return d.id?.name ?? null;
  if (d.type === 'VariableDeclaration' && d.declarations.length === 1) {
    const v = d.declarations[0];
    const init = v.init as Node | null | undefined;
    if (v.id.type === 'Identifier' && init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) return v.id.name;
  }
  return null;
}

/**
 * Exported request functions nobody imports any more (an API module's admin calls once the admin
 * pages went) whose own call is a marked limitation: they go, with the imports only they used. The
 * module stays for the exports still imported. Returns the changed files with the names removed.
 */
export function pruneDeadRequestExports(tree: StagedTree, aliases: AliasMap): { file: string; names: string[] }[] {
  const used = importedNames(tree, aliases);
  const out: { file: string; names: string[] }[] = [];
  for (const file of tree.list()) {
    if (kindOf(file) !== 'script' || file.includes('node_modules/')) continue;
    const text = tree.read(file);
    if (!text?.includes(MARK)) continue;
    const names = used.get(file);
    if (names?.has('*')) continue;
    const ast = tree.ast(file) as File | null;
    if (!ast) continue;
    const body = ast.program.body as Statement[];
    const removed: string[] = [];
    for (let i = body.length - 1; i >= 0; i--) {
      const name = exportedFunction(body[i]);
      if (!name || names?.has(name) || referenceCount(ast, name) !== 1) continue;
      if (!print(body[i]).includes(MARK)) continue;
      body.splice(i, 1);
      removed.push(name);
    }
    if (!removed.length) continue;
    const locals = body.flatMap((s) => (s.type === 'ImportDeclaration' ? s.specifiers.map((sp) => sp.local.name) : []));
    pruneImports(ast, locals);
    tree.writeAst(file, ast);
    out.push({ file, names: removed.reverse() });
  }
  return out;
}
