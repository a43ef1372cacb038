import type { Site } from '../../load/site.js';
import type { FileSignals } from '../file-signals.js';
import type { ModuleFacts } from '../module-facts.js';
import { pageFolderFiles } from '../routes/pages-folder.js';
import type { RouteEntry } from '../routes/types.js';
import type { DataSite, PageInfo } from '../types.js';
import { classifyPage } from './classify.js';
import { buildFeatures } from './features.js';
import { importersOf, privateParts, reachedReads } from './reached-sites.js';
import type { PageRule } from './page-rule.js';

/** Files the given modules import, statically or dynamically (`lazy(() => import('./X'))`). */
function importedBy(site: Site, modules: Map<string, ModuleFacts>, from: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const f of from) for (const spec of modules.get(f)?.sources ?? []) {
    const r = site.resolve(f, spec);
    if (r) out.add(r);
  }
  return out;
}

const EMPTY_SIGNALS: FileSignals = {
  hooks: new Set(), calls: new Set(), jsx: new Set(), inputTypes: new Set(), hasForm: false, readsQuery: false, readsRouteParams: false, adminRoleCheck: false,
  texts: [], arabicStrings: 0, latinStrings: 0, arFields: 0, languageToggle: false, resources: new Map(),
};

/** A default export's declared name; an anonymous one (`export default () => …`) names nothing. */
const exportName = (name: string | null | undefined): string | null => (name && name !== 'default' ? name : null);

interface Candidate {
  file: string;
  routes: { route: string; at: string }[];
  component: string | null;
  wrappers: Set<string>;
  roleGuard: boolean;
}

/**
 * The site's pages: every file a route renders, plus the files of a pages folder that nothing routes
 * to (`route: null`) when the app has no router we read; router files and layout shells are not
 * pages. In a routed app an unrouted file of a pages folder is dead code or a piece of another page:
 * it is classified all the same but marked `unrouted`, and the caller keeps it out of the pages.
 * Each page is classified by the page rules and carries its evidence.
 */
export function listPages(input: {
  site: Site;
  modules: Map<string, ModuleFacts>;
  signals: Map<string, FileSignals>;
  routes: RouteEntry[];
  shells: string[];
  dataSites: DataSite[];
  rules: PageRule[];
}): PageInfo[] {
  const { site, modules, signals, routes, rules } = input;
  const shells = new Set(input.shells);
  for (const e of routes) if (e.layout && e.file) shells.add(e.file);
  const routerFiles = new Set(routes.filter((e) => !e.layout && e.file !== e.declaredIn).map((e) => e.declaredIn));

  const byFile = new Map<string, Candidate>();
  const sorted = [...routes].sort((a, b) => (a.declaredIn < b.declaredIn ? -1 : a.declaredIn > b.declaredIn ? 1 : a.line - b.line));
  for (const e of sorted) {
    if (e.layout || !e.file || shells.has(e.file)) continue;
    const c = byFile.get(e.file) ?? { file: e.file, routes: [], component: e.component, wrappers: new Set<string>(), roleGuard: false };
    if (e.roleGuard) c.roleGuard = true;
    if (e.route !== null && !c.routes.some((r) => r.route === e.route)) c.routes.push({ route: e.route, at: `${e.declaredIn}:${e.line}` });
    for (const w of [...(e.layoutWrappers ?? []), ...e.wrappers]) c.wrappers.add(w);
    byFile.set(e.file, c);
  }
  const routed = routes.some((e) => e.router !== 'none' && e.file && !e.layout);
  const declaring = new Set(routes.filter((e) => e.router !== 'none').map((e) => e.declaredIn));
  const unrouted = new Set<string>();
  for (const file of pageFolderFiles(site, modules)) {
    if (byFile.has(file) || routerFiles.has(file) || shells.has(file)) continue;
    byFile.set(file, { file, routes: [], component: modules.get(file)?.defaultExport ?? null, wrappers: new Set(), roleGuard: false });
    // A file the route table imports is routed in a way we did not read (`path={ROUTES.HOME}`).
    if (routed && !importedBy(site, modules, declaring).has(file)) unrouted.add(file);
  }

  const sitesByFile = new Map<string, DataSite[]>();
  for (const s of input.dataSites) sitesByFile.set(s.file, [...(sitesByFile.get(s.file) ?? []), s]);

  // `/contact` → `<Navigate to="/catering" />`: the target page is what the site calls its contact page.
  const redirectedFrom = new Map<string, string[]>();
  for (const e of routes) if (e.redirectTo && e.route) redirectedFrom.set(e.redirectTo, [...(redirectedFrom.get(e.redirectTo) ?? []), e.route]);

  const importers = importersOf(site, modules);
  const pages: PageInfo[] = [];
  for (const c of [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const parts = privateParts(site, modules, importers, c.file).filter((f) => !byFile.has(f));
    const partSites = parts.flatMap((f) => sitesByFile.get(f) ?? []);
    const partsReadByUser = parts.some((f) => signals.get(f)?.readsByUser);
    const classify = (routes: string[]) => {
      const f = buildFeatures({
        file: c.file,
        routes,
        aliases: routes.flatMap((r) => redirectedFrom.get(r) ?? []),
        component: c.component && c.component !== 'default' ? c.component : null,
        exportName: exportName(modules.get(c.file)?.defaultExport),
        wrappers: [...c.wrappers],
        roleGuard: c.roleGuard,
        signals: signals.get(c.file) ?? EMPTY_SIGNALS,
        dataSites: sitesByFile.get(c.file) ?? [],
        reachedReads: reachedReads(site, modules, c.file, sitesByFile),
        partSites,
        partsReadByUser,
      });
      return { f, k: classifyPage(f, rules) };
    };
    // Each route of a shared component is classified on its own; routes that land on the same
    // page kind stay one page (Base44's `/` and `/Home`), others are pages of their own.
    const groups = new Map<string, { routes: string[]; k: ReturnType<typeof classifyPage>; f: ReturnType<typeof buildFeatures> }>();
    const routeList = c.routes.length ? c.routes.map((r) => [r.route]) : [[]];
    for (const rs of routeList) {
      const { f, k } = classify(rs);
      const key = `${k.class}\0${k.canonical}\0${k.rule}`;
      const g = groups.get(key);
      if (g) g.routes.push(...rs);
      else groups.set(key, { routes: [...rs], k, f });
    }
    for (const g of groups.values()) {
      const route = g.routes.includes('/') ? '/' : g.routes[0] ?? null;
      pages.push({
        file: c.file,
        route,
        class: g.k.class,
        canonical: g.k.canonical,
        becomes: g.k.becomes,
        component: g.f.component,
        routes: g.routes,
        rule: g.k.rule,
        evidence: g.k.evidence,
        ...(unrouted.has(c.file) ? { unrouted: true } : {}),
      } as PageInfo);
    }
  }
  pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.route ?? '') < (b.route ?? '') ? -1 : (a.route ?? '') > (b.route ?? '') ? 1 : 0));
  return pages;
}
