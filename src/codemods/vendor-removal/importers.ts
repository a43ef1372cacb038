import type { File, ImportDeclaration } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { pruneImports, referenceCount } from '../data-layer/imports.js';
import { isPackageOf, resolveImport } from './resolve.js';

const SCRIPT = /\.(m?[jt]sx?|cjs)$/;

export interface ImportUse {
  file: string;
  /** Names imported from the target that the file still uses (empty: the import can go). */
  used: string[];
}

const importsOf = (ast: File) => ast.program.body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');

/** Script files of the staged tree (outside node_modules). */
export const scripts = (tree: StagedTree) => tree.list().filter((p) => SCRIPT.test(p) && !p.includes('node_modules/') && !p.endsWith('.d.ts'));

/** Every file importing `target` (a site path, or a package when `pkg`), with the names it still uses. */
export function importersOf(tree: StagedTree, target: { path?: string; packages?: string[] }, appRoot?: string): ImportUse[] {
  const out: ImportUse[] = [];
  for (const file of scripts(tree)) {
    if (file === target.path) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const decls = importsOf(ast).filter((d) => (target.packages ? isPackageOf(d.source.value, target.packages) : resolveImport(file, d.source.value, (p) => tree.exists(p), appRoot) === target.path));
    // `export { x } from '...'` re-exports count as uses.
    const reexports = ast.program.body.filter((s) => (s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source
      && (target.packages ? isPackageOf(s.source.value, target.packages) : resolveImport(file, s.source.value, (p) => tree.exists(p), appRoot) === target.path));
    if (!decls.length && !reexports.length) continue;
    const used = decls.flatMap((d) => d.specifiers.filter((s) => referenceCount(ast, s.local.name) > 0).map((s) => s.local.name));
    out.push({ file, used: reexports.length ? [...used, '(re-export)'] : used });
  }
  return out;
}

/** Remove a file's imports of `target` whose names it no longer uses (side-effect imports too). */
export function mendImports(tree: StagedTree, file: string, target: { path?: string; packages?: string[] }, appRoot?: string): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  const decls = importsOf(ast).filter((d) => (target.packages ? isPackageOf(d.source.value, target.packages) : resolveImport(file, d.source.value, (p) => tree.exists(p), appRoot) === target.path));
  if (!decls.length) return false;
  let changed = false;
  for (const d of decls) {
    if (!d.specifiers.length) {
      ast.program.body.splice(ast.program.body.indexOf(d), 1);
      changed = true;
    }
  }
  const names = decls.flatMap((d) => d.specifiers.map((s) => s.local.name));
  if (pruneImports(ast, names).length) changed = true;
  if (changed) tree.writeAst(file, ast);
  return changed;
}
