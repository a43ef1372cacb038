import type { Node } from '@babel/types';
import type { Analysis, Limitation } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { parseSource } from '../../load/parse.js';
import { cleanup, countReferences } from '../drop-pages/cleanup.js';
import { DROP_RULES } from '../drop-pages/context.js';
import { removeLinks } from '../drop-pages/links.js';
import { printMended } from '../drop-pages/print.js';
import { removePageElements } from '../drop-pages/routes.js';
import { applyPlan, pruneAround, rendersMarkup } from './surface-drop.js';
import { dropSurfaceReach, surfaceTargets } from './surface-pages.js';
import { outermostFunction, pathsOf, planSurface } from './surface-taint.js';

/**
 * Issue 4 item 3, `drop`: once a dropped surface's calls are inert, its markup goes (the list, its
 * loading/empty/error branches, the section that held only it), then what that left unused, the
 * links to the surface's pages, and components left rendering nothing with their uses.
 */

export interface SurfaceDropOutcome {
  changedFiles: string[];
  deletedFiles: string[];
  limitations: Limitation[];
}

/**
 * `seeds`: per file, the inert values put in place of the dropped surfaces' calls; `live`: per
 * file, the nodes of data that stays (never removed with the surface).
 */
export function dropSurfaceMarkup(tree: StagedTree, analysis: Analysis, surfaces: Set<string>, seeds: Map<string, Node[]>, live: Map<string, Set<Node>>, skip: (file: string) => boolean): SurfaceDropOutcome {
  const out: SurfaceDropOutcome = { changedFiles: [], deletedFiles: [], limitations: [] };
  if (!surfaces.size) return out;
  const emptied = new Set<string>();
  const linkTargets = surfaceTargets(analysis, surfaces, new Set());
  for (const [file, nodes] of [...seeds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const ast = tree.ast(file);
    const text = tree.read(file);
    if (!ast || text === undefined) continue;
    try {
      const before = countReferences(ast);
      const hadMarkup = rendersMarkup(ast.program);
      const paths = pathsOf(ast, nodes);
      // One plan per component: the data of one component never decides another's markup.
      const byComponent = new Map<Node, ReturnType<typeof pathsOf> extends Map<Node, infer P> ? P[] : never>();
      for (const p of paths.values()) {
        const fn = outermostFunction(p);
        if (fn) byComponent.set(fn.node, [...(byComponent.get(fn.node) ?? []), p]);
      }
      const touched: Node[] = [];
      const rendered: { fn: Node; name: string | null }[] = [];
      for (const group of byComponent.values()) {
        const plan = planSurface(group, live.get(file) ?? new Set());
        if (!plan) {
          out.limitations.push({ file, line: group[0].node.loc?.start.line ?? 0, what: 'dropped surface: its markup stays', why: 'the code around it also holds data that stays: remove the dropped data\'s markup by hand' });
          continue;
        }
        if (rendersMarkup(plan.component.node)) rendered.push({ fn: plan.component.node, name: componentName(plan.component) });
        touched.push(...applyPlan(ast, plan));
      }
      removeLinks(ast, { file, targets: linkTargets, rules: DROP_RULES, resolve: () => null });
      pruneAround(ast, touched);
      // Components of this file left rendering nothing go with their uses here.
      removePageElements(ast, new Set(rendered.filter((c) => c.name && !rendersMarkup(c.fn)).map((c) => c.name!)));
      cleanup(ast, before, new WeakSet(), /(?!)/);
      const printed = printMended(ast, text);
      if (!parseSource(file, printed, 'edit').ok) {
        tree.write(file, text);
        out.limitations.push({ file, line: 0, what: 'dropped surface: its markup stays', why: 'removing it would not parse: remove it by hand' });
        continue;
      }
      tree.write(file, printed);
      out.changedFiles.push(file);
      const reparsed = tree.ast(file);
      if (hadMarkup && reparsed && !rendersMarkup(reparsed.program)) emptied.add(file);
    } catch (err) {
      tree.write(file, text);
      out.limitations.push({ file, line: 0, what: `dropped surface: its markup stays (${(err as Error).message})`, why: 'remove it by hand' });
    }
  }
  const reach = dropSurfaceReach(tree, analysis, surfaceTargets(analysis, surfaces, emptied), skip);
  for (const f of reach.changed) if (!out.changedFiles.includes(f)) out.changedFiles.push(f);
  out.deletedFiles.push(...reach.deleted);
  return out;
}

/** The local name a component is bound to in its file (`function X`, `const X = () => ...`). */
function componentName(fn: { node: Node; parentPath: { node: Node } | null }): string | null {
  if (fn.node.type === 'FunctionDeclaration' && fn.node.id) return fn.node.id.name;
  const parent = fn.parentPath?.node;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : null;
}
