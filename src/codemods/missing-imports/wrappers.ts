import * as t from '@babel/types';
import type { File } from '@babel/types';
import { jsxName, traverse } from '../drop-pages/ast-kit.js';

/** JSX children that draw something: whitespace-only text between tags does not. */
const drawn = (children: t.JSXElement['children']) =>
  children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()) && !(c.type === 'JSXExpressionContainer' && c.expression.type === 'JSXEmptyExpression'));

/**
 * Elements of a missing component that wrap other content (`<SiteFrame><Routes>…</Routes></SiteFrame>`)
 * are a frame around the site, not a page: dropping the element would drop everything inside it
 * (every route of the app). The wrapper goes and what it wrapped stays in its place; its own props
 * go with it. Returns true when an element was unwrapped.
 */
export function unwrapMissingWrappers(ast: File, names: Set<string>): boolean {
  if (!names.size) return false;
  let changed = false;
  traverse(ast, {
    JSXElement: {
      exit(path) {
        if (!names.has(jsxName(path.node.openingElement).split('.')[0])) return;
        const kept = drawn(path.node.children);
        if (!kept.length) return;
        const inJsx = path.parent.type === 'JSXElement' || path.parent.type === 'JSXFragment';
        if (kept.length === 1 && kept[0].type === 'JSXElement') path.replaceWith(kept[0]);
        else if (inJsx) path.replaceWithMultiple(kept);
        else path.replaceWith(t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), kept));
        changed = true;
      },
    },
  });
  return changed;
}
