import type { Node } from '@babel/types';

/**
 * Lean copies of the tree pieces the data layer keeps past a file's walk (analyze mode only).
 *
 * A Babel node costs far more than what `finish` reads of it: each has a `loc` (three objects), an
 * `extra` object on literals and parenthesised expressions, and TypeScript annotations. `finish`
 * and the vendor rules read node types, child nodes, names and values, and `start`; `loc` only on a
 * chain's root and call node (a site's line and column), which the caller names; never `extra`,
 * comments or types (`unwrap` steps through `as` casts by their `expression`). Strings are shared
 * with the tree: they are slices of the file's text, which the site keeps anyway.
 */

/** Keys no reader of kept facts looks at: places, comments, parser extras and TypeScript types. */
const DROPPED = new Set([
  'loc', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments',
  'typeAnnotation', 'typeParameters', 'typeArguments', 'returnType', 'superTypeParameters', 'predicate',
]);

function copyValue(v: unknown, keepLoc: ReadonlySet<Node> | undefined): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => copyValue(x, keepLoc));
  if (typeof (v as Node).type === 'string') return leanCopy(v as Node, keepLoc);
  // Plain values inside a node (a template element's `{ raw, cooked }`).
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = copyValue((v as Record<string, unknown>)[k], keepLoc);
  return out;
}

/** `loc` as readers use it (line and column of start and end), without the parser's objects. */
export function ownLoc(loc: Node['loc']): Node['loc'] {
  if (!loc) return loc;
  return { start: { line: loc.start.line, column: loc.start.column, index: loc.start.index }, end: { line: loc.end.line, column: loc.end.column, index: loc.end.index } } as Node['loc'];
}

/** A deep copy of `node` without the dropped keys; nodes in `keepLoc` keep their line and column. */
export function leanCopy<T extends Node>(node: T, keepLoc?: ReadonlySet<Node>): T {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(node)) {
    if (DROPPED.has(k)) continue;
    out[k] = copyValue((node as unknown as Record<string, unknown>)[k], keepLoc);
  }
  if (keepLoc?.has(node)) out.loc = ownLoc(node.loc);
  return out as unknown as T;
}
