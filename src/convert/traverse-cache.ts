import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Forget the NodePaths and scopes @babel/traverse keeps for every node it has walked. They live as
 * long as the trees (the staged tree holds every file's for the whole run), which is most of a
 * run's memory and garbage-collection time on a large site. Between steps nothing holds a path:
 * a later walk builds fresh paths and scopes (crawled from the tree as it is then).
 */
export function forgetTraversals(): void {
  const mod = require('@babel/traverse') as { default?: { cache?: { clear(): void } }; cache?: { clear(): void } };
  (mod.default?.cache ?? mod.cache)?.clear();
}
