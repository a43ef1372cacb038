import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ruleModuleNames, ruleOf, type RuleFolder, type RuleMeta } from './rule-modules.js';

export type { RuleFolder, RuleMeta } from './rule-modules.js';

/** rules/ beside src/ (under tsx and vitest) or dist/rules beside dist/src (when built). */
function rulesDir(folder: RuleFolder): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules', folder);
}

const cache = new Map<RuleFolder, Promise<unknown[]>>();

/**
 * Every rule module of a folder, discovered from the folder (no hand-kept list). Each module's
 * default export is one rule; its id must equal its file name. The CLI bundle replaces this
 * module with one that imports the same modules, listed when the bundle is built
 * (scripts/bundle-cli.mjs).
 */
export function discoverRules<T extends RuleMeta>(folder: RuleFolder): Promise<T[]> {
  let p = cache.get(folder);
  if (!p) {
    p = (async () => {
      const dir = rulesDir(folder);
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch {
        return [];
      }
      const rules: T[] = [];
      for (const n of ruleModuleNames(names)) {
        const rule = ruleOf<T>(folder, n, (await import(pathToFileURL(path.join(dir, n)).href)) as { default?: T });
        if (rule) rules.push(rule);
      }
      return rules;
    })();
    cache.set(folder, p);
  }
  return p as Promise<T[]>;
}
