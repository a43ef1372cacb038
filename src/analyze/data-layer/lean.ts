import type { Node } from '@babel/types';
import { MIN_SLICE, ownString } from '../../infra/own-string.js';

/**
 * Lean copies of the tree pieces the data layer keeps past a file's walk (analyze mode only).
 *
 * A Babel node costs far more than what `finish` reads of it: each has a `loc` (three objects), an
 * `extra` object on literals and parenthesised expressions, and TypeScript annotations. `finish`
 * and the vendor rules read node types, child nodes, names and values, and `start`; `loc` only on a
 * chain's root and call node (a site's line and column), which the caller names; never `extra`,
 * comments or types (`unwrap` steps through `as` casts by their `expression`).
 *
 * Strings are copied too (infra/own-string.ts): a kept slice would keep the file's text alive.
 */

/** Keys no reader of kept facts looks at: places, comments, parser extras and TypeScript types. */
const DROPPED = new Set([
  'loc', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments',
  'typeAnnotation', 'typeParameters', 'typeArguments', 'returnType', 'superTypeParameters', 'predicate',
]);

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod']);
const CLASS_TYPES = new Set(['ClassDeclaration', 'ClassExpression']);

/** How to copy: which nodes keep their place, and whether function and class bodies are cut. */
interface CopyOptions { keepLoc: ReadonlySet<Node> | undefined; cut: boolean }
/** A method's key is kept as written (`withoutBodies` does not look inside it). */
const KEEP_ALL: CopyOptions = { keepLoc: undefined, cut: false };

function copyValue(v: unknown, o: CopyOptions): unknown {
  if (typeof v === 'string') return v.length < MIN_SLICE ? v : ownString(v);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyValue(v[i], o);
    return out;
  }
  if (typeof (v as Node).type === 'string') return copyNode(v as Node, o);
  // Plain values inside a node (a template element's `{ raw, cooked }`).
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = copyValue((v as Record<string, unknown>)[k], o);
  return out;
}

/**
 * A function or class without its body (what `withoutBodies` in compact.ts gives), copied lean:
 * what initialisers need of it is its type and place, and a method's key.
 */
function shellCopy(n: Node, o: CopyOptions): Node {
  const { type, start, end } = n;
  if (CLASS_TYPES.has(type)) return { type, start, end, id: null, superClass: null, body: EMPTY_CLASS_BODY } as unknown as Node;
  const f = n as unknown as { async?: boolean; generator?: boolean; key?: Node; computed?: boolean; kind?: string };
  return {
    type, start, end, id: null, params: NO_PARAMS, async: f.async, generator: f.generator, key: f.key ? copyNode(f.key, KEEP_ALL) : f.key, computed: f.computed, kind: f.kind,
    body: EMPTY_BLOCK,
  } as unknown as Node;
}

/**
 * The empty parts of every shell, shared (thousands of kept initialisers are functions): kept
 * facts are only read, and frozen, a write would throw instead of changing every shell.
 */
const NO_PARAMS: readonly Node[] = Object.freeze([]);
const EMPTY_BLOCK = Object.freeze({ type: 'BlockStatement', body: Object.freeze([]), directives: Object.freeze([]) });
const EMPTY_CLASS_BODY = Object.freeze({ type: 'ClassBody', body: Object.freeze([]) });

function copyNode(node: Node, o: CopyOptions): Node {
  if (o.cut && (FUNCTION_TYPES.has(node.type) || CLASS_TYPES.has(node.type))) return shellCopy(node, o);
  const out: Record<string, unknown> = {};
  const rec = node as unknown as Record<string, unknown>;
  for (const k in rec) {
    // Own keys only: parser nodes are class instances whose prototype carries methods.
    if (DROPPED.has(k) || !Object.prototype.hasOwnProperty.call(rec, k)) continue;
    out[k] = copyValue(rec[k], o);
  }
  if (o.keepLoc?.has(node)) out.loc = ownLoc(node.loc);
  return out as unknown as Node;
}

/** `loc` as readers use it (line and column of start and end), without the parser's objects. */
export function ownLoc(loc: Node['loc']): Node['loc'] {
  if (!loc) return loc;
  return { start: { line: loc.start.line, column: loc.start.column, index: loc.start.index }, end: { line: loc.end.line, column: loc.end.column, index: loc.end.index } } as Node['loc'];
}

/** A deep copy of `node` without the dropped keys; nodes in `keepLoc` keep their line and column. */
export function leanCopy<T extends Node>(node: T, keepLoc?: ReadonlySet<Node>): T {
  return copyNode(node, { keepLoc, cut: false }) as T;
}

/**
 * `leanCopy(withoutBodies(node))` in one pass: every function and class inside `node` (or `node`
 * itself) becomes a bodiless shell, the rest a lean copy.
 */
export function leanCopyWithoutBodies<T extends Node>(node: T): T {
  return copyNode(node, { keepLoc: undefined, cut: true }) as T;
}
