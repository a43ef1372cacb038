import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import { collapse, isBlank } from '../jsx/text.js';
import type { HtmlPage } from './read-page.js';

const isEl = (n: P5.ChildNode | undefined): n is P5.Element => !!n && 'tagName' in n;

/** Class tokens that mark "the current page" in a nav: they differ per page and must not split a layout. */
export const ACTIVE_TOKENS = new Set(['active', 'current', 'is-active', 'selected', 'current-menu-item', 'current_page_item', 'is-current']);

/** Body nodes that carry content (elements and non-blank text; no scripts, styles, comments). */
export function significant(nodes: P5.ChildNode[]): P5.ChildNode[] {
  return nodes.filter((n) => (isEl(n) ? !['script', 'style', 'noscript', 'template'].includes(n.tagName) : n.nodeName === '#text' && !isBlank((n as P5.TextNode).value)));
}

/**
 * A normalized signature of a subtree: tags, attributes (URLs resolved to the site, active markers
 * removed) and collapsed text. Two pages' headers compare equal when they render the same.
 */
export function signature(n: P5.ChildNode, resolveUrl: (url: string) => string): string {
  if (n.nodeName === '#text') return collapse((n as P5.TextNode).value).trim();
  if (!isEl(n)) return '';
  const attrs = n.attrs
    .filter((a) => a.name !== 'aria-current')
    .map((a) => {
      let v = a.value;
      if (a.name === 'class') v = v.split(/\s+/).filter((t) => t && !ACTIVE_TOKENS.has(t)).sort().join(' ');
      else if (a.name === 'href' || a.name === 'src') v = resolveUrl(v);
      return a.name === 'class' && !v ? '' : `${a.prefix ? a.prefix + ':' : ''}${a.name}=${v}`;
    })
    .filter(Boolean)
    .sort();
  const kids = significant(n.childNodes).map((c) => signature(c, resolveUrl)).filter(Boolean);
  return `<${n.tagName} ${attrs.join(' ')}>${kids.join('|')}</${n.tagName}>`;
}

export interface LayoutSplit {
  /** Pages that share the layout. */
  pages: HtmlPage[];
  /** Wrapper elements (outermost first) shared by those pages, taken from the first page. */
  wrappers: P5.Element[];
  /** Shared nodes before and after the page content, from the first page. */
  before: P5.Element[];
  after: P5.Element[];
  /** Per page: its own copy of the shared parts (same shape as `before`/`after`). */
  parts: Map<HtmlPage, P5.Element[]>;
  /** Per page: the nodes that are its own content. */
  content: Map<HtmlPage, P5.ChildNode[]>;
}

/**
 * Find the layout shared by the pages: markup repeated at the start (header, nav) and the end
 * (footer) of the body, possibly inside a shared wrapper element. Pages that do not share the most
 * common leading block stay outside the layout. Null when fewer than two pages share anything.
 */
export function detectLayout(pages: HtmlPage[], resolveFor: (page: HtmlPage) => (url: string) => string): LayoutSplit | null {
  if (pages.length < 2) return null;
  const sig = (p: HtmlPage, n: P5.ChildNode) => signature(n, resolveFor(p));
  const shallow = (p: HtmlPage, el: P5.Element) => sig(p, { ...el, childNodes: [] } as P5.Element);

  // The group: pages whose body starts with the most common element (tag and attributes only).
  const firstSigs = new Map<string, HtmlPage[]>();
  for (const p of pages) {
    const f = significant(p.body.childNodes)[0];
    if (!isEl(f)) continue;
    const s = shallow(p, f);
    firstSigs.set(s, [...(firstSigs.get(s) ?? []), p]);
  }
  let group = [...firstSigs.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  if (group.length < 2) group = pages; // no common head: maybe a common footer only

  // Descend through one shared wrapper per level while every page's body is that single element.
  let roots = new Map(group.map((p) => [p, p.body as P5.Element]));
  const wrappers: P5.Element[] = [];
  for (;;) {
    const kids = group.map((p) => significant(roots.get(p)!.childNodes));
    if (!kids.every((k) => k.length === 1 && isEl(k[0]) && !isSectioning(k[0] as P5.Element))) break;
    const first = shallow(group[0], kids[0][0] as P5.Element);
    if (!group.every((p, i) => shallow(p, kids[i][0] as P5.Element) === first)) break;
    wrappers.push(kids[0][0] as P5.Element);
    roots = new Map(group.map((p, i) => [p, kids[i][0] as P5.Element]));
  }

  const lists = new Map(group.map((p) => [p, significant(roots.get(p)!.childNodes)]));
  const len = (p: HtmlPage) => lists.get(p)!.length;
  const at = (p: HtmlPage, i: number) => lists.get(p)![i];
  const allSame = (get: (p: HtmlPage) => P5.ChildNode | undefined) => {
    const first = get(group[0]);
    if (!isEl(first)) return false;
    const s = sig(group[0], first);
    return group.every((p) => {
      const n = get(p);
      return isEl(n) && sig(p, n) === s;
    });
  };
  let before = 0;
  while (group.every((p) => before < len(p)) && allSame((p) => at(p, before))) before++;
  let after = 0;
  while (group.every((p) => before + after < len(p)) && allSame((p) => at(p, len(p) - 1 - after))) after++;
  if (before + after === 0 && !wrappers.length) return null;

  const content = new Map<HtmlPage, P5.ChildNode[]>();
  for (const p of group) {
    const all = roots.get(p)!.childNodes;
    const list = lists.get(p)!;
    const startIdx = before ? all.indexOf(list[before - 1]) + 1 : 0;
    const endIdx = after ? all.indexOf(list[list.length - after]) : all.length;
    content.set(p, all.slice(startIdx, endIdx));
  }
  const l0 = lists.get(group[0])!;
  const parts = new Map(group.map((p) => {
    const l = lists.get(p)!;
    return [p, [...l.slice(0, before), ...l.slice(l.length - after)] as P5.Element[]];
  }));
  return {
    parts,
    pages: group,
    wrappers,
    before: l0.slice(0, before) as P5.Element[],
    after: l0.slice(l0.length - after) as P5.Element[],
    content,
  };
}

/** `<main>` and friends are page content, never a layout wrapper. */
const isSectioning = (el: P5.Element) => el.tagName === 'main';

/** A component name for a layout block: its role, else its id or first class. */
export function layoutName(el: P5.Element, taken: Set<string>): string {
  const byTag: Record<string, string> = { header: 'Header', nav: 'Nav', footer: 'Footer', aside: 'Sidebar' };
  const id = el.attrs.find((a) => a.name === 'id')?.value;
  const cls = el.attrs.find((a) => a.name === 'class')?.value.split(/\s+/).find((t) => /^[a-z]/i.test(t) && !ACTIVE_TOKENS.has(t));
  const role = el.attrs.find((a) => a.name === 'role')?.value;
  const base = byTag[el.tagName] ?? (role === 'navigation' ? 'Nav' : role === 'banner' ? 'Header' : role === 'contentinfo' ? 'Footer' : null) ?? pascal(id ?? cls ?? 'Section');
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

export function pascal(s: string): string {
  const p = s.replace(/[^a-zA-Z0-9]+/g, ' ').trim().split(' ').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Z]/.test(p) ? p : `Page${p}`;
}

/** The "current page" markers of an element: active class tokens, and aria-current. */
function markers(el: P5.Element): string[] {
  const cls = el.attrs.find((a) => a.name === 'class')?.value.split(/\s+/).filter((t) => ACTIVE_TOKENS.has(t)) ?? [];
  return [...cls, ...(el.attrs.some((a) => a.name === 'aria-current') ? ['aria-current'] : [])];
}

/**
 * Where each page marks itself in the shared markup (`<li class="active">` on its own nav item):
 * element of the home page's copy → route → the markers that page puts there. The copies have the
 * same shape (their signatures matched), so they are walked in parallel.
 */
export function currentPageMarkers(split: LayoutSplit, routeOf: (p: HtmlPage) => string): Map<P5.Element, Map<string, string[]>> {
  const out = new Map<P5.Element, Map<string, string[]>>();
  const home = split.pages[0];
  const walk = (els: { el: P5.Element; route: string }[]) => {
    const [h] = els;
    for (const { el, route } of els) {
      const m = markers(el);
      if (!m.length) continue;
      if (!out.has(h.el)) out.set(h.el, new Map());
      out.get(h.el)!.set(route, m);
    }
    const kids = els.map(({ el, route }) => ({ route, kids: el.childNodes.filter(isEl) }));
    kids[0].kids.forEach((_, i) => walk(kids.filter((k) => k.kids[i]).map((k) => ({ el: k.kids[i], route: k.route }))));
  };
  split.parts.get(home)!.forEach((_, i) => walk(split.pages.map((p) => ({ el: split.parts.get(p)![i], route: routeOf(p) }))));
  return out;
}
