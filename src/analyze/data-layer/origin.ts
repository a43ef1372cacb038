import type { Site } from '../../load/site.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { Origin } from '../types.js';
import type { FileFacts } from './file-facts.js';
import type { FoundSite } from './match.js';
import type { RootResolver } from './resolve-root.js';

/**
 * The packages a site uses: those any package.json names, and those its code imports (an import of a
 * package its manifest forgot still brings the vendor's client, and the theme must not keep it).
 */
export function usedPackages(site: Site, files: Iterable<FileFacts>): (name: string) => boolean {
  const deps = site.allDependencies();
  const imported = new Set<string>();
  for (const f of files) for (const { source } of f.imports.values()) if (!source.startsWith('.')) imported.add(source);
  return (name) => deps.has(name) || imported.has(name) || [...imported].some((s) => s.startsWith(`${name}/`));
}

/** Vendor packages the site depends on or imports. */
export function vendorPackages(uses: (name: string) => boolean, rules: VendorRule[]): string[] {
  const out = new Set<string>();
  for (const r of rules) for (const p of [...r.packages, ...(r.vitePlugins ?? [])]) if (uses(p)) out.add(p);
  return [...out].sort();
}

/** Every vendor with at least one site or package, by rule order (priority). */
export function presentVendors(uses: (name: string) => boolean, rules: VendorRule[], sites: FoundSite[]): string[] {
  const withSites = new Set(sites.map((s) => s.vendor));
  return rules.filter((r) => withSites.has(r.id) || r.packages.some(uses)).map((r) => r.id);
}

/**
 * The origin: the highest-priority vendor with sites (else with a package), refined by the rule's
 * variants (Lovable and Bolt are Supabase told apart by their furniture).
 */
export function siteOrigin(site: Site, uses: (name: string) => boolean, rules: VendorRule[], sites: FoundSite[]): Origin {
  const withSites = new Set(sites.map((s) => s.vendor));
  const main = rules.find((r) => withSites.has(r.id)) ?? rules.find((r) => r.packages.some(uses));
  if (!main) return 'other';
  for (const v of main.variants ?? []) {
    if (v.packages?.some(uses)) return v.origin;
    if (v.files?.some((re) => site.files.some((f) => re.test(f.path)))) return v.origin;
  }
  return main.origin;
}

/**
 * Vendor bootstrap files of the vendors present: files the rules name (client, app-params, auth
 * context...), files that create a vendor client, and re-export modules whose every export is a
 * vendor path (`api/entities.js`).
 */
export function vendorBootstrap(site: Site, rules: VendorRule[], vendors: string[], files: Map<string, FileFacts>, resolver: RootResolver): string[] {
  const present = rules.filter((r) => vendors.includes(r.id));
  const out = new Set<string>();
  for (const f of site.files) {
    if (f.kind !== 'script') continue;
    if (present.some((r) => r.bootstrapFiles?.some((re) => re.test(f.path)))) out.add(f.path);
  }
  for (const facts of files.values()) {
    let creates = false;
    for (const decls of facts.decls.values()) {
      for (const d of decls) {
        if (d.kind !== 'var' || !d.init || d.member || !d.topLevel) continue;
        const vendor = resolver.clientCreatedBy(facts, d.init);
        if (vendor && vendors.includes(vendor)) creates = true;
      }
    }
    const names = [...facts.exports.keys()];
    // Only clients of a vendor the site has: a plain `new QueryClient()` module is a vendor client
    // for Replit apps only (their default queryFn), not on a Base44 or Supabase site.
    const reexports = !facts.hasJsx && names.length > 0 && names.every((n) => {
      const root = resolver.exportRoot(facts, n);
      return root?.kind === 'client' && vendors.includes(root.vendor);
    });
    if ((creates && !facts.hasJsx) || reexports) out.add(facts.path);
  }
  return [...out].sort();
}
