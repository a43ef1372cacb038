import type { File, Statement } from '@babel/types';
import * as t from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { scopeEdited, traverse } from '../drop-pages/ast-kit.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { moduleBindings } from '../../rule-kit/module-names.js';

/**
 * A component the source draws but never imports (`<GlowButton />` in a page whose import line
 * was lost, while `components/ui/glow-button.tsx` exports `GlowButton`): the page throws where it
 * draws it, in the source as in the theme. When exactly one module of the site exports that name,
 * the import is added; otherwise the page is left as it is.
 */
export interface UnboundImport {
  file: string;
  name: string;
  from: string;
}

const JSX_FILE = /\.(jsx|tsx|js)$/;

/** Names a module exports itself (`export function X`, `export const X`, `export { X }`), not re-exports. */
function ownExports(ast: File): string[] {
  const out: string[] = [];
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration' || s.source) continue;
    const d = s.declaration;
    if (d && (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) out.push(d.id.name);
    if (d && d.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') out.push(v.id.name);
    for (const sp of s.specifiers) if (sp.type === 'ExportSpecifier') out.push(sp.exported.type === 'Identifier' ? sp.exported.name : sp.exported.value);
  }
  return out;
}

/**
 * Could any JSX element name of the file be unbound and imported? Only a name not bound at module
 * level that exactly one other module exports: for the rest the scope walk below (the costly part)
 * could change nothing. A name bound only in an inner scope (`const Icon = item.icon`) that some
 * module also exports still goes to the scope walk.
 */
function mayHaveUnbound(ast: File, importable: (name: string) => boolean): boolean {
  let bound: Set<string> | null = null;
  let may = false;
  walkNodes(ast, (n) => {
    if (may || n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXIdentifier' || !/^[A-Z]/.test(n.name.name)) return;
    bound ??= moduleBindings(ast);
    if (!bound.has(n.name.name) && importable(n.name.name)) may = true;
  });
  return may;
}

/** PascalCase JSX element names no binding of the file declares. */
function unboundElements(ast: File): Set<string> {
  const names = new Set<string>();
  traverse(ast, {
    // Earlier steps may have edited the file since its scope was last built.
    Program(p) { p.scope.crawl(); },
    JSXOpeningElement(p) {
      const n = p.node.name;
      if (n.type !== 'JSXIdentifier' || !/^[A-Z]/.test(n.name)) return;
      if (!p.scope.hasBinding(n.name)) names.add(n.name);
    },
  });
  return names;
}

export function importUnboundComponents(tree: StagedTree, files: string[]): UnboundImport[] {
  const exporters = new Map<string, string[]>();
  for (const f of files) {
    const ast = tree.ast(f);
    if (!ast) continue;
    for (const name of ownExports(ast)) exporters.set(name, [...(exporters.get(name) ?? []), f]);
  }
  const done: UnboundImport[] = [];
  for (const file of files) {
    if (!JSX_FILE.test(file)) continue;
    const text = tree.read(file) ?? '';
    if (!text.includes('<')) continue;
    const ast = tree.ast(file);
    const exportersOf = (name: string) => exporters.get(name)?.filter((f) => f !== file) ?? [];
    if (!ast || !mayHaveUnbound(ast, (name) => exportersOf(name).length === 1)) continue;
    const added: Statement[] = [];
    for (const name of unboundElements(ast)) {
      const from = exportersOf(name);
      if (from.length !== 1) continue;
      const spec = relativeSpecifier(file, from[0].replace(/\.(m?[jt]sx?)$/, '').replace(/\/index$/, ''));
      added.push(t.importDeclaration([t.importSpecifier(t.identifier(name), t.identifier(name))], t.stringLiteral(spec)));
      done.push({ file, name, from: from[0] });
    }
    if (!added.length) continue;
    const body = ast.program.body;
    let last = -1;
    body.forEach((s, i) => { if (s.type === 'ImportDeclaration') last = i; });
    body.splice(last + 1, 0, ...added);
    scopeEdited(ast);
    tree.writeAst(file, ast);
  }
  return done;
}
