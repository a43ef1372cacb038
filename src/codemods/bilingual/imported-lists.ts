import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { withoutTypeCasts } from './module-consts.js';

/**
 * A site's data modules as the string extraction sees them (issue 17): the value a name exported
 * by a module of the site stands for (`export const LINKS = [...]`, `const LINKS = [...]; export
 * { LINKS }`, `export default LINKS`), so that records kept there and shown by a component of
 * another module get their keys in the module that owns them (record-reads.ts). Each module whose
 * value was handed out is remembered: its tree may have been edited and is the caller's to write.
 */
export interface SiteModules {
  /** The AST of a site file, or null (not a script, does not parse). */
  ast(file: string): t.File | null;
  /** The file an import specifier names from `from`, or null (a package, not found). */
  resolve(from: string, spec: string): string | null;
}

export interface ImportedValues {
  /**
   * What `name` (`default` for the default export) imported by `from` as `spec` stands for in its
   * module; `name()`: the list its exported helper of that name gives back.
   */
  value(from: string, spec: string, name: string): t.Expression | null;
  /** The modules a value was taken from, with their (possibly edited) trees. */
  touched: Map<string, t.File>;
  /**
   * A node `value` handed out, as a path in its own module (with that module's scope), so that
   * what it names there can be followed (`products.map(…)` in the module that declares `products`).
   */
  pathOf(node: t.Node): NodePath | null;
}

/** The path of `node` in `ast` (found by one walk of the module). */
function findPath(ast: t.File, node: t.Node): NodePath | null {
  let found: NodePath | null = null;
  traverse(ast, {
    enter(p) {
      if (p.node !== node) return;
      found = p;
      p.stop();
    },
  });
  return found;
}

/** A module-level `const` declared in `ast` by that name, its initializer seen through type casts. */
function moduleConst(ast: t.File, name: string): t.Expression | null {
  for (const st of ast.program.body) {
    const decl = t.isExportNamedDeclaration(st) ? st.declaration : st;
    if (!t.isVariableDeclaration(decl) || decl.kind !== 'const') continue;
    for (const d of decl.declarations) if (t.isIdentifier(d.id, { name }) && d.init) return withoutTypeCasts(d.init);
  }
  return null;
}

/** The value a module exports by `name`: a const exported where declared or by a list, or the default export. */
export function exportedValue(ast: t.File, name: string): t.Expression | null {
  let local: string | null = null;
  for (const st of ast.program.body) {
    if (name === 'default' && t.isExportDefaultDeclaration(st)) {
      const d = st.declaration;
      if (t.isIdentifier(d)) local = d.name;
      else if (t.isExpression(d)) return withoutTypeCasts(d);
    }
    if (name !== 'default' && t.isExportNamedDeclaration(st) && !st.source) {
      if (t.isVariableDeclaration(st.declaration) && st.declaration.kind === 'const') {
        for (const d of st.declaration.declarations) if (t.isIdentifier(d.id, { name }) && d.init) return withoutTypeCasts(d.init);
      }
      for (const s of st.specifiers) {
        const exported = t.isExportSpecifier(s) ? (t.isIdentifier(s.exported) ? s.exported.name : s.exported.value) : null;
        if (exported === name && t.isExportSpecifier(s)) local = s.local.name;
      }
    }
  }
  if (!local) return null;
  // `const LINKS = ITEMS` a step further: one rename, no more.
  const v = moduleConst(ast, local);
  return t.isIdentifier(v) ? moduleConst(ast, v.name) : v;
}

/** The one expression a function gives back (`() => ITEMS`, `function f() { return ITEMS; }`), else null. */
export function returnedExpression(fn: t.Node | null | undefined): t.Expression | null {
  if (!t.isArrowFunctionExpression(fn) && !t.isFunctionExpression(fn) && !t.isFunctionDeclaration(fn)) return null;
  if (t.isExpression(fn.body)) return withoutTypeCasts(fn.body);
  const body = fn.body.body;
  const last = body[body.length - 1];
  return body.length === 1 && t.isReturnStatement(last) && last.argument ? withoutTypeCasts(last.argument) : null;
}

/** An exported function declaration (`export function getItems() {…}`, `export default function …`) by name. */
function exportedFunction(ast: t.File, name: string): t.FunctionDeclaration | null {
  for (const st of ast.program.body) {
    const d = t.isExportNamedDeclaration(st) || t.isExportDefaultDeclaration(st) ? st.declaration : null;
    if (!t.isFunctionDeclaration(d)) continue;
    if (name === 'default' ? t.isExportDefaultDeclaration(st) : d.id?.name === name) return d;
  }
  return null;
}

/**
 * The list an exported helper gives back when called (`export const getItems = () => ITEMS`): the
 * module-level const it returns, as it is or a copy or subset of it (`[...ITEMS]`, `ITEMS.slice()`).
 */
export function returnedList(ast: t.File, name: string): t.Expression | null {
  const fn = exportedValue(ast, name) ?? exportedFunction(ast, name);
  let e = returnedExpression(fn);
  if (t.isArrayExpression(e) && e.elements.length === 1 && t.isSpreadElement(e.elements[0])) e = e.elements[0].argument;
  if (t.isCallExpression(e) && t.isMemberExpression(e.callee) && t.isIdentifier(e.callee.property) && /^(slice|filter|sort|toSorted)$/.test(e.callee.property.name)) e = e.callee.object;
  return t.isIdentifier(e) ? moduleConst(ast, e.name) : null;
}

export function importedValues(site: SiteModules): ImportedValues {
  const touched = new Map<string, t.File>();
  const owner = new WeakMap<t.Node, t.File>();
  return {
    touched,
    pathOf(node) {
      const ast = owner.get(node);
      return ast ? findPath(ast, node) : null;
    },
    value(from, spec, name) {
      const file = site.resolve(from, spec);
      if (!file || file === from) return null;
      const ast = touched.get(file) ?? site.ast(file);
      if (!ast) return null;
      // `name()`: what the exported helper of that name gives back.
      const v = name.endsWith('()') ? returnedList(ast, name.slice(0, -2)) : exportedValue(ast, name);
      if (v) {
        touched.set(file, ast);
        owner.set(v, ast);
      }
      return v;
    },
  };
}

/** How many `<field>Key` entries a module's records hold: grown when the extraction keyed some. */
export function keyFields(ast: t.File): number {
  let n = 0;
  t.traverseFast(ast, (node) => {
    if (t.isObjectProperty(node) && !node.computed && t.isIdentifier(node.key) && /.Key$/.test(node.key.name)) n++;
  });
  return n;
}
