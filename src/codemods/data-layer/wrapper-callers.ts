import type { Node } from '@babel/types';
import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { expr, print } from './build.js';
import { FileContext } from './file-context.js';
import { pruneImports } from './imports.js';
import { foldVendorSettings } from './vendor-settings.js';
import { splitQueryClient } from './query-client-split.js';
import { resolveImport } from '../vendor-removal/resolve.js';
import { importSites } from '../vendor-removal/import-sources.js';
import { componentOf, isQueryHook, parentMap, queryFnOf, statementIn } from './locate.js';
import { firstEarlyReturn } from './rewrite-read.js';
import { bodyEnvelopeKeys } from './source-shapes.js';
import { dominantQuote } from '../../convert/print.js';
import { earliestIndex, visibleAt } from './scope.js';
import type { ReadOp } from './ops.js';
import type { HookQuery } from './query-args.js';
import { fromObject, type Arg } from './query-helpers.js';
import { STREAM_ENVELOPES, type Envelope } from '../../../rules/data-layer/vendor-recipes.js';

/**
 * A read inside a plain module function (`export async function fetchProducts(opts)`) cannot call
 * a hook. Its callers can: every `useQuery({ queryFn: () => fetchProducts(opts) })` (or
 * `queryFn: fetchProducts`) in a component or hook of the site is replaced by the view hook, with
 * the function's parameters filled from the call.
 */
export interface WrapperRead {
  file: string;
  fn: string;
  /** The object the module holds the function in (`productService.getAll`), `default` when exported as default. */
  holder?: string;
  /** The groups between the holder and the function (`api.dishes.list` → `['dishes']`). */
  through?: string[];
  params: string[];
  query: HookQuery;
  op: ReadOp;
  /** The records the wrapper reads (`products`): its callers may read them under a key so named. */
  entity?: string | null;
  /** The result envelope of the read inside the wrapper: a stream (rxfire) stays one for its callers. */
  envelope?: Envelope;
  /** A one-object hook (the brand) read by the wrapper through a vendor list call (a key-value
   * settings table): its callers search rows, so they read the brand's rows (`useViewBrandRows`). */
  oneRowList?: boolean;
  /** `(file) => import path of the helper module` for each caller file. */
  helperImport: (file: string) => string;
}

const SCRIPT = /\.(m?[jt]sx?)$/;
const stripExt = (p: string) => p.replace(SCRIPT, '');

/** Does an import source name `file` (`@/lib/api`, `../lib/api`, `./api.ts`, or `../api` for `api/index.js`)? */
function namesFile(source: string, from: string, file: string): boolean {
  const target = stripExt(file);
  // A folder's index module is imported by the folder's name.
  const names = (p: string) => p === target || `${p.replace(/\/$/, '')}/index` === target;
  if (source.startsWith('.')) return names(stripExt(path.posix.normalize(path.posix.join(path.posix.dirname(from), source))));
  const bare = stripExt(source.replace(/^[@~#]\//, ''));
  const folderIndex = target.endsWith(`/${bare.replace(/\/$/, '')}/index`);
  return target.endsWith(`/${bare}`) || folderIndex || path.posix.basename(target) === path.posix.basename(source) && /^[@~#]\//.test(source);
}

/**
 * How a caller's file names the wrapper: a local binding of the function (`fetchProducts`), or a
 * member of a local binding (`api.fetchProducts` through `import * as api`, `productService.getAll`
 * through the object's import).
 */
interface Callee { name: string; member?: string }

/** Is `n` the wrapper as the caller names it (`member` may be a path: `dishes.list`)? */
function isCallee(n: Node, c: Callee): boolean {
  let x = unwrap(n);
  if (!c.member) return x.type === 'Identifier' && x.name === c.name;
  const keys = c.member.split('.');
  for (let i = keys.length - 1; i >= 0; i--) {
    if ((x.type !== 'MemberExpression' && x.type !== 'OptionalMemberExpression') || x.computed || x.property.type !== 'Identifier' || x.property.name !== keys[i]) return false;
    x = unwrap(x.object as Node);
  }
  return x.type === 'Identifier' && x.name === c.name;
}

/** The caller's names for the wrapper `w` declared in `file`, from the caller's imports. */
function calleesIn(ast: Extract<Node, { type: 'File' }>, file: string, w: WrapperRead, tree: StagedTree): Callee[] {
  const out: Callee[] = [];
  const imported = (s: { imported: Node }) => (s.imported.type === 'Identifier' ? s.imported.name : (s.imported as { value: string }).value);
  const holderIsDefault = w.holder === 'default' || (!!w.holder && new RegExp(`export\\s+default\\s+${w.holder}\\b`).test(tree.read(w.file) ?? ''));
  const member = [...(w.through ?? []), w.fn].join('.');
  for (const st of ast.program.body) {
    if (st.type !== 'ImportDeclaration' || !namesFile(st.source.value, file, w.file)) continue;
    for (const sp of st.specifiers) {
      if (sp.type === 'ImportNamespaceSpecifier') { if (!w.holder) out.push({ name: sp.local.name, member: w.fn }); }
      else if (!w.holder && sp.type === 'ImportSpecifier' && imported(sp) === w.fn) out.push({ name: sp.local.name });
      else if (w.holder && sp.type === 'ImportSpecifier' && imported(sp) === w.holder) out.push({ name: sp.local.name, member });
      else if (w.holder && holderIsDefault && sp.type === 'ImportDefaultSpecifier') out.push({ name: sp.local.name, member });
    }
  }
  return out;
}

/** The call of `fn` a queryFn makes: `fn` itself, `() => fn(a)`, `async () => await fn(a)`. */
function callOf(v: Node, local: Callee): Node[] | null {
  const n = unwrap(v);
  if (n.type === 'Identifier' || n.type === 'MemberExpression') return isCallee(n, local) ? [] : null;
  if (n.type !== 'ArrowFunctionExpression' && n.type !== 'FunctionExpression') return null;
  let body: Node = n.body as Node;
  if (body.type === 'BlockStatement') {
    if (body.body.length !== 1 || body.body[0].type !== 'ReturnStatement' || !body.body[0].argument) return null;
    body = body.body[0].argument;
  }
  body = unwrap(body);
  if (body.type === 'AwaitExpression') body = unwrap(body.argument);
  // `id ? fn(id) : Promise.resolve(null)`: a guard the view hook makes itself (no id, no row).
  if (body.type === 'ConditionalExpression') {
    const [call, other] = isEmptyResult(body.alternate) ? [body.consequent, body.alternate] : [body.alternate, body.consequent];
    if (!isEmptyResult(other)) return null;
    body = unwrap(call);
    if (body.type === 'AwaitExpression') body = unwrap(body.argument);
  }
  if (body.type === 'CallExpression' && isCallee(body.callee as Node, local)) return body.arguments as Node[];
  return null;
}

/** `null`, `undefined`, `[]`, `Promise.resolve(null | [] | undefined)`: a result with no row. */
function isEmptyResult(v: Node): boolean {
  const n = unwrap(v);
  if (n.type === 'NullLiteral' || n.type === 'Identifier' && n.name === 'undefined') return true;
  if (n.type === 'ArrayExpression') return n.elements.length === 0;
  if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed) return false;
  const { object, property } = n.callee;
  const isResolve = object.type === 'Identifier' && object.name === 'Promise' && property.type === 'Identifier' && property.name === 'resolve';
  return isResolve && (n.arguments.length === 0 || isEmptyResult(n.arguments[0] as Node));
}

function substitute(code: string, params: string[], args: Node[]): string | null {
  let out = code;
  for (let i = 0; i < params.length; i++) {
    if (!new RegExp(`\\b${params[i]}\\b`).test(out)) continue;
    const a = args[i];
    if (!a) return null;
    const text = print(a);
    out = out.replace(new RegExp(`\\b${params[i]}\\b`, 'g'), /^[\w.$!]+$/.test(text) ? text : `(${text})`);
  }
  return out;
}

/**
 * The call's arguments the view hook reads: those given for a parameter the read's query uses
 * (`getBestSelling(limit, page)` with no paging in the SDK reads `limit` only). A parameter the
 * hook does not take need not be visible where the hook goes (a callback's own `page`).
 */
function argsTheHookReads(w: WrapperRead, args: Node[]): Node[] {
  const codes = Object.values(w.query.args).map((v) => print(v));
  const from = w.query.paramsFrom?.type === 'Identifier' ? w.query.paramsFrom.name : null;
  return args.filter((_, i) => {
    const param = w.params[i];
    // An argument spread past the declared parameters, or a parameter of another form: kept.
    if (!param || !/^[\w$]+$/.test(param)) return true;
    return param === from || codes.some((c) => new RegExp(`\\b${param.replace(/\$/g, '\\$')}\\b`).test(c));
  });
}

/** Rewrite the callers; returns the files changed. */
export function rewriteWrapperCallers(tree: StagedTree, w: WrapperRead): string[] {
  const changed: string[] = [];
  for (const file of tree.list()) {
    if (file === w.file || !SCRIPT.test(file) || file.includes('node_modules/')) continue;
    const text = tree.read(file);
    if (!text || !text.includes(w.fn)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const callees = calleesIn(ast, file, w, tree);
    if (!callees.length) continue;
    const parents = parentMap(ast);
    const fc = new FileContext(file, ast, parents, w.helperImport(file));
    for (const local of callees) {
      for (const [node] of parents) {
        if (!isQueryHook(node)) continue;
        const qf = queryFnOf(node as Extract<Node, { type: 'CallExpression' }>);
        const args = qf ? callOf(qf, local) : null;
        if (!args || !componentOf(node, parents)) continue;
        const argText = hookArgs(w, args);
        if (argText === null) continue;
        fc.replace(node, expr(`${fc.importName(hookOf(w), w.op.from)}(${argText})`, file));
      }
      rewritePlainCalls(fc, w, local);
    }
    if (!fc.changed) continue;
    foldVendorSettings(ast);
    pruneImports(ast, ['useQuery', ...callees.map((c) => c.name)]);
    tree.writeAst(file, ast);
    changed.push(file);
  }
  return changed;
}

/** The view hook a caller gets: the brand's rows where the wrapper read a settings list. */
const hookOf = (w: WrapperRead): string => (w.oneRowList ? `${w.op.hook}Rows` : w.op.hook);

/** The view hook's argument text for a call of the wrapper with `args`, or null when a detail read names no record. */
function hookArgs(w: WrapperRead, args: Node[]): string | null {
  const codes = new Map<string, string>();
  for (const [k, v] of Object.entries(w.query.args)) {
    const code = substitute(print(v), w.params, args);
    if (code !== null) codes.set(k, code);
  }
  const from = w.query.paramsFrom;
  const passed = from?.type === 'Identifier' ? args[w.params.indexOf(from.name)] : undefined;
  if (passed) {
    const extra: HookQuery = { args: {}, unmapped: [] };
    fromObject(passed, extra, new Set<Arg>(w.op.shape === 'one' ? ['id', 'slug'] : ['collection', 'type', 'search', 'limit']));
    for (const [k, v] of Object.entries(extra.args)) if (!codes.has(k)) codes.set(k, print(v));
  }
  const parts = [...codes].map(([k, code]) => (code === k ? k : `${k}: ${code}`));
  if (w.op.shape === 'one' && !parts.length) return null;
  return w.op.shape === 'content' ? `'${w.op.contentKind}'`
    : w.op.positional ? codes.get('slug') ?? codes.get('id') ?? ''
    : w.op.shape === 'none' || !parts.length ? '' : `{ ${parts.join(', ')} }`;
}

/**
 * A wrapper awaited in a component's own code (`const data = await getAllProducts()` in an effect or
 * handler): the view hook goes to the component top and the call awaits its data through
 * `settled()`, the effect listing the hook's data among its dependencies, as a direct read does.
 */
function rewritePlainCalls(fc: FileContext, w: WrapperRead, local: Callee): void {
  for (const [node] of fc.parents) {
    if (node.type !== 'CallExpression' || !isCallee(node.callee as Node, local)) continue;
    // A call inside a `useQuery` was handled with its query (or left when it could not be).
    let inQuery = false;
    for (let p = fc.parents.get(node)?.parent; p && !inQuery; p = fc.parents.get(p)?.parent) inQuery = isQueryHook(p);
    const comp = componentOf(node, fc.parents);
    if (inQuery || !comp || comp.fn.body.type !== 'BlockStatement') continue;
    const args = node.arguments as Node[];
    const argText = hookArgs(w, args);
    if (argText === null) continue;
    const body = comp.fn.body.body as Node[];
    const stmt = statementIn(node, comp.fn.body as Node, fc.parents);
    let index = Math.min(stmt ? body.indexOf(stmt) : 0, firstEarlyReturn(body));
    const read = argsTheHookReads(w, args);
    const scope = visibleAt(read, comp.fn, index, node, fc.parents, fc.ast.program.body as Node[], fc.taken, fc.file);
    if (scope.missing.length) continue;
    index = Math.min(index, earliestIndex([...read, ...scope.hoisted], body));
    const v = fc.hookVar(comp.fn, fc.importName(hookOf(w), w.op.from), argText, w.op.base, index, scope.hoisted);
    // The wrapper handed back the server's body (`{ success, products }`): the callers still unpack it.
    const keys = bodyEnvelopeKeys(node, fc.parents, 'plain', w.entity ?? null);
    const data = `${fc.importName('settled', 'helper')}(${v})`;
    const q = dominantQuote(fc.ast) === 'single' ? "'" : '"';
    // A wrapper that hands back a stream (`collectionData(ref)`, maybe piped into rows): its callers
    // subscribe to the rows it emits.
    const stream = w.envelope && STREAM_ENVELOPES.has(w.envelope) ? `${fc.importName('asObservable', 'helper')}(${data})` : null;
    fc.replace(node, expr(stream ?? (keys ? `${fc.importName('asBody', 'helper')}(${data}, [${keys.map((k) => `${q}${k}${q}`).join(', ')}])` : data), fc.file));
    fc.addDeps(node, comp.fn, v);
  }
}

/** The outcome of one data site, as `convertDataLayer` records it (the fields read here). */
interface WrapperResult {
  site: { file: string; shape?: string; limitation?: string };
  status: string;
  why?: string;
}

/** The limitation of a vendor call in a plain module function (rewrite-read.ts, rewrite-write.ts). */
const OUTSIDE_COMPONENT = /^a (read|write) outside any component or hook/;

/** Does an HTML page load `file` as a script (an entry module)? */
function loadedByHtml(tree: StagedTree, file: string): boolean {
  return tree.list().some((f) => f.endsWith('.html') && (tree.read(f) ?? '').includes(path.posix.basename(file)));
}

/** Does any other script of the tree import `file` (static, re-export, `require()` or dynamic `import()`)? */
function importedAnywhere(tree: StagedTree, file: string, appRoot: string | undefined): boolean {
  const base = path.posix.basename(stripExt(file));
  const exists = (p: string) => tree.exists(p);
  for (const other of tree.list()) {
    if (other === file || !SCRIPT.test(other) || other.includes('node_modules/')) continue;
    const text = tree.read(other);
    if (!text || !text.includes(base)) continue;
    const ast = tree.ast(other);
    // A file that does not parse may import it: keep the wrapper.
    if (!ast) return true;
    const sources = importSites(ast).map((s) => s.source.value);
    if (sources.some((src) => resolveImport(other, src, exists, appRoot) === file || namesFile(src, other, file))) return true;
  }
  return false;
}

/**
 * A generic wrapper module (a `useFetch(key, url, params)` hook, a module of API functions) whose
 * every call was rewritten is imported by nobody any more: it is removed, and its own vendor call
 * is accounted for by the rewritten calls (no limitation is left for it). Returns the files removed.
 * Run once, after every site of the step is rewritten.
 */
export function removeOrphanWrappers(tree: StagedTree, results: WrapperResult[], opts: { appRoot?: string; keep?: (file: string) => boolean } = {}): string[] {
  const candidates = new Set<string>();
  for (const r of results) {
    const wrapperSite = r.status === 'limitation' && /^generic request wrapper /.test(r.site.limitation ?? '');
    const throughCallers = r.status === 'converted' && /^through the callers of /.test(r.why ?? '');
    // A plain module function nothing can call any more (a leftover helper): the module goes if nobody imports it.
    const moduleFn = r.status === 'limitation' && OUTSIDE_COMPONENT.test(r.why ?? '');
    if (wrapperSite || throughCallers || moduleFn) candidates.add(r.site.file);
  }
  const removed: string[] = [];
  for (const file of candidates) {
    if (opts.keep?.(file) || !tree.exists(file)) continue;
    // A call of the wrapper left as a limitation still needs it.
    const name = path.posix.basename(stripExt(file));
    if (results.some((r) => r.status === 'limitation' && r.site.file !== file && (r.site.shape ?? '').startsWith('wrapper:') && tree.read(r.site.file)?.includes(name))) continue;
    if (results.some((r) => r.site.file === file && r.status === 'limitation' && !/^generic request wrapper /.test(r.site.limitation ?? '') && !OUTSIDE_COMPONENT.test(r.why ?? ''))) continue;
    // Still imported for the app's QueryClient it creates: the client moves to a plain module.
    if (importedAnywhere(tree, file, opts.appRoot) && !(splitQueryClient(tree, file, opts.appRoot) && !importedAnywhere(tree, file, opts.appRoot))) continue;
    if (loadedByHtml(tree, file)) continue;
    tree.delete(file);
    removed.push(file);
    for (const r of results) {
      if (r.site.file !== file) continue;
      const unused = r.status === 'limitation' && OUTSIDE_COMPONENT.test(r.why ?? '');
      r.status = unused ? 'dropped' : 'converted';
      r.why = unused ? 'a module nothing imports: removed with its vendor call' : 'the wrapper module is removed: every call of it was rewritten';
    }
  }
  return removed;
}
