import { existsSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ManifestPage {
  id: string;
  path: string;
  title?: string;
  canonical?: string | null;
}

export interface ThemeManifest {
  pages: ManifestPage[];
  locales: string[];
  default_locale?: string;
  /** The theme's name (a brand: never text to translate). */
  name?: string;
}

/** A page to open: the manifest entry and the concrete route its parameters were filled into. */
export interface PageTarget {
  id: string;
  path: string;
  route: string;
  /** The manifest's canonical role: null when it says the page has none, undefined when it does not say. */
  canonical?: string | null;
  /**
   * A detail page routed without a parameter reads its record from the query (`/Product?id=…`):
   * the demo record's query, for when no link of the pages seen names one (a card that navigates on click).
   */
  recordQuery?: string;
}

type DemoRecord = Record<string, unknown>;
export type DemoData = Record<string, DemoRecord[] | undefined>;

/** The preview's demo module (`<src>/preview/demo-data.js`), or null when it cannot be loaded. */
async function demoModule(appDir: string): Promise<{ demoData?: DemoData; demoBrand?: unknown } | null> {
  for (const src of ['src', 'client/src', 'frontend/src']) {
    const file = path.join(appDir, src, 'preview', 'demo-data.js');
    if (!existsSync(file)) continue;
    try {
      const stamp = (await fsp.stat(file)).mtimeMs;
      return (await import(`${pathToFileURL(file).href}?v=${stamp}`)) as { demoData?: DemoData; demoBrand?: unknown };
    } catch {
      return null;
    }
  }
  return null;
}

/** The demo data of preview mode, or empty when it cannot be loaded. */
export async function readDemoData(appDir: string): Promise<DemoData> {
  return (await demoModule(appDir))?.demoData ?? {};
}

/** The preview's demo brand (`demoBrand`: the store's name, socials, support details), or null. */
export async function readDemoBrand(appDir: string): Promise<unknown> {
  return (await demoModule(appDir))?.demoBrand ?? null;
}

/** The demo list a `:param` stands for, from the route segment before it. */
function listFor(demo: DemoData, before: string, page: ManifestPage): DemoRecord[] {
  const hint = `${before} ${page.id} ${page.canonical ?? ''}`;
  if (/categor|collection/i.test(hint)) return demo.collections ?? [];
  if (/blog|post|article|news/i.test(hint)) return demo.blog ?? [];
  if (/career|job/i.test(hint)) return demo.careers ?? [];
  if (/service/i.test(hint)) return (demo.products ?? []).filter((p) => p.type === 'service').concat(demo.services ?? []);
  return demo.products ?? [];
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/** The route to open for a manifest page: `:id`/`:slug` segments take a demo record's id or slug; `*` is dropped. */
export function routeOf(page: ManifestPage, demo: DemoData): string {
  const filled = page.path.replace(/([^/]*)\/:(\w+)\??/g, (_, before: string, name: string) => {
    const r = listFor(demo, before, page)[0] ?? demo.products?.[0];
    const value = /slug|handle/i.test(name) ? text(r?.slug) ?? text(r?.id) : text(r?.id) ?? text(r?.slug);
    return `${before}/${encodeURIComponent(value ?? name)}`;
  });
  return filled.replace(/\/?\*$/, '') || '/';
}

/** Detail pages that take their record from the address. */
export const QUERY_DETAIL: ReadonlySet<string> = new Set(['product', 'service', 'blog-post', 'post']);

/** A detail page by its canonical role, or by its id when its role is its listing's (`blog-post` of `blog`). */
export const isQueryDetail = (p: { id: string; canonical?: string | null }): boolean => QUERY_DETAIL.has(p.canonical ?? p.id) || QUERY_DETAIL.has(p.id);

export function pageTargets(manifest: ThemeManifest, demo: DemoData, only: string[] | null): PageTarget[] {
  // Home first: the other pages are judged against the frame it shows. Pages with a `:param`
  // last, so the links of the listings are known when their records are opened (linkedRoute).
  const rank = (p: ManifestPage) => (p.path === '/' ? 0 : p.path.includes(':') ? 2 : 1);
  const pages = (only ? manifest.pages.filter((p) => only.includes(p.id)) : manifest.pages)
    .slice()
    .sort((a, b) => rank(a) - rank(b));
  return pages.map((p) => ({ id: p.id, path: p.path, route: routeOf(p, demo), canonical: p.canonical, recordQuery: recordQueryOf(p, demo) }));
}

/** `?id=<demo id>&slug=<demo slug>` for a detail page without a `:param`; undefined for any other page. */
function recordQueryOf(page: ManifestPage, demo: DemoData): string | undefined {
  if (page.path.includes(':') || !isQueryDetail(page)) return undefined;
  const r = listFor(demo, '', page)[0];
  // A post has a slug and no id: a page reading `?id=` looks it up by that slug.
  const id = text(r?.id) ?? text(r?.slug);
  const slug = text(r?.slug);
  const parts = [id && `id=${encodeURIComponent(id)}`, slug && `slug=${encodeURIComponent(slug)}`].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : undefined;
}

/** Names of the demo products (both languages), to tell whether a listing shows them. */
export function demoProductNames(demo: DemoData): string[] {
  // A page draws a name with its spaces collapsed and trimmed ("Pendant " shows as "Pendant").
  // The source record (`raw`) may name it once per language (`name_fr`, `title_en`): a page may draw any of those.
  const rawNames = (p: DemoRecord) => {
    const raw = p.raw && typeof p.raw === 'object' ? (p.raw as DemoRecord) : {};
    return Object.entries(raw).filter(([k]) => /^(name|title)([_-]?[a-z]{2}|[A-Z][a-z])$/.test(k)).map(([, v]) => text(v));
  };
  const names = (demo.products ?? []).flatMap((p) => [text(p.name), text(p.nameAr), text(p.title), ...rawNames(p)]).map((n) => n?.replace(/\s+/g, ' ').trim());
  return [...new Set(names.filter((n): n is string => !!n && n.length > 1))];
}

/** A manifest path with `:param` segments as a pattern over concrete paths. */
function pathPattern(p: string): RegExp {
  const body = p.replace(/\/\*$/, '').split('/').map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:[^/]+)?' : '[^/]+') : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/**
 * The record a `:param` page opens, as a reviewer would pick it: the demo record (routeOf) when
 * the pages link to it or link to no record of that route at all; else the first record the
 * pages seen so far link to. A page whose records are the site's own content (case studies in a
 * local module) links to those, and no demo record is one of them.
 */
export function linkedRoute(target: PageTarget, seenLinks: string[]): string {
  if (!target.path.includes(':')) return target.route;
  const re = pathPattern(target.path);
  const linked = seenLinks
    .map((l) => (l.includes('#/') ? l.slice(l.indexOf('#/') + 1) : l).split(/[?#]/)[0])
    .filter((l) => re.test(l));
  if (!linked.length || linked.some((l) => l.toLowerCase() === target.route.toLowerCase())) return target.route;
  return linked[0];
}
