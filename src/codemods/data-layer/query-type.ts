import type { File, Node } from '@babel/types';
import { isListType } from './source-shapes.js';

/**
 * Does a query hook's type argument declare one record (`useQuery<Tracking>(…)` over
 * `interface Tracking { order: Order; steps: Step[] }`), not a list? An inert stand-in of such a
 * read holds no record (`null`, the state the page already handles while nothing came), not an
 * empty list that the page would take for a loaded record and read fields off. Only what the file
 * itself declares is known: an array type, `Array<…>`, or a local alias of one is a list; an object
 * type literal or a local interface or alias of an object type is one record; anything else
 * (an imported name) is not known, and false.
 */
export function queryTypeIsOneRecord(call: Node, ast: File): boolean {
  if (call.type !== 'CallExpression') return false;
  const arg = (call.typeParameters ?? (call as { typeArguments?: typeof call.typeParameters }).typeArguments)?.params?.[0];
  return arg ? shape(arg as Node, ast, 0) === 'one' : false;
}

type Shape = 'list' | 'one' | 'unknown';

function shape(t: Node, ast: File, depth: number): Shape {
  if (depth > 4) return 'unknown';
  // `T[]`, `readonly T[]`, `Array<T>`: the list test the product shapes use.
  if (isListType(t)) return 'list';
  switch (t.type) {
    case 'TSTupleType':
      return 'list';
    case 'TSTypeLiteral':
      return 'one';
    case 'TSParenthesizedType':
      return shape(t.typeAnnotation as Node, ast, depth + 1);
    case 'TSUnionType': {
      // `Tracking | null`, `Tracking | undefined`: the record's shape.
      const parts = t.types.filter((x) => x.type !== 'TSNullKeyword' && x.type !== 'TSUndefinedKeyword');
      const shapes = new Set(parts.map((x) => shape(x as Node, ast, depth + 1)));
      return shapes.size === 1 ? [...shapes][0] : 'unknown';
    }
    case 'TSTypeReference': {
      if (t.typeName.type !== 'Identifier') return 'unknown';
      const name = t.typeName.name;
      if (name === 'Record' || name === 'Partial' || name === 'Required' || name === 'Readonly') return name === 'Readonly' && t.typeParameters?.params[0] ? shape(t.typeParameters.params[0] as Node, ast, depth + 1) : 'one';
      for (const stmt of ast.program.body) {
        const decl = stmt.type === 'ExportNamedDeclaration' && stmt.declaration ? stmt.declaration : stmt;
        if (decl.type === 'TSInterfaceDeclaration' && decl.id.name === name) return 'one';
        if (decl.type === 'TSTypeAliasDeclaration' && decl.id.name === name) return shape(decl.typeAnnotation as Node, ast, depth + 1);
      }
      return 'unknown';
    }
    default:
      return 'unknown';
  }
}
