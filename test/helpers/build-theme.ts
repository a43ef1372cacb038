import { spawn } from 'node:child_process';
import { existsSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { packageRoot } from '../../src/infra/package-root.js';

/**
 * Build a theme the way review does: copy it into `<repo>/.tmp/<name>-<rand>/` (so Node resolution
 * finds the repo's react, vite, plugin-react, tailwind...), link `node_modules/platform-sdk` to the
 * local stand-in, run `npm run build` (which runs `postbuild` too) and return the folder.
 */
export const REPO = packageRoot();
export const SDK_STAND_IN = path.join(REPO, 'fixtures', 'platform-sdk');
const SKIP = new Set(['node_modules', 'preview-dist', 'dist', '.git']);

export interface ThemeDir {
  dir: string;
  dist: string;
  cleanup(): Promise<void>;
}

/** Copy `source` (a folder) into a fresh temp folder inside the repo. */
export async function copyToTemp(source: string, name = path.basename(source)): Promise<ThemeDir> {
  const dir = path.join(REPO, '.tmp', `${name}-${randomBytes(4).toString('hex')}`);
  await fsp.cp(source, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
  return { dir, dist: path.join(dir, 'preview-dist'), cleanup: () => fsp.rm(dir, { recursive: true, force: true }) };
}

/** Write a set of files (site-relative paths) into a fresh temp folder inside the repo. */
export async function writeToTemp(files: Record<string, string>, name: string): Promise<ThemeDir> {
  const dir = path.join(REPO, '.tmp', `${name}-${randomBytes(4).toString('hex')}`);
  for (const [rel, text] of Object.entries(files)) {
    await fsp.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fsp.writeFile(path.join(dir, rel), text);
  }
  return { dir, dist: path.join(dir, 'preview-dist'), cleanup: () => fsp.rm(dir, { recursive: true, force: true }) };
}

/** `node_modules/platform-sdk` → fixtures/platform-sdk (a symlink, as `npm link` would make). */
export async function linkSdk(dir: string): Promise<void> {
  const target = path.join(dir, 'node_modules', 'platform-sdk');
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.rm(target, { recursive: true, force: true });
  await fsp.symlink(SDK_STAND_IN, target, 'dir');
}

/**
 * Build tools a site names that the repo does not install, mapped to an installed equivalent
 * with the same plugin API (the harness builds with the repo's node_modules, not the site's).
 */
const TOOL_SUBSTITUTES: Record<string, string> = {
  '@vitejs/plugin-react-swc': "export { default } from '@vitejs/plugin-react';\n",
};

/** Write a local module for each substituted tool the theme's package.json lists. */
export async function substituteTools(dir: string): Promise<string[]> {
  const pj = JSON.parse(await fsp.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '{}')) as Record<string, Record<string, string> | undefined>;
  const listed = new Set([...Object.keys(pj.dependencies ?? {}), ...Object.keys(pj.devDependencies ?? {})]);
  const done: string[] = [];
  for (const [name, code] of Object.entries(TOOL_SUBSTITUTES)) {
    if (!listed.has(name) || existsSync(path.join(REPO, 'node_modules', name, 'package.json'))) continue;
    const target = path.join(dir, 'node_modules', name);
    await fsp.mkdir(target, { recursive: true });
    await fsp.writeFile(path.join(target, 'package.json'), JSON.stringify({ name, type: 'module', main: 'index.js' }));
    await fsp.writeFile(path.join(target, 'index.js'), code);
    done.push(name);
  }
  return done;
}

export interface BuildResult {
  code: number | null;
  output: string;
  indexHtml: string;
}

/** `npm run build` in the theme folder, with the repo's binaries on PATH; throws with the output on failure. */
export async function buildTheme(dir: string, env: Record<string, string> = {}): Promise<BuildResult> {
  const bin = path.join(REPO, 'node_modules', '.bin');
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd: dir,
    env: { ...process.env, ...env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, NODE_ENV: 'production', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const indexHtml = path.join(dir, 'preview-dist', 'index.html');
  if (code !== 0 || !existsSync(indexHtml)) throw new Error(`theme build failed in ${dir} (exit ${code}):\n${output.slice(-4000)}`);
  return { code, output, indexHtml };
}

/** Copy, link and build in one go. */
export async function prepareTheme(source: string, name?: string): Promise<ThemeDir & BuildResult> {
  const t = await copyToTemp(source, name);
  try {
    await linkSdk(t.dir);
    await substituteTools(t.dir);
    return { ...t, ...(await buildTheme(t.dir)) };
  } catch (e) {
    await t.cleanup();
    throw e;
  }
}

/** Write a staged tree's changes into a folder (the harness's stand-in for the run's commit). */
export async function writeChanges(dir: string, changes: import('../../src/convert/staged-tree.js').Change[]): Promise<void> {
  for (const c of changes) {
    if (c.kind === 'delete' || c.kind === 'rename') await fsp.rm(path.join(dir, c.kind === 'delete' ? c.path : c.from), { force: true });
    if (c.kind === 'delete') continue;
    const target = path.join(dir, c.kind === 'rename' ? c.to : c.path);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, c.after);
  }
}
