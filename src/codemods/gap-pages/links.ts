import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { cloneBare } from './register.js';
import { LABEL_KEYS, LINK_TAGS, linkLists, linkTargets, linksTo, textLink, type KnownPage, type LinkList } from './link-lists.js';
import { perRevision } from '../../convert/revision-cache.js';

export type { KnownPage } from './link-lists.js';
/** A page to link: its route, its component (`createPageUrl("Faq")`), and its label (Arabic where the entry is bilingual). */
export interface LinkTarget { route: string; label: string; component: string; labelAr?: string }

const ARABIC = /\p{Script=Arabic}/u;
/** The label in the language of the copy it replaces (an Arabic menu gets the Arabic label). */
const labelFor = (copy: string, t: LinkTarget) => (ARABIC.test(copy) && t.labelAr ? t.labelAr : t.label);

/**
 * A label the source computes (`{t("nav.about")}`, `label: t("nav.about")`) would name the model's
 * page: the copy shows the new page's label as text instead (the bilingual step translates it).
 */
function literalLabels(n: Node, t: LinkTarget): void {
  visit(n, (x) => {
    if (x.type === 'JSXElement' && LINK_TAGS.test(x.openingElement.name.type === 'JSXIdentifier' ? x.openingElement.name.name : '') && textLink(x)) {
      const i = x.children.findIndex((c) => c.type === 'JSXExpressionContainer');
      if (i >= 0) x.children.splice(i, 1, { type: 'JSXText', value: t.label } as never);
    }
    if (x.type === 'ObjectExpression') {
      for (const p of x.properties) {
        if (p.type === 'ObjectProperty' && p.key.type === 'Identifier' && LABEL_KEYS.includes(p.key.name) && !['StringLiteral', 'ObjectExpression'].includes(p.value.type)) p.value = { type: 'StringLiteral', value: t.label } as never;
      }
    }
  });
}

/** Rewrites a cloned link: its target to the new page, its visible text to the label. */
function retarget(n: Node, model: KnownPage, t: LinkTarget): void {
  literalLabels(n, t);
  let labelled = false;
  visit(n, (x, parent) => {
    if (x.type === 'StringLiteral') {
      const key = parent?.type === 'ObjectProperty' && parent.value === x && parent.key.type === 'Identifier' ? parent.key.name : null;
      if (x.value === model.route) x.value = t.route;
      // `createPageUrl("Store")`: the page name argument; any other string is copy.
      else if (x.value === model.component && parent?.type === 'CallExpression') x.value = t.component;
      // A bilingual label (`{ en: "About", ar: "من نحن" }`) takes both languages.
      else if (key === 'ar') x.value = t.labelAr ?? t.label;
      else if ((/\p{Lu}/u.test(x.value.charAt(0)) || ARABIC.test(x.value)) && !labelled) { x.value = labelFor(x.value, t); labelled = true; }
    } else if (x.type === 'JSXText' && x.value.trim()) {
      x.value = x.value.replace(x.value.trim(), labelled ? '' : labelFor(x.value, t));
      labelled = true;
    }
  });
}

/** Whether an attribute holds nothing a retarget rewrites (no route, page name or copy), so the copy may share it. */
function inert(attr: Node): boolean {
  if (attr.type !== 'JSXAttribute' || ['to', 'href'].includes(String(attr.name.name)) || attr.value?.type !== 'JSXExpressionContainer') return false;
  let ok = true;
  visit(attr.value, (x) => {
    if (x.type === 'StringLiteral' && (x.value.startsWith('/') || /^\p{Lu}/u.test(x.value) || ARABIC.test(x.value))) ok = false;
    if (x.type === 'TemplateLiteral' || x.type === 'JSXText' || x.type === 'CallExpression') ok = false;
  });
  return ok;
}

/**
 * A copy of a link entry. Expression attributes it does not rewrite (`className={({ isActive }) => ...}`)
 * are the source's own nodes, so recast prints them as the source wrote them.
 */
function cloneEntry(n: Node): Node {
  const c = cloneBare(n);
  const originals: Node[][] = [];
  visit(n, (x) => { if (x.type === 'JSXOpeningElement') originals.push(x.attributes as Node[]); });
  let i = 0;
  visit(c, (x) => {
    if (x.type !== 'JSXOpeningElement') return;
    const attrs = originals[i++];
    x.attributes = x.attributes.map((a, j) => (attrs && attrs[j] && inert(attrs[j]) ? attrs[j] : a)) as typeof x.attributes;
  });
  return c;
}

/**
 * The element whose children are the list, when its class lays them out in one row that cannot
 * break (`className="flex justify-center gap-4"`): the row gets `flex-wrap`, so the links it gains
 * go to a second line instead of past the window's edge (the more so in the longer language).
 * A column, a grid, or a row the source made to scroll or to stay on one line is left as it is.
 * For a footer's rows, which take every secondary page; a header's menu is kept to its room
 * (`addLink`'s `maxItems`) and stays one line.
 */
export function wrapRow(root: Node, l: LinkList): void {
  if (l.kind !== 'jsx') return;
  let parent: Node | null = null;
  visit(root, (x) => { if (!parent && x.type === 'JSXElement' && x.children === (l.list as unknown)) parent = x; });
  const el = parent as Node | null;
  if (!el || el.type !== 'JSXElement') return;
  const attr = el.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === 'className');
  if (!attr || attr.type !== 'JSXAttribute' || attr.value?.type !== 'StringLiteral') return;
  const tokens = attr.value.value.split(/\s+/).filter(Boolean);
  if (!tokens.includes('flex') && !tokens.includes('inline-flex')) return;
  if (tokens.some((c) => /^(?:[a-z0-9-]+:)*(flex-(col|wrap|nowrap|col-reverse|wrap-reverse)|overflow-x-(auto|scroll)|whitespace-nowrap|grid)$/.test(c) && !c.includes(':'))) return;
  // A row that is a column on small screens only (`flex-col md:flex-row`) was caught above; a row that turns at a breakpoint keeps its own rule.
  if (tokens.some((c) => /:(flex-col|flex-wrap|flex-nowrap|grid)$/.test(c))) return;
  attr.value = { ...attr.value, value: `${attr.value.value.trimEnd()} flex-wrap`, extra: undefined } as typeof attr.value;
}

/** Appends a copy of the list's last link entry, retargeted, after that entry. */
export function appendTo(l: LinkList, target: LinkTarget): void {
  const { index, page } = l.items[l.items.length - 1];
  const c = cloneEntry(l.list[index]);
  retarget(c, page, target);
  // JSX children keep the line break and indent that precede the model entry.
  const ws = l.kind === 'jsx' && l.list[index - 1]?.type === 'JSXText' ? cloneBare(l.list[index - 1]) : null;
  l.list.splice(index + 1, 0, ...(ws ? [ws, c] : [c]));
}

/**
 * Adds a link to `target` in a navigation or footer list of `file`, cloned from a sibling link to
 * another page: an entry of a link array (`{ label, href }`, `{ title, url: createPageUrl(..) }`)
 * or a text `<Link>`/`<NavLink>`/`<a>` (with its `<li>`). Returns true when the link is there
 * (added now or before). `minItems`: the fewest links to known pages a list needs to count as a
 * navigation (a lone call-to-action button is not one); `maxItems`: a list that long is full (one
 * more link would push a header row past the window, the more so in the longer language).
 */
export function addLink(tree: StagedTree, file: string, pages: KnownPage[], target: LinkTarget, minItems = 1, maxItems = Infinity): boolean {
  const ast = tree.ast(file);
  if (!ast) return false;
  if (linksTo(ast, target, targetsOf(tree, file, ast))) return true;
  const done = addLinkToAst(ast, pages, target, minItems, maxItems, false);
  if (done) tree.writeAst(file, ast);
  return done;
}

/** Whether the file links `target` already. */
export function fileLinksTo(tree: StagedTree, file: string, target: LinkTarget): boolean {
  const ast = tree.ast(file);
  return !!ast && linksTo(ast, target, targetsOf(tree, file, ast));
}

/** A file's link targets, per revision: asking whether each of many pages is linked walks a file once. */
const targetsOf = perRevision(linkTargets);

/**
 * The AST edit of `addLink`. The list with the most links to known pages gets the new link, and so
 * does every other list linking the same pages (a mobile menu that repeats the desktop one); a
 * footer's other columns, which link other pages, are left alone.
 */
export function addLinkToAst(ast: File, pages: KnownPage[], target: LinkTarget, minItems = 1, maxItems = Infinity, check = true): boolean {
  // `check`: false when the caller has just asked `linksTo` of this tree.
  if (check && linksTo(ast, target)) return true;
  const linkable = pages.filter((p) => p.route !== '/' && !p.route.includes(':'));
  const lists = linkLists(ast, linkable).filter((l) => l.items.length >= minItems && l.items.length < maxItems);
  if (!lists.length) return false;
  const best = lists.reduce((a, b) => (b.items.length > a.items.length ? b : a));
  for (const l of lists) if (l === best || (l.routes === best.routes && l.items.length >= 2)) appendTo(l, target);
  return true;
}
