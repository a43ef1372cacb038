import type { File, Node, Statement } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { isHookCall } from '../static-catalogue/rewrite.js';

/**
 * A component that returns early (`if (!product) return <NotFound/>`) and calls a hook after that
 * return calls a different number of hooks from one render to the next: React stops the page
 * ("Rendered more hooks than during the previous render"). Sources get away with it while a query
 * cache already holds the data on the first render (a detail page reached from the listing); a
 * theme's pages are opened directly, so it always shows. Each such hook statement moves to just
 * before the first early return, when nothing it reads is declared or assigned from that return
 * on, and it reads nothing the early returns test (a hook that ran only once a record was known
 * must not run before: its callback could read the missing record).
 */

export interface HoistedHooks {
  /** 1-based line of the component. */
  line: number;
  hooks: string[];
}

type Fn = Extract<Node, { type: 'FunctionDeclaration' | 'FunctionExpression' | 'ArrowFunctionExpression' }>;

const isFn = (n: Node): n is Fn => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';

/** A component (`Name`) or a hook of the site's own (`useName`). */
const COMPONENT_OR_HOOK = /^([A-Z]|use[A-Z])/;

/** Whether `root` holds a `return` of its own (not one of a nested function). */
function returnsEarly(root: Node): boolean {
  let hit = false;
  const go = (n: Node) => {
    if (hit) return;
    if (n.type === 'ReturnStatement') {
      hit = true;
      return;
    }
    if (isFn(n)) return;
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'extra' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments') continue;
      if (Array.isArray(v)) for (const c of v) { if (c && typeof c === 'object' && typeof (c as Node).type === 'string') go(c as Node); }
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') go(v as Node);
    }
  };
  go(root);
  return hit;
}

/** The hook a statement calls, when the statement is nothing but that call (or a declaration of its result). */
function hookOf(s: Statement): string | null {
  let call: Node | null | undefined = null;
  if (s.type === 'ExpressionStatement') call = s.expression;
  else if (s.type === 'VariableDeclaration' && s.declarations.length === 1) call = s.declarations[0].init;
  if (call?.type === 'TSAsExpression' || call?.type === 'TSNonNullExpression') call = call.expression;
  if (!call || !isHookCall(call) || call.type !== 'CallExpression') return null;
  const c = call.callee;
  return c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : null;
}

/** Names a value reads under `root` (identifiers not in a property-name slot). */
function namesRead(root: Node): Set<string> {
  const out = new Set<string>();
  walkNodes(root, (n, parent, key) => {
    if (n.type !== 'Identifier') return;
    if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed) return;
    out.add(n.name);
  });
  return out;
}

/** Names a statement declares at the function's top level, or assigns anywhere in it. */
function namesWritten(s: Statement): Set<string> {
  const out = new Set<string>();
  if (s.type === 'VariableDeclaration') for (const d of s.declarations) for (const n of namesRead(d.id)) out.add(n);
  if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) out.add(s.id.name);
  walkNodes(s, (n) => {
    if (n.type === 'AssignmentExpression' && n.left.type === 'Identifier') out.add(n.left.name);
    if (n.type === 'UpdateExpression' && n.argument.type === 'Identifier') out.add(n.argument.name);
  });
  return out;
}

/** Hoist the hooks of one function body; the names of the hooks moved. */
function hoistIn(body: Statement[]): string[] {
  const first = body.findIndex((s) => s.type === 'IfStatement' && returnsEarly(s));
  if (first < 0) return [];
  // The function's own last `return` ends what runs on every render.
  const end = body.findIndex((s, i) => i > first && s.type === 'ReturnStatement');
  const stop = end < 0 ? body.length : end;
  const tested = new Set<string>();
  const written = new Set<string>();
  const moved: Statement[] = [];
  const names: string[] = [];
  for (let i = first; i < stop; i++) {
    const s = body[i];
    const hook = hookOf(s);
    if (hook && i > first) {
      const reads = namesRead(s.type === 'VariableDeclaration' ? s.declarations[0].init! : s);
      if (![...reads].some((n) => tested.has(n) || written.has(n))) {
        moved.push(s);
        names.push(hook);
        continue;
      }
    }
    if (s.type === 'IfStatement' && returnsEarly(s)) for (const n of namesRead(s.test)) tested.add(n);
    for (const n of namesWritten(s)) written.add(n);
  }
  if (!moved.length) return [];
  const keep = body.filter((s) => !moved.includes(s));
  const at = keep.indexOf(body[first]);
  body.splice(0, body.length, ...keep.slice(0, at), ...moved, ...keep.slice(at));
  return names;
}

/** Move hook calls that follow an early return in components and hooks above it (see the note above). */
export function hoistHooksAboveEarlyReturns(ast: File): HoistedHooks[] {
  const out: HoistedHooks[] = [];
  walkNodes(ast.program, (n, parent) => {
    if (!isFn(n) || n.body.type !== 'BlockStatement') return;
    let name: string | null = n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' ? n.id?.name ?? null : null;
    if (!name && parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') name = parent.id.name;
    // `export default function () {}` is a page component too.
    if (!name && parent?.type === 'ExportDefaultDeclaration') name = 'Default';
    if (!name || !COMPONENT_OR_HOOK.test(name)) return;
    const hooks = hoistIn(n.body.body);
    if (hooks.length) out.push({ line: n.loc?.start.line ?? 1, hooks });
  });
  return out;
}
