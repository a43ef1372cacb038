import type { StepContext } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';

/** Where the React app lives inside the site, and whether it is written in TypeScript. */
export interface AppLayout {
  /** '' or e.g. 'client' */
  root: string;
  /** 'src' or 'client/src' */
  src: string;
  ts: boolean;
}

export const joinPath = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

export function appLayout(ctx: Pick<StepContext, 'analysis' | 'site' | 'tree'>): AppLayout {
  const root = ctx.analysis.appRoot ?? ctx.site.appRoot ?? '';
  const src = joinPath(root, 'src');
  const scripts = ctx.tree.list().filter((p) => p.startsWith(src + '/') && /\.(jsx?|tsx?)$/.test(p) && !p.endsWith('.d.ts'));
  const tsCount = scripts.filter((p) => /\.tsx?$/.test(p)).length;
  const ts = ctx.analysis.framework.language === 'ts' || (ctx.analysis.framework.language === 'mixed' && tsCount * 2 > scripts.length);
  return { root, src, ts };
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
