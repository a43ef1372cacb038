import * as t from '@babel/types';
import type { Node, Statement } from '@babel/types';
import * as recast from 'recast';
import { constDecl } from './build.js';
import { enclosingFunctions, type FunctionNode, type ParentMap } from './locate.js';

/**
 * Can a hook at the component top see the values a read's arguments use? Names declared before
 * the hook (component params, earlier statements, module scope) and globals are visible; a
 * `const` inside the effect (`const id = new URLSearchParams(...).get('id')`) is hoisted by
 * copying its declaration above the hook; anything else cannot become a hook argument.
 */
function freeIdentifiers(node: Node, out = new Set<string>()): Set<string> {
  const walk = (n: Node, parent: Node | null, key: string | null) => {
    if (n.type === 'Identifier') {
      const isProp = parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed;
      const isKey = parent && parent.type === 'ObjectProperty' && key === 'key' && !parent.computed && !parent.shorthand;
      if (!isProp && !isKey) out.add(n.name);
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c, n, k));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node, n, k);
    }
  };
  walk(node, null, null);
  return out;
}

function declaredBy(s: Node): string[] {
  if (s.type === 'VariableDeclaration') return s.declarations.flatMap((d) => patternNames(d.id));
  if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) return [s.id.name];
  if (s.type === 'ImportDeclaration') return s.specifiers.map((x) => x.local.name);
  if (s.type === 'ExportNamedDeclaration' && s.declaration) return declaredBy(s.declaration);
  return [];
}

/** The names a binding pattern (`{ a, b: [c] = [] }`) declares. */
const patternNames = (p: Node | null | undefined): string[] => (p ? Object.keys(t.getBindingIdentifiers(p)) : []);

export interface ScopeResult {
  /** Declarations to copy above the hook. */
  hoisted: Statement[];
  /** Argument names that could not be made visible. */
  missing: string[];
}

export function visibleAt(args: Node[], comp: FunctionNode, index: number, site: Node, parents: ParentMap, program: Node[], fileNames: Set<string>, file: string): ScopeResult {
  const body = (comp.body as Extract<Node, { type: 'BlockStatement' }>).body;
  const visible = new Set<string>([
    ...program.flatMap(declaredBy),
    ...comp.params.flatMap((p) => patternNames(p as Node)),
    ...body.slice(0, index).flatMap(declaredBy),
  ]);
  const inner = enclosingFunctions(site, parents).filter((f) => f !== comp && enclosingFunctions(f, parents).includes(comp));
  const hoisted: Statement[] = [];
  const missing: string[] = [];
  const need = (name: string, depth: number): boolean => {
    if (visible.has(name) || !fileNames.has(name)) return true;
    if (depth > 3) return false;
    for (const f of inner) {
      const decl = findConst(f, name) ?? argumentFor(f, name, comp, parents);
      if (!decl) continue;
      if (![...freeIdentifiers(decl)].every((n) => need(n, depth + 1))) return false;
      hoisted.push(constDecl(name, recast.print(decl as never).code, file));
      visible.add(name);
      return true;
    }
    return false;
  };
  for (const a of args) for (const n of freeIdentifiers(a)) if (!need(n, 0)) missing.push(n);
  return { hoisted, missing: [...new Set(missing)] };
}

/**
 * A parameter of a function the component declares (`const load = async (productId) => …`) that
 * every call of it in the component passes the same value (`load(id)`): that value, which the
 * hook can take instead. Null when it is not a parameter, or the calls differ or are not found.
 */
function argumentFor(fn: FunctionNode, name: string, comp: FunctionNode, parents: ParentMap): Node | null {
  const index = fn.params.findIndex((p) => patternNames(p as Node).length === 1 && patternNames(p as Node)[0] === name && (p.type === 'Identifier' || p.type === 'AssignmentPattern'));
  if (index < 0) return null;
  const holder = parents.get(fn)?.parent ?? null;
  const fnName = fn.type === 'FunctionDeclaration' ? fn.id?.name : holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' ? holder.id.name : null;
  if (!fnName) return null;
  const passed: Node[] = [];
  let other = false;
  const walk = (n: Node) => {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === fnName) {
      const a = n.arguments[index];
      if (a && a.type !== 'SpreadElement' && a.type !== 'ArgumentPlaceholder') passed.push(a as Node);
      else other = true;
    } else if (n.type === 'Identifier' && n.name === fnName) {
      // Passed on or listed (`onClick={load}`, `[load]`): the value it gets is not known here.
      const at = parents.get(n);
      if (!(at?.parent?.type === 'CallExpression' && at.key === 'callee') && at?.parent !== holder) other = true;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(comp.body as Node);
  if (other || !passed.length) return null;
  const code = recast.print(passed[0] as never).code;
  return passed.every((a) => recast.print(a as never).code === code) ? passed[0] : null;
}

/** The initialiser of `const name = ...` directly in a function body (a `let` may be given another value later). */
function findConst(fn: FunctionNode, name: string): Node | null {
  if (fn.body.type !== 'BlockStatement') return null;
  for (const s of fn.body.body) {
    if (s.type !== 'VariableDeclaration' || s.kind !== 'const') continue;
    for (const d of s.declarations) if (d.id.type === 'Identifier' && d.id.name === name && d.init) return d.init;
  }
  return null;
}

/** The first index in a component body after every statement that declares a name `nodes` use. */
export function earliestIndex(nodes: Node[], body: Node[]): number {
  const names = new Set<string>();
  for (const n of nodes) freeIdentifiers(n, names);
  let at = 0;
  body.forEach((s, i) => { if (declaredBy(s).some((d) => names.has(d))) at = i + 1; });
  return at;
}
