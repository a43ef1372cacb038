import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { loadSite } from '../../src/load/site.js';
import { planPort } from '../../src/port/plan.js';
import { readExpressApp } from '../../src/port/express/server-routes.js';
import { bodyText, renderRoute, ROOT, serverLocals, tempApp } from './port-helpers.js';

const require = createRequire(import.meta.url);
const ejs = require('ejs') as {
  renderFile: (file: string, data: Record<string, unknown>) => Promise<string>;
  render: (text: string, data: Record<string, unknown>, opts: { filename: string }) => string;
};

/**
 * Each site, with the request each page is rendered for: the URL, and the locals the server
 * computes from that request (the literal ones are read from the server code).
 */
const SITES = [
  {
    name: 'express-ejs',
    dir: path.join(ROOT, 'fixtures/sites/express-ejs'),
    requests: { '/': { url: '/', locals: { subscribed: false } } } as Record<string, { url: string; locals: Record<string, unknown> }>,
  },
  {
    name: 'express-mini',
    dir: path.join(ROOT, 'fixtures/port/sites/express-mini'),
    requests: {
      '/teas/:slug': { url: '/teas/darjeeling', locals: { title: 'Darjeeling', tea: JSON.parse(readFileSync(path.join(ROOT, 'fixtures/port/sites/express-mini/data/teas.json'), 'utf8'))[1] } },
    } as Record<string, { url: string; locals: Record<string, unknown> }>,
  },
].filter((s) => existsSync(s.dir));

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

describe.each(SITES)('port $name (Express + EJS)', ({ dir, requests }) => {
  const out = tempApp();
  cleanups.push(out.cleanup);
  const read = (p: string) => readFileSync(path.join(out.dir, p), 'utf8');

  it('writes a page per GET view route and a component per partial', async () => {
    const r = await runCli(['port', dir, '--out', out.dir]);
    expect(r.code, r.stderr).toBe(0);
    const site = await loadSite(dir);
    const app = readExpressApp(site);
    const pages = app.routes.filter((x) => x.method === 'GET' && x.view && !x.debug);
    const appJsx = read('src/App.jsx');
    for (const p of pages) expect(appJsx).toContain(`<Route path="${p.path}"`);
    const partials = site.files.filter((f) => f.path.startsWith('views/partials/'));
    for (const f of partials) {
      const name = path.posix.basename(f.path, '.ejs').split(/[-_]/).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
      expect(existsSync(path.join(out.dir, `src/components/${name}.jsx`)), name).toBe(true);
    }
    expect(existsSync(path.join(out.dir, 'views'))).toBe(false);
    expect(read('index.html')).toContain('bootstrap');
    // The server files stay for the later step; they are reported.
    for (const f of app.serverFiles) expect(existsSync(path.join(out.dir, f)), f).toBe(true);
    expect(r.stdout).toContain('server file left for the server step');
  });

  it('each ported page renders the same text as the EJS view rendered by ejs', async () => {
    const site = await loadSite(dir);
    const app = readExpressApp(site);
    const pages = app.routes.filter((x) => x.method === 'GET' && x.view && !x.debug);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      const req = requests[p.path];
      const locals = serverLocals(p, req?.locals ?? {});
      const source = bodyText(await ejs.renderFile(path.join(dir, app.viewsDir, `${p.view}.ejs`), locals));
      const ported = bodyText(`<body>${await renderRoute(out.dir, req?.url ?? p.path)}</body>`);
      expect(source.length).toBeGreaterThan(20);
      expect(ported, `GET ${p.path} (${p.view})`).toBe(source);
    }
  });
});

describe('express-ejs: forms, server logic, data', () => {
  it('marks own-route forms as lead forms, records server logic as limitations and drops the debug route', async () => {
    const r = planPort(await loadSite(path.join(ROOT, 'fixtures/sites/express-ejs')));
    expect(r.kind).toBe('server-templates');
    const text = (p: string) => {
      const f = r.files.find((x) => x.path === p);
      return f && 'text' in f ? f.text : '';
    };
    expect(text('src/components/Footer.jsx')).toMatch(/<form action="\/subscribe"[^>]*data-lead-form/);
    expect(text('src/pages/Contact.jsx')).toMatch(/<form action="\/contact"[^>]*data-lead-form/);
    expect(r.limitations.map((l) => l.what)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^POST \/contact sends e-mail/),
      expect.stringMatching(/^POST \/subscribe calls an outside service/),
    ]));
    expect(r.notes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'debug-route', file: 'app.js' })]));
    expect(r.routes.map((x) => x.route)).not.toContain('/debug');
    // Literal product cards became a data module rendered with map.
    expect(r.dataModules).toContain('src/data/products.js');
    expect(text('src/pages/Home.jsx')).toContain('{products.map((product, i) => (');
    expect(r.gapFillCandidates).toContain('/shop');
    expect(r.serverFiles).toEqual(['app.js']);
  });

  it('express-mini: mounted routers, loops, params and fixed links', async () => {
    const r = planPort(await loadSite(path.join(ROOT, 'fixtures/port/sites/express-mini')));
    expect(r.routes.map((x) => x.route)).toEqual(['/', '/contact', '/faq', '/teas/:slug']);
    expect(r.deadLinks).toEqual(expect.arrayContaining([expect.objectContaining({ href: '/fqa', fixedTo: '/faq' })]));
    expect(r.gapFillCandidates).toEqual(['/cart', '/shop']);
    expect(r.dataModules).toEqual(expect.arrayContaining(['src/data/teas.js', 'src/data/faqs.js', 'src/data/topics.js']));
    expect(r.notes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'debug-route' }), expect.objectContaining({ kind: 'raw-html', file: 'views/home.ejs' })]));
    expect(r.limitations.map((l) => `${l.file}:${l.what}`)).toEqual(expect.arrayContaining([expect.stringMatching(/^routes\/pages\.js:POST \/contact sends e-mail/)]));
    // A partial linking its own stylesheet: the CSS moves under src/styles and the app imports it;
    // the <link> (which would now point at nothing) leaves the component.
    const text = (p: string) => { const f = r.files.find((x) => x.path === p); return f && 'text' in f ? f.text : ''; };
    expect(text('src/main.jsx')).toContain("import './styles/css/nav.css';");
    expect(text('src/components/Nav.jsx')).not.toContain('nav.css');
    expect(r.files.map((f) => f.path)).toContain('src/styles/css/nav.css');
  });
});

describe('express-ejs-layouts and legacy includes', () => {
  it('wraps each page in the layout (`<%- body %>`) and reads `<% include x %>`', async () => {
    const { dir: src, cleanup } = tempApp();
    cleanups.push(cleanup);
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'layouts-site', dependencies: { express: '^4', ejs: '^2', 'express-ejs-layouts': '^2' } }),
      'app.js': "const express = require('express');\nconst layouts = require('express-ejs-layouts');\nconst app = express();\napp.set('view engine', 'ejs');\napp.use(layouts);\napp.get('/', (req, res) => res.render('index', { title: 'Home' }));\napp.get('/about', (req, res) => res.render('about', { title: 'About' }));\napp.listen(3000);\n",
      'views/layout.ejs': '<!DOCTYPE html>\n<html lang="fr"><head><title><%= title %> | Site</title></head>\n<body><header><a href="/">Site</a></header>\n<%- body %>\n<footer>Pied de page</footer></body></html>\n',
      'views/index.ejs': '<h1><%= title %></h1>\n<p>Bienvenue.</p>\n',
      'views/about.ejs': '<h1><%= title %></h1>\n<% include partials/note %>\n',
      'views/partials/note.ejs': '<p class="note">Depuis 1990.</p>\n',
    };
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(src, 'site', f)), { recursive: true });
      writeFileSync(path.join(src, 'site', f), text);
    }
    const out = tempApp();
    cleanups.push(out.cleanup);
    const r = await runCli(['port', path.join(src, 'site'), '--out', out.dir]);
    expect(r.code, r.stderr).toBe(0);
    const about = readFileSync(path.join(out.dir, 'src/pages/About.jsx'), 'utf8');
    expect(about).toContain('<Layout title={title}>');
    expect(about).toContain('<Note />');
    expect(readFileSync(path.join(out.dir, 'index.html'), 'utf8')).toContain('<html lang="fr">');
    for (const [route, view, title] of [['/', 'index', 'Home'], ['/about', 'about', 'About']]) {
      // The reference: EJS 3 (which dropped `<% include x %>`, so the view is given the current
      // syntax), then the layout around it as express-ejs-layouts does.
      const file = path.join(src, 'site/views', `${view}.ejs`);
      const viewText = readFileSync(file, 'utf8').replace('<% include partials/note %>', "<%- include('partials/note') %>");
      const body = ejs.render(viewText, { title }, { filename: file });
      const page = await ejs.renderFile(path.join(src, 'site/views/layout.ejs'), { title, body });
      expect(bodyText(`<body>${await renderRoute(out.dir, route)}</body>`), route).toBe(bodyText(page));
    }
  });
});
