import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseState, serializeState, setDecision, siteIdentity, stateFromAnalysis } from '../../src/state/index.js';
import { FIXTURES, loadAnalysis } from './helpers.js';

describe('stateFromAnalysis', () => {
  it('fills identity, language, data sites, pages, missing pages, design notes, limitations and questions', async () => {
    const a = await loadAnalysis('online-store');
    const s = stateFromAnalysis(a, null);
    expect(s.identity).toMatchObject({ origin: 'base44', vendors: 'base44', router: 'react-router-v6', bundler: 'vite', language: 'js' });
    expect(s.language).toEqual({ status: 'monolingual', languages: ['en'] });
    expect(s.dataSites).toHaveLength(8);
    expect(s.dataSites[0]).toEqual({ file: 'src/pages/Home.jsx', line: 14, vendor: 'base44', kind: 'read', entity: 'Product', surface: 'products', sdkEquivalent: 'useProducts' });
    expect(s.pages.map((p) => p.canonical)).toEqual(['home', 'products', 'product', 'cart', 'about', 'contact', null]);
    expect(s.missingPages.map((m) => m.canonical)).toEqual(['checkout', 'order-status']);
    expect(s.designNotes).toContain('Fonts: Inter');
    expect(s.designNotes).toContain('Layout shell: `src/components/Layout.jsx`');
    expect(s.limitations[0].why).toBe('no storefront endpoint \\| use a lead payload');
    expect(s.openQuestions.some((q) => q.includes('`src/pages/Custom.jsx:88`'))).toBe(true);
    expect(s.decisions).toEqual([]);
  });

  it('keeps what people and earlier runs recorded: decisions, progress, identity, notes, actions, statuses', async () => {
    const a = await loadAnalysis('online-store');
    const before = stateFromAnalysis(a, null);
    setDecision(before, 'products', 'static', 'hand edit');
    before.progress = [{ step: 'bundler-config', status: 'done' }];
    before.identity.origin = 'base44 (legacy export)';
    before.designNotes = ['Fonts: Inter for body, Playfair for headings', 'Keep the gold underline'];
    before.missingPages[0].action = 'skip: checkout is hosted';
    before.dataSites[0].status = 'converted';
    before.language.note = 'Arabic copy from the translator';
    const after = stateFromAnalysis(a, before);
    expect(after.decisions).toEqual(before.decisions);
    expect(after.progress).toEqual(before.progress);
    expect(after.identity.origin).toBe('base44 (legacy export)');
    expect(after.designNotes.filter((n) => n.startsWith('Fonts:'))).toEqual(['Fonts: Inter for body, Playfair for headings']);
    expect(after.designNotes).toContain('Keep the gold underline');
    expect(after.missingPages[0].action).toBe('skip: checkout is hosted');
    expect(after.dataSites[0].status).toBe('converted');
    expect(after.language.note).toBe('Arabic copy from the translator');
  });

  it('rows the analysis no longer finds stay when their file has no fresh rows; moved lines are replaced', async () => {
    const a = await loadAnalysis('online-store');
    const before = stateFromAnalysis(a, null);
    const later = await loadAnalysis('online-store');
    // Cart.jsx was converted (its call is gone); Home.jsx was edited (its call moved down a line).
    later.dataSites = later.dataSites.filter((d) => d.file !== 'src/pages/Cart.jsx').map((d) => (d.file === 'src/pages/Home.jsx' ? { ...d, line: 15 } : d));
    const after = stateFromAnalysis(later, before);
    const home = after.dataSites.filter((d) => d.file === 'src/pages/Home.jsx');
    expect(home.map((d) => d.line)).toEqual([15]);
    expect(after.dataSites.some((d) => d.file === 'src/pages/Cart.jsx' && d.line === 33)).toBe(true);
    expect(after.dataSites).toHaveLength(8);
  });

  it('re-analysing an unchanged source leaves the written file as it was', async () => {
    const a = await loadAnalysis('brochure-site');
    const md = serializeState(stateFromAnalysis(a, null));
    expect(serializeState(stateFromAnalysis(a, parseState(md)), md)).toBe(md);
  });

  it('keeps unknown sections in place even when written without the previous text', () => {
    const md = readFileSync(path.join(FIXTURES, 'valid', 'hand-formatted.md'), 'utf8');
    const out = serializeState(parseState(md));
    const headings = out.split('\n').filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    expect(headings.indexOf('Client contacts')).toBe(headings.indexOf('Open questions') + 1);
    expect(out).toContain('Sara — +966 5x xxx xxxx. Not for the tool to touch.');
  });

  it('siteIdentity: name and slug from the app package.json, else the folder name', () => {
    const pj = new Map([['client', { name: '@acme/Ward Flowers' }]]);
    expect(siteIdentity({ root: '/x/ward', appRoot: 'client', packageJsons: pj })).toEqual({ name: 'Ward Flowers', slug: 'ward-flowers', 'source folder': 'ward' });
    expect(siteIdentity({ root: '/x/ward', appRoot: '', packageJsons: new Map() })).toMatchObject({ name: 'ward', slug: 'ward' });
  });
});
