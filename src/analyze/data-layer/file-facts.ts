import type { Node } from '@babel/types';
import type { VisitorMap, WalkContext } from '../../rule-kit/walk.js';
import { flattenChain, unwrap, type RawChain } from '../../rule-kit/pattern.js';
import { ownString } from '../../infra/own-string.js';

/**
 * What the data layer keeps from one walk of a file: its bindings (imports, declarations, exports),
 * every outermost call chain with the named functions around it, and a few site-wide signals.
 * Cross-file meaning (what `Product` or `supabase` really is) is worked out later, in `finish`.
 */
export interface Declaration {
  kind: 'var' | 'function' | 'param' | 'class';
  init: Node | null;
  /** `const { Product } = base44.entities` → init `base44.entities`, member `Product`. */
  member?: string;
  start: number;
  /** Declared at module level. */
  topLevel?: boolean;
  /** `let url; if (q) url = \`/api/items?q=${q}\`; else url = '/api/items';`: the values assigned later, in order. */
  assigned?: Node[];
}

/** A function around a call; `parent` is the function around it (built once per function, not per call). */
export interface EnclosingFn { name: string | null; params: string[]; parent: EnclosingFn | null }

export interface ChainFact {
  chain: RawChain;
  /** The outermost call node of the chain. */
  node: Node;
  /** The innermost function around the call (follow `parent` outwards). */
  fn: EnclosingFn | null;
}

export interface FileFacts {
  path: string;
  imports: Map<string, { source: string; imported: string }>;
  decls: Map<string, Declaration[]>;
  exports: Map<string, { local?: string; node?: Node; source?: string; imported?: string }>;
  starExports: string[];
  chains: ChainFact[];
  /** Capitalised JSX elements (`<PayPalButtons>`, `<UI.Dialog>`), as chains without calls. */
  elements: { chain: RawChain; node: Node }[];
  hasJsx: boolean;
  /** The file is the site's own server (it loads a server framework): its calls are not data sites. */
  server?: boolean;
  /** Site facts found here (e.g. `defaultQueryFn`). */
  facts: Set<string>;
  /** Names the file's classes extend (`class GetItems extends BaseCommand`): where `this.x` may be declared. */
  superclasses?: string[];
}

export interface FactProbe { fact: string; declares?: string[]; propertyPath?: string[] }

const FN_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod']);
const CHAIN_LINKS = new Set(['MemberExpression', 'OptionalMemberExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TypeCastExpression']);

function keyName(n: Node): string | null {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'StringLiteral') return n.value;
  return null;
}

function paramNames(params: Node[]): string[] {
  const out: string[] = [];
  for (const p of params) {
    const q = p.type === 'AssignmentPattern' ? p.left : p.type === 'TSParameterProperty' ? p.parameter : p;
    if (q.type === 'Identifier') out.push(q.name);
    else if (q.type === 'ObjectPattern') for (const prop of q.properties) if (prop.type === 'ObjectProperty' && prop.value.type === 'Identifier') out.push(prop.value.name);
  }
  return out;
}

/** The name a function goes by: its own id, or the variable / property it is assigned to. */
function fnName(fn: Node, parent: Node | undefined): string | null {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  if ((fn.type === 'ObjectMethod' || fn.type === 'ClassMethod') && !fn.computed) return keyName(fn.key);
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (parent?.type === 'ObjectProperty' && !parent.computed) return keyName(parent.key);
  return null;
}

/** Is this call the end of its chain (nothing like `.then()` or `.eq()` is called on it)? */
function isOutermost(node: Node, ctx: WalkContext): boolean {
  const a = ctx.ancestors;
  for (let i = a.length - 1; i >= 0; i--) {
    const n = a[i];
    if (CHAIN_LINKS.has(n.type)) continue;
    if ((n.type === 'CallExpression' || n.type === 'OptionalCallExpression' || n.type === 'NewExpression')) {
      // Called as the callee of a bigger chain?
      const child = i + 1 < a.length ? a[i + 1] : node;
      return !(child && n.callee === child);
    }
    return true;
  }
  return true;
}

/** The identifier a call chain starts from (`a` in `a.b(x).c()`), found without building the chain. */
function chainRootName(node: Node): string | null {
  let n: Node = node;
  for (;;) {
    if (n.type === 'Identifier') return n.name;
    if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression' || n.type === 'NewExpression') n = n.callee as Node;
    else if (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') n = n.object;
    else if (CHAIN_LINKS.has(n.type)) n = (n as unknown as { expression: Node }).expression;
    else return null;
  }
}

/**
 * `keepImport(source)`: false for a package no rule can match; calls rooted at such an import are
 * not recorded at all (imports win over every other binding, so this is exact).
 */
export function createFileFacts(path: string, probes: FactProbe[], keepImport?: (source: string) => boolean): { facts: FileFacts; visitors: VisitorMap } {
  const facts: FileFacts = { path, imports: new Map(), decls: new Map(), exports: new Map(), starExports: [], chains: [], elements: [], hasJsx: false, facts: new Set() };
  const declare = (name: string, d: Declaration) => {
    const list = facts.decls.get(name);
    if (list) list.push(d);
    else facts.decls.set(name, [d]);
  };
  const declaredNames = new Set(probes.flatMap((p) => p.declares ?? []));
  const propertyProbes = probes.filter((p) => p.propertyPath?.length);

  // The functions around the current node, outermost first, with the depth each sits at. The walk
  // is depth-first, so entries that are no longer ancestors are popped as the walk moves on
  // (amortized O(1) per question, instead of scanning the ancestors every time).
  const fnStack: { node: Node; depth: number; info: EnclosingFn }[] = [];
  const nearestFn = (ctx: WalkContext): EnclosingFn | null => {
    const a = ctx.ancestors;
    while (fnStack.length) {
      const top = fnStack[fnStack.length - 1];
      if (top.depth < a.length && a[top.depth] === top.node) return top.info;
      fnStack.pop();
    }
    return null;
  };
  // Visited before its body, so every call inside finds its function already described.
  const onFunction = (node: Node, ctx: WalkContext) => {
    const params = paramNames((node as unknown as { params: Node[] }).params);
    // Kept by the chains inside: own copies of the names, not slices of the file's text.
    const name = fnName(node, ctx.parent());
    fnStack.push({ node, depth: ctx.ancestors.length, info: { name: name === null ? null : ownString(name), params: params.map(ownString), parent: nearestFn(ctx) } });
    if (node.type !== 'FunctionDeclaration') for (const p of params) declare(p, { kind: 'param', init: null, start: node.start ?? 0 });
  };

  const onClass = (node: Node) => {
    const sup = (node as { superClass?: Node | null }).superClass;
    if (sup?.type === 'Identifier') (facts.superclasses ??= []).push(ownString(sup.name));
  };

  const onCall = (node: Node, ctx: WalkContext) => {
    if (!isOutermost(node, ctx)) return;
    if (keepImport) {
      const root = chainRootName(node);
      const imp = root !== null ? facts.imports.get(root) : undefined;
      if (imp && !keepImport(imp.source)) return;
    }
    const chain = flattenChain(node);
    if (!chain) return;
    facts.chains.push({ chain, node, fn: nearestFn(ctx) });
  };

  const visitors: VisitorMap = {
    ImportDeclaration(node) {
      for (const s of node.specifiers) {
        const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : keyName(s.imported) ?? 'default';
        facts.imports.set(s.local.name, { source: node.source.value, imported });
      }
    },
    VariableDeclarator(node, ctx) {
      const init = node.init ? unwrap(node.init) : null;
      const start = node.start ?? 0;
      const topLevel = nearestFn(ctx) === null;
      if (node.id.type === 'Identifier') {
        declare(node.id.name, { kind: 'var', init, start, topLevel });
        if (declaredNames.has(node.id.name)) for (const p of probes) if (p.declares?.includes(node.id.name)) facts.facts.add(p.fact);
      } else if (node.id.type === 'ObjectPattern') {
        for (const p of node.id.properties) {
          if (p.type === 'ObjectProperty' && p.value.type === 'Identifier') declare(p.value.name, { kind: 'var', init, member: keyName(p.key) ?? undefined, start });
          else if (p.type === 'RestElement' && p.argument.type === 'Identifier') declare(p.argument.name, { kind: 'var', init: null, start });
        }
      }
    },
    FunctionDeclaration(node, ctx) {
      onFunction(node, ctx);
      if (node.id) {
        declare(node.id.name, { kind: 'function', init: node, start: node.start ?? 0 });
        if (declaredNames.has(node.id.name)) for (const p of probes) if (p.declares?.includes(node.id.name)) facts.facts.add(p.fact);
      }
      for (const p of paramNames(node.params)) declare(p, { kind: 'param', init: null, start: node.start ?? 0 });
    },
    ArrowFunctionExpression: onFunction,
    FunctionExpression: onFunction,
    ObjectMethod: onFunction,
    ClassMethod(node, ctx) {
      onFunction(node, ctx);
      // `get client() { return axiosInstance; }`: the getter's value, read as `this.client`.
      const k = node.kind === 'get' && !node.computed && !node.static ? keyName(node.key) : null;
      const ret = k ? node.body.body.find((st) => st.type === 'ReturnStatement') : undefined;
      if (k && ret?.type === 'ReturnStatement' && ret.argument) declare(`this.${k}`, { kind: 'var', init: unwrap(ret.argument), start: node.start ?? 0 });
    },
    ClassDeclaration(node) {
      if (node.id) declare(node.id.name, { kind: 'class', init: null, start: node.start ?? 0 });
      onClass(node);
    },
    ClassExpression: onClass,
    ClassProperty(node) {
      // `client = axiosInstance`: an instance field, read as `this.client`.
      const k = !node.computed && !node.static ? keyName(node.key) : null;
      if (k && node.value) declare(`this.${k}`, { kind: 'var', init: unwrap(node.value), start: node.start ?? 0 });
    },
    AssignmentExpression(node, ctx) {
      const l = node.left;
      // `url = …` on a variable declared without a value: the values it is given.
      if (node.operator === '=' && l.type === 'Identifier') {
        const d = facts.decls.get(l.name)?.filter((x) => x.start <= (node.start ?? 0)).pop();
        if (d && d.kind === 'var' && !d.init && !d.member) (d.assigned ??= []).push(unwrap(node.right));
        return;
      }
      // `this.http = axios.create(...)` in a constructor.
      if (node.operator !== '=' || l.type !== 'MemberExpression' || l.computed || l.object.type !== 'ThisExpression' || l.property.type !== 'Identifier') return;
      const inCtor = ctx.ancestors.some((a) => a.type === 'ClassMethod' && a.kind === 'constructor');
      if (inCtor) declare(`this.${l.property.name}`, { kind: 'var', init: unwrap(node.right), start: node.start ?? 0 });
    },
    ExportNamedDeclaration(node) {
      const src = node.source?.value;
      for (const s of node.specifiers) {
        if (s.type !== 'ExportSpecifier') continue;
        const exported = keyName(s.exported) ?? s.local.name;
        facts.exports.set(exported, src ? { source: src, imported: s.local.name } : { local: s.local.name });
      }
      const d = node.declaration;
      if (d?.type === 'VariableDeclaration') {
        for (const v of d.declarations) {
          if (v.id.type === 'Identifier') facts.exports.set(v.id.name, { local: v.id.name });
          else if (v.id.type === 'ObjectPattern') for (const p of v.id.properties) if (p.type === 'ObjectProperty' && p.value.type === 'Identifier') facts.exports.set(p.value.name, { local: p.value.name });
        }
      } else if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) facts.exports.set(d.id.name, { local: d.id.name });
    },
    ExportDefaultDeclaration(node) {
      const d = node.declaration;
      if (d.type === 'Identifier') facts.exports.set('default', { local: d.name });
      else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) facts.exports.set('default', { local: d.id.name });
      else facts.exports.set('default', { node: d });
    },
    ExportAllDeclaration(node) {
      facts.starExports.push(node.source.value);
    },
    CallExpression: onCall,
    OptionalCallExpression: onCall,
    NewExpression: onCall,
    JSXElement() {
      facts.hasJsx = true;
    },
    JSXOpeningElement(node) {
      const names: string[] = [];
      let n: Node = node.name;
      while (n.type === 'JSXMemberExpression') { names.unshift(n.property.name); n = n.object; }
      if (n.type !== 'JSXIdentifier' || !/^[A-Z]/.test(n.name)) return;
      facts.elements.push({ chain: { rootName: n.name, rootNode: n, segments: names.map((name) => ({ name })) }, node });
    },
    ObjectProperty(node, ctx) {
      if (!propertyProbes.length || node.computed) return;
      const k = keyName(node.key);
      for (const p of propertyProbes) {
        const path = p.propertyPath!;
        if (k !== path[path.length - 1]) continue;
        // The other keys of the path, outermost first, must be the enclosing properties.
        const keys = ctx.ancestors.filter((n) => n.type === 'ObjectProperty').map((n) => keyName((n as { key: Node }).key));
        if (path.slice(0, -1).every((seg, i, arr) => keys[keys.length - arr.length + i] === seg)) facts.facts.add(p.fact);
      }
    },
  };
  return { facts, visitors };
}
