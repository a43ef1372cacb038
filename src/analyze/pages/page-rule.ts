import type { RuleMeta } from '../../rule-kit/discover.js';
import type { FileSignals } from '../file-signals.js';
import type { Canonical, DataSite, PageClass } from '../types.js';
import type { RecordWork } from './record-work.js';

/** Everything a page rule may look at for one page. */
export interface PageFeatures {
  file: string;
  /** Primary route and every route that renders the file. */
  route: string | null;
  routes: string[];
  component: string | null;
  /** Lowercase words of the file name, component name and routes, plus their joined forms. */
  names: string;
  /** Routes joined by spaces, lowercase. */
  routeText: string;
  signals: FileSignals;
  dataSites: DataSite[];
  /** Reads in the site's own non-UI modules the page imports (hooks, API helpers), transitively. */
  reachedReads: DataSite[];
  /** Components wrapped around the page in its route (guards such as `AdminRoute`). */
  wrappers: string[];
  /** A route param (`:id`, `$id`, `[id]`) or a read of `?id=` / `useParams`. */
  detail: boolean;
  /** A route of the page sits behind a guard given a role to check (`requiredRole="admin"`). */
  roleGuard: boolean;
  /** What the page's own data calls do to the site's records (catalogue edits, deletes over a list). */
  records: RecordWork;
}

export interface PageSignal {
  weight: number;
  why: string;
  test(f: PageFeatures): boolean;
}

/**
 * A page rule (`rules/pages/<id>.ts`): weighted signals and a threshold. `drop` rules remove a page
 * when they score at least as high as the best page rule; a `lead-form` rule turns a contact or
 * unnamed page into a `useLead` form.
 */
export interface PageRule extends RuleMeta {
  kind: 'page' | 'drop' | 'lead-form';
  class: PageClass;
  canonical: Canonical | null;
  becomes: string;
  threshold: number;
  signals: PageSignal[];
}

export const definePageRule = (r: PageRule): PageRule => r;

export const BECOMES = {
  theme: 'theme page',
  static: 'static editable page',
  content: 'content engine page',
  lead: 'useLead form',
  removed: 'removed',
} as const;

/** Words as a prefix-anchored alternation: `words('about')` matches about, aboutus, about-us. */
export const words = (...ws: string[]) => new RegExp(`\\b(?:${ws.join('|')})`, 'i');
/** Whole words only: `exact('products')` does not match `product`. */
export const exact = (...ws: string[]) => new RegExp(`\\b(?:${ws.join('|')})\\b`, 'i');

const sig = (weight: number, why: string, test: (f: PageFeatures) => boolean): PageSignal => ({ weight, why, test });

export const name = (re: RegExp, weight: number) => sig(weight, `name ${re.source.replace(/\\b|\(\?:|\)/g, '')}`, (f) => re.test(f.names));
export const route = (re: RegExp, weight: number) => sig(weight, `route ${re.source}`, (f) => f.routes.some((r) => re.test(r.toLowerCase())));
/** UI strings of the page (JSX text, placeholders, Arabic literals). */
export const text = (re: RegExp, weight: number) => sig(weight, `text ${re.source.slice(0, 40)}`, (f) => f.signals.texts.some((t) => re.test(t)));
export const calls = (re: RegExp, weight: number) => sig(weight, `calls ${re.source}`, (f) => [...f.signals.calls].some((c) => re.test(c)));
export const jsx = (re: RegExp, weight: number) => sig(weight, `renders ${re.source}`, (f) => [...f.signals.jsx].some((c) => re.test(c)));
export const input = (type: string, weight: number) => sig(weight, `input type=${type}`, (f) => f.signals.inputTypes.has(type));
export const form = (weight: number) => sig(weight, 'has a form', (f) => f.signals.hasForm);
export const detail = (weight: number) => sig(weight, 'reads a route or query param', (f) => f.detail);
export const wrapper = (re: RegExp, weight: number) => sig(weight, `wrapped in ${re.source}`, (f) => f.wrappers.some((w) => re.test(w)));
export const roleGuard = (weight: number) => sig(weight, 'behind a guard given a role', (f) => f.roleGuard);
export const adminRoleCheck = (weight: number) => sig(weight, "compares a role with 'admin'", (f) => f.signals.adminRoleCheck);
export const dataSites = (why: string, pred: (s: DataSite) => boolean, weight: number, min = 1) =>
  sig(weight, `data sites: ${why}`, (f) => f.dataSites.filter(pred).length >= min);
export const when = (why: string, test: (f: PageFeatures) => boolean, weight: number) => sig(weight, why, test);
