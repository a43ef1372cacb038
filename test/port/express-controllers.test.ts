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
