import type { StagedTree } from '../../convert/staged-tree.js';
import { listedDependencies } from '../../codemods/bundler-config/package-json.js';

/** One page or layout of a Next app router, by its folder's route. */
export interface NextRouteFile {
  file: string;
  /** The folder under the app dir, '' for the root (`blog/[slug]`). */
  dir: string;
}

export interface NextApp {
  /** `app` or `src/app`. */
  appDir: string;
  /** Where the code lives: '' (app/, components/ … at the root) or 'src'. */
  codeRoot: string;
  pages: NextRouteFile[];
  layouts: NextRouteFile[];
  notFound: string | null;
  /** Server-only files of the app dir: route handlers, sitemap/robots/manifest generators, middleware. */
  serverFiles: string[];
}

const SCRIPT = /\.(tsx|jsx|ts|js)$/;
const SPECIAL = (name: string) => new RegExp(`^${name}\\.(tsx|jsx|ts|js)$`);
const SERVER_FILE = /^(route|sitemap|robots|manifest|opengraph-image|twitter-image|icon|apple-icon)\.(tsx|jsx|ts|js)$/;

/** A folder that is not part of the URL: route groups `(shop)`, private `_parts`, parallel `@slots`. */
const hiddenSegment = (s: string) => /^_/.test(s) || /^@/.test(s);

/**
 * A Next.js app-router site at the root of the tree: `next` among the dependencies and an
 * `app/` (or `src/app/`) folder with `page` files. Null for any other site.
 */
export function detectNextApp(tree: StagedTree): NextApp | null {
  if (!listedDependencies(tree.read('package.json') ?? '{}').has('next')) return null;
  const files = tree.list();
  for (const appDir of ['app', 'src/app']) {
    const inApp = files.filter((f) => f.startsWith(`${appDir}/`) && SCRIPT.test(f));
    const pages: NextRouteFile[] = [];
    const layouts: NextRouteFile[] = [];
    const serverFiles: string[] = [];
    let notFound: string | null = null;
    for (const file of inApp) {
      const rel = file.slice(appDir.length + 1);
      const parts = rel.split('/');
      const name = parts.pop()!;
      if (parts.some(hiddenSegment)) continue;
      const dir = parts.join('/');
      if (SPECIAL('page').test(name)) pages.push({ file, dir });
      else if (SPECIAL('layout').test(name)) layouts.push({ file, dir });
      else if (SPECIAL('not-found').test(name) && !dir) notFound = file;
      else if (SERVER_FILE.test(name)) serverFiles.push(file);
    }
    if (!pages.length) continue;
    for (const m of ['middleware.ts', 'middleware.js', 'src/middleware.ts', 'src/middleware.js']) if (tree.exists(m)) serverFiles.push(m);
    return { appDir, codeRoot: appDir === 'app' ? '' : 'src', pages, layouts, notFound, serverFiles };
  }
  return null;
}

/** `blog/[slug]` → `/blog/:slug`; `(shop)/cart` → `/cart`; `docs/[...rest]` → `/docs/*`. */
export function routeOfDir(dir: string): string {
  const segs = dir.split('/').filter(Boolean).filter((s) => !/^\(.*\)$/.test(s)).map((s) => {
    const catchAll = /^\[\[?\.\.\.(.+?)\]\]?$/.exec(s);
    if (catchAll) return '*';
    const param = /^\[(.+)\]$/.exec(s);
    return param ? `:${param[1]}` : s;
  });
  return `/${segs.join('/')}`;
}
