import type { DropTargets } from './context.js';

const norm = (p: string) => {
  let s = p.split(/[?#]/)[0].trim().toLowerCase();
  if (!s.startsWith('/')) s = '/' + s;
  return s.length > 1 ? s.replace(/\/+$/, '') : s;
};

/** A react-router path as a case-insensitive matcher (`:id` one segment, `*` the rest). */
function matcher(route: string): RegExp | null {
  if (route === '*' || route === '/*') return null;
  const parts = norm(route).split('/').map((seg) => {
    if (seg.startsWith(':')) return seg.endsWith('?') ? '[^/]*' : '[^/]+';
    if (seg === '*') return '.*';
    return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`, 'i');
}

const matches = (routes: string[], link: string) => routes.some((r) => matcher(r)?.test(link));

/**
 * Does a link target lead to a dropped page? It matches a dropped route, or sits under one
 * (`/admin/orders` below a dropped `/admin`) and no kept route serves it. External URLs never do.
 */
export function isDroppedLink(target: string, targets: DropTargets, deadLinkWords?: readonly string[]): boolean {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target) || target.startsWith('#')) return false;
  if (!target.startsWith('/')) return false;
  const link = norm(target);
  if (matches(targets.routes, link)) return true;
  if (matches(targets.keptRoutes, link)) return false;
  const under = targets.routes.some((r) => {
    const base = norm(r).replace(/\/[:*].*$/, '');
    return base.length > 1 && !base.includes('*') && link.startsWith(base + '/');
  });
  if (under) return true;
  // A link no route serves (the router's routes known) to a path named for a page the theme has not.
  return !!deadLinkWords && targets.keptRoutes.some((r) => r !== '*' && r !== '/*') && link.split('/').some((seg) => seg.split(/[-_.]/).some((w) => deadLinkWords.includes(w)));
}

/**
 * A page-URL helper's argument (`createPageUrl('AdminDashboard?tab=x')`) names a dropped page.
 * Helpers differ per app (as-is, lowercase, kebab), so names compare without case or separators.
 */
export function isDroppedPageName(name: string, targets: DropTargets): boolean {
  const key = (s: string) => s.split(/[?#]/)[0].replace(/^\//, '').replace(/[-_\s]/g, '').toLowerCase();
  const k = key(name);
  return !!k && targets.routes.some((r) => r !== '*' && key(r) === k);
}

/** Is this the exact path a dropped route declares (for `<Route path>` and route objects)? */
export function isDroppedRoutePath(path: string, targets: DropTargets): boolean {
  return targets.routes.includes(path) || (path !== '*' && targets.routes.some((r) => r !== '*' && norm(r) === norm(path)));
}
