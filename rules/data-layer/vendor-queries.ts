import type { Node } from '@babel/types';
import { fromObject, isNumber, searchTerm, type Arg, type HookQuery } from '../../src/codemods/data-layer/query-helpers.js';
import { unwrap } from '../../src/rule-kit/pattern.js';
import { stringValue } from '../../src/rule-kit/pattern-values.js';
import { FILTER_ARGS, IMPLIED_FILTERS } from './field-map.js';
import { RECIPES, type CallView } from './vendor-recipes.js';

/**
 * How each vendor's read call says what it asks for (filters, limit, search, sort, ranges), as
 * hook arguments of `useProducts` / `useProduct` and the rest as unmapped (Limitations rows).
 * One function per vendor whose call shape carries the query; vendors queried through a URL
 * (fetch, axios, Replit keys) are read generically by `src/codemods/data-layer/query-args.ts`.
 */
export interface QueryContext {
  call: CallView;
  one: boolean;
  allowed: Set<Arg>;
  /** The last call segment of the chain (`.list(...)`, `.filter(...)`). */
  last: CallView['segments'][number] | undefined;
  segs: CallView['segments'];
}

export const VENDOR_QUERIES: Record<string, (q: HookQuery, ctx: QueryContext) => void> = {
  base44: (q, { call, one, allowed, last }) => {
    const args = last?.call?.args ?? [];
    if (/filter$/.test(call.operation)) {
      fromObject(args[0], q, new Set([...allowed, 'id', 'slug']));
      if (args[1] && stringValue(args[1]) !== null) q.unmapped.push(`sort ${stringValue(args[1])}`);
      if (isNumber(args[2])) q.args.limit = args[2];
    } else if (/list$/.test(call.operation)) {
      if (args[0] && stringValue(args[0]) !== null) q.unmapped.push(`sort ${stringValue(args[0])}`);
      if (isNumber(args[1]) && !one) q.args.limit = args[1];
    }
    // `.get(id)`: the row's id.
    if (one && !q.args.id && !q.args.slug && /get$/.test(call.operation) && last?.call?.args[0]) q.args.id = last.call.args[0];
  },
  supabase: (q, { allowed, one, segs }) => {
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
  },
  firebase: (q, { call, one, allowed, segs }) => {
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
  },
};
