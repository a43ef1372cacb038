import type { Node } from '@babel/types';
import type { Analysis } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { expandToCallers, type CallerSeed } from './surface-callers.js';
import { fieldsRead, type KeyPart } from './surface-placeholders.js';
import { componentResolver } from './surface-resolve.js';

/** Where a static kind with no seed data is read: the file and the inert values put there. */
export interface PlaceholderUse { file: string; nodes: Node[] }

/**
 * The fields the components read from a static kind's records (surface-placeholders.ts). A read
 * inside a plain module function (a `useReviews` hook, a `fetchTestimonials` helper) shows its
 * records through that function's callers: they are followed across imports (surface-callers.ts)
 * and read from there. `others`: per file, the inert values of the other sites (data that is not this kind's).
 */
export function placeholderFields(tree: StagedTree, analysis: Analysis, uses: PlaceholderUse[], others: (file: string) => Set<Node>, skip: (f: string) => boolean): { fields: string[]; lists: Set<string>; numbers: Set<string>; keyed: Map<string, KeyPart>; dates: Set<string> } {
  const fields: string[] = [];
  const lists = new Set<string>();
  const numbers = new Set<string>();
  const dates = new Set<string>();
  const keyed = new Map<string, KeyPart>();
  const seeds = new Map<string, CallerSeed[]>();
  for (const u of uses) seeds.set(u.file, [...(seeds.get(u.file) ?? []), ...u.nodes.map((node) => ({ node, line: 0 }))]);
  const live = new Map<string, Set<Node>>();
  for (const file of seeds.keys()) live.set(file, others(file));
  expandToCallers(tree, analysis, seeds, live, skip);
  for (const [file, list] of seeds) {
    const ast = tree.ast(file);
    if (!ast) continue;
    const read = fieldsRead(ast, list.map((s) => s.node), componentResolver(tree, analysis, file), live.get(file) ?? others(file));
    for (const f of read.fields) if (!fields.includes(f)) fields.push(f);
    for (const f of read.lists) lists.add(f);
    for (const f of read.numbers) numbers.add(f);
    for (const f of read.dates) dates.add(f);
    for (const [f, part] of read.keyed) if (!keyed.has(f)) keyed.set(f, part);
  }
  return { fields, lists, numbers, keyed, dates };
}
