import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';

/** Issue 14 item 9: a repository with several apps converts its storefront, says so, and `--app DIR` overrides. */
function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-apps-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
const app = (dir: string) => ({
  [`${dir}/package.json`]: JSON.stringify({ name: dir, dependencies: { react: '^18.3.1' } }),
  [`${dir}/vite.config.js`]: 'export default {};\n',
  [`${dir}/index.html`]: '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
  [`${dir}/src/main.jsx`]: 'export {};\n',
});

describe('several apps in one repository', () => {
  it('the storefront app is chosen over an admin app, and the choice is said', async () => {
    const site = await loadSite(repo({ ...app('admin-panel'), ...app('shop') }));
    expect(site.appRoot).toBe('shop');
    expect(site.diagnostics.find((d) => d.ruleId === 'app-chosen')?.message).toMatch(/several apps in this repository \(shop, admin-panel\): the storefront shop is the one converted/);
  });

  it('--app DIR overrides the choice; a folder that is not there is refused', async () => {
    const dir = repo({ ...app('dashboard'), ...app('web') });
    expect((await loadSite(dir, { app: 'dashboard' })).appRoot).toBe('dashboard');
    expect((await loadSite(dir, { app: './web/' })).appRoot).toBe('web');
    await expect(loadSite(dir, { app: 'mobile' })).rejects.toThrow(/--app mobile: no such folder/);
  });

  it('one app, or an app at the root beside another: nothing to choose, nothing said', async () => {
    const one = await loadSite(repo(app('client')));
    expect(one.appRoot).toBe('client');
    expect(one.diagnostics.some((d) => d.ruleId === 'app-chosen')).toBe(false);
    const rooted = await loadSite(repo({ 'package.json': '{}', 'vite.config.js': 'export default {};\n', 'index.html': '<div></div>', 'src/main.jsx': 'export {};\n', ...app('admin') }));
    expect(rooted.appRoot).toBe('');
    expect(rooted.diagnostics.some((d) => d.ruleId === 'app-chosen')).toBe(false);
  });
});
