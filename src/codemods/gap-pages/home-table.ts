import type { File, JSXAttribute, JSXElement, Node } from '@babel/types';
import * as t from '@babel/types';
import { isRouteElement } from '../drop-pages/routes.js';

/** A route element's `path`, when it is a plain string (`path="/x"`, `path={'/x'}`). */
function routePath(el: JSXElement): string | null {
  const a = el.openingElement.attributes.find((x): x is JSXAttribute => x.type === 'JSXAttribute' && x.name.name === 'path');
  const v = a?.value;
  if (v?.type === 'StringLiteral') return v.value;
  if (v?.type === 'JSXExpressionContainer' && v.expression.type === 'StringLiteral') return v.expression.value;
  return null;
}

const isRoute = (n: Node): n is JSXElement => n.type === 'JSXElement' && isRouteElement(n.openingElement);
const norm = (p: string) => p.replace(/^\/+|\/+$/g, '');

/** The home page's own entry: an `index` route, or a `/` route with no routes nested in it (not a layout parent). */
function isHomeEntry(el: JSXElement): boolean {
  if (el.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'index')) return true;
  const p = routePath(el);
  return p !== null && norm(p) === '' && !el.children.some(isRoute);
}

/**
 * Does a file list the page's route in the same route table as the home page's? A site may keep
 * some routes outside its frame (a standalone tracking page, an admin screen) and the rest in a
 * layout table with header and footer; new pages copy a registration from the framed table.
 */
export function sharesTableWithHome(ast: File, route: string): boolean {
  let hit = false;
  t.traverseFast(ast.program, (n) => {
    if (hit || (n.type !== 'JSXElement' && n.type !== 'JSXFragment')) return;
    const routes = n.children.filter(isRoute);
    if (!routes.some(isHomeEntry)) return;
    hit = routes.some((r) => { const p = routePath(r); return p !== null && norm(p) === norm(route) && !isHomeEntry(r); });
  });
  return hit;
}
