import { describe, expect, it } from 'vitest';
import { dropListedPackages, listedPackageNames } from '../../../src/codemods/theme-shell/vite-package-lists.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';

const CONFIG = `import { defineConfig } from 'vite';
import path from 'path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, './src') } },
  optimizeDeps: {
    include: ['leaf-charts', 'react'],
  },
  build: {
    rollupOptions: {
      output: {
        manualChunks: {
          'vendor-react': ['react', 'react-dom'],
          'vendor-cloud': ['@cloudco/client-js'],
          'vendor-charts': ['leaf-charts', 'leaf-charts/extras'],
        },
      },
    },
  },
});
`;

const parse = (text: string) => {
  const p = parseSource('vite.config.ts', text, 'edit');
  if (!p.ok) throw new Error(p.diagnostic.message);
  return p.ast;
};

describe("a Vite config's package lists", () => {
  it('reads the names of its pre-bundling and manual-chunk lists, not its imports or aliases', () => {
    expect(listedPackageNames(parse(CONFIG)).map((e) => e.node.value)).toEqual(['leaf-charts', 'react', 'react', 'react-dom', '@cloudco/client-js', 'leaf-charts', 'leaf-charts/extras']);
  });

  it('drops the packages the theme no longer lists, and a manual chunk left empty', () => {
    const ast = parse(CONFIG);
    const declared = new Set(['react', 'react-dom', 'leaf-charts']);
    expect(dropListedPackages(ast, (p) => declared.has(p))).toEqual(['@cloudco/client-js']);
    const out = printLikeSource(ast, CONFIG);
    expect(out).not.toContain('vendor-cloud');
    expect(out).toContain("'vendor-charts': ['leaf-charts', 'leaf-charts/extras']");
    expect(out).toContain("include: ['leaf-charts', 'react'],");
  });
});
