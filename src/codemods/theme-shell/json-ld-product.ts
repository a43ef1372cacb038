import type { File, JSXElement, JSXFragment, Node } from '@babel/types';
import { ComponentTaint, DATA_FIELDS, eachChild } from './json-ld-taint.js';
import { topLevelFunctions, type ProductSources } from './json-ld-sources.js';

type Fn = Node & { body: Node };
const isFunction = (n: Node): n is Fn => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';

/** The JSX a function renders last and where it sits (`return (<jsx/>)` or an arrow's body). */
export interface MainReturn {
  jsx: JSXElement | JSXFragment;
  /** Put another node in its place (to wrap it in a fragment). */
  replace(next: JSXElement | JSXFragment): void;
}

/** The function's last `return (<jsx/>)` (early returns for loading states come first). */
export function mainReturn(fn: Fn): MainReturn | null {
  let last: (Node & { argument: JSXElement | JSXFragment }) | null = null;
  const walk = (n: Node) => {
    if (n !== fn && isFunction(n)) return;
    if (n.type === 'ReturnStatement' && (n.argument?.type === 'JSXElement' || n.argument?.type === 'JSXFragment')) last = n as Node & { argument: JSXElement | JSXFragment };
    eachChild(n, walk);
  };
  const body: Node = fn.body;
  walk(body.type === 'BlockStatement' ? body : fn);
  if (last) {
    const ret = last as Node & { argument: JSXElement | JSXFragment };
    return { jsx: ret.argument, replace: (next) => void (ret.argument = next) };
  }
  if (body.type === 'JSXElement' || body.type === 'JSXFragment') return { jsx: body, replace: (next) => void (fn.body = next) };
  return null;
}

/** Reads of a list, not of a record: `products.length`, `products.map(…)`. */
const LIST_READS = new Set(['length', 'map', 'filter', 'find', 'some', 'every', 'forEach', 'includes', 'join', 'reduce', 'slice', 'sort', 'concat', 'indexOf', 'at', 'flatMap']);

/** `x`, `x.data`, `x?.data` (data fields only) as source text; null for anything else. */
function chainText(e: Node): string | null {
  if (e.type === 'Identifier') return e.name;
  if ((e.type === 'MemberExpression' || e.type === 'OptionalMemberExpression') && !e.computed && e.property.type === 'Identifier' && DATA_FIELDS.has(e.property.name)) {
    const o = chainText(e.object);
    return o && `${o}${e.optional ? '?.' : '.'}${e.property.name}`;
  }
  return null;
}

/** Values an early `if (!x) return …` / `if (x == null) return …` rules out before the main return. */
function guarded(fn: Fn): Set<string> {
  const out = new Set<string>();
  if (fn.body.type !== 'BlockStatement') return out;
  const returns = (s: Node): boolean => s.type === 'ReturnStatement' || (s.type === 'BlockStatement' && s.body.some((x) => x.type === 'ReturnStatement'));
  const collect = (t: Node) => {
    if (t.type === 'UnaryExpression' && t.operator === '!') {
      const c = chainText(t.argument);
      if (c) out.add(c);
    } else if (t.type === 'LogicalExpression' && t.operator === '||') {
      collect(t.left);
      collect(t.right);
    } else if (t.type === 'BinaryExpression' && (t.operator === '==' || t.operator === '===')) {
      const nullish = (x: Node) => x.type === 'NullLiteral' || (x.type === 'Identifier' && x.name === 'undefined');
      const c = nullish(t.right) ? chainText(t.left as Node) : nullish(t.left as Node) ? chainText(t.right) : null;
      if (c) out.add(c);
    }
  };
  for (const s of fn.body.body) if (s.type === 'IfStatement' && returns(s.consequent)) collect(s.test);
  return out;
}

/** Names declared in the function's own scope (params and declarations outside nested functions). */
function ownNames(fn: Fn): Set<string> {
  const out = new Set<string>();
  const addPattern = (p: Node | null | undefined) => {
    if (!p) return;
    if (p.type === 'Identifier') out.add(p.name);
    else if (p.type === 'ObjectPattern') p.properties.forEach((x) => addPattern(x.type === 'RestElement' ? x.argument : (x.value as Node)));
    else if (p.type === 'ArrayPattern') p.elements.forEach((x) => addPattern(x));
    else if (p.type === 'AssignmentPattern') addPattern(p.left);
    else if (p.type === 'RestElement') addPattern(p.argument);
  };
  (fn as Node & { params: Node[] }).params.forEach(addPattern);
  const walk = (n: Node) => {
    if (n !== fn && isFunction(n)) return;
    if (n.type === 'VariableDeclarator') addPattern(n.id);
    eachChild(n, walk);
  };
  walk(fn);
  return out;
}

export interface ProductValue {
  /** Source text of the product value (`product`, `productData`, `view.data`). */
  expr: string;
  /** The rendered JSX it is in scope for. */
  main: MainReturn;
  /** The SDK's own product (typed as such), not a site view of it. */
  direct: boolean;
}

/**
 * The product a page component renders: the product-data value whose fields (`x.name`,
 * `x.price`) its main JSX reads, preferring one an early return has ruled null out for.
 */
export function findProductValue(file: string, ast: File, component: string | null | undefined, sources: ProductSources): ProductValue | null {
  const env = sources.env(file, ast);
  if (!env.hooks.size && !env.contexts.size) return null;
  const fns = topLevelFunctions(ast).sort((a, b) => Number(b.name === component) - Number(a.name === component));
  for (const { fn } of fns) {
    const main = mainReturn(fn as Fn);
    if (!main) continue;
    const taint = new ComponentTaint(env).run(fn);
    const own = ownNames(fn as Fn);
    const reads = new Map<string, { count: number; direct: boolean }>();
    const count = (e: Node) => {
      const text = chainText(e);
      const t = text ? taint.of(e) : null;
      // Only values in scope where the main JSX starts (not a `.map((p) => …)` callback's).
      if (!text || t?.kind !== 'value' || !own.has(text.split(/\??\./)[0])) return;
      const r = reads.get(text) ?? { count: 0, direct: t.direct };
      r.count++;
      reads.set(text, r);
    };
    const walk = (n: Node) => {
      // A field read (`x.name`), or the record handed to a component (`{...x}`, `product={x}`).
      if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier' && !DATA_FIELDS.has(n.property.name) && !LIST_READS.has(n.property.name)) count(n.object);
      if (n.type === 'JSXSpreadAttribute') count(n.argument);
      if (n.type === 'JSXAttribute' && n.value?.type === 'JSXExpressionContainer' && n.value.expression.type !== 'JSXEmptyExpression') count(n.value.expression);
      eachChild(n, walk);
    };
    walk(main.jsx);
    if (!reads.size) continue;
    const safe = guarded(fn as Fn);
    const [expr, r] = [...reads].sort(([a, x], [b, y]) => Number(safe.has(b)) - Number(safe.has(a)) || y.count - x.count)[0];
    return { expr, main, direct: r.direct };
  }
  return null;
}
