import { VENDOR_RULES } from '../../analyze/data-layer/rules.js';
import type { StepContext } from '../../convert/step.js';
import { siteNameFromSource } from '../vendor-assets/site-name.js';
import { isScaffoldPackageName, isVendorTitle, vendorAssetData } from '../vendor-assets/vendor-urls.js';
import { appLayout, joinPath, slugify } from './layout.js';

/** The manifest schema's slug. */
const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/**
 * The theme's name and slug. The survey's theme name wins; the identity name stands unless it is
 * a scaffold's or the vendor's package name (`vite_react_shadcn_ts`, `base44-app`, `aaaaaaa`),
 * which names no site: then the brand the site shows (its <title>, header logo) names the theme.
 */
export function themeName(ctx: StepContext, packageName: string | undefined): { name: string; slug: string | undefined } {
  const id = ctx.state.identity;
  const fallback = id.name ?? packageName ?? 'theme';
  if (id['theme name']) return { name: id['theme name'], slug: id.slug };
  const data = vendorAssetData(VENDOR_RULES);
  if (!isScaffoldPackageName(fallback) && !isVendorTitle(fallback, data)) return { name: fallback, slug: id.slug };
  const layout = appLayout(ctx);
  const shown = siteNameFromSource(ctx.tree, layout.src, { html: joinPath(layout.root, 'index.html'), data });
  if (!shown) return { name: fallback, slug: id.slug };
  const slug = slugify(shown);
  return { name: shown, slug: SLUG.test(slug) ? slug : id.slug };
}
