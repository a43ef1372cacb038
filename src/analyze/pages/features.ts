import path from 'node:path';
import type { FileSignals } from '../file-signals.js';
import type { DataSite } from '../types.js';
import type { PageFeatures } from './page-rule.js';
import { recordWork } from './record-work.js';

/** `ProductDetail.jsx`, `/order-status/:id` → product, detail / order, status, id. */
export function wordsOf(s: string): string[] {
  return s
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9\u0600-\u06ff]+/)
    .filter(Boolean);
}

const GENERIC_BASENAME = /^(index|page|route|default)$/i;

export function nameSources(file: string, component: string | null, routes: string[], exportName: string | null = null): string[] {
  let base = path.posix.basename(file).replace(/\.[^.]+$/, '');
  if (GENERIC_BASENAME.test(base)) base = path.posix.basename(path.posix.dirname(file));
  return [...new Set([base, component ?? '', exportName ?? '', ...routes])].filter(Boolean);
}

export function buildFeatures(input: {
  file: string;
  routes: string[];
  /** Paths that redirect to this page's routes: they name it too. */
  aliases?: string[];
  component: string | null;
  /**
   * The name the file's default export is declared under, for a route that names no component
   * (`lazy(() => import('./Calendar'))` over `const AdminPanel = …; export default AdminPanel`).
   */
  exportName?: string | null;
  wrappers: string[];
  roleGuard?: boolean;
  signals: FileSignals;
  dataSites: DataSite[];
  reachedReads?: DataSite[];
  /** Data sites of the components only this page renders (its own editor form, its delete dialog). */
  partSites?: DataSite[];
  /** One of those components filters by the signed-in user's id. */
  partsReadByUser?: boolean;
}): PageFeatures {
  const sources = nameSources(input.file, input.component, [...input.routes, ...(input.aliases ?? [])], input.component ? null : input.exportName ?? null);
  const ws = new Set(sources.flatMap(wordsOf));
  // Joined forms catch lowercase compounds: `aboutus`, `ordertracking`.
  const joined = sources.map((s) => s.toLowerCase().replace(/[^a-z0-9\u0600-\u06ff]+/g, ''));
  const route = input.routes.includes('/') ? '/' : input.routes[0] ?? null;
  // A shared component reads route params for the routes that have them; only a routed path says so.
  const detail = input.routes.some((r) => /[:$]\w|\[\w+\]/.test(r)) || input.signals.readsQuery || (input.routes.length === 0 && input.signals.readsRouteParams);
  return {
    file: input.file,
    route,
    routes: input.routes,
    component: input.component,
    names: [...ws, ...joined].join(' '),
    routeText: input.routes.join(' ').toLowerCase(),
    signals: input.signals,
    dataSites: input.dataSites,
    reachedReads: input.reachedReads ?? [],
    wrappers: input.wrappers,
    roleGuard: input.roleGuard ?? false,
    detail,
    records: recordWork([...input.dataSites, ...(input.partSites ?? [])], !!input.signals.readsByUser || !!input.partsReadByUser, detail || input.signals.readsRouteParams, input.reachedReads),
  };
}
