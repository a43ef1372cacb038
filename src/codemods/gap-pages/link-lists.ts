import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';

export interface KnownPage { route: string; component: string }

/** Components that render a link, and the attributes that hold its target. */
export const LINK_TAGS = /^(Link|NavLink|a)$/;
const TARGET_ATTRS = ['to', 'href'];
/** Keys of a navigation entry object (`{ label, to }`, `{ name, href }`, `{ title, url }`, `{ text, path }`). */
const LINK_KEYS = ['to', 'href', 'path', 'url', 'link'];
export const LABEL_KEYS = ['label', 'name', 'title', 'text'];
/** Keys of a route object (`{ path, element }`): an entry of the route table, never a nav entry. */
const ROUTE_KEYS = ['element', 'component', 'Component', 'lazy', 'loader', 'children'];

const keyName = (p: Node) => (p.type === 'ObjectProperty' && (p.key.type === 'Identifier' || p.key.type === 'StringLiteral') ? (p.key.type === 'Identifier' ? p.key.name : p.key.value) : null);
const tagOf = (el: Node) => (el.type === 'JSXElement' && el.openingElement.name.type === 'JSXIdentifier' ? el.openingElement.name.name : null);

/** The route a link target points at: a literal, or a `createPageUrl("Name")`-style call naming a page. */
export function linkedPage(value: Node | null | undefined, pages: KnownPage[]): KnownPage | null {
  if (!value) return null;
  if (value.type === 'JSXExpressionContainer') return linkedPage(value.expression as Node, pages);
  if (value.type === 'StringLiteral') return pages.find((p) => p.route === value.value) ?? null;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return pages.find((p) => p.route === value.quasis[0].value.cooked) ?? null;
  if (value.type === 'CallExpression' && value.arguments[0]?.type === 'StringLiteral') {
    const arg = value.arguments[0].value;
    return pages.find((p) => p.component === arg) ?? null;
  }
  return null;
}

/** The link target of a JSX link element (`<Link to>`, `<NavLink to>`, `<a href>`). */
export function jsxTarget(el: Node): Node | null {
  if (el.type !== 'JSXElement' || !LINK_TAGS.test(tagOf(el) ?? '')) return null;
  const a = el.openingElement.attributes.find((x) => x.type === 'JSXAttribute' && TARGET_ATTRS.includes(String(x.name.name)));
  return a?.type === 'JSXAttribute' ? (a.value as Node | null) : null;
}

/**
 * The link target of a navigation entry object, or null when the object is no nav entry. A route
 * object (`{ path, element }`) is one only with `routes` set and a label (`{ path, label, element }`,
 * a route table the menu maps over): it links its page, but a link is never added to it.
 */
export function entryTarget(o: Node, routes = false): Node | null {
  if (o.type !== 'ObjectExpression') return null;
  const keys = o.properties.map(keyName);
  if ((!routes && keys.some((k) => k && ROUTE_KEYS.includes(k))) || !keys.some((k) => k && LABEL_KEYS.includes(k))) return null;
  const p = o.properties.find((x) => LINK_KEYS.includes(keyName(x) ?? ''));
  return p?.type === 'ObjectProperty' ? (p.value as Node) : null;
}

/**
 * Whether a link shows only its label: text, or one expression that reads it (`{t("nav.about")}`,
 * `{labels.about}`, a language choice of two labels), also through an inner anchor. An icon-and-badge link is no list entry.
 */
export function textLink(el: Node): boolean {
  if (el.type !== 'JSXElement') return false;
  const shown = el.children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()));
  if (shown.length && shown.every((c) => c.type === 'JSXText')) return true;
  const [only] = shown;
  // A router link around an anchor that holds the text (`<Link href="/faq"><a>FAQ</a></Link>`, wouter 2).
  if (shown.length === 1 && only.type === 'JSXElement' && tagOf(only) === 'a' && tagOf(el) !== 'a') return textLink(only);
  return shown.length === 1 && only.type === 'JSXExpressionContainer' && label(only.expression as Node);
}

/** A label read (`t("nav.about")`, `labels.about`), or a choice between two (`lang === 'ar' ? 'من نحن' : 'About'`). */
function label(e: Node): boolean {
  if (e.type === 'ConditionalExpression') return [e.consequent, e.alternate].every((b) => b.type === 'StringLiteral' || (b.type === 'TemplateLiteral' && !b.expressions.length) || label(b as Node));
  return ['CallExpression', 'MemberExpression', 'Identifier'].includes(e.type);
}

/** What a link target points at, for a list scan: a known page, or null when the link is no list item. */
export type TargetPage = (target: Node | null | undefined) => KnownPage | null;

/** The item of a JSX list that is a text link to a known page: the link itself or a wrapper (`<li>`) around it. */
function jsxItemPage(child: Node, page: TargetPage): KnownPage | null {
  if (child.type !== 'JSXElement') return null;
  // A wrapper holds the link and nothing else but layout whitespace (not a `{list.map(...)}` beside it).
  const elements = child.children.filter((c) => c.type === 'JSXElement');
  const bare = child.children.every((c) => c.type === 'JSXElement' || (c.type === 'JSXText' && !c.value.trim()));
  const inner = LINK_TAGS.test(tagOf(child) ?? '') ? child : elements.length === 1 && bare ? elements[0] : null;
  if (!inner || inner.type !== 'JSXElement') return null;
  return textLink(inner) ? page(jsxTarget(inner)) : null;
}

/** A list of links in a file: its items, which of them link known pages, and those pages' routes. */
export interface LinkList {
  list: Node[];
  kind: 'jsx' | 'array';
  /** Index of each item that links a known page, with that page. */
  items: { index: number; page: KnownPage }[];
  routes: string;
}

/**
 * Every JSX child list and array literal in the file (or under `root`) holding text links or nav
 * entries to known pages; `page` says what a target links (by default a page of `pages`).
 */
export function linkLists(root: File | Node, pages: KnownPage[], page: TargetPage = (v) => linkedPage(v, pages)): LinkList[] {
  const out: LinkList[] = [];
  visit(root.type === 'File' ? root.program : root, (n) => {
    const kind = n.type === 'ArrayExpression' ? 'array' : n.type === 'JSXElement' || n.type === 'JSXFragment' ? 'jsx' : null;
    if (!kind) return;
    const list = (kind === 'array' ? (n as { elements: Node[] }).elements : (n as { children: Node[] }).children) as Node[];
    const items: LinkList['items'] = [];
    list.forEach((child, index) => {
      const linked = !child ? null : kind === 'array' ? page(entryTarget(child)) : jsxItemPage(child, page);
      if (linked) items.push({ index, page: linked });
    });
    if (items.length) out.push({ list, kind, items, routes: [...new Set(items.map((i) => i.page.route))].sort().join(' ') });
  });
  return out;
}

/** The link targets of a file: every link element's or nav entry's target value (what `linksTo` matches). */
export function linkTargets(ast: File): Node[] {
  const out: Node[] = [];
  visit(ast.program, (n) => {
    const v = jsxTarget(n) ?? entryTarget(n, true);
    const bare = v?.type === 'JSXExpressionContainer' ? (v.expression as Node) : v;
    if (bare) out.push(bare);
  });
  return out;
}

/**
 * Whether the file already links `target` (a link element or a nav entry; a route table entry does
 * not count). Routers match paths case-insensitively by default, so `/FAQ` links `/Faq`.
 * `targets`: the file's `linkTargets`, when the caller keeps them (many targets, one walk).
 */
export function linksTo(ast: File, target: KnownPage, targets: Node[] = linkTargets(ast)): boolean {
  const lower = (s: string) => s.toLowerCase();
  const pages = [target, { route: lower(target.route), component: lower(target.component) }];
  const lowered = (v: Node | null): Node | null => (v?.type === 'StringLiteral' ? { ...v, value: lower(v.value) } : v?.type === 'CallExpression' && v.arguments[0]?.type === 'StringLiteral' ? { ...v, arguments: [{ ...v.arguments[0], value: lower(v.arguments[0].value) }] } : v);
  return targets.some((bare) => !!linkedPage(lowered(bare), pages));
}
