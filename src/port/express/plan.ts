import path from 'node:path';
import type { Site } from '../../load/site.js';
import { LinkResolver } from '../links.js';
import { inlineCss, isWebAsset, rewriteCssUrls, toWebPath } from '../assets.js';
import { componentModule } from '../component-module.js';
import { scaffoldFiles, type RouteEntry } from '../scaffold.js';
import { emptyResult, type PortResult } from '../types.js';
import { isRemote } from '../known-scripts.js';
import { HeadCollector } from '../html-site/head.js';
import { finish } from '../html-site/plan.js';
import { pascal } from '../html-site/layout.js';
import { readExpressApp, type ServerRoute } from './server-routes.js';
import { convertTemplate, type ConvertedTemplate } from './template.js';
import type { IncludedComponent } from './ejs-emitter.js';
import { pageLocals } from './locals.js';

const rel = (from: string, to: string) => {
  const r = path.posix.relative(path.posix.dirname(from), to);
  return r.startsWith('.') ? r : './' + r;
};

/** Plan the port of an Express app rendering EJS views: pages per GET view route, partials as components. */
export function planExpressSite(site: Site): PortResult {
  const result = emptyResult('server-templates');
  const app = readExpressApp(site);
  result.serverFiles.push(...app.serverFiles);
  for (const u of app.unparsed) result.openQuestions.push(`${u.file}:${u.line}: server file does not parse (${u.message}); its routes were not ported`);
  const views = app.viewsDir;
  const staticDir = app.staticDirs[0] ?? 'public';
  const viewFile = (spec: string, from?: string) => {
    const names = path.posix.extname(spec) ? [spec] : ['.ejs', '.hbs', '.handlebars'].map((e) => spec + e);
    const tries = names.flatMap((n) => [from ? path.posix.join(path.posix.dirname(from), n) : null, path.posix.join(views, n)]).filter(Boolean) as string[];
    return tries.map((p) => path.posix.normalize(p)).find((p) => site.file(p)?.text !== undefined) ?? null;
  };

  const pages = app.routes.filter((r) => r.method === 'GET' && r.view && !r.debug);
  // express-ejs-layouts renders every EJS view inside views/layout.ejs (`<%- body %>`).
  const ejsLayouts = site.allDependencies().has('express-ejs-layouts');
  for (const r of app.routes.filter((x) => x.debug)) result.notes.push({ file: r.file, line: r.line, kind: 'debug-route', message: `debug route ${r.method} ${r.path} dropped` });
  for (const r of app.routes.filter((x) => x.method === 'GET' && !x.view && !x.debug)) result.notes.push({ file: r.file, line: r.line, kind: 'server-route', message: `GET ${r.path} answers with ${r.responds}, not a page; left for the server step` });
  const links = new LinkResolver(new Set(pages.map((p) => p.path)));
  const head = new HeadCollector();
  const posts = new Map(app.routes.filter((r) => r.method === 'POST').map((r) => [r.path, r]));
  const formsSeen = new Set<string>();
  const inlineStyles: string[] = [];
  const doc: { attrs: { lang: string | null; dir: string | null } | null } = { attrs: null };

  const leadForm = (file: string) => (action: string, method: string, line: number) => {
    if (method !== 'post' || isRemote(action)) return false;
    const target = posts.get(action.replace(/[?#].*$/, '') || '/');
    if (!formsSeen.has(action)) {
      formsSeen.add(action);
      if (!target) result.notes.push({ file, line, kind: 'dead-form', message: `form posts to ${action}, which no route handles` });
      for (const e of target?.effects ?? []) result.limitations.push({ file: target!.file, line: e.line, what: `POST ${target!.path} ${e.what}`, why: 'server logic does not run in a theme; the form becomes a lead and this behaviour needs the platform (or is lost)' });
    }
    return true;
  };

  // Partials are converted once, on first include; a partial's props are the names it reads.
  const partials = new Map<string, { c: ConvertedTemplate; inc: IncludedComponent } | null>();
  /** Static stylesheets linked from the markup of pages and partials (outside a `<head>`). */
  const bodyStylesheets: string[] = [];
  const data = new Map<string, { file: string; json: string }>();
  const taken = new Set(['App']);
  const uniqueName = (base: string) => {
    let n = base;
    for (let i = 2; taken.has(n); i++) n = `${base}${i}`;
    taken.add(n);
    return n;
  };
  const convert = (file: string, route: string, layout = false): ConvertedTemplate => {
    const c = convertTemplate(file, site.file(file)!.text!, {
      notes: result.notes,
      styles: inlineStyles,
      resolveLink: (href, line) => links.resolve(href, route === '/' ? '/' : route, file, line),
      resolveAsset: (url) => toWebPath(url, '/') ?? url,
      leadForm: leadForm(file),
      onScript: (el, line) => head.addScript({ file, webPath: 'index.html' }, { ...scriptRef(el), line, inHead: false }),
      onStylesheet: (href) => {
        // A partial's own `<link rel="stylesheet">` to the static folder: its CSS moves under src/styles, imported by the app.
        const web = toWebPath(href, '/');
        if (!web || !web.endsWith('.css') || !site.has(staticDir + web)) return false;
        if (!bodyStylesheets.includes(web)) bodyStylesheets.push(web);
        return true;
      },
      resolveInclude: (spec) => include(spec, file),
      question: (line, text) => result.openQuestions.push(`${file}${line ? `:${line}` : ''}: ${text}`),
      dataModule: (name, rows) => {
        const json = JSON.stringify(rows, null, 2);
        let mod = `src/data/${name}.js`;
        for (let i = 2; data.has(mod) && data.get(mod)!.json !== json; i++) mod = `src/data/${name}${i}.js`;
        if (!data.has(mod)) {
          data.set(mod, { file: mod, json });
          result.files.push({ path: mod, text: `// Literal items ${file} passed to its includes; the data-layer step may map them to SDK hooks.\nexport const ${name} = ${json};\n` });
        }
        return { name, file: mod };
      },
    }, layout);
    if (c.head) head.addHead({ ...c.head, file, webPath: 'index.html' });
    if (c.html && !doc.attrs) doc.attrs = c.html;
    return c;
  };
  const include = (spec: string, from: string, layout = false): IncludedComponent | null => {
    const file = viewFile(spec, from);
    if (!file) return null;
    if (partials.has(file)) return partials.get(file)?.inc ?? null;
    partials.set(file, null); // recursion guard
    const c = convert(file, '/', layout);
    const name = uniqueName(layout ? 'Layout' : pascal(path.posix.basename(file, path.posix.extname(file))));
    const inc: IncludedComponent = { name, importPath: `src/components/${name}.jsx`, props: c.free.filter((f) => f !== 'locals' && f !== 'children'), wraps: c.wraps, closes: c.closes };
    partials.set(file, { c, inc });
    result.files.push({ path: inc.importPath, text: moduleFor(inc.importPath, name, c, c.wraps ? [...inc.props, 'children'] : inc.props) });
    result.components.push(inc.importPath);
    return inc;
  };

  const routeEntries: RouteEntry[] = [];
  for (const r of pages) {
    const file = viewFile(r.view!);
    if (!file) {
      result.notes.push({ file: r.file, line: r.line, kind: 'missing-view', message: `GET ${r.path} renders ${r.view}, which is not in ${views}/` });
      continue;
    }
    const c = convert(file, r.path);
    // express-handlebars renders every view inside views/layouts/main: the page renders its Layout.
    const layout = /\.(hbs|handlebars)$/.test(file) ? include('layouts/main', `${views}/x`, true)
      : ejsLayouts ? include('layout', `${views}/x`, true) : null;
    if (layout) wrapInLayout(c, layout);
    const name = uniqueName(r.path === '/' ? 'Home' : pascal(r.path.replace(/:/g, '')));
    const modPath = `src/pages/${name}.jsx`;
    const locals = pageLocals(r, c.free, name, data, (q) => result.openQuestions.push(q), (n) => result.notes.push(n), c.jsx);
    for (const d of locals.dataFiles) if (!result.files.some((f) => f.path === d.file)) result.files.push({ path: d.file, text: d.text });
    const imports = [...locals.imports.map((i) => `import { ${i.name} } from '${rel(modPath, i.file)}';`)];
    result.files.push({ path: modPath, text: moduleFor(modPath, name, c, [], [...locals.body, ...c.statements], imports, locals.router) });
    routeEntries.push({ path: r.path, component: name, file: `pages/${name}.jsx`, inLayout: false });
    result.routes.push({ route: r.path, file: modPath, source: file });
  }
  result.dataModules.push(...[...data.values()].map((d) => d.file).filter((f, i, a) => a.indexOf(f) === i).sort());

  // Static folder: CSS moves under src/styles (imported), other assets are served from public/.
  const under = (p: string) => p.startsWith(staticDir + '/');
  for (const f of site.files.filter((x) => under(x.path) && x.kind === 'style' && x.path.endsWith('.css') && x.text !== undefined)) {
    const web = '/' + f.path.slice(staticDir.length + 1);
    result.files.push({ path: `src/styles${web}`, text: rewriteCssUrls(f.text!, web, (t) => (t.endsWith('.css') ? path.posix.relative(path.posix.dirname(web), t) : null)) });
    result.deletes.push(f.path);
  }
  for (const f of site.files.filter((x) => under(x.path) && isWebAsset(x.path))) {
    const target = `public/${f.path.slice(staticDir.length + 1)}`;
    if (target !== f.path) {
      result.files.push({ path: target, copyFrom: f.path });
      result.deletes.push(f.path);
    }
  }
  const linked = [...head.stylesheets, ...bodyStylesheets.filter((w) => !head.stylesheets.includes(w))];
  const imports = linked.filter((w) => site.has(staticDir + w)).map((w) => `styles${w}`);
  const inline = inlineCss([...head.inlineStyles, ...inlineStyles.map((css) => ({ css, webPath: '/' }))]);
  if (inline) {
    result.files.push({ path: 'src/styles/inline.css', text: inline });
    imports.push('styles/inline.css');
  }
  for (const f of site.files.filter((x) => x.path.startsWith(views + '/') && x.kind === 'template')) result.deletes.push(f.path);

  // Home first, then by path; routes with params after the fixed ones.
  routeEntries.sort((a, b) => Number(b.path === '/') - Number(a.path === '/') || Number(a.path.includes(':')) - Number(b.path.includes(':')) || a.path.localeCompare(b.path));
  result.files.push(...scaffoldFiles({
    sourceKind: 'Express + EJS',
    name: site.packageJsons.get('')?.name ?? path.basename(site.root),
    lang: doc.attrs?.lang ?? 'en',
    dir: doc.attrs?.dir ?? null,
    title: homeTitle(pages) ?? [...partials.values()].find((p) => p?.c.head)?.c.head?.title ?? '',
    headTags: head.headTags,
    bodyScripts: head.bodyScripts,
    styleImports: imports,
    npmDependencies: head.npmDependencies,
    npmImports: head.npmImports,
    routes: routeEntries,
    layout: null,
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

/** Put a page's JSX inside its layout component, passing the names the layout reads. */
function wrapInLayout(c: ConvertedTemplate, layout: IncludedComponent): void {
  const props = layout.props.map((p) => ` ${p}={${p}}`).join('');
  c.jsx = [`    <${layout.name}${props}>`, ...c.jsx.split('\n').map((l) => '  ' + l), `    </${layout.name}>`].join('\n');
  c.components.set(layout.name, layout);
  c.free = [...new Set([...c.free, ...layout.props])].sort();
}

/** The home route's literal `title` local, for index.html. */
function homeTitle(pages: ServerRoute[]): string | null {
  const home = pages.find((p) => p.path === '/') ?? pages[0];
  const t = home?.locals.find((l) => l.name === 'title');
  const v = t ? home.evaluator.eval(t.node) : null;
  return v?.ok && typeof v.value === 'string' ? v.value : null;
}

function moduleFor(modPath: string, name: string, c: ConvertedTemplate, props: string[], body: string[] = c.statements, extra: string[] = [], router: string[] = []): string {
  const imports = [...c.components.values()].map((i) => `import ${i.name} from '${rel(modPath, i.importPath)}';`).sort();
  for (const [n, f] of c.data) imports.push(`import { ${n} } from '${rel(modPath, f)}';`);
  return componentModule({
    name, router: [...c.router, ...router], react: c.react, props, body, jsx: c.jsx, titleExpr: c.titleExpr,
    imports: [...imports, ...extra],
  });
}

function scriptRef(el: { attrs: { name: string; value: string }[]; childNodes: unknown[] }) {
  const src = el.attrs.find((a) => a.name === 'src')?.value;
  const code = (el.childNodes as { nodeName: string; value?: string }[]).map((c) => (c.nodeName === '#text' ? c.value ?? '' : '')).join('');
  return { ...(src !== undefined ? { src } : { code }), attrs: el.attrs as never };
}

export type { ServerRoute };
