import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { cloneBare } from './register.js';

export interface LinkTarget { route: string; label: string; component: string }
export interface KnownPage { route: string; component: string }

const LINK_TAGS = /^(Link|NavLink|a)$/;
const attrOf = (el: Node, names: string[]) => (el.type === 'JSXElement' ? el.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && names.includes(String(a.name.name))) : undefined);

/** The route a link node points at: a literal, or a `createPageUrl("Name")`-style call naming a page. */
function linkedPage(value: Node | null | undefined, pages: KnownPage[]): KnownPage | null {
  if (!value) return null;
  if (value.type === 'JSXExpressionContainer') return linkedPage(value.expression as Node, pages);
  if (value.type === 'StringLiteral') return pages.find((p) => p.route === value.value) ?? null;
  if (value.type === 'CallExpression' && value.arguments[0]?.type === 'StringLiteral') {
    const arg = value.arguments[0].value;
    return pages.find((p) => p.component === arg) ?? null;
  }
  return null;
}

/** Rewrites a cloned link: its target to the new page, its visible text to the label. */
function retarget(n: Node, model: KnownPage, t: LinkTarget): void {
  let labelled = false;
  visit(n, (x, parent) => {
    if (x.type === 'StringLiteral') {
      if (x.value === model.route) x.value = t.route;
      // `createPageUrl("Store")`: the page name argument; any other string is copy.
      else if (x.value === model.component && parent?.type === 'CallExpression') x.value = t.component;
      else if (/\p{Lu}/u.test(x.value.charAt(0)) && !labelled) { x.value = t.label; labelled = true; }
    } else if (x.type === 'JSXText' && x.value.trim()) {
      x.value = x.value.replace(x.value.trim(), labelled ? '' : t.label);
      labelled = true;
    }
  });
}

/**
 * Adds a link to `target` in a navigation or footer list of `file`, cloned from a sibling link to
 * another page: an entry of a link array (`{ label, href }`) or a `<Link>` (with its `<li>`).
 * Returns true when the link is there (added now or before).
 */
export function addLink(tree: StagedTree, file: string, pages: KnownPage[], target: LinkTarget): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  const text = tree.read(file) ?? '';
  const before = linked(text, target);
  const done = addLinkToAst(ast, text, pages, target);
  if (done && !before) tree.writeAst(file, ast);
  return done;
}

const linked = (text: string, target: LinkTarget) => text.includes(`"${target.route}"`) || text.includes(`'${target.route}'`) || text.includes(`("${target.component}")`);

/** The AST edit of `addLink`; `text` is the file's source (a file that already links the target is left alone). */
export function addLinkToAst(ast: File, text: string, pages: KnownPage[], target: LinkTarget): boolean {
  if (linked(text, target)) return true;
  const linkable = pages.filter((p) => p.route !== '/' && !p.route.includes(':'));
  let done = false;
  visit(ast.program, (n) => {
    if (done) return;
    if (n.type === 'ArrayExpression') {
      const i = n.elements.findIndex((e) => e?.type === 'ObjectExpression' && e.properties.some((p) => p.type === 'ObjectProperty' && linkedPage(p.value as Node, linkable)));
      if (i < 0) return;
      const el = n.elements[i] as Node;
      const prop = (el as { properties: Node[] }).properties.find((p) => p.type === 'ObjectProperty' && linkedPage(p.value as Node, linkable)) as { value: Node };
      const c = cloneBare(el);
      retarget(c, linkedPage(prop.value, linkable)!, target);
      n.elements.push(c as never);
      done = true;
      return;
    }
    const list = n.type === 'JSXElement' || n.type === 'JSXFragment' ? n.children : null;
    if (!list) return;
    for (let i = list.length - 1; i >= 0 && !done; i--) {
      const child = list[i];
      if (child.type !== 'JSXElement') continue;
      // The item is the link itself or a wrapper (`<li>`) whose only element is the link.
      const inner = child.openingElement.name.type === 'JSXIdentifier' && LINK_TAGS.test(child.openingElement.name.name) ? child
        : child.children.filter((c) => c.type === 'JSXElement').length === 1 ? (child.children.find((c) => c.type === 'JSXElement') as Node) : null;
      if (!inner || inner.type !== 'JSXElement' || inner.openingElement.name.type !== 'JSXIdentifier' || !LINK_TAGS.test(inner.openingElement.name.name)) continue;
      const a = attrOf(inner, ['to', 'href']);
      const model = a && a.type === 'JSXAttribute' ? linkedPage(a.value as Node, linkable) : null;
      // Only a text link is a model (an icon-and-badge link is not a list entry).
      const plain = inner.children.every((c) => c.type === 'JSXText') && inner.children.some((c) => c.type === 'JSXText' && c.value.trim());
      if (!model || !plain) continue;
      const c = cloneBare(child);
      retarget(c, model, target);
      const ws = list[i - 1]?.type === 'JSXText' ? cloneBare(list[i - 1]) : null;
      list.splice(i + 1, 0, ...(ws ? [ws, c] : [c]));
      done = true;
    }
  });
  return done;
}
