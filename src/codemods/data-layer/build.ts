import { parse as babelParse } from '../../infra/babel-parser.js';
import type { Expression, File, Node, Statement } from '@babel/types';
import * as recast from 'recast';
import { babelOptions } from '../../load/parse.js';

/**
 * New AST nodes from code text, parsed through recast so they print exactly as written (recast
 * reprints nodes from their own source text), in the syntax of the file they go into.
 */
function parse(code: string, file: string): File {
  return recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions(file, true)) } }) as File;
}

export function expr(code: string, file = 'x.tsx'): Expression {
  const ast = parse(`let __platform_convert__ = ${code};`, file);
  const decl = ast.program.body[0] as Extract<Statement, { type: 'VariableDeclaration' }>;
  return decl.declarations[0].init as Expression;
}

export function stmt(code: string, file = 'x.tsx'): Statement {
  return parse(code, file).program.body[0] as Statement;
}

/** Several statements from one text: printed as written, one after another, line breaks and all. */
export function stmts(code: string, file = 'x.tsx'): Statement[] {
  return parse(code, file).program.body as Statement[];
}

/**
 * `const name = <init>;` as a fresh statement (printed on its own line by recast) around an init
 * that keeps its written text.
 */
export function constDecl(name: string, init: string, file = 'x.tsx'): Statement {
  const decl = babelParse(`const ${name} = 0;`, babelOptions(file, false)).program.body[0] as Extract<Statement, { type: 'VariableDeclaration' }>;
  for (const k of ['loc', 'start', 'end'] as const) { delete (decl as Partial<Node>)[k]; delete (decl.declarations[0] as Partial<Node>)[k]; delete (decl.declarations[0].id as Partial<Node>)[k]; }
  decl.declarations[0].init = expr(init, file);
  return decl;
}

/** The source text of a node as it is now. */
export const print = (n: Node): string => recast.print(n as never).code;

/** Replace `node` in its parent slot. */
export function replaceIn(parent: Node, key: string, index: number | null, next: Node): void {
  const slot = (parent as unknown as Record<string, unknown>)[key];
  if (index !== null && Array.isArray(slot)) slot[index] = next;
  else (parent as unknown as Record<string, unknown>)[key] = next;
}
