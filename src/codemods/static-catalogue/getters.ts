import * as t from '@babel/types';
import type { Expression, File, Node } from '@babel/types';
import { print } from '../data-layer/build.js';
import { findCatalogues, type Catalogue } from './find.js';

/**
 * A data module that keeps its catalogue behind functions: pages call `allLamps()`,
 * `lampById(id)`, `lampsOfRoom(room)` instead of importing the list, and the list they read may be
 * one the module derives from its literal records (`const lampsWithMakers = lamps.map((l) => ({ ...l,
 * maker: makers.find(…) }))`, a join with another literal list). Such a getter, or a derived list
 * imported as it is, is a read of the catalogue: the page reads the store's products in its place,
 * the getter's own code (its find, filter, join) kept, run over them.
 */
export interface CatalogueGetter {
  /**
   * The getter as written (`(id: number) => lampsWithMakers.find((l) => l.id === id)`, a function
   * declaration printed as a function expression); null when the page imports the derived list itself.
   */
  fnText: string | null;
  /** The module-level list the getter reads (`lampsWithMakers`, or the literal list's own name). */
  base: string;
  /** When `base` is derived from the literal list: `base = <of>.map(<callbackText>)`. */
  derive: { of: string; callbackText: string } | null;
  /** Other names of the module the getter or the join reads (`makers`): the page imports them. */
  needs: string[];
}

const unwrap = (n: Node): Node => (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression' || n.type === 'TSNonNullExpression' ? unwrap(n.expression) : n);

type FnNode = t.ArrowFunctionExpression | t.FunctionExpression | t.FunctionDeclaration;

/** Module-level declarations by name: a `const`'s initialiser, a function declaration, or an import. */
function moduleBindings(ast: File): { inits: Map<string, Node>; fns: Map<string, t.FunctionDeclaration>; all: Set<string>; exported: Set<string> } {
  const inits = new Map<string, Node>();
  const fns = new Map<string, t.FunctionDeclaration>();
  const all = new Set<string>();
  const exported = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') {
      for (const sp of s.specifiers) all.add(sp.local.name);
      continue;
    }
    if (s.type === 'ExportNamedDeclaration' && !s.source) {
      for (const sp of s.specifiers) if (sp.type === 'ExportSpecifier' && sp.exported.type === 'Identifier' && sp.exported.name === sp.local.name) exported.add(sp.local.name);
    }
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    const isExported = s.type === 'ExportNamedDeclaration';
    if (d?.type === 'VariableDeclaration') {
      for (const v of d.declarations) {
        for (const name of Object.keys(t.getBindingIdentifiers(v.id))) {
          all.add(name);
          if (isExported) exported.add(name);
        }
        if (v.id.type === 'Identifier' && v.init && d.kind === 'const') inits.set(v.id.name, v.init);
      }
    }
    if (d?.type === 'FunctionDeclaration' && d.id) {
      all.add(d.id.name);
      fns.set(d.id.name, d);
      if (isExported) exported.add(d.id.name);
    }
    if (d?.type === 'ClassDeclaration' && d.id) all.add(d.id.name);
  }
  return { inits, fns, all, exported };
}

/** Names read as values inside `root` that `root` does not bind itself (its params, its locals). */
export function freeNames(root: Node): Set<string> {
  const bound = new Set<string>();
  const read = new Set<string>();
  const go = (n: Node, parent: Node | null, key: string | null) => {
    if (n.type === 'VariableDeclarator' || n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'CatchClause' || n.type === 'ClassDeclaration') {
      for (const name of Object.keys(t.getBindingIdentifiers(n as never))) bound.add(name);
      if ('params' in n) for (const p of n.params) for (const name of Object.keys(t.getBindingIdentifiers(p))) bound.add(name);
      if (n.type === 'CatchClause' && n.param) for (const name of Object.keys(t.getBindingIdentifiers(n.param))) bound.add(name);
    }
    if (n.type === 'Identifier' && parent && isValueRef(parent, key)) read.add(n.name);
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'extra' || k === 'tokens' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments' || k === 'typeAnnotation' || k === 'returnType' || k === 'typeParameters' || k === 'original') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof (c as Node).type === 'string' && go(c as Node, n, k));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') go(v as Node, n, k);
    }
  };
  go(root, null, null);
  return new Set([...read].filter((n) => !bound.has(n)));
}

/** Whether an identifier in slot `key` of `parent` reads a value (not a property name, key, or binding). */
export function isValueRef(parent: Node, key: string | null): boolean {
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return false;
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed && !(parent.type === 'ObjectProperty' && parent.shorthand)) return false;
  if (parent.type === 'VariableDeclarator' && key === 'id') return false;
  if ((parent.type === 'FunctionDeclaration' || parent.type === 'FunctionExpression' || parent.type === 'ArrowFunctionExpression') && (key === 'params' || key === 'id')) return false;
  if (parent.type.startsWith('TS') || parent.type.startsWith('Import') || parent.type.startsWith('Export')) return false;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  return true;
}

/** The name a call chain starts from (`lamps.filter(…).slice(0, 3)` → lamps), when it is one. */
function chainRoot(n: Node): string | null {
  const x = unwrap(n);
  if (x.type === 'Identifier') return x.name;
  if ((x.type === 'CallExpression' || x.type === 'OptionalCallExpression') && (x.callee.type === 'MemberExpression' || x.callee.type === 'OptionalMemberExpression')) return chainRoot(x.callee.object);
  return null;
}

/** The expression a getter returns: an arrow's body, or a block that is one `return`. */
function returned(fn: FnNode): Expression | null {
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const body = fn.body.body;
  return body.length === 1 && body[0].type === 'ReturnStatement' && body[0].argument ? body[0].argument : null;
}

/**
 * The product catalogue a module's export `name` reads through a getter or a derived list, with
 * how to read it the same way over the store's products; null when it is neither.
 */
export function catalogueGetter(ast: File, name: string): { catalogue: Catalogue; getter: CatalogueGetter } | null {
  const m = moduleBindings(ast);
  if (!m.exported.has(name)) return null;
  const lists = new Map(findCatalogues(ast).filter((c) => c.kind === 'list' && !c.owner).map((c) => [c.name, c]));
  /** A module list the getter may read: the literal records, or a `.map` over them (a join). */
  const listOf = (n: string): { catalogue: Catalogue; derive: CatalogueGetter['derive']; deriveNeeds: string[] } | null => {
    const own = lists.get(n);
    if (own) return { catalogue: own, derive: null, deriveNeeds: [] };
    const init = m.inits.get(n);
    const x = init && unwrap(init);
    if (x?.type !== 'CallExpression' || x.callee.type !== 'MemberExpression' || x.callee.computed || x.callee.property.type !== 'Identifier' || x.callee.property.name !== 'map') return null;
    const of = unwrap(x.callee.object);
    const cb = x.arguments[0];
    if (of.type !== 'Identifier' || !lists.has(of.name) || x.arguments.length !== 1 || (cb?.type !== 'ArrowFunctionExpression' && cb?.type !== 'FunctionExpression')) return null;
    const deriveNeeds = [...freeNames(cb)].filter((v) => m.all.has(v) && v !== of.name);
    return { catalogue: lists.get(of.name)!, derive: { of: of.name, callbackText: print(cb) }, deriveNeeds };
  };
  let fnText: string | null = null;
  let base: string;
  let needs: string[] = [];
  const decl = m.fns.get(name);
  const init = m.inits.get(name);
  const fn: FnNode | null = decl ?? (init && (unwrap(init).type === 'ArrowFunctionExpression' || unwrap(init).type === 'FunctionExpression') ? unwrap(init) as FnNode : null);
  if (fn) {
    if (fn.async || fn.generator) return null;
    const body = returned(fn);
    const root = body && chainRoot(body);
    if (!root || !m.all.has(root)) return null;
    base = root;
    needs = [...freeNames(fn)].filter((v) => m.all.has(v) && v !== root && v !== name);
    fnText = fn.type === 'FunctionDeclaration' ? print(t.functionExpression(null, fn.params, fn.body, false, false)) : print(fn);
  } else if (init) {
    // A derived list imported as it is (`lampsWithMakers`); a literal list imported is the step's own case.
    if (lists.has(name)) return null;
    base = name;
  } else return null;
  const list = listOf(base);
  if (!list) return null;
  needs = [...new Set([...needs, ...list.deriveNeeds])];
  // The page imports what the getter reads besides its list: each must be an export of the module
  // (and no other getter or derived list: those are not followed).
  if (needs.some((v) => !m.exported.has(v) || v === base || (list.derive && v === list.derive.of))) return null;
  return { catalogue: list.catalogue, getter: { fnText, base, derive: list.derive, needs } };
}
