import type { Collector } from '../rule-kit/collector.js';
import type { Site } from '../load/site.js';
import { jsxName } from './file-signals.js';
import { resolveComponent, type ModuleFacts } from './module-facts.js';

/** Wrappers that are plumbing, not a visual shell. */
const PLUMBING = /(Provider|Router|Boundary|Suspense|Toaster|Context|Client|Tooltip|Helmet|StrictMode|Routes|Switch|Fragment)$/;

/**
 * The layout shell: the site component that wraps the routes (`<Layout><Routes>…`, Base44's
 * `<Layout currentPageName>`), or that renders an `<Outlet/>` for a layout route.
 */
export function createLayoutShellCollector(modules: Map<string, ModuleFacts>): Collector<{ name: string; file: string }[]> {
  const seen: { file: string; names: string[] }[] = [];
  const outletFiles = new Set<string>();
  return {
    name: 'layout-shell',
    visitFile(file) {
      return {
        JSXOpeningElement(node, ctx) {
          const tag = jsxName(node.name);
          if (tag === 'Outlet') outletFiles.add(file.path);
          if (tag !== 'Routes' && tag !== 'Switch' && tag !== 'RouterProvider') return;
          const names: string[] = [];
          for (let i = ctx.ancestors.length - 1; i >= 0; i--) {
            const a = ctx.ancestors[i];
            if (a.type !== 'JSXElement' || a.openingElement === node) continue;
            const n = jsxName(a.openingElement.name);
            if (n && /^[A-Z]/.test(n) && !PLUMBING.test(n)) names.push(n);
          }
          if (names.length) seen.push({ file: file.path, names });
        },
      };
    },
    finish(site: Site) {
      const out: { name: string; file: string }[] = [];
      for (const s of seen) {
        for (const n of s.names) {
          const f = resolveComponent(site, modules, s.file, n);
          if (f && !out.some((o) => o.file === f)) out.push({ name: n, file: f });
        }
      }
      for (const f of [...outletFiles].sort()) {
        const m = modules.get(f);
        const name = m?.defaultExport ?? [...(m?.locals.keys() ?? [])][0];
        if (name && /Layout|Shell/i.test(name + f) && !out.some((o) => o.file === f)) out.push({ name, file: f });
      }
      return out;
    },
  };
}
