import type { Analysis, Canonical, DataSite, Surface } from '../analyze/types.js';

/** Counting helpers that turn the analysis into evidence lines ("12 product reads in 4 files"). */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function sitesOn(a: Analysis, surface: Surface): DataSite[] {
  return a.dataSites.filter((d) => d.surface === surface);
}

/** "12 product reads, 2 product writes in 4 files", or null when there are none. */
export function siteSummary(sites: DataSite[], noun: string): string | null {
  if (sites.length === 0) return null;
  const byKind = new Map<string, number>();
  for (const s of sites) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([kind, n]) => `${n} ${noun} ${n === 1 ? kind : `${kind}s`}`).join(', ');
  return `${kinds} in ${plural(new Set(sites.map((s) => s.file)).size, 'file')}`;
}

export function pagesNamed(a: Analysis, names: Canonical[]): Canonical[] {
  return [...new Set(a.pages.map((p) => p.canonical).filter((c): c is Canonical => c !== null && names.includes(c)))];
}

/** Join the non-null parts; `fallback` when nothing was found. */
export function evidence(parts: (string | null | false | undefined)[], fallback: string): string {
  const found = parts.filter((p): p is string => typeof p === 'string' && p !== '');
  return found.length ? found.join('; ') : fallback;
}

export function pageList(pages: string[]): string | null {
  return pages.length ? `pages: ${pages.join(', ')}` : null;
}

/** Order writes: a write whose entity names an order, cart or checkout, a sign the store sells online. */
export function orderWrites(a: Analysis): DataSite[] {
  return a.dataSites.filter((d) => d.kind === 'write' && /order|cart|checkout|purchase/i.test(d.entity ?? d.file));
}

/** "prices shown in 4 files, e.g. src/ProductCard.jsx:12", from the markup's price reads. */
export function priceDisplaySummary(a: Analysis): string | null {
  const shown = a.priceDisplays ?? [];
  if (shown.length === 0) return null;
  return `prices shown in ${plural(shown.length, 'file')}, e.g. ${shown[0].file}:${shown[0].line}`;
}

export { plural };
