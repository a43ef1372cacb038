import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { scripts } from '../vendor-removal/importers.js';
import { removeEnvGuards } from './guards.js';
import { defaultStringSettings } from './string-reads.js';
import { removeSettingsValidation } from './validation.js';

export { removeEnvGuards, type RemovedGuard } from './guards.js';
export { defaultStringSettings } from './string-reads.js';
export { removeSettingsValidation, type RemovedValidation } from './validation.js';

const inApp = (appRoot: string, file: string) => !appRoot || file.startsWith(appRoot + '/');

/**
 * The `env-guards` step: module-level checks that throw when a build setting is missing go
 * (guards.ts, and validation.ts for a check that lists what is missing from a table of settings), string methods called on a setting get an empty-string fallback (string-reads.ts),
 * each with a Limitations row naming the setting the theme will not have.
 */
export function runEnvGuards({ tree, analysis, site }: Pick<StepContext, 'tree' | 'analysis' | 'site'>): StepResult {
  const appRoot = analysis.appRoot ?? site.appRoot;
  const limitations: Limitation[] = [];
  for (const file of scripts(tree)) {
    if (!inApp(appRoot, file)) continue;
    // Cheap text test first: most files never read a setting (nor name one: a table of settings
    // whose vendor reads were already emptied still names them).
    if (!/\b(import\.meta|process)\.env\b|\b(VITE|REACT_APP|NEXT_PUBLIC)_[A-Z]/.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const removed = [...removeEnvGuards(ast), ...removeSettingsValidation(ast)];
    const defaulted = defaultStringSettings(ast);
    if (!removed.length && !defaulted.length) continue;
    tree.writeAst(file, ast);
    for (const g of removed) {
      limitations.push({
        file,
        line: g.line,
        what: `the theme has no build setting ${g.settings.join(', ')}: the check that threw at load without it is removed`,
        why: "a theme is built without the source's environment (`.env*` files never ship), so the check stopped every page; code that reads the setting gets undefined",
      });
    }
    for (const g of defaulted) {
      limitations.push({
        file,
        line: g.line,
        what: `the theme has no build setting ${g.settings.join(', ')}: the string method called on it now runs on an empty string`,
        why: "a theme is built without the source's environment (`.env*` files never ship); the method call on the missing setting threw a TypeError",
      });
    }
  }
  return { status: limitations.length ? 'applied' : 'unnecessary', limitations };
}

export default defineStep({
  id: 'env-guards',
  description: 'module-level checks that throw when a build setting is missing removed, string methods on a setting given a fallback (a theme has no .env)',
  needs: ['analysis'],
  run: runEnvGuards,
});
