import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { resolveImport } from '../vendor-removal/resolve.js';

/** A top-level function named `name` in a module (`function f`, `const f = () =>`, exported or not). */
function declaredFunction(ast: File, name: string): Node | null {
  for (const stmt of ast.program.body) {
    const d = (stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportDefaultDeclaration') && stmt.declaration ? stmt.declaration : stmt;
    if (d.type === 'FunctionDeclaration' && d.id?.name === name) return d;
    if (d.type !== 'VariableDeclaration') continue;
    for (const v of d.declarations) {
      if (v.id.type !== 'Identifier' || v.id.name !== name || !v.init) continue;
      const init = v.init.type === 'TSAsExpression' || v.init.type === 'TSSatisfiesExpression' ? v.init.expression : v.init;
      if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return init;
    }
  }
  return null;
}

/**
 * The site's own function a name of `file` stands for: declared in the file, or imported by name from
 * another module of the tree (`import { apiRequest } from '@/lib/queryClient'`). Null for packages,
 * default or namespace imports, and anything it cannot follow.
 */
export function functionDefinition(tree: StagedTree, file: string, name: string, appRoot?: string): Node | null {
  const ast = tree.ast(file);
  if (!ast) return null;
  for (const stmt of ast.program.body) {
    if (stmt.type !== 'ImportDeclaration') continue;
    for (const s of stmt.specifiers) {
      if (s.local.name !== name || s.type !== 'ImportSpecifier') continue;
      const imported = s.imported.type === 'Identifier' ? s.imported.name : s.imported.value;
      const target = resolveImport(file, stmt.source.value, (p) => tree.exists(p), appRoot);
      const other = target ? tree.ast(target) : null;
      return other ? declaredFunction(other, imported) : null;
    }
  }
  return declaredFunction(ast, name);
}
