import type { Node } from '@babel/types';
import * as t from '@babel/types';
import * as recast from 'recast';
import type { DataSite } from '../../analyze/types.js';
import { ENVELOPE_HELPER, RECIPES, type CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { flattenChain, unwrap } from '../../rule-kit/pattern.js';
import { objectProp } from '../../rule-kit/pattern-values.js';
import { dominantQuote } from '../../convert/print.js';
import { expr, print } from './build.js';
import type { FileContext, SiteResult } from './file-context.js';
import { componentOf, enclosingFunctions, isQueryHook, queryCallAround, statementIn, wrapperName } from './locate.js';
import type { ReadOp } from './ops.js';
import { hookQuery } from './query-args.js';
import { earliestIndex, visibleAt } from './scope.js';
import { bodyEnvelopeKeys, readsAsRows, readsAsStrings } from './source-shapes.js';
import { localsOf, namesIn, shapedReturn } from './shaped-return.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { STORE_FEEDS_COMPONENT, storeFeedOf } from './store-feed.js';

/** `ps.find(p => p.id === X)` in the `.then` after a list read: X (a detail page loading the whole list). */
function findTarget(node: Node, fc: FileContext): { key: 'id' | 'slug'; value: Node } | null {
  const p = fc.parents.get(node);
  const member = p?.parent;
  if (!member || member.type !== 'MemberExpression' || member.property.type !== 'Identifier' || member.property.name !== 'then') return null;
  const call = fc.parents.get(member)?.parent;
  if (!call || call.type !== 'CallExpression') return null;
  let hit: { key: 'id' | 'slug'; value: Node } | null = null;
  const walk = (n: Node) => {
    if (hit) return;
    if (n.type === 'BinaryExpression' && (n.operator === '===' || n.operator === '==')) {
      for (const [a, b] of [[n.left, n.right], [n.right, n.left]] as const) {
        if (a.type === 'MemberExpression' && a.property.type === 'Identifier' && (a.property.name === 'id' || a.property.name === 'slug')) { hit = { key: a.property.name, value: b as Node }; return; }
      }
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(call.arguments[0] as Node);
  return hit;
}

export function firstEarlyReturn(body: Node[]): number {
  const i = body.findIndex((s) => s.type === 'IfStatement' && recast.print(s as never).code.includes('return'));
  return i < 0 ? body.length : i;
}

/** A read becomes an SDK (view) hook: replacing a `useQuery`, or at the component top feeding the old code. */
export function rewriteRead(fc: FileContext, site: DataSite, node: Node, call: CallView, readOp: ReadOp): SiteResult {
  const wrapped = isQueryHook(node) || isWrapperHook(site, node) ? node : queryCallAround(node, fc.parents);
  // Categories the source read as plain names (`useQuery<string[]>`, `{c}`): names, not collection objects.
  const op = readOp.hook === 'useViewCollections' && wrapped && readsAsStrings(wrapped, fc.parents)
    ? { ...readOp, hook: 'useViewCollectionNames', base: 'platformCollectionNames' } : readOp;
  const one = op.shape === 'one';
  let keyArgs: Node[] | undefined;
  if (isQueryHook(node)) {
    const opts = (node as Extract<Node, { type: 'CallExpression' }>).arguments[0] as Node | undefined;
    const key = opts && unwrap(opts).type === 'ArrayExpression' ? opts : objectProp(opts, 'queryKey');
    if (key && unwrap(key).type === 'ArrayExpression') keyArgs = (unwrap(key) as Extract<Node, { type: 'ArrayExpression' }>).elements as Node[];
  }
  // A call of the site's own fetching hook (`useFetch(key, '/api/products', params)`): a query hook too.
  const wrapperHook = isWrapperHook(site, node);
  if (wrapperHook) {
    const args = (node as Extract<Node, { type: 'CallExpression' }>).arguments as Node[];
    const url = args.find((a) => { const t = print(a); return /^['"`]\/|^`\$\{[^}]*\}\//.test(t); }) ?? null;
    keyArgs = [url ?? args[0], args.find((a) => unwrap(a).type === 'ObjectExpression') ?? (null as never)];
  }
  const stepped = withLaterSteps(call, node, fc);
  const q = hookQuery(wrapperHook ? 'http-key' : site.vendor, withSearchParams(stepped, node, fc), one, keyArgs);
  const listFind = one && !isQueryHook(node) && !wrapperHook ? findTarget(node, fc) : null;
  if (one && !q.args.id && !q.args.slug && listFind) q.args[listFind.key] = listFind.value;
  if (one && !q.args.id && !q.args.slug) return { site, status: 'limitation', why: 'a detail read whose product id the codemod cannot see: pass `{ id }` or `{ slug }` to the hook by hand' };
  if (site.surface === 'services' && op.shape === 'list') q.args.type = expr("'service'", site.file);

  const argNames = Object.keys(q.args);
  const argsCode = () => op.shape === 'content' ? `'${op.contentKind}'`
    : op.positional ? print(q.args.slug ?? q.args.id)
    : op.shape === 'none' || !argNames.length ? ''
    : `{ ${argNames.map((k) => { const v = argText(q.args[k]); return v === k ? k : `${k}: ${v}`; }).join(', ')} }`;

  // 1. The read IS the query hook (a default-queryFn key), or the whole `useQuery({ queryFn })` around it.
  const queryCall = isQueryHook(node) || wrapperHook ? node : queryCallAround(node, fc.parents);
  const comp = componentOf(node, fc.parents);
  if (queryCall && comp) {
    // The whole query call goes: a value only its own functions compute (`const params = …` in the
    // query function) is gone at the hook, so it cannot be an argument.
    if (queryCall !== node) {
      const own = queryLocals(queryCall);
      for (const k of Object.keys(q.args) as (keyof typeof q.args)[]) {
        // `const itemId = slug.split('-')[0]` computed from the component's values: its value.
        const value = unwrap(q.args[k]!);
        const init = value.type === 'Identifier' ? computedFromOutside(queryCall, value.name, own) : null;
        if (init) q.args[k] = init;
        const gone = [...namesIn(q.args[k]!)].find((n) => own.has(n));
        if (gone) { delete q.args[k]; q.unmapped.push(`${k} (uses ${gone}, computed inside the query function)`); }
      }
      argNames.splice(0, argNames.length, ...Object.keys(q.args));
      if (one && !q.args.id && !q.args.slug) return { site, status: 'limitation', why: 'a detail read whose id is computed inside its query function: pass `{ id }` or `{ slug }` to the hook by hand' };
    }
    // A query that runs only once its inputs are there (`enabled: !!product?.category_id`): at the
    // hook its arguments are read before they are, so with optional chaining.
    if (queryCall !== node && hasEnabledOption(queryCall)) for (const v of Object.values(q.args)) GUARDED_ARGS.add(v);
    // A settings LIST read (`SiteSettings.list()`) of the one-object brand: its rows, as the source
    // read them. A read whose vendor call says nothing of rows (`fetch('/api/settings')`) is a list
    // when the component searches its result as one (`settings?.find((s) => s.key === …)`).
    const rows = op.shape === 'none' && SINGLE_OBJECT_HOOKS.has(op.hook) && (RECIPES[site.vendor]?.many?.(call) === true || readsAsRows(queryCall, fc.parents));
    const hook = fc.importName(rows ? `${op.hook}Rows` : op.hook, op.from);
    // The site's own fetching hook started its data at a value it was given (`useRemote(url, opts, [])`):
    // the view hook's data is undefined until it loads, so the destructured data keeps that start.
    const start = wrapperHook && op.shape === 'list' ? initialList(node) : null;
    // The query function handed its rows back inside an object of its own: the same shape.
    const shaped = queryCall !== node && !wrapperHook ? shapedReturn(queryCall, componentNames(comp.fn)) : null;
    const hookCall = `${hook}(${argsCode()})`;
    const next = expr(shaped ? `${fc.importName('useShaped', 'helper')}(${hookCall}, ${shaped.shape}, [${shaped.deps.join(', ')}])` : hookCall, site.file);
    fc.replace(queryCall, next);
    if (start) keepStartValue(next, start, fc);
    fc.roots.add('useQuery');
    return { site, status: 'converted', unmapped: q.unmapped };
  }
  if (!comp) {
    // A plain module function: its callers' `useQuery({ queryFn: () => fn(...) })` take the hook.
    const fns = enclosingFunctions(node, fc.parents);
    const outer = fns[fns.length - 1];
    // A read in a method of an object the outer function builds (a store's action,
    // `create((set) => ({ load: async () => fetch(…) }))`, an API factory): calling the outer
    // function hands back that object, its state and actions, not the records read. (A method of
    // an exported service object is named by wrapperName as `holder.method`, not as its builder.)
    const named = outer && !inMethodOf(fns, fc) ? wrapperName(outer, fc.parents) : null;
    const name = named?.fn ?? null;
    // A read keyed by a value the function computes itself (a loop variable, a row it fetched first)
    // cannot be asked for by its callers, who only know the arguments they pass.
    const ownLocals = outer ? localsOf(outer) : new Set<string>();
    const keyedByLocal = Object.values(q.args).some((a) => [...namesIn(a)].some((n) => ownLocals.has(n)));
    if (outer && name && fc.onWrapperRead && !keyedByLocal) {
      const params = outer.params.map((p) => (p.type === 'Identifier' ? p.name : p.type === 'AssignmentPattern' && p.left.type === 'Identifier' ? p.left.name : ''));
      if (fc.onWrapperRead({ file: site.file, fn: name, holder: named?.holder, through: named?.through, params, query: q, op, entity: site.entity, envelope: RECIPES[site.vendor]?.envelope(call), oneRowList: op.shape === 'none' && SINGLE_OBJECT_HOOKS.has(op.hook) && RECIPES[site.vendor]?.many?.(call) === true }) > 0 && fc.makeInert(site, node, call)) {
        return { site, status: 'converted', unmapped: q.unmapped, why: `through the callers of ${name}()` };
      }
    }
    // The catalogue read by a state store's action: the store is fed from the SDK in the theme root.
    const feed = op.hook === 'useViewProducts' && !argNames.length && fc.onStoreFeed ? storeFeedOf(node, site.file, fc.parents) : null;
    if (feed && fc.makeInert(site, node, call, `${feed.store}.getState().${feed.field}`)) {
      fc.onStoreFeed!(feed);
      return { site, status: 'converted', unmapped: q.unmapped, why: `the ${feed.store} store's ${feed.field} is fed from useViewProducts() by ${STORE_FEEDS_COMPONENT} in the theme root` };
    }
    return { site, status: 'limitation', why: 'a read outside any component or hook (a plain module function): call the view hook from the component that uses it' };
  }

  // 2. The hook at the component top; the old code awaits its data through `settled()`.
  const body = (comp.fn.body as Extract<Node, { type: 'BlockStatement' }>).body;
  const stmtNode = statementIn(node, comp.fn.body, fc.parents);
  let index = Math.min(stmtNode ? body.indexOf(stmtNode as never) : 0, firstEarlyReturn(body));
  const scope = visibleAt(Object.values(q.args), comp.fn, index, node, fc.parents, fc.ast.program.body, fc.taken, site.file);
  // As high in the component as its arguments allow: before any effect that will list it as a dependency.
  index = Math.min(index, earliestIndex([...Object.values(q.args), ...scope.hoisted], body));
  for (const name of scope.missing) {
    for (const k of argNames) {
      if (recast.print(q.args[k] as never).code.match(new RegExp(`\\b${name}\\b`))) { delete q.args[k]; q.unmapped.push(`${k} (uses ${name}, not known at the component top)`); }
    }
  }
  argNames.splice(0, argNames.length, ...Object.keys(q.args));
  if (one && !q.args.id && !q.args.slug) return { site, status: 'limitation', why: 'a detail read whose id is computed where a hook cannot see it' };
  const hook = fc.importName(op.hook, op.from);
  const v = fc.hookVar(comp.fn, hook, argsCode(), op.base, index, scope.hoisted);
  const env = ENVELOPE_HELPER[RECIPES[site.vendor]?.envelope(call) ?? 'plain'];
  const settled = fc.importName('settled', 'helper');
  let code = `${settled}(${v})`;
  // A list searched for one row now gets that row: hand it back as a one-row list.
  // A list searched for one row now gets that row; a one-object hook (the brand) read through a
  // vendor list call (`SiteSettings.list()`, `getDocs`) comes back as that one-row list too.
  const oneRowList = op.shape === 'none' && SINGLE_OBJECT_HOOKS.has(op.hook) && RECIPES[site.vendor]?.many?.(call) === true;
  // A detail read through a call that returns rows (`Product.filter({ id })`): the row as a one-row list.
  const rowsForOne = one && !listFind && RECIPES[site.vendor]?.many?.(stepped) === true;
  if (listFind || oneRowList || rowsForOne) code = `${code}.then((row) => (row ? [row] : []))`;
  if (env) code = `${fc.importName(env, 'helper')}(${code}${envelopeArg(env, node, fc, site.entity)})`;
  fc.replace(node, expr(code, site.file));
  fc.addDeps(node, comp.fn, v);
  return { site, status: 'converted', unmapped: q.unmapped };
}

/** Names the functions inside a query call bind (their parameters and locals). */
function queryLocals(queryCall: Node): Set<string> {
  const out = new Set<string>();
  walkNodes(queryCall, (n) => {
    if (n.type !== 'FunctionExpression' && n.type !== 'ArrowFunctionExpression' && n.type !== 'ObjectMethod') return;
    for (const x of localsOf(n)) out.add(x);
    for (const p of n.params) for (const x of namesIn(p)) out.add(x);
  });
  return out;
}

/**
 * The initialiser of `const name = …` inside a query call, when it is made of values from outside
 * the call only (no local of its functions, nothing awaited): the same value at the hook.
 */
function computedFromOutside(queryCall: Node, name: string, own: Set<string>): Node | null {
  const inits: Node[] = [];
  walkNodes(queryCall, (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.id.name === name && n.init) inits.push(n.init);
  });
  if (inits.length !== 1) return null;
  let plain = true;
  walkNodes(inits[0], (n) => {
    if (n.type === 'AwaitExpression' || n.type === 'YieldExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') plain = false;
  });
  return plain && ![...namesIn(inits[0])].some((n) => own.has(n)) ? inits[0] : null;
}

/** The names a component binds: its parameters and its locals. */
function componentNames(fn: Node): Set<string> {
  const out = localsOf(fn);
  for (const p of (fn as { params?: Node[] }).params ?? []) for (const x of namesIn(p)) out.add(x);
  return out;
}

/** View hooks whose data is one object, not a list. */
const SINGLE_OBJECT_HOOKS = new Set(['useViewBrand']);

/** `, ["data", "success"]`: the body envelope the source unpacks from a fetch or axios response, if any. */
export function envelopeArg(env: string, node: Node, fc: FileContext, entity: string | null = null): string {
  const kind = env === 'asResponse' ? 'response' : env === 'asAxios' ? 'axios' : null;
  const keys = kind ? bodyEnvelopeKeys(node, fc.parents, kind, entity) : null;
  const q = dominantQuote(fc.ast) === 'single' ? "'" : '"';
  return keys ? `, [${keys.map((k) => `${q}${k}${q}`).join(', ')}]` : '';
}

/** The empty list a site-made fetching hook is handed as its data's start (`useRemote(url, opts, [])`). */
function initialList(node: Node): Node | null {
  if (node.type !== 'CallExpression') return null;
  const a = node.arguments.find((x) => { const u = unwrap(x as Node); return u.type === 'ArrayExpression' && u.elements.length === 0; });
  return (a as Node | undefined) ?? null;
}

/** `const { data } = useView…()` → `const { data = [] } = useView…()` (a `data` already given a default keeps it). */
function keepStartValue(call: Node, start: Node, fc: FileContext): void {
  const decl = fc.parents.get(call)?.parent;
  if (decl?.type !== 'VariableDeclarator' || decl.init !== call || decl.id.type !== 'ObjectPattern') return;
  for (const prop of decl.id.properties) {
    if (prop.type !== 'ObjectProperty' || prop.computed || prop.key.type !== 'Identifier' || prop.key.name !== 'data' || prop.value.type !== 'Identifier') continue;
    const local = prop.value.name;
    prop.value = t.assignmentPattern(t.identifier(local), t.cloneNode(start as t.Expression, true)) as never;
    prop.shorthand = local === 'data';
    fc.changed = true;
  }
}

/** Is the site a call of a site-made hook that wraps the request (`useFetch(...)`)? */
function isWrapperHook(site: DataSite, node: Node): boolean {
  const shape = (site as { shape?: string }).shape ?? '';
  if (!shape.startsWith('wrapper:') || node.type !== 'CallExpression') return false;
  return node.callee.type === 'Identifier' && /^use[A-Z]/.test(node.callee.name);
}

/**
 * A query built step by step (`let q = supabase.from('p').select(); if (cat) q = q.eq('category_id', cat);
 * await q.order('name')`): the later steps on the same variable say what the read asks for too.
 */
/** Arguments of steps taken later, under a guard (`if (opts?.cat) q = q.eq('cat', opts.cat)`). */
const GUARDED_ARGS = new WeakSet<Node>();

/**
 * A hook argument's text. A value a later step read under its guard (`opts.cat`, safe only once
 * `opts?.cat` was tested) is read with optional chaining at the hook, where no guard stands.
 */
function argText(n: Node): string {
  if (!GUARDED_ARGS.has(n)) return print(n);
  const copy = t.cloneNode(n as t.Node, true);
  const optional = (x: t.Node): t.Node => {
    if (x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') {
      return t.optionalMemberExpression(optional(x.object) as t.Expression, x.property as t.Expression, x.computed, true);
    }
    return x;
  };
  return print(optional(copy) as Node);
}

/** An expression's text with optional chaining and a leading `!!` read as plain access (`!!opts?.cat` → `opts.cat`). */
const plainText = (n: Node) => print(n).replace(/\?\./g, '.').replace(/^!!/, '').replace(/^\((.*)\)$/, '$1');

/** The operands of a test's top-level `&&` (`a && b && c` → a, b, c). */
function conjuncts(n: Node): Node[] {
  const u = unwrap(n);
  return u.type === 'LogicalExpression' && u.operator === '&&' ? [...conjuncts(u.left as Node), ...conjuncts(u.right as Node)] : [u];
}

/**
 * A later step's value as the hook gets it. Under a test that only asks whether the value is set
 * (`if (cat)`), the value itself (the hook reads an unset filter as none). Under a test that asks
 * more (`if (cat && cat !== 'all')`: a filter's everything-option, a minimum length), the value
 * only when the test holds: `cat && cat !== 'all' ? cat : undefined`. Literals (column names) stay.
 */
function guardedValue(value: Node, guards: Node[]): Node {
  const v = unwrap(value);
  if (!guards.length || v.type === 'StringLiteral' || v.type === 'NumericLiteral' || v.type === 'BooleanLiteral' || v.type === 'NullLiteral') return value;
  // The value as the test would name it: itself, or the term a pattern wraps (`%${term}%`).
  const selves = new Set([plainText(value), ...(v.type === 'TemplateLiteral' ? v.expressions.map((e) => plainText(e as Node)) : [])]);
  const extra = guards.flatMap(conjuncts).filter((c) => !selves.has(plainText(c)));
  // Only a test of the value against literals: a name of its own (a local, a module constant) is
  // not known where the hook is called.
  const own = namesIn(value);
  if (!extra.length || extra.some((c) => [...namesIn(c)].some((x) => !own.has(x) && x !== 'undefined'))) return value;
  const test = guards.length === 1 ? (guards[0] as t.Expression) : guards.slice(1).reduce<t.Expression>((a, g) => t.logicalExpression('&&', a, g as t.Expression), guards[0] as t.Expression);
  return t.conditionalExpression(t.cloneNode(test, true), t.cloneNode(value as t.Expression, true), t.identifier('undefined')) as Node;
}

function withLaterSteps(call: CallView, node: Node, fc: FileContext): CallView {
  const decl = fc.parents.get(node)?.parent;
  if (!decl || decl.type !== 'VariableDeclarator' || decl.id.type !== 'Identifier') return call;
  const name = decl.id.name;
  const statement = fc.parents.get(decl)?.parent;
  const block = statement ? fc.parents.get(statement) : undefined;
  if (!statement || !block?.parent || block.index === null) return call;
  const body = (block.parent as unknown as Record<string, Node[]>)[block.key!];
  const extra: CallView['segments'] = [];
  const walk = (n: Node, guards: Node[]) => {
    if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') {
      const chain = flattenChain(n);
      if (chain && chain.rootName === name && chain.segments.length && fc.parents.get(n)?.key !== 'callee') {
        for (const seg of chain.segments) {
          const args = (seg.call?.args ?? []).map((a) => guardedValue(a as Node, guards));
          for (const a of args) GUARDED_ARGS.add(a);
          extra.push(seg.call ? { ...seg, call: { ...seg.call, args } } : seg);
        }
        return;
      }
    }
    if (n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionDeclaration') return;
    // A step taken only when a test holds (`if (cat && cat !== 'all') q = q.eq('category', cat)`).
    if (n.type === 'IfStatement') {
      walk(n.consequent as Node, [...guards, n.test as Node]);
      if (n.alternate) walk(n.alternate as Node, [...guards, t.unaryExpression('!', n.test as t.Expression) as Node]);
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c, guards));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node, guards);
    }
  };
  for (const st of body.slice(block.index + 1)) walk(st, []);
  return extra.length ? { ...call, segments: [...call.segments, ...extra] } : call;
}

/**
 * `const params = new URLSearchParams(); if (category) params.set('category', category);` before
 * `fetch(\`/api/products?${params}\`)`: the keys set on it read as `new URLSearchParams({ category })`.
 */
function withSearchParams(call: CallView, node: Node, fc: FileContext): CallView {
  const base = call.resolve;
  if (!base) return call;
  const fns = enclosingFunctions(node, fc.parents);
  const resolve = (n: Node): Node => {
    const init = base(n);
    if (n.type !== 'Identifier' || init === n) return init;
    const v = unwrap(init);
    if (v.type !== 'NewExpression' || v.callee.type !== 'Identifier' || v.callee.name !== 'URLSearchParams' || v.arguments.length) return init;
    const props: string[] = [];
    const walk = (x: Node) => {
      if (x.type === 'CallExpression' && x.callee.type === 'MemberExpression' && !x.callee.computed && x.callee.object.type === 'Identifier' && x.callee.object.name === n.name
        && x.callee.property.type === 'Identifier' && (x.callee.property.name === 'set' || x.callee.property.name === 'append')) {
        const [k, val] = x.arguments as Node[];
        if (k?.type === 'StringLiteral' && val) props.push(`${JSON.stringify(k.value)}: ${print(val)}`);
      }
      if (x.type === 'FunctionExpression' || x.type === 'ArrowFunctionExpression' || x.type === 'FunctionDeclaration') return;
      for (const [key, c] of Object.entries(x)) {
        if (key === 'loc' || key === 'original' || key === 'tokens' || key === 'comments') continue;
        if (Array.isArray(c)) c.forEach((y) => y && typeof y === 'object' && typeof y.type === 'string' && walk(y));
        else if (c && typeof c === 'object' && typeof (c as Node).type === 'string') walk(c as Node);
      }
    };
    const body = fns[0]?.body;
    if (body?.type === 'BlockStatement') body.body.forEach((st) => walk(st as Node));
    return props.length ? expr(`new URLSearchParams({ ${props.join(', ')} })`, fc.file) : init;
  };
  return { ...call, resolve };
}

/** Whether a function between the read and the outermost one is a method of an object (an object literal's member). */
function inMethodOf(fns: ReturnType<typeof enclosingFunctions>, fc: FileContext): boolean {
  return fns.slice(0, -1).some((fn) => fn.type === 'ObjectMethod' || fc.parents.get(fn)?.parent?.type === 'ObjectProperty');
}

/** `useQuery({ …, enabled: cond })`: the query waits for a condition. */
function hasEnabledOption(call: Node): boolean {
  const opts = call.type === 'CallExpression' ? (call.arguments[0] as Node | undefined) : undefined;
  return objectProp(opts, 'enabled') !== null;
}
