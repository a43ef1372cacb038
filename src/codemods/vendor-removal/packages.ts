import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';
import { importersOf, mendImports } from './importers.js';
import { removeDependencies } from './text-edits.js';

/** The vendor's packages out of every package.json whose app no longer imports them. */
export function removePackages(tree: StagedTree, packages: string[]): { packagesRemoved: string[]; packagesKept: string[] } {
  const kept: string[] = [];
  const unused: string[] = [];
  for (const pkg of packages) {
    const users = importersOf(tree, { packages: [pkg] });
    for (const u of users) mendImports(tree, u.file, { packages: [pkg] });
    const still = importersOf(tree, { packages: [pkg] }).some((u) => u.used.length);
    // A Vite plugin is used by the config, which the bundler-config step edits.
    if (still) kept.push(pkg);
    else unused.push(pkg);
  }
  const removed = new Set<string>();
  for (const file of tree.list().filter((p) => path.posix.basename(p) === 'package.json' && !p.includes('node_modules/'))) {
    const text = tree.read(file);
    if (!text) continue;
    const r = removeDependencies(text, unused);
    if (r.removed.length) { tree.write(file, r.text); r.removed.forEach((x) => removed.add(x)); }
  }
  return { packagesRemoved: [...removed].sort(), packagesKept: kept };
}
