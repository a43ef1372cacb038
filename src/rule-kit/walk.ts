import type { Node } from '@babel/types';
import { VISITOR_KEYS } from '../infra/visitor-keys.js';

/**
 * A light AST walker for analysis. @babel/traverse builds scopes and paths for every node, which
 * costs as much as the parse itself; the analyzer only needs nodes and their ancestors, so it walks
 * the tree once with plain recursion and lets every collector register visitors (knip's model).
 */
export interface WalkContext {
  /** Ancestors of the current node, root first (the current node is not included). */
  readonly ancestors: readonly Node[];
  parent(): Node | undefined;
  /** Nearest ancestor of one of these types. */
  closest<T extends Node['type']>(...types: T[]): Extract<Node, { type: T }> | undefined;
}

export type Visitor<T extends Node = Node> = (node: T, ctx: WalkContext) => void;
export type VisitorMap = { [K in Node['type']]?: Visitor<Extract<Node, { type: K }>> } & { '*'?: Visitor };

/**
 * Type-only subtrees: nothing at run time lives under them, so the walk skips them unless a
 * visitor asks for one of these types (a large TS site spends a third of its nodes here).
 */
const TYPE_ONLY = new Set([
  'TSTypeAnnotation', 'TSTypeParameterDeclaration', 'TSTypeParameterInstantiation',
  'TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TypeAnnotation', 'TypeParameterDeclaration',
  'TypeParameterInstantiation',
]);

/** What the walk does at one node type: its visitors, its child keys, whether it is skipped. */
interface TypeEntry { fns: Visitor[] | null; keys: readonly string[] | null; skip: boolean }

/**
 * Run several visitor maps in one pass over `root`. Per node type the visitors and child keys are
 * looked up once per walk (one table hit per node, no per-node allocation).
 */
export function walk(root: Node, visitorMaps: VisitorMap[]): void {
  const byType: Record<string, Visitor[]> = Object.create(null);
  const any: Visitor[] = [];
  for (const m of visitorMaps) {
    for (const type in m) {
      const fn = (m as Record<string, Visitor | undefined>)[type];
      if (!fn) continue;
      if (type === '*') any.push(fn);
      else (byType[type] ??= []).push(fn);
    }
  }
  const table: Record<string, TypeEntry> = Object.create(null);
  const entryOf = (type: string): TypeEntry => {
    const own = byType[type];
    const fns = own ? (any.length ? [...own, ...any] : own) : any.length ? any : null;
    const keys = VISITOR_KEYS[type];
    // Leaves (identifiers' siblings such as literals, JSXText) have no child keys: no ancestor push.
    const e: TypeEntry = { fns, keys: keys?.length ? keys : null, skip: TYPE_ONLY.has(type) && !own };
    table[type] = e;
    return e;
  };
  const ancestors: Node[] = [];
  const ctx: WalkContext = {
    ancestors,
    parent: () => ancestors[ancestors.length - 1],
    closest: (...types) => {
      for (let i = ancestors.length - 1; i >= 0; i--) {
        if ((types as string[]).includes(ancestors[i].type)) return ancestors[i] as never;
      }
      return undefined;
    },
  };
  const visit = (node: Node): void => {
    const e = table[node.type] ?? entryOf(node.type);
    if (e.skip) return;
    const fns = e.fns;
    if (fns !== null) for (let i = 0; i < fns.length; i++) fns[i](node, ctx);
    const keys = e.keys;
    if (keys === null) return;
    // Pushed on the first present child only: most identifiers have child keys (typeAnnotation,
    // decorators) but no children, and are leaves to the walk.
    let pushed = false;
    for (let k = 0; k < keys.length; k++) {
      const child = (node as unknown as Record<string, unknown>)[keys[k]];
      if (child === null || child === undefined) continue;
      if (!pushed) {
        ancestors.push(node);
        pushed = true;
      }
      if (Array.isArray(child)) {
        for (let i = 0; i < child.length; i++) {
          const c = child[i] as Node | null;
          if (c && typeof c.type === 'string') visit(c);
        }
      } else if (typeof (child as Node).type === 'string') visit(child as Node);
    }
    if (pushed) ancestors.pop();
  };
  visit(root);
}

/** 1-based line of a node (0 when the node was made by a codemod and has no location). */
export const lineOf = (n: Node): number => n.loc?.start.line ?? 0;
