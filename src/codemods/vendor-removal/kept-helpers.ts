import path from 'node:path';
import type { File, Node, Statement } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { pruneImports } from '../data-layer/imports.js';
import { parentMap, type ParentMap } from '../data-layer/locate.js';
import { envName, foldTest, isFoldable } from '../data-layer/vendor-settings.js';
import { stagedImportSites } from './import-sources.js';
import { vendorBindings } from './presence.js';
import { isPackageOf, resolveIn, type ResolveScope } from './resolve.js';
import { relativeSpec } from './type-exports.js';

/**
 * A bootstrap module that other modules still import for a helper of its own (a query runner
 * that checks `if (!client) throw …` and then runs the query it is given, an error formatter):
 * once every call through the client is converted, those helpers only TEST the client or its
 * settings. On the platform the backend is always there, so each such test folds to "configured",
 * and the client, its settings, the load-time warnings about them and the vendor's imports go.
 * The helpers stay, free of the vendor (and move to a name of their own, `moveKeptHelpers`). Nothing changes when the client or a
 * setting is still used as a value, or when one of them is a name importers ask for.
 */

/** Module-level `const`/`let` declarators of the client and its settings, with the statement holding each. */
function declarators(ast: File, names: Set<string>): { name: string; statement: Statement; declarator: Node }[] {
  const out: { name: string; statement: Statement; declarator: Node }[] = [];
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations) if (d.id.type === 'Identifier' && names.has(d.id.name)) out.push({ name: d.id.name, statement: s, declarator: d });
  }
  return out;
}

const within = (n: Node, ancestors: Set<Node>, parents: ParentMap): boolean => {
  for (let at = parents.get(n); at?.parent; at = parents.get(at.parent)) if (ancestors.has(at.parent)) return true;
  return false;
};

/** Reads of the client or a setting outside the declarations that make them. */
function reads(ast: File, names: Set<string>, settings: RegExp[], skip: Set<Node>, parents: ParentMap): Node[] {
  const out: Node[] = [];
  for (const [n, at] of parents) {
    const p = at.parent;
    if (!p || within(n, skip, parents) || skip.has(n)) continue;
    const env = envName(n);
    if (env && settings.some((re) => re.test(env))) { out.push(n); continue; }
    if (n.type !== 'Identifier' || !names.has(n.name)) continue;
    if ((p.type === 'MemberExpression' || p.type === 'OptionalMemberExpression') && at.key === 'property' && !p.computed) continue;
    if (p.type === 'ObjectProperty' && at.key === 'key' && !p.computed && !p.shorthand) continue;
    if (p.type === 'ImportSpecifier' || p.type === 'ImportDefaultSpecifier' || p.type === 'ImportNamespaceSpecifier') continue;
    out.push(n);
  }
  return out;
}

/**
 * Take the vendor client out of a bootstrap module kept for its helpers (`wanted`: the names its
 * importers use). Returns true when the module changed and no longer needs the vendor.
 */
export function dropClientKeepHelpers(ast: File, vendorPackages: string[], settings: RegExp[], wanted: Set<string>): boolean {
  const names = vendorBindings(ast, vendorPackages, settings);
  if (!names.size || [...wanted].some((w) => names.has(w))) return false;
  const decls = declarators(ast, names);
  const parents = parentMap(ast);
  const skip = new Set(decls.map((d) => d.declarator));
  const uses = reads(ast, names, settings, skip, parents);
  // A client or setting still used as a value (a query through it, a URL built from it): not ours to fold.
  if (!uses.every((u) => isFoldable(u, parents))) return false;
  for (const u of uses) foldTest(u, parents);
  for (const d of decls) {
    const decl = (d.statement.type === 'ExportNamedDeclaration' ? d.statement.declaration : d.statement) as { declarations: Node[] };
    decl.declarations.splice(decl.declarations.indexOf(d.declarator), 1);
    if (!decl.declarations.length) ast.program.body.splice(ast.program.body.indexOf(d.statement), 1);
  }
  const vendorLocals = ast.program.body.flatMap((s) => (s.type === 'ImportDeclaration' && isPackageOf(s.source.value, vendorPackages) ? s.specifiers.map((x) => x.local.name) : []));
  pruneImports(ast, vendorLocals);
  return true;
}

/**
 * The module keeps its helpers under a name of its own (`data-helpers.ts` beside it): its old name
 * says "the vendor's client" to every reader and to review. The imports of it follow. Returns the new path.
 */
export function moveKeptHelpers(tree: StagedTree, file: string, users: string[], scope: ResolveScope): string {
  const dir = path.posix.dirname(file);
  const ext = path.posix.extname(file);
  let target = '';
  for (let i = 1; !target || tree.exists(target); i++) target = `${dir}/data-helpers${i > 1 ? `-${i}` : ''}${ext}`;
  for (const user of users) {
    const uast = tree.ast(user);
    if (!uast) continue;
    let moved = false;
    for (const s of stagedImportSites(tree, user, uast)) {
      if (s.kind !== 'import' || resolveIn(scope, user, s.source.value, (p) => tree.exists(p)) !== file) continue;
      s.node.source.value = relativeSpec(user, target).replace(/\.[cm]?[jt]sx?$/, '');
      moved = true;
    }
    if (moved) tree.writeAst(user, uast);
  }
  tree.write(target, tree.read(file) ?? '');
  tree.delete(file);
  return target;
}
