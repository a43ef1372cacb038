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

/** Who imports each of the site's modules. */
export function importersOf(site: Site, modules: Map<string, ModuleFacts>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [file, m] of modules) {
    for (const source of m.sources) {
      const target = site.resolve(file, source);
      if (!target || target === file) continue;
      let s = out.get(target);
      if (!s) out.set(target, (s = new Set()));
      s.add(file);
    }
  }
  return out;
}

/**
 * The page's own parts: components (modules with JSX) that only the page imports, or only the
 * page's other parts (`EditProduct` page → `EditForm` → `ImagePicker`). What they do is the page's
 * doing: a page that renders a product editor only it uses is a product editor. A component any
 * other module imports (a shared card, a newsletter box, a cart drawer) is not a part.
 */
export function privateParts(site: Site, modules: Map<string, ModuleFacts>, importers: Map<string, Set<string>>, page: string, maxDepth = 2): string[] {
  const parts = new Set<string>();
  let frontier = [page];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const source of modules.get(file)?.sources ?? []) {
        const target = site.resolve(file, source);
        if (!target || target === page || parts.has(target)) continue;
        const m = modules.get(target);
        if (!m?.hasJsx) continue;
        const by = importers.get(target);
        if (!by || ![...by].every((f) => f === page || parts.has(f))) continue;
        parts.add(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  return [...parts];
}
