import { execFile } from 'node:child_process';
import { promises as fsp } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Site } from '../load/site.js';
import { listSiteFiles } from '../load/files.js';
import { toPosix } from '../infra/fs.js';
import { TOKEN_VAR } from './secrets.js';

export const OUT_DIR = 'preview-dist';
const MAX_SCAN_BYTES = 5 * 1024 * 1024;

export interface BundleEntry {
  /** Site-relative path. */
  path: string;
  abs: string;
  /** `build`: produced into preview-dist; `package`: a theme file the publisher would pack. */
  origin: 'build' | 'package';
  size: number;
}

export interface BundleFacts {
  built: boolean;
  /** How the build ran (`npm run build` or the Vite API) and, on failure, the tail of its output. */
  command: string;
  error?: string;
  entries: BundleEntry[];
  /** Text of an entry (null for binaries and huge files). */
  text(entry: BundleEntry): Promise<string | null>;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env, timeout: 5 * 60_000, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ ok: !err, output: `${stdout}\n${stderr}`.trim() });
    });
  });
}

async function walkAll(root: string, dir: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await fsp.readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) await walkAll(root, rel, out);
    else if (e.isFile()) out.push(rel);
  }
}

/**
 * Build the theme (its `build` script, else Vite's `build()` with its config) with the developer
 * token removed from the environment, then list what would ship: everything in preview-dist/,
 * plus the theme files the publisher packs (the git-visible files; `.env*` files excluded, spec §8.4).
 */
export async function buildBundle(site: Site): Promise<BundleFacts> {
  const appDir = path.join(site.root, site.appRoot);
  const env = { ...process.env };
  delete env[TOKEN_VAR];
  const pj = site.packageJsons.get(site.appRoot);
  let built: boolean;
  let command: string;
  let error: string | undefined;
  if (pj?.scripts?.build) {
    command = 'npm run build';
    const r = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], appDir, env);
    built = r.ok;
    if (!r.ok) error = r.output.split('\n').slice(-8).join('\n');
  } else {
    command = 'vite build';
    try {
      const vite = await themeVite(appDir);
      await vite.build({ root: appDir, configFile: site.viteConfig ? path.join(site.root, site.viteConfig) : false, logLevel: 'silent', build: { outDir: OUT_DIR } });
      built = true;
    } catch (e) {
      built = false;
      error = (e as Error).message.split('\n').slice(0, 8).join('\n');
    }
  }

  return listBundle(site, { built, command, error });
}

/** The theme's own Vite (a devDependency of every theme); the installed tool ships none of its own. */
async function themeVite(appDir: string): Promise<typeof import('vite')> {
  let entry: string;
  try {
    entry = createRequire(path.join(appDir, 'package.json')).resolve('vite');
  } catch {
    throw new Error(`vite is not installed in ${appDir}: run npm install there first`);
  }
  return (await import(pathToFileURL(entry).href)) as typeof import('vite');
}

/** What would ship for an already built theme: preview-dist/ and the files the publisher packs. */
export async function listBundle(site: Site, build: { built: boolean; command: string; error?: string }): Promise<BundleFacts> {
  const appDir = path.join(site.root, site.appRoot);
  const entries: BundleEntry[] = [];
  const outRel = site.appRoot ? `${site.appRoot}/${OUT_DIR}` : OUT_DIR;
  const built_: string[] = [];
  await walkAll(site.root, outRel, built_);
  for (const rel of built_.sort()) {
    const abs = path.join(site.root, rel);
    entries.push({ path: toPosix(rel), abs, origin: 'build', size: (await fsp.stat(abs)).size });
  }
  // Files the loader skips for analysis (minified, over 1 MB, binary) are packed all the same.
  const { files, skipped } = await listSiteFiles(appDir);
  const packed = [...files.map((f) => f.path), ...skipped.map((s) => s.path)].sort();
  for (const p of packed) {
    const base = path.posix.basename(p);
    if (base.startsWith('.env')) continue; // the publisher excludes .env* (spec §8.4)
    const abs = path.join(appDir, p);
    entries.push({ path: site.appRoot ? `${site.appRoot}/${p}` : p, abs, origin: 'package', size: (await fsp.stat(abs)).size });
  }
  return {
    ...build,
    entries,
    async text(entry) {
      if (entry.size > MAX_SCAN_BYTES) return null;
      const buf = await fsp.readFile(entry.abs);
      return buf.includes(0) ? null : buf.toString('utf8');
    },
  };
}
