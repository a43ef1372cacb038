import type { Site } from '../../load/site.js';
import type { FileSignals } from '../file-signals.js';
import type { ModuleFacts } from '../module-facts.js';
import { pageFolderFiles } from '../routes/pages-folder.js';
import type { RouteEntry } from '../routes/types.js';
import type { DataSite, PageInfo } from '../types.js';
import { classifyPage } from './classify.js';
import { buildFeatures } from './features.js';
import type { PageRule } from './page-rule.js';

const EMPTY_SIGNALS: FileSignals = {
  hooks: new Set(), calls: new Set(), jsx: new Set(), inputTypes: new Set(), hasForm: false, readsParams: false, adminRoleCheck: false,
  texts: [], arabicStrings: 0, latinStrings: 0, arFields: 0, languageToggle: false, resources: new Map(),
};

interface Candidate {
  file: string;
  routes: { route: string; at: string }[];
  component: string | null;
  wrappers: Set<string>;
}

/**
 * The site's pages: every file a route renders, plus the files of a pages folder that nothing routes
 * to (`route: null`); router files and layout shells are not pages. Each page is classified by the
 * page rules and carries its evidence.
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
    const c = byFile.get(e.file) ?? { file: e.file, routes: [], component: e.component, wrappers: new Set<string>() };
    if (e.route !== null && !c.routes.some((r) => r.route === e.route)) c.routes.push({ route: e.route, at: `${e.declaredIn}:${e.line}` });
    for (const w of e.wrappers) c.wrappers.add(w);
    byFile.set(e.file, c);
  }
  for (const file of pageFolderFiles(site, modules)) {
    if (byFile.has(file) || routerFiles.has(file) || shells.has(file)) continue;
    byFile.set(file, { file, routes: [], component: modules.get(file)?.defaultExport ?? null, wrappers: new Set() });
  }

  const sitesByFile = new Map<string, DataSite[]>();
  for (const s of input.dataSites) sitesByFile.set(s.file, [...(sitesByFile.get(s.file) ?? []), s]);

  const pages: PageInfo[] = [];
  for (const c of [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const f = buildFeatures({
      file: c.file,
      routes: c.routes.map((r) => r.route),
      component: c.component && c.component !== 'default' ? c.component : null,
      wrappers: [...c.wrappers],
      signals: signals.get(c.file) ?? EMPTY_SIGNALS,
      dataSites: sitesByFile.get(c.file) ?? [],
    });
    const k = classifyPage(f, rules);
    pages.push({
      file: c.file,
      route: f.route,
      class: k.class,
      canonical: k.canonical,
      becomes: k.becomes,
      component: f.component,
      routes: f.routes,
      rule: k.rule,
      evidence: k.evidence,
    } as PageInfo);
  }
  return pages;
}
