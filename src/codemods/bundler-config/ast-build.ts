import { parseExpression, parse as babelParse } from '../../infra/babel-parser.js';
import type { Expression, File, Node, Statement } from '@babel/types';
import { pluginsFor } from '../../load/parse.js';
import { visit } from '../../convert/print.js';

export { visit };

/**
 * Build fresh AST nodes from a code snippet, parsed with the file's own parser. Location data is
 * stripped so recast prints them as new nodes; string literals keep their `extra.raw`, so the
 * quote style of the snippet (chosen to match the file) survives printing.
 */
function stripLocations(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) stripLocations(n);
    return;
  }
  const rec = node as Record<string, unknown>;
  delete rec.loc;
  delete rec.start;
  delete rec.end;
  delete rec.range;
  delete rec.leadingComments;
  delete rec.trailingComments;
  delete rec.innerComments;
  for (const [k, v] of Object.entries(rec)) {
    if (k !== 'extra' && v && typeof v === 'object') stripLocations(v);
  }
}

export function buildExpression(code: string, filePath: string): Expression {
  const node = parseExpression(code, { sourceType: 'module', plugins: pluginsFor(filePath) }) as Expression;
  stripLocations(node);
  return node;
}

export function buildStatement(code: string, filePath: string): Statement {
  const file = babelParse(code, { sourceType: 'module', plugins: pluginsFor(filePath) });
  const stmt = file.program.body[0] as Statement;
  stripLocations(stmt);
  return stmt;
}

/** The quote the file mostly uses for string literals (imports are the best witness). */
export function quoteOf(ast: File): "'" | '"' {
  let single = 0;
  let double = 0;
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    const raw = (s.source.extra as { raw?: string } | undefined)?.raw ?? '';
    if (raw.startsWith("'")) single++;
    else if (raw.startsWith('"')) double++;
  }
  return double > single ? '"' : "'";
}

export function str(value: string, quote: "'" | '"'): string {
  return quote + value.replace(/\\/g, '\\\\').split(quote).join('\\' + quote) + quote;
}

/** Identifiers used as references (not property keys or member names) under `root`. */
export function referencedNames(root: Node): Set<string> {
  const out = new Set<string>();
  visit(root, (node, parent, key) => {
    if (node.type !== 'Identifier') return;
    if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed) return;
    if (parent && (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ImportNamespaceSpecifier')) return;
    out.add(node.name);
  });
  return out;
}
