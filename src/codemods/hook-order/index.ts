import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { scripts } from '../vendor-removal/importers.js';
import { hoistHooksAboveEarlyReturns } from './hoist.js';

export { hoistHooksAboveEarlyReturns, type HoistedHooks } from './hoist.js';

const inApp = (appRoot: string, file: string) => !appRoot || file.startsWith(appRoot + '/');

/**
 * The `hook-order` step: hooks called after a component's early return move above it (hoist.ts),
 * so a page opened directly renders the same hooks on every render. Runs after the data layer,
 * whose SDK hooks take the place of the source's cached queries.
 */
export function runHookOrder({ tree, analysis, site }: Pick<StepContext, 'tree' | 'analysis' | 'site'>): StepResult {
  const appRoot = analysis.appRoot ?? site.appRoot;
  const notes: string[] = [];
  for (const file of scripts(tree)) {
    if (!inApp(appRoot, file) || !/\.(jsx|tsx)$/.test(file)) continue;
    // Cheap text test first: a file with no hook call after a `return` has nothing to move.
    const text = tree.read(file) ?? '';
    if (!/\breturn\b[\s\S]*\buse[A-Z]\w*\(/.test(text)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const moved = hoistHooksAboveEarlyReturns(ast);
    if (!moved.length) continue;
    tree.writeAst(file, ast);
    for (const m of moved) notes.push(`${file}:${m.line}: ${m.hooks.join(', ')} moved above the component's early return (hooks must run on every render)`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes };
}

export default defineStep({
  id: 'hook-order',
  description: 'hooks called after a component\'s early return moved above it (the same hooks on every render)',
  needs: ['analysis'],
  run: runHookOrder,
});
