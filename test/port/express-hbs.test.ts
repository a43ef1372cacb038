import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { loadSite } from '../../src/load/site.js';
import { planPort } from '../../src/port/plan.js';
import { readExpressApp } from '../../src/port/express/server-routes.js';
import { bodyText, renderRoute, ROOT, serverLocals, tempApp } from './port-helpers.js';

const require = createRequire(import.meta.url);
type Template = (data: unknown) => string;
const Handlebars = require('handlebars') as { create: () => { compile: (src: string) => Template; registerPartial: (name: string, src: string) => void } };

const DIR = path.join(ROOT, 'fixtures/port/sites/express-hbs');
const out = tempApp();
afterAll(() => out.cleanup());

/** Render a view the way express-handlebars does: the view, then the main layout around it. */
function renderHbs(viewsDir: string, view: string, locals: Record<string, unknown>): string {
  const hbs = Handlebars.create();
  const site = path.join(DIR, viewsDir);
  for (const p of ['nav', 'service-card']) hbs.registerPartial(p, readFileSync(path.join(site, 'partials', `${p}.hbs`), 'utf8'));
  const body = hbs.compile(readFileSync(path.join(site, `${view}.hbs`), 'utf8'))(locals);
  return hbs.compile(readFileSync(path.join(site, 'layouts/main.hbs'), 'utf8'))({ ...locals, body });
}

describe('port express-hbs (Express + Handlebars)', () => {
  it('ports views with the layout, partials with the context they see, and each blocks', async () => {
    const r = await runCli(['port', DIR, '--out', out.dir]);
    expect(r.code, r.stderr).toBe(0);
    const read = (p: string) => readFileSync(path.join(out.dir, p), 'utf8');
    expect(read('src/components/Layout.jsx')).toContain('{children}');
    expect(read('src/pages/Home.jsx')).toContain('<Layout title={title}>');
    expect(read('src/pages/Home.jsx')).toContain('<ServiceCard {...item1} />');
    expect(read('src/pages/About.jsx')).toContain('{item1.role} at {title}');
    expect(existsSync(path.join(out.dir, 'src/data/services.js'))).toBe(true);
    expect(read('index.html')).toContain('<html lang="en-GB">');
  });

  it('each ported page renders the same text as Handlebars renders the view', async () => {
    const app = readExpressApp(await loadSite(DIR));
    const pages = app.routes.filter((x) => x.method === 'GET' && x.view);
    expect(pages.map((p) => p.path)).toEqual(['/', '/about']);
    for (const p of pages) {
      const source = bodyText(renderHbs('views', p.view!, serverLocals(p, {})));
      expect(source.length).toBeGreaterThan(20);
      expect(bodyText(`<body>${await renderRoute(out.dir, p.path)}</body>`), p.path).toBe(source);
    }
  });

  it('records the dead link as a gap-fill candidate', async () => {
    const r = planPort(await loadSite(DIR));
    expect(r.kind).toBe('server-templates');
    expect(r.gapFillCandidates).toEqual([]);
    expect(r.deadLinks).toEqual([expect.objectContaining({ href: '/quote', file: 'views/layouts/main.hbs' })]);
  });
});
