import type { Analysis } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import type { Json } from '../preview/literal-data.js';
import { findCatalogues } from './find.js';
import { cataloguePages, fixedProductPages, importedCatalogues } from './pages.js';

/**
 * The records of the static catalogues the static-catalogue step turns into SDK reads, as preview
 * demo products: the page showed them, so the preview shows them again from the demo store.
 * Module-level arrays are left out: the preview's source data reads those already. The copy of a
 * product page written at a fixed route is the demo product of that route's slug.
 */
export function catalogueSeeds(tree: StagedTree, analysis: Analysis, resolve: (from: string, spec: string) => string | null): { records: Record<string, Json>[]; from: string[] } {
  const records: Record<string, Json>[] = [];
  const from: string[] = [];
  const add = (rs: Record<string, Json>[], file: string) => {
    records.push(...rs);
    if (!from.includes(file)) from.push(file);
  };
  const seen = new Set<string>();
  for (const file of cataloguePages(analysis, tree, resolve)) {
    const ast = tree.ast(file);
    if (!ast) continue;
    for (const c of findCatalogues(ast)) if (c.owner || c.kind === 'map') add(c.records, file);
    for (const c of importedCatalogues(tree, file, ast, resolve).values()) {
      if (c.kind !== 'map' || seen.has(`${c.from}#${c.name}`)) continue;
      seen.add(`${c.from}#${c.name}`);
      add(c.records, c.from);
    }
  }
  // A product page written by hand at a fixed route: its copy is the demo product of the route's slug.
  for (const { file, product } of fixedProductPages(analysis, tree)) add([product.record], file);
  return { records, from };
}
