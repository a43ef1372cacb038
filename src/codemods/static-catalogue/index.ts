import path from 'node:path';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { helperPath } from '../data-layer/index.js';
import { helperModuleText } from '../data-layer/helper-module.js';
import { productFields } from '../data-layer/source-shapes.js';
import { stagedResolver } from '../drop-pages/graph.js';
import { cataloguePages, fixedProductPages, importedFrom, treeModules } from './pages.js';
import type { Catalogue } from './find.js';
import type { ModuleReader } from './module-value.js';
import { convertFixedProduct } from './fixed-route.js';
import { convertCatalogues } from './rewrite.js';

export { findCatalogues } from './find.js';
export { convertCatalogues } from './rewrite.js';
export { catalogueSeeds } from './seeds.js';

function importPath(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.(js|ts)$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * The `static-catalogue` step: a product listing or product page that shows literal records of its
 * own (an array in the component, a map looked up by the route's slug) reads the store through the
 * SDK instead, so the theme shows the merchant's products. Runs after preview mode, which took
 * those records as its demo products. Skipped when the products surface is not dynamic.
 */
export function runStaticCatalogue(ctx: StepContext): StepResult {
  const decision = ctx.state.decisions.find((d) => d.surface === 'products')?.decision ?? 'dynamic';
  if (decision !== 'dynamic') return { status: 'skipped', notes: [`static catalogues: products are ${decision} by decision`] };
  const helper = helperPath(ctx.analysis);
  const resolve = stagedResolver(ctx.tree, ctx.site.aliases);
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  /** Modules whose catalogue a page now reads from the store, with its name there. */
  const converted = new Map<string, string>();
  const pages = new Set(cataloguePages(ctx.analysis, ctx.tree, resolve));
  // One reader for the step: a JSON module is parsed once, however many modules import it.
  const read = treeModules(ctx.tree, resolve);
  const menus = menuReaders(ctx, read, pages);
  for (const file of [...pages, ...menus.keys()]) {
    const ast = ctx.tree.ast(file);
    if (!ast) continue;
    const imported = menus.get(file) ?? importedFrom(file, ast, read);
    const edits = convertCatalogues(ast, file, importPath(file, helper), imported);
    if (!edits.length) continue;
    for (const e of edits) if (e.from) converted.set(e.from, e.name);
    ctx.tree.writeAst(file, ast);
    for (const e of edits) {
      if (e.kind === 'menu') notes.push(`${file}: the static menu \`${e.name}\` (categories holding their products) reads the store (useViewMenu: the collections, each with its products)`);
      else notes.push(`${file}: the static product ${e.kind === 'map' ? 'map' : e.kind === 'groups' ? 'groups' : 'list'} \`${e.name}\` reads the store (${e.kind === 'map' ? 'useViewProduct' : 'useViewProducts'}${e.groupBy ? `, split by \`${e.groupBy}\`` : ''})`);
      if (e.kind === 'menu') {
        limitations.push({
          file, line: e.line,
          what: `the categories of the static menu \`${e.name}\` are the store's collections, each with the products whose category names it`,
          why: 'the platform keeps products and collections apart: a product shows under a category when its own category is that collection\'s name, slug or id',
        });
      }
      if (e.join) {
        limitations.push({
          file, line: e.line,
          what: `\`${e.name}\` reads the list \`${e.join.list}\` its module joins from the static catalogue: the join runs over the store's products${e.join.reads.length ? `, still matching them with the module's ${e.join.reads.map((r) => `\`${r}\``).join(', ')}` : ''}`,
          why: 'the platform product carries only its own fields: a live product without the source\'s linking field (the demo products keep it) finds no match',
        });
      }
      if (e.groupBy) {
        limitations.push({
          file, line: e.line,
          what: `the groups of the static catalogue \`${e.name}\` are the store's products split by their \`${e.groupBy}\` (${e.groupValues.map((v) => `"${v}"`).join(', ')})`,
          why: 'the platform has one product list: a product shows in a group when its own value is the one the source\'s records of that group had',
        });
      }
      if (e.defaulted.length) {
        limitations.push({
          file, line: e.line,
          what: `product field${e.defaulted.length > 1 ? 's' : ''} ${e.defaulted.map((f) => `\`${f}\``).join(', ')} of the static catalogue \`${e.name}\` ha${e.defaulted.length > 1 ? 've' : 's'} no platform-sdk equivalent`,
          why: "the page shows the product's own value where its data has one (the demo products keep the source's), else an empty default",
        });
      }
    }
  }
  limitations.push(...stillRead(ctx, resolve, converted));
  for (const { file, route, product } of fixedProductPages(ctx.analysis, ctx.tree)) {
    const ast = ctx.tree.ast(file);
    if (!ast || !convertFixedProduct(ast, file, importPath(file, helper), ctx.tree.read(file) ?? '', product)) continue;
    ctx.tree.writeAst(file, ast);
    notes.push(`${file}: the product written at the fixed route ${route} reads the store (useViewProduct({ slug: "${product.slug}" })); its copy is the demo product of that slug`);
    limitations.push({
      file, line: product.declarator.loc?.start.line ?? 1,
      what: `the product page at the fixed route ${route} keeps its hand-written copy${product.ownFields.length ? ` for ${product.ownFields.map((f) => `\`${f}\``).join(', ')} (no platform-sdk equivalent)` : ''}, and whole when the store has no product of slug \`${product.slug}\``,
      why: 'the page reads the product of its route\'s slug from the store; the platform product has no such fields, and a fixed route has no "not found" state of its own',
    });
  }
  if (notes.length && !ctx.tree.exists(helper)) {
    const shapes = productFields(ctx.tree, (f) => f === helper);
    ctx.tree.write(helper, helperModuleText(helper.endsWith('.ts'), shapes));
    notes.push(`${helper}: written (the view hooks the converted catalogues read)`);
  }
  return { status: notes.length ? (limitations.length ? 'partial' : 'applied') : 'unnecessary', limitations, notes };
}

/**
 * Kept modules outside the listing pages that import a menu of the site (categories holding their
 * products, from a script or a JSON module): a provider, a section, a page of its own. Outside the
 * listing pages only a menu is read from the store (its categories hold the goods): each module
 * with the menus it imports.
 */
function menuReaders(ctx: StepContext, read: ModuleReader, pages: Set<string>): Map<string, Map<string, Catalogue & { from: string }>> {
  const out = new Map<string, Map<string, Catalogue & { from: string }>>();
  for (const file of ctx.tree.list().filter((f) => /\.[jt]sx?$/.test(f) && !f.includes('node_modules/') && !pages.has(f)).sort()) {
    if (!/\bimport\b/.test(ctx.tree.read(file) ?? '')) continue;
    const ast = ctx.tree.ast(file);
    if (!ast) continue;
    const menus = new Map([...importedFrom(file, ast, read)].filter(([, c]) => c.kind === 'menu'));
    if (menus.size) out.set(file, menus);
  }
  return out;
}

/**
 * Modules that still import a catalogue module the pages now read from the store (at module level,
 * in a helper, a page kept static): its records stay in the theme for them.
 */
function stillRead(ctx: StepContext, resolve: (from: string, spec: string) => string | null, converted: Map<string, string>): Limitation[] {
  if (!converted.size) return [];
  const out: Limitation[] = [];
  for (const file of ctx.tree.list().filter((f) => /\.[jt]sx?$/.test(f) && !f.includes('node_modules/')).sort()) {
    const ast = converted.has(file) ? null : ctx.tree.ast(file);
    for (const s of ast?.program.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
      const target = resolve(file, s.source.value);
      const name = target ? converted.get(target) : undefined;
      if (!target || name === undefined) continue;
      out.push({
        file, line: s.loc?.start.line ?? 1,
        what: `reads the static catalogue of ${target} outside the components that now read \`${name}\` from the store`,
        why: 'the records stay in the theme for this reader (a module-level value or a helper cannot call a hook); it does not follow the store\'s products',
      });
    }
  }
  return out;
}

export const staticCatalogueStep = defineStep({
  id: 'static-catalogue',
  description: 'static product catalogues of listing and product pages → SDK product hooks',
  needs: ['analysis', 'decisions'],
  run: runStaticCatalogue,
});

export default staticCatalogueStep;
