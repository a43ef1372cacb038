import _traverse, { type NodePath, type TraverseOptions } from '@babel/traverse';
import * as t from '@babel/types';
import type { Node } from '@babel/types';

/** @babel/traverse ships CommonJS; under ESM its function is the `default` of the default. */
type TraverseFn = (parent: import('@babel/types').Node, opts: TraverseOptions) => void;
const mod = _traverse as unknown as { default?: TraverseFn };
export const traverse: TraverseFn = mod.default ?? (mod as unknown as TraverseFn);
export type { NodePath };

/**
 * Will a walk of `ast` started now build its program scope afresh? Then the walk crawls it as it
 * starts, and a `Program` visitor need not crawl it again (no scope is cached for the program:
 * never walked, or forgotten between steps).
 */
export function programScopeIsFresh(ast: import('@babel/types').File): boolean {
  const cache = (traverse as unknown as { cache?: { scope?: WeakMap<object, unknown> } }).cache;
  return cache?.scope !== undefined && !cache.scope.has(ast.program);
}

/**
 * Programs whose scope was crawled and that no edit has changed since. The mend of one file crawls
 * its scope before several passes; on a file nothing has changed since the last crawl (most files
 * of a site) a new crawl would find the same bindings, so it is skipped. `scopeEdited` must be
 * called after every edit the mend makes (its passes say whether they changed the tree).
 */
const crawled = new WeakSet<t.Program>();

/** Crawl the program's scope unless it was crawled and the tree is unchanged since. */
export function crawlIfStale(program: NodePath<t.Program>): void {
  if (crawled.has(program.node)) return;
  program.scope.crawl();
  crawled.add(program.node);
}

/**
 * Was the program's scope crawled with no edit since? Then every node has its path and scope from
 * that crawl, and a walk that changes nothing leaves the caches as they are: a pass that a cheap
 * scan shows has nothing to do may be skipped without changing what later passes see.
 */
export const scopeIsCurrent = (ast: import('@babel/types').File): boolean => crawled.has(ast.program);

/** The program's scope is as crawled now (a walk just built or crawled it). */
export const scopeCrawled = (ast: import('@babel/types').File): void => void crawled.add(ast.program);

/** The tree was edited: its next `crawlIfStale` crawls. Returns `edited`, to wrap a pass's result. */
export function scopeEdited(ast: import('@babel/types').File, edited = true): boolean {
  if (edited) crawled.delete(ast.program);
  return edited;
}

export { jsxName, keyName, memberPath, staticString } from '../../check/ast.js';

/** Whitespace-only JSX text (the indentation between children). */
export const isBlankText = (n: Node | null | undefined): boolean => !!n && n.type === 'JSXText' && n.value.trim() === '';

/** Does `root` contain an identifier (reference) named in `names`? */
export function mentions(root: Node | null | undefined, names: Set<string>): boolean {
  if (!root || !names.size) return false;
  let hit = false;
  t.traverseFast(root, (n) => {
    if (hit) return;
    if ((n.type === 'Identifier' || n.type === 'JSXIdentifier') && names.has(n.name)) hit = true;
  });
  return hit;
}

/** The string spec of an `import('x')` node, else null. */
export function dynamicImportSpec(n: Node): string | null {
  if (n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral') return n.arguments[0].value;
  if (n.type === 'ImportExpression' && n.source.type === 'StringLiteral') return n.source.value;
  return null;
}

/** The string specs of every `import('x')` inside `root`. */
export function dynamicImports(root: Node | null | undefined): string[] {
  const out: string[] = [];
  if (!root) return out;
  t.traverseFast(root, (n) => {
    const spec = dynamicImportSpec(n);
    if (spec !== null) out.push(spec);
  });
  return out;
}

/** Remove a JSX child together with the blank text before it, so no empty line is left. */
function removeJsxChild(path: NodePath): void {
  const prev = path.getSibling((path.key as number) - 1);
  if (prev.node && isBlankText(prev.node)) {
    const next = path.getSibling((path.key as number) + 1);
    if (next.node && isBlankText(next.node)) prev.remove();
  }
  const parent = path.parentPath;
  path.remove();
  // `<li><Link to="/login">Sign in</Link></li>`: an item left empty goes too.
  if (parent?.isJSXElement() && EMPTY_ITEM.test(jsxNameOf(parent.node)) && parent.node.children.every(isBlankText)) removeJsx(parent);
}

const EMPTY_ITEM = /^(li|dt|dd)$/;
const jsxNameOf = (el: t.JSXElement) => (el.openingElement.name.type === 'JSXIdentifier' ? el.openingElement.name.name : '');

const inJsxChildren = (path: NodePath) => path.listKey === 'children';

/**
 * Remove a JSX element (or expression) from wherever it sits, keeping the code valid: a JSX
 * child goes; `{c && <X/>}` goes; a conditional branch becomes `null`; a returned element
 * becomes `null`; an array entry goes.
 */
export function removeJsx(path: NodePath): void {
  const parent = path.parentPath;
  if (!parent) return;
  if (inJsxChildren(path)) return removeJsxChild(path);
  if (parent.isJSXExpressionContainer()) {
    if (inJsxChildren(parent)) return removeJsxChild(parent);
    path.replaceWith(t.nullLiteral());
    return;
  }
  if (parent.isLogicalExpression() && path.key === 'right') return removeJsx(parent);
  if (parent.isConditionalExpression() && path.key !== 'test') {
    const other = path.key === 'consequent' ? parent.node.alternate : parent.node.consequent;
    if (other.type === 'NullLiteral') return removeJsx(parent);
    path.replaceWith(t.nullLiteral());
    return;
  }
  if (path.listKey === 'elements' && parent.isArrayExpression()) return path.remove();
  if (parent.isExpressionStatement()) return parent.remove();
  path.replaceWith(t.nullLiteral());
}

/** The children of an element worth keeping (no indentation text at the edges). */
function keptChildren(el: t.JSXElement): t.JSXElement['children'] {
  const kids = [...el.children];
  while (kids.length && isBlankText(kids[0])) kids.shift();
  while (kids.length && isBlankText(kids[kids.length - 1])) kids.pop();
  return kids;
}

/** Replace an element by its children: `<Guard><Page/></Guard>` → `<Page/>`. */
export function unwrapJsx(path: NodePath<t.JSXElement>): void {
  const kids = keptChildren(path.node);
  if (inJsxChildren(path)) {
    if (!kids.length) return removeJsxChild(path);
    path.replaceWithMultiple(kids);
    return;
  }
  const real = kids.filter((k) => !(k.type === 'JSXText' && k.value.trim() === ''));
  if (!real.length) return removeJsx(path);
  if (real.length === 1 && real[0].type === 'JSXElement') {
    path.replaceWith(real[0]);
    return;
  }
  if (real.length === 1 && real[0].type === 'JSXExpressionContainer' && real[0].expression.type !== 'JSXEmptyExpression') {
    path.replaceWith(real[0].expression);
    return;
  }
  path.replaceWith(t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), kids));
}

export const lineOf = (n: Node | null | undefined): number => n?.loc?.start.line ?? 0;

/** `() => {}` */
export const noop = (): t.ArrowFunctionExpression => t.arrowFunctionExpression([], t.blockStatement([]));
