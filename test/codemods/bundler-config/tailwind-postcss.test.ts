import path from 'node:path';
import { describe, expect, it } from 'vitest';
import step from '../../../src/codemods/bundler-config/index.js';
import { REPO } from '../../helpers/build-theme.js';
import { caseContext, expectedFiles } from '../../helpers/site-case.js';
import { tempSiteContexts } from '../../helpers/temp-site-context.js';

const SITES = path.join(REPO, 'fixtures', 'codemods', 'bundler-config', 'sites');
const contextOf = tempSiteContexts('tailwind-postcss', { status: 'monolingual', languages: ['en'] });

const CRA_SCRIPTS = { start: 'react-scripts start', build: 'react-scripts build' };
const VITE_CONFIG = "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n";
const DIRECTIVES = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n';
const APP = { 'src/index.jsx': "import './index.css';\n", 'public/index.html': '<html><body><div id="root"></div></body></html>\n' };

const pkg = (extra: Record<string, unknown>) => JSON.stringify({ name: 'kiln-studio', private: true, dependencies: { react: '^18.2.0', 'react-dom': '^18.2.0' }, ...extra }, null, 2) + '\n';
const devDeps = (text: string | undefined) => (JSON.parse(text ?? '{}') as { devDependencies?: Record<string, string> }).devDependencies ?? {};

describe('bundler-config: Tailwind that the source ran without a PostCSS config', () => {
  it('cra-tailwind: a Create React App running Tailwind 3 from tailwind.config.js alone gets a CommonJS postcss.config.js (tailwindcss, autoprefixer) and the packages at the versions its lock file pins', async () => {
    const ctx = await caseContext(SITES, 'cra-tailwind');
    const r = await step.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(SITES, 'cra-tailwind');
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to)).sort()).toEqual([...expected.keys()].sort());
    expect(r.notes?.some((n) => n.startsWith('postcss.config.js: PostCSS runs tailwindcss and autoprefixer'))).toBe(true);
    // A second run finds the config it wrote.
    const before = ctx.tree.changes();
    expect((await step.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it('an ES module package ("type": "module") gets an ES module config; Tailwind itself joins at its last 3.x line when neither package.json nor a lock file names it', async () => {
    const ctx = await contextOf({
      'package.json': pkg({ type: 'module', scripts: CRA_SCRIPTS, dependencies: { react: '^18.2.0', 'react-scripts': '5.0.1' } }),
      'tailwind.config.js': "export default { content: ['./src/**/*.jsx'], theme: { extend: {} } };\n",
      'src/index.css': DIRECTIVES,
      ...APP,
    });
    await step.run(ctx);
    const config = ctx.tree.read('postcss.config.js') ?? '';
    expect(config).toContain('export default {');
    expect(config).not.toContain('module.exports');
    expect(config).toMatch(/tailwindcss: \{\},\s+autoprefixer: \{\},/);
    expect(devDeps(ctx.tree.read('package.json'))).toMatchObject({ tailwindcss: '^3.4.17', postcss: '^8.4.49', autoprefixer: '^10.4.20' });
  });

  it("the config's own extension decides where it fixes a format: tailwind.config.cjs beside \"type\": \"module\" gives postcss.config.cjs in CommonJS", async () => {
    const ctx = await contextOf({
      'package.json': pkg({ type: 'module', scripts: CRA_SCRIPTS, devDependencies: { 'react-scripts': '5.0.1', tailwindcss: '^3.3.0' } }),
      'tailwind.config.cjs': "module.exports = { content: ['./src/**/*.jsx'] };\n",
      'src/index.css': '.panel { @apply rounded p-2; }\n',
      ...APP,
    });
    await step.run(ctx);
    expect(ctx.tree.exists('postcss.config.js')).toBe(false);
    expect(ctx.tree.read('postcss.config.cjs')).toContain('module.exports = {');
    expect(devDeps(ctx.tree.read('package.json'))).toMatchObject({ tailwindcss: '^3.3.0', postcss: '^8.4.49', autoprefixer: '^10.4.20' });
  });

  it('Tailwind 4 (`@import "tailwindcss"`, tailwindcss ^4 listed) runs through @tailwindcss/postcss at the same version, with no Tailwind 3 plugin and no autoprefixer', async () => {
    const ctx = await contextOf({
      'package.json': pkg({ scripts: CRA_SCRIPTS, devDependencies: { 'react-scripts': '5.0.1', tailwindcss: '^4.1.3' } }),
      'src/index.css': '@import "tailwindcss";\n\n@theme { --color-clay: #9a3412; }\n',
      ...APP,
    });
    await step.run(ctx);
    const config = ctx.tree.read('postcss.config.js') ?? '';
    expect(config).toContain("'@tailwindcss/postcss': {}");
    expect(config).not.toMatch(/\btailwindcss: |autoprefixer/);
    const dev = devDeps(ctx.tree.read('package.json'));
    expect(dev).toMatchObject({ tailwindcss: '^4.1.3', '@tailwindcss/postcss': '^4.1.3', postcss: '^8.4.49' });
    expect(dev.autoprefixer).toBeUndefined();
  });

  it('a Tailwind config in the app folder below the package is named in the plugin options (Tailwind 3 reads its config from the folder the build runs in)', async () => {
    const ctx = await contextOf({
      'package.json': pkg({ scripts: { build: 'vite build' }, devDependencies: { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.4', tailwindcss: '^3.4.1' } }),
      'vite.config.js': "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ root: 'web', plugins: [react()] });\n",
      'web/tailwind.config.js': "module.exports = { content: ['./web/src/**/*.jsx'] };\n",
      'web/index.html': '<html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
      'web/src/main.jsx': "import './site.css';\n",
      'web/src/site.css': DIRECTIVES,
    });
    ctx.analysis.appRoot = 'web';
    await step.run(ctx);
    // Beside the Tailwind config, where Vite (root web/) finds it; the packages join the package that builds.
    expect(ctx.tree.read('web/postcss.config.js')).toContain("tailwindcss: { config: './web/tailwind.config.js' },");
    expect(devDeps(ctx.tree.read('package.json'))).toMatchObject({ postcss: '^8.4.49', autoprefixer: '^10.4.20' });
  });

  it('valid-: nothing is added where the build already runs PostCSS or Tailwind, or no CSS needs Tailwind', async () => {
    const base = { 'package.json': pkg({ scripts: { build: 'vite build' }, devDependencies: { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.4', tailwindcss: '^3.4.1' } }), 'tailwind.config.js': 'module.exports = { content: [] };\n', 'src/index.css': DIRECTIVES, 'index.html': '<div id="root"></div>\n', 'src/main.jsx': "import './index.css';\n" };
    const cases: Record<string, Record<string, string>> = {
      'a postcss.config.cjs': { ...base, 'vite.config.js': VITE_CONFIG, 'postcss.config.cjs': 'module.exports = { plugins: { tailwindcss: {} } };\n' },
      'a .postcssrc.json': { ...base, 'vite.config.js': VITE_CONFIG, '.postcssrc.json': '{ "plugins": { "tailwindcss": {} } }\n' },
      'a postcss key in package.json': { ...base, 'vite.config.js': VITE_CONFIG, 'package.json': pkg({ postcss: { plugins: { tailwindcss: {} } }, devDependencies: { vite: '^6.0.0', tailwindcss: '^3.4.1' } }) },
      'PostCSS inside the Vite config': { ...base, 'vite.config.js': "import { defineConfig } from 'vite';\nimport tailwindcss from 'tailwindcss';\n\nexport default defineConfig({ css: { postcss: { plugins: [tailwindcss()] } } });\n" },
      "Tailwind 4's Vite plugin": { ...base, 'src/index.css': '@import "tailwindcss";\n', 'vite.config.js': "import { defineConfig } from 'vite';\nimport tailwindcss from '@tailwindcss/vite';\n\nexport default defineConfig({ plugins: [tailwindcss()] });\n" },
      'a Tailwind config but no CSS that needs it': { ...base, 'vite.config.js': VITE_CONFIG, 'src/index.css': 'body { margin: 0; }\n' },
    };
    for (const [name, files] of Object.entries(cases)) {
      const ctx = await contextOf(files);
      const r = await step.run(ctx);
      const written = ctx.tree.changes().map((c) => ('path' in c ? c.path : c.to));
      expect(written.filter((f) => /postcss/.test(f)), name).toEqual([]);
      expect(devDeps(ctx.tree.read('package.json')).autoprefixer, name).toBeUndefined();
      expect(r.notes?.some((n) => /PostCSS runs/.test(n)) ?? false, name).toBe(false);
    }
  });
});
