import * as t from '@babel/types';
import type { File, Node, Statement } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { importSpecs } from './graph.js';

/**
 * A module of the dropped surface (the layout of the `/admin` routes) can also hold a small helper
 * a kept page imports (`import { setStaffRole } from '../components/StaffLayout'`): that one import
 * keeps the whole module, its admin nav and routes, in the theme. When the module's components
 * went with the dropped pages and kept files import only such plain helpers from it, the helpers
 * (with the module's own functions and constants they use) are copied into each importer, which no
 * longer imports the module; the module then goes with the rest of the dropped surface. A helper
 * that reads the module's imports, its mutable state, a hook or JSX is not moved, and the module
 * stays as before.
 */

export interface MovedHelpers { from: string; to: string; names: string[] }

/** A helper by its name: not a component (capitalised) and not a hook (`useX`). */
const HELPER_NAME = /^(?!use[A-Z0-9])[a-z_$][\w$]*$/;

interface TopLevel { stmt: Statement; decl: t.FunctionDeclaration | t.VariableDeclaration; exported: boolean }

/** Top-level function and const declarations of a module, by name; its imports' local names; its other top-level names. */
function topLevel(ast: File): { decls: Map<string, TopLevel>; imports: Set<string>; others: Set<string> } {
  const decls = new Map<string, TopLevel>();
  const imports = new Set<string>();
  const others = new Set<string>();
  const add = (stmt: Statement, d: Node, exported: boolean) => {
    if (d.type === 'FunctionDeclaration' && d.id) {
      decls.set(d.id.name, { stmt, decl: d, exported });
    } else if (d.type === 'VariableDeclaration') {
      for (const v of d.declarations) {
        if (v.id.type !== 'Identifier') continue;
        if (d.kind === 'const' && d.declarations.length === 1) decls.set(v.id.name, { stmt, decl: d, exported });
        else others.add(v.id.name);
      }
    } else if ((d.type === 'ClassDeclaration' || d.type === 'TSEnumDeclaration') && d.id) others.add(d.id.name);
  };
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') for (const sp of s.specifiers) imports.add(sp.local.name);
    else if (s.type === 'ExportNamedDeclaration' && s.declaration) add(s, s.declaration, true);
    else add(s, s, false);
  }
  return { decls, imports, others };
}

/** Names a subtree reads (identifiers that are not property keys or member properties). */
function namesRead(root: Node): Set<string> {
  const out = new Set<string>();
  walkNodes(root, (n, parent, key) => {
    if (n.type !== 'Identifier') return;
    const prop = parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed;
    const objKey = parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed;
    if (!prop && !objKey) out.add(n.name);
  });
  return out;
}

const hasJsx = (n: Node): boolean => {
  let hit = false;
  t.traverseFast(n, (x) => { if (x.type === 'JSXElement' || x.type === 'JSXFragment') hit = true; });
  return hit;
};

/** A value that can be copied as it is: a function, or data made of literals. */
function copyable(n: Node | null | undefined): boolean {
  if (!n) return false;
  if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') return true;
  if (n.type === 'StringLiteral' || n.type === 'NumericLiteral' || n.type === 'BooleanLiteral' || n.type === 'NullLiteral') return true;
  if (n.type === 'TemplateLiteral') return n.expressions.length === 0;
  if (n.type === 'ArrayExpression') return n.elements.every((e) => e !== null && copyable(e));
  if (n.type === 'ObjectExpression') return n.properties.every((p) => p.type === 'ObjectProperty' && !p.computed && copyable(p.value));
  return false;
}

/**
 * The declarations (in module order) that `names` need, or null when one of them cannot be moved:
 * it reads an import of the module or its mutable state, renders JSX, or is not a plain function or constant.
 */
function closure(names: string[], mod: ReturnType<typeof topLevel>): TopLevel[] | null {
  const need = new Set<TopLevel>();
  const todo = [...names];
  const seen = new Set<string>();
  while (todo.length) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const d = mod.decls.get(name);
    if (!d) return null;
    if (d.decl.type === 'VariableDeclaration' && !copyable(d.decl.declarations[0].init)) return null;
    if (hasJsx(d.decl)) return null;
    need.add(d);
    for (const r of namesRead(d.decl)) {
      if (r === name) continue;
      if (mod.imports.has(r) || mod.others.has(r)) return null;
      if (mod.decls.has(r)) todo.push(r);
    }
  }
  return [...need].sort((a, b) => (a.stmt.start ?? 0) - (b.stmt.start ?? 0));
}

/** The import declarations of `ast` that load `target` as named helpers only (null: some other use). */
function helperImports(ast: File, file: string, target: string, resolve: (from: string, spec: string) => string | null): t.ImportDeclaration[] | null {
  const decls: t.ImportDeclaration[] = [];
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || resolve(file, s.source.value) !== target) continue;
    if (s.importKind === 'type' || !s.specifiers.length) return null;
    for (const sp of s.specifiers) {
      if (sp.type !== 'ImportSpecifier' || sp.importKind === 'type') return null;
      const imported = sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value;
      if (imported !== sp.local.name || !HELPER_NAME.test(imported)) return null;
    }
    decls.push(s);
  }
  // Loaded any other way too (re-exported, `import()`, `require`): left as it is.
  const loads = importSpecs(ast).filter(({ spec }) => resolve(file, spec) === target).length;
  return decls.length && loads === decls.length ? decls : null;
}

/**
 * For each module, the files that import a component of it (its default export or a capitalised
 * name): taken before the mend, so a use the mend removes still counts.
 */
export function componentImporters(tree: StagedTree, files: string[], resolve: (from: string, spec: string) => string | null): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of files) {
    const ast = tree.ast(file);
    if (!ast) continue;
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration') continue;
      const component = s.specifiers.some((sp) => sp.type === 'ImportDefaultSpecifier' || (sp.type === 'ImportSpecifier' && /^[A-Z]/.test(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value)));
      const target = component ? resolve(file, s.source.value) : null;
      if (target) out.set(target, (out.get(target) ?? new Set()).add(file));
    }
  }
  return out;
}

/** Declaration text without its `export`. */
const declText = (d: TopLevel, text: string): string => text.slice(d.decl.start ?? 0, d.decl.end ?? 0);

/**
 * Move the helpers kept files import from modules of the dropped surface (see above). `lost(f)`:
 * did the files that rendered `f`'s components all go or stop using it (a plain helpers module is
 * shared code, not the dropped surface)? `kept(f)`: the files that stay and still import it.
 */
export function moveHelpersOut(tree: StagedTree, files: string[], lost: (f: string) => boolean, kept: (f: string) => string[], resolve: (from: string, spec: string) => string | null): MovedHelpers[] {
  const moved: MovedHelpers[] = [];
  for (const f of files) {
    if (!lost(f)) continue;
    const importers = kept(f);
    const ast = tree.ast(f);
    const text = tree.read(f);
    if (!importers.length || !ast || text === undefined) continue;
    const mod = topLevel(ast);
    const plans: { file: string; imports: t.ImportDeclaration[]; decls: TopLevel[]; names: string[] }[] = [];
    let ok = true;
    for (const i of importers) {
      const iast = tree.ast(i);
      const imports = iast ? helperImports(iast, i, f, resolve) : null;
      const names = imports?.flatMap((d) => d.specifiers.map((s) => s.local.name)) ?? [];
      const decls = imports ? closure(names, mod) : null;
      // A name the importer already has for something else would clash with a copied declaration.
      const own = iast ? topLevel(iast) : null;
      const clash = decls?.some((d) => declNames(d).some((n) => !names.includes(n) && (own?.decls.has(n) || own?.imports.has(n) || own?.others.has(n))));
      if (!imports || !decls || clash) { ok = false; break; }
      plans.push({ file: i, imports, decls, names });
    }
    if (!ok) continue;
    for (const p of plans) {
      const src = tree.read(p.file)!;
      const body = p.decls.map((d) => declText(d, text)).join('\n\n');
      const edits = p.imports.map((d) => ({ start: d.start ?? 0, end: lineEnd(src, d.end ?? 0), with: '' }));
      // After the last import of the file: the copied helpers read as the file's own code.
      const iast = tree.ast(p.file)!;
      const lastImport = [...iast.program.body].reverse().find((s) => s.type === 'ImportDeclaration');
      const at = lastImport ? lineEnd(src, lastImport.end ?? 0) : 0;
      edits.push({ start: at, end: at, with: `${lastImport ? '\n' : ''}${body}\n${lastImport ? '' : '\n'}` });
      let out = src;
      for (const e of edits.sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.with + out.slice(e.end);
      tree.write(p.file, out);
      moved.push({ from: f, to: p.file, names: p.names });
    }
  }
  return moved;
}

function declNames(d: TopLevel): string[] {
  if (d.decl.type === 'FunctionDeclaration') return d.decl.id ? [d.decl.id.name] : [];
  return d.decl.declarations.flatMap((v) => (v.id.type === 'Identifier' ? [v.id.name] : []));
}

/** The offset after the line break that ends the line holding `end` (or the text's end). */
function lineEnd(text: string, end: number): number {
  const nl = text.indexOf('\n', end);
  return nl < 0 ? text.length : nl + 1;
}
