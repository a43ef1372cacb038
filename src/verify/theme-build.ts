import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import { OUT_DIR } from '../check/bundle.js';
import { findPackage } from '../check/installed-sdk.js';

/**
 * What an installed theme has, whatever else it lists: the bundler, React and the SDK. A listed
 * package the code no longer imports does not stop the build, so it is not asked for; one that is
 * imported and missing fails the build with its own first error.
 */
const MUST_HAVE = ['vite', 'react', 'platform-sdk'];

/** Throws (exit 2, one line) when the theme's runtime dependencies or its bundler are not installed. */
export async function requireInstalled(appDir: string): Promise<void> {
  const pkgFile = path.join(appDir, 'package.json');
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; scripts?: Record<string, string> };
  try {
    pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as typeof pkg;
  } catch (e) {
    throw badInput(`cannot read package.json: ${(e as Error).message.split('\n')[0]}`, { file: pkgFile });
  }
  if (!pkg.scripts?.build) throw badInput('package.json has no build script', { file: pkgFile, hint: 'run `platform-convert convert` first' });
  const listed = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  // The bundler: vite when the build script or the package names it (a theme may build otherwise).
  const usesVite = listed.has('vite') || /\bvite\b/.test(pkg.scripts.build);
  const wanted = MUST_HAVE.filter((n) => (n === 'vite' ? usesVite : listed.has(n)));
  const found = await Promise.all(wanted.map((n) => findPackage(appDir, n)));
  const missing = wanted.filter((_, i) => !found[i]);
  if (missing.length) {
    const names = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ` and ${missing.length - 3} more` : '');
    throw badInput(`the theme's dependencies are not installed (${names})`, { file: appDir, hint: `run \`npm install\` in ${appDir}` });
  }
}

export interface BuildOutcome {
  ok: boolean;
  seconds: number;
  /** The first error of a failed build, as `file:line: message` where the output names a place. */
  error?: string;
  output: string;
}

const ANSI = /\u001b\[[0-9;]*m/g;
const PLACE = /((?:\/|\.{0,2}\/)?[\w@.~+\-/\\]+\.(?:[cm]?[jt]sx?|css|scss|sass|less|json|html|vue|svelte)):(\d+)(?::\d+)?/;

/**
 * The first error of a build log, with the file and line it names (made relative to the theme):
 * Vite/Rollup ("error during build:" then the message, then `file: /abs/x.jsx:3:5`), esbuild
 * (`✘ [ERROR] message` then `src/x.jsx:3:5:`), tsc (`src/x.ts(3,5): error TS...`) and npm.
 */
export function firstBuildError(output: string, appDir: string): string {
  const lines = output.replace(ANSI, '').split(/\r?\n/).map((l) => l.trimEnd());
  // The most specific heading first: a bundler's own error block, then any error line.
  const npmNoise = /^npm (ERR!|error) (code|path|command|workdir|A complete log|Lifecycle)|Build failed in \d/i;
  // A plugin's failure thrown out of a script names the plugin first: `[vite:terser] require is not defined`.
  // A stack frame (`    at error (file://…/parseAst.js:397:42)`) is never the error, whatever
  // its function is called. Rollup's own message, printed by a build run through Vite's API with
  // no "error during build:" heading, starts with what went wrong: `Could not resolve "./x" from …`.
  const frame = /^\s+at \S/;
  const start = [/error during build|\[ERROR\]|\): error TS\d/i, /\berror\b|Error:|^Could not resolve /i, /^\[(vite|plugin)[:\w-]*\] \S/i, /failed/i]
    .map((re) => lines.findIndex((l) => re.test(l) && !npmNoise.test(l) && !frame.test(l)))
    .find((i) => i >= 0) ?? -1;
  if (start < 0) return lines.filter(Boolean).slice(-1)[0] ?? 'the build failed';
  const rel = (p: string) => {
    const abs = path.isAbsolute(p) ? p : path.join(appDir, p);
    return path.relative(appDir, abs).split(path.sep).join('/');
  };
  // The message: the heading's own text, or the next non-empty line when the heading says nothing.
  let message = lines[start].replace(/^.*?(error during build:|✘ \[ERROR\]|\[ERROR\])\s*/i, '').trim();
  let i = start;
  // A heading that only counts ("Build failed with 1 error:") is followed by the error itself.
  const next = (from: number) => lines.slice(from + 1).findIndex((l) => l.trim() !== '') + from + 1;
  for (let n = 0; n < 2 && (!message || /^(\[[\w:-]+\]\s*)?(Build|Transform) failed with \d+ errors?:?$/i.test(message)); n++) {
    i = next(i);
    if (i <= start || i >= lines.length) break;
    message = lines[i].replace(/^\s*(✘ )?\[ERROR\]\s*/, '').trim();
  }
  const tsc = /^(.+?)\((\d+),\d+\): (error .*)$/.exec(lines[start]);
  if (tsc) return `${rel(tsc[1])}:${tsc[2]}: ${tsc[3]}`;
  // The place: the first file:line at or after the heading (within a few lines).
  let where = '';
  for (i = start; i < Math.min(lines.length, start + 14); i++) {
    const m = PLACE.exec(lines[i]);
    if (m && !/node_modules/.test(m[1])) {
      where = `${rel(m[1])}:${m[2]}`;
      break;
    }
  }
  // Rollup names an importer without a line: `... from "/abs/src/App.jsx"`.
  if (!where) {
    const from = /from "([^"]+)"/.exec(message) ?? /imported by "?([^")\s]+)/.exec(message);
    if (from) where = rel(from[1]);
  }
  message = message.replace(/^\S+:\d+:\d+:\s*(ERROR:\s*)?/, '');
  message = message.replace(new RegExp(appDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '/?', 'g'), '');
  return where ? `${where}: ${message}` : message;
}

/** Run the theme's own `npm run build`; preview-dist/index.html must come out of it. */
export function buildTheme(appDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: appDir,
      env: { ...env, NODE_ENV: 'production', npm_config_update_notifier: 'false', npm_config_fund: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const done = (code: number | null, spawnError?: Error) => {
      const seconds = (Date.now() - started) / 1000;
      const built = existsSync(path.join(appDir, OUT_DIR, 'index.html'));
      if (code === 0 && built) return resolve({ ok: true, seconds, output });
      const error = spawnError
        ? `cannot run npm: ${spawnError.message}`
        : code === 0 ? `the build ran but wrote no ${OUT_DIR}/index.html (is build.outDir '${OUT_DIR}'?)` : firstBuildError(output, appDir);
      resolve({ ok: false, seconds, error, output });
    };
    child.on('error', (e) => done(null, e));
    child.on('close', (code) => done(code));
  });
}
