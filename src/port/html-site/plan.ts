import path from 'node:path';
import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import type { Site } from '../../load/site.js';
import { JsxEmitter, lineOf, pad, type EmitOptions } from '../jsx/emit.js';
import { nodesToJsx } from '../jsx/html-to-jsx.js';
import { LinkResolver, routeForHtmlFile } from '../links.js';
import { inlineCss, isWebAsset, rewriteCssUrls, toWebPath } from '../assets.js';
import { componentModule } from '../component-module.js';
import { scaffoldFiles, type RouteEntry } from '../scaffold.js';
import { emptyResult, type PortResult } from '../types.js';
import { ACTIVE_TOKENS, currentPageMarkers, detectLayout, layoutName, pascal } from './layout.js';
import { readHtmlPage, type HtmlPage } from './read-page.js';
import { HeadCollector } from './head.js';
import { isRemote } from '../known-scripts.js';
import { readExpressApp } from '../express/server-routes.js';

/** The folder served as `/`: the one holding the shallowest index.html (else the shallowest page). */
export function htmlWebRoot(site: Site): string {
  const htmls = site.files.filter((f) => f.kind === 'html').map((f) => f.path);
  const pick = htmls.filter((p) => /(^|\/)index\.html?$/i.test(p)).sort((a, b) => a.split('/').length - b.split('/').length)[0] ?? htmls.sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!pick) return '';
  const d = path.posix.dirname(pick);
  return d === '.' ? '' : d;
}

const under = (root: string, p: string) => (root ? p.startsWith(root + '/') : true);
const webOf = (root: string, p: string) => (root ? p.slice(root.length + 1) : p);

function componentName(route: string, taken: Set<string>): string {
  let base = route === '/' ? 'Home' : route === '*' ? 'NotFound' : pascal(route);
  if (['App', 'Layout', 'Link', 'NavLink', 'Outlet', 'Route', 'Routes'].includes(base)) base += 'Page';
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

/** Plan the port of a plain multi-page HTML site. Pure: reads the loaded site, returns files. */
export function planHtmlSite(site: Site): PortResult {
  const result = emptyResult('plain-html');
  const root = htmlWebRoot(site);
  const pageFiles = site.files.filter((f) => f.kind === 'html' && f.text !== undefined && under(root, f.path) && !path.posix.basename(f.path).startsWith('_'));
  const pages: HtmlPage[] = pageFiles.map((f) => readHtmlPage(f.path, webOf(root, f.path), f.text!));
  // The home page first: its copy of shared markup is the one the layout takes.
  pages.sort((a, b) => Number(routeOf(b) === '/') - Number(routeOf(a) === '/') || a.webPath.localeCompare(b.webPath));
  const routes = new Map(pages.map((p) => [p, routeOf(p)]));
  const links = new LinkResolver(new Set([...routes.values()].filter((r) => r !== '*')), new Set(pages.map((p) => p.webPath)));
  const assetWebPaths = new Set(site.files.filter((f) => under(root, f.path) && isWebAsset(f.path)).map((f) => '/' + webOf(root, f.path)));

  // Static pages served by a Node server of the site's own: its files are left for the server step.
  const server = ['express', 'fastify', 'koa'].some((d) => site.allDependencies().has(d)) ? readExpressApp(site) : null;
  const formsSeen = new Set<string>();
  result.serverFiles.push(...(server?.serverFiles ?? []));
  const head = new HeadCollector();
  head.firstPage = pages[0]?.webPath ?? 'index.html';
  const styles: { css: string; webPath: string }[] = [];
  const optionsFor = (p: HtmlPage): EmitOptions => ({
    file: p.file,
    notes: result.notes,
    styles: [],
    resolveLink: (href, line) => links.resolve(href, p.webPath, p.file, line),
    resolveAsset: (url) => {
      const web = toWebPath(url, p.webPath);
      if (!web) return url;
      if (!assetWebPaths.has(web.replace(/[?#].*$/, '')) && !/\.html?([?#]|$)/i.test(web)) result.notes.push({ file: p.file, line: 0, kind: 'missing-asset', message: `${url} not found in the site` });
      return web;
    },
    leadForm: (action, method, line) => {
      if (method !== 'post') return false;
      if (isRemote(action)) {
        result.openQuestions.push(`${p.file}:${line}: form posts to ${action} (a third-party form service); keep it, or make it a lead form the platform receives`);
        return false;
      }
      // A Node server of the site's own (Express serving the pages) handles it: its logic is the limitation.
      const route = server?.routes.find((r) => r.method === 'POST' && r.path === (toWebPath(action || p.webPath, p.webPath) ?? '').replace(/[?#].*$/, ''));
      if (route && !formsSeen.has(route.path)) {
        formsSeen.add(route.path);
        for (const e of route.effects) result.limitations.push({ file: route.file, line: e.line, what: `POST ${route.path} ${e.what}`, why: 'server logic does not run in a theme; the form becomes a lead and this behaviour needs the platform (or is lost)' });
      }
      if (!route) result.limitations.push({ file: p.file, line, what: `form posting to ${action || 'the page itself'}`, why: 'the server script behind it does not exist in a theme; the data-layer step maps the form to a lead' });
      return true;
    },
  });
  // Scripts and <style> blocks anywhere in a body (layout parts included) are met once per page.
  const walkBody = (p: HtmlPage, el: P5.Element) => {
    for (const c of el.childNodes) {
      if (!('tagName' in c)) continue;
      if (c.tagName === 'script') head.addScript(p, { ...scriptOf(c), inHead: false });
      else if (c.tagName === 'style') styles.push({ css: c.childNodes.map((t) => (t.nodeName === '#text' ? (t as P5.TextNode).value : '')).join(''), webPath: p.webPath });
      else walkBody(p, c);
    }
  };
  for (const p of pages) {
    head.addHead(p);
    walkBody(p, p.body);
  }
  const split = detectLayout(pages, (p) => (url) => toWebPath(url, p.webPath) ?? url);

  // Layout parts come from the home page's copy.
  const layoutParts: { name: string; file: string }[] = [];
  let layout: { component: string; file: string } | null = null;
  if (split) {
    const home = split.pages[0];
    const taken = new Set<string>(['Layout']);
    // Each page marks itself in the shared nav (`class="active"`): that becomes a class computed
    // from the route, exactly where the source put it.
    const marks = currentPageMarkers(split, (p) => routes.get(p)!);
    const partJsx = (el: P5.Element) => {
      const name = layoutName(el, taken);
      let usesRoute = false;
      const o: EmitOptions = {
        ...optionsFor(home),
        routeProps: (e) => {
          const m = marks.get(e);
          if (!m) return null;
          usesRoute = true;
          return routeProps(e, m);
        },
      };
      const r = nodesToJsx([el], o, 2);
      const file = `components/${name}.jsx`;
      result.files.push({ path: `src/${file}`, text: componentModule({ name, router: usesRoute ? [...r.imports, 'useLocation'] : r.imports, body: usesRoute ? ['const { pathname } = useLocation();'] : [], jsx: r.jsx }) });
      layoutParts.push({ name, file });
      return name;
    };
    const before = split.before.map(partJsx);
    const after = split.after.map(partJsx);
    const em = new JsxEmitter(optionsFor(home));
    const depth = 2;
    const open = split.wrappers.map((w, i) => pad(depth + i) + em.openTag(w));
    const inner = split.wrappers.length + depth;
    const body = [...before.map((n) => `${pad(inner)}<${n} />`), `${pad(inner)}<Outlet />`, ...after.map((n) => `${pad(inner)}<${n} />`)];
    const close = split.wrappers.map((w, i) => `${pad(depth + split.wrappers.length - 1 - i)}</${w.tagName}>`);
    const jsx = split.wrappers.length ? [...open, ...body, ...close].join('\n') : [`${pad(depth)}<>`, ...body.map((l) => '  ' + l), `${pad(depth)}</>`].join('\n');
    result.files.push({
      path: 'src/components/Layout.jsx',
      text: componentModule({ name: 'Layout', router: ['Outlet', ...em.imports], imports: layoutParts.map((l) => `import ${l.name} from './${path.posix.basename(l.file)}';`), jsx }),
    });
    layout = { component: 'Layout', file: 'components/Layout.jsx' };
    result.components.push('src/components/Layout.jsx', ...layoutParts.map((l) => `src/${l.file}`));
  }

  const taken = new Set<string>();
  const routeEntries: RouteEntry[] = [];
  for (const p of pages) {
    const inLayout = !!split?.content.has(p);
    const nodes = inLayout ? trimEdges(split!.content.get(p)!) : p.body.childNodes;
    const name = componentName(routes.get(p)!, taken);
    const o = optionsFor(p);
    const r = nodesToJsx(nodes, o, 2);
    const file = `pages/${name}.jsx`;
    result.files.push({ path: `src/${file}`, text: componentModule({ name, router: r.imports, jsx: r.jsx, title: p.title, bodyClass: p.bodyClass }) });
    routeEntries.push({ path: routes.get(p)!, component: name, file, inLayout });
    result.routes.push({ route: routes.get(p)!, file: `src/${file}`, source: p.file });
    if (!inLayout && split) result.notes.push({ file: p.file, line: 1, kind: 'outside-layout', message: 'page does not share the site header/footer; routed outside the layout' });
  }
  // A catch-all route must come last.
  routeEntries.sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));

  // Stylesheets: every local CSS file moves under src/styles (same relative layout, so @imports
  // between them keep working); url()s point at the assets now under public/.
  const cssTarget = (web: string) => `styles${web}`;
  for (const f of site.files.filter((x) => x.kind === 'style' && x.text !== undefined && under(root, x.path) && x.path.endsWith('.css'))) {
    const web = '/' + webOf(root, f.path);
    const text = rewriteCssUrls(f.text!, web, (target) => (target.endsWith('.css') ? path.posix.relative(path.posix.dirname(web), target) : null));
    result.files.push({ path: `src/${cssTarget(web)}`, text });
    result.deletes.push(f.path);
  }
  const sourceOf = (web: string) => (root ? root + web : web.slice(1));
  const imports = head.stylesheets.filter((w) => site.has(sourceOf(w))).map(cssTarget);
  for (const w of head.stylesheets.filter((x) => !imports.includes(cssTarget(x)))) result.notes.push({ file: pages[0]?.file ?? '', line: 0, kind: 'missing-stylesheet', message: `stylesheet ${w} not found in the site` });
  const inline = inlineCss([...head.inlineStyles, ...styles]);
  if (inline) {
    result.files.push({ path: 'src/styles/inline.css', text: inline });
    imports.push('styles/inline.css');
  }

  // Static assets keep their web paths under public/.
  for (const f of site.files.filter((x) => under(root, x.path) && isWebAsset(x.path))) {
    const target = `public/${webOf(root, f.path)}`;
    if (target === f.path) continue;
    result.files.push({ path: target, copyFrom: f.path });
    result.deletes.push(f.path);
  }
  for (const p of pages) if (p.file !== 'index.html') result.deletes.push(p.file);

  const home = pages[0];
  result.files.push(...scaffoldFiles({
    sourceKind: 'plain HTML',
    name: pascal(path.basename(site.root)).replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
    lang: home?.lang ?? 'en',
    dir: home?.dir ?? null,
    title: home?.title ?? '',
    headTags: head.headTags,
    bodyScripts: head.bodyScripts,
    styleImports: imports,
    npmDependencies: head.npmDependencies,
    npmImports: head.npmImports,
    routes: routeEntries,
    layout,
    packageJson: site.packageJsons.get(''),
  }));
  result.notes.push(...head.notes);
  result.limitations.push(...head.limitations);
  result.designNotes.push(...head.designNotes);
  result.openQuestions.push(...head.questions());
  result.deadLinks.push(...links.deadLinks);
  result.gapFillCandidates.push(...[...links.gapFill].sort());
  return finish(result);
}

function routeOf(p: HtmlPage): string {
  return /^404\.html?$/i.test(path.posix.basename(p.webPath)) && path.posix.dirname(p.webPath) === '.' ? '*' : routeForHtmlFile(p.webPath);
}

function scriptOf(el: P5.Element) {
  const src = el.attrs.find((a) => a.name === 'src')?.value;
  const code = el.childNodes.map((c) => (c.nodeName === '#text' ? (c as P5.TextNode).value : '')).join('');
  return { ...(src !== undefined ? { src } : { code }), attrs: el.attrs, line: lineOf(el) };
}

/** Comments and blank text at the edges of a page's content belong to the layout around it ("<!-- Footer -->"). */
function trimEdges(nodes: P5.ChildNode[]): P5.ChildNode[] {
  const edge = (n: P5.ChildNode) => n.nodeName === '#comment' || (n.nodeName === '#text' && !(n as P5.TextNode).value.trim());
  let a = 0;
  let b = nodes.length;
  while (a < b && edge(nodes[a])) a++;
  while (b > a && edge(nodes[b - 1])) b--;
  return nodes.slice(a, b);
}

/** `className` / `aria-current` of an element that each page marks differently, as route expressions. */
function routeProps(el: P5.Element, byRoute: Map<string, string[]>): Record<string, string> {
  const base = (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/).filter((t) => t && !ACTIVE_TOKENS.has(t));
  const parts = base.map((t) => JSON.stringify(t));
  const aria: string[] = [];
  for (const [route, tokens] of byRoute) {
    for (const t of tokens) {
      if (t === 'aria-current') aria.push(`(pathname === ${JSON.stringify(route)} ? 'page' : undefined)`);
      else parts.push(`pathname === ${JSON.stringify(route)} && ${JSON.stringify(t)}`);
    }
  }
  const out: Record<string, string> = {};
  if (parts.length > base.length) out.className = `[${parts.join(', ')}].filter(Boolean).join(' ') || undefined`;
  else if (base.length) out.className = JSON.stringify(base.join(' '));
  if (aria.length) out['aria-current'] = aria.join(' ?? ');
  return out;
}

/** Sorted, de-duplicated output so two runs give the same plan. */
export function finish(r: PortResult): PortResult {
  const byPath = new Map(r.files.map((f) => [f.path, f]));
  r.files = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  const writes = new Set(r.files.map((f) => f.path));
  r.deletes = [...new Set(r.deletes)].filter((d) => !writes.has(d)).sort();
  const rank = (route: string) => (route === '/' ? 0 : route === '*' ? 3 : route.includes(':') ? 2 : 1);
  r.routes.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
  return r;
}
