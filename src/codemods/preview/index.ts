import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { appLayout, joinPath, servedPublicDir } from '../theme-shell/layout.js';
import { themeName } from '../theme-shell/manifest-name.js';
import { cardPictures } from './card-aspect.js';
import { fillTemplate, readTemplate } from '../theme-shell/template.js';
import { buildDemoData, demoDataModule, demoStorefrontModule } from './generate.js';
import { categoryHints } from './category-hints.js';
import { readsRouteIdsAsNumbers } from './numeric-ids.js';
import { openCartGateFiles, openCheckoutGuards } from './checkout-guard.js';
import { previewStateRecordFiles } from './state-record.js';
import { helperPath } from '../data-layer/index.js';
import { fillDemoImages } from './images.js';
import type { Json } from './literal-data.js';
import { placeholderPalette } from './palette.js';
import { shapeRecord } from './shape.js';
import { missingClientMethods, readSdkTypes, type SdkTypes } from './sdk-types.js';
import { collectSourceData, treeReader } from './source-data.js';
import { catalogueSeeds } from '../static-catalogue/seeds.js';
import { stagedResolver } from '../drop-pages/graph.js';

export { readSdkTypes, missingClientMethods } from './sdk-types.js';
export { collectSourceData, classify } from './source-data.js';
export { buildDemoData, demoStorefrontModule, dataKey } from './generate.js';

export const previewFiles = (src: string) => ({
  provider: `${src}/preview/preview-provider.jsx`,
  client: `${src}/preview/demo-storefront.js`,
  helpers: `${src}/preview/demo-helpers.js`,
  data: `${src}/preview/demo-data.js`,
});

/** The `name` of the app's package.json, if any. */
function packageName(ctx: StepContext): string | undefined {
  const { pkg } = appLayout(ctx);
  try {
    const name = (JSON.parse(ctx.tree.read(joinPath(pkg, 'package.json')) ?? '{}') as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The demo brand: the site's name and the palette its design already uses, in the declared Brand shape. */
function demoBrand(ctx: StepContext, types: SdkTypes): Record<string, Json> {
  const brandType = types.methods.find((m) => m.path === 'brand.get')?.returns;
  const colors = ctx.analysis.design?.colors ?? {};
  const pick = (...names: string[]) => names.map((n) => colors[n]).find((c) => typeof c === 'string') ?? null;
  const values = Object.values(colors).filter((c): c is string => typeof c === 'string');
  const record: Record<string, Json> = {
    // The manifest's name: a scaffold's package name (`rest-express`) gives way to the brand the site shows.
    name: ctx.state.identity['theme name'] ?? (ctx.state.identity.name ? themeName(ctx, packageName(ctx)).name : 'Demo brand'),
    palette: { primary: pick('primary', 'brand') ?? values[0] ?? null, secondary: pick('secondary', 'background') ?? values[1] ?? null, accent: pick('accent') ?? values[2] ?? null },
  };
  return brandType?.kind === 'object' ? shapeRecord(record, brandType, { palette: record.palette }) : record;
}

export function runPreviewMode(ctx: StepContext): StepResult {
  const layout = appLayout(ctx);
  const files = previewFiles(layout.src);
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  const types = readSdkTypes(ctx.site.root, layout.root);
  for (const m of missingClientMethods(types)) {
    limitations.push({ file: files.client, line: 1, what: `the installed platform-sdk does not declare storefront method ${m}`, why: 'the demo client cannot expose it; pin platform-sdk to a version that has it (spec §9.3)' });
  }
  const write = (path: string, text: string) => {
    if (ctx.tree.read(path) === text) return;
    ctx.tree.write(path, text);
    notes.push(`${path}: written`);
  };
  if (!ctx.tree.exists(files.data)) {
    const source = collectSourceData(treeReader(ctx.tree, ctx.site), undefined, { pictures: true });
    // The catalogues storefront pages keep in their components, which the static-catalogue step turns into SDK reads.
    const seeds = catalogueSeeds(ctx.tree, ctx.analysis, stagedResolver(ctx.tree, ctx.site.aliases));
    if (seeds.records.length) {
      const known = new Set(source.products.map((r) => JSON.stringify(r)));
      source.products.push(...seeds.records.filter((r) => !known.has(JSON.stringify(r))));
      source.origins.products = [...new Set([...(source.origins.products ?? []), ...seeds.from])];
    }
    // A site that reads services shows them in its own lists (`type: 'service'` queries).
    const services = ctx.analysis.dataSites.some((d) => d.surface === 'services');
    // The category values pages group or filter products by, for demo products that have none.
    const scripts = ctx.tree.list().filter((f) => f.startsWith(layout.src + '/') && /\.[jt]sx?$/.test(f) && !f.startsWith(`${layout.src}/preview/`));
    const asts = scripts.map((f) => ctx.tree.ast(f)).filter((a): a is NonNullable<typeof a> => !!a);
    const categories = categoryHints(asts);
    // A page showing one post opens with a post to show, like a product page with a product.
    const blogPost = scripts.some((f) => /\buseBlogPost\s*\(/.test(ctx.tree.read(f) ?? ''));
    const { data, fromSource } = buildDemoData(types, source, { services, categories, numericIds: readsRouteIdsAsNumbers(asts), blogPost });
    const publicDir = servedPublicDir(ctx.tree, layout);
    const cards = cardPictures(ctx.tree, layout.root);
    const images = fillDemoImages(data, {
      served: (p) => ctx.tree.exists(joinPath(publicDir, p.replace(/^\/+/, ''))),
      palette: placeholderPalette(ctx.analysis.design?.colors ?? {}),
      size: cards.size,
      fields: cards.fields,
    });
    for (const [kind, c] of Object.entries(images)) notes.push(`demo ${kind} pictures: ${c.local} from the source, ${c.placeholders} placeholder(s) in the site's palette`);
    write(files.data, demoDataModule(data, demoBrand(ctx, types), Object.fromEntries(Object.entries(source.origins).filter(([k]) => k !== 'services' || fromSource.includes('products'))), files.data));
    notes.push(fromSource.length ? `demo data from the source: ${fromSource.join(', ')}` : 'no demo data in the source: neutral demo data');
  }
  // Checkout pages that bounce an empty cart: the preview's cart is empty, so they stand down in preview.
  const config = `${layout.src}/platform/config.js`;
  const checkouts = ctx.analysis.pages.filter((p) => p.canonical === 'checkout' && p.class !== 'drop').map((p) => p.file);
  if (ctx.tree.exists(config)) for (const f of openCheckoutGuards(ctx.tree, checkouts, config)) notes.push(`${f}: the empty-cart redirect stands down in preview (the demo cart starts empty)`);
  // Checkout pages selling the line the previous page handed over in the router's state: in preview, a demo product.
  const helper = helperPath(ctx.analysis);
  const viewProduct = /export function toViewProduct\b/.test(ctx.tree.read(helper) ?? '') ? helper : null;
  if (ctx.tree.exists(config)) {
    for (const f of previewStateRecordFiles(ctx.tree, checkouts, { config, demoData: files.data, viewProduct })) notes.push(`${f}: the line read from the router's state is a demo product in preview (a page opened by its address has no state)`);
  }
  // Gates that let a page through only while the cart has lines, wherever they are.
  const gateFiles = ctx.tree.list().filter((f) => f.startsWith(layout.src + '/') && /\.[jt]sx$/.test(f) && !f.startsWith(`${layout.src}/preview/`) && !checkouts.includes(f));
  if (ctx.tree.exists(config)) for (const f of openCartGateFiles(ctx.tree, gateFiles, config)) notes.push(`${f}: the cart gate stands down in preview (the demo cart starts empty)`);
  const label = types.origin === 'installed' ? 'the installed platform-sdk declarations' : "platform-convert's platform-sdk contract";
  write(files.client, demoStorefrontModule(types, label));
  if (!ctx.tree.exists(files.helpers)) write(files.helpers, readTemplate('src/preview/demo-helpers.js'));
  if (!ctx.tree.exists(files.provider)) write(files.provider, fillTemplate('src/preview/preview-provider.jsx.tpl', {}));
  return { status: limitations.length ? 'partial' : notes.length ? 'applied' : 'unnecessary', limitations, notes };
}

export const previewModeStep = defineStep({
  id: 'preview-mode',
  description: 'preview mode: demo brand and a demo storefront client generated from the SDK declarations, with the source data',
  needs: ['analysis'],
  run: runPreviewMode,
});

export default previewModeStep;
