import type { Node } from '@babel/types';
import { matchChain, parsePattern, rootTokens, unwrap, type ChainMatch, type ParsedPattern, type ResolvedChain } from '../../rule-kit/pattern.js';
import { objectProp, stringValue } from '../../rule-kit/pattern-values.js';
import type { CallShape, ShapeContext, SiteAction, VendorRule } from '../../rule-kit/vendor-rule.js';
import type { DataSite, SiteKind } from '../types.js';
import type { Site } from '../../load/site.js';
import type { ChainFact, FileFacts } from './file-facts.js';
import { fileScope, type ValueScope } from './value-scope.js';
import { AUTH_WHY, UPLOAD_WHY, entityMeaning, httpMeaning, kindOfAction, readMethod, readUrl } from './meaning.js';

/** A data site plus what the codemods need to rewrite it with the same rule. */
export interface FoundSite extends DataSite {
  operation: string;
  column: number;
  /** The call shape that matched (`rules/vendors/<vendor>.ts`, shape id). */
  shape: string;
  /** Argument roles → metavariables or chain methods, copied from the shape. */
  args?: Record<string, string | string[]>;
  /** The request inside a generic URL wrapper (its calls are sites of their own). */
  wrapper?: string;
  /**
   * The match itself (bound arguments, the call node, the rest of the chain), for the codemods that
   * rewrite this site from the same tree. Not enumerable: it never reaches `analyze --json`.
   */
  readonly match?: ChainMatch;
}

function attachMatch(site: FoundSite, m: ChainMatch): FoundSite {
  Object.defineProperty(site, 'match', { value: m, enumerable: false });
  return site;
}

/** A function of the site that takes a URL and makes the request: each of its calls is a site too. */
export interface UrlWrapper {
  file: string;
  name: string;
  vendor: string;
  urlParam: number;
  methodParam: number | null;
  initParam: number | null;
  method: string;
  /** The wrapper this one hands its URL on to (`useHttp` → `sendHttpRequest`), when it is a wrapper of a wrapper. */
  via?: string;
}

export function initLookup(file: FileFacts, at: number): (name: string) => Node | null {
  const scope = fileScope(file, at);
  return (name) => scope.lookup(name)?.init ?? null;
}

/** The site's modules, for reading constants a file imports (an endpoint map in a module of its own). */
export interface SiteModules { site: Site; files: Map<string, FileFacts> }

function entityFrom(spec: string | undefined, m: ChainMatch, initOf: (name: string) => Node | null): string | null {
  if (!spec) return null;
  if (!spec.startsWith('$')) return spec;
  const b = m.bindings[spec];
  if (typeof b === 'string') return b;
  if (!b || Array.isArray(b)) return null;
  // `supabase.from(TABLE)` with `const TABLE = 'products'`.
  const n = unwrap(b);
  return stringValue(n) ?? (n.type === 'Identifier' ? stringValue(initOf(n.name)) : null);
}

/** Identifiers used inside a node (to see whether a URL is built from a function's parameter). */
function identifiersIn(node: Node | undefined, out = new Set<string>()): Set<string> {
  if (!node) return out;
  node = unwrap(node);
  if (node.type === 'Identifier') out.add(node.name);
  else if (node.type === 'CallExpression') { identifiersIn(node.callee as Node, out); node.arguments.forEach((a) => identifiersIn(a as Node, out)); }
  else if (node.type === 'TemplateLiteral') node.expressions.forEach((e) => identifiersIn(e as Node, out));
  else if (node.type === 'BinaryExpression') { identifiersIn(node.left as Node, out); identifiersIn(node.right, out); }
  else if (node.type === 'MemberExpression') identifiersIn(node.object, out);
  return out;
}

export interface MatchResult { site: FoundSite; wrapper: UrlWrapper | null }

/** One pattern of one call shape, numbered in the rule's order (shape by shape, pattern by pattern). */
interface IndexedPattern { order: number; shape: CallShape; pattern: ParsedPattern }

/**
 * A rule's patterns by root token and first segment name (`@client` + `from`); a pattern whose
 * first segment takes any name sits under `*`. A chain is tried only against the patterns that can
 * start like it, in the rule's own order, instead of against every shape of every rule.
 */
type ShapeIndex = Map<string, IndexedPattern[]>;
const shapeIndexes = new WeakMap<VendorRule, ShapeIndex>();

function shapeIndex(rule: VendorRule): ShapeIndex {
  let index = shapeIndexes.get(rule);
  if (index) return index;
  index = new Map();
  let order = 0;
  for (const shape of rule.calls) {
    for (const p of Array.isArray(shape.pattern) ? shape.pattern : [shape.pattern]) {
      const pattern = parsePattern(p);
      const names = pattern.segs[0]?.names ?? ['*'];
      const entry = { order: order++, shape, pattern };
      for (const name of new Set(names)) {
        const key = `${pattern.root}\0${name}`;
        const list = index.get(key);
        if (list) list.push(entry);
        else index.set(key, [entry]);
      }
    }
  }
  shapeIndexes.set(rule, index);
  return index;
}

const NO_PATTERNS: IndexedPattern[] = [];

/** The patterns of a rule a chain with these root tokens and first segment can match, in rule order. */
function candidates(index: ShapeIndex, tokens: string[], first: string): IndexedPattern[] {
  let out: IndexedPattern[] | null = null;
  for (const t of tokens) {
    for (const key of [`${t}\0${first}`, `${t}\0*`]) {
      const list = index.get(key);
      if (!list) continue;
      out = out ? [...out, ...list] : list;
    }
  }
  if (!out) return NO_PATTERNS;
  // Lists from several keys are merged back into the rule's order (and a pattern listed twice, once).
  return out === index.get(`${tokens[0]}\0${first}`) || out === index.get(`${tokens[0]}\0*`) ? out : [...new Set(out)].sort((a, b) => a.order - b.order);
}

/**
 * Does some rule have a pattern that starts like this chain (root token and first segment)? When
 * none does, `matchOne` can only answer null, whatever the arguments.
 */
export function anyPatternStartsLike(chain: ResolvedChain, rules: VendorRule[]): boolean {
  const first = chain.segments[0]?.name;
  if (first === undefined) return false;
  for (const rule of rules) {
    const tokens = rootTokens(chain.root, rule.id, rule.modules);
    if (!tokens.length) continue;
    const starts = firstNames(rule);
    for (const t of tokens) {
      const names = starts.get(t);
      if (names === null || names?.has(first)) return true;
    }
  }
  return false;
}

/** A rule's root tokens → the first segment names its patterns take (null: any name), as `candidates` keys them. */
const firstNamesByRule = new WeakMap<VendorRule, Map<string, Set<string> | null>>();

function firstNames(rule: VendorRule): Map<string, Set<string> | null> {
  let out = firstNamesByRule.get(rule);
  if (out) return out;
  out = new Map();
  for (const key of shapeIndex(rule).keys()) {
    const [token, name] = key.split('\0');
    if (name === '*') out.set(token, null);
    else if (out.get(token) !== null) out.set(token, (out.get(token) ?? new Set()).add(name));
  }
  firstNamesByRule.set(rule, out);
  return out;
}

/** Try every rule's shapes on one resolved chain; the first matching shape wins. */
export function matchOne(fact: ChainFact, chain: ResolvedChain, file: FileFacts, rules: VendorRule[], siteFacts: ReadonlySet<string>, modules?: SiteModules): MatchResult | null | 'ignored' {
  // Every pattern ends with a call, so a chain with no segment matches none.
  const first = chain.segments[0]?.name;
  if (first === undefined) return null;
  let ctx: ShapeContext | null = null;
  let scope: ReturnType<typeof fileScope> | null = null;
  for (const rule of rules) {
    const tokens = rootTokens(chain.root, rule.id, rule.modules);
    if (!tokens.length) continue;
    for (const { shape, pattern } of candidates(shapeIndex(rule), tokens, first)) {
      const m = matchChain(pattern, chain, tokens);
      if (!m) continue;
      if (shape.ignore) return 'ignored';
      const at = fact.node.start ?? 0;
      ctx ??= { file: file.path, initOf: initLookup(file, at), siteFacts };
      scope ??= fileScope(file, at, modules?.site, modules?.files);
      const r = build(rule, shape, m, fact, file, ctx, scope);
      if (r) return r;
    }
  }
  return null;
}

/** Variable names by the chain node that initialises them (`let q = client.from(t).select()` → q), per file. */
const builderNames = new WeakMap<FileFacts, Map<Node, string>>();

/**
 * A query built step by step (`let q = client.from(t).select(); q = q.eq('id', id); await q.maybeSingle()`):
 * the steps taken later on the variable, in the same function, say what the read asks for too (one
 * row, not a list). Only the shape's refinement sees them; the match the codemods rewrite stays the call's own.
 */
function laterSteps(fact: ChainFact, file: FileFacts): ChainMatch['rest'] {
  let names = builderNames.get(file);
  if (!names) {
    names = new Map();
    for (const [name, ds] of file.decls) for (const d of ds) if (d.kind === 'var' && d.init && !d.member) names.set(unwrap(d.init), name);
    builderNames.set(file, names);
  }
  const name = names.get(fact.node);
  if (!name) return [];
  const end = fact.node.end ?? 0;
  return file.chains.filter((c) => c.fn === fact.fn && c.chain.rootName === name && (c.node.start ?? 0) >= end).flatMap((c) => c.chain.segments);
}

function build(rule: VendorRule, shape: CallShape, m: ChainMatch, fact: ChainFact, file: FileFacts, ctx: ShapeContext, scope: ValueScope): MatchResult | null {
  const later = shape.refine ? laterSteps(fact, file) : [];
  const refinedOrNull = shape.refine ? shape.refine(later.length ? { ...m, rest: [...m.rest, ...later] } : m, ctx) : {};
  if (refinedOrNull === null) return null;
  const refined = { ...refinedOrNull };
  let kind: SiteKind | undefined = refined.kind ?? shape.kind;
  let action: SiteAction | undefined = refined.action ?? shape.action;
  let entity = refined.entity !== undefined ? refined.entity : entityFrom(shape.entity, m, ctx.initOf);
  let operation = refined.operation ?? shape.id.replace(/\$[A-Z_][A-Z0-9_]*/g, (v) => (typeof m.bindings[v] === 'string' ? (m.bindings[v] as string) : v));
  let host: string | null = null;
  let wrapper: UrlWrapper | null = null;
  if (shape.http || refined.url) {
    const urlNode = refined.url ?? (m.bindings[shape.http!.url] as Node | undefined);
    // A verb that cannot be read, on a request that sends a body, is not a GET.
    const method = refined.method ?? readMethod(shape.http?.method, m.bindings, ctx.initOf, scope) ?? (sendsBody(shape, m, ctx.initOf) ? 'POST' : null);
    const read = readUrl(urlNode, scope);
    // A URL made only of parameters (`${BASE}${path}`) names nothing.
    const url = read && /[A-Za-z]/.test(read.path.replace(/:param/g, '')) ? read : null;
    wrapper = wrapperOf(rule, shape, m, fact, file, urlNode);
    if (!url) {
      // A URL we cannot read: a generic wrapper reports at its own calls; otherwise an unknown endpoint.
      const verb = wrapper?.methodParam !== null && wrapper ? '?' : method ?? 'GET';
      operation = wrapper ? `${verb} (url from ${wrapper.name === '(anonymous)' ? 'caller' : `${wrapper.name}() callers`})` : `${method ?? 'GET'} ?`;
      // A verb we cannot read, on a request that sends a body, is a write (`apiRequest(method, url, data)`).
      action ??= (method && method !== 'GET') || (!method && sendsBody(shape, m, ctx.initOf)) ? 'create' : 'list';
      entity = null;
      refined.sdk ??= 'none';
      refined.limitation ??= wrapper
        ? `generic request wrapper ${wrapper.name}: each of its calls is listed as a site`
        : 'the URL is built at run time and could not be read: map this call by hand';
    } else {
      const h = httpMeaning(method ?? 'GET', url);
      operation = refined.operation ?? (url.host ? `${h.method} ${url.host}${url.path}` : h.operation);
      action = refined.action ?? h.action;
      entity = refined.entity !== undefined ? refined.entity : h.entity;
      host = url.host && !/^(localhost|127\.)/.test(url.host) ? url.host : null;
      if (h.auth) { kind = 'auth'; refined.sdk ??= 'none'; refined.limitation ??= AUTH_WHY; }
      if (h.fn) kind = 'function';
      if (h.upload && !h.auth) { kind = 'upload'; refined.sdk ??= 'none'; refined.limitation ??= UPLOAD_WHY; }
      if (h.integration && !h.auth && !h.upload) { kind = 'integration'; refined.sdk ??= 'none'; refined.limitation ??= host ? `${h.integration} (${host})` : h.integration; }
    }
  }
  const meaning = entityMeaning(entity, action ?? 'list', { host, kind, viaUrl: !!(shape.http || refined.url) });
  kind = kind === 'function' && meaning.kind === 'integration' ? meaning.kind : kind ?? meaning.kind;
  // Auth calls name no entity (the platform owns identity); a third-party endpoint names no store entity.
  // An upload's bucket or path is storage, not a store entity (its class still gave the surface).
  entity = kind === 'auth' || kind === 'upload' ? null : meaning.entity;
  const sdk = refined.sdk ?? shape.sdk;
  const root = m.chain.rootNode.loc?.start;
  const site: FoundSite = {
    file: file.path,
    line: root?.line ?? fact.node.loc?.start.line ?? 1,
    column: (root?.column ?? 0) + 1,
    vendor: rule.id,
    kind,
    entity,
    operation,
    surface: meaning.surface,
    sdkEquivalent: sdk ?? meaning.sdkEquivalent,
    shape: shape.id,
  };
  const limitation = sdk ? refined.limitation ?? shape.limitation : meaning.limitation;
  if (site.sdkEquivalent === 'none') site.limitation = limitation ?? 'no SDK equivalent';
  // A call the rule maps to an SDK operation it cannot be rewritten to (a payment form → useCheckout) keeps the rule's reason.
  else if (sdk && shape.limitation) site.limitation = shape.limitation;
  if (shape.args) site.args = shape.args;
  if (wrapper && /\(url from /.test(operation)) site.wrapper = wrapper.name;
  return { site: attachMatch(site, m), wrapper };
}

/** Does the request send a body (`init.body`, or a data argument bound by the shape)? */
function sendsBody(shape: CallShape, m: ChainMatch, initOf: (name: string) => Node | null): boolean {
  const spec = shape.http?.method;
  if (!spec?.startsWith('init:')) return false;
  let init = m.bindings[spec.slice(5)];
  if (!init || typeof init === 'string' || Array.isArray(init)) return false;
  if (init.type === 'Identifier') init = initOf(init.name) ?? init;
  return objectProp(init, 'body') !== null;
}

/** Is the request's URL a parameter of a named function around it (a generic wrapper)? */
function wrapperOf(rule: VendorRule, shape: CallShape, m: ChainMatch, fact: ChainFact, file: FileFacts, urlNode: Node | undefined): UrlWrapper | null {
  if (!urlNode || !shape.http) return null;
  const ids = identifiersIn(urlNode);
  for (let fn = fact.fn; fn; fn = fn.parent) {
    const idx = fn.params.findIndex((p) => ids.has(p));
    if (idx < 0) continue;
    // An anonymous function (a default queryFn) still takes its URL from its caller.
    if (!fn.name) return { file: file.path, name: '(anonymous)', vendor: rule.id, urlParam: idx, methodParam: null, initParam: null, method: 'GET' };
    const spec = shape.http.method;
    let methodParam: number | null = null;
    let initParam: number | null = null;
    if (spec?.startsWith('$') || spec?.startsWith('init:')) {
      const b = m.bindings[spec.startsWith('init:') ? spec.slice(5) : spec];
      if (b && typeof b !== 'string' && !Array.isArray(b) && b.type === 'Identifier') {
        const j = fn.params.indexOf(b.name);
        if (j >= 0) { if (spec.startsWith('init:')) initParam = j; else methodParam = j; }
      }
      // `fetch(url, { method })` with `method` a parameter of the wrapper.
      const verb = spec.startsWith('init:') && b && typeof b !== 'string' && !Array.isArray(b) ? objectProp(b, 'method') : null;
      if (verb?.type === 'Identifier' && fn.params.includes(verb.name)) methodParam = fn.params.indexOf(verb.name);
    }
    const method = readMethod(spec, m.bindings, () => null) ?? 'GET';
    return { file: file.path, name: fn.name, vendor: rule.id, urlParam: idx, methodParam, initParam, method };
  }
  return null;
}

/** A call of a URL wrapper (`useFetch('products', '/Products', params)`) as a site of the wrapped vendor. */
export function wrapperCallSite(w: UrlWrapper, fact: ChainFact, chain: ResolvedChain, file: FileFacts, modules?: SiteModules): FoundSite | null {
  const call = chain.segments[0]?.call;
  if (!call || chain.segments.length < 1) return null;
  const initOf = initLookup(file, fact.node.start ?? 0);
  const url = readUrl(call.args[w.urlParam], fileScope(file, fact.node.start ?? 0, modules?.site, modules?.files));
  if (!url) return null;
  let method = w.method;
  if (w.methodParam !== null) method = stringValue(call.args[w.methodParam])?.toUpperCase() ?? method;
  if (w.initParam !== null) method = readMethod('init:$I', { $I: call.args[w.initParam] }, initOf) ?? method;
  if (!/[A-Za-z]/.test(url.path.replace(/:param/g, ''))) return null;
  const h = httpMeaning(method, url);
  const host = url.host && !/^(localhost|127\.)/.test(url.host) ? url.host : null;
  const meaning = entityMeaning(h.entity, h.action, { host, viaUrl: true });
  const root = chain.rootNode.loc?.start;
  const site: FoundSite = {
    file: file.path, line: root?.line ?? 1, column: (root?.column ?? 0) + 1, vendor: w.vendor, kind: h.auth ? 'auth' : kindOfAction(h.action),
    entity: h.auth ? null : meaning.entity, operation: url.host ? `${h.method} ${url.host}${url.path}` : h.operation, surface: meaning.surface, sdkEquivalent: h.auth ? 'none' : meaning.sdkEquivalent, shape: `wrapper:${w.name}`,
  };
  const why = h.auth ? AUTH_WHY : meaning.limitation;
  if (why && site.sdkEquivalent === 'none') site.limitation = why;
  // An upload or an LLM/messaging endpoint reached through the site's own request wrapper.
  const special = h.auth ? null : h.upload ? { kind: 'upload' as const, why: UPLOAD_WHY } : h.integration ? { kind: 'integration' as const, why: h.integration } : null;
  if (special) Object.assign(site, { kind: special.kind, entity: null, sdkEquivalent: 'none', limitation: special.why });
  return site;
}

/** A vendor component rendered in JSX (`<PayPalButtons>` from `@paypal/react-paypal-js`). */
export function matchElement(chain: ResolvedChain, file: FileFacts, rules: VendorRule[]): FoundSite | null {
  for (const rule of rules) {
    for (const shape of rule.jsx ?? []) {
      const [root, ...names] = shape.element.split('.');
      if (!rootTokens(chain.root, rule.id, rule.modules).includes(root)) continue;
      if (chain.segments.length !== names.length || chain.segments.some((s, i) => s.name !== names[i])) continue;
      const meaning = entityMeaning(shape.entity ?? null, 'create', { kind: shape.kind });
      const at = chain.rootNode.loc?.start;
      const site: FoundSite = {
        file: file.path, line: at?.line ?? 1, column: (at?.column ?? 0) + 1, vendor: rule.id, kind: shape.kind, entity: shape.entity ?? null,
        operation: `<${names.join('.')}>`, surface: meaning.surface, sdkEquivalent: shape.sdk, shape: shape.id,
      };
      if (shape.sdk === 'none') site.limitation = shape.limitation ?? meaning.limitation ?? 'no SDK equivalent';
      return site;
    }
  }
  return null;
}
