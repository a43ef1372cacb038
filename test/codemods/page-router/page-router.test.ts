import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pageRouter from '../../../src/codemods/page-router/index.js';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { REPO } from '../../helpers/build-theme.js';
import { caseContext as siteCase, expectedFiles } from '../../helpers/site-case.js';

const CASES = path.join(REPO, 'fixtures', 'codemods', 'page-router');

async function caseContext(name: string) {
  const ctx = await siteCase(CASES, name);
  ctx.state.missingPages = ctx.analysis.missingCanonical.map((canonical) => ({ canonical, action: 'build' }));
  return ctx;
}


describe('page-router step', () => {
  it('one-page-app: the app without a router becomes pages/Home, served at / by a route table; a second run changes nothing', async () => {
    const ctx = await caseContext('one-page-app');
    expect(ctx.analysis.framework.router).toBe('none');
    const r = await pageRouter.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(CASES, 'one-page-app');
    expect(expected.size).toBe(3);
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    const before = ctx.tree.changes();
    expect((await pageRouter.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it('one-page-app: the gap pages are then registered in the new table and drawn in the header and footer the home page draws', async () => {
    const ctx = await caseContext('one-page-app');
    await pageRouter.run(ctx);
    await gapPages.run(ctx);
    const app = ctx.tree.read('src/App.jsx')!;
    expect(app).toMatch(/<Route path="\/products" element=\{<Products \/>\} \/>/);
    expect(app).toMatch(/<Route path="\/contact" element=\{<Contact \/>\} \/>/);
    const contact = ctx.tree.read('src/pages/Contact.jsx')!;
    expect(contact).toMatch(/import Header from "\.\.\/components\/Header(\.jsx)?";/);
    expect(contact).toMatch(/<Header \/>[\s\S]*<Footer \/>/);
  });

  it('home-section-app: an app that draws a section called Home becomes a home page under another name, so the page does not draw itself', async () => {
    const ctx = await caseContext('home-section-app');
    const r = await pageRouter.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(CASES, 'home-section-app');
    expect(expected.size).toBe(3);
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
  });

  it('app-with-exports: an app other modules import from stays; the home page re-exports it and the entry renders a new route table', async () => {
    const ctx = await caseContext('app-with-exports');
    const r = await pageRouter.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(CASES, 'app-with-exports');
    expect(expected.size).toBe(4);
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    const before = ctx.tree.changes();
    expect((await pageRouter.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
    await gapPages.run(ctx);
    expect(ctx.tree.read('src/SiteRoutes.jsx')).toMatch(/<Route path="\/products" element=\{<Products \/>\} \/>/);
  });

  it('an app module that does not parse is left as it is, with a limitation, not a crash', async () => {
    const ctx = await caseContext('one-page-app');
    ctx.tree.write('src/App.jsx', 'export default function App() {\n  return <div>Hello <b>world</div>;\n}\n');
    const r = await pageRouter.run(ctx);
    expect(r.status).toBe('partial');
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/App.jsx', why: expect.stringMatching(/does not parse/) });
    expect(ctx.tree.exists('src/pages/Home.jsx')).toBe(false);
  });

  it('leaves a routed app alone', async () => {
    const ctx = await caseContext('one-page-app');
    ctx.analysis.framework.router = 'react-router-v6';
    expect((await pageRouter.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual([]);
  });
});
