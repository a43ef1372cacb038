import { afterAll, describe, expect, it } from 'vitest';
import { writeToTemp } from '../helpers/build-theme.js';
import { loadSite } from '../../src/load/site.js';
import { readExpressApp } from '../../src/port/express/server-routes.js';

/**
 * A server whose catalogue lives in a JSON file that a store module reads at start and exports
 * beside a function that writes it back; routes take it by destructuring the module.
 */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'json-store', dependencies: { express: '^4.19.0', ejs: '^3.1.10' } }),
  'server.js': [
    "const express = require('express');",
    "const { dishes } = require('./store/dishes');",
    "const store = require('./store/dishes');",
    "const drinks = require('./store/drinks').drinks;",
    'const app = express();',
    "app.set('view engine', 'ejs');",
    "app.get('/menu', (req, res) => res.render('menu', { dishes }));",
    "app.get('/specials', (req, res) => res.render('menu', { dishes: store.dishes }));",
    "app.get('/drinks', (req, res) => res.render('drinks', { drinks }));",
    "app.get('/live', (req, res) => res.render('menu', { dishes: store.load() }));",
    'app.listen(3000);',
  ].join('\n'),
  'store/dishes.js': [
    "const fs = require('fs');",
    "const path = require('path');",
    "const dishes = JSON.parse(fs.readFileSync(path.join(__dirname, '../seed/dishes.json'), 'utf8'));",
    "const save = () => fs.writeFileSync(path.join(__dirname, '../seed/dishes.json'), JSON.stringify(dishes));",
    'const load = () => dishes;',
    'module.exports = { dishes, save, load };',
  ].join('\n'),
  'store/drinks.js': "module.exports = { drinks: [{ name: 'Tea' }], count: () => 1 };\n",
  'seed/dishes.json': JSON.stringify([{ name: 'Soup', price: 4 }, { name: 'Stew', price: 9 }]),
  'views/menu.ejs': '<% dishes.forEach(d => { %><p><%= d.name %></p><% }) %>',
  'views/drinks.ejs': '<% drinks.forEach(d => { %><p><%= d.name %></p><% }) %>',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

describe('server locals read from a JSON file through a store module', () => {
  it('evaluates the exported list whether it is destructured, read as a member, or required by member', async () => {
    const t = await writeToTemp(FILES, 'json-store');
    cleanups.push(t.cleanup);
    const app = readExpressApp(await loadSite(t.dir));
    const local = (route: string) => {
      const r = app.routes.find((x) => x.path === route)!;
      return r.evaluator.eval(r.locals[0].node);
    };
    const seed = [{ name: 'Soup', price: 4 }, { name: 'Stew', price: 9 }];
    expect(local('/menu')).toEqual({ ok: true, value: seed });
    expect(local('/specials')).toEqual({ ok: true, value: seed });
    expect(local('/drinks')).toEqual({ ok: true, value: [{ name: 'Tea' }] });
    // A function call stays what the server computes per request (valid neighbour).
    expect(local('/live')).toEqual({ ok: false });
  });
});
