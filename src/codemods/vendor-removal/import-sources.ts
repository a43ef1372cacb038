import type { CallExpression, ExportAllDeclaration, ExportNamedDeclaration, File, ImportDeclaration, StringLiteral } from '@babel/types';
import { visit } from '../../convert/print.js';
import { perRevision } from '../../convert/revision-cache.js';
import type { StagedTree } from '../../convert/staged-tree.js';

/**
 * Every place a script names another module: `import` and `export … from` declarations, and the
 * calls `require('x')` and `import('x')` (anywhere in the file, with a literal path).
 */
export type ImportSite =
  | { kind: 'import'; source: StringLiteral; node: ImportDeclaration }
  | { kind: 'reexport'; source: StringLiteral; node: ExportNamedDeclaration | ExportAllDeclaration }
  | { kind: 'require' | 'dynamic'; source: StringLiteral; node: CallExpression };


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
  visit(ast.program, (n) => {
    if (n.type === 'ImportDeclaration') out.push({ kind: 'import', source: n.source, node: n });
    else if ((n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && n.source) out.push({ kind: 'reexport', source: n.source, node: n });
    else if (n.type === 'CallExpression') {
      const c = callSource(n);
      if (c) out.push({ ...c, node: n });
    }
  });
  return out;
}

/**
 * `importSites` of a staged file, kept while its revision stays: the steps that follow imports
 * (missing imports, remote runtime, vendor and server removal) walk each unchanged file once.
 * Callers read the list; an edit of the file is staged (`writeAst`), which starts a new revision.
 */
export const stagedImportSites: (tree: StagedTree, file: string, ast: File) => ImportSite[] = perRevision(importSites);
