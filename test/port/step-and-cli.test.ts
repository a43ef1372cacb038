import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync, mkdirSync, cpSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { loadSite } from '../../src/load/site.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { portStep } from '../../src/port/step.js';
import type { StepContext } from '../../src/convert/step.js';
import { ROOT } from './port-helpers.js';

const temps: string[] = [];
const temp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'pc-port-cli-'));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function stepContext(dir: string) {
  const site = await loadSite(dir);
  const tree = new MemoryTree(site);
  // The port step reads the site itself; the analysis and state are not consulted.
  const ctx = { site, tree, analysis: {} as StepContext['analysis'], state: {} as StepContext['state'], logger: memoryLogger() } as StepContext;
  return { site, tree, ctx };
}

describe('the port conversion step', () => {
  it('stages the ported app: pages added, HTML deleted, assets moved by rename (bytes kept)', async () => {
    const { tree, ctx } = await stepContext(path.join(ROOT, 'fixtures/port/sites/html-mini'));
    expect(portStep.id).toBe('port');
    const r = await portStep.run(ctx);
    expect(r.status).toBe('applied');
    const changes = tree.changes();
    const kinds = (k: string) => changes.filter((c) => c.kind === k).map((c) => (c.kind === 'rename' ? `${c.from}>${c.to}` : c.path));
    expect(kinds('add')).toEqual(expect.arrayContaining(['src/App.jsx', 'src/main.jsx', 'src/pages/Home.jsx', 'src/components/Layout.jsx', 'package.json', 'src/styles/css/style.css']));
    expect(kinds('modify')).toEqual(['index.html']);
    expect(kinds('delete')).toEqual(expect.arrayContaining(['about.html', 'contact.html', '404.html', 'css/style.css']));
    expect(kinds('rename')).toEqual(expect.arrayContaining(['images/logo.png>public/images/logo.png', 'fonts/crust.woff2>public/fonts/crust.woff2']));
    expect(r.limitations?.length).toBe(1);
    expect(r.notes?.some((n) => n.includes('gap-fill candidate: /shop'))).toBe(true);
  });

  it('is unnecessary on a React site (so a second run does nothing)', async () => {
    const out = temp();
    expect((await runCli(['port', path.join(ROOT, 'fixtures/port/sites/html-mini'), '--out', out])).code).toBe(0);
    const { tree, ctx } = await stepContext(out);
    expect((await portStep.run(ctx)).status).toBe('unnecessary');
    expect(tree.changes()).toEqual([]);
    const again = await runCli(['port', out]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('nothing to port');
  });
});

describe('platform-convert port: input errors', () => {
  it('a missing folder is bad input (exit 2, one line)', async () => {
    const r = await runCli(['port', path.join(os.tmpdir(), 'pc-no-such-site')]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('no such folder');
  });

  it('an unclosed EJS tag names the view and line, and nothing is written', async () => {
    const dir = temp();
    cpSync(path.join(ROOT, 'fixtures/port/sites/express-mini'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'views/faq.ejs'), '<main>\n<h1><%= title </h1>\n</main>\n');
    const r = await runCli(['port', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('platform-convert: views/faq.ejs:2: unclosed EJS tag (<% without %>) (fix the template, then run port again)');
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
    expect(existsSync(path.join(dir, 'views/home.ejs'))).toBe(true);
  });

  it('--json prints the result on stdout alone', async () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'css'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>T</title><body><h1 class="x">Hi</h1><a href="contact.html">C</a></body>');
    const r = await runCli(['port', dir, '--dry-run', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.kind).toBe('plain-html');
    expect(json.routes).toEqual([{ route: '/', file: 'src/pages/Home.jsx', source: 'index.html' }]);
    expect(json.deadLinks).toEqual([{ file: 'index.html', line: 1, href: 'contact.html' }]);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('<h1 class="x">');
  });
});
