import type { File, ImportDeclaration } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { pruneImports, referenceCount } from '../data-layer/imports.js';
import { stagedImportSites } from './import-sources.js';
import { isPackageOf, resolveIn, type ResolveScope } from './resolve.js';

const SCRIPT = /\.(m?[jt]sx?|cjs)$/;

export interface ImportUse {
  file: string;
  /** Names imported from the target that the file still uses (empty: the import can go). */
  used: string[];
}

export interface ImportTarget {
  path?: string;
  packages?: string[];
}

const importsOf = (ast: File) => ast.program.body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');

/** Script files of the staged tree (outside node_modules). */
export const scripts = (tree: StagedTree) => tree.list().filter((p) => SCRIPT.test(p) && !p.includes('node_modules/') && !p.endsWith('.d.ts'));


/**
 * Resolved import paths, by scope, kept while no path appears or goes (see StagedTree.revision).
 * Each keeps the paths its resolution looked at: a hit asks the tree about them again, so the
 * files a step read (its recorded inputs) are the same with the cache as without.
 */
type Resolution = { to: string | null; probed: string[] };
const resolved = new WeakMap<StagedTree, { revision: number; byScope: WeakMap<ResolveScope, Map<string, Resolution>> }>();
export function resolveCached(tree: StagedTree, file: string, source: string, scope: ResolveScope): string | null {
  const revision = tree.revision?.();
  if (revision === undefined) return resolveIn(scope, file, source, (p) => tree.exists(p));
  let entry = resolved.get(tree);
  if (entry?.revision !== revision) resolved.set(tree, (entry = { revision, byScope: new WeakMap() }));
  let memo = entry.byScope.get(scope);
  if (!memo) entry.byScope.set(scope, (memo = new Map()));
  const key = `${file}\0${source}`;
  const hit = memo.get(key);
  if (hit) {
    for (const p of hit.probed) tree.exists(p);
    return hit.to;
  }
  const probed: string[] = [];
  const to = resolveIn(scope, file, source, (p) => (probed.push(p), tree.exists(p)));
  memo.set(key, { to, probed });
  return to;
}

/** Does the module path `source`, written in `file`, name the target? */
function names(tree: StagedTree, file: string, source: string, target: ImportTarget, scope: ResolveScope): boolean {
  if (target.packages) return isPackageOf(source, target.packages);
  return resolveCached(tree, file, source, scope) === target.path;
}

/**
 * Every file importing `target` (a site path, or a package when `packages`), with the names it
 * still uses. Re-exports, `require()` and dynamic `import()` of the target count as uses: their
 * names cannot be followed, so the target must stay.
 */
export function importersOf(tree: StagedTree, target: ImportTarget, scope: ResolveScope = {}): ImportUse[] {
  const out: ImportUse[] = [];
  for (const file of scripts(tree)) {
    if (file === target.path) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const sites = stagedImportSites(tree, file, ast).filter((s) => names(tree, file, s.source.value, target, scope));
    if (!sites.length) continue;
    const used = sites.flatMap((s) => (s.kind === 'import' ? s.node.specifiers.filter((x) => referenceCount(ast, x.local.name) > 0).map((x) => x.local.name) : [`(${s.kind === 'reexport' ? 're-export' : s.kind === 'require' ? 'require' : 'import()'})`]));
    out.push({ file, used: [...new Set(used)] });
  }
  return out;
}

/** Remove a file's imports of `target` whose names it no longer uses (side-effect imports too). */
export function mendImports(tree: StagedTree, file: string, target: ImportTarget, scope: ResolveScope = {}): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  const decls = importsOf(ast).filter((d) => names(tree, file, d.source.value, target, scope));
  if (!decls.length) return false;
  let changed = false;
  for (const d of decls) {
    if (!d.specifiers.length) {
      ast.program.body.splice(ast.program.body.indexOf(d), 1);
      changed = true;
    }
  }
  const local = decls.flatMap((d) => d.specifiers.map((s) => s.local.name));
  if (pruneImports(ast, local).length) changed = true;
  if (changed) tree.writeAst(file, ast);
  return changed;
}

/** The local names under which `file` imports the default export of `target`. */
export function defaultImportLocals(tree: StagedTree, file: string, target: ImportTarget, scope: ResolveScope = {}): string[] {
  const ast = tree.ast(file);
  if (!ast) return [];
  return importsOf(ast)
    .filter((d) => names(tree, file, d.source.value, target, scope))
    .flatMap((d) => d.specifiers.filter((s) => s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === 'default')))
    .map((s) => s.local.name);
}
