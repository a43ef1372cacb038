import type { File, Node } from '@babel/types';

/**
 * Names a module binds or exports at its top level, read from the statements alone (no scope
 * crawl, and no @babel/types at run time: the analyzer uses these too).
 */

/** The names a binding pattern declares (`x`, `{ a, b: c }`, `[d, ...e]`, `f = 1`). */
function patternNames(n: Node | null | undefined, out: Set<string>): void {
  if (!n) return;
  if (n.type === 'Identifier') out.add(n.name);
  else if (n.type === 'ObjectPattern') for (const p of n.properties) patternNames(p.type === 'RestElement' ? p.argument : (p.value as Node), out);
  else if (n.type === 'ArrayPattern') for (const e of n.elements) patternNames(e, out);
  else if (n.type === 'AssignmentPattern') patternNames(n.left, out);
  else if (n.type === 'RestElement') patternNames(n.argument, out);
  else if (n.type === 'TSParameterProperty') patternNames(n.parameter, out);
}

/** Names bound at module level (imports of every source, top-level declarations): in scope everywhere in the file. */
export function moduleBindings(ast: File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') for (const sp of s.specifiers) out.add(sp.local.name);
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (!d) continue;
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) out.add(d.id.name);
    if (d.type === 'VariableDeclaration') for (const v of d.declarations) patternNames(v.id, out);
  }
  return out;
}

/** Names the module exports of its own (declared here or listed in `export { }`, not re-exported from another module); `default` as its local name. */
export function exportedNames(ast: File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type === 'ExportNamedDeclaration' && !s.source) {
      const d = s.declaration;
      if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) out.add(d.id.name);
      if (d?.type === 'VariableDeclaration') for (const x of d.declarations) if (x.id.type === 'Identifier') out.add(x.id.name);
      for (const x of s.specifiers) if (x.type === 'ExportSpecifier') out.add(x.local.name);
    } else if (s.type === 'ExportDefaultDeclaration') {
      const d = s.declaration;
      if (d.type === 'Identifier') out.add(d.name);
      else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) out.add(d.id.name);
    }
  }
  return out;
}

type FunctionNode = Extract<Node, { type: 'FunctionDeclaration' | 'FunctionExpression' | 'ArrowFunctionExpression' }>;
const isFunctionNode = (n: Node | null | undefined): n is FunctionNode =>
  !!n && (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression');

/** The function a module exports as default: written in place, or a top-level function or `const` it names. */
export function defaultExportedFunction(ast: File): FunctionNode | null {
  const body = ast.program.body;
  const d = body.find((s) => s.type === 'ExportDefaultDeclaration');
  if (!d || d.type !== 'ExportDefaultDeclaration') return null;
  if (isFunctionNode(d.declaration as Node)) return d.declaration as FunctionNode;
  if (d.declaration.type !== 'Identifier') return null;
  const name = d.declaration.name;
  for (const s of body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type === 'FunctionDeclaration' && decl.id?.name === name) return decl;
    if (decl?.type === 'VariableDeclaration') {
      for (const v of decl.declarations) if (v.id.type === 'Identifier' && v.id.name === name && isFunctionNode(v.init as Node)) return v.init as FunctionNode;
    }
  }
  return null;
}
