import type { Node } from '@babel/types';
import { VISITOR_KEYS } from '../../infra/visitor-keys.js';
import type { Site } from '../../load/site.js';
import { parsePattern } from '../../rule-kit/pattern.js';
import { isServerPath } from '../facts/server-paths.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { FileFacts } from './file-facts.js';

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
export interface RuleReach { modules: Set<string>; globals: Set<string> | null }

export function ruleReach(rules: VendorRule[]): RuleReach {
  const modules = new Set<string>();
  let globals: Set<string> | null = new Set();
  for (const r of rules) {
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
  return { modules, globals };
}

/**
 * Could a chain rooted at `name` (at offset `at`) resolve to anything a rule matches? Mirrors the
 * local steps of `RootResolver.resolveName`: a package import the rules never name, a parameter,
 * an uninitialised variable or a global no pattern starts with can never become a site (nor a call
 * of a site function), so such chains are dropped right after the walk.
 */
function mayMatter(facts: FileFacts, name: string, at: number, site: Site, reach: RuleReach, bySource: Map<string, boolean>): boolean {
  const imp = facts.imports.get(name);
  if (imp) {
    let keep = bySource.get(imp.source);
    if (keep === undefined) {
      keep = importMayMatter(site, facts.path, imp.source, reach);
      bySource.set(imp.source, keep);
    }
    return keep;
  }
  const decls = facts.decls.get(name);
  if (decls?.length) {
    let d = decls[0];
    for (const x of decls) if (x.start <= at) d = x;
    if (d.kind === 'function' || d.kind === 'class') return true;
    return d.kind !== 'param' && d.init !== null;
  }
  return !reach.globals || reach.globals.has(name) || GLOBAL_OBJECTS.has(name);
}

/** Can a chain rooted at an import of `source` (written in `file`) ever match? Site imports always can. */
export function importMayMatter(site: Site, file: string, source: string, reach: RuleReach): boolean {
  return reach.modules.has(source) || isSiteSpecifier(site, source) || site.resolve(file, source) !== null;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod']);
const CLASS_TYPES = new Set(['ClassDeclaration', 'ClassExpression']);

/** A function or class without its body: what initialisers need of it is its type and place. */
function shell(n: Node): Node {
  const { type, start, end, loc } = n;
  const base = { type, start, end, loc } as Record<string, unknown>;
  if (CLASS_TYPES.has(type)) return { ...base, id: null, superClass: null, body: { type: 'ClassBody', body: [] } } as unknown as Node;
  const f = n as unknown as { async?: boolean; generator?: boolean; key?: Node; computed?: boolean; kind?: string };
  return { ...base, id: null, params: [], async: f.async, generator: f.generator, key: f.key, computed: f.computed, kind: f.kind, body: { type: 'BlockStatement', body: [], directives: [] } } as unknown as Node;
}

/**
 * The node with every function and class body inside it cut away (a copy along the changed path;
 * untouched subtrees are shared). Initialisers are read for their values (strings, objects, client
 * factory calls), never for the code of a callback, and a kept body would keep a component alive.
 */
export function withoutBodies(node: Node): Node {
  if (FUNCTION_TYPES.has(node.type) || CLASS_TYPES.has(node.type)) return shell(node);
  const keys = VISITOR_KEYS[node.type];
  if (!keys) return node;
  let copy: Record<string, unknown> | null = null;
  for (const key of keys) {
    const child = (node as unknown as Record<string, unknown>)[key];
    if (!child || typeof child !== 'object') continue;
    if (Array.isArray(child)) {
      let arr: unknown[] | null = null;
      for (let i = 0; i < child.length; i++) {
        const c = child[i] as Node | null;
        if (!c || typeof c.type !== 'string') continue;
        const s = withoutBodies(c);
        if (s !== c) { arr ??= child.slice(); arr[i] = s; }
      }
      if (arr) (copy ??= { ...(node as object) })[key] = arr;
    } else if (typeof (child as Node).type === 'string') {
      const s = withoutBodies(child as Node);
      if (s !== child) (copy ??= { ...(node as object) })[key] = s;
    }
  }
  return (copy as unknown as Node) ?? node;
}

/** A stand-in with a node's type and place only. */
const stub = (n: Node): Node => ({ type: n.type, start: n.start, end: n.end, loc: n.loc }) as unknown as Node;

/**
 * Summarize a file's facts once its walk is over. Chains that can never match are dropped in every
 * mode. In analyze mode nothing may keep the file's tree alive: initialisers and default exports
 * lose their function bodies, JSX elements keep their place only. Edit mode keeps the real nodes
 * (the trees are kept anyway, and the codemods rewrite the matched nodes).
 */
export function compactFacts(facts: FileFacts, site: Site, reach: RuleReach): void {
  const bySource = new Map<string, boolean>();
  if (loadsServerFramework(facts)) facts.server = true;
  facts.chains = isClientCode(facts.path) && !facts.server ? facts.chains.filter((c) => mayMatter(facts, c.chain.rootName, c.node.start ?? 0, site, reach, bySource)) : [];
  facts.elements = facts.elements.filter((e) => mayMatter(facts, e.chain.rootName, e.node.start ?? 0, site, reach, bySource));
  if (site.mode === 'edit') return;
  for (const e of facts.elements) e.node = stub(e.node);
  for (const decls of facts.decls.values()) {
    for (const d of decls) {
      if (!d.init) continue;
      d.init = d.kind === 'var' ? withoutBodies(d.init) : null;
    }
  }
  for (const e of facts.exports.values()) if (e.node) e.node = withoutBodies(e.node);
  dropUnreachableDecls(facts);
}

/** Every identifier name under `node` (bodies included: an over-approximation only keeps more). */
function addNames(node: Node, out: Set<string>, todo: string[]): void {
  if (node.type === 'Identifier') {
    if (!out.has(node.name)) { out.add(node.name); todo.push(node.name); }
    return;
  }
  const keys = VISITOR_KEYS[node.type];
  if (!keys) return;
  for (const key of keys) {
    const child = (node as unknown as Record<string, unknown>)[key];
    if (!child || typeof child !== 'object') continue;
    if (Array.isArray(child)) {
      for (const c of child as (Node | null)[]) if (c && typeof c.type === 'string') addNames(c, out, todo);
    } else if (typeof (child as Node).type === 'string') addNames(child as Node, out, todo);
  }
}

/**
 * Keep only the declarations `finish` can ever look up, so a component's local variables do not
 * stay alive (and get promoted by the GC) for the whole run. Lookups start from the names of module
 * declarations (client-factory scan), exported locals and default-export expressions, and any
 * identifier of a kept chain or element (roots, arguments); each kept initialiser adds its own
 * identifiers. Anything else is never asked for by name.
 */
function dropUnreachableDecls(facts: FileFacts): void {
  const needed = new Set<string>();
  const todo: string[] = [];
  const need = (name: string) => {
    if (!needed.has(name)) { needed.add(name); todo.push(name); }
  };
  for (const [name, decls] of facts.decls) if (decls.some((d) => d.topLevel)) need(name);
  for (const e of facts.exports.values()) {
    if (e.local) need(e.local);
    if (e.node) addNames(e.node, needed, todo);
  }
  for (const c of facts.chains) {
    need(c.chain.rootName);
    addNames(c.node, needed, todo);
  }
  for (const e of facts.elements) need(e.chain.rootName);
  while (todo.length) {
    const decls = facts.decls.get(todo.pop()!);
    if (!decls) continue;
    for (const d of decls) if (d.init) addNames(d.init, needed, todo);
  }
  for (const name of [...facts.decls.keys()]) if (!needed.has(name)) facts.decls.delete(name);
}
