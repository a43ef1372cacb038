import type { CallExpression, ExportAllDeclaration, ExportNamedDeclaration, File, ImportDeclaration, Node, StringLiteral } from '@babel/types';

/**
 * Every place a script names another module: `import` and `export … from` declarations, and the
 * calls `require('x')` and `import('x')` (anywhere in the file, with a literal path).
 */
export type ImportSite =
  | { kind: 'import'; source: StringLiteral; node: ImportDeclaration }
  | { kind: 'reexport'; source: StringLiteral; node: ExportNamedDeclaration | ExportAllDeclaration }
  | { kind: 'require' | 'dynamic'; source: StringLiteral; node: CallExpression };

const SKIP = new Set(['loc', 'start', 'end', 'original', 'tokens', 'comments', 'leadingComments', 'trailingComments', 'innerComments', 'extra']);

/** The literal module path of a `require(…)` / `import(…)` call, when it is one. */
function callSource(n: CallExpression): { kind: 'require' | 'dynamic'; source: StringLiteral } | null {
  const arg = n.arguments[0];
  if (!arg || arg.type !== 'StringLiteral') return null;
  if (n.callee.type === 'Import') return { kind: 'dynamic', source: arg };
  if (n.callee.type === 'Identifier' && n.callee.name === 'require') return { kind: 'require', source: arg };
  return null;
}

export function importSites(ast: File): ImportSite[] {
  const out: ImportSite[] = [];
  const walk = (n: Node) => {
    if (n.type === 'ImportDeclaration') out.push({ kind: 'import', source: n.source, node: n });
    else if ((n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && n.source) out.push({ kind: 'reexport', source: n.source, node: n });
    else if (n.type === 'CallExpression') {
      const c = callSource(n);
      if (c) out.push({ ...c, node: n });
    }
    for (const [k, v] of Object.entries(n)) {
      if (SKIP.has(k)) continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(ast.program);
  return out;
}
