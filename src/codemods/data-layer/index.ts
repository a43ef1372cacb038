import path from 'node:path';
import type { Node } from '@babel/types';
import type { Analysis, DataSite, Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import type { SiteResult } from './file-context.js';
import { SurfaceFileContext } from './surface-context.js';
import { placeholderRecords, placeholderValue, rowFieldsRead } from './surface-placeholders.js';
import { placeholderFields } from './placeholder-fields.js';
import { dictionaryKeyValues } from './key-values.js';
import { dropSurfaceMarkup, type SurfaceSeed } from './surface-pass.js';
import { HELPER_BASENAME, helperModuleText, staticModuleText } from './helper-module.js';
import { storeFeedsModuleText, storeFeedsPath, type StoreFeed } from './store-feed.js';
import { collectSourceData, type SourceData } from '../preview/source-data.js';
import { importedFrom, pruneImports } from './imports.js';
import { isPackageOf, resolveImport } from '../vendor-removal/resolve.js';
import { removeDeadVendorRefs } from './dead-refs.js';
import { mendCartStateReads } from './cart-state-reads.js';
import { parentMap } from './locate.js';
import { convertSite, droppedFiles } from './site.js';
import { customSeed } from './custom-seed.js';
import { functionDefinition } from './definitions.js';
import { isCustomEntity } from '../../../rules/data-layer/custom-content.js';
import { productFields } from './source-shapes.js';
import { isStockCount } from '../../../rules/data-layer/field-map.js';
import { removeOrphanWrappers, rewriteWrapperCallers } from './wrapper-callers.js';

export type { SiteResult, SiteStatus } from './file-context.js';

const STEP = 'data-layer';
/** Site kinds whose inert value holds no records a page could show. */
const NO_RECORDS: ReadonlySet<string> = new Set(['write', 'upload', 'auth']);

/** Where the generated helper module goes: `<app root>/src/lib/platform-data.(js|ts)`. */
export function helperPath(analysis: Analysis): string {
  const root = analysis.appRoot && analysis.appRoot !== '.' ? `${analysis.appRoot.replace(/\/$/, '')}/` : '';
  return `${root}src/lib/${HELPER_BASENAME}.${analysis.framework.language === 'js' ? 'js' : 'ts'}`;
}

function importPath(from: string, to: string): string {
  let rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.(js|ts)$/, '');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

export interface DataLayerOutcome {
  results: SiteResult[];
  limitations: Limitation[];
  openQuestions: string[];
  notes: string[];
  changedFiles: string[];
}

/** Rewrite every data site of the analysis in the staged tree (the work of the `data-layer` step). */
export function convertDataLayer(tree: StagedTree, analysis: Analysis, state: StepContext['state']): DataLayerOutcome {
  const byFile = new Map<string, DataSite[]>();
  for (const s of analysis.dataSites) {
    // Sites inside a generic wrapper are reported again at each call of the wrapper.
    byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  }
  const dropped = droppedFiles(analysis);
  const helper = helperPath(analysis);
  const results: SiteResult[] = [];
  const changedFiles: string[] = [];
  let helperUsed = false;
  const bootstrap = new Set(analysis.vendorBootstrap);
  let seed: SourceData | undefined;
  const staticUsed = new Map<string, unknown[]>();
  const staticPath = helper.replace(/platform-data\.(js|ts)$/, 'platform-static.$1');
  // What each site's rewrite put in place of its call (the surface pass starts from it).
  const placedBy = new Map<SiteResult, Node[]>();
  // Static kinds with no seed data: where their placeholder records are read.
  const placeholders = new Map<string, { file: string; nodes: Node[] }[]>();
  // Static kinds with seed data: where their records are read (a date or number they lack is filled).
  const seededUses = new Map<string, { file: string; nodes: Node[] }[]>();
  let pendingKind: string | null = null;
  // Custom entities' seed records (spec §1 rule 8), by kind: the file they were copied from.
  const customFrom = new Map<string, string>();
  // State stores whose catalogue read is fed from the SDK (store-feed.ts).
  const feeds: StoreFeed[] = [];
  for (const [file, sites] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const ast = tree.ast(file);
    if (!ast) {
      for (const site of sites) results.push({ site, status: 'limitation', why: 'the file does not parse: convert its calls by hand' });
      continue;
    }
    const fc = new SurfaceFileContext(file, ast, parentMap(ast), importPath(file, helper), importPath(file, staticPath));
    fc.staticData = (kind, entity) => {
      seed ??= collectSourceData(tree);
      // A custom entity's records are found by its name (custom-seed.ts), the known kinds by their shape.
      const custom = entity && !staticUsed.has(kind) ? customSeed(tree, entity) : null;
      if (custom) customFrom.set(kind, custom.from);
      const records = entity ? custom?.records : (seed as unknown as Record<string, unknown[]>)[kind];
      if (Array.isArray(records) && records.length) staticUsed.set(kind, records);
      else if (!staticUsed.has(kind)) {
        // No seed data: placeholder records, filled after the loop with the fields the components read.
        staticUsed.set(kind, []);
        placeholders.set(kind, []);
      }
      if (!placeholders.has(kind) && !seededUses.has(kind)) seededUses.set(kind, []);
      pendingKind = kind;
      return `${fc.importName(kind, 'static')}`;
    };
    fc.definitionOf = (name) => functionDefinition(tree, file, name, analysis.appRoot);
    fc.onStoreFeed = (feed) => feeds.push(feed);
    fc.onWrapperRead = (w) => {
      const files = rewriteWrapperCallers(tree, { ...w, helperImport: (f) => importPath(f, helper) });
      for (const f of files) if (!changedFiles.includes(f)) changedFiles.push(f);
      if (files.length) helperUsed = true;
      return files.length;
    };
    // Later sites first, so a rewrite never moves a site that is still to be found.
    for (const site of [...sites].sort((a, b) => b.line - a.line || (b.column ?? 0) - (a.column ?? 0))) {
      try {
        fc.placed = [];
        pendingKind = null;
        const r = convertSite(fc, site, analysis, state, dropped);
        results.push(r);
        placedBy.set(r, fc.placed);
        if (r.status === 'static' && pendingKind) (placeholders.get(pendingKind) ?? seededUses.get(pendingKind))?.push({ file, nodes: fc.placed });
      } catch (err) {
        // One odd call never stops the step: it is left as it is and recorded.
        results.push({ site, status: 'limitation', why: `could not be rewritten (${(err as Error).message}): convert it by hand` });
      }
    }
    if (fc.changed) {
      const vendorNames = new Set(importedFrom(ast, (src) => isPackageOf(src, analysis.vendorPackages) || bootstrap.has(resolveImport(file, src, (p) => tree.exists(p), analysis.appRoot) ?? '')));
      removeDeadVendorRefs(ast, vendorNames);
      pruneImports(ast, [...fc.roots, ...vendorNames]);
      tree.writeAst(file, ast);
      changedFiles.push(file);
      if (tree.read(file)?.includes(fc.helperImport)) helperUsed = true;
    }
  }
  if (feeds.length) {
    const feedsFile = storeFeedsPath(helper);
    tree.write(feedsFile, storeFeedsModuleText(feeds, importPath(feedsFile, helper), (f) => importPath(feedsFile, f.replace(/\.[jt]sx?$/, ''))));
    changedFiles.push(feedsFile);
    helperUsed = true;
  }
  // Pages reading a cart field their cart hook never gives read the SDK cart instead.
  const scriptFiles = tree.list().filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.includes('node_modules/') && !f.endsWith('.d.ts') && f !== helper && f !== staticPath && !dropped.has(f));
  const cartFix = mendCartStateReads(tree, scriptFiles, (f, src) => resolveImport(f, src, (p) => tree.exists(p), analysis.appRoot), (f) => importPath(f, helper));
  for (const f of cartFix.files) if (!changedFiles.includes(f)) changedFiles.push(f);
  if (cartFix.files.length) helperUsed = true;
  const shapeLimitations: Limitation[] = [...cartFix.limitations];
  // A page written before this step (ported from server templates) may read the helper already.
  helperUsed ||= scriptFiles.some((f) => [...(tree.read(f) ?? '').matchAll(/\bfrom\s+['"]([^'"]*\/lib\/platform-data[^'"]*)['"]/g)]
    .some((m) => resolveImport(f, m[1], (p) => tree.exists(p) || p === helper, analysis.appRoot) === helper));
  if (helperUsed && !tree.exists(helper)) {
    // Product fields the site's code types or uses as lists come back as lists.
    const shapes = productFields(tree, (f) => f === helper || f === staticPath || dropped.has(f));
    tree.write(helper, helperModuleText(helper.endsWith('.ts'), shapes));
    // A field the SDK product has no value for gets a safe default, named here.
    for (const [k, def] of [...shapes.emptyLists.map((k) => [k, '[]']), ...Object.entries(shapes.emptyObjects)]) {
      shapeLimitations.push({ file: helper, line: 1, what: `product field \`${k}\` has no platform-sdk equivalent`, why: `the view product gives ${def} unless the product's raw data has it` });
    }
    for (const [k, of] of [...shapes.numberFields.map((k) => [k, 'product']), ...(shapes.variantNumberFields.length && shapes.aliases.includes('variants') ? shapes.variantNumberFields : []).map((k) => [k, 'variant'])]) {
      const def = isStockCount(k) ? '1 while the SDK says it is in stock, else 0' : '0';
      shapeLimitations.push({ file: helper, line: 1, what: `${of} number \`${k}\` has no platform-sdk equivalent`, why: `the view ${of} gives its raw data's number, else ${def}` });
    }
  }
  const questions: string[] = [];
  for (const [kind, from] of customFrom) {
    questions.push(`The ${kind} in ${staticPath} are copied from the source's ${from}: they are now static content, edit them there (no platform resource keeps them).`);
  }
  for (const [kind, uses] of placeholders) {
    // A kind whose only read could not be made static has nothing to fill.
    if (!uses.length) { staticUsed.delete(kind); continue; }
    const mine = new Set(uses.flatMap((u) => u.nodes));
    // Other data in the same code makes its reads ambiguous; a write's inert value (`Promise.resolve({})`
    // in a delete handler that reloads the list) carries no records, so it is not other data.
    const others = (file: string) => new Set([...placedBy].filter(([r]) => r.site.file === file && !NO_RECORDS.has(r.site.kind)).flatMap(([, nodes]) => nodes).filter((n) => !mine.has(n)));
    const { fields, lists, numbers, keyed, dates } = placeholderFields(tree, analysis, uses, others, (f) => f === helper || f === staticPath || dropped.has(f));
    staticUsed.set(kind, placeholderRecords(kind, fields, lists, state.language?.languages?.length ? state.language.languages : analysis.languages, numbers, dictionaryKeyValues(tree, keyed), dates));
    questions.push(`The source has no ${kind} data for the static surface: fill the placeholder ${kind} in ${staticPath} (${[...new Set(uses.map((u) => u.file))].join(', ')} show them).`);
  }
  for (const [kind, uses] of seededUses) {
    const records = staticUsed.get(kind);
    if (!uses.length || placeholders.has(kind) || !records?.length) continue;
    const read = { fields: [] as string[], lists: new Set<string>(), numbers: new Set<string>(), dates: new Set<string>() };
    for (const u of uses) {
      const ast = tree.ast(u.file);
      const r = ast ? rowFieldsRead(ast, u.nodes) : null;
      if (!r) continue;
      for (const f of r.fields) if (!read.fields.includes(f)) read.fields.push(f);
      for (const [to, from] of [[read.lists, r.lists], [read.numbers, r.numbers], [read.dates, r.dates]] as const) for (const f of from) to.add(f);
    }
    const { rows, filled } = fillMissingValues(kind, records, read, state.language?.languages?.length ? state.language.languages : analysis.languages);
    staticUsed.set(kind, rows);
    if (filled.length) questions.push(`The ${kind} in ${staticPath} came from the source without ${filled.map((f) => `\`${f}\``).join(', ')}, which the code reads from each row: placeholder values stand in, edit them there.`);
  }
  if (staticUsed.size && !tree.exists(staticPath)) tree.write(staticPath, staticModuleText(staticUsed));
  const surfaces = dropSurfaces(tree, analysis, results, placedBy, dropped, (f) => f === helper || f === staticPath);
  for (const f of surfaces.changedFiles) if (!changedFiles.includes(f)) changedFiles.push(f);
  // Wrapper modules (useFetch-style hooks, API-function modules) whose every call was rewritten.
  const orphans = removeOrphanWrappers(tree, results, { appRoot: analysis.appRoot, keep: (f) => f === helper || f === staticPath });
  for (const f of orphans) if (!changedFiles.includes(f)) changedFiles.push(f);
  const summary = summarize(results);
  if (orphans.length) summary.notes.push(`request wrappers nothing uses any more: deleted ${orphans.join(', ')}`);
  summary.openQuestions.push(...questions);
  summary.limitations.push(...surfaces.limitations, ...shapeLimitations);
  if (surfaces.deletedFiles.length) summary.notes.push(`dropped surfaces: deleted ${surfaces.deletedFiles.join(', ')} (nothing left to render)`);
  return { results, changedFiles, ...summary };
}

/** The markup, links and components of surfaces decided `drop` (surface-pass.ts). */
function dropSurfaces(tree: StagedTree, analysis: Analysis, results: SiteResult[], placedBy: Map<SiteResult, Node[]>, droppedPages: Set<string>, generated: (f: string) => boolean) {
  const seeds = new Map<string, SurfaceSeed[]>();
  const live = new Map<string, Set<Node>>();
  const surfaces = new Set<string>();
  for (const r of results) {
    const nodes = placedBy.get(r) ?? [];
    if (r.status === 'dropped' && !droppedPages.has(r.site.file)) {
      surfaces.add(r.site.surface);
      seeds.set(r.site.file, [...(seeds.get(r.site.file) ?? []), ...nodes.map((node) => ({ node, line: r.site.line }))]);
    } else if (r.status !== 'dropped') live.set(r.site.file, new Set([...(live.get(r.site.file) ?? []), ...nodes]));
  }
  return dropSurfaceMarkup(tree, analysis, surfaces, seeds, live, (f) => generated(f) || droppedPages.has(f));
}

function summarize(results: SiteResult[]): Pick<DataLayerOutcome, 'limitations' | 'openQuestions' | 'notes'> {
  const limitations: Limitation[] = [];
  const openQuestions: string[] = [];
  for (const r of results) {
    const what = `${r.site.vendor} ${r.site.operation ?? r.site.kind}${r.site.entity ? ` (${r.site.entity})` : ''}`;
    if (r.status === 'limitation') limitations.push({ file: r.site.file, line: r.site.line, what, why: r.why ?? 'no SDK equivalent' });
    if (r.status === 'converted' && r.unmapped?.length) limitations.push({ file: r.site.file, line: r.site.line, what: `${what}: ${r.unmapped.join(', ')}`, why: `not an argument of ${r.site.sdkEquivalent} (rules/sdk.ts): the storefront shows the platform's default` });
    if (r.question && !openQuestions.includes(r.question)) openQuestions.push(r.question);
    if (r.status === 'converted' && r.site.sdkEquivalent === 'useBooking') limitations.push({ file: r.site.file, line: r.site.line, what: `${what}: time-slot availability`, why: 'useBooking() only creates the booking; availability has no API and stays client-side (spec §1.9)' });
    if (r.status === 'converted' && r.site.sdkEquivalent === 'useBrand') limitations.push({ file: r.site.file, line: r.site.line, what: `${what}: settings keys`, why: 'brand settings come from useBrand() (name, logo, banners, palette, socials, support): map the keys this code reads by hand' });
  }
  const count = (s: string) => results.filter((r) => r.status === s).length;
  const notes = [`data sites: ${count('converted')} converted, ${count('static')} static, ${count('dropped')} dropped, ${count('handed-off')} auth calls handed to drop-pages, ${count('limitation')} limitations`];
  if (results.some((r) => r.status === 'converted' && r.site.sdkEquivalent === 'useCheckout')) {
    notes.push('checkout: the platform recomputes totals, fees and discounts; the client price maths left in the theme is display-only');
  }
  return { limitations, openQuestions, notes };
}

/** Design notes the step records once in the state file. */
function recordNotes(state: StepContext['state'], notes: string[]): void {
  for (const n of notes.slice(1)) if (!state.designNotes.includes(n)) state.designNotes.push(n);
}

/** Mark each state row of a site with what became of it. */
function recordStatuses(state: StepContext['state'], results: SiteResult[]): void {
  for (const r of results) {
    const row = state.dataSites.find((d) => d.file === r.site.file && d.line === r.site.line && d.vendor === r.site.vendor && (d.entity ?? null) === (r.site.entity ?? null));
    if (row) row.status = r.status;
    // A read the analysis listed as a limitation (a custom entity) that became static content loses nothing.
    // The analysis's own wording of the row (src/analyze/data-layer/index.ts).
    const what = `${r.site.vendor} ${r.site.operation}${r.site.entity ? ` (${r.site.entity})` : ''}`;
    const mine = (l: { file: string; line: number; what: string }) => l.file === r.site.file && l.line === r.site.line && l.what === what;
    if (r.status === 'static' && r.site.limitation) state.limitations = state.limitations.filter((l) => !mine(l));
    // A custom entity's write says what is lost rather than the analysis's general reason.
    if (r.status === 'limitation' && r.why && r.site.kind === 'write' && isCustomEntity(r.site)) {
      for (const l of state.limitations) if (mine(l)) l.why = r.why.replace(/\|/g, '\\|');
    }
  }
}

/**
 * The `data-layer` step (issue 4): every vendor data call becomes an SDK hook, a static surface,
 * a dropped surface, or a recorded limitation. Runs after the bundler config and before the
 * drop-pages step: the calls of dropped pages are made inert here (so the vendor can be removed
 * afterwards), while auth calls in kept files are handed off to drop-pages, which removes them
 * with the sign-in state and markup that existed only for them.
 */
const dataLayer = defineStep({
  id: STEP,
  description: 'data calls → SDK hooks, static surfaces or recorded limitations',
  needs: ['analysis', 'decisions'],
  run(ctx: StepContext): StepResult {
    if (!ctx.analysis.dataSites.length) return { status: 'unnecessary' };
    const out = convertDataLayer(ctx.tree, ctx.analysis, ctx.state);
    recordStatuses(ctx.state, out.results);
    recordNotes(ctx.state, out.notes);
    const partial = out.results.some((r) => r.status === 'limitation');
    return { status: out.changedFiles.length ? (partial ? 'partial' : 'applied') : 'unnecessary', limitations: out.limitations, openQuestions: out.openQuestions, notes: out.notes };
  },
});

export default dataLayer;

/**
 * Seed records copied from the source in the shape it drew them (`date: "2 weeks ago"`), read by
 * code written for the backend's rows (`new Date(review.created_at)`): a date or number field the
 * code reads and no record has would show NaN. Each record gets the placeholder value of such a
 * field (a real date, a 0); text fields are left alone. Returns the fields filled.
 */
function fillMissingValues(kind: string, records: unknown[], read: { fields: string[]; numbers: Set<string>; dates: Set<string>; lists: Set<string> }, languages: string[]): { rows: unknown[]; filled: string[] } {
  const objects = records.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r));
  if (objects.length !== records.length) return { rows: records, filled: [] };
  // A field named as a date (`created_at`, `publishedAt`) is one even when the code hands it to a helper first.
  const dateNamed = (f: string) => /(^|_)date|Date|_at$|[a-z]At$/.test(f);
  const filled = read.fields.filter((f) => (read.dates.has(f) || read.numbers.has(f) || dateNamed(f)) && !read.lists.has(f) && objects.every((r) => !(f in r)));
  if (!filled.length) return { rows: records, filled };
  const rows = objects.map((r, i) => ({ ...r, ...Object.fromEntries(filled.map((f) => [f, placeholderValue(kind, f, i + 1, languages, false, read.numbers.has(f), read.dates.has(f))])) }));
  return { rows, filled };
}
