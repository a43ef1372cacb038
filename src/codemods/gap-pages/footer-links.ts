import type { File, JSXElement, Node } from '@babel/types';
import { visit } from '../../convert/print.js';
import { parseSource } from '../../load/parse.js';
import { cloneBare } from './register.js';
import { linkLists, linksTo, type KnownPage, type LinkList } from './link-lists.js';
import { appendTo, wrapRow, type LinkTarget } from './links.js';

/** The link element the site uses (`Link to` under its router, else `a href`) and its import. */
export interface LinkElement { tag: string; attr: string; importLine: string | null }

/** A target that stays inside the site as a literal: `#`, `#faq`, `/shipping` (not `//cdn`, `https:`, `mailto:`, `tel:`). */
function literalInternal(v: Node | null | undefined): string | null {
  if (!v) return null;
  if (v.type === 'JSXExpressionContainer') return literalInternal(v.expression as Node);
  const s = v.type === 'StringLiteral' ? v.value : v.type === 'TemplateLiteral' && !v.expressions.length ? (v.quasis[0].value.cooked ?? null) : null;
  return s !== null && /^[#/]/.test(s) && !s.startsWith('//') ? s : null;
}

/** No page component is named this: a placeholder entry's clone has no page name to rewrite. */
const NO_COMPONENT = '\u0000';

const isFooterElement = (n: Node): n is JSXElement =>
  n.type === 'JSXElement' && n.openingElement.name.type === 'JSXIdentifier' && n.openingElement.name.name === 'footer';

/**
 * The parts of a file that are a footer: all of a footer component's file (its link data may sit
 * above the component), else the `<footer>` elements of a layout that draws one.
 */
export function footerRegions(ast: File, footerFile: boolean): Node[] {
  if (footerFile) return [ast.program];
  const out: Node[] = [];
  visit(ast.program, (n) => void (isFooterElement(n) && !out.some((o) => contains(o, n)) && out.push(n)));
  return out;
}

function contains(outer: Node, inner: Node): boolean {
  let hit = false;
  visit(outer, (n) => void (n === inner && (hit = true)));
  return hit;
}

/**
 * The longest list; of a wrapper's list and the list inside it (`<div><nav>{links}</nav></div>`,
 * where the nav counts as one wrapped link), the inner one.
 */
function longest(lists: LinkList[]): LinkList {
  const within = (inner: LinkList, outer: LinkList) => inner !== outer && outer.list.some((c) => !!c && inner.list.some((x) => !!x && contains(c, x)));
  const innermost = lists.filter((l) => !lists.some((m) => within(m, l) && m.items.length >= l.items.length));
  return innermost.reduce((a, b) => (b.items.length > a.items.length ? b : a));
}

/**
 * Adds a link to `target` in a footer's link list, cloned from one of its entries. In order: a
 * list linking two known pages or more; a column of text links the source left as placeholders or
 * pointed at paths and sections it never built (`#`, `#returns`, `/shipping`), the longest; a lone
 * text link to a known page (a row added before). Returns true when the link is there.
 */
export function addFooterListLink(ast: File, footerFile: boolean, pages: KnownPage[], target: LinkTarget): boolean {
  if (linksTo(ast, target)) return true;
  const regions = footerRegions(ast, footerFile);
  if (!regions.length) return false;
  const linkable = pages.filter((p) => p.route !== '/' && !p.route.includes(':'));
  const known = regions.flatMap((r) => linkLists(r, linkable));
  const placeholders = regions.flatMap((r) => linkLists(r, [], (v) => {
    const s = literalInternal(v);
    return s ? { route: s, component: NO_COMPONENT } : null;
  }));
  for (const lists of [known.filter((l) => l.items.length >= 2), placeholders.filter((l) => l.items.length >= 2), known]) {
    if (!lists.length) continue;
    const l = longest(lists);
    appendTo(l, target);
    wrapRow(ast, l);
    return true;
  }
  return false;
}

/** A wrapped, centred row: it never widens the footer, whatever the labels' length in either language. */
const ROW_STYLE = "{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.5rem 1.25rem', padding: '1rem 0', fontSize: '0.875rem' }";

/** The outermost element a footer component returns: its `<footer>`, else the first returned JSX. */
function footerRoot(ast: File, footerFile: boolean): JSXElement | null {
  let footer: JSXElement | null = null;
  let returned: JSXElement | null = null;
  visit(ast.program, (n, parent) => {
    if (!footer && isFooterElement(n)) footer = n;
    if (!returned && n.type === 'JSXElement' && (parent?.type === 'ReturnStatement' || parent?.type === 'ArrowFunctionExpression')) returned = n;
  });
  return footer ?? (footerFile ? returned : null);
}

/** The link element to write in this file: the router's `Link` when the file may import it, else a plain anchor. */
function usableLink(ast: File, link: LinkElement): { tag: string; attr: string; addImport: Node | null } {
  const anchor = { tag: 'a', attr: 'href', addImport: null };
  if (link.tag === 'a' || !link.importLine) return anchor;
  const pkg = /from\s+["']([^"']+)["']/.exec(link.importLine)?.[1];
  let bound: string | null = null;
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    if (s.specifiers.some((sp) => sp.local.name === link.tag)) bound = s.source.value;
  }
  // A `Link` from elsewhere (an icon named Link) keeps its name: the row uses anchors.
  if (bound !== null) return bound === pkg ? { ...link, addImport: null } : anchor;
  const parsed = parseSource('import.js', link.importLine, 'edit');
  return parsed.ok ? { ...link, addImport: cloneBare(parsed.ast.program.body[0]) } : anchor;
}

/**
 * A footer that lists no pages gets a row of links at its end, in the footer's own text colour.
 * Returns false when the file draws no footer element to hold it.
 */
export function addFooterRow(ast: File, footerFile: boolean, target: LinkTarget, link: LinkElement): boolean {
  const root = footerRoot(ast, footerFile);
  if (!root) return false;
  const use = usableLink(ast, link);
  const source = `const row = (\n  <nav style={${ROW_STYLE}}>\n    <${use.tag} ${use.attr}=${JSON.stringify(target.route)}>${target.label}</${use.tag}>\n  </nav>\n);\n`;
  const parsed = parseSource('row.jsx', source, 'edit');
  if (!parsed.ok) return false;
  let row: Node | null = null;
  visit(parsed.ast.program, (n) => void (!row && n.type === 'JSXElement' && (row = n)));
  if (!row) return false;
  root.children.push({ type: 'JSXText', value: '\n' } as never, cloneBare(row as Node) as never, { type: 'JSXText', value: '\n' } as never);
  if (use.addImport) {
    const lastImport = ast.program.body.reduce((at, s, i) => (s.type === 'ImportDeclaration' ? i + 1 : at), 0);
    ast.program.body.splice(lastImport, 0, use.addImport as never);
  }
  return true;
}
