import type { Expression, File, Node, ObjectExpression, Statement } from '@babel/types';

/**
 * Find the object literal a Vite config exports, through the shapes real configs take:
 * `export default {…}`, `defineConfig({…})`, `defineConfig(({ mode }) => ({…}))`, a function body
 * that returns the object, a named const exported later, `module.exports = …`, and TS wrappers
 * (`as`, `satisfies`).
 */
export function findConfigObject(ast: File): ObjectExpression | null {
  const body = ast.program.body;
  for (const stmt of body) {
    if (stmt.type === 'ExportDefaultDeclaration') {
      const d = stmt.declaration as Node;
      if (d.type === 'FunctionDeclaration') return fromFunctionBody(d.body.body, body);
      return resolve(d, body, 0);
    }
    if (stmt.type === 'ExpressionStatement' && stmt.expression.type === 'AssignmentExpression') {
      const left = stmt.expression.left;
      if (left.type === 'MemberExpression' && left.object.type === 'Identifier' && left.object.name === 'module'
        && left.property.type === 'Identifier' && left.property.name === 'exports') {
        return resolve(stmt.expression.right, body, 0);
      }
    }
  }
  return null;
}

function resolve(node: Node | null | undefined, program: Statement[], depth: number): ObjectExpression | null {
  if (!node || depth > 8) return null;
  switch (node.type) {
    case 'ObjectExpression':
      return node;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return resolve(node.expression, program, depth + 1);
    case 'CallExpression':
      // defineConfig(x), mergeConfig-free wrappers: the config is the first argument.
      return resolve(node.arguments[0] as Node | undefined, program, depth + 1);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      if (node.body.type === 'BlockStatement') return fromFunctionBody(node.body.body, program);
      return resolve(node.body, program, depth + 1);
    case 'Identifier':
      return resolve(declaredInit(node.name, program), program, depth + 1);
    default:
      return null;
  }
}

function fromFunctionBody(stmts: Statement[], program: Statement[]): ObjectExpression | null {
  for (let i = stmts.length - 1; i >= 0; i--) {
    const s = stmts[i];
    if (s.type === 'ReturnStatement' && s.argument) {
      if (s.argument.type === 'Identifier') {
        const local = declaredInit(s.argument.name, stmts);
        if (local) return resolve(local, program, 1);
      }
      return resolve(s.argument, program, 1);
    }
  }
  return null;
}

function declaredInit(name: string, stmts: Statement[]): Expression | Node | null {
  for (const s of stmts) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (!decl) continue;
    if (decl.type === 'VariableDeclaration') {
      for (const d of decl.declarations) {
        if (d.id.type === 'Identifier' && d.id.name === name && d.init) return d.init;
      }
    }
    if (decl.type === 'FunctionDeclaration' && decl.id?.name === name) {
      return { type: 'FunctionExpression', params: decl.params, body: decl.body } as unknown as Node;
    }
  }
  return null;
}
