import { afterAll, describe, expect, it } from 'vitest';
import { writeToTemp } from '../helpers/build-theme.js';
import { loadSite } from '../../src/load/site.js';
import { readExpressApp } from '../../src/port/express/server-routes.js';
import { analyzeSite } from '../../src/analyze/index.js';

/** A server that mounts every file of its routes folder in a loop, each under its own file name. */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'loop-mounted', dependencies: { express: '^4.19.0', ejs: '^3.1.10' } }),
  'app.js': [
    "const express = require('express');",
    "const fs = require('fs');",
    "const path = require('path');",
    'const app = express();',
    "app.set('view engine', 'ejs');",
    "const folder = path.join(__dirname, 'handlers');",
    'for (const f of fs.readdirSync(folder)) {',
    "  const base = f.replace(/\\.js$/, '');",
    "  app.use('/' + (base === 'index' ? '' : base), require(path.join(folder, f)));",
    '}',
    'app.listen(3000);',
  ].join('\n'),
  'handlers/index.js': "const r = require('express').Router();\nr.get('/', (req, res) => res.render('home'));\nr.get('/menu', (req, res) => res.render('menu'));\nr.get('/status/:ref', (req, res) => res.render('track', { ref: req.params.ref }));\nr.get('/health', (req, res) => res.json({ ok: true }));\nmodule.exports = r;\n",
  'handlers/staff.js': "const r = require('express').Router();\nr.get('/', (req, res) => res.render('staff-login'));\nr.get('/inbox', (req, res) => res.render('inbox'));\nmodule.exports = r;\n",
  'views/home.ejs': '<h1>Home</h1>',
  'views/menu.ejs': '<h1>Menu</h1>',
  'views/track.ejs': '<h1>Order <%= ref %></h1>',
  'views/staff-login.ejs': '<h1>Staff</h1>',
  'views/inbox.ejs': '<h1>Inbox</h1>',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

describe('express routers mounted by a folder loop', () => {
  it('mounts each router file under its file name, index at the root', async () => {
    const t = await writeToTemp(FILES, 'router-folder');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    expect(app.routes.map((r) => `${r.method} ${r.path} ${r.view}`).sort()).toEqual([
      'GET / home', 'GET /health undefined', 'GET /menu menu', 'GET /staff staff-login', 'GET /staff/inbox inbox', 'GET /status/:ref track',
    ]);
  });
  it('gives the analysis the same mounted paths for the views', async () => {
    const t = await writeToTemp(FILES, 'router-analysis');
    cleanups.push(t.cleanup);
    const analysis = await analyzeSite(await loadSite(t.dir));
    const byFile = Object.fromEntries(analysis.pages.map((p) => [p.file, p.route]));
    expect(byFile).toMatchObject({ 'views/inbox.ejs': '/staff/inbox', 'views/staff-login.ejs': '/staff', 'views/menu.ejs': '/menu', 'views/track.ejs': '/status/:ref' });
  });
  it('takes a status path that renders a view for a page, and one that answers JSON for a probe', async () => {
    const t = await writeToTemp(FILES, 'router-status');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    expect(app.routes.filter((r) => r.debug).map((r) => r.path)).toEqual(['/health']);
  });
  it('leaves routers at the root when no loop mounts them (valid neighbour)', async () => {
    const t = await writeToTemp({ ...FILES, 'app.js': FILES['app.js'].replace(/for \(const f[\s\S]*?\n}\n/, "app.use('/', require('./handlers/index'));\n") }, 'router-literal');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    expect(app.routes.filter((r) => r.file === 'handlers/index.js').map((r) => r.path).sort()).toEqual(['/', '/health', '/menu', '/status/:ref']);
    // The other router is mounted by nothing the reader sees: its paths stay as written.
    expect(app.routes.filter((r) => r.file === 'handlers/staff.js').map((r) => r.path).sort()).toEqual(['/', '/inbox']);
  });
});
