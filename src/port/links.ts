import path from 'node:path';
import type { DeadLink } from './types.js';

/** `index.html` → `/`, `about.html` → `/about`, `blog/index.html` → `/blog`, `blog/post.htm` → `/blog/post`. */
export function routeForHtmlFile(webPath: string): string {
  const noExt = webPath.replace(/^\/+/, '').replace(/\.html?$/i, '');
  const parts = noExt.split('/').filter(Boolean);
  if (parts[parts.length - 1]?.toLowerCase() === 'index') parts.pop();
  return '/' + parts.join('/');
}

/** An href that leaves the site or the page (scheme, protocol-relative, anchor, empty). */
export const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/|#|$)/i.test(href.trim());

/** Routes a storefront needs: a link to one of these that goes nowhere is a gap-fill candidate. */
const STOREFRONT_ROUTE = /^\/(shop|store|products?|collections?|catalog(ue)?|cart|basket|bag|checkout|orders?|track(-order)?|order-status)(\/|$)/i;

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of two neighbouring letters (`fqa` for `faq`) counts as one slip.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * Resolves the site's own links against the routes the ported app has. Links to nowhere are
 * recorded; where one route is an obvious match (case, `.htm`, a one-letter slip) it is fixed.
 */
export class LinkResolver {
  readonly deadLinks: DeadLink[] = [];
  readonly gapFill = new Set<string>();
  /** `pageFiles`: web paths of the source's HTML pages, so `about.htm` for `about.html` is caught. */
  constructor(private readonly routes: Set<string>, private readonly pageFiles: Set<string> = new Set()) {}

  /** `href` as written in the page served at web path `fromWebPath`; returns the route, or null to keep the href. */
  resolve(href: string, fromWebPath: string, file: string, line: number): string | null {
    if (isExternal(href)) return null;
    const m = /^([^?#]*)([?#].*)?$/.exec(href.trim())!;
    const rawPath = decodeURI(m[1]);
    const suffix = m[2] ?? '';
    if (!rawPath) return null;
    const web = path.posix.normalize(rawPath.startsWith('/') ? rawPath : path.posix.join(path.posix.dirname('/' + fromWebPath.replace(/^\/+/, '')), rawPath));
    const ext = path.posix.extname(web).toLowerCase();
    if (ext && ext !== '.html' && ext !== '.htm') return null; // a file (pdf, image): the asset resolver keeps it
    const route = ext ? routeForHtmlFile(web) : web.length > 1 ? web.replace(/\/+$/, '') : '/';
    if (this.routes.has(route) || this.matchesPattern(route)) {
      if (ext && this.pageFiles.size && !this.pageFiles.has(web.replace(/^\//, ''))) this.deadLinks.push({ file, line, href, fixedTo: route });
      return route + suffix;
    }
    const fixed = this.obvious(route);
    this.deadLinks.push({ file, line, href, ...(fixed ? { fixedTo: fixed } : {}) });
    if (fixed) return fixed + suffix;
    if (STOREFRONT_ROUTE.test(route)) this.gapFill.add(route);
    return route + suffix;
  }

  /** `/products/olive-oil` against a route `/products/:slug`. */
  private matchesPattern(route: string): boolean {
    const segs = route.split('/');
    return [...this.routes].some((r) => {
      if (!r.includes(':')) return false;
      const rs = r.split('/');
      return rs.length === segs.length && rs.every((x, i) => x.startsWith(':') || x === segs[i]);
    });
  }

  private obvious(route: string): string | null {
    const lower = route.toLowerCase();
    const same = [...this.routes].filter((r) => r.toLowerCase() === lower);
    if (same.length === 1) return same[0];
    const near = [...this.routes].filter((r) => r !== '/' && distance(r.toLowerCase(), lower) === 1);
    return near.length === 1 && route.length > 3 ? near[0] : null;
  }
}
