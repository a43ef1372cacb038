import type { Node } from '@babel/types';
import { FileContext } from './file-context.js';

/**
 * The data-layer's per-file context, also remembering the nodes each site's rewrite put in place
 * of its vendor call: the surface pass (surface-pass.ts) starts from them to find the markup a
 * dropped surface rendered, or the fields a static surface reads.
 */
export class SurfaceFileContext extends FileContext {
  /** Nodes placed by the site being converted now (reset before each site). */
  placed: Node[] = [];

  override replace(node: Node, next: Node): void {
    super.replace(node, next);
    this.placed.push(next);
  }
}
