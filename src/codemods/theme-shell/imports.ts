import type { File, ImportDeclaration } from '@babel/types';
import path from 'node:path';
import { buildStatement, quoteOf, str } from '../bundler-config/ast-build.js';

/**
 * Make sure `import { names } from source` is in the file: merged into an existing named import
 * of the same source, else added after the last import. Returns true when it changed the AST.
 */
export function ensureNamedImports(ast: File, filePath: string, source: string, names: string[]): boolean {
  const body = ast.program.body;
  const existing = body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration' && s.source.value === source && s.importKind !== 'type');
  const have = new Set(existing.flatMap((d) => d.specifiers.map((sp) => sp.local.name)));
  // A name may be given as `imported as local`: the local is what the file must bind.
  const missing = names.filter((n) => !have.has(n.split(' as ').pop()!));
  if (!missing.length) return false;
  const named = existing.find((d) => d.specifiers.every((sp) => sp.type === 'ImportSpecifier'));
  const stmt = buildStatement(`import { ${missing.join(', ')} } from ${str(source, quoteOf(ast))};`, filePath) as ImportDeclaration;
  if (named) {
    named.specifiers.push(...stmt.specifiers);
    return true;
  }
  let last = -1;
  body.forEach((s, i) => {
    if (s.type === 'ImportDeclaration') last = i;
  });
  body.splice(last + 1, 0, stmt);
  return true;
}

/** The import specifier that reaches `target` (site path) from `fromFile` (site path), `./x` style. */
export function relativeSpecifier(fromFile: string, target: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromFile), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}
