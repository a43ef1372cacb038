import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { scripts } from '../vendor-removal/importers.js';
import { removeEnvGuards } from './guards.js';

export { removeEnvGuards, type RemovedGuard } from './guards.js';

const inApp = (appRoot: string, file: string) => !appRoot || file.startsWith(appRoot + '/');

/**
 * The `env-guards` step: module-level checks that throw when a build setting is missing go
 * (guards.ts), each with a Limitations row naming the setting the theme will not have.
 */
export function runEnvGuards({ tree, analysis, site }: Pick<StepContext, 'tree' | 'analysis' | 'site'>): StepResult {
  const appRoot = analysis.appRoot ?? site.appRoot;
  const limitations: Limitation[] = [];
  for (const file of scripts(tree)) {
    if (!inApp(appRoot, file)) continue;
    // Cheap text test first: most files never read a setting.
    if (!/\b(import\.meta|process)\.env\b/.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const removed = removeEnvGuards(ast);
    if (!removed.length) continue;
    tree.writeAst(file, ast);
    for (const g of removed) {
      limitations.push({
        file,
        line: g.line,
        what: `the theme has no build setting ${g.settings.join(', ')}: the check that threw at load without it is removed`,
        why: "a theme is built without the source's environment (`.env*` files never ship), so the check stopped every page; code that reads the setting gets undefined",
      });
    }
  }
  return { status: limitations.length ? 'applied' : 'unnecessary', limitations };
}

export default defineStep({
  id: 'env-guards',
  description: 'module-level checks that throw when a build setting is missing removed (a theme has no .env)',
  needs: ['analysis'],
  run: runEnvGuards,
});
