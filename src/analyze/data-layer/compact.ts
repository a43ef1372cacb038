import type { Node } from '@babel/types';
import { VISITOR_KEYS } from '../../infra/visitor-keys.js';
import type { Site } from '../../load/site.js';
import { flattenChain, parsePattern, unwrap } from '../../rule-kit/pattern.js';
import { isServerPath } from '../facts/server-paths.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { FileFacts } from './file-facts.js';
import { ownKeys, ownString } from '../../infra/own-string.js';
import { leanCopy, leanCopyWithoutBodies } from './lean.js';

/** Server functions and server folders of the site itself (Deno edge functions, Express apps). */
/** Tests, stories and mocks call vendors too, but they are not the site. */
const NOT_SITE_CODE = [/\.(test|spec|stories)\.(t|j)sx?$/, /(^|\/)(__tests__|__mocks__)\//];

/** Code that runs in the browser as part of the site (its calls can be data sites). */
export function isClientCode(path: string): boolean {
  return !isServerPath(path) && !NOT_SITE_CODE.some((re) => re.test(path));
}

/** Server frameworks: a file that loads one is the site's own server (an Express app), not browser code. */
const SERVER_FRAMEWORKS = new Set(['express', 'fastify', 'koa', '@hapi/hapi', 'restify', '@nestjs/core']);

/** Does the file import or `require()` a server framework? */
function loadsServerFramework(facts: FileFacts): boolean {
  for (const imp of facts.imports.values()) if (SERVER_FRAMEWORKS.has(imp.source)) return true;
  for (const c of facts.chains) {
    if (c.chain.rootName !== 'require' || !c.chain.rootCall || facts.decls.has('require')) continue;
    const arg = c.chain.rootCall.args[0];
    if (arg?.type === 'StringLiteral' && SERVER_FRAMEWORKS.has(arg.value)) return true;
  }
  return false;
}

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** Is an import specifier the site's own code (relative, rooted, aliased), even when it does not resolve? */
export function isSiteSpecifier(site: Site, spec: string): boolean {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('~/')) return true;
  for (const key of site.aliases.keys()) if (spec === key || spec.startsWith(key + '/')) return true;
  return spec.startsWith('@/');
}

/** What the rules can match at all: packages they name, and the first names of their `@global` patterns. */
export interface RuleReach {
  modules: Set<string>;
  globals: Set<string> | null;
  /** The rules' client names (`supabase`): a value we cannot follow, named like one, is that client. */
  clientNames: RegExp[];
}

export function ruleReach(rules: VendorRule[]): RuleReach {
  const modules = new Set<string>();
  let globals: Set<string> | null = new Set();
  const clientNames: RegExp[] = [];
  for (const r of rules) {
    clientNames.push(...(r.client?.names ?? []));
    for (const mods of Object.values(r.modules ?? {})) for (const m of mods) modules.add(m);
    const patterns = [...r.calls.flatMap((c) => (Array.isArray(c.pattern) ? c.pattern : [c.pattern])), ...(r.client?.factories ?? [])];
    for (const p of patterns) {
      const parsed = parsePattern(p);
      if (parsed.root !== '@global' || !globals) continue;
      const names = parsed.segs[0]?.names;
      if (!names) globals = null; // `@global.$X(...)`: any global may match.
      else for (const n of names) globals.add(n);
    }
    for (const j of r.jsx ?? []) if (j.element.startsWith('@global')) globals = null;
  }
  return { modules, globals, clientNames };
}

/** Initialisers a client binding may start from before the client is made (as `RootResolver`). */
const LATE_BOUND = new Set(['CallExpression', 'NullLiteral', 'Identifier', 'TSAsExpression', 'TSNonNullExpression']);
/** `RootResolver`'s depth limit: past it, keep (an over-approximation only keeps more). */
const MAX_DEPTH = 12;

interface MayContext { facts: FileFacts; site: Site; reach: RuleReach; bySource: Map<string, boolean> }

/**
 * Could a chain rooted at `name` (at offset `at`) resolve to anything a rule matches? Mirrors
 * `RootResolver.resolveName` on what one file can tell: a package import the rules never name, a
 * parameter, an uninitialised variable, a global no pattern starts with, or a variable whose
 * initialiser can only end in one of those (`const navigate = useNavigate()` from a router package)
 * can never become a site (nor a call of a site function), so such chains are dropped right after
 * the walk. Site imports may always matter (what they are is known only in `finish`).
 */
function mayMatter(cx: MayContext, name: string, at: number, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  const { facts } = cx;
  const imp = facts.imports.get(name);
  if (imp) {
    let keep = cx.bySource.get(imp.source);
    if (keep === undefined) {
      keep = importMayMatter(cx.site, facts.path, imp.source, cx.reach);
      cx.bySource.set(imp.source, keep);
    }
    return keep;
  }
  const decls = facts.decls.get(name);
  // `this.x` declared nowhere here may be declared by a superclass in another site module.
  if (name.startsWith('this.') && !decls?.length) return !!facts.superclasses?.length;
  if (decls?.length) {
    let d = decls[0];
    for (const x of decls) if (x.start <= at) d = x;
    if (d.kind === 'function' || d.kind === 'class') return true;
    if (d.kind === 'param' || d.init === null) return false;
    const init = d.init;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return true;
    if (mayEval(cx, init, d.start, depth + 1)) return true;
    // What the resolver falls back to when the value cannot be followed: a name like a vendor client.
    return (!!d.member || LATE_BOUND.has(unwrap(init).type)) && cx.reach.clientNames.some((re) => re.test(name));
  }
  return !cx.reach.globals || cx.reach.globals.has(name) || GLOBAL_OBJECTS.has(name);
}

/** Could `RootResolver.evalExpr` give this initialiser a root at all? */
function mayEval(cx: MayContext, node: Node, at: number, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  let n = unwrap(node);
  if (n.type === 'AwaitExpression' && n.argument) n = unwrap(n.argument);
  switch (n.type) {
    case 'Identifier':
      return mayMatter(cx, n.name, at, depth + 1);
    case 'MemberExpression': {
      const raw = flattenChain(n);
      return !!raw && !raw.rootCall && !raw.segments.some((s) => s.call) && mayMatter(cx, raw.rootName, at, depth + 1);
    }
    case 'CallExpression':
    case 'NewExpression': {
      // A client factory call: its chain must resolve first.
      const raw = flattenChain(n);
      return !!raw && mayMatter(cx, raw.rootName, at, depth + 1);
    }
    case 'ConditionalExpression':
      return mayEval(cx, n.consequent, at, depth + 1) || mayEval(cx, n.alternate, at, depth + 1);
    case 'LogicalExpression':
      return mayEval(cx, n.right, at, depth + 1) || mayEval(cx, n.left, at, depth + 1);
    default:
      return false;
  }
}

/** Can a chain rooted at an import of `source` (written in `file`) ever match? Site imports always can. */
export function importMayMatter(site: Site, file: string, source: string, reach: RuleReach): boolean {
  return reach.modules.has(source) || isSiteSpecifier(site, source) || site.resolve(file, source) !== null;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod']);
const CLASS_TYPES = new Set(['ClassDeclaration', 'ClassExpression']);

/**
 * A JSX element's place, standing in for both its opening element (`start`) and its root name
 * (`loc.start`, the line and column a site reports): one object instead of two lean copies with
 * their `loc` objects. `loc` is made when read (a few elements become sites).
 */
class ElementPlace {
  constructor(readonly type: string, readonly start: number, private readonly line: number, private readonly column: number) {}
  get loc(): Node['loc'] {
    return { start: { line: this.line, column: this.column } } as Node['loc'];
  }
}
const elementPlace = (root: Node, start: number): Node =>
  new ElementPlace(root.type, start, root.loc?.start.line ?? 1, root.loc?.start.column ?? 0) as unknown as Node;
/** Shared by every element without segments (`<Button>`): nothing writes to a kept element's segments. */
const NO_SEGMENTS: never[] = [];

/**
 * Summarize a file's facts once its walk is over. Chains that can never match are dropped in every
 * mode. In analyze mode nothing may keep the file's tree alive: initialisers and default exports
 * lose their function bodies, JSX elements keep their place only. Edit mode keeps the real nodes
 * (the trees are kept anyway, and the codemods rewrite the matched nodes).
 */
export function compactFacts(facts: FileFacts, site: Site, reach: RuleReach, prune?: (facts: FileFacts) => void): void {
  const cx: MayContext = { facts, site, reach, bySource: new Map() };
  if (loadsServerFramework(facts)) facts.server = true;
  facts.chains = isClientCode(facts.path) && !facts.server ? facts.chains.filter((c) => mayMatter(cx, c.chain.rootName, c.node.start ?? 0)) : [];
  facts.elements = facts.elements.filter((e) => mayMatter(cx, e.chain.rootName, e.node.start ?? 0));
  if (site.mode === 'edit') return;
  // Chains that cross-file facts already show to give nothing (early-prune.ts) are not copied.
  prune?.(facts);
  // Drop what no lookup can reach before cutting bodies: no work is spent on the dropped ones.
  dropUnreachableDecls(facts);
  leanFacts(facts);
}

/**
 * Analyze mode: what is kept becomes lean copies (lean.ts) holding no part of the file's tree, nor
 * its text (names and sources are copied out of it). Chains are copied whole (rules read their
 * arguments, callbacks included) and flattened again from the copy; initialisers and default
 * exports lose their function bodies in the same pass.
 */
function leanFacts(facts: FileFacts): void {
  for (const e of facts.elements) {
    // `finish` reads an element's start and its root's line and column: one small object for both.
    const place = elementPlace(e.chain.rootNode, e.node.start ?? 0);
    e.node = place;
    e.chain.rootNode = place;
    e.chain.rootName = ownString(e.chain.rootName);
    if (e.chain.segments.length) for (const seg of e.chain.segments) seg.name = ownString(seg.name);
    else e.chain.segments = NO_SEGMENTS;
  }
  for (const c of facts.chains) {
    const node = leanCopy(c.node, new Set([c.node, c.chain.rootNode]));
    c.node = node;
    c.chain = flattenChain(node)!;
  }
  for (const decls of facts.decls.values()) {
    for (const d of decls) {
      if (d.init) d.init = d.kind === 'var' ? leanCopyWithoutBodies(d.init) : null;
      if (d.member !== undefined) d.member = ownString(d.member);
    }
  }
  facts.decls = ownKeys(facts.decls);
  for (const imp of facts.imports.values()) {
    imp.source = ownString(imp.source);
    imp.imported = ownString(imp.imported);
  }
  facts.imports = ownKeys(facts.imports);
  for (const e of facts.exports.values()) {
    if (e.node) e.node = leanCopyWithoutBodies(e.node);
    if (e.local !== undefined) e.local = ownString(e.local);
    if (e.source !== undefined) e.source = ownString(e.source);
    if (e.imported !== undefined) e.imported = ownString(e.imported);
  }
  facts.exports = ownKeys(facts.exports);
  facts.starExports = facts.starExports.map(ownString);
}

/**
 * Every identifier name under `node` (bodies included: an over-approximation only keeps more).
 * With `cut`, the names `leanCopyWithoutBodies(node)` would still hold: a function or class keeps
 * only its method key.
 */
function addNames(node: Node, out: Set<string>, todo: string[], cut = false): void {
  if (node.type === 'Identifier') {
    if (!out.has(node.name)) { out.add(node.name); todo.push(node.name); }
    return;
  }
  if (cut && (FUNCTION_TYPES.has(node.type) || CLASS_TYPES.has(node.type))) {
    const key = FUNCTION_TYPES.has(node.type) ? (node as unknown as { key?: Node }).key : undefined;
    if (key) addNames(key, out, todo, cut);
    return;
  }
  const keys = VISITOR_KEYS[node.type];
  if (!keys) return;
  for (const key of keys) {
    const child = (node as unknown as Record<string, unknown>)[key];
    if (!child || typeof child !== 'object') continue;
    if (Array.isArray(child)) {
      for (const c of child as (Node | null)[]) if (c && typeof c.type === 'string') addNames(c, out, todo, cut);
    } else if (typeof (child as Node).type === 'string') addNames(child as Node, out, todo, cut);
  }
}

/** Initialisers `vendorBootstrap` reads at module level (`RootResolver.clientCreatedBy` looks at no others). */
const CLIENT_INIT_TYPES = new Set(['CallExpression', 'NewExpression', 'AwaitExpression', 'ConditionalExpression', 'LogicalExpression']);

/**
 * Keep only the declarations `finish` can ever look up, so a component's local variables (and a
 * module's big data literals) do not stay alive (and get promoted by the GC) for the whole run.
 * Lookups start from the module-level initialisers the client-factory scan reads, exported locals
 * and default-export expressions, and any identifier of a kept chain or element (roots,
 * arguments); each kept initialiser adds its own identifiers (outside function bodies, which are
 * cut). Anything else is never asked for by name. Run again when chains are dropped later on
 * (their copies hold no types: type names are never asked for either).
 */
export function dropUnreachableDecls(facts: FileFacts): void {
  const needed = new Set<string>();
  const todo: string[] = [];
  const need = (name: string) => {
    if (!needed.has(name)) { needed.add(name); todo.push(name); }
  };
  for (const [name, decls] of facts.decls) {
    if (decls.some((d) => d.topLevel && d.kind === 'var' && d.init && !d.member && CLIENT_INIT_TYPES.has(unwrap(d.init).type))) need(name);
    // Instance fields are looked up from subclasses in other modules too.
    if (name.startsWith('this.')) need(name);
  }
  for (const e of facts.exports.values()) {
    if (e.local) need(e.local);
    if (e.node) addNames(e.node, needed, todo, true);
  }
  for (const c of facts.chains) {
    need(c.chain.rootName);
    addNames(c.node, needed, todo);
  }
  for (const e of facts.elements) need(e.chain.rootName);
  while (todo.length) {
    const decls = facts.decls.get(todo.pop()!);
    if (!decls) continue;
    for (const d of decls) if (d.init && d.kind === 'var') addNames(d.init, needed, todo, true);
  }
  for (const name of [...facts.decls.keys()]) if (!needed.has(name)) facts.decls.delete(name);
}
