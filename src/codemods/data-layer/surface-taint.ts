import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { traverse, type NodePath } from '../drop-pages/ast-kit.js';

/**
 * What in a component carries one surface's data, starting from the inert values the data layer
 * put in place of its calls: the component-body statements that fetch, hold, derive or react to it
 * (the query, the `useState` pairs its loader sets, `const featured = products.slice(...)`, the
 * effect that loads it) and the JSX that renders it (the `{products.map(...)}`, its loading, empty
 * and error branches, elements whose props read it). Plain scope analysis (@babel/traverse).
 */

type Binding = NonNullable<ReturnType<NodePath['scope']['getBinding']>>;

export interface SurfacePlan {
  /** The outermost function around the data (a component). */
  component: NodePath<t.Function>;
  /** Statements of the component body to remove. */
  statements: Set<NodePath>;
  /** JSX to remove: expression containers among children, or elements whose props read the data. */
  units: Set<NodePath>;
  /** `loading ? <Spinner/> : <Page/>` outside JSX children: the side that stays. */
  branches: Map<Node, 'consequent' | 'alternate'>;
  /** Component-level bindings that hold the data (or derive from it). */
  bindings: Set<Binding>;
}

/** The paths of `nodes` in the file (scopes crawled afresh: earlier rewrites added nodes). */
export function pathsOf(ast: File, nodes: Iterable<Node>): Map<Node, NodePath> {
  const want = new Set(nodes);
  const out = new Map<Node, NodePath>();
  traverse(ast, {
    Program(p) { p.scope.crawl(); },
    enter(p) { if (want.has(p.node)) out.set(p.node, p); },
  });
  return out;
}

/** The outermost function around a path, when it has a block body. */
export function outermostFunction(path: NodePath): NodePath<t.Function> | null {
  let fn = path.getFunctionParent();
  while (fn?.parentPath?.getFunctionParent()) fn = fn.parentPath.getFunctionParent();
  return fn && fn.node.body.type === 'BlockStatement' ? (fn as NodePath<t.Function>) : null;
}

/** The statement directly in the function's body that holds `path`. */
function bodyStatement(path: NodePath, fn: NodePath<t.Function>): NodePath | null {
  const body = fn.node.body;
  return path.findParent((p) => p.parent === body) ?? (path.parent === body ? path : null);
}

export const isUseState = (n: Node | null | undefined): boolean =>
  !!n && n.type === 'CallExpression' && ((n.callee.type === 'Identifier' && /^use(State|Reducer)$/.test(n.callee.name))
    || (n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier' && /^use(State|Reducer)$/.test(n.callee.property.name)));

/** `const [value, setValue] = useState(...)`: both bindings, when `b` is either of them. */
function statePair(b: Binding): Binding[] {
  const d = b.path.node;
  if (d.type !== 'VariableDeclarator' || d.id.type !== 'ArrayPattern' || !isUseState(d.init)) return [];
  return d.id.elements.flatMap((e) => (e?.type === 'Identifier' ? [b.path.scope.getBinding(e.name)].filter((x): x is Binding => !!x) : []));
}

/**
 * Plan the removal of what carries the data put at `seeds` (all in one component). Null when the
 * data is not read in a component, or when something to remove also holds `live` data (a loader
 * fetching two things): then nothing is removed.
 */
export function planSurface(seeds: NodePath[], live: Set<Node>): SurfacePlan | null {
  const component = seeds.length ? outermostFunction(seeds[0]) : null;
  if (!component || seeds.some((s) => outermostFunction(s)?.node !== component.node)) return null;
  const plan: SurfacePlan = { component, statements: new Set(), units: new Set(), branches: new Map(), bindings: new Set() };
  const scope = component.scope;
  const queue: Binding[] = [];
  const taint = (b: Binding | undefined) => {
    if (!b || b.scope !== scope || plan.bindings.has(b)) return;
    for (const x of [b, ...statePair(b)]) if (!plan.bindings.has(x)) { plan.bindings.add(x); queue.push(x); }
  };
  const removeStatement = (s: NodePath) => {
    if (plan.statements.has(s)) return;
    plan.statements.add(s);
    for (const name of Object.keys(s.getBindingIdentifiers())) taint(scope.getBinding(name));
    // State its code sets holds the data too (`setProducts(rows)`, `setLoading(false)`).
    s.traverse({
      Identifier(p) {
        const b = p.isReferencedIdentifier() ? p.scope.getBinding(p.node.name) : undefined;
        if (b && b.scope === scope && statePair(b)[1] === b) taint(b);
      },
    });
  };
  for (const seed of seeds) {
    const s = bodyStatement(seed, component);
    if (!s) return null;
    if (!unitFor(seed, s, plan)) removeStatement(s);
  }
  const inRemoved = (p: NodePath) => !!p.findParent((a) => plan.statements.has(a) || plan.units.has(a)) || plan.statements.has(p) || plan.units.has(p);
  while (queue.length) {
    const b = queue.shift()!;
    // Its own declaration goes when every name it declares goes.
    const decl = b.path.isVariableDeclarator() ? b.path.parentPath : b.path.isFunctionDeclaration() ? b.path : null;
    if (decl && decl.parent === component.node.body && Object.keys(decl.getBindingIdentifiers()).every((n) => plan.bindings.has(scope.getBinding(n)!))) removeStatement(decl);
    for (const r of [...b.referencePaths, ...b.constantViolations]) {
      if (inRemoved(r)) continue;
      const s = bodyStatement(r, component);
      if (!s) return null;
      if (unitFor(r, s, plan)) continue;
      if (s.isReturnStatement()) return null;
      removeStatement(s);
    }
  }
  for (const p of [...plan.statements, ...plan.units]) if (holds(p.node, live) || callsLive(p, plan, live)) return null;
  return plan;
}

/** Does removing `p` stop live code (`useEffect(() => { loadProducts(); loadCategories(); })`)? */
function callsLive(p: NodePath, plan: SurfacePlan, live: Set<Node>): boolean {
  let hit = false;
  p.traverse({
    Identifier(r) {
      const b = !hit && r.isReferencedIdentifier() ? r.scope.getBinding(r.node.name) : undefined;
      if (b && b.scope === plan.component.scope && !plan.bindings.has(b) && holds(b.path.node, live)) hit = true;
    },
  });
  return hit;
}

/** Does the subtree hold one of `nodes`? */
export function holds(root: Node, nodes: Set<Node>): boolean {
  if (!nodes.size) return false;
  let hit = false;
  t.traverseFast(root, (n) => { if (!hit && nodes.has(n)) hit = true; });
  return hit;
}

/**
 * The JSX to remove for a reference at `r` (inside statement `s`), recorded in the plan: the
 * nearest expression container among JSX children, or the element whose attribute reads it; at
 * the top of a returned value, a conditional whose test reads it keeps its larger side.
 */
function unitFor(r: NodePath, s: NodePath, plan: SurfacePlan): boolean {
  let child: NodePath = r;
  for (let p = r.parentPath; p && p !== s.parentPath; child = p, p = p.parentPath) {
    if (p.isJSXAttribute()) {
      const el = p.parentPath?.parentPath;
      if (el?.isJSXElement()) { plan.units.add(el); return true; }
      return false;
    }
    if (p.isJSXExpressionContainer() && p.listKey === 'children') { plan.units.add(p); return true; }
    if (p.isJSXElement() || p.isJSXFragment()) return false;
    const test = (p.isConditionalExpression() && child.key === 'test') || (p.isLogicalExpression() && child.key === 'left');
    if (test && !p.findParent((a) => a.isJSXElement() || a.isJSXFragment())) {
      if (p.isLogicalExpression()) { plan.units.add(p); return true; }
      const c = p.node as t.ConditionalExpression;
      plan.branches.set(c, size(c.consequent) >= size(c.alternate) ? 'consequent' : 'alternate');
      return true;
    }
  }
  return false;
}

function size(n: Node): number {
  let k = 0;
  t.traverseFast(n, () => { k++; });
  return k;
}
