import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';
import { walkNodes } from '../../infra/visitor-keys.js';

const SCRIPT = /\.(m?[jt]sx?|cjs)$/;

/**
 * The paths a server mounts handlers on (`app.use('/img', imgProxy())`, `router.get('/thumb/:id', …)`),
 * other than the root: what a browser script of the site may still point at once the server is gone.
 */
export function mountedPaths(tree: StagedTree, serverFiles: string[]): string[] {
  const out = new Set<string>();
  for (const f of serverFiles) {
    if (!SCRIPT.test(f)) continue;
    const ast = tree.ast(f);
    if (!ast) continue;
    walkNodes(ast.program, (n) => {
      if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.property.type !== 'Identifier') return;
      if (!/^(use|get|all|post|put|patch|delete)$/.test(n.callee.property.name)) return;
      const first = n.arguments[0];
      if (first?.type !== 'StringLiteral' || !first.value.startsWith('/') || first.value === '/') return;
      // The mount point up to its first parameter or wildcard (`/thumb/:id` → `/thumb`).
      const base = first.value.split(/\/[:*(]/)[0].replace(/\/+$/, '');
      if (base) out.add(base);
    });
  }
  return [...out].sort();
}

/** Does a script's text build a URL on one of the mounted paths (`` `/img?src=${…}` ``, `"/img/" + x`)? */
function pointsAt(text: string, mounts: string[]): string | null {
  for (const m of mounts) {
    const esc = m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`[\`'"]${esc}(?:[?/]|[\`'"])`).test(text)) return m;
  }
  return null;
}

/**
 * Classic scripts an HTML page loads from the public folder (`<script src="/optimize-images.js">`)
 * that send the page's requests to a route of the removed server (an image optimiser rewriting every
 * `<img src>` to `/img?src=…`): each would break what it touches, so the tag and the file go.
 * Returns what was removed, as `page: script (route)`.
 */
export function removeServerRouteScripts(tree: StagedTree, mounts: string[]): string[] {
  if (!mounts.length) return [];
  const removed: string[] = [];
  const files = tree.list();
  for (const html of files.filter((f) => f.endsWith('.html') && !f.includes('node_modules/'))) {
    let text = tree.read(html);
    if (text === undefined) continue;
    const tags = [...text.matchAll(/[ \t]*<script\b[^>]*\bsrc=["'](\/[^"'?#]+\.js)["'][^>]*>\s*<\/script>[ \t]*\r?\n?/g)];
    let changed = false;
    for (const tag of tags) {
      if (/\btype=["']module["']/.test(tag[0])) continue;
      const name = tag[1].replace(/^\//, '');
      const file = files.find((f) => f === `public/${name}` || f.endsWith(`/public/${name}`) || f === path.posix.join(path.posix.dirname(html), 'public', name));
      const body = file ? tree.read(file) : undefined;
      const mount = body ? pointsAt(body, mounts) : null;
      if (!file || !mount) continue;
      text = text.replace(tag[0], '');
      tree.delete(file);
      removed.push(`${html}: ${tag[1]} (${mount})`);
      changed = true;
    }
    if (changed) tree.write(html, text);
  }
  return removed;
}
