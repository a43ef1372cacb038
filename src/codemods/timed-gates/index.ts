import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { stagedResolver } from '../drop-pages/graph.js';
import { importSource } from '../gap-pages/register.js';
import { scripts } from '../vendor-removal/importers.js';
import { isServerPath } from '../../analyze/facts/server-paths.js';
import { foldTimedGates } from './fold.js';

export { foldTimedGates, callsPropOnTimer, type FoldedGate } from './fold.js';

const inApp = (appRoot: string, file: string) => !appRoot || file.startsWith(appRoot + '/');

/**
 * The `timed-gates` step: an intro screen a component draws instead of the site until a clock
 * clears its flag (fold.ts) goes, so every page shows its content as soon as it is opened.
 */
export function runTimedGates({ tree, analysis, site }: Pick<StepContext, 'tree' | 'analysis' | 'site'>): StepResult {
  const appRoot = analysis.appRoot ?? site.appRoot;
  const resolve = stagedResolver(tree, site.aliases);
  const notes: string[] = [];
  for (const file of scripts(tree)) {
    if (!inApp(appRoot, file) || isServerPath(file) || !/\.(jsx|tsx|js)$/.test(file)) continue;
    // Cheap text test first: a flag that starts true and a timer somewhere near.
    const text = tree.read(file) ?? '';
    if (!/useState\(\s*true\s*\)/.test(text)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const imported = (component: string) => {
      const spec = importSource(ast, component);
      const target = spec ? resolve(file, spec) : null;
      return target ? tree.ast(target) ?? null : null;
    };
    const folded = foldTimedGates(ast, imported);
    if (!folded.length) continue;
    tree.writeAst(file, ast);
    for (const f of folded) notes.push(`${file}:${f.line}: the intro <${f.intro}> drawn instead of the site until a timer clears \`${f.state}\` no longer holds the page back (each page shows its content when opened)`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes };
}

export default defineStep({
  id: 'timed-gates',
  description: 'an intro screen shown instead of the site until a timer runs out no longer holds every page back',
  needs: ['analysis'],
  run: runTimedGates,
});
