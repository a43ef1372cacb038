import path from 'node:path';
import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';
import { relativeSpecifier } from '../theme-shell/imports.js';

interface Edit { start: number; end: number; text: string }

/** The string literal of every module specifier in a file: imports, re-exports and `import()`. */
function specifierNodes(ast: File): Node[] {
  const out: Node[] = [];
  visit(ast.program, (n) => {
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration') && n.source) out.push(n.source);
    else if (n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral') out.push(n.arguments[0]);
  });
  return out;
}

/** Identifiers naming `from` as a binding or a reference (not `obj.from` nor `{ from: … }` keys). */
function bindingUses(ast: File, from: string): Node[] {
  const out: Node[] = [];
  visit(ast.program, (n, parent, key) => {
    if ((n.type !== 'Identifier' && n.type !== 'JSXIdentifier') || n.name !== from) return;
    if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
    if (parent?.type === 'JSXMemberExpression' && key === 'property') return;
    if ((parent?.type === 'ObjectProperty' || parent?.type === 'ObjectMethod') && key === 'key' && !parent.computed) return;
    if (parent?.type === 'JSXAttribute') return;
    out.push(n);
  });
  return out;
}

/**
 * The text of the module at `from` as it reads at `to`: relative specifiers point at the same
 * files from the new folder, and the component `rename.from` is called `rename.to`. Everything
 * else keeps its bytes. Null when the AST carries no source offsets to edit by.
 */
export function movedModuleText(text: string, ast: File, from: string, to: string, rename?: { from: string; to: string }): string | null {
  const edits: Edit[] = [];
  for (const s of specifierNodes(ast)) {
    if (s.type !== 'StringLiteral' || !s.value.startsWith('.') || s.start == null || s.end == null) continue;
    // An AST edited since it was parsed no longer matches the text: no offsets to trust.
    if (text.slice(s.start + 1, s.end - 1) !== s.value) return null;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), s.value));
    const quote = text[s.start] === "'" ? "'" : '"';
    edits.push({ start: s.start, end: s.end, text: `${quote}${relativeSpecifier(to, target)}${quote}` });
  }
  if (rename && rename.from !== rename.to) {
    for (const n of bindingUses(ast, rename.from)) {
      if (n.start == null || n.end == null) return null;
      edits.push({ start: n.start, end: n.end, text: rename.to });
    }
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
