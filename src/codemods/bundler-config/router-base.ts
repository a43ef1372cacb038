import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';

/**
 * A router told the sub-path the source was deployed under (`<BrowserRouter basename="/my-shop">`,
 * `createBrowserRouter(routes, { basename: '/my-shop' })`, wouter's `<Router base="/my-shop">`, or
 * `basename={import.meta.env.BASE_URL}` where the Vite `base` named it). The theme's `base` is
 * `'./'` and the platform serves its pages from the root, so such a router matches no page and
 * renders nothing: the sub-path goes. A basename of `/` changes nothing and stays.
 */

/** A deploy sub-path value: a literal `/x…` path, or the Vite base read through `import.meta.env.BASE_URL`. */
function isDeployPath(n: Node | null | undefined): boolean {
  if (!n) return false;
  if (n.type === 'JSXExpressionContainer') return isDeployPath(n.expression as Node);
  if (n.type === 'StringLiteral') return /^\/[^/]/.test(n.value);
  if (n.type === 'TemplateLiteral') return n.expressions.length === 0 && /^\/[^/]/.test(n.quasis[0]?.value.cooked ?? '');
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' && n.property.name === 'BASE_URL') {
    const o = n.object;
    return o.type === 'MemberExpression' && o.object.type === 'MetaProperty' && o.property.type === 'Identifier' && o.property.name === 'env';
  }
  return false;
}

/** The JSX element names a router is rendered as (`BrowserRouter`, an alias `Router`, wouter's `Router`). */
const ROUTER_ELEMENT = /Router$/;

/** Remove deploy sub-paths from routers in one module; returns how many went. */
export function dropRouterBase(ast: File): number {
  let removed = 0;
  visit(ast.program, (n) => {
    if (n.type === 'JSXOpeningElement' && n.name.type === 'JSXIdentifier' && ROUTER_ELEMENT.test(n.name.name)) {
      const keep = n.attributes.filter((a) => !(a.type === 'JSXAttribute' && (a.name.name === 'basename' || a.name.name === 'base') && isDeployPath(a.value)));
      removed += n.attributes.length - keep.length;
      n.attributes = keep;
    }
    // `createBrowserRouter(routes, { basename: '/x' })` and the other data routers.
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && /^create\w*Router$/.test(n.callee.name)) {
      const opts = n.arguments[1];
      if (opts?.type !== 'ObjectExpression') return;
      const keep = opts.properties.filter((p) => !(p.type === 'ObjectProperty' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'basename' && isDeployPath(p.value as Node)));
      removed += opts.properties.length - keep.length;
      opts.properties = keep;
      if (!keep.length) n.arguments.splice(1, 1);
    }
  });
  return removed;
}
