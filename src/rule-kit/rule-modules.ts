/** What rule discovery knows about a rule folder and its modules, shared by run-time discovery and the CLI bundle's build. */

export type RuleFolder = 'vendors' | 'pages' | 'review';

/** The folders under rules/ whose modules are discovered (each module's default export is one rule). */
export const RULE_FOLDERS: readonly RuleFolder[] = ['vendors', 'pages', 'review'];

export interface RuleMeta {
  /** Equals the rule's file name without extension. */
  id: string;
  docs: { description: string; [key: string]: unknown };
}

/** The rule modules among a folder's file names, in a stable order. */
export function ruleModuleNames(names: readonly string[]): string[] {
  return names.filter((n) => /\.(ts|js)$/.test(n) && !n.endsWith('.d.ts') && !n.startsWith('_') && !n.includes('.test.')).sort();
}

/** A rule module's rule (undefined when it exports none); its id must equal its file name. */
export function ruleOf<T extends RuleMeta>(folder: RuleFolder, fileName: string, mod: { default?: T }): T | undefined {
  const rule = mod.default;
  if (!rule) return undefined;
  const expected = fileName.replace(/\.(ts|js)$/, '');
  if (rule.id !== expected) throw new Error(`rules/${folder}/${fileName}: id "${rule.id}" must equal the file name "${expected}"`);
  return rule;
}
