import type { Node } from '@babel/types';
import type { Collector } from '../rule-kit/collector.js';
import { lineOf } from '../rule-kit/walk.js';
import { ownString } from '../infra/own-string.js';
import { jsxName } from './file-signals.js';

export interface InternalLink {
  file: string;
  line: number;
  to: string;
}

const LINK_ATTRS: Record<string, string[]> = { Link: ['to', 'href'], NavLink: ['to'], a: ['href'], Navigate: ['to'], Redirect: ['to'] };
const NAV_CALLS = new Set(['navigate', 'setLocation', 'push', 'replace', 'redirect']);

function literal(n: Node | null | undefined): string | null {
  if (!n) return null;
  if (n.type === 'StringLiteral') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? null;
  // `/product/${p.id}`: each expression stands for one route param; the path must start literal.
  if (n.type === 'TemplateLiteral' && (n.quasis[0].value.cooked ?? '').startsWith('/')) {
    return n.quasis.map((q) => q.value.cooked ?? '').join(':param');
  }
  if (n.type === 'JSXExpressionContainer') return literal(n.expression as Node);
  // Base44: createPageUrl('Store') → /Store (a query string may ride inside the name).
  if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'createPageUrl') {
    const arg = n.arguments[0] as Node | undefined;
    // createPageUrl(`Product?id=${p.id}`): the page name is the literal head.
    const a = arg?.type === 'TemplateLiteral' && arg.expressions.length ? arg.quasis.map((q) => q.value.cooked ?? '').join(':param') : literal(arg);
    return a === null ? null : `/${a}`;
  }
  return null;
}

/** Internal links written as literals: `<Link to>`, `<a href="/x">`, `navigate('/x')`, `createPageUrl('X')`. */
export function createLinksCollector(): Collector<InternalLink[]> {
  const links: InternalLink[] = [];
  const push = (file: string, n: Node, to: string | null) => {
    if (!to || !to.startsWith('/') || to.startsWith('//')) return;
    const path = to.split(/[?#]/)[0];
    // Kept to the end of the run: a string of its own, not a slice keeping the file's text alive.
    if (path) links.push({ file, line: lineOf(n), to: ownString(path) });
  };
  return {
    name: 'links',
    visitFile(file) {
      return {
        JSXOpeningElement(node) {
          const name = jsxName(node.name);
          const attrs = name ? LINK_ATTRS[name] : undefined;
          if (!attrs) return;
          for (const a of node.attributes) {
            if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && attrs.includes(a.name.name)) push(file.path, node, literal(a.value as Node));
          }
        },
        CallExpression(node) {
          const c = node.callee;
          const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : null;
          if (name && NAV_CALLS.has(name)) push(file.path, node, literal(node.arguments[0] as Node));
        },
      };
    },
    finish: () => links,
  };
}

/**
 * Links in HTML pages and server templates: `href="/x"` (assets with an extension skipped,
 * `/about.html` read as `/about`).
 */
export function markupLinks(files: { path: string; kind: string; text?: string }[]): InternalLink[] {
  const out: InternalLink[] = [];
  for (const f of files) {
    if ((f.kind !== 'html' && f.kind !== 'template') || !f.text) continue;
    for (const m of f.text.matchAll(/href\s*=\s*["'](\/[^"'#?\s<]*)/g)) {
      let to = m[1];
      if (to.startsWith('//')) continue;
      if (/\.html?$/.test(to)) to = to.replace(/\.html?$/, '').replace(/\/index$/, '') || '/';
      else if (/\.[a-z0-9]{1,5}$/i.test(to)) continue;
      const line = f.text.slice(0, m.index).split('\n').length;
      out.push({ file: f.path, line, to });
    }
  }
  return out;
}

/** A route pattern as a case-insensitive matcher (react-router matches case-insensitively by default). */
function matcher(route: string): RegExp {
  const body = route
    .split('/')
    .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' + (seg.endsWith('?') ? '?' : '') : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/** Links to paths no route serves; a bare catch-all (`*`) is the 404 page and serves nothing. */
export function brokenLinks(links: InternalLink[], routes: (string | null)[]): InternalLink[] {
  const real = routes.filter((r): r is string => !!r && r !== '*' && r !== '/*');
  if (!real.length) return [];
  const ms = [...new Set(real)].map(matcher);
  const seen = new Set<string>();
  const out: InternalLink[] = [];
  for (const l of links) {
    const key = `${l.file}:${l.line}:${l.to}`;
    if (seen.has(key) || ms.some((m) => m.test(l.to))) continue;
    seen.add(key);
    out.push(l);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}
