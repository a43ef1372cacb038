/**
 * The Vite config a site without one gets: only what the theme package needs (spec 2, theme
 * package requirement 1), in ESM form (no `__dirname`), with the React plugin when the site has it.
 */
export function viteConfigTemplate(opts: { reactPlugin: string | null; appSrcRel: string }): string {
  const lines = [
    "import { fileURLToPath } from 'node:url';",
    "import { defineConfig } from 'vite';",
  ];
  if (opts.reactPlugin) lines.push(`import react from '${opts.reactPlugin}';`);
  lines.push(
    '',
    'export default defineConfig({',
    ...(opts.reactPlugin ? ['  plugins: [react()],'] : []),
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
