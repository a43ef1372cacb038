import { afterAll, describe, expect, it } from 'vitest';
import { writeToTemp } from '../helpers/build-theme.js';
import { loadSite } from '../../src/load/site.js';
import { readExpressApp } from '../../src/port/express/server-routes.js';
import { analyzeSite } from '../../src/analyze/index.js';

/** Routes whose handlers are named, not written in place: members of a controller module, or functions of the router file. */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'controllers', dependencies: { express: '^4.19.0', ejs: '^3.1.10' } }),
  'server.js': "const express = require('express');\nconst app = express();\napp.set('view engine', 'ejs');\napp.use('/', require('./routes/site'));\napp.listen(3000);\n",
  'routes/site.js': [
    "const express = require('express');",
    'const router = express.Router();',
    "const Pages = require('../controllers/pages');",
    'function faq(req, res) { res.render("faq"); }',
    'const hours = (req, res) => res.render("hours", { open: "9-5" });',
    "router.get('/', Pages.home);",
    "router.get('/shop/:slug', Pages.item);",
    "router.get('/faq', faq);",
    "router.get('/hours', hours);",
    "router.get('/missing', Pages.nothing);",
    'module.exports = router;',
  ].join('\n'),
  'controllers/pages.js': [
    'const pages = {',
    '  home: async (req, res) => { res.render("index", { title: "Welcome" }); },',
    '  async item(req, res) { res.render("item", { slug: req.params.slug }); },',
    '};',
    'module.exports = pages;',
  ].join('\n'),
  'views/index.ejs': '<h1><%= title %></h1>',
  'views/item.ejs': '<h1><%= slug %></h1>',
  'views/faq.ejs': '<h1>FAQ</h1>',
  'views/hours.ejs': '<p><%= open %></p>',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

describe('express routes with named handlers', () => {
  it('follows a controller module\'s members and the router file\'s own functions to the views they render', async () => {
    const t = await writeToTemp(FILES, 'controllers');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    expect(app.routes.map((r) => `${r.method} ${r.path} ${r.view}`).sort()).toEqual(['GET / index', 'GET /faq faq', 'GET /hours hours', 'GET /shop/:slug item']);
    // The locals are read where the handler is written (the controller module).
    const home = app.routes.find((r) => r.path === '/')!;
    expect(home.locals.map((l) => l.name)).toEqual(['title']);
    expect(home.evaluator.eval(home.locals[0].node)).toEqual({ ok: true, value: 'Welcome' });
  });
  it('gives the analysis the routes of the views those handlers render', async () => {
    const t = await writeToTemp(FILES, 'controllers-analysis');
    cleanups.push(t.cleanup);
    const analysis = await analyzeSite(await loadSite(t.dir));
    const byFile = Object.fromEntries(analysis.pages.map((p) => [p.file, p.route]));
    expect(byFile).toMatchObject({ 'views/index.ejs': '/', 'views/item.ejs': '/shop/:slug', 'views/faq.ejs': '/faq', 'views/hours.ejs': '/hours' });
  });
});

describe('a local the server computes per request', () => {
  it('is an empty list or record by how the page reads it, so the page renders its frame', async () => {
    const { emptyOfUse } = await import('../../src/port/express/locals.js');
    expect(emptyOfUse('offers', '<>{offers.length > 0 ? offers.map((o) => <img src={o.image} />) : null}</>')).toBe('[]');
    expect(emptyOfUse('product', '<h1>{product.name}</h1>')).toBe('{}');
    expect(emptyOfUse('product', '<h1>{product?.name}</h1>')).toBe('{}');
    expect(emptyOfUse('total', '<p>{total}</p>')).toBe('undefined');
    // A longer name that starts the same is another name.
    expect(emptyOfUse('item', '<p>{items.map((x) => x)}</p>')).toBe('undefined');
  });
});

describe('rows a handler reads from a store table', () => {
  it('are the SDK products, the product of the route slug, or the collections', async () => {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'sql-shop', dependencies: { express: '^4.19.0', ejs: '^3.1.10', mysql2: '^3.0.0' } }),
      'server.js': [
        "const express = require('express');",
        "const db = require('./db');",
        'const app = express();',
        "app.set('view engine', 'ejs');",
        "app.get('/', async (req, res) => { const [items] = await db.query('SELECT * FROM Items'); const groups = await db.query(\"SELECT name FROM Categories\"); res.render('index', { items, groups }); });",
        "app.get('/item/:ref', async (req, res) => { const [rows] = await db.query('SELECT * FROM Items WHERE id = ?', [req.params.ref]); res.render('item', { it: rows[0] }); });",
        "app.get('/staff', async (req, res) => { const [people] = await db.query('SELECT * FROM Staff'); res.render('staff', { people }); });",
        'app.listen(3000);',
      ].join('\n'),
      'db.js': "module.exports = require('mysql2').createPool({}).promise();\n",
      'views/index.ejs': '<% items.forEach(function(i){ %><p><%= i.name %></p><% }) %><% groups.forEach(function(g){ %><b><%= g.name %></b><% }) %>',
      'views/item.ejs': '<h1><%= it.name %></h1><p><%= it.price %></p>',
      'views/staff.ejs': '<% people.forEach(function(p){ %><p><%= p.name %></p><% }) %>',
    };
    const t = await writeToTemp(files, 'sql-reads');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    expect([...app.routes.find((r) => r.path === '/item/:ref')!.reads!.entries()]).toEqual([['rows', { table: 'Items', filtered: true, line: 6 }]]);
    const { planPort } = await import('../../src/port/plan.js');
    const plan = planPort(await loadSite(t.dir));
    const page = (name: string) => (plan.files.find((f) => f.path === `src/pages/${name}.jsx`) as { text?: string } | undefined)?.text ?? '';
    expect(page('Home')).toContain('const items = useViewProducts().data ?? [];');
    expect(page('Home')).toContain('const groups = useViewCollections().data ?? [];');
    expect(page('Home')).toContain("from '../lib/platform-data.js'");
    expect(page('ItemRef')).toContain('const it = useViewProduct({ slug: params.ref }).data ?? {};');
    // A table the SDK has no resource for stays an empty list, asked about.
    expect(page('Staff')).toContain('const people = [];');
    expect(plan.openQuestions.some((q) => q.includes('reads Items filtered by the server'))).toBe(true);
  });
});

describe('a server-rendered page of links only', () => {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'links-menu', dependencies: { express: '^4.19.0', ejs: '^3.1.10' } }),
    'server.js': [
      "const express = require('express');",
      'const app = express();',
      "app.set('view engine', 'ejs');",
      "app.get('/menu', (req, res) => res.render('menu'));",
      "app.get('/shop', (req, res) => res.render('shop', { items: [] }));",
      'app.listen(3000);',
    ].join('\n'),
    // The small-screen navigation: its own markup is two links between the shared partials.
    'views/menu.ejs': "<html><body><%- include('partials/nav') %><div class=\"box\"><a href=\"/\">Home</a><a href=\"/contact\">Contact us</a></div><%- include('partials/footer') %></body></html>",
    'views/shop.ejs': '<html><body><h1>Our menu</h1><% items.forEach((i) => { %><div><img src="<%= i.image %>"><p><%= i.name %></p></div><% }) %></body></html>',
    'views/partials/nav.ejs': '<nav><a href="/">Home</a></nav>',
    'views/partials/footer.ejs': '<footer>© Shop</footer>',
  };
  it('is not taken for the product listing by its name, while a page that repeats items is', async () => {
    const t = await writeToTemp(files, 'links-menu');
    cleanups.push(t.cleanup);
    const analysis = await analyzeSite(await loadSite(t.dir));
    const kind = Object.fromEntries(analysis.pages.map((p) => [p.file, p.canonical]));
    expect(kind['views/menu.ejs']).not.toBe('products');
    expect(kind['views/shop.ejs']).toBe('products');
  });
});
