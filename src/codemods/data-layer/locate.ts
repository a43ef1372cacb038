import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';
import { flattenChain, unwrap } from '../../rule-kit/pattern.js';
import { objectProp } from '../../rule-kit/pattern-values.js';
import type { CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { STORE_CREATORS } from '../../../rules/data-layer/state-stores.js';

/**
 * Finding a data site in the edit AST: the call the analyzer reported (by line and column of its
 * root identifier), the whole vendor expression around it, and the React function it lives in.
 */
export interface Parented { parent: Node | null; key: string | null; index: number | null }
export type ParentMap = Map<Node, Parented>;

export function parentMap(ast: File): ParentMap {
  const map: ParentMap = new Map();
  const walk = (node: Node, parent: Node | null, key: string | null, index: number | null) => {
    map.set(node, { parent, key, index });
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'extra' || k === 'tokens' || k === 'comments' || k === 'original' || k === 'leadingComments' || k === 'trailingComments' || k === 'innerComments') continue;
      if (Array.isArray(v)) v.forEach((c, i) => { if (c && typeof c === 'object' && typeof (c as Node).type === 'string') walk(c as Node, node, k, i); });
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node, node, k, null);
    }
  };
  walk(ast as unknown as Node, null, null, null);
  return map;
}

const WRAP = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TypeCastExpression', 'TSTypeAssertion']);
const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);
/** Methods of a stream (an RxJS Observable) a vendor function hands back (`collectionData(ref).subscribe(...)`). */
const STREAM_METHODS = new Set(['subscribe', 'pipe']);

/** The identifier (or `new` target) that starts at a site's line and 1-based column. */
export function rootAt(ast: File, line: number, column: number): Node | null {
  let hit: Node | null = null;
  visit(ast.program, (n) => {
    if (hit || n.type !== 'Identifier' || !n.loc) return;
    if (n.loc.start.line === line && n.loc.start.column + 1 === column) hit = n;
  });
  return hit;
}

/**
 * From the root identifier up through member accesses, calls and type wrappers to the whole
 * vendor expression (`supabase.from('x').select().eq()`), stopping before promise methods.
 */
export function vendorExpression(root: Node, parents: ParentMap): Node {
  let cur = root;
  // `this.client.get(...)`: the site names the field; the expression starts at `this.client`.
  const field = parents.get(root);
  if (field?.key === 'property' && field.parent?.type === 'MemberExpression' && field.parent.object.type === 'ThisExpression') cur = field.parent;
  for (;;) {
    const p = parents.get(cur);
    const parent = p?.parent;
    if (!parent) return cur;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && p.key === 'object') {
      const prop = parent.property;
      if (!parent.computed && prop.type === 'Identifier' && PROMISE_METHODS.has(prop.name)) return cur;
      // A stream returned by a vendor function called by itself (rxfire's `docData(ref)`): its
      // subscriber is the caller's code. (A client's chain ending in `.subscribe()` is the vendor's.)
      const bareCall = (cur.type === 'CallExpression' || cur.type === 'OptionalCallExpression') && cur.callee === root;
      if (bareCall && !parent.computed && prop.type === 'Identifier' && STREAM_METHODS.has(prop.name)) return cur;
      // After a call, a member read that is not called (`x().data`) ends the vendor expression.
      const gp = parents.get(parent);
      const called = !!gp?.parent && (gp.parent.type === 'CallExpression' || gp.parent.type === 'OptionalCallExpression') && gp.key === 'callee';
      if (!called && (cur.type === 'CallExpression' || cur.type === 'OptionalCallExpression')) return cur;
      cur = parent;
      continue;
    }
    if ((parent.type === 'CallExpression' || parent.type === 'OptionalCallExpression' || parent.type === 'NewExpression') && p.key === 'callee') { cur = parent; continue; }
    if (WRAP.has(parent.type) && p.key === 'expression') {
      // `(supabase as any).from(...)`: keep climbing only when the chain goes on.
      const gp = parents.get(parent);
      if (gp?.parent && (gp.parent.type === 'MemberExpression' || gp.parent.type === 'OptionalMemberExpression') && gp.key === 'object') { cur = parent; continue; }
      return cur;
    }
    return cur;
  }
}

/** The flattened view of a vendor expression handed to the recipes. */
export function callView(expr: Node, operation: string): CallView {
  const raw = flattenChain(expr);
  if (!raw) return { operation, segments: [], rootName: '' };
  const segments = raw.rootCall ? [{ name: raw.rootName, call: raw.rootCall }, ...raw.segments] : raw.segments;
  return { operation, segments, rootName: raw.rootName };
}

export type FunctionNode = Extract<Node, { type: 'FunctionDeclaration' | 'FunctionExpression' | 'ArrowFunctionExpression' | 'ObjectMethod' | 'ClassMethod' }>;
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod']);

export function enclosingFunctions(node: Node, parents: ParentMap): FunctionNode[] {
  const out: FunctionNode[] = [];
  let cur: Node | null | undefined = parents.get(node)?.parent;
  while (cur) {
    if (FUNCTION_TYPES.has(cur.type)) out.push(cur as FunctionNode);
    cur = parents.get(cur)?.parent;
  }
  return out;
}

/** The name a function is known by: its id, the variable it initialises, or `default`. */
export function functionName(fn: Node, parents: ParentMap): string | null {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  let cur: Node = fn;
  for (let i = 0; i < 3; i++) {
    const p = parents.get(cur);
    if (!p?.parent) return null;
    if (p.parent.type === 'VariableDeclarator' && p.parent.id.type === 'Identifier') return p.parent.id.name;
    if (p.parent.type === 'ExportDefaultDeclaration') return 'default';
    if (p.parent.type !== 'CallExpression') return null; // memo(() => ...), forwardRef(...)
    // A store's state function (`create<S>()(persist(function (set) { … }))`) is no component.
    const callee = p.parent.callee;
    if (callee.type === 'CallExpression' || STORE_CREATORS.has(callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '')) return null;
    cur = p.parent;
  }
  return null;
}

/**
 * The name callers call a plain module function by: its own (`fetchProducts`), or a method of an
 * object the module holds (`const productService = { getAll: async () => … }` → `getAll` held by
 * `productService`; an object exported as default is held by `default`), maybe one group deeper
 * (`const api = { dishes: { list: async () => … } }` → `list` held by `api` through `dishes`,
 * called `api.dishes.list()`).
 */
export function wrapperName(fn: Node, parents: ParentMap): { fn: string; holder?: string; through?: string[] } | null {
  const own = functionName(fn, parents);
  if (own) return { fn: own };
  const keyOf = (prop: Node | undefined, value: Node): string | null => {
    if (!prop || (prop.type !== 'ObjectMethod' && prop.type !== 'ObjectProperty') || prop.computed) return null;
    if (prop.type === 'ObjectProperty' && prop.value !== value) return null;
    return prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'StringLiteral' ? prop.key.value : null;
  };
  const prop = fn.type === 'ObjectMethod' ? fn : parents.get(fn)?.parent;
  const key = keyOf(prop ?? undefined, fn);
  if (!key) return null;
  const through: string[] = [];
  let obj = parents.get(prop!)?.parent;
  for (let depth = 0; depth < 4 && obj?.type === 'ObjectExpression'; depth++) {
    const at = parents.get(obj)?.parent;
    const out = (holder: string) => ({ fn: key, holder, ...(through.length ? { through } : {}) });
    if (at?.type === 'VariableDeclarator' && at.id.type === 'Identifier' && at.init === obj) return out(at.id.name);
    if (at?.type === 'ExportDefaultDeclaration') return out('default');
    // A group of the holder (`dishes: { list, create }`): one more key on the way to the holder.
    const group = keyOf(at ?? undefined, obj);
    if (!group) return null;
    through.unshift(group);
    obj = parents.get(at!)?.parent;
  }
  return null;
}

const isComponentName = (n: string | null) => n !== null && (/^[A-Z]/.test(n) || /^use[A-Z0-9]/.test(n) || n === 'default');

/** The outermost React component or hook around a node, with a block body. */
export function componentOf(node: Node, parents: ParentMap): { fn: FunctionNode; name: string } | null {
  const fns = enclosingFunctions(node, parents);
  for (let i = fns.length - 1; i >= 0; i--) {
    const name = functionName(fns[i], parents);
    if (isComponentName(name) && fns[i].body.type === 'BlockStatement') return { fn: fns[i], name: name! };
  }
  return null;
}

/** The statement directly in `body` that contains `node`. */
export function statementIn(node: Node, body: Node, parents: ParentMap): Node | null {
  let cur: Node | null = node;
  while (cur) {
    const p = parents.get(cur);
    if (p?.parent === body) return cur;
    cur = p?.parent ?? null;
  }
  return null;
}

/** `useQuery({ queryFn: () => E })` or a Replit key read: the `useQuery` call whose queryFn holds only `node`. */
export function queryCallAround(node: Node, parents: ParentMap): Node | null {
  let cur: Node | null = node;
  for (let depth = 0; cur && depth < 12; depth++) {
    const p = parents.get(cur);
    const parent = p?.parent;
    if (!parent) return null;
    if (parent.type === 'ObjectProperty' && p.key === 'value' && !parent.computed && parent.key.type === 'Identifier' && parent.key.name === 'queryFn') {
      const obj = parents.get(parent)?.parent;
      const call = obj ? parents.get(obj) : undefined;
      if (call?.parent && call.parent.type === 'CallExpression' && call.key === 'arguments' && isQueryHook(call.parent)) return call.parent;
      return null;
    }
    cur = parent;
  }
  return null;
}

/** The name a call's callee goes by, bare or as a member (`useEffect`, `React.useEffect` → `useEffect`); '' otherwise. */
export function hookName(call: Extract<Node, { type: 'CallExpression' }>): string {
  const c = call.callee;
  return c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : '';
}

export function isQueryHook(call: Node): boolean {
  if (call.type !== 'CallExpression') return false;
  const name = hookName(call);
  return name === 'useQuery' || name === 'useSuspenseQuery';
}

/**
 * A query hook's fetching function: `queryFn` of its options object (`useQuery({ queryKey, queryFn })`),
 * or the second argument of the positional form react-query 3 (and 4) took (`useQuery('products', getTop)`,
 * `useQuery(['p', id], () => getOne(id), options)`).
 */
export function queryFnOf(call: Extract<Node, { type: 'CallExpression' }>): Node | null {
  const [first, second] = call.arguments as Node[];
  if (!first) return null;
  const own = objectProp(first, 'queryFn');
  if (own) return own;
  const key = unwrap(first);
  if (second && (key.type === 'StringLiteral' || key.type === 'ArrayExpression' || key.type === 'TemplateLiteral')) return second;
  return null;
}
