import OPTIONAL_PAGES from '../../../rules/missing/optional-pages.js';
import type { InternalLink } from '../links.js';
import type { Canonical, DataSite, PageInfo } from '../types.js';
import { CANONICAL } from '../vocabulary.js';

/**
 * Spec §1 "Canonical page set": the storefront core and every content page. Blog and careers are
 * required too: a gap fill builds them over the content engine with an empty-state (spec §3 rule 6).
 * Services, service, search and offers are optional.
 */
export const REQUIRED_CANONICAL: Canonical[] = ['home', 'products', 'product', 'cart', 'checkout', 'order-status', 'about', 'contact', 'blog', 'careers', 'faq', 'legal'];

/** What the storefront's own code shows (the dropped admin, account and login areas left out). */
export interface OptionalEvidenceInput {
  links: InternalLink[];
  dataSites: DataSite[];
  /** Files only the dropped areas use: their links and data say nothing of the storefront. */
  dropped: ReadonlySet<string>;
}

/**
 * Optional canonical pages the source needs (issue 14 item 11): it links to one, serves its data
 * or sells services. Each with the first piece of evidence, for the report.
 */
export function neededOptionalPages(input: OptionalEvidenceInput): Map<Canonical, string> {
  const out = new Map<Canonical, string>();
  const links = input.links.filter((l) => !input.dropped.has(l.file));
  const sites = input.dataSites.filter((d) => !input.dropped.has(d.file));
  for (const rule of OPTIONAL_PAGES) {
    const link = links.find((l) => rule.links.test(l.to));
    const entity = rule.entities && sites.find((d) => d.entity && rule.entities!.test(d.entity));
    const operation = rule.operations && sites.find((d) => d.operation && rule.operations!.test(d.operation));
    const why = link ? `links to ${link.to} (${link.file}:${link.line})`
      : entity ? `reads or writes ${entity.entity} records (${entity.file}:${entity.line})`
      : operation ? `serves its data through ${operation.operation} (${operation.file}:${operation.line})`
      : null;
    if (!why) continue;
    for (const c of [rule.canonical, ...(rule.with ?? [])]) if (!out.has(c)) out.set(c, why);
  }
  return out;
}

/**
 * Required canonical pages no kept page covers, and the optional ones the source needs (it links
 * to them, serves their data or sells services). Services and service are optional, but a site
 * that has one of the pair is missing the other.
 */
export function missingCanonical(pages: PageInfo[], needed: ReadonlyMap<Canonical, string> = new Map()): Canonical[] {
  const have = new Set(pages.filter((p) => p.class !== 'drop' && p.canonical).map((p) => p.canonical as Canonical));
  const required = new Set([...REQUIRED_CANONICAL, ...needed.keys()]);
  if (have.has('services') || have.has('service')) {
    required.add('services');
    required.add('service');
  }
  return CANONICAL.filter((c) => required.has(c) && !have.has(c));
}
