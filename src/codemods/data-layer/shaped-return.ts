import type { Node } from '@babel/types';
import * as recast from 'recast';
import { unwrap } from '../../rule-kit/pattern.js';
import { queryFnOf } from './locate.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/** Identifiers a value reads (not property names or object keys). */
export function namesIn(root: Node): Set<string> {
  const out = new Set<string>();
  walkNodes(root, (n, parent, key) => {
    if (n.type !== 'Identifier') return;
    if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (parent && parent.type === 'ObjectProperty' && key === 'key' && !parent.computed) return;
    out.add(n.name);
  });
  return out;
}

/** Names a function binds inside its body (declarations, loop variables, inner parameters), not its own parameters. */
export function localsOf(fn: Node): Set<string> {
  const out = new Set<string>();
  const body = (fn as { body?: Node }).body;
  if (!body) return out;
  walkNodes(body, (n) => {
    if (n.type === 'VariableDeclarator') for (const x of namesIn(n.id)) out.add(x);
    if ((n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') && n !== fn) for (const p of n.params) for (const x of namesIn(p)) out.add(x);
    if (n.type === 'CatchClause' && n.param) for (const x of namesIn(n.param)) out.add(x);
  });
  return out;
}

/** `const { data, count } = await query` (Supabase's answer, names as the source gave them). */
function awaitedRows(body: Node[]): { rows: string; count: string | null } | null {
  const hits: { rows: string; count: string | null }[] = [];
  for (const st of body) {
    if (st.type !== 'VariableDeclaration') continue;
    for (const d of st.declarations) {
      if (d.id.type !== 'ObjectPattern' || d.init?.type !== 'AwaitExpression') continue;
      const local = (name: string) => {
        const p = (d.id as Extract<Node, { type: 'ObjectPattern' }>).properties.find((q) => q.type === 'ObjectProperty' && !q.computed && q.key.type === 'Identifier' && q.key.name === name);
        const v = p && p.type === 'ObjectProperty' ? p.value : null;
        return v?.type === 'Identifier' ? v.name : null;
      };
      const rows = local('data');
      if (rows) hits.push({ rows, count: local('count') });
    }
  }
  return hits.length === 1 ? hits[0] : null;
}

/**
 * A query function that hands its rows back inside an object of its own (`return { products: data
 * || [], totalCount: count || 0, hasNextPage: page * size < (count || 0) }`): the view hook's rows
 * are put in that shape, so the code reading `productsData.products` still finds them. The object
 * may read the rows, their count and the component's values, not the function's own locals.
 * Returns the shaping function's code and the component values it reads (its memo's inputs).
 */
export function shapedReturn(queryCall: Node, componentNames: Set<string>): { shape: string; deps: string[] } | null {
  const given = queryCall.type === 'CallExpression' ? queryFnOf(queryCall) : null;
  const fn = given ? unwrap(given) : null;
  if ((fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') || fn.body.type !== 'BlockStatement') return null;
  const body = fn.body.body as Node[];
  const last = body[body.length - 1];
  const value = last?.type === 'ReturnStatement' && last.argument ? unwrap(last.argument as Node) : null;
  if (value?.type !== 'ObjectExpression') return null;
  const got = awaitedRows(body);
  if (!got) return null;
  const read = namesIn(value);
  if (!read.has(got.rows)) return null;
  const own = localsOf(fn);
  for (const p of fn.params) for (const x of namesIn(p as Node)) own.add(x);
  own.delete(got.rows);
  if (got.count) own.delete(got.count);
  if ([...read].some((n) => own.has(n))) return null;
  const deps = [...read].filter((n) => n !== got.rows && n !== got.count && componentNames.has(n)).sort();
  const shape = got.count
    ? `(${got.rows}) => {\n  const ${got.count} = ${got.rows}.length;\n  return ${reindented(recast.print(value as never).code, '  ')};\n}`
    : `(${got.rows}) => (${reindented(recast.print(value as never).code, '')})`;
  return { shape, deps };
}

/** A printed multi-line value's later lines moved to `indent` (they keep the source's depth otherwise). */
function reindented(code: string, indent: string): string {
  const [first, ...rest] = code.split('\n');
  const depth = Math.min(...rest.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return [first, ...rest.map((l) => (l.trim() ? indent + l.slice(depth) : l))].join('\n');
}
