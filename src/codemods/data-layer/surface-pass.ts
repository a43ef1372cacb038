import type { Node } from '@babel/types';
import type { Analysis, Limitation } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { cleanup, countReferences } from '../drop-pages/cleanup.js';
import { DROP_RULES } from '../drop-pages/context.js';
import { removeLinks } from '../drop-pages/links.js';
import { printMended } from '../drop-pages/print.js';
import { removePageElements } from '../drop-pages/routes.js';
import { applyPlan, pruneAround, removeEmptyLists, rendersMarkup } from './surface-drop.js';
import { expandToCallers } from './surface-callers.js';
import { deleteOrphans, dropSurfaceReach, importerCounts, surfaceTargets } from './surface-pages.js';
import { outermostFunction, pathsOf, planSurface } from './surface-taint.js';

/**
 * Issue 4 item 3, `drop`: once a dropped surface's calls are inert, its markup goes (the list, its
 * loading/empty/error branches, the section that held only it), then what that left unused, the
 * links to the surface's pages, and components left rendering nothing with their uses.
 */

/** The inert value put in place of a dropped surface's call, and the call's line. */
export interface SurfaceSeed { node: Node; line: number }

export interface SurfaceDropOutcome {
  changedFiles: string[];
  deletedFiles: string[];
  limitations: Limitation[];
}

/**
 * `seeds`: per file, the inert values put in place of the dropped surfaces' calls; `live`: per
 * file, the nodes of data that stays (never removed with the surface).
 */
export function dropSurfaceMarkup(tree: StagedTree, analysis: Analysis, surfaces: Set<string>, seeds: Map<string, SurfaceSeed[]>, live: Map<string, Set<Node>>, skip: (file: string) => boolean): SurfaceDropOutcome {
  const out: SurfaceDropOutcome = { changedFiles: [], deletedFiles: [], limitations: [] };
  if (!surfaces.size) return out;
  const emptied = new Set<string>();
  // Calls of module functions that only served the dropped data are seeds too (surface-callers.ts).
  expandToCallers(tree, analysis, seeds, live, skip);
  const importedBefore = importerCounts(tree, analysis, skip);
  const linkTargets = surfaceTargets(tree, analysis, surfaces, new Set());
  for (const [file, nodes] of [...seeds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // The surface's own pages go whole (surface-pages.ts).
    if (linkTargets.pages.has(file)) continue;
    const ast = tree.ast(file);
    const text = tree.read(file);
    if (!ast || text === undefined) continue;
    try {
      const before = countReferences(ast);
      const hadMarkup = rendersMarkup(ast.program);
      const touched: Node[] = [];
      const rendered: { fn: Node; name: string | null }[] = [];
      // One call at a time: a call whose code also holds data that stays keeps its markup, the others go.
      for (const seed of nodes) {
        const at = pathsOf(ast, [seed.node]).get(seed.node);
        const fn = at && outermostFunction(at);
        // Gone with an earlier call's markup, or not in a component (a plain helper: the inert call is enough).
        if (!at || !fn || !rendersMarkup(fn.node)) continue;
        const plan = planSurface([at], live.get(file) ?? new Set());
        if (!plan) {
          out.limitations.push({ file, line: seed.line, what: 'dropped surface: its markup stays', why: 'the code around this call also holds data that stays: remove the dropped data\'s markup by hand' });
          continue;
        }
        if (!rendered.some((c) => c.fn === fn.node)) rendered.push({ fn: fn.node, name: componentName(fn) });
        touched.push(...applyPlan(ast, plan));
      }
      removeLinks(ast, { file, targets: linkTargets, rules: DROP_RULES, resolve: () => null });
      pruneAround(ast, [...touched, ...removeEmptyLists(ast)]);
      // Components of this file left rendering nothing go with their uses here.
      removePageElements(ast, new Set(rendered.filter((c) => c.name && !rendersMarkup(c.fn)).map((c) => c.name!)));
      cleanup(ast, before, new WeakSet(), /(?!)/);
      const printed = printMended(ast, text);
      if (printed === text) continue;
      // The staged tree parses what is written (once); a result that does not parse is undone.
      tree.write(file, printed);
      const reparsed = tree.ast(file);
      if (!reparsed) {
        tree.write(file, text);
        out.limitations.push({ file, line: 0, what: 'dropped surface: its markup stays', why: 'removing it would not parse: remove it by hand' });
        continue;
      }
      out.changedFiles.push(file);
      if (hadMarkup && reparsed && !rendersMarkup(reparsed.program)) emptied.add(file);
    } catch (err) {
      tree.write(file, text);
      out.limitations.push({ file, line: 0, what: `dropped surface: its markup stays (${(err as Error).message})`, why: 'remove it by hand' });
    }
  }
  const reach = dropSurfaceReach(tree, analysis, surfaceTargets(tree, analysis, surfaces, emptied), skip);
  for (const f of reach.changed) if (!out.changedFiles.includes(f)) out.changedFiles.push(f);
  out.deletedFiles.push(...reach.deleted, ...deleteOrphans(tree, analysis, importedBefore, skip));
  return out;
}

/** The local name a component is bound to in its file (`function X`, `const X = () => ...`). */
function componentName(fn: { node: Node; parentPath: { node: Node } | null }): string | null {
  if (fn.node.type === 'FunctionDeclaration' && fn.node.id) return fn.node.id.name;
  const parent = fn.parentPath?.node;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : null;
}
