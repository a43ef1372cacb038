import type { VendorRuleBase } from '../../rule-kit/vendor-rule.js';

/** The vendor-hosted file URLs, names and branding words the rules declare (`assetUrls` of rules/vendors/*). */
export interface VendorAssetData {
  /** Does an absolute URL point at a file the vendor serves? Returns the vendor's id. */
  vendorOf(url: string): string | null;
  /** Words that name a vendor in a page title (`Base44 APP`, `Lovable project`). */
  brandWords: RegExp;
}

/** Titles a project scaffold leaves behind: branding of the generator, not of the site. */
const SCAFFOLD_TITLE = /^\s*(vite\s*\+\s*react(\s*\+\s*ts)?|react app|my (app|project)|untitled)\s*$/i;

/**
 * package.json names a scaffold or vendor template gives every project (`vite_react_shadcn_ts`,
 * `rest-express`, `vite-react-typescript-starter`), generic folder names, and keyboard mash.
 */
const SCAFFOLD_PACKAGE = /^(@[^/]+\/)?((vite|react|next|remix|ts|js|typescript|shadcn|tailwind|starter|template|boilerplate|project|app|my|web|client|frontend|front|site|website|express|rest|ui|demo|test|example|sample|new|default|untitled)([-_.]|$))+$/i;

/** Is a package.json name the scaffold's rather than the site's? */
export const isScaffoldPackageName = (name: string) => SCAFFOLD_PACKAGE.test(name) || /^(.)\1+$/.test(name) || !/[a-z]{2}/i.test(name);

type RuleWithVariants = VendorRuleBase & { variants?: { origin: string }[] };

export function vendorAssetData(rules: readonly RuleWithVariants[]): VendorAssetData {
  const withAssets = rules.filter((r) => r.assetUrls?.length);
  // A vendor's own name and its variants' (`lovable-supabase` → lovable), as whole words.
  const words = [...new Set(withAssets.flatMap((r) => [r.id, ...(r.variants ?? []).map((v) => v.origin.split('-')[0])]))];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    vendorOf: (url) => withAssets.find((r) => r.assetUrls!.some((re) => re.test(url)))?.id ?? null,
    brandWords: escaped.length ? new RegExp(`\\b(${escaped.join('|')})\\b`, 'i') : /$^/,
  };
}

/** Is a page title the vendor's or the scaffold's rather than the site's? */
export const isVendorTitle = (title: string, data: VendorAssetData) => SCAFFOLD_TITLE.test(title) || data.brandWords.test(title);

/**
 * Absolute http(s) URLs in a text, with their offsets. Quotes, whitespace and an unbalanced
 * parenthesis end a URL (`url(https://x/a.png)` in CSS); a balanced one is part of it (`photo%20(1).jpg`).
 */
export function urlsIn(text: string): { url: string; index: number }[] {
  const out: { url: string; index: number }[] = [];
  for (const m of text.matchAll(/https?:\/\/(?:[^\s'"`()<>\\]|\([^\s'"`()<>\\]*\))+/g)) out.push({ url: m[0], index: m.index ?? 0 });
  return out;
}
