import type * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { packageOf } from './server-deps.js';

/**
 * Lists of package names a Vite config keeps beside the code (`optimizeDeps.include`/`exclude`,
 * the object form of `build.rollupOptions.output.manualChunks`): they name packages without using
 * them. A package the conversion removed (a vendor SDK, a library only dropped pages imported)
 * left there stops the build (`Could not resolve entry module "…"` for a manual chunk), so such
 * names leave the lists with the package.
 */

export const VITE_CONFIG = /(^|\/)vite\.config\.[cm]?[jt]s$/;

export interface ListedName {
  node: t.StringLiteral;
  /** The array that holds it. */
  list: (Node | null)[];
  /** Of a manual chunk: the chunk's entry and the object that holds the chunks. */
  chunk?: { property: t.ObjectProperty; chunks: t.ObjectExpression };
  start: number;
  end: number;
}

const keyName = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

/** The package names a Vite config lists in its pre-bundling and manual-chunk lists, with where each is written. */
export function listedPackageNames(ast: File): ListedName[] {
  const out: ListedName[] = [];
  const push = (e: Node | null, list: (Node | null)[], chunk?: ListedName['chunk']) => {
    if (e?.type === 'StringLiteral' && e.start != null && e.end != null && packageOf(e.value)) out.push({ node: e, list, chunk, start: e.start, end: e.end });
  };
  walkNodes(ast.program, (n) => {
    if (n.type !== 'ObjectProperty' || n.computed || n.value.type !== 'ObjectExpression' && n.value.type !== 'ArrayExpression') return;
    const key = keyName(n.key);
    if (key === 'optimizeDeps' && n.value.type === 'ObjectExpression') {
      for (const q of n.value.properties) {
        if (q.type !== 'ObjectProperty' || !['include', 'exclude'].includes(keyName(q.key) ?? '') || q.value.type !== 'ArrayExpression') continue;
        for (const e of q.value.elements) push(e, q.value.elements);
      }
    }
    if (key === 'manualChunks' && n.value.type === 'ObjectExpression') {
      const chunks = n.value;
      for (const q of chunks.properties) {
        if (q.type !== 'ObjectProperty' || q.value.type !== 'ArrayExpression') continue;
        for (const e of q.value.elements) push(e, q.value.elements, { property: q, chunks });
      }
    }
  });
  return out;
}

/**
 * Remove from those lists the names of packages `keep` says no (a chunk left empty goes too);
 * the names removed.
 */
export function dropListedPackages(ast: File, keep: (pkg: string) => boolean): string[] {
  const removed: string[] = [];
  for (const e of listedPackageNames(ast)) {
    const pkg = packageOf(e.node.value);
    if (!pkg || keep(pkg)) continue;
    const at = e.list.indexOf(e.node);
    if (at < 0) continue;
    e.list.splice(at, 1);
    removed.push(e.node.value);
    const chunkAt = e.chunk && !e.list.length ? e.chunk.chunks.properties.indexOf(e.chunk.property) : -1;
    if (chunkAt >= 0) e.chunk!.chunks.properties.splice(chunkAt, 1);
  }
  return [...new Set(removed)];
}
