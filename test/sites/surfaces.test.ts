import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import type { Analysis } from '../../src/analyze/types.js';
import { SURFACE_PAGES } from '../../src/codemods/data-layer/surface-pages.js';
import { parseSource } from '../../src/load/parse.js';
import { loadSite } from '../../src/load/site.js';
import { copyToTemp, REPO, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * Issue 4 item 3 on a real fixture site: the products surface answered `drop` in an answers file.
 * After `convert`, the surface's pages are gone with their routes and every link to them, the home
 * page's product section is gone with its imports, every script parses and `check` passes.
 * Answered `static` (the site has no seed data), the markup stays, fed by placeholder records.
 */
const SITE = path.join(REPO, 'fixtures', 'sites', 'base44-shop');
const SCRIPT = /\.(m?[jt]sx?)$/;

function scripts(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, p)).isDirectory()) out.push(...scripts(dir, p));
    else if (SCRIPT.test(name)) out.push(p);
  }
  return out;
}

describe('products surface decisions on a real site (base44-shop)', () => {
  let theme: ThemeDir;
  let before: Analysis;
  afterAll(async () => theme?.cleanup());

  it('drop: converts with the surface, its pages and its links removed, and check passes', async () => {
    theme = await copyToTemp(SITE, 'surfaces-drop');
    before = await analyzeSite(await loadSite(theme.dir, { mode: 'edit' }));
    const answers = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-surfaces-')), 'answers.json');
    writeFileSync(answers, JSON.stringify({ products: 'drop' }));
    const r = await runCli(['convert', theme.dir, '--answers', answers, '--yes', '--force']);
    expect(r.code, r.stderr).toBe(0);

    // The surface's own pages are gone, and nothing links or routes to them any more.
    const surfacePages = before.pages.filter((p) => p.canonical && SURFACE_PAGES.products.includes(p.canonical));
    expect(surfacePages.length).toBeGreaterThan(0);
    for (const p of surfacePages) expect(existsSync(path.join(theme.dir, p.file)), p.file).toBe(false);
    const names = surfacePages.map((p) => path.basename(p.file).replace(/\.\w+$/, ''));
    const files = scripts(theme.dir);
    for (const f of files) {
      const text = readFileSync(path.join(theme.dir, f), 'utf8');
      // Every script still parses.
      expect(parseSource(f, text, 'edit').ok, f).toBe(true);
      for (const n of names) {
        expect(text, `${f} still links to ${n}`).not.toMatch(new RegExp(`createPageUrl\\(\\s*[\`'"]${n}\\b`));
        expect(text, `${f} still imports ${n}`).not.toMatch(new RegExp(`from ['"]\\./${n}['"]`));
      }
    }

    // The home page's product section is gone with the imports only it used; its other sections stay.
    const home = readFileSync(path.join(theme.dir, 'src/pages/Home.jsx'), 'utf8');
    expect(home).not.toMatch(/products\.map|ProductCard|isLoading|useQuery/);
    expect(home).toMatch(/testimonials\.map/);
    // The product card only the removed lists used is gone too.
    expect(existsSync(path.join(theme.dir, 'src/components/ProductCard.jsx'))).toBe(false);

    const check = await runCli(['check', theme.dir]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 240_000);

  it('a products surface decided `static` with no seed data gets placeholder records of the fields its components read', async () => {
    const site = await copyToTemp(SITE, 'surfaces-static');
    try {
      const answers = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-surfaces-')), 'answers.json');
      writeFileSync(answers, JSON.stringify({ products: 'static' }));
      const r = await runCli(['convert', site.dir, '--answers', answers, '--yes', '--force']);
      expect(r.code, r.stderr).toBe(0);
      const module = path.join(site.dir, 'src/lib/platform-static.js');
      expect(existsSync(module)).toBe(true);
      const { products } = (await import(module)) as { products: Record<string, unknown>[] };
      // The product card reads these fields of each record it is handed.
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) expect(Object.keys(p)).toEqual(expect.arrayContaining(['name', 'price', 'image_url']));
      const stateFile = readFileSync(path.join(site.dir, 'THEME_CONVERSION.md'), 'utf8');
      expect(stateFile).toMatch(/fill the placeholder products in src\/lib\/platform-static\.js/);
      // The home page keeps its product markup, now fed by the static module.
      expect(readFileSync(path.join(site.dir, 'src/pages/Home.jsx'), 'utf8')).toMatch(/products\.map/);
      const check = await runCli(['check', site.dir]);
      expect(check.code, check.stdout + check.stderr).toBe(0);
    } finally {
      await site.cleanup();
    }
  }, 240_000);
});
