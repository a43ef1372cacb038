import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-vite-aliases-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const config = (target: string, extra = '') =>
  `import path from 'path';\nexport default { resolve: { alias: { '@': path.resolve(__dirname, '${target}')${extra} } } };\n`;

describe('aliases of several vite configs', () => {
  it("the app's own config decides `@`; a stray copy inside src/ only adds what it leaves unset", async () => {
    const site = await loadSite(repo({
      'package.json': JSON.stringify({ name: 'plant-shop', dependencies: { react: '^18.3.1' } }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'vite.config.js': config('src'),
      // A leftover copy of the config inside src/: its `./src` would mean src/src.
      'src/vite.config.js': config('./src', ", '~icons': path.resolve(__dirname, 'icons')"),
      'src/main.jsx': "import App from '@/App.jsx';\nexport { App };\n",
      'src/App.jsx': 'export default function App() { return null; }\n',
    }));
    expect(site.aliases.get('@')).toBe('src');
    expect(site.aliases.get('~icons')).toBe('src/icons');
  });

  it("an app in a subfolder: that app's config wins over the root's", async () => {
    const site = await loadSite(repo({
      'vite.config.js': config('web'),
      'client/package.json': JSON.stringify({ name: 'client', dependencies: { react: '^18.3.1' } }),
      'client/index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'client/vite.config.js': config('./src'),
      'client/src/main.jsx': 'export {};\n',
    }));
    expect(site.appRoot).toBe('client');
    expect(site.aliases.get('@')).toBe('client/src');
  });
});
