import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';

/** Every file reached from `from` through imports (the starting files too), not entering `stop`. */
export function reach(site: Site, modules: Map<string, ModuleFacts>, from: Iterable<string>, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...from].filter((f) => !stop.has(f));
  for (const f of queue) seen.add(f);
  while (queue.length) {
    const file = queue.pop()!;
    for (const source of modules.get(file)?.sources ?? []) {
      const target = site.resolve(file, source);
      if (!target || seen.has(target) || stop.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/**
 * The files only the dropped areas use: the dropped pages and plumbing, and every module they
 * import that no kept page reaches (an admin dashboard's booking table). What these files link
 * to or read is the back office's, not the storefront's.
 */
export function droppedOnlyFiles(site: Site, modules: Map<string, ModuleFacts>, keptPages: string[], dropped: ReadonlySet<string>): Set<string> {
  const kept = reach(site, modules, keptPages, dropped);
  const out = new Set(dropped);
  for (const f of reach(site, modules, dropped)) if (!kept.has(f)) out.add(f);
  return out;
}
