import { VISITOR_KEYS, type Node } from '@babel/types';

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

/** Run several visitor maps in one pass over `root`. */
export function walk(root: Node, visitorMaps: VisitorMap[]): void {
  const byType = new Map<string, Visitor[]>();
  const any: Visitor[] = [];
  for (const m of visitorMaps) {
    for (const [type, fn] of Object.entries(m)) {
      if (!fn) continue;
      if (type === '*') any.push(fn as Visitor);
      else {
        const list = byType.get(type) ?? [];
        list.push(fn as Visitor);
        byType.set(type, list);
      }
    }
  }
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
  const skip = new Set([...TYPE_ONLY].filter((t) => !byType.has(t)));
  const visit = (node: Node) => {
    if (skip.has(node.type)) return;
    const fns = byType.get(node.type);
    if (fns) for (const fn of fns) fn(node, ctx);
    if (any.length) for (const fn of any) fn(node, ctx);
    const keys = VISITOR_KEYS[node.type];
    if (!keys) return;
    ancestors.push(node);
    for (const key of keys) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (!child) continue;
      if (Array.isArray(child)) {
        for (const c of child) if (c && typeof (c as Node).type === 'string') visit(c as Node);
      } else if (typeof (child as Node).type === 'string') visit(child as Node);
    }
    ancestors.pop();
  };
  visit(root);
}

/** 1-based line of a node (0 when the node was made by a codemod and has no location). */
export const lineOf = (n: Node): number => n.loc?.start.line ?? 0;
