import type { File, Node, ObjectExpression, ObjectProperty } from '@babel/types';
import { keyName, topLevelDeclaration } from './ast.js';

/** The object a Vite config exports: `defineConfig({...})`, `defineConfig(() => ({...}))`, `export default {...}` or a named const. */
export function viteConfigObject(ast: File): ObjectExpression | null {
  const fromExpr = (n: Node | null | undefined, depth = 0): ObjectExpression | null => {
    if (!n || depth > 4) return null;
    switch (n.type) {
      case 'ObjectExpression':
        return n;
      case 'CallExpression':
        return fromExpr(n.arguments[0] as Node, depth + 1);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'FunctionDeclaration':
        if (n.body.type !== 'BlockStatement') return fromExpr(n.body, depth + 1);
        for (const st of [...n.body.body].reverse()) if (st.type === 'ReturnStatement') return fromExpr(st.argument, depth + 1);
        return null;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'ParenthesizedExpression':
        return fromExpr(n.expression, depth + 1);
      case 'Identifier': {
        const d = topLevelDeclaration(ast, n.name);
        if (d?.type === 'VariableDeclarator') return fromExpr(d.init, depth + 1);
        if (d?.type === 'FunctionDeclaration') return fromExpr(d, depth + 1);
        return null;
      }
      default:
        return null;
    }
  };
  for (const st of ast.program.body) {
    if (st.type === 'ExportDefaultDeclaration') return fromExpr(st.declaration as Node);
    // CommonJS: module.exports = defineConfig({...})
    if (st.type === 'ExpressionStatement' && st.expression.type === 'AssignmentExpression' && st.expression.left.type === 'MemberExpression') return fromExpr(st.expression.right);
  }
  return null;
}

export function property(obj: ObjectExpression, name: string): ObjectProperty | null {
  for (const p of obj.properties) if (p.type === 'ObjectProperty' && !p.computed && keyName(p.key) === name) return p;
  return null;
}
