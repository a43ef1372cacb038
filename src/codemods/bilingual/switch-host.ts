import * as t from '@babel/types';
import type { StepContext } from '../../convert/step.js';
import { resolveImport } from '../vendor-removal/resolve.js';

/**
 * The file that holds the generated locale switch: a header or layout that the home page
 * actually renders. A layout file no page uses any more (an admin shell whose pages were
 * dropped) is passed over; a home page with no shared header holds the switch itself.
 */
const HEADER_NAME = /(header|nav-?bar|nav|navigation)\.(j|t)sx$/i;
const SHELL_NAME = /(^|\/)(\w*Layout|Header|Navbar|NavBar|Nav|Navigation|SiteHeader|TopBar|App)\.(j|t)sx$/;
/** The route table (a layout with an `<Outlet/>` is around the pages only when the table renders it). */
const HOLDS_ROUTES = /<(Routes|Route|Switch|RouterProvider)\b|\buseRoutes\(|\bcreate(Browser|Hash|Memory)Router\(/;
const HOLDS_CHROME = /<(header|nav)\b/;
/** A page's own header (a <nav> alone on a page is as often its breadcrumbs or tabs). */
const OWN_HEADER = /<header\b/;
const IMPORT = /\bimport\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}\s*)?(?:\*\s+as\s+[\w$]+\s*)?(?:from\s*)?['"]([^'"]+)['"]/g;

interface Imported {
  target: string;
  names: string[];
}

const REEXPORT = /\bexport\s+(?:\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g;
/** `export { A, B as C };` with no `from`: names the module declared or imported itself. */
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from\b)/g;

/** What a file imports, by target file; a name taken from a barrel (`components/index.js`) points at the file that barrel re-exports it from. */
function importsOf(ctx: Pick<StepContext, 'tree' | 'analysis'>, file: string): Imported[] {
  const text = ctx.tree.read(file) ?? '';
  const out: Imported[] = [];
  const resolve = (from: string, spec: string) => resolveImport(from, spec, (p) => ctx.tree.exists(p), ctx.analysis.appRoot);
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[3]);
    if (!target) continue;
    const named = (m[2] ?? '').split(',').map((s) => s.trim().split(/\s+as\s+/).pop() ?? '').filter(Boolean);
    const names = [...(m[1] ? [m[1]] : []), ...named];
    out.push({ target, names });
    for (const r of (ctx.tree.read(target) ?? '').matchAll(REEXPORT)) {
      const to = resolve(target, r[2]);
      if (!to) continue;
      // `export { default as Header } from './Header'`: the name Header; `export * from`: any name.
      const exported = r[1] === undefined ? names : r[1].split(',').map((x) => x.trim().split(/\s+as\s+/).pop() ?? '').filter((n) => names.includes(n));
      if (exported.length) out.push({ target: to, names: exported });
    }
    // `import Nav from './Nav'; … export { Nav, Footer };`: a barrel that imports, then exports a list.
    const barrel = ctx.tree.read(target) ?? '';
    const listed = new Set([...barrel.matchAll(EXPORT_LIST)].flatMap((r) => r[1].split(',').map((x) => x.trim().split(/\s+as\s+/).pop() ?? '')));
    const taken = names.filter((n) => listed.has(n));
    if (!taken.length) continue;
    for (const b of barrel.matchAll(IMPORT)) {
      const own = [...(b[1] ? [b[1]] : []), ...(b[2] ?? '').split(',').map((x) => x.trim().split(/\s+as\s+/).pop() ?? '')].filter((n) => taken.includes(n));
      const to = own.length ? resolve(target, b[3]) : null;
      if (to) out.push({ target: to, names: own });
    }
  }
  return out;
}

/**
 * Whether `text` renders one of the imported names as JSX (`<Header`), hands it to a component
 * that renders it (`layout={RootLayout}`), or names it as a route object's component
 * (`{ Component: Shell, children: [...] }` in a data router's table), not only calls a helper of
 * that file.
 */
const rendersAny = (text: string, names: string[]) =>
  names.some((n) => {
    if (!/^[A-Z]/.test(n)) return false;
    const name = n.replace(/\$/g, '\\$');
    return new RegExp(`(<${name}\\b|=\\{\\s*${name}\\s*\\}|\\b(Component|component)\\s*:\\s*${name}\\s*[,}\\n])`).test(text);
  });

/**
 * Names a route table renders as a page: inside the `element`/`component` of a `<Route>` with no
 * child routes; `home` holds those of the page at `/` (or an index route).
 */
function routedPageNames(ast: t.File): { all: Set<string>; home: Set<string> } {
  const all = new Set<string>();
  const home = new Set<string>();
  t.traverseFast(ast, (n) => {
    if (!t.isJSXElement(n) || !t.isJSXIdentifier(n.openingElement.name, { name: 'Route' })) return;
    if (n.children.some((c) => t.isJSXElement(c))) return;
    const attrs = n.openingElement.attributes.filter((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name));
    const atHome = attrs.some((a) => (a.name.name === 'path' && t.isStringLiteral(a.value) && a.value.value === '/') || (a.name.name === 'index' && !a.value));
    for (const a of attrs) {
      if (!/^(element|component|Component)$/.test(String(a.name.name)) || !a.value) continue;
      t.traverseFast(a.value, (m) => {
        if (!((t.isJSXIdentifier(m) || t.isIdentifier(m)) && /^[A-Z]/.test(m.name))) return;
        all.add(m.name);
        if (atHome) home.add(m.name);
      });
    }
  });
  return { all, home };
}

/** Files whose components `from` renders, and theirs, to `depth` levels. */
function renderClosure(ctx: Pick<StepContext, 'tree' | 'analysis'>, from: string[], depth: number, skip: Set<string> = new Set()): Set<string> {
  const seen = new Set(from);
  let level = [...from];
  for (let d = 0; d < depth && level.length; d++) {
    const next: string[] = [];
    for (const f of level) {
      const text = ctx.tree.read(f) ?? '';
      for (const i of importsOf(ctx, f)) {
        if (seen.has(i.target) || skip.has(i.target) || !rendersAny(text, i.names)) continue;
        seen.add(i.target);
        next.push(i.target);
      }
    }
    level = next;
  }
  return seen;
}

/**
 * For each file, the files that render one of its components as JSX (`import Shell from './Shell'`
 * … `<Shell`), in the order of `scripts`. Built once: asked file by file, it read every script's
 * imports again for each question.
 */
function renderersIndex(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const other of scripts) {
    const text = ctx.tree.read(other) ?? '';
    for (const i of importsOf(ctx, other)) {
      if (i.target === other || !rendersAny(text, i.names)) continue;
      const list = index.get(i.target) ?? [];
      if (list[list.length - 1] !== other) list.push(other);
      index.set(i.target, list);
    }
  }
  return index;
}

/** The home page's file (route `/`), when it is still there. */
export function homePageFile(ctx: Pick<StepContext, 'tree' | 'analysis'>): string | null {
  const page = ctx.analysis.pages.find((p) => (p.route === '/' || p.route === '') && !p.unrouted);
  return page && ctx.tree.exists(page.file) ? page.file : null;
}

export interface SwitchHost {
  file: string;
  /** The home page itself: no shared header renders on it. */
  homePage: boolean;
}

interface Candidates {
  candidates: string[];
  aroundPages: (p: string) => boolean;
  home: string | null;
  onHome: Set<string>;
  pages: Set<string>;
}

function candidatesOf(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[]): Candidates {
  const text = (p: string) => ctx.tree.read(p) ?? '';
  const shell = ctx.analysis.design?.layoutShell;
  const routeHolders = new Set(scripts.filter((p) => HOLDS_ROUTES.test(text(p))));
  // The files the route table renders as pages (pages the tool added or ported among them).
  const routed = new Set<string>();
  let routedHome: string | null = null;
  for (const holder of routeHolders) {
    const ast = ctx.tree.ast(holder);
    if (!ast) continue;
    const names = routedPageNames(ast);
    for (const i of importsOf(ctx, holder)) {
      if (i.names.some((n) => names.all.has(n))) routed.add(i.target);
      if (i.names.some((n) => names.home.has(n))) routedHome ??= i.target;
    }
  }
  const home = homePageFile(ctx) ?? routedHome;
  const pages = new Set([...ctx.analysis.pages.map((p) => p.file), ...routed]);
  // Rendered around every page: it holds the routes, or a file holding them renders it (or renders
  // what renders it). What only pages render (a frame each page draws itself) is not around them.
  const renderedBy = renderersIndex(ctx, scripts);
  const renderers = (p: string) => (renderedBy.get(p) ?? []).filter((r) => !pages.has(r));
  // A shell that renders the component holding the route table (`<Header />` beside `<AppRoutes />`)
  // is around the pages as much as the table itself.
  const rendersRoutes = (r: string) => {
    const own = text(r);
    return importsOf(ctx, r).some((i) => routeHolders.has(i.target) && rendersAny(own, i.names));
  };
  const wraps = (r: string) => routeHolders.has(r) || rendersRoutes(r);
  const around = new Map<string, boolean>();
  const aroundPages = (p: string) => {
    let yes = around.get(p);
    if (yes === undefined) around.set(p, (yes = routeHolders.has(p) || (!pages.has(p) && renderers(p).some((r) => wraps(r) || renderers(r).some((q) => routeHolders.has(q))))));
    return yes;
  };
  // What the home page shows: its own components, and what the route table renders around the
  // pages (its layouts and their headers), without going into the other pages.
  const otherPages = new Set([...pages].filter((f) => f !== home));
  const shells = scripts.filter((p) => !pages.has(p) && !routeHolders.has(p) && rendersRoutes(p));
  const onHome = renderClosure(ctx, [...(home ? [home] : []), ...routeHolders, ...shells], 3, otherPages);
  // Header-named files (any case: header.tsx, NavBar.jsx), those holding a <header>/<nav> first,
  // then any component the home page shows that holds one.
  const named = scripts.filter((p) => HEADER_NAME.test(p));
  const holds = (p: string) => (HOLDS_CHROME.test(text(p)) ? 0 : 1);
  const showing = [...onHome].filter((p) => p !== home && HOLDS_CHROME.test(text(p)));
  const candidates = [...new Set([...named.sort((a, b) => holds(a) - holds(b)), ...showing, ...(shell ? [shell] : []), ...scripts.filter((p) => SHELL_NAME.test(p))])].filter((p) => ctx.tree.exists(p));
  return { candidates, aroundPages, home, onHome, pages };
}

/**
 * A site with no header around its pages (each page draws its own, the pages the tool built share a
 * frame): the files holding the other pages' headers, so the language can be changed on every
 * page. A page's own <header>, else one a component it renders holds (not one around every page).
 */
export function otherPageHeaders(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[]): string[] {
  const text = (p: string) => ctx.tree.read(p) ?? '';
  const { aroundPages, home, pages } = candidatesOf(ctx, scripts);
  const out = new Set<string>();
  for (const page of pages) {
    if (page === home || !ctx.tree.exists(page)) continue;
    if (OWN_HEADER.test(text(page))) {
      out.add(page);
      continue;
    }
    for (const f of renderClosure(ctx, [page], 1, pages)) if (f !== page && OWN_HEADER.test(text(f)) && !aroundPages(f)) out.add(f);
  }
  return [...out];
}

/** The component around every page (for what must run on every page), else the first candidate. */
export function pageShell(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[]): string | null {
  const { candidates, aroundPages } = candidatesOf(ctx, scripts);
  return candidates.find(aroundPages) ?? candidates[0] ?? null;
}

/**
 * In order: a header or nav the home page renders (its own, or one around every page); the home
 * page's own top bar; a layout around every page; the home page itself; any candidate.
 * `hasTopBar` tells whether a file's component starts with a row of controls.
 */
export function switchHost(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[], hasTopBar: (file: string) => boolean): SwitchHost | null {
  return switchHosts(ctx, scripts, hasTopBar)[0] ?? null;
}

/** Every host in that order, for a caller that moves on when a file has no place for the switch (a router-only App). */
export function switchHosts(ctx: Pick<StepContext, 'tree' | 'analysis'>, scripts: string[], hasTopBar: (file: string) => boolean): SwitchHost[] {
  const text = (p: string) => ctx.tree.read(p) ?? '';
  const { candidates, aroundPages, home, onHome } = candidatesOf(ctx, scripts);
  const rendered = (p: string) => onHome.has(p) || aroundPages(p);
  const out: SwitchHost[] = [];
  const add = (file: string | null | undefined, homePage: boolean) => {
    if (file && !out.some((h) => h.file === file)) out.push({ file, homePage });
  };
  const chrome = (p: string) => HOLDS_CHROME.test(text(p)) || HEADER_NAME.test(p);
  // A header around every page before one only the home page draws (a hero section named Header).
  add(candidates.find((p) => rendered(p) && chrome(p) && aroundPages(p)), false);
  add(candidates.find((p) => rendered(p) && chrome(p)), false);
  if (home && hasTopBar(home)) add(home, true);
  add(candidates.find(aroundPages), false);
  if (home) add(home, true);
  // Only when nothing the home page shows was found: a candidate it may not render.
  if (!out.length) add(candidates[0], false);
  return out;
}
