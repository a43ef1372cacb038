import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type RuleFolder = 'vendors' | 'pages' | 'review';

export interface RuleMeta {
  /** Equals the rule's file name without extension. */
  id: string;
  docs: { description: string; [key: string]: unknown };
}

/** rules/ beside src/ (under tsx and vitest) or dist/rules beside dist/src (when built). */
function rulesDir(folder: RuleFolder): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules', folder);
}

const cache = new Map<RuleFolder, Promise<unknown[]>>();

/**
 * Every rule module of a folder, discovered from the folder (no hand-kept list). Each module's
 * default export is one rule; its id must equal its file name.
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
      const modules = names
        .filter((n) => /\.(ts|js)$/.test(n) && !n.endsWith('.d.ts') && !n.startsWith('_') && !n.includes('.test.'))
        .sort();
      const rules: T[] = [];
      for (const n of modules) {
        const mod = (await import(pathToFileURL(path.join(dir, n)).href)) as { default?: T };
        const rule = mod.default;
        if (!rule) continue;
        const expected = n.replace(/\.(ts|js)$/, '');
        if (rule.id !== expected) throw new Error(`rules/${folder}/${n}: id "${rule.id}" must equal the file name "${expected}"`);
        rules.push(rule);
      }
      return rules;
    })();
    cache.set(folder, p);
  }
  return p as Promise<T[]>;
}
