import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { loadSite } from '../../src/load/site.js';
import { planPort } from '../../src/port/plan.js';
import { bodyText, renderRoute, ROOT, tempApp } from './port-helpers.js';

const SITES = [
  { name: 'html-mini', dir: path.join(ROOT, 'fixtures/port/sites/html-mini') },
  { name: 'html-business', dir: path.join(ROOT, 'fixtures/sites/html-business') },
].filter((s) => existsSync(s.dir));

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

describe.each(SITES)('port $name (plain HTML)', ({ dir }) => {
  const out = tempApp();
  cleanups.push(out.cleanup);
  const read = (p: string) => readFileSync(path.join(out.dir, p), 'utf8');

  it('writes a React + Vite app with a page per HTML file and a shared layout', async () => {
    const r = await runCli(['port', dir, '--out', out.dir]);
    expect(r.code, r.stderr).toBe(0);
    for (const f of ['package.json', 'vite.config.js', 'index.html', 'src/main.jsx', 'src/App.jsx', 'src/components/Layout.jsx', 'src/components/Header.jsx', 'src/components/Footer.jsx']) {
      expect(existsSync(path.join(out.dir, f)), f).toBe(true);
    }
    const pj = JSON.parse(read('package.json'));
    expect(Object.keys(pj.dependencies)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom']));
    expect(Object.keys(pj.devDependencies)).toEqual(expect.arrayContaining(['vite', '@vitejs/plugin-react']));
    const app = read('src/App.jsx');
    expect(app).toContain('<Route element={<Layout />}>');
    expect(app).toMatch(/<Route path="\/" element={<Home \/>} \/>/);
    expect(app).toMatch(/<Route path="\/about" element={<About \/>} \/>/);
    // The layout renders the shared parts around the routes; pages do not repeat them.
    const layout = read('src/components/Layout.jsx');
    expect(layout.indexOf('<Header />')).toBeLessThan(layout.indexOf('<Outlet />'));
    expect(layout.indexOf('<Outlet />')).toBeLessThan(layout.indexOf('<Footer />'));
    expect(read('src/pages/About.jsx')).not.toContain('<header');
    // The nav item each page marked as current gets its class from the route.
    const header = read('src/components/Header.jsx');
    expect(header).toContain('const { pathname } = useLocation();');
    expect(header).toMatch(/pathname === "\/about" && "active"/);
    // Local CSS imported, url()s pointing at assets now under public/; CDN CSS kept in index.html.
    expect(read('src/main.jsx')).toMatch(/import '\.\/styles\/css\/style\.css';/);
    expect(read('src/styles/css/style.css')).not.toContain('../');
    expect(read('index.html')).toContain('bootstrap');
    expect(read('index.html')).toContain('<script type="module" src="/src/main.jsx">');
    // The source pages are gone from the copy; the assets moved.
    expect(existsSync(path.join(out.dir, 'about.html'))).toBe(false);
    expect(existsSync(path.join(out.dir, 'public/images'))).toBe(true);
  });

  it('each ported page renders the same text as its source page', async () => {
    const site = await loadSite(dir);
    const plan = planPort(site);
    expect(plan.routes.length).toBeGreaterThan(1);
    for (const route of plan.routes) {
      const source = bodyText(readFileSync(path.join(dir, route.source), 'utf8'));
      const at = route.route === '*' ? '/no-such-page' : route.route;
      const ported = bodyText(`<body>${await renderRoute(out.dir, at)}</body>`);
      expect(source.length).toBeGreaterThan(20);
      expect(ported, `${route.source} → ${route.file}`).toBe(source);
    }
  });

  it('plans the same output twice and a dry run writes nothing', async () => {
    const a = planPort(await loadSite(dir));
    const b = planPort(await loadSite(dir));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const before = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const r = await runCli(['port', dir, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('+++ b/src/App.jsx');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });
});

describe('port html-mini: links, scripts, forms', () => {
  it('reports dead links, fixes the obvious one, and records gap-fill candidates and questions', async () => {
    const r = planPort(await loadSite(path.join(ROOT, 'fixtures/port/sites/html-mini')));
    expect(r.kind).toBe('plain-html');
    expect(r.deadLinks).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: 'index.html', href: 'about.htm', fixedTo: '/about' }),
      expect.objectContaining({ file: 'index.html', href: 'shop.html' }),
    ]));
    expect(r.gapFillCandidates).toEqual(['/shop']);
    expect(r.routes.map((x) => x.route).sort()).toEqual(['*', '/', '/about', '/blog/first-loaf', '/contact']);
    expect(r.notes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'inline-handler', file: 'index.html' })]));
    expect(r.openQuestions.some((q) => q.includes('js/main.js') && q.includes('4 pages'))).toBe(true);
    expect(r.openQuestions.some((q) => q.startsWith('contact.html:') && q.includes('inline script'))).toBe(true);
    expect(r.limitations).toEqual([expect.objectContaining({ file: 'contact.html', what: 'form posting to contact.php' })]);
    const contact = r.files.find((f) => f.path === 'src/pages/Contact.jsx');
    expect(contact && 'text' in contact && contact.text).toContain('data-lead-form');
    expect(r.designNotes.join('\n')).toMatch(/Google Fonts \(Poppins\)/);
    expect(r.designNotes.join('\n')).toMatch(/Bootstrap/);
    // The Bootstrap script the pages load from an npm CDN is installed and bundled instead.
    const main = r.files.find((f) => f.path === 'src/main.jsx');
    expect(main && 'text' in main && main.text).toContain("import 'bootstrap/dist/js/bootstrap.bundle.min.js';");
    const pj = r.files.find((f) => f.path === 'package.json');
    expect(pj && 'text' in pj && JSON.parse(pj.text).dependencies.bootstrap).toBe('5.3.2');
  });
});
