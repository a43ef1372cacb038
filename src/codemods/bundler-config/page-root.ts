import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';

const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

/** `src="/client/src/main.tsx"` → `src="/src/main.tsx"`: local paths of a page moved into `sub`. */
export function rebasePage(html: string, sub: string): string {
  const prefix = `/${sub}/`;
  return html.replace(/(\b(?:src|href)=["'])([^"']*)(["'])/gi, (m, a: string, url: string, b: string) => (url.startsWith(prefix) ? `${a}/${url.slice(prefix.length)}${b}` : m));
}

/**
 * Once Vite's `root` is the app folder, the page it serves is `<app>/index.html`: the page the
 * config's folder served moves there (its paths into the app rebased), replacing an unused copy,
 * and a `public/` beside the config moves with it when the app has none. Returns what it did.
 */
export function movePageToRoot(tree: StagedTree, configDir: string, appRoot: string): string[] {
  const done: string[] = [];
  const sub = path.posix.relative(configDir || '.', appRoot || '.');
  const from = join(configDir, 'index.html');
  const to = join(appRoot, 'index.html');
  const html = tree.read(from);
  if (html !== undefined) {
    const replaced = tree.exists(to);
    tree.write(to, rebasePage(html, sub));
    tree.delete(from);
    done.push(`${from} moved to ${to}${replaced ? ` (it replaces the copy there, which Vite did not serve)` : ''}`);
  }
  const pub = join(configDir, 'public');
  const appPub = join(appRoot, 'public');
  const files = tree.list().filter((f) => f.startsWith(pub + '/'));
  if (files.length && !tree.list().some((f) => f.startsWith(appPub + '/'))) {
    for (const f of files) tree.rename(f, appPub + f.slice(pub.length));
    done.push(`${pub}/ moved to ${appPub}/`);
  }
  return done;
}
