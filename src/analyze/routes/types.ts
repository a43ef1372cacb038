import type { Collector } from '../../rule-kit/collector.js';
import type { RouterKind } from '../types.js';

/** One route as a router declares it, with the component it renders resolved to its file. */
export interface RouteEntry {
  router: RouterKind;
  /** Full path in react-router syntax (`/product/:id`, `*`); null when the router gives none. */
  route: string | null;
  /** Where the route is declared. */
  declaredIn: string;
  line: number;
  /** The component the route renders (innermost of its element), or null. */
  component: string | null;
  /** The file that defines that component; null when it comes from a package. */
  file: string | null;
  /** Components wrapped around the page in the route element (guards, layouts, Suspense). */
  wrappers: string[];
  /** Components of the enclosing layout routes' elements (a guard or layout around every child). */
  layoutWrappers?: string[];
  /** The route sits behind a guard given a role to check (its element's or a parent layout route's). */
  roleGuard?: boolean;
  /** A layout route: it has child routes and renders an outlet. */
  layout?: boolean;
  /** The route only redirects (`<Navigate to="/catering" />`): where to. */
  redirectTo?: string;
  /**
   * The router puts the page there by convention, not in the source's words: a Base44 pages map
   * with no `mainPage` serves its first page at `/`. A route the source writes out wins over it.
   */
  implicit?: boolean;
}

/** A router adapter: a collector whose result is the routes it recognised (empty: not this router). */
export interface RouteAdapter extends Collector<RouteEntry[]> {
  router: RouterKind;
}

/** `/admin/*` → `/admin`: where a splat parent's index and children match. */
export const withoutSplat = (p: string): string => (p.endsWith('/*') ? p.slice(0, -2) || '/' : p);

/** Join a child path onto its parent the way nested react-router routes do. */
export function joinRoute(parent: string | null, child: string | null): string | null {
  if (child === null) return parent;
  if (child.startsWith('/') || parent === null) return child.startsWith('/') || child === '*' ? child : `/${child}`;
  // `<Route path="/admin/*">` with children: they match under `/admin` (the splat only lets the
  // parent match deeper paths), so `dashboard` is `/admin/dashboard`.
  const trimmed = withoutSplat(parent);
  const base = trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
  return child === '' ? parent : `${base}/${child}`;
}
