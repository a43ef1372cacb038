import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { buildPseudo, type PseudoBuild } from '../../src/verify/pseudo-build.js';

/**
 * The pseudo build runs the theme's own Vite config. Some builds start worker threads whose code
 * is CommonJS (Vite's terser minifier does: `build.minify: 'terser'`); a worker inherits the
 * parent's execArgv, so the pseudo build must not run under `--input-type=module`. The theme here
 * has a small plugin that does what such a minifier does: it evaluates CommonJS in a worker. And its
 * config reads a CommonJS `__filename` when one is around (as dual-format plugins do), so the build
 * script must leave none behind.
 */
const VITE_CONFIG = `import { defineConfig } from 'vite';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

// As plugins built for both module systems do: a CommonJS filename when one is around, else this module's URL.
createRequire(typeof globalThis.__filename !== 'undefined' ? globalThis.__filename : import.meta.url);

const commonJsWorker = {
  name: 'common-js-worker',
  buildStart() {
    return new Promise((resolve, reject) => {
      const worker = new Worker("require('node:path'); require('node:worker_threads').parentPort.postMessage('ready');", { eval: true });
      worker.once('message', () => worker.terminate().then(() => resolve()));
      worker.once('error', reject);
    });
  },
};

export default defineConfig({ base: './', plugins: [commonJsWorker], build: { outDir: 'preview-dist' } });
`;

let theme: ThemeDir;
let built: PseudoBuild;

beforeAll(async () => {
  theme = await writeToTemp(
    {
      'package.json': JSON.stringify({ name: 'worker-theme', private: true, type: 'module' }),
      'vite.config.js': VITE_CONFIG,
      'index.html': '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
      'src/main.js': "import en from './i18n/en.json';\nimport ar from './i18n/ar.json';\ndocument.getElementById('root').textContent = `${en.greeting} / ${ar.greeting}`;\n",
      'src/i18n/en.json': JSON.stringify({ greeting: 'Welcome to the tea room' }),
      'src/i18n/ar.json': JSON.stringify({ greeting: '' }),
    },
    'pseudo-worker',
  );
  built = await buildPseudo(theme.dir, theme.dir);
}, 120_000);
afterAll(async () => {
  await built?.dispose();
  await theme?.cleanup();
});

describe('the pseudo build', () => {
  it('builds a theme whose config starts a CommonJS worker thread', () => {
    expect(built.error).toBeUndefined();
    expect(built.ok).toBe(true);
    expect(existsSync(path.join(built.outDir, 'index.html'))).toBe(true);
  });

  it('still serves the pseudo dictionaries (the empty Arabic entry is filled)', () => {
    expect(built.filled).toEqual({ en: 0, ar: 1 });
  });
});
