import type { Canonical, PageInfo } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { designNotes, readDesignTokens, type DesignTokens } from '../../design/tokens.js';
import { appLayout, findEntry } from '../theme-shell/layout.js';
import { MANIFEST_FILE, runThemeManifest } from '../theme-shell/manifest.js';
import { CANONICAL_ROUTE, gapRoute, routesByPageName } from '../theme-shell/route-naming.js';
import { routedPage } from '../theme-shell/registered-route.js';
import { appScripts } from '../theme-shell/scan.js';
import { fillPage, hasTemplate } from './fill.js';
import { framePage, inlineChrome, pageFrame, siteFrameModule, type PageFrame } from './page-frame.js';
import { addLink, fileLinksTo, type LinkTarget } from './links.js';
import { addFooterListLink, addFooterRow, footerRegions } from './footer-links.js';
import type { File } from '@babel/types';
import { addJsxRoute, addRouteLike, declares, importSource, isLeafRootRoute, routesElement } from './register.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { stagedResolver } from '../drop-pages/graph.js';
import { unmountedProviders } from './unmounted-providers.js';
import { sharesTableWithHome } from './home-table.js';
import { frameBarePages, provideBarePages } from './bare-pages.js';
import { joinPageNameLists } from './page-name-lists.js';
import path from 'node:path';


/** A module with nothing in it but whitespace and comments. */
export const isBlankModule = (text: string | undefined): boolean =>
  text !== undefined && text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() === '';

/** Words of a name or a line, lower case, camel case split (`OrderStatus` → `order status`). */
const wordsOf = (t: string) => t.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Text that stands in for a page still to be written. */
const STUB_TEXT = /coming soon|under construction|\btodo\b|placeholder|lorem ipsum|to be added|work in progress/i;

/**
 * A page the source left as a stub: a small module importing nothing but React whose only text is
 * its own name or a placeholder (`const OrderStatus = () => <div>OrderStatus</div>`), or its name
 * as a heading over a placeholder line (`<h1>Receipt</h1><p>Receipt page - coming soon!</p>`).
 * Like a blank file, it is filled from the template rather than routed as it is.
 */
export const isStubModule = (text: string | undefined, stem: string): boolean => {
  if (text === undefined) return false;
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  if (code.split('\n').filter((l) => l.trim()).length > 20) return false;
  const imports = [...code.matchAll(/^\s*import\b[^;\n]*?(?:from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]);
  if (imports.some((m) => m !== 'react')) return false;
  const texts = [...code.matchAll(/(?<!=)>([^<>{}]*)</g)].map((m) => m[1].trim()).filter(Boolean);
  // Nothing computed in the markup (`<p>{order.id}</p>`): only the page's name and a placeholder.
  if (!texts.length || texts.length > 2 || /(?<!=)>[^<>]*\{/.test(code)) return false;
  const named = (t: string) => wordsOf(t) === wordsOf(stem);
  return texts.every((t) => named(t) || STUB_TEXT.test(t));
};

/** Blank, or a stub of the page: the gap page fills it. */
const fillable = (tree: StepContext['tree'], file: string) => isBlankModule(tree.read(file)) || isStubModule(tree.read(file), path.posix.basename(file).replace(/\.[jt]sx?$/, ''));

/**
 * Where a gap page is served in a site whose routes are plain paths; a site that routes by page
 * name serves it at its component's name instead (gapRoute in theme-shell/route-naming.ts).
 */
export const GAP_ROUTE: Partial<Record<Canonical, string>> = CANONICAL_ROUTE;
/** The navigation label of a gap page (English: the source's nav copy is retrofitted by the bilingual step). */
const LABEL: Partial<Record<Canonical, string>> = {
  products: 'Shop', cart: 'Cart', checkout: 'Checkout', 'order-status': 'Order status', services: 'Services', search: 'Search', offers: 'Offers',
  about: 'About', contact: 'Contact', blog: 'Blog', careers: 'Careers', faq: 'FAQ', legal: 'Policies',
};
/** The Arabic label, for a nav entry that holds both languages (`{ en, ar }`). */
const LABEL_AR: Partial<Record<Canonical, string>> = {
  products: 'المتجر', cart: 'السلة', checkout: 'الدفع', 'order-status': 'حالة الطلب', services: 'الخدمات', search: 'البحث', offers: 'العروض',
  about: 'من نحن', contact: 'تواصل معنا', blog: 'المدونة', careers: 'الوظائف', faq: 'الأسئلة الشائعة', legal: 'السياسات',
};

/** A menu that lists this many pages is full: the next gap page goes to the footer instead. */
const MENU_ROOM = 7;
/** Gap pages a header menu takes; the rest are linked from a footer list when the site has one. */
const HEADER_WORTHY = new Set<Canonical>(['products', 'services', 'cart', 'offers', 'search']);

const stemOf = (f: string) => f.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
const pascal = (s: string) => s.split(/[-_ ]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** The file name and component of a new page, in the naming style of the model page. */
function naming(model: PageInfo, canonical: string, ts: boolean, src: string, taken: (name: string, file: string) => boolean) {
  const stem = stemOf(model.file);
  const suffix = /Page$/.test(stem) ? 'Page' : '';
  const kebab = stem === stem.toLowerCase();
  const fileStem = kebab ? `${canonical}${suffix ? '-page' : ''}` : `${pascal(canonical)}${suffix}`;
  const dir = model.file.replace(/\/[^/]*$/, '');
  // `src/Pages` as the source names it: a second `src/pages` beside it is one folder on a case-insensitive disk.
  const folder = /(^|\/)(pages?|routes|views|screens)$/i.test(dir) ? dir : null;
  // The model's own naming (`Contact` → `Faq`), with a `Page` suffix only where the name is taken.
  const plain = `${pascal(canonical)}${suffix}`;
  const file = `${folder ?? `${src}/pages`}/${fileStem}`;
  return { fileStem, component: taken(plain, file) ? `${plain}Page`.replace(/PagePage$/, 'Page2') : plain, folder, ext: ts ? 'tsx' : 'jsx' };
}

/** `checkout` → `checkout-page` (`Checkout` → `CheckoutPage`), numbered while that is taken too. */
function freeStem(stem: string, taken: (stem: string) => boolean): string {
  const base = stem === stem.toLowerCase() ? `${stem}-page` : `${stem}Page`;
  let out = base;
  for (let i = 2; taken(out); i++) out = `${base}${i}`;
  return out;
}

/**
 * Whether `name` is the import of this canonical's own gap page at `target` (path without
 * extension): a second run finds the name taken by the page itself. A component of the same name
 * from elsewhere (a cart drawer `components/Cart` beside a new `pages/Cart`) takes the name.
 */
function importsGapFile(ast: NonNullable<ReturnType<StepContext['tree']['ast']>>, from: string, name: string, target: string, src: string): boolean {
  return ast.program.body.some((s) => {
    if (s.type !== 'ImportDeclaration' || !s.specifiers.some((sp) => sp.local.name === name)) return false;
    const spec = s.source.value;
    const file = spec.startsWith('.') ? path.posix.join(path.posix.dirname(from), spec) : /^[@~]\//.test(spec) ? `${src}/${spec.slice(2)}` : null;
    return !!file && file.replace(/\.[jt]sx?$/, '').replace(/\/index$/, '') === target;
  });
}

/** How the route table imports the new page, in the style of its import of the model (alias, extension). */
function importPath(from: string, to: string, modelSource: string, src: string): string {
  const ext = /\.[jt]sx?$/.test(modelSource) ? path.posix.extname(to) : '';
  const bare = to.replace(/\.[jt]sx?$/, '') + ext;
  if (modelSource.startsWith('@/')) return `@/${path.posix.relative(src, bare)}`;
  const rel = path.posix.relative(path.posix.dirname(from), bare);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const imports = (text: string | undefined, pkg: string) => !!text && (text.includes(`from "${pkg}"`) || text.includes(`from '${pkg}'`));

/**
 * The package that gives links and route params under the site's router: the analysed router, or
 * for a site the analysis saw without one (the port writes its router), the one the app imports.
 */
function routerPackage(ctx: StepContext, files: string[]): string | null {
  const r = ctx.analysis.framework.router;
  if (r === 'wouter') return 'wouter';
  if (/react-router/.test(r) || r === 'base44-pages') return 'react-router-dom';
  return ['react-router-dom', 'wouter'].find((pkg) => files.some((f) => imports(ctx.tree.read(f), pkg))) ?? null;
}

/** The router's link component as the app imports it, else a plain anchor. */
function linkComponent(ctx: StepContext, files: string[]) {
  const pkg = routerPackage(ctx, files);
  if (!pkg || !files.some((f) => imports(ctx.tree.read(f), pkg))) return { tag: 'a', attr: 'href', importLine: null };
  return { tag: 'Link', attr: pkg === 'wouter' ? 'href' : 'to', importLine: `import { Link } from "${pkg}";` };
}

/**
 * A route table that imports its pages by name (`import { Home } from './routes/Home'`) imports a
 * new page the same way: the page then exports its component by that name too.
 */
function exportAsImported(ctx: StepContext, tableFile: string, pageFile: string, component: string): void {
  const ast = ctx.tree.ast(tableFile);
  const named = ast?.program.body.some((s) => s.type === 'ImportDeclaration' && s.specifiers.some((sp) => sp.type === 'ImportSpecifier' && sp.local.name === component));
  const text = ctx.tree.read(pageFile);
  if (!named || text === undefined || new RegExp(`export \\{ ${component} \\}`).test(text)) return;
  ctx.tree.write(pageFile, `${text.trimEnd()}\n\nexport { ${component} };\n`);
}

export function runGapPages(ctx: StepContext): StepResult {
  const built = buildGapPages(ctx);
  // Source pages the source drew without the frame its other pages draw get the home page's.
  const resolve = stagedResolver(ctx.tree, ctx.site.aliases);
  const framed = ctx.analysis.design?.layoutShell ? [] : frameBarePages(ctx.tree, ctx.analysis.pages, resolve);
  // Source pages that lean on a provider the app never mounts would throw on their first render.
  const provided = provideBarePages(ctx.tree, ctx.analysis.pages, resolve, appScripts(ctx.tree, appLayout(ctx).src));
  if (!framed.length && !provided.length) return built;
  const notes = [
    ...(framed.length ? [`drawn inside the home page's header and footer (the source drew them without any): ${framed.join(', ')}`] : []),
    ...(provided.length ? [`drawn inside the context providers their hooks need, which the source never mounted: ${provided.join(', ')}`] : []),
  ];
  return { ...built, status: built.status === 'skipped' || built.status === 'unnecessary' ? 'applied' : built.status, notes: [...(built.notes ?? []), ...notes] };
}

/** `/product/:id` → `id`: the one route parameter of a detail page's route. */
const routeParam = (route: string): string | null => {
  const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return params.length === 1 ? params[0] : null;
};

/**
 * Kept pages the source routed but left as stubs (`<h1>Product Detail</h1><p>coming soon</p>`):
 * each is filled in place from its canonical page's template, at the route and under the name
 * the source gave it, so the route table and the links to it stay as they are. A detail page
 * reads its record by the route's own parameter (`:id` → `useProduct({ id })`).
 */
function fillRoutedStubs(ctx: StepContext, tokens: DesignTokens, variant: 'static' | 'dynamic', src: string): string[] {
  const kept = ctx.analysis.pages.filter((p) => p.class !== 'drop' && p.canonical && p.route && ctx.tree.exists(p.file));
  const stubs = kept.filter((p) => hasTemplate(p.canonical!) && isStubModule(ctx.tree.read(p.file), stemOf(p.file)));
  if (!stubs.length) return [];
  const scripts = appScripts(ctx.tree, src);
  const link = linkComponent(ctx, scripts);
  const pkg = routerPackage(ctx, scripts);
  const routeOf = (c: Canonical) => kept.find((p) => p.canonical === c)?.route ?? CANONICAL_ROUTE[c];
  const paths = { products: routeOf('products'), product: routeOf('product'), services: routeOf('services'), service: routeOf('service'), checkout: routeOf('checkout') };
  const home = kept.find((p) => p.route === '/' && !stubs.includes(p));
  const filled: string[] = [];
  for (const page of stubs) {
    const canonical = page.canonical!;
    const route = page.route as string;
    const param = routeParam(route);
    if (route.includes(':') && (!pkg || !param)) continue;
    const text = ctx.tree.read(page.file)!;
    const component = page.component && /^[A-Z]\w*$/.test(page.component) ? page.component : pascal(stemOf(page.file));
    let out = fillPage(canonical, tokens, { component, ts: /\.tsx?$/.test(page.file), link, paths, params: { importLine: `import { useParams } from "${pkg ?? 'react-router-dom'}";`, hook: 'useParams' }, variant });
    if (param && param !== 'slug') {
      out = out.replace(/const \{ slug \} = (\w+)\(\);/, `const { ${param}: slug } = $1();`);
      if (/id$/i.test(param)) out = out.replace(/useProduct\(\{ slug \}\)/, 'useProduct({ id: slug })');
    }
    // The route table may import the stub by name (`import { ProductDetail } from …`).
    if (new RegExp(`export\\s+(const|function|class)\\s+${component}\\b`).test(text)) out = `${out.trimEnd()}\n\nexport { ${component} };\n`;
    const frame = home ? pageFrame(ctx.tree, home.file, page.file) : null;
    ctx.tree.write(page.file, frame ? framePage(out, component, frame) : out);
    filled.push(`${canonical} → ${page.file} (${route}, the source's stub filled in place)`);
  }
  return filled;
}

function buildGapPages(ctx: StepContext): StepResult {
  const decision = ctx.state.decisions.find((d) => d.surface === 'missing-pages')?.decision ?? 'dynamic';
  const layout = appLayout(ctx);
  const tokens = readDesignTokens(ctx.tree, ctx.analysis, layout.src);
  const notes = designNotes(tokens).map((n) => `Design: ${n}`);
  if (decision === 'drop') return { status: 'skipped', notes: [...notes, 'missing pages: dropped by decision'] };
  const stubs = fillRoutedStubs(ctx, tokens, decision === 'static' ? 'static' : 'dynamic', layout.src);
  if (stubs.length) notes.push(`stub pages filled: ${stubs.join('; ')}`);
  const missing = ctx.analysis.missingCanonical.filter((c) => ctx.state.missingPages.find((m) => m.canonical === c)?.action !== 'drop');
  if (!missing.length) return { status: stubs.length ? 'applied' : 'unnecessary', notes };

  const scripts = appScripts(ctx.tree, layout.src);
  // A page a step has moved since the analysis (the port) is found where the route table serves its route.
  const kept = ctx.analysis.pages.filter((p) => p.class !== 'drop' && p.route).flatMap((p) => {
    if (ctx.tree.exists(p.file)) return [p];
    const moved = routedPage(ctx.tree, scripts, p.route as string, layout.src);
    return moved ? [{ ...p, file: moved.file, component: moved.local }] : [];
  });
  // A canonical page the analysis missed but a kept page already serves at its route (`/contact`
  // drawn from a module of several pages): nothing to build, and a second `/contact` would shadow it.
  const served = new Set(kept.flatMap((p) => (p as PageInfo & { routes?: string[] }).routes ?? [p.route as string]));
  for (const c of [...missing]) if (served.has(CANONICAL_ROUTE[c]) && !routesByPageName(kept)) missing.splice(missing.indexOf(c), 1);
  if (!missing.length) return { status: stubs.length ? 'applied' : 'unnecessary', notes };
  const known = kept.map((p) => ({ route: p.route as string, component: p.component ?? stemOf(p.file) }));
  // The model: a plain routed page whose registration the gap pages copy.
  // Never a catch-all (the not-found page sits outside the layout route, after every page).
  const routed = kept.filter((p) => p.route !== '/' && !p.route!.includes(':') && !p.route!.includes('*'));
  let model: { page: PageInfo; file: string } | null = null;
  // A module that does not parse declares nothing we can read.
  const declaresIn = (f: string, local: string) => {
    const ast = ctx.tree.ast(f);
    return !!ast && declares(ast, local);
  };
  // Never the root route: in nested route tables it is the parent of every page.
  // A page listed beside the home page first: routes kept outside the site's frame come last.
  const candidates = routed.flatMap((p) => {
    const local = p.component ?? stemOf(p.file);
    const forms = [p.route as string, (p.route as string).replace(/^\//, '')].flatMap((r) => [`"${r}"`, `'${r}'`]);
    const files = scripts.filter((f) => f !== p.file && forms.some((r) => (ctx.tree.read(f) ?? '').includes(r)) && declaresIn(f, local));
    // The file that registers the route, when the route's text also shows up elsewhere (a page
    // that draws the same page itself on `#privacy`, comparing the hash to the route's name).
    const file = files.find((f) => { const a = ctx.tree.ast(f); return !!a && !!routesElement(a); }) ?? files[0];
    return file ? [{ page: p, file }] : [];
  });
  model = candidates.find((c) => { const a = ctx.tree.ast(c.file); return !!a && sharesTableWithHome(a, c.page.route as string); }) ?? candidates[0] ?? null;
  // A site that routes only its home page: the home route is the model when it is a leaf (no nested routes).
  const root = kept.find((p) => p.route === '/');
  if (!model && root) {
    const local = root.component ?? stemOf(root.file);
    const file = scripts.find((f) => f !== root.file && declaresIn(f, local) && isLeafRootRoute(ctx.tree.ast(f)!));
    if (file) model = { page: root, file };
  }
  // No page to copy, but a `<Routes>` table (every source route dropped, or the home drawn in the
  // route file): new pages are registered as plain `<Route>` entries, named like a pages folder.
  const table = model ? null : scripts.find((f) => { const a = ctx.tree.ast(f); return !!a && !!routesElement(a); }) ?? null;
  if (!model && table) model = { page: { file: `${layout.src}/pages/Home.${layout.ts ? 'tsx' : 'jsx'}`, route: '/', class: 'storefront', canonical: 'home', becomes: 'theme page', component: 'Home' }, file: table };
  // The same route table in a second module (an entry that declares its router inline, and the
  // theme entry made from it): each copy gets the new routes, so the preview and the theme agree.
  const twins = model && !table ? (() => {
    const local = model.page.component ?? stemOf(model.page.file);
    const forms = [model.page.route as string, (model.page.route as string).replace(/^\//, '')].flatMap((r) => [`"${r}"`, `'${r}'`]);
    return scripts.filter((f) => f !== model!.file && f !== model!.page.file && forms.some((r) => (ctx.tree.read(f) ?? '').includes(r)) && declaresIn(f, local));
  })() : [];
  const openQuestions: string[] = [];
  const limitations: StepResult['limitations'] = [];
  if (!model) return { status: 'partial', notes, limitations: [{ file: findEntry(ctx.tree, layout) ?? layout.src, line: 1, what: `missing pages ${missing.join(', ')} not built`, why: 'no route table with a page to copy the registration from was found' }] };

  const linkFiles = scripts.filter((f) => !kept.some((p) => p.file === f));
  const order = (f: string) => (/footer/i.test(f) ? 0 : f === tokens.layoutShell ? 1 : /nav|header|menu/i.test(f) ? 2 : 3);
  linkFiles.sort((a, b) => order(a) - order(b));
  const link = linkComponent(ctx, scripts);
  const pkg = routerPackage(ctx, scripts);
  const routeAst = ctx.tree.ast(model.file);
  // Names first: a detail page's route sits under its list page's, which may be built in this run.
  const resolve = stagedResolver(ctx.tree, ctx.site.aliases);
  const left: string[] = [];
  const plan = new Map(missing.map((c) => {
    const n = naming(model!.page, c, layout.ts, layout.src, (name, target) => !!routeAst && declares(routeAst, name) && !importsGapFile(routeAst, model!.file, name, target, layout.src));
    const dir = n.folder ?? `${layout.src}/pages`;
    let file = `${dir}/${n.fileStem}.${n.ext}`;
    // A source file of that name nothing routes is routed as the page, unless it leans on a
    // provider the app never mounts (it would crash): then it stays as it was, and the page is
    // built from the template beside it.
    const unmounted = ctx.tree.exists(file) && !fillable(ctx.tree, file) ? unmountedProviders(ctx.tree, file, resolve, scripts) : [];
    if (unmounted.length) {
      left.push(`${file} is not routed as the ${c} page: it needs ${unmounted.join(', ')} above it, which the app never mounts; the ${c} page is built from the template`);
      n.fileStem = freeStem(n.fileStem, (stem) => ctx.tree.exists(`${dir}/${stem}.${n.ext}`));
      file = `${dir}/${n.fileStem}.${n.ext}`;
    }
    return [c, { n, file }] as const;
  }));
  notes.push(...left);
  const keptRoute = (c: Canonical) => kept.find((p) => p.canonical === c)?.route ?? undefined;
  const listRoute = (c: Canonical) => keptRoute(c) ?? (plan.has(c) ? gapRoute(c, plan.get(c)!.n.component, kept) : undefined);
  const routeOf = (c: Canonical) => gapRoute(c, plan.get(c)!.n.component, kept, listRoute);
  const pathOf = (c: Canonical) => keptRoute(c) ?? (plan.has(c) ? routeOf(c) : CANONICAL_ROUTE[c]);
  const built: string[] = [];
  const home = kept.find((p) => p.route === '/');
  let lastRegistered: string | undefined;
  const links: (LinkTarget & { file: string; canonical: Canonical })[] = [];
  // A site whose pages draw header and footer inline (no component to import): the new pages share
  // a generated pair in the same classes (written once the pages to link are known).
  // The first of the model page and the home page that draws them (the model may be a plain page that draws none).
  const inline = [model.page.file, home?.file]
    .filter((f): f is string => !!f && ctx.tree.exists(f) && !pageFrame(ctx.tree, f, f))
    .map((f) => inlineChrome(ctx.tree, f))
    .find((c) => c !== null) ?? null;
  const siteFrameFile = `${layout.src}/components/SiteFrame.${layout.ts ? 'tsx' : 'jsx'}`;
  const inlineFrame = (file: string): PageFrame | null => inline ? { imports: [`import { SiteHeader, SiteFooter } from "${relativeSpecifier(file, siteFrameFile.replace(/\.[jt]sx$/, ''))}";`], before: ['<SiteHeader />'], after: ['<SiteFooter />'], wrapper: null } : null;
  let inlineUsed = false;
  // The names the new pages go by in a route table that names its pages (`PAGES = { Cart }`, `/Cart`).
  const addedNames: string[] = [];
  // Each registration lands right after the model's entry: go backwards so the table reads in order.
  for (const canonical of [...missing].reverse()) {
    if (CANONICAL_ROUTE[canonical].includes(':') && !pkg) { openQuestions.push(`The missing "${canonical}" page needs route parameters the site's router does not give: build it by hand`); continue; }
    if (!hasTemplate(canonical)) { openQuestions.push(`No template for the missing "${canonical}" page: build it by hand in the source design`); continue; }
    const { n, file } = plan.get(canonical)!;
    // An empty file the source left in place of the page (a placeholder never written) is filled too.
    if (!ctx.tree.exists(file) || fillable(ctx.tree, file)) {
      const paths = { products: pathOf('products'), product: pathOf('product'), services: pathOf('services'), service: pathOf('service'), checkout: pathOf('checkout') };
      const filled = fillPage(canonical, tokens, { component: n.component, ts: layout.ts, link, paths, params: { importLine: `import { useParams } from "${pkg ?? 'react-router-dom'}";`, hook: 'useParams' }, variant: decision === 'static' ? 'static' : 'dynamic' });
      // A site whose pages draw their own header and footer gets them on its new pages too.
      const own = pageFrame(ctx.tree, model.page.file, file) ?? (home ? pageFrame(ctx.tree, home.file, file) : null);
      const frame = own ?? inlineFrame(file);
      if (!own && frame) inlineUsed = true;
      ctx.tree.write(file, frame ? framePage(filled, n.component, frame) : filled);
    }
    const route = routeOf(canonical);
    const modelLocal = model.page.component ?? stemOf(model.page.file);
    const importFrom = importPath(model.file, file, importSource(ctx.tree.ast(model.file)!, modelLocal) ?? './', layout.src);
    const jsxRoute = (f: string): boolean => addJsxRoute(ctx.tree, f, { local: n.component, route, importFrom: relativeSpecifier(f, file.replace(/\.[jt]sx?$/, '')) }, lastRegistered);
    // A model whose page comes through a barrel module (`import { AboutPage } from './'`, a lazy export there)
    // cannot be copied: a new page is no export of that barrel. It gets a plain `<Route>` in the same table.
    const modelSource = importSource(ctx.tree.ast(model.file)!, modelLocal);
    const modelTarget = modelSource ? resolve(model.file, modelSource) : null;
    const viaBarrel = !!modelTarget && modelTarget !== model.page.file && !!routesElement(ctx.tree.ast(model.file)!);
    const registered = table || viaBarrel
      ? jsxRoute(table ?? model.file)
      : addRouteLike(ctx.tree, model.file, { local: modelLocal, route: model.page.route as string, stem: stemOf(model.page.file) }, { local: n.component, route, stem: n.fileStem, importFrom, label: LABEL[canonical] ?? pascal(canonical), labelAr: LABEL_AR[canonical] });
    if (registered) {
      lastRegistered = n.component;
      exportAsImported(ctx, table ?? model.file, file, n.component);
      for (const twin of twins) {
        const from = importPath(twin, file, importSource(ctx.tree.ast(twin)!, modelLocal) ?? './', layout.src);
        addRouteLike(ctx.tree, twin, { local: modelLocal, route: model.page.route as string, stem: stemOf(model.page.file) }, { local: n.component, route, stem: n.fileStem, importFrom: from, label: LABEL[canonical] ?? pascal(canonical), labelAr: LABEL_AR[canonical] });
      }
    }
    if (!registered) {
      limitations.push({ file: model.file, line: 1, what: `${file} is not routed`, why: `no route entry for ${model.page.route} to copy` });
      continue;
    }
    if (!route.includes(':')) addedNames.unshift(...new Set([route.split('/').filter(Boolean).pop() ?? '', n.component].filter(Boolean)));
    // A page with route parameters is reached from its list page, not from the navigation.
    if (!route.includes(':')) links.unshift({ route, label: LABEL[canonical] ?? pascal(canonical), labelAr: LABEL_AR[canonical], component: n.component, file, canonical });
    built.unshift(`${canonical} → ${file} (${route})`);
  }
  // A layout that draws the pages it lists bare and gates every other one: the new pages join the list the home page is in.
  const homePage = kept.find((p) => p.canonical === 'home') ?? home;
  if (homePage && addedNames.length) {
    const homeNames = [(homePage.route ?? '').split('/').filter(Boolean).pop(), homePage.component, stemOf(homePage.file)].filter((x): x is string => !!x);
    for (const f of scripts) {
      const ast = ctx.tree.ast(f);
      if (ast && (ctx.tree.read(f) ?? '').includes('.includes(') && joinPageNameLists(ast, homeNames, addedNames)) {
        ctx.tree.writeAst(f, ast);
        notes.push(`${f}: the new pages join the layout's list of pages drawn without its gate (${addedNames.join(', ')})`);
      }
    }
  }
  if (inline && inlineUsed) {
    // The generated frame links every new page (the shop's own in the header, the rest in the footer).
    const frameLink = (l: (typeof links)[number]) => ({ route: l.route, label: l.label, labelAr: l.labelAr });
    if (!ctx.tree.exists(siteFrameFile)) ctx.tree.write(siteFrameFile, siteFrameModule(inline, links.filter((l) => HEADER_WORTHY.has(l.canonical)).map(frameLink), links.filter((l) => !HEADER_WORTHY.has(l.canonical)).map(frameLink), link));
    links.splice(0);
  }
  // A list of two links or more is a navigation or footer menu; a lone text link is the last resort.
  // A header has room for the shop's own pages; the others go where the source lists secondary
  // pages, its footer (ten new header links push a header row off the page): a footer list, else
  // a column of placeholder links, else a wrapped row of links added at the footer's end.
  const footerFile = (f: string) => /footer/i.test(f);
  // The footers some other module imports: a footer file nothing renders shows no link.
  const importedSomewhere = (f: string) => {
    const stem = stemOf(f) === 'index' ? f.split('/').slice(-2)[0] : stemOf(f);
    const spec = new RegExp(`["'][^"']*/${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.[jt]sx?)?["']`);
    return scripts.some((g) => g !== f && spec.test(ctx.tree.read(g) ?? ''));
  };
  const allFooters = linkFiles.filter((f) => { const a = ctx.tree.ast(f); return !!a && footerRegions(a, footerFile(f)).length > 0; });
  const rendered = allFooters.filter(importedSomewhere);
  const footers = rendered.length ? rendered : allFooters;
  const edit = (f: string, fn: (ast: File) => boolean) => {
    const ast = ctx.tree.ast(f);
    if (!ast || !fn(ast)) return false;
    ctx.tree.writeAst(f, ast);
    return true;
  };
  const inLists = (files: string[], target: LinkTarget) => [2, 1].some((min) => files.some((f) => addLink(ctx.tree, f, known, target, min, MENU_ROOM)));
  const inFooter = (target: LinkTarget) =>
    footers.some((f) => edit(f, (a) => addFooterListLink(a, footerFile(f), known, target))) || footers.some((f) => edit(f, (a) => addFooterRow(a, footerFile(f), target, link)));
  for (const target of links) {
    if (linkFiles.some((f) => fileLinksTo(ctx.tree, f, target))) continue;
    const headerWorthy = HEADER_WORTHY.has(target.canonical);
    // Only a site without a footer gets the secondary pages in its header.
    const placed = headerWorthy ? inLists(linkFiles, target) || inFooter(target) : footers.length ? inFooter(target) : inLists(linkFiles, target);
    if (!placed) openQuestions.push(`${target.file}: no ${headerWorthy || !footers.length ? 'navigation or footer' : 'footer'} link list found; link ${target.route} by hand`);
    // The next link goes after this one, so the menu lists the new pages in canonical order.
    else known.push({ route: target.route, component: target.component });
  }
  if (built.length) notes.push(`gap pages (${decision}): ${built.join('; ')}`);
  // The manifest and defineTheme list built pages once they exist: refresh them when the shell wrote them.
  if (ctx.tree.exists(`${layout.root ? layout.root + '/' : ''}${MANIFEST_FILE}`)) {
    const m = runThemeManifest(ctx);
    notes.push(...(m.notes ?? []));
    limitations.push(...(m.limitations ?? []));
  }
  const status = limitations.length || openQuestions.length ? 'partial' : built.length || stubs.length ? 'applied' : 'unnecessary';
  return { status, notes, openQuestions, limitations };
}

export const gapPagesStep = defineStep({
  id: 'gap-pages',
  description: 'missing canonical pages scaffolded from templates/pages in the source design, routed and linked; source pages drawn without the frame the home page draws get it',
  needs: ['analysis', 'decisions'],
  run: runGapPages,
});
export default gapPagesStep;
