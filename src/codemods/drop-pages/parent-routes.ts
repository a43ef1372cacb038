import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { isBlankText, keyName, removeJsx, traverse, type NodePath } from './ast-kit.js';
import { isRouteElement } from './routes.js';

/**
 * Route parents as the source has them, before the mend: JSX routes with nested routes
 * (`<Route path="/admin/*" element={<Guard><AdminLayout /></Guard>}>…</Route>`) and route objects
 * with a non-empty `children` array. Recorded first so that a parent the mend emptied can be told
 * from a route the source wrote without children.
 */
export interface RouteParents {
  jsx: Set<t.JSXElement>;
  objects: Set<t.ObjectExpression>;
}

/** Does a JSX element nest a route among its children (directly or inside `{cond && <Route/>}`)? */
function nestsRoute(el: t.JSXElement): boolean {
  let hit = false;
  for (const child of el.children) {
    t.traverseFast(child, (n) => {
      if (!hit && n.type === 'JSXElement' && isRouteElement(n.openingElement)) hit = true;
    });
  }
  return hit;
}

function childrenArray(obj: t.ObjectExpression): t.ArrayExpression | null {
  for (const p of obj.properties) {
    if (p.type === 'ObjectProperty' && keyName(p.key) === 'children' && p.value.type === 'ArrayExpression') return p.value;
  }
  return null;
}

const isComment = (n: Node | undefined): boolean => n?.type === 'JSXExpressionContainer' && n.expression.type === 'JSXEmptyExpression';

/**
 * `{/* Admin routes *\/}` just above a parent that goes, when nothing follows the parent before the
 * next comment or the end: it labelled only that parent, so it goes too.
 */
function removeLabel(path: NodePath<t.JSXElement>): void {
  if (path.listKey !== 'children' || typeof path.key !== 'number') return;
  const siblings = path.container as Node[];
  const solid = (i: number, step: number) => {
    while (i >= 0 && i < siblings.length && isBlankText(siblings[i])) i += step;
    return i;
  };
  const before = solid(path.key - 1, -1);
  const after = solid(path.key + 1, 1);
  if (before < 0 || !isComment(siblings[before]) || (after < siblings.length && !isComment(siblings[after]))) return;
  removeJsx(path.getSibling(before));
}

export function routeParents(ast: File): RouteParents {
  const out: RouteParents = { jsx: new Set(), objects: new Set() };
  t.traverseFast(ast.program, (n: Node) => {
    if (n.type === 'JSXElement' && isRouteElement(n.openingElement) && nestsRoute(n)) out.jsx.add(n);
    if (n.type === 'ObjectExpression') {
      const kids = childrenArray(n);
      if (kids && kids.elements.length) out.objects.add(n);
    }
  });
  return out;
}

/**
 * Remove the parents whose every child route the mend dropped: the layout or guard element they
 * render has nothing left to frame (its imports go in the cleanup that follows). Inner parents go
 * first, so a grandparent emptied by them goes in the next round.
 */
export function removeEmptiedParents(ast: File, parents: RouteParents): boolean {
  if (!parents.jsx.size && !parents.objects.size) return false;
  let changed = false;
  for (let round = 0; round < 4; round++) {
    let again = false;
    traverse(ast, {
      JSXElement: {
        exit(path) {
          if (!parents.jsx.has(path.node) || nestsRoute(path.node)) return;
          parents.jsx.delete(path.node);
          removeLabel(path);
          removeJsx(path);
          again = true;
        },
      },
      ObjectExpression: {
        exit(path) {
          if (!parents.objects.has(path.node) || (childrenArray(path.node)?.elements.length ?? 1) > 0) return;
          // Only an entry of a routes array can go; elsewhere (a variable, an argument) it stays.
          if (path.listKey !== 'elements' || !path.parentPath.isArrayExpression()) return;
          parents.objects.delete(path.node);
          path.remove();
          again = true;
        },
      },
    });
    changed = again || changed;
    if (!again) break;
  }
  return changed;
}
