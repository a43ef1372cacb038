import path from 'node:path';
import type { Analysis, PageInfo } from '../../../src/analyze/types.js';
import type { StepContext } from '../../../src/convert/step.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState, siteIdentity } from '../../../src/state/index.js';
import { REPO } from '../../helpers/build-theme.js';

export const SHELL_FIXTURES = path.join(REPO, 'fixtures', 'codemods', 'theme-shell');

/** The pages of fixtures/codemods/theme-shell/tiny-shop as the analyzer reports them. */
export const TINY_SHOP_PAGES: PageInfo[] = [
  { file: 'src/pages/Home.jsx', route: '/', class: 'storefront', canonical: 'home', becomes: 'theme page', component: 'Home' },
  { file: 'src/pages/ProductDetail.jsx', route: '/product/:id', class: 'storefront', canonical: 'product', becomes: 'theme page', component: 'ProductDetail' },
  { file: 'src/pages/Faq.jsx', route: '/faq', class: 'content', canonical: 'faq', becomes: 'content page', component: 'Faq' },
  { file: 'src/pages/Contact.jsx', route: '/contact', class: 'lead-gen', canonical: 'contact', becomes: 'useLead', component: 'Contact' },
];

export function analysisFor(pages: PageInfo[], extra: Partial<Analysis> = {}): Analysis {
  return {
    schemaVersion: 1,
    origin: { primary: 'other', vendors: [] },
    framework: { react: true, bundler: 'vite', router: 'react-router-v6', language: 'js', styling: ['tailwind'], uiKit: [], animation: [] },
    languageStatus: 'monolingual',
    languages: ['en'],
    server: { present: false, paths: [], kinds: [] },
    vendorBootstrap: [],
    vendorPackages: [],
    pages,
    dataSites: [],
    authFiles: [],
    missingCanonical: [],
    limitations: [],
    diagnostics: [],
    ...extra,
  };
}

/** A step context over a site folder: the real loader and staged tree, a hand-written analysis. */
export async function contextFor(dir: string, pages: PageInfo[] = TINY_SHOP_PAGES, extra: Partial<Analysis> = {}): Promise<StepContext & { tree: MemoryTree }> {
  const site = await loadSite(dir, { mode: 'edit' });
  const state = emptyState();
  state.identity = siteIdentity(site);
  state.language = { status: 'monolingual', languages: ['en'] };
  return { site, tree: new MemoryTree(site), analysis: analysisFor(pages, extra), state, logger: memoryLogger() };
}
