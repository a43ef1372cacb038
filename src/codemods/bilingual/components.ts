import * as t from '@babel/types';
import { moduleBindings } from '../../rule-kit/module-names.js';
import type { NodePath } from '@babel/traverse';

/**
 * React components in a script: the outermost function around a node that is a component (a
 * capitalized function or const, possibly wrapped in memo/forwardRef, or a default export).
 */
export interface ComponentFn {
  path: NodePath<t.Function>;
  name: string;
}

const isComponentName = (n: string) => /^[A-Z]/.test(n);

function nameOf(fn: NodePath<t.Function>, fileName: string): string | null {
  const node = fn.node;
  if ((t.isFunctionDeclaration(node) || t.isFunctionExpression(node)) && node.id && isComponentName(node.id.name)) return node.id.name;
  let p: NodePath | null = fn.parentPath;
  // memo(() => …), forwardRef(function (props, ref) {…})
  while (p && p.isCallExpression()) p = p.parentPath;
  if (p?.isVariableDeclarator() && t.isIdentifier(p.node.id) && isComponentName(p.node.id.name)) return p.node.id.name;
  if (p?.isExportDefaultDeclaration()) return fileName;
  return null;
}

export function componentOf(path: NodePath, fileName: string): ComponentFn | null {
  let found: ComponentFn | null = null;
  let fn = path.getFunctionParent();
  while (fn) {
    const name = nameOf(fn, fileName);
    if (name) found = { path: fn, name };
    fn = fn.parentPath?.getFunctionParent() ?? null;
  }
  return found;
}

/** The local name bound to `const <name> = hook()` at the top of a component body, if any. */
export function hookBinding(fn: t.Function, hook: string): string | null {
  if (!t.isBlockStatement(fn.body)) return null;
  for (const s of fn.body.body) {
    if (!t.isVariableDeclaration(s)) continue;
    for (const d of s.declarations) {
      if (t.isIdentifier(d.id) && t.isCallExpression(d.init) && t.isIdentifier(d.init.callee) && d.init.callee.name === hook) return d.id.name;
    }
  }
  return null;
}

/** Whether an identifier `name` appears anywhere in the function (so a new binding would clash). */
export function usesName(fn: t.Node, name: string): boolean {
  let hit = false;
  t.traverseFast(fn, (n) => {
    if (t.isIdentifier(n) && n.name === name) hit = true;
  });
  return hit;
}

/** Put `const <local> = <hook>();` first in the component body (an expression body becomes a block). */
export function insertHookCall(fn: t.Function, hook: string, local: string): void {
  const decl = t.variableDeclaration('const', [t.variableDeclarator(t.identifier(local), t.callExpression(t.identifier(hook), []))]);
  if (t.isBlockStatement(fn.body)) fn.body.body.unshift(decl);
  else fn.body = t.blockStatement([decl, t.returnStatement(fn.body)]);
}

/**
 * Import `name` from `source` and give the local it is bound to: `name` itself, unless the module
 * already binds that name to something else (its own hook of the same name, imported from its own
 * module), then `alias` (`import { useLocale as usePlatformLocale }`), so the file still parses.
 */
export function namedImportLocal(ast: t.File, name: string, source: string, alias: string): string {
  const body = ast.program.body;
  const same = body.find((s): s is t.ImportDeclaration => t.isImportDeclaration(s) && s.source.value === source);
  const bound = same?.specifiers.find((sp) => t.isImportSpecifier(sp) && (t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value) === name);
  if (bound) return bound.local.name;
  if (!moduleBindings(ast).has(name)) {
    ensureNamedImport(ast, name, source);
    return name;
  }
  const spec = t.importSpecifier(t.identifier(alias), t.identifier(name));
  if (same) same.specifiers.push(spec);
  else {
    let at = 0;
    body.forEach((s, i) => {
      if (t.isImportDeclaration(s)) at = i + 1;
    });
    body.splice(at, 0, t.importDeclaration([spec], t.stringLiteral(source)));
  }
  return alias;
}

/** Add `import { name } from 'source'` unless the name is already imported from it. */
export function ensureNamedImport(ast: t.File, name: string, source: string): void {
  const body = ast.program.body;
  const existing = body.find((s): s is t.ImportDeclaration => t.isImportDeclaration(s) && s.source.value === source);
  if (existing) {
    if (!existing.specifiers.some((sp) => sp.local.name === name)) existing.specifiers.push(t.importSpecifier(t.identifier(name), t.identifier(name)));
    return;
  }
  let at = 0;
  body.forEach((s, i) => {
    if (t.isImportDeclaration(s)) at = i + 1;
  });
  body.splice(at, 0, t.importDeclaration([t.importSpecifier(t.identifier(name), t.identifier(name))], t.stringLiteral(source)));
}
