import type { Node, ObjectExpression } from '@babel/types';
import { unwrap } from './pattern.js';

/**
 * Reading values out of bound arguments: string literals, URLs built from template literals and
 * env variables, object properties, GraphQL documents. Shared by the vendor rules and the analyzer.
 */

/** A string literal's value (also a template literal with no expressions). */
export function stringValue(node: Node | undefined | null): string | null {
  if (!node) return null;
  const n = unwrap(node);
  if (n.type === 'StringLiteral') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? n.quasis[0].value.raw;
  return null;
}

/** The property of an object literal, by key. */
export function objectProp(node: Node | undefined | null, key: string): Node | null {
  if (!node) return null;
  const n = unwrap(node);
  if (n.type !== 'ObjectExpression') return null;
  for (const p of (n as ObjectExpression).properties) {
    if (p.type !== 'ObjectProperty' && p.type !== 'ObjectMethod') continue;
    const k = p.key.type === 'Identifier' && !p.computed ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
    if (k === key) return p.type === 'ObjectProperty' ? (p.value as Node) : p;
  }
  return null;
}

export interface UrlInfo {
  /** The path with dynamic parts as `:param` (`/api/products/:id`); the base URL is dropped. */
  path: string;
  /** The host of an absolute literal URL (a third-party API), else null. */
  host: string | null;
  /** True when a dynamic part follows the last literal segment (`/products/${id}`). */
  endsWithParam: boolean;
}

const BASE_LIKE = /(url|uri|base|host|origin|endpoint|api|server|backend)/i;

/** What a URL expression names: `${API_URL}/products/${id}` → `/products/:id`. Null when it is not readable. */
export function urlInfo(node: Node | undefined | null): UrlInfo | null {
  if (!node) return null;
  const n = unwrap(node);
  let text: string | null = null;
  if (n.type === 'StringLiteral') text = n.value;
  else if (n.type === 'TemplateLiteral') {
    text = '';
    n.quasis.forEach((q, i) => {
      text += q.value.cooked ?? q.value.raw;
      const e = n.expressions[i];
      if (!e) return;
      // A leading expression is the base URL (`${API}/x`); later ones are parameters.
      if (i === 0 && q.value.raw === '') text += '';
      // `https://${region}.api.host.com`: a wildcard subdomain of a known host.
      else if (i === 0 && /^https?:\/\/$/.test(q.value.raw)) text += '*';
      // `/api/products${query}`: glued to the end of a path word, with nothing but more query after
      // it, a value is a query string built apart, not a segment of its own: the path ends here.
      else if (!/[?#]/.test(text!) && /[A-Za-z0-9]$/.test(text!) && /^([?#&]|$)/.test(n.quasis[i + 1]?.value.raw ?? '')) text += '?';
      else text += ':param';
    });
  } else if (n.type === 'BinaryExpression' && n.operator === '+') {
    const left = unwrap(n.left as Node);
    const right = unwrap(n.right);
    const l = urlInfo(left);
    const r = stringValue(right);
    if (l && r !== null) return finish(l.path + r, l.host);
    if (l && r === null) {
      // `"https://host/postcodes/" + code`: a parameter after a slash is a path segment.
      const leftRaw = stringValue(left) ?? (left.type === 'TemplateLiteral' ? left.quasis[left.quasis.length - 1].value.raw : '');
      return finish(l.path + (leftRaw.endsWith('/') ? '/:param' : ''), l.host);
    }
    // `API_URL + '/products'`
    if (!l && r !== null && (left.type === 'Identifier' || left.type === 'MemberExpression')) return finish(r, null);
    return null;
  } else if (n.type === 'Identifier' && BASE_LIKE.test(n.name)) return null;
  if (text === null) return null;
  let host: string | null = null;
  const abs = /^(https?:)?\/\/([^/?#]+)(.*)$/.exec(text);
  if (abs) { host = abs[2].includes(':param') ? null : abs[2]; text = abs[3] || '/'; }
  return finish(text, host);
}

function finish(raw: string, host: string | null): UrlInfo {
  const path = raw.replace(/[?#].*$/, '').replace(/\/+/g, '/');
  const clean = path.replace(/\/$/, '');
  return { path: clean.startsWith('/') || clean.startsWith(':') ? clean : '/' + clean, host, endsWithParam: /:param$/.test(clean) || /\/\d+$/.test(clean) };
}

export interface GraphqlDocInfo { operation: 'query' | 'mutation' | 'subscription'; field: string | null }

/** The operation type and first root field of a GraphQL document (`query { products { id } }` → query, products). */
export function graphqlDocInfo(node: Node | undefined | null): GraphqlDocInfo | null {
  if (!node) return null;
  const n = unwrap(node);
  let text: string | null = null;
  if (n.type === 'TaggedTemplateExpression') text = n.quasi.quasis.map((q) => q.value.raw).join(' ');
  else text = stringValue(n);
  if (text === null) return null;
  const body = text.replace(/#[^\n]*/g, '');
  const op = /^\s*(query|mutation|subscription)\b/.exec(body)?.[1] as GraphqlDocInfo['operation'] | undefined;
  const open = body.indexOf('{');
  if (open < 0) return null;
  const field = /^\s*(?:\w+\s*:\s*)?(\w+)/.exec(body.slice(open + 1))?.[1] ?? null;
  return { operation: op ?? 'query', field };
}
