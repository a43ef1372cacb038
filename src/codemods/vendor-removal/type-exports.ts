import path from 'node:path';
import * as recast from 'recast';
import type { File, Node, Statement } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { eachNode } from '../../infra/visitor-keys.js';
import { stagedImportSites } from './import-sources.js';
import { resolveIn, type ResolveScope } from './resolve.js';

type TypeDecl = Extract<Statement, { type: 'TSInterfaceDeclaration' | 'TSTypeAliasDeclaration' }>;

const importedName = (s: { type: string; imported?: { type: string; name?: string; value?: string } }) =>
  s.type === 'ImportSpecifier' && s.imported ? (s.imported.type === 'Identifier' ? s.imported.name! : s.imported.value!) : null;

/** Top-level interfaces and type aliases of a module, exported or not, by name, with their statements. */
function typeDeclarations(ast: File): Map<string, { decl: TypeDecl; statement: Statement; exported: boolean }> {
  const out = new Map<string, { decl: TypeDecl; statement: Statement; exported: boolean }>();
  for (const st of ast.program.body) {
    const d = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
    if (d && (d.type === 'TSInterfaceDeclaration' || d.type === 'TSTypeAliasDeclaration')) out.set(d.id.name, { decl: d, statement: st, exported: st.type === 'ExportNamedDeclaration' });
  }
  return out;
}

/** Names a type declaration refers to (`TSTypeReference` names and `typeof x` queries). */
function referencedNames(decl: Node): Set<string> {
  const names = new Set<string>();
  eachNode<Node>(decl, (n) => {
    if (n.type === 'TSTypeReference' && n.typeName.type === 'Identifier') names.add(n.typeName.name);
    if (n.type === 'TSExpressionWithTypeArguments' && n.expression.type === 'Identifier') names.add(n.expression.name);
    if (n.type === 'TSTypeQuery' && n.exprName.type === 'Identifier') names.add(n.exprName.name);
  });
  return names;
}

/** A free path for the moved types: `src/types/records.ts`, else `records-2.ts`, ... */
function freePath(tree: StagedTree, bootstrap: string): string {
  const m = /^(.*?(?:^|\/)src)\//.exec(bootstrap);
  const dir = `${m ? m[1] : path.posix.dirname(bootstrap)}/types`.replace(/^\.\//, '');
  for (let i = 1; ; i++) {
    const p = `${dir}/records${i > 1 ? `-${i}` : ''}.ts`;
    if (!tree.exists(p)) return p;
  }
}

export const relativeSpec = (from: string, to: string) => {
  const r = path.posix.relative(path.posix.dirname(from), to).replace(/\.ts$/, '');
  return r.startsWith('.') ? r : `./${r}`;
};

/**
 * A vendor bootstrap module whose importers use only its type declarations (`import { Service }
 * from '../lib/supabase'`, generated `Tables<'x'>` rows): the types move to a module of their own,
 * the imports follow them, and the bootstrap can go. Returns the new module's path, or null when
 * an importer uses a value, a namespace or a re-export, or a needed type refers to an import.
 */
export function moveTypeExports(tree: StagedTree, bootstrap: string, users: string[], scope: ResolveScope): string | null {
  const ast = tree.ast(bootstrap);
  if (!ast || !/\.tsx?$/.test(bootstrap)) return null;
  const types = typeDeclarations(ast);
  const wanted = new Set<string>();
  for (const file of users) {
    const uast = tree.ast(file);
    if (!uast) return null;
    for (const s of stagedImportSites(tree, file, uast)) {
      if (resolveIn(scope, file, s.source.value, (p) => tree.exists(p)) !== bootstrap) continue;
      if (s.kind !== 'import') return null;
      for (const sp of s.node.specifiers) {
        const name = importedName(sp as never);
        if (!name || !types.get(name)?.exported) return null;
        wanted.add(name);
      }
    }
  }
  if (!wanted.size) return null;
  // The local types they refer to come along; a reference to an import cannot (it may be the vendor's).
  const imported = new Set(ast.program.body.flatMap((st) => (st.type === 'ImportDeclaration' ? st.specifiers.map((x) => x.local.name) : [])));
  const queue = [...wanted];
  while (queue.length) {
    for (const ref of referencedNames(types.get(queue.pop()!)!.decl)) {
      if (imported.has(ref)) return null;
      if (types.has(ref) && !wanted.has(ref)) {
        wanted.add(ref);
        queue.push(ref);
      }
    }
  }
  const target = freePath(tree, bootstrap);
  const pieces = [...types.entries()].filter(([n]) => wanted.has(n)).map(([, t]) => {
    // recast reprints an untouched statement as it was written.
    const body = recast.print(t.statement).code;
    return t.exported ? body : `export ${body}`;
  });
  tree.write(target, `// Types the site's components use, moved from ${path.posix.basename(bootstrap)} when its vendor client was removed.\n${pieces.join('\n\n')}\n`);
  for (const file of users) {
    const uast = tree.ast(file)!;
    for (const s of stagedImportSites(tree, file, uast)) {
      if (s.kind === 'import' && resolveIn(scope, file, s.source.value, (p) => tree.exists(p)) === bootstrap) s.node.source.value = relativeSpec(file, target);
    }
    tree.writeAst(file, uast);
  }
  return target;
}
