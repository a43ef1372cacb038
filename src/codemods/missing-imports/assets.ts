import path from 'node:path';
import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';
import type { PlaceholderPalette } from '../preview/palette.js';
import { placeholderSvg, svgDataUri } from '../preview/placeholder.js';
import type { MissingImport } from './find.js';

/** The size of a stand-in picture: a common card ratio, so a layout sized by its image holds. */
const SIZE = { width: 800, height: 600 };

/** `hero-banner_2.jpg` → `hero banner 2`, `ChickenWings.png` → `Chicken Wings`: the label drawn on the stand-in. */
export function labelOf(target: string): string {
  const stem = path.posix.basename(target).replace(/\.[^.]+$/, '');
  return stem.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').trim() || 'image';
}

/** What an edit did, for the Limitations row. */
export type AssetFix = 'placeholder' | 'removed' | 'empty-module' | null;

/** Replace `node` (found under `parent[key]`) by `next`; false when the shape is not one we know. */
function replaceIn(ast: File, node: Node, next: Node | null): boolean {
  let done = false;
  visit(ast.program, (n, parent, key) => {
    if (done || !parent || !key) return;
    const slot = (parent as unknown as Record<string, unknown>)[key];
    if (Array.isArray(slot)) {
      const i = slot.indexOf(node);
      if (i < 0) return;
      if (next) slot[i] = next;
      else slot.splice(i, 1);
      done = true;
    } else if (slot === node && n === node && next) {
      (parent as unknown as Record<string, unknown>)[key] = next;
      done = true;
    }
  });
  return done;
}

/** `const <local> = <value>` for each default or namespace binding of an import. */
function bindTo(decl: t.ImportDeclaration, value: () => t.Expression): t.VariableDeclaration | null {
  const locals = decl.specifiers.filter((s) => s.type !== 'ImportSpecifier').map((s) => s.local.name);
  if (locals.length !== decl.specifiers.length || !locals.length) return null;
  return t.variableDeclaration('const', locals.map((n) => t.variableDeclarator(t.identifier(n), value())));
}

/**
 * Give a missing image or stylesheet import a stand-in so the theme builds: an image becomes a
 * placeholder picture (a `data:` URI in the site's palette, labelled with the file's name), a
 * stylesheet import goes (a CSS module becomes an empty class map). Edits the AST in place.
 */
export function fixAssetImport(ast: File, m: MissingImport, palette: PlaceholderPalette, index: number): AssetFix {
  const uri = () => t.stringLiteral(svgDataUri(placeholderSvg(labelOf(m.target), SIZE, palette, index)));
  const value = m.kind === 'image' ? uri : () => t.objectExpression([]);
  const site = m.site;
  if (site.kind === 'import') {
    const decl = site.node;
    if (!decl.specifiers.length) return replaceIn(ast, decl, null) ? 'removed' : null;
    const next = bindTo(decl, value);
    if (!next) return null;
    return replaceIn(ast, decl, next) ? (m.kind === 'image' ? 'placeholder' : 'empty-module') : null;
  }
  if (site.kind === 'require') {
    return replaceIn(ast, site.node, value()) ? (m.kind === 'image' ? 'placeholder' : 'empty-module') : null;
  }
  return null;
}
