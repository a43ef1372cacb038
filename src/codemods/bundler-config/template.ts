export interface ViteTemplateOptions {
  reactPlugin: string | null;
  appSrcRel: string;
  /**
   * `.js` files of the app hold JSX (Create React App allowed it; Vite parses JSX only in
   * `.jsx`/`.tsx`): 'oxc' for Vite 8 and later, 'esbuild' for earlier ones; null when none do.
   */
  jsxInJs?: 'oxc' | 'esbuild' | null;
  /** Env prefixes besides Vite's own (`REACT_APP_` for a Create React App). */
  envPrefix?: string[];
  /** Babel macros the app imports: run through @rolldown/plugin-babel (Vite 8+) or the React plugin's Babel. */
  babelMacros?: 'rolldown' | 'react-plugin' | null;
  /** The JSX import source the app's components are written for (`@emotion/react`). */
  jsxImportSource?: string | null;
}

/** A pre-transform that compiles JSX in the app's `.js` files with Vite's own transformer (Vite 8+). */
const OXC_JSX_PLUGIN = [
  '// Create React App let .js files hold JSX; Vite parses JSX only in .jsx/.tsx files.',
  'const jsxInJs = {',
  "  name: 'jsx-in-js',",
  "  enforce: 'pre',",
  '  transform(code, id) {',
  "    const file = id.split('?')[0];",
  "    if (!/\\/src\\/.*\\.js$/.test(file) || file.includes('/node_modules/')) return null;",
  "    return transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic' } });",
  '  },',
  '};',
  '',
];

/**
 * The Vite config a site without one gets: only what the theme package needs (spec 2, theme
 * package requirement 1), in ESM form (no `__dirname`), with the React plugin when the site has it.
 */
export function viteConfigTemplate(opts: ViteTemplateOptions): string {
  const viteNames = opts.jsxInJs === 'oxc' ? 'defineConfig, transformWithOxc' : 'defineConfig';
  const lines = [
    "import { fileURLToPath } from 'node:url';",
    `import { ${viteNames} } from 'vite';`,
  ];
  if (opts.reactPlugin) lines.push(`import react from '${opts.reactPlugin}';`);
  if (opts.babelMacros === 'rolldown') lines.push("import babel from '@rolldown/plugin-babel';");
  lines.push('');
  if (opts.jsxInJs === 'oxc') lines.push(...OXC_JSX_PLUGIN);
  const reactOptions = [
    ...(opts.jsxImportSource ? [`jsxImportSource: '${opts.jsxImportSource}'`] : []),
    ...(opts.babelMacros === 'react-plugin' ? ["babel: { plugins: ['babel-plugin-macros'] }"] : []),
  ];
  const plugins = [
    ...(opts.jsxInJs === 'oxc' ? ['jsxInJs'] : []),
    ...(opts.reactPlugin ? [reactOptions.length ? `react({ ${reactOptions.join(', ')} })` : 'react()'] : []),
    // Create React App ran Babel macros (twin.macro…) in its build; here a Babel pass does.
    ...(opts.babelMacros === 'rolldown' ? ["babel({ plugins: ['babel-plugin-macros'] })"] : []),
  ];
  lines.push(
    'export default defineConfig({',
    ...(plugins.length ? [`  plugins: [${plugins.join(', ')}],`] : []),
    ...(opts.jsxInJs === 'esbuild'
      ? [
          "  // Create React App let .js files hold JSX; Vite parses JSX only in .jsx/.tsx files.",
          "  esbuild: { loader: 'jsx', include: /src\\/.*\\.jsx?$/, exclude: [] },",
          "  optimizeDeps: { esbuildOptions: { loader: { '.js': 'jsx' } } },",
        ]
      : []),
    ...(opts.envPrefix?.length ? [`  envPrefix: [${['VITE_', ...opts.envPrefix].map((p) => `'${p}'`).join(', ')}],`] : []),
    "  base: './',",
    '  resolve: {',
    `    alias: { '@': fileURLToPath(new URL('./${opts.appSrcRel}', import.meta.url)) },`,
    '  },',
    '  build: {',
    "    outDir: 'preview-dist',",
    '  },',
    '});',
    '',
  );
  return lines.join('\n');
}
