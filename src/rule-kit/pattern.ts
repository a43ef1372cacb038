import type { CallExpression, Expression, NewExpression, Node } from '@babel/types';

/**
 * A small call-shape matcher in the spirit of ast-grep. Code is first flattened into a chain
 * (`supabase.from('x').select('*').eq(...)` → root `supabase`, then `from()`, `select()`, `eq()`);
 * the data layer resolves the root to what it really is (a vendor client, a package import, a
 * global, a function of the site) and patterns then match the resolved chain from its start.
 */

export type CallNode = CallExpression | NewExpression | Extract<Node, { type: 'OptionalCallExpression' }>;

export interface ChainSegment {
  name: string;
  /** Present when the segment is called: `from('x')`. */
  call?: { args: Node[]; node: CallNode; isNew: boolean };
}

/** A chain as written: the root identifier and the segments after it (the root's own call is on `rootCall`). */
export interface RawChain {
  rootName: string;
  rootNode: Node;
  rootCall?: ChainSegment['call'];
  segments: ChainSegment[];
}

/** What a chain's root resolves to. */
export type ChainRoot =
  | { kind: 'client'; vendor: string }
  | { kind: 'module'; module: string }
  | { kind: 'global' }
  | { kind: 'site'; file: string | null; name: string };

/** A resolved chain: the root, then every segment (for `@global` and `@site` the first segment is the name). */
export interface ResolvedChain {
  root: ChainRoot;
  segments: ChainSegment[];
  rootNode: Node;
}

export interface ChainMatch {
  /** Metavariable → bound property name (string), argument (Node) or rest arguments (Node[]). */
  bindings: Record<string, string | Node | Node[] | undefined>;
  /** The call of the last pattern segment: where the site is. */
  call: CallNode;
  /** Chain segments after the matched part (`.eq()`, `.order()`, `.single()`). */
  rest: ChainSegment[];
  chain: ResolvedChain;
}

const WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TypeCastExpression', 'ParenthesizedExpression', 'TSTypeAssertion']);

/** Strip `as any`, `!`, parentheses: `(supabase as any)` is `supabase`. */
export function unwrap(node: Node): Node {
  let n = node;
  while (WRAPPERS.has(n.type)) n = (n as { expression: Node }).expression;
  return n;
}

function propName(node: Node & { computed?: boolean; property: Node }): string | null {
  const p = node.property;
  if (!node.computed && p.type === 'Identifier') return p.name;
  if (p.type === 'StringLiteral') return p.value;
  if (p.type === 'PrivateName') return null;
  return node.computed ? null : null;
}

/** Flatten a call/member chain; null when the root is not an identifier (`getClient().from(...)`). */
export function flattenChain(node: Node): RawChain | null {
  const n = unwrap(node);
  if (n.type === 'Identifier') return { rootName: n.name, rootNode: n, segments: [] };
  if (n.type === 'ThisExpression') return null;
  // `this.client.get(...)` in a class: the instance field is the root (`this.client`), named from its
  // own identifier (where a site is reported).
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' && unwrap(n.object).type === 'ThisExpression') {
    return { rootName: `this.${n.property.name}`, rootNode: n.property, segments: [] };
  }
  if (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') {
    const inner = flattenChain(n.object);
    const name = propName(n);
    if (!inner || name === null) return null;
    inner.segments.push({ name });
    return inner;
  }
  if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression' || n.type === 'NewExpression') {
    if (n.callee.type === 'V8IntrinsicIdentifier' || n.callee.type === 'Import' || n.callee.type === 'Super') return null;
    const inner = flattenChain(n.callee as Expression);
    if (!inner) return null;
    const call = { args: n.arguments as Node[], node: n as CallNode, isNew: n.type === 'NewExpression' };
    const last = inner.segments[inner.segments.length - 1];
    if (!last) {
      if (inner.rootCall) inner.segments.push({ name: '()', call });
      else inner.rootCall = call;
    } else if (last.call) inner.segments.push({ name: '()', call });
    else last.call = call;
    return inner;
  }
  return null;
}

// ---- patterns ----

interface ArgPattern { bind: string | null; rest: boolean }
interface SegPattern {
  /** Literal names allowed (null: any). */
  names: string[] | null;
  bind: string | null;
  args: ArgPattern[] | null;
  isNew: boolean;
}
export interface ParsedPattern { root: string; segs: SegPattern[]; source: string }

const cache = new Map<string, ParsedPattern>();

/** Split on dots outside parentheses. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === '.' && depth === 0) { out.push(cur); cur = ''; continue; }
    cur += c;
  }
  out.push(cur);
  return out;
}

export function parsePattern(source: string): ParsedPattern {
  const hit = cache.get(source);
  if (hit) return hit;
  let text = source.trim();
  const isNew = text.startsWith('new ');
  if (isNew) text = text.slice(4).trim();
  const parts = splitTop(text);
  const root = parts.shift()!;
  if (!/^@[A-Za-z][\w-]*$/.test(root)) throw new Error(`pattern "${source}": must start with @client, @global, @site or @<module alias>`);
  const segs = parts.map((part, i): SegPattern => {
    const m = /^(\$[A-Z_][A-Z0-9_]*)?(\{[^}]*\}|[\w$]+|\*)?(\((.*)\))?$/.exec(part.trim());
    if (!m) throw new Error(`pattern "${source}": cannot read segment "${part}"`);
    const [, bind, nameSpec, parens, argText] = m;
    let names: string[] | null = null;
    // A bare `(...)` segment is a call of the value itself (`api(config)`).
    if (!nameSpec && !bind && parens !== undefined) names = ['()'];
    else if (nameSpec && nameSpec !== '*') names = nameSpec.startsWith('{') ? nameSpec.slice(1, -1).split(',').map((x) => x.trim()) : [nameSpec];
    const args = parens === undefined ? null : argText.trim() === '' ? [] : argText.split(',').map((a): ArgPattern => {
      const t = a.trim();
      if (t.startsWith('$$$')) return { bind: t.slice(3) ? '$' + t.slice(3) : null, rest: true };
      if (t === '_') return { bind: null, rest: false };
      if (!/^\$[A-Z_][A-Z0-9_]*$/.test(t)) throw new Error(`pattern "${source}": argument "${t}" must be $NAME, $$$REST or _`);
      return { bind: t, rest: false };
    });
    return { names, bind: bind ?? null, args, isNew: isNew && i === parts.length - 1 };
  });
  if (!segs.length || !segs[segs.length - 1].args) throw new Error(`pattern "${source}": must end with a call`);
  const parsed = { root, segs, source };
  cache.set(source, parsed);
  return parsed;
}

/** The root token a resolved chain answers to for one rule (`@client`, `@global`, `@site`, `@<alias>`). */
const CLIENT = ['@client'];
const GLOBAL = ['@global'];
const SITE = ['@site'];
const NONE: string[] = [];
/** module → its aliases, per rule's `modules` object (rootTokens runs for every chain and rule). */
const moduleTokens = new WeakMap<Record<string, string[]>, Map<string, string[]>>();

export function rootTokens(root: ChainRoot, vendor: string, modules: Record<string, string[]> | undefined): string[] {
  if (root.kind === 'client') return root.vendor === vendor ? CLIENT : NONE;
  if (root.kind === 'global') return GLOBAL;
  if (root.kind === 'site') return SITE;
  if (!modules) return NONE;
  let byModule = moduleTokens.get(modules);
  if (!byModule) {
    byModule = new Map();
    for (const [alias, mods] of Object.entries(modules)) for (const m of mods) byModule.set(m, [...(byModule.get(m) ?? []), '@' + alias]);
    moduleTokens.set(modules, byModule);
  }
  return byModule.get(root.module) ?? NONE;
}

/** Match a pattern against the start of a resolved chain. */
export function matchChain(pattern: ParsedPattern, chain: ResolvedChain, tokens: string[]): ChainMatch | null {
  if (!tokens.includes(pattern.root)) return null;
  if (chain.segments.length < pattern.segs.length) return null;
  const bindings: ChainMatch['bindings'] = {};
  for (let i = 0; i < pattern.segs.length; i++) {
    const p = pattern.segs[i];
    const s = chain.segments[i];
    if (p.names && !p.names.includes(s.name)) return null;
    if (!p.names && s.name === '()') return null;
    if (p.bind) bindings[p.bind] = s.name;
    if ((p.args === null) !== (s.call === undefined)) return null;
    if (p.args && s.call) {
      if (p.isNew !== s.call.isNew) return null;
      p.args.forEach((a, j) => {
        if (a.rest) { if (a.bind) bindings[a.bind] = s.call!.args.slice(j); }
        else if (a.bind) bindings[a.bind] = s.call!.args[j];
      });
    }
  }
  const last = chain.segments[pattern.segs.length - 1];
  return { bindings, call: last.call!.node, rest: chain.segments.slice(pattern.segs.length), chain };
}
