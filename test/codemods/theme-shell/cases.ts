import type { Analysis, PageInfo } from '../../../src/analyze/types.js';

/** fixtures/codemods/theme-shell/ts-site: a TypeScript wouter site with editable fields and one page to build. */
export const TS_SITE_PAGES: PageInfo[] = [
  { file: 'src/App.tsx', route: '/', class: 'storefront', canonical: 'home', becomes: 'theme page' },
  { file: 'src/pages/About.tsx', route: '/about', class: 'content', canonical: 'about', becomes: 'content page' },
  { file: 'src/pages/Login.tsx', route: '/login', class: 'drop', canonical: null, becomes: 'removed' },
];
export const TS_SITE_EXTRA: Partial<Analysis> = {
  framework: { react: true, bundler: 'vite', router: 'wouter', language: 'ts', styling: [], uiKit: [], animation: [] },
};
export const TS_SITE_MISSING = [
  { canonical: 'cart' as const, action: 'build from template' },
  { canonical: 'blog' as const, action: 'skip' },
];
