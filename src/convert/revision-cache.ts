import type { File } from '@babel/types';
import type { StagedTree } from './staged-tree.js';

/**
 * `compute` over a file's tree, kept while the file's revision stays (the tree is the same object
 * between writes, so it keys the cache): asking the same question of many targets then walks each
 * file once. A tree without revisions is walked every time.
 */
export function perRevision<T>(compute: (ast: File) => T): (tree: StagedTree, file: string, ast: File) => T {
  const cache = new WeakMap<File, { revision: number; value: T }>();
  return (tree, file, ast) => {
    const revision = tree.revision?.(file);
    if (revision === undefined) return compute(ast);
    const hit = cache.get(ast);
    if (hit?.revision === revision) return hit.value;
    const value = compute(ast);
    cache.set(ast, { revision, value });
    return value;
  };
}
