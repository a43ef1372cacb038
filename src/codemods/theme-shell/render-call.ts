import type { CallExpression, Expression, File, JSXElement, JSXFragment, Node, Statement, VariableDeclarator } from '@babel/types';
import { visit } from '../../convert/print.js';
import { referencedNames } from '../bundler-config/ast-build.js';
import { unwrap } from '../../rule-kit/pattern.js';

/** The `root.render(<App/>)` / `createRoot(el).render(...)` / `ReactDOM.render(<App/>, el)` call of an entry. */
export interface RenderCall {
  call: CallExpression;
  jsx: JSXElement | JSXFragment;
  /**
   * The top-level `const app = (<…/>)` the call renders by name, when it does: a pre-rendering
   * entry (react-snap) passes the same tree to `hydrateRoot(el, app)` and `createRoot(el).render(app)`.
   */
  held: VariableDeclarator | null;
}

/** Put `tree` where the render call's tree is: the call's argument, or the const it renders by name. */
export function replaceRenderTree(render: RenderCall, tree: Expression): void {
  if (render.held) render.held.init = tree;
  else render.call.arguments[0] = tree;
}

/** A top-level `const name = <jsx>` of the module (never reassigned: a const), with its tree. */
function heldTree(ast: File, name: string): { held: VariableDeclarator; jsx: JSXElement | JSXFragment } | null {
  for (const s of ast.program.body) {
    if (s.type !== 'VariableDeclaration' || s.kind !== 'const') continue;
    for (const d of s.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name !== name) continue;
      const init = d.init ? unwrap(d.init) : null;
      if (!init || (init.type !== 'JSXElement' && init.type !== 'JSXFragment')) return null;
      // `const tree = (<StrictMode>…)`: the parentheses are the const's, not the tree's; printed
      // with the tree (inside the provider, in the index App) they would be text on the page.
      if (init.extra) { delete init.extra.parenthesized; delete init.extra.parenStart; }
      return { held: d, jsx: init };
    }
  }
  return null;
}

const REACT_DOM = new Set(['react-dom', 'react-dom/client']);

export function findRenderCall(ast: File): RenderCall | null {
  const importsReactDom = ast.program.body.some((s) => s.type === 'ImportDeclaration' && REACT_DOM.has(s.source.value));
  let found: RenderCall | null = null;
  visit(ast.program, (node) => {
    if (found || node.type !== 'CallExpression') return;
    const arg = node.arguments[0];
    const callee = node.callee;
    const isRender =
      (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'render') ||
      (importsReactDom && callee.type === 'Identifier' && callee.name === 'render');
    if (!arg || !isRender) return;
    if (arg.type === 'JSXElement' || arg.type === 'JSXFragment') found = { call: node, jsx: arg, held: null };
    // `createRoot(el).render(app)` with `const app = (<StrictMode>…</StrictMode>)` above it.
    else if (arg.type === 'Identifier') { const h = heldTree(ast, arg.name); if (h) found = { call: node, ...h }; }
  });
  return found;
}

interface CommentLike { leading?: boolean; trailing?: boolean; start?: number | null }
type Commented = { comments?: CommentLike[] | null; leadingComments?: CommentLike[] | null; trailingComments?: CommentLike[] | null };

/**
 * Comments written around the rendered tree (`render(\n  // <StrictMode>\n  <App />\n  // </StrictMode>\n)`)
 * become comments of the render call: once the tree is a child of another element they would be
 * JSX text, and a commented-out `<StrictMode>` an element again.
 */
export function liftRenderComments(render: RenderCall): void {
  const jsx = render.jsx as unknown as Commented;
  const all = [...(jsx.comments ?? []), ...(jsx.leadingComments ?? []), ...(jsx.trailingComments ?? [])];
  const taken = [...new Set(all)].sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  if (!taken.length) return;
  jsx.comments = null;
  jsx.leadingComments = null;
  jsx.trailingComments = null;
  const call = render.call as unknown as Commented;
  for (const c of taken) { c.leading = true; c.trailing = false; }
  call.comments = [...(call.comments ?? []), ...taken];
}

/** Does the tree already contain `<Name ...>` anywhere? */
export function containsJsx(root: Node, name: string): boolean {
  let hit = false;
  visit(root, (n) => {
    if (n.type === 'JSXIdentifier' && n.name === name) hit = true;
  });
  return hit;
}

const declaredNames = (s: Statement): string[] => {
  if (s.type === 'VariableDeclaration') return s.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) return [s.id.name];
  return [];
};

/**
 * Top-level statements of the entry that the render tree depends on (e.g. `const queryClient =
 * new QueryClient()`), followed transitively, in source order. Imports are handled apart.
 */
export function localDependencies(ast: File, root: Node): Statement[] {
  const byName = new Map<string, Statement>();
  for (const s of ast.program.body) for (const n of declaredNames(s)) byName.set(n, s);
  const needed = new Set<Statement>();
  const queue = [...referencedNames(root)];
  while (queue.length) {
    const s = byName.get(queue.pop()!);
    if (!s || needed.has(s)) continue;
    needed.add(s);
    queue.push(...referencedNames(s));
  }
  return ast.program.body.filter((s) => needed.has(s));
}

/** Local binding names imported by the file. */
export function importedLocals(ast: File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) if (s.type === 'ImportDeclaration') for (const sp of s.specifiers) out.add(sp.local.name);
  return out;
}
