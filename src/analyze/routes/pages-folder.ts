import path from 'node:path';
import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import type { RouteAdapter, RouteEntry } from './types.js';

const PAGE_DIR = /(^|\/)(pages|views|screens|routes)\//;
const NOT_A_PAGE = /(\.test\.|\.spec\.|\.stories\.|\.d\.ts$)|(^|\/)(_app|_document|_error|__root)\.[jt]sx?$|(^|\/)(components|hooks|utils|lib|api|ui|__tests__)\//;

/** Files in a pages folder (`src/pages/**`, `views`, `screens`) that render something: page candidates. */
export function pageFolderFiles(site: Site, modules: Map<string, ModuleFacts>): string[] {
  const out: string[] = [];
  for (const f of site.scripts) {
    const rel = site.appRoot && f.path.startsWith(site.appRoot + '/') ? f.path.slice(site.appRoot.length + 1) : f.path;
    const at = PAGE_DIR.exec(rel);
    if (!at || NOT_A_PAGE.test(rel.slice(at.index + at[0].length))) continue;
    const m = modules.get(f.path);
    if (!m || !m.hasJsx) continue;
    out.push(f.path);
  }
  return out;
}

/** Next.js `pages/` file → route: `index` → `/`, `[id]` → `:id`, `[...slug]` → `*`. */
export function nextPagesRoute(rel: string): string | null {
  const m = /(?:^|\/)pages\/(.+)\.[jt]sx?$/.exec(rel);
  if (!m || m[1].startsWith('api/')) return null;
  const segs = m[1].split('/').filter((s) => s !== 'index');
  return '/' + segs.map((s) => (/^\[\.\.\..+\]$/.test(s) ? '*' : s.replace(/^\[(.+)\]$/, ':$1'))).join('/');
}

/** Next.js `app/` route: the folders above `page.tsx`, route groups `(x)` dropped. */
export function nextAppRoute(rel: string): string | null {
  const m = /(?:^|\/)app\/(?:(.*)\/)?page\.[jt]sx?$/.exec(rel);
  if (!m) return null;
  const segs = (m[1] ?? '').split('/').filter((s) => s && !/^\(.*\)$/.test(s));
  return '/' + segs.map((s) => (/^\[\.\.\..+\]$/.test(s) ? '*' : s.replace(/^\[(.+)\]$/, ':$1'))).join('/');
}

/**
 * A pages folder with no router: Next-style routes when the site uses Next (`next-pages`,
 * `next-app`), otherwise the files are pages with no route (`none`).
 */
export function createPagesFolderAdapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  return {
    name: 'routes:pages-folder',
    router: 'none',
    visitFile: () => null,
    finish(site: Site): RouteEntry[] {
      const next = site.allDependencies().has('next');
      const out: RouteEntry[] = [];
      if (next) {
        for (const f of site.scripts) {
          const appRoute = nextAppRoute(f.path);
          if (appRoute) out.push({ router: 'next-app', route: appRoute, declaredIn: f.path, line: 1, component: modules.get(f.path)?.defaultExport ?? null, file: f.path, wrappers: [] });
        }
      }
      for (const file of pageFolderFiles(site, modules)) {
        const route = next ? nextPagesRoute(file) : null;
        if (next && !route) continue;
        const component = modules.get(file)?.defaultExport ?? path.posix.basename(file).replace(/\.[^.]+$/, '');
        out.push({ router: next ? 'next-pages' : 'none', route, declaredIn: file, line: 1, component, file, wrappers: [] });
      }
      return out;
    },
  };
}
