import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/parse.js';
import { visit } from '../../src/convert/print.js';
import { EDITABLE_COMPONENTS } from '../../rules/sdk.js';
import { copyToTemp, REPO } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * Issue 4 item 3 + issue 6 item 4 on a real fixture site: the products surface answered `static`.
 * After `convert`, the sections that render the static records have an editable heading (and intro
 * where the source has one) named `products.<file stem>.<role>`, declared in the manifest; every
 * editable name in the theme is unique, and `check` passes.
 */
const SITE = path.join(REPO, 'fixtures', 'sites', 'base44-shop');
const SCRIPT = /\.(m?[jt]sx?)$/;
const EDITABLE = new Set<string>(EDITABLE_COMPONENTS);

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

/** Every `name` of an editable component in the theme's scripts, with its file (repeats kept). */
function editableNames(dir: string): { name: string; file: string }[] {
  const out: { name: string; file: string }[] = [];
  for (const f of scripts(dir)) {
    const parsed = parseSource(f, readFileSync(path.join(dir, f), 'utf8'), 'edit');
    if (!parsed.ok) continue;
    visit(parsed.ast.program, (n) => {
      if (n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXIdentifier' || !EDITABLE.has(n.name.name)) return;
      const a = n.attributes.find((x) => x.type === 'JSXAttribute' && x.name.name === 'name');
      if (a?.type === 'JSXAttribute' && a.value?.type === 'StringLiteral') out.push({ name: a.value.value, file: f });
    });
  }
  return out;
}

describe('static products surface on a real site (base44-shop): editable sections', () => {
  it('wraps the static sections\' headings, declares them in the manifest, keeps names unique, and check passes', async () => {
    const site = await copyToTemp(SITE, 'editable-static');
    try {
      const answers = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-editable-static-')), 'answers.json');
      writeFileSync(answers, JSON.stringify({ products: 'static' }));
      const r = await runCli(['convert', site.dir, '--answers', answers, '--yes', '--force']);
      expect(r.code, r.stderr).toBe(0);

      const found = editableNames(site.dir);
      const names = found.map((f) => f.name);
      // Unique across the theme.
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size, names.join(', ')).toBe(names.length);

      // Each section field sits in a file fed by the static module, named by surface, file and role.
      const section = found.filter((f) => f.name.startsWith('products.'));
      expect(section.map((f) => f.name)).toEqual(expect.arrayContaining(['products.home.heading.en', 'products.home.heading.ar', 'products.store.heading.en']));
      for (const f of section) {
        expect(f.name).toMatch(/^products\.[a-z0-9-]+(\.\d+)?\.(heading|intro)\.(en|ar)$/);
        expect(f.name.split('.')[1]).toBe(path.basename(f.file).replace(/\.\w+$/, '').toLowerCase());
        expect(readFileSync(path.join(site.dir, f.file), 'utf8')).toMatch(/from ["']\.\.\/lib\/platform-static["']/);
      }
      // The home page's section that lists the static products keeps that list under its new heading.
      const home = readFileSync(path.join(site.dir, 'src/pages/Home.jsx'), 'utf8');
      expect(home).toMatch(/name="products\.home(\.\d+)?\.heading\.en"(?:(?!<\/section>)[\s\S])*products\.map/);

      // Declared in the manifest like the hero fields.
      const manifest = JSON.parse(readFileSync(path.join(site.dir, 'platform.json'), 'utf8')).manifest as { editable_fields: { name: string; kind: string; file?: string }[] };
      const declared = new Map(manifest.editable_fields.map((f) => [f.name, f]));
      for (const f of section) {
        expect(declared.get(f.name), f.name).toMatchObject({ kind: expect.any(String), file: f.file });
      }
      expect(declared.size).toBe(manifest.editable_fields.length);

      const check = await runCli(['check', site.dir]);
      expect(check.code, check.stdout + check.stderr).toBe(0);
    } finally {
      await site.cleanup();
    }
  }, 240_000);
});
