import { describe, expect, it } from 'vitest';
import { baseUrlAliases } from '../../../src/load/aliases.js';
import { addViteAliases } from '../../../src/codemods/bundler-config/transform.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';

describe('tsconfig baseUrl', () => {
  const files = ['client/src/context/cart.tsx', 'client/src/pages/Home/index.tsx', 'client/src/api.ts', 'client/src/index.tsx', 'client/src/logo.svg', 'client/src/react-query/client.ts', 'client/package.json'];
  it('makes each folder and script at its top an alias, but not a package name, index or a plain asset', () => {
    const tsconfig = { path: 'client/tsconfig.json', text: '{ "compilerOptions": { "baseUrl": "./src" /* bare imports */ } }' };
    const aliases = baseUrlAliases(tsconfig, files, (n) => n === 'react-query');
    expect([...aliases]).toEqual([['context', 'client/src/context'], ['pages', 'client/src/pages'], ['api', 'client/src/api']]);
  });
  it('gives nothing without a baseUrl', () => {
    expect(baseUrlAliases({ path: 'tsconfig.json', text: '{ "compilerOptions": { "strict": true } }' }, files, () => false).size).toBe(0);
  });
  it('adds the aliases to a Vite config beside @, relative to the config', () => {
    const text = "import { defineConfig } from 'vite';\n\nexport default defineConfig({\n  resolve: {\n    alias: { '@': '/src' },\n  },\n});\n";
    const parsed = parseSource('client/vite.config.ts', text, 'edit');
    if (!parsed.ok) throw new Error('parse');
    expect(addViteAliases(parsed.ast, 'client/vite.config.ts', new Map([['pages', 'client/src/pages'], ['context', 'client/src/context']]))).toBe(true);
    const out = printLikeSource(parsed.ast, text);
    expect(out).toMatch(/context: fileURLToPath\(new URL\(['"]\.\/src\/context['"], import\.meta\.url\)\)/);
    expect(out).toMatch(/pages: fileURLToPath\(new URL\(['"]\.\/src\/pages['"], import\.meta\.url\)\)/);
    expect(addViteAliases(parsed.ast, 'client/vite.config.ts', new Map([['pages', 'client/src/pages']]))).toBe(false);
  });
});

describe('Babel macros of a Create React App', async () => {
  const { viteConfigTemplate } = await import('../../../src/codemods/bundler-config/template.js');
  it('run through @rolldown/plugin-babel on Vite 8, with the JSX import source the app is written for', () => {
    const text = viteConfigTemplate({ reactPlugin: '@vitejs/plugin-react', appSrcRel: 'src', babelMacros: 'rolldown', jsxImportSource: '@emotion/react' });
    expect(text).toContain("import babel from '@rolldown/plugin-babel';");
    expect(text).toContain("plugins: [react({ jsxImportSource: '@emotion/react' }), babel({ plugins: ['babel-plugin-macros'] })],");
  });
  it('run through the React plugin’s own Babel before Vite 8', () => {
    const text = viteConfigTemplate({ reactPlugin: '@vitejs/plugin-react', appSrcRel: 'src', babelMacros: 'react-plugin' });
    expect(text).not.toContain('@rolldown/plugin-babel');
    expect(text).toContain("plugins: [react({ babel: { plugins: ['babel-plugin-macros'] } })],");
  });
});
