import { spawn } from 'node:child_process';
import { existsSync, promises as fsp, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { readDictionaries } from '../translate/dictionaries.js';
import { pseudoDictionaries } from './pseudo.js';
import { firstBuildError, type BuildOutcome } from './theme-build.js';

/**
 * The build of `verify --pseudo`: the theme's own Vite build (its config and plugins), with one
 * plugin more that serves the theme's `en.json`/`ar.json` as their pseudo versions, into a
 * folder of its own. The dictionaries and preview-dist on disk are left as they are.
 */
// No \`root\` here: the config file (found in the working folder) may set its own (\`root: 'client'\`).
// A CommonJS script that imports Vite: with \`--input-type=module\` the flag rides into every worker
// thread the build starts (they inherit execArgv), and the workers that run their code as CommonJS
// (Vite's terser minifier: \`build.minify: 'terser'\`) stop on "require is not defined". \`node -e\`
// makes its CommonJS names globals (\`__filename\` is '[eval]'): they go before Vite loads, since
// ES modules test for them (\`createRequire(typeof __filename !== 'undefined' ? __filename : import.meta.url)\`).
const SCRIPT = `
const { readFileSync } = require('node:fs');
for (const name of ['__filename', '__dirname', 'require', 'module', 'exports']) delete globalThis[name];
(async () => {
  const { build } = await import('vite');
  const swap = JSON.parse(process.env.PSEUDO_SWAP);
  const pseudo = {
    name: 'platform-convert-pseudo-locale',
    enforce: 'pre',
    load(id) {
      const file = swap[id.split('?')[0]];
      return file ? readFileSync(file, 'utf8') : null;
    },
  };
  await build({ mode: 'production', logLevel: 'warn', plugins: [pseudo], build: { outDir: process.env.PSEUDO_OUT, emptyOutDir: true } });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
`;

export interface PseudoBuild extends BuildOutcome {
  /** The built folder to serve (remove it with `dispose`). */
  outDir: string;
  /** Entries filled with a pseudo-translation, per side. */
  filled: { en: number; ar: number };
  dispose(): Promise<void>;
}

const real = (p: string) => (existsSync(p) ? realpathSync(p) : p).split(path.sep).join('/');

export async function buildPseudo(root: string, appDir: string, env: NodeJS.ProcessEnv = process.env): Promise<PseudoBuild> {
  let d: Awaited<ReturnType<typeof readDictionaries>>;
  try {
    d = await readDictionaries(root);
  } catch {
    throw badInput('--pseudo needs the theme dictionaries (src/i18n/en.json and ar.json)', { file: root, hint: 'run `platform-convert convert` first: its bilingual step writes them' });
  }
  const temp = await fsp.mkdtemp(path.join(os.tmpdir(), 'platform-convert-pseudo-'));
  const dispose = () => fsp.rm(temp, { recursive: true, force: true });
  const pseudo = pseudoDictionaries(d.entries.en, d.entries.ar);
  const swap: Record<string, string> = {};
  for (const lang of ['en', 'ar'] as const) {
    const file = path.join(temp, `${lang}.json`);
    await fsp.writeFile(file, JSON.stringify(pseudo[lang], null, 2));
    swap[real(path.join(root, d.folder, `${lang}.json`))] = file;
  }
  const outDir = path.join(temp, 'dist');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], {
      cwd: appDir,
      env: { ...env, NODE_ENV: 'production', PSEUDO_SWAP: JSON.stringify(swap), PSEUDO_OUT: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const done = (code: number | null, spawnError?: Error) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0 && existsSync(path.join(outDir, 'index.html'));
      const error = ok ? undefined : spawnError ? `cannot run node: ${spawnError.message}` : code === 0 ? 'the pseudo build wrote no index.html' : `pseudo build: ${firstBuildError(output, appDir)}`;
      resolve({ ok, seconds, output, outDir, filled: pseudo.filled, dispose, ...(error ? { error } : {}) });
    };
    child.on('error', (e) => done(null, e));
    child.on('close', (code) => done(code));
  });
}
