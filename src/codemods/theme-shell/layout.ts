import type { StepContext } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';

/** Where the React app lives inside the site, and whether it is written in TypeScript. */
export interface AppLayout {
  /** '' or e.g. 'client' */
  root: string;
  /** 'src' or 'client/src' */
  src: string;
  /**
   * The package folder: the nearest folder from `root` up with a package.json ('' for a Replit-style
   * site whose root package.json builds `client/` through vite's `root`). It holds package.json,
   * platform.json and the postbuild script; `npm run build` runs there.
   */
  pkg: string;
  ts: boolean;
}

export const joinPath = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

export function appLayout(ctx: Pick<StepContext, 'analysis' | 'site' | 'tree'>): AppLayout {
  const root = ctx.analysis.appRoot ?? ctx.site.appRoot ?? '';
  const src = joinPath(root, 'src');
  const scripts = ctx.tree.list().filter((p) => p.startsWith(src + '/') && /\.(jsx?|tsx?)$/.test(p) && !p.endsWith('.d.ts'));
  const tsCount = scripts.filter((p) => /\.tsx?$/.test(p)).length;
  const ts = ctx.analysis.framework.language === 'ts' || (ctx.analysis.framework.language === 'mixed' && tsCount * 2 > scripts.length);
  return { root, src, ts, pkg: packageFolder(ctx.tree, root) };
}

/** `root` itself when it has a package.json, else its nearest ancestor that has one, else `root`. */
function packageFolder(tree: StagedTree, root: string): string {
  const parts = root ? root.split('/') : [];
  for (let n = parts.length; n >= 0; n--) {
    const dir = parts.slice(0, n).join('/');
    if (tree.exists(joinPath(dir, 'package.json'))) return dir;
  }
  return root;
}

const ENTRY_NAMES = ['main.tsx', 'main.jsx', 'main.ts', 'main.js', 'index.tsx', 'index.jsx', 'index.ts', 'index.js'];

/** The script `index.html` loads, else the first conventional entry name that exists. */
export function findEntry(tree: StagedTree, layout: AppLayout): string | null {
  const html = tree.read(joinPath(layout.root, 'index.html'));
  const m = html && /<script[^>]*type=["']module["'][^>]*src=["']\/?([^"']+)["']/i.exec(html);
  if (m) {
    const candidate = joinPath(layout.root, m[1].replace(/^\.\//, ''));
    if (tree.exists(candidate)) return candidate;
  }
  return ENTRY_NAMES.map((n) => `${layout.src}/${n}`).find((p) => tree.exists(p)) ?? null;
}

/** `My Store` → `my-store` (letters of any script kept). */
export const slugify = (s: string) =>
  s.toLowerCase().trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'theme';

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.js', 'vite.config.mts', 'vite.config.mjs'];

/** `a/b/../c` → `a/c`, `./x` → `x`; null when it climbs out of the site. */
function normalize(p: string): string | null {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') { if (!out.length) return null; out.pop(); } else out.push(part);
  }
  return out.join('/');
}

/**
 * The folder the theme's bundler serves at the site root: the vite config's `publicDir` when it names
 * one (`'public'` from the app root, `path.resolve(import.meta.dirname, 'public')` from the config's
 * folder, as bundler-config writes it for a Replit app whose root is `client/`), else `<root>/public`.
 */
export function servedPublicDir(tree: StagedTree, layout: AppLayout): string {
  const fallback = joinPath(layout.root, 'public');
  for (const dir of [...new Set([layout.pkg, layout.root])]) {
    for (const name of VITE_CONFIGS) {
      const text = tree.read(joinPath(dir, name));
      if (!text) continue;
      const m = /\bpublicDir\s*:\s*(?:path\.(?:resolve|join)\(\s*(?:import\.meta\.dirname|__dirname)\s*,\s*((?:["'][^"']*["']\s*,?\s*)+)\)|["']([^"']*)["'])/.exec(text);
      if (!m) return fallback;
      const parts = m[1] ? [...m[1].matchAll(/["']([^"']*)["']/g)].map((x) => x[1]) : null;
      const resolved = parts ? normalize(joinPath(dir, parts.join('/'))) : normalize(joinPath(layout.root, m[2]!));
      return resolved ?? fallback;
    }
  }
  return fallback;
}
