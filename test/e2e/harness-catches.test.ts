import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTheme, linkSdk, writeToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { launchBrowser, serveDir, visitRoutes, type Served } from '../helpers/browser.js';

/**
 * The harness's valid neighbour: a theme that breaks the review rules (a call to another host,
 * a console error, a missing image, no storefront client) must be reported, not pass silently.
 */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bad-theme', private: true, type: 'module', scripts: { build: 'vite build' } }),
  'vite.config.js': "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ base: './', plugins: [react()], build: { outDir: 'preview-dist' } });\n",
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': [
    "import { createRoot } from 'react-dom/client';",
    "import { useStorefront } from 'platform-sdk/theme';",
    'function Good() { return <main>Hello from a route</main>; }',
    'function NoClient() { useStorefront(); return <main>never</main>; }',
    'function Leaky() {',
    "  fetch('https://api.example.com/products').catch(() => {});",
    "  console.error('something broke');",
    '  return <main>Leaky page<img src="./missing.png" alt="" /></main>;',
    '}',
    'function Pictures() {',
    '  return <main>Pictures<img src="https://images.unsplash.com/photo-1?w=800" alt="" /><iframe title="Map" src="https://www.google.com/maps/embed?pb=1" />',
    '    <img src="https://abc.supabase.co/storage/v1/object/public/base44-prod/public/hero.jpg" alt="" /><iframe title="Ad" src="https://ads.example.com/frame" /></main>;',
    '}',
    "const route = () => (location.pathname === '/leaky' ? <Leaky /> : location.pathname === '/no-client' ? <NoClient /> : location.pathname === '/pictures' ? <Pictures /> : <Good />);",
    "const root = createRoot(document.getElementById('root'));",
    'const render = () => { try { root.render(route()); } catch (e) { console.error(e); } };',
    "window.addEventListener('popstate', render);",
    'render();',
    '',
  ].join('\n'),
};

describe('the harness reports what review rejects', () => {
  let theme: ThemeDir;
  let served: Served;
  let browser: Browser;
  beforeAll(async () => {
    theme = await writeToTemp(FILES, 'bad-theme');
    await linkSdk(theme.dir);
    await buildTheme(theme.dir);
    served = await serveDir(theme.dist);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await theme?.cleanup();
  });

  it('flags foreign requests, console errors and a missing client, and passes a clean route', async () => {
    const [good, leaky, noClient] = await visitRoutes(browser, served.origin, ['/', '/leaky', '/no-client']);
    expect(good).toMatchObject({ mainText: 'Hello from a route', consoleErrors: [], foreignRequests: [] });
    expect(leaky.foreignRequests).toEqual(['fetch https://api.example.com/products']);
    expect(leaky.consoleErrors).toEqual(expect.arrayContaining(['something broke', expect.stringMatching(/404/)]));
    expect(noClient.consoleErrors.join('\n')).toMatch(/no storefront client/);
  });

  it('allows public images and known widgets (stubbed), fails vendor-hosted files and unknown frames', async () => {
    const [pictures] = await visitRoutes(browser, served.origin, ['/pictures']);
    expect(pictures.thirdParty.sort()).toEqual(['document https://www.google.com/maps/embed?pb=1', 'image https://images.unsplash.com/photo-1?w=800']);
    expect(pictures.foreignRequests.sort()).toEqual(['document https://ads.example.com/frame', 'image https://abc.supabase.co/storage/v1/object/public/base44-prod/public/hero.jpg']);
  });
});
