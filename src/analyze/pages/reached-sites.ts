import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import type { DataSite } from '../types.js';

/**
 * The reads a page reaches through the site's own non-UI modules: `useProducts()` from
 * `hooks/use-products` calling `fetchProducts()` in `lib/api` (Lovable's usual layering). Modules
 * with JSX (components, other pages) are not followed: what they fetch is theirs, not the page's.
 */
export function reachedReads(site: Site, modules: Map<string, ModuleFacts>, page: string, sitesByFile: Map<string, DataSite[]>, maxDepth = 3): DataSite[] {
  const out: DataSite[] = [];
  const seen = new Set<string>([page]);
  let frontier = [page];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const source of modules.get(file)?.sources ?? []) {
        const target = site.resolve(file, source);
        if (!target || seen.has(target)) continue;
        seen.add(target);
        const m = modules.get(target);
        if (!m || m.hasJsx) continue;
        out.push(...(sitesByFile.get(target) ?? []).filter((s) => s.kind === 'read'));
        next.push(target);
      }
    }
    frontier = next;
  }
  return out;
}
