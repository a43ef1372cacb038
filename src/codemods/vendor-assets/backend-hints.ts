import type * as t from '@babel/types';
import { apiUrl } from '../../../rules/review/no-api-urls.js';
import { traverse } from '../drop-pages/ast-kit.js';

/** A bare origin, no path: `https://abc.supabase.co`, `https://fonts.gstatic.com/`. */
const ORIGIN = /^https?:\/\/[^/\s?#]+\/?$/i;

/**
 * A list of hosts the page warms up (`['https://fonts.gstatic.com', 'https://abc.supabase.co']`
 * looped into `<link rel="preconnect">` / `dns-prefetch`): the old backend's host is no longer
 * called by the theme, so it leaves the list. Only arrays made of bare origins are touched; the
 * other hosts stay. Returns the hosts removed, each with its line.
 */
export function removeBackendHints(ast: t.File): { url: string; line: number }[] {
  const out: { url: string; line: number }[] = [];
  traverse(ast, {
    ArrayExpression(p) {
      const els = p.node.elements;
      if (els.length < 1 || !els.every((e) => e?.type === 'StringLiteral' && ORIGIN.test(e.value))) return;
      const kept = els.filter((e) => !apiUrl((e as t.StringLiteral).value));
      if (kept.length === els.length) return;
      for (const e of els) if (!kept.includes(e)) out.push({ url: (e as t.StringLiteral).value, line: e?.loc?.start.line ?? 1 });
      p.node.elements = kept;
    },
  });
  return out;
}
