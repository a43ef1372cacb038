import type { File, Node, Statement } from '@babel/types';
import * as recast from 'recast';
import type { DataSite } from '../../analyze/types.js';
import { inertValuesFor, type InertValues } from '../../../rules/data-layer/inert-values.js';
import { isCalledValue } from './inert-shape.js';
import { ENVELOPE_HELPER, RECIPES, type CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { constDecl, expr, replaceIn } from './build.js';
import { boundNames, ensureImport, freshName } from './imports.js';
import { enclosingFunctions, hookName, isQueryHook, type FunctionNode, type ParentMap } from './locate.js';
import type { StoreFeed } from './store-feed.js';
import type { WrapperRead } from './wrapper-callers.js';
import { bodyEnvelopeKeys } from './source-shapes.js';
import { queryTypeIsOneRecord } from './query-type.js';

/**
 * What happened to one data site (every site of the analysis ends in one of these).
 * `handed-off`: an auth call in a kept file, left for the drop-pages step to remove.
 */
export type SiteStatus = 'converted' | 'static' | 'dropped' | 'handed-off' | 'limitation';
export interface SiteResult {
  site: DataSite;
  status: SiteStatus;
  /** Why, for a limitation (or the unmapped parts of a converted read). */
  why?: string;
  /** Hook arguments the SDK has no room for (a converted site can still carry a limitation). */
  unmapped?: string[];
  question?: string;
}

/** The per-file working state of the data-layer step. */
export class FileContext {
  readonly taken: Set<string>;
  /** Root identifiers of rewritten sites: their imports are dropped when nothing uses them. */
  readonly roots = new Set<string>();
  private readonly hookVars = new Map<string, string>();
  changed = false;
  /** The source's own records for a surface kept static (`products`...), imported from the static module; null when none. */
  staticData?: (kind: string, entity?: string) => string | null;
  /** Rewrites the callers of a plain module function holding a read; returns how many files changed. */
  onWrapperRead?: (w: Omit<WrapperRead, 'helperImport'>) => number;
  /** A list read in a state store's action, fed from the SDK in the theme root instead (store-feed.ts). */
  onStoreFeed?: (feed: StoreFeed) => void;
  /** The site's own function a name of this file stands for (declared here or imported), as the tree holds it. */
  definitionOf?: (name: string) => Node | null;

  constructor(readonly file: string, readonly ast: File, readonly parents: ParentMap, readonly helperImport: string, readonly staticImport = '') {
    this.taken = boundNames(ast);
  }

  /** The local name of a helper-module or SDK export, imported once (merged). */
  importName(name: string, from: 'helper' | 'sdk' | 'static'): string {
    const source = from === 'helper' ? this.helperImport : from === 'static' ? this.staticImport : SDK_THEME_IMPORT;
    return ensureImport(this.ast, source, name, this.taken, from === 'static' ? `static${name[0].toUpperCase()}${name.slice(1)}` : undefined);
  }

  /**
   * `const <base> = <hook>(<args>)` in a component body, once per hook and arguments, inserted at
   * `index` (before the statement that uses it). Returns the variable name.
   */
  hookVar(fn: FunctionNode, hook: string, argsCode: string, base: string, index: number, before: Statement[] = []): string {
    const key = `${fn.start ?? 0}:${hook}:${argsCode}`;
    const known = this.hookVars.get(key);
    if (known) return known;
    const name = freshName(base, this.taken);
    const decl = constDecl(name, `${hook}(${argsCode})`, this.file);
    const body = (fn.body as Extract<Node, { type: 'BlockStatement' }>).body;
    body.splice(index, 0, ...before, decl);
    this.hookVars.set(key, name);
    this.changed = true;
    return name;
  }

  /** Put `next` where `node` is (its parent slot, from the parent map). */
  replace(node: Node, next: Node): void {
    const p = this.parents.get(node);
    if (!p?.parent || !p.key) throw new Error(`internal: no parent for a node in ${this.file}`);
    replaceIn(p.parent, p.key, p.index, next);
    this.parents.set(next, p);
    this.changed = true;
  }

  /** One `@platform-convert-limitation` comment on the statement around `node` (never twice). */
  markLimitation(node: Node, id: string, text: string): void {
    let cur: Node | null = node;
    while (cur) {
      const p = this.parents.get(cur);
      if (!p?.parent) return;
      if (p.key === 'body' && p.index !== null) break;
      cur = p.parent;
    }
    if (!cur) return;
    const value = ` @platform-convert-limitation data-layer/${id}: ${text.replace(/\s+/g, ' ')}`;
    const c = cur as Node & { comments?: { type: string; value: string; leading: boolean; trailing: boolean }[] };
    const existing = [...(c.comments ?? []), ...((c as { leadingComments?: { value: string }[] }).leadingComments ?? [])];
    if (existing.some((x) => x.value.includes(`data-layer/${id}:`))) return;
    c.comments = [...(c.comments ?? []), { type: 'CommentLine', value, leading: true, trailing: false }];
    this.changed = true;
  }

  /** Replace a vendor expression by a value with no network call, in the envelope its caller unpacks. */
  makeInert(site: DataSite, node: Node, call: CallView, listValue?: string): boolean {
    const recipe = RECIPES[site.vendor];
    if (isQueryHook(node)) {
      // A read typed as one record holds the first seed record (spec §1 rule 8), else none: never
      // a list, which the page would take for a loaded record and read fields off.
      const one = site.sdkEquivalent === 'useProduct' || queryTypeIsOneRecord(node, this.ast);
      const value = one ? (listValue && site.sdkEquivalent !== 'useProduct' ? `${listValue}[0] ?? null` : 'null') : listValue ?? '[]';
      this.replace(node, expr(`{ data: ${value}, isLoading: false, error: null, refetch: () => {} }`, this.file));
      return true;
    }
    const inert = inertValuesFor(site.vendor);
    const loader = inert.clientLoader(call);
    if (loader) {
      this.replace(node, expr(loader, this.file));
      return true;
    }
    if (!recipe) return false;
    const aggregate = site.kind === 'read' ? inert.aggregate(call, listValue ? `${listValue}.length` : '0') : null;
    if (aggregate) {
      this.replace(node, expr(`Promise.resolve(${aggregate})`, this.file));
      return true;
    }
    const op = site.operation ?? '';
    // A method that subscribes (`onSnapshot`, `channel().subscribe`); a URL ending in `/subscribe` (a newsletter POST) is no subscription.
    const method = /^[\w.$()]+$/.test(op) ? op : '';
    if (site.kind === 'realtime' || /subscribe|onSnapshot|onAuthStateChange|channel/i.test(method)) {
      this.replace(node, expr(inert.subscription, this.file));
      return true;
    }
    const env = recipe.envelope(call);
    // A one-row read (`.single()`) gives the first of the static records it is given (the custom
    // entity's content), else no row: never a list the page would read fields from.
    const one = site.sdkEquivalent === 'useProduct' || env === 'doc-snapshot' || recipe.many?.(call) === false;
    const value = site.kind === 'auth' ? authValue(inert.auth, op, env)
      : site.kind === 'read' ? (one ? (listValue && site.sdkEquivalent !== 'useProduct' ? `${listValue}[0] ?? null` : 'null') : listValue ?? '[]') : '{}';
    const helper = ENVELOPE_HELPER[env];
    // A callable (`httpsCallable(...)` then `fn(args)`) becomes a function resolving to its result shape.
    // Static records handed back in the body envelope the source unpacks (`res.data.data.sections`).
    const kind = helper === 'asResponse' ? 'response' : helper === 'asAxios' ? 'axios' : null;
    const keys = listValue && kind && site.kind === 'read' ? bodyEnvelopeKeys(node, this.parents, kind, site.entity) : null;
    const keyArg = keys ? `, [${keys.map((k) => JSON.stringify(k)).join(', ')}]` : '';
    const code = isCalledValue(node, this.parents) ? `() => Promise.resolve(${inert.callResult})`
      : helper ? `${this.importName(helper, 'helper')}(${value}${keyArg})` : `Promise.resolve(${value})`;
    this.replace(node, expr(code, this.file));
    return true;
  }

  /** Add `v.data, v.error` to the dependency lists of the effects and callbacks that run `node`. */
  addDeps(node: Node, comp: FunctionNode, varName: string): void {
    const deps = [`${varName}.data`, `${varName}.error`];
    const fns = enclosingFunctions(node, this.parents);
    const names: string[] = [];
    for (const fn of fns) {
      if (fn === comp) break;
      const p = this.parents.get(fn);
      if (p?.parent && p.parent.type === 'CallExpression' && p.key === 'arguments' && p.index === 0 && isEffectLike(p.parent)) appendDeps(p.parent, deps);
      if (p?.parent?.type === 'VariableDeclarator' && p.parent.id.type === 'Identifier') names.push(p.parent.id.name);
      if (fn.type === 'FunctionDeclaration' && fn.id) names.push(fn.id.name);
    }
    if (!names.length) return;
    // Effects of the component that call a loader function holding the read.
    const body = (comp.body as Extract<Node, { type: 'BlockStatement' }>).body;
    for (const s of body) {
      const call = s.type === 'ExpressionStatement' ? s.expression : null;
      if (!call || call.type !== 'CallExpression' || !isEffectLike(call)) continue;
      const src = recast.print(call.arguments[0] as never).code;
      if (names.some((n) => new RegExp(`\\b${n}\\b`).test(src))) appendDeps(call, deps);
    }
  }
}

const EFFECTS = new Set(['useEffect', 'useLayoutEffect', 'useCallback', 'useMemo']);
function isEffectLike(call: Extract<Node, { type: 'CallExpression' }>): boolean {
  return EFFECTS.has(hookName(call));
}

function appendDeps(call: Extract<Node, { type: 'CallExpression' }>, deps: string[]): void {
  const list = call.arguments[1];
  if (!list || list.type !== 'ArrayExpression') return;
  const have = new Set(list.elements.map((e) => (e ? recast.print(e as never).code : '')));
  for (const d of deps) if (!have.has(d)) list.elements.push(expr(d) as never);
}

/**
 * What an auth call gives back once the platform owns identity: a visitor is a guest who passes
 * the storefront's own gates (add to cart, checkout); sign-in and sign-out do nothing.
 */
function authValue(vendorValue: InertValues['auth'], op: string, env: string): string {
  if (/isAuthenticated/i.test(op)) return 'true';
  const reads = /(^|\.)(me|getUser|getSession|currentUser|user)$/i.test(op) || /GET /.test(op);
  if (vendorValue) return reads ? vendorValue.reads : vendorValue.other;
  if (env === 'response' || env === 'axios') return '{}';
  return reads ? '{}' : 'null';
}
