import type { Node } from '@babel/types';
import { FILTER_ARGS, IMPLIED_FILTERS } from '../../../rules/data-layer/field-map.js';
import { RECIPES, type CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { stringValue } from '../../rule-kit/pattern-values.js';

/**
 * What a read asks for, as hook arguments (`useProducts({ limit, collection, search, type })`,
 * `useProduct({ id } | { slug })`), and what it asks for that no hook argument can say (sort,
 * ranges, other filters): those become a Limitations row.
 */
export interface HookQuery {
  args: Record<string, Node>;
  unmapped: string[];
}

type Arg = 'collection' | 'type' | 'search' | 'limit' | 'id' | 'slug';

const keyName = (k: Node) => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

function fromObject(obj: Node | null | undefined, q: HookQuery, allowed: Set<Arg>): void {
  if (!obj) return;
  const o = unwrap(obj);
  if (o.type !== 'ObjectExpression') return;
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty' || p.computed) { q.unmapped.push('filter'); continue; }
    const k = keyName(p.key);
    if (!k) continue;
    const to = FILTER_ARGS[k];
    if (to && allowed.has(to)) q.args[to] ??= p.value as Node;
    else if (!IMPLIED_FILTERS.has(k)) q.unmapped.push(`filter ${k}`);
  }
}

/** `%${x}%` → x (an `ilike` search pattern). */
function searchTerm(node: Node): Node {
  const n = unwrap(node);
  if (n.type === 'TemplateLiteral' && n.expressions.length === 1) return n.expressions[0] as Node;
  return n;
}

const isNumber = (n: Node | null | undefined) => !!n && unwrap(n).type === 'NumericLiteral';

/** Query-string parameters of a URL template: `?category=${c}&q=${s}`. */
function fromUrl(url: Node | null, q: HookQuery, allowed: Set<Arg>): void {
  if (!url) return;
  const n = unwrap(url);
  if (n.type !== 'TemplateLiteral') return;
  n.quasis.forEach((quasi, i) => {
    const m = /[?&]([\w.-]+)=$/.exec(quasi.value.raw);
    const e = n.expressions[i] as Node | undefined;
    if (!m || !e) return;
    const to = FILTER_ARGS[m[1]];
    if (to && allowed.has(to)) q.args[to] ??= e;
    else if (!IMPLIED_FILTERS.has(m[1])) q.unmapped.push(`query parameter ${m[1]}`);
  });
}

/** The hook arguments of a read of `vendor`, for a list (`useProducts`) or one row (`useProduct`). */
export function hookQuery(vendor: string, call: CallView, one: boolean, keyArgs?: Node[]): HookQuery {
  const q: HookQuery = { args: {}, unmapped: [] };
  const allowed = new Set<Arg>(one ? ['id', 'slug'] : ['collection', 'type', 'search', 'limit']);
  const segs = call.segments;
  const last = [...segs].reverse().find((s) => s.call);
  if (vendor === 'base44') {
    const args = last?.call?.args ?? [];
    if (/filter$/.test(call.operation)) {
      fromObject(args[0], q, new Set([...allowed, 'id', 'slug']));
      if (args[1] && stringValue(args[1]) !== null) q.unmapped.push(`sort ${stringValue(args[1])}`);
      if (isNumber(args[2])) q.args.limit = args[2];
    } else if (/list$/.test(call.operation)) {
      if (args[0] && stringValue(args[0]) !== null) q.unmapped.push(`sort ${stringValue(args[0])}`);
      if (isNumber(args[1]) && !one) q.args.limit = args[1];
    }
  } else if (vendor === 'supabase') {
    for (const s of segs) {
      if (!s.call) continue;
      const [a, b] = s.call.args;
      const col = stringValue(a);
      if ((s.name === 'eq' || s.name === 'match') && col) {
        const to = FILTER_ARGS[col];
        if (to && allowed.has(to)) q.args[to] ??= b;
        else if (!IMPLIED_FILTERS.has(col)) q.unmapped.push(`filter ${col}`);
      } else if ((s.name === 'ilike' || s.name === 'like' || s.name === 'textSearch') && b) {
        if (allowed.has('search')) q.args.search ??= searchTerm(b);
      } else if (s.name === 'limit' && a && !one) q.args.limit = a;
      else if (s.name === 'order') q.unmapped.push(`sort ${col ?? ''}`.trim());
      else if (s.name === 'range') q.unmapped.push('page range');
      else if (['neq', 'in', 'gt', 'gte', 'lt', 'lte', 'or', 'not', 'contains', 'filter'].includes(s.name)) q.unmapped.push(`filter ${s.name}${col ? ` ${col}` : ''}`);
    }
  } else if (vendor === 'firebase') {
    if (one) {
      const id = RECIPES.firebase.id(call);
      if (id) q.args.id = id;
    } else {
      const ref = segs[0]?.call?.args[0];
      const resolved = ref ? unwrap(call.resolve ? call.resolve(ref) : ref) : null;
      // `cat ? query(collection(db, 'p'), where('category', '==', cat)) : collection(db, 'p')`: the filtered branch says it.
      const r = resolved?.type === 'ConditionalExpression' ? [resolved.consequent, resolved.alternate].map((b) => unwrap(b as Node)).find((b) => b.type === 'CallExpression' && b.arguments.length > 1) ?? null : resolved;
      if (r?.type === 'CallExpression') {
        for (const a of r.arguments) {
          const w = unwrap(a as Node);
          if (w.type !== 'CallExpression' || w.callee.type !== 'Identifier') continue;
          const field = stringValue(w.arguments[0] as Node);
          if (w.callee.name === 'where' && field) {
            const to = FILTER_ARGS[field];
            if (to && allowed.has(to)) q.args[to] ??= w.arguments[2] as Node;
            else if (!IMPLIED_FILTERS.has(field)) q.unmapped.push(`filter ${field}`);
          } else if (w.callee.name === 'limit') q.args.limit = w.arguments[0] as Node;
          else if (w.callee.name === 'orderBy') q.unmapped.push(`sort ${field ?? ''}`.trim());
        }
      } else if (ref && ref.type === 'Identifier') q.unmapped.push(`query ${ref.name}`);
    }
  } else if (keyArgs) {
    // A react-query key `['/api/products', id]` or `['/api/products', { category }]`.
    const second = keyArgs[1] ? unwrap(keyArgs[1]) : null;
    if (second?.type === 'ObjectExpression') fromObject(second, q, allowed);
    else if (second && one) q.args.id = second;
    fromUrl(keyArgs[0] ?? null, q, allowed);
  } else {
    const recipe = RECIPES[vendor];
    const url = segs[0]?.call?.args[0] ?? null;
    fromUrl(url, q, allowed);
    if (one && recipe) {
      const id = recipe.id(call);
      if (id) q.args.id = id;
    }
  }
  if (one && vendor === 'base44' && !q.args.id && !q.args.slug && /get$/.test(call.operation) && last?.call?.args[0]) q.args.id = last.call.args[0];
  return q;
}
