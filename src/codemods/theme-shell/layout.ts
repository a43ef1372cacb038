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
