import type { Analysis, Limitation, PageInfo } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { DROP_RULES, type DropTargets, type MendContext } from './context.js';
import path from 'node:path';
import { danglingImports, importSpecs, pruneReexports, importGraph, stagedResolver } from './graph.js';
import { unwrapUnreadProviders } from './unread-providers.js';
import { dropListedPackages, listedPackageNames, VITE_CONFIG } from '../theme-shell/vite-package-lists.js';
import { packageOf } from '../theme-shell/server-deps.js';
import { removeDependencies } from '../vendor-removal/text-edits.js';
import { orphanAuthFiles } from './orphans.js';
import { helperPath } from '../data-layer/index.js';
import { storeFeedsPath } from '../data-layer/store-feed.js';
import { pruneDeadRequestExports } from './unused-exports.js';
import { componentImporters, moveHelpersOut } from './helpers-out.js';
import { mendAst } from './mend-file.js';
import { mayNeedMend } from './relevance.js';
import { printMended } from './print.js';
import { storedAuthContextFields } from './stored-auth.js';
import { fieldsRead, settingFields } from './backend-settings.js';
import { VENDOR_RULES } from '../../analyze/data-layer/rules.js';
import { isServerPath } from '../../analyze/facts/server-paths.js';
import { routeRefResolver } from './route-refs.js';

export { mendAst, mendSource, MARKER } from './mend-file.js';
export { danglingImports, importGraph, importSpecs, stagedResolver } from './graph.js';
export { DROP_RULES, type DropTargets, type MendContext } from './context.js';

/** Drop pages the platform replaces rather than forbids: their routes go, the file only when unused. */
const ROUTE_ONLY_RULES = new Set(['not-found']);
/** Code of the site's own server at the top of the app (not `src/api/`, which is browser code). */

const ruleOf = (p: PageInfo) => (p as PageInfo & { rule?: string | null }).rule ?? null;

/** A path inside a folder named `admin` (`src/components/admin/OrdersTable.tsx`). */
const ADMIN_FOLDER = /(^|\/)admin\//i;
const SCRIPT_FILE = /\.(m?[jt]sx?)$/;

/** What to drop, from the analysis, limited to files the staged tree still has. */
export function dropTargets(analysis: Analysis, tree: StagedTree): DropTargets {
  const pages = new Set<string>();
  const routeOnly = new Set<string>();
  const routes: string[] = [];
  const keptRoutes: string[] = [];
  // A module of several pages (`About`, `Contact` and `Account` exported from one file): one of them
  // dropped takes its routes, not the file the others are drawn from.
  const keptFiles = new Set(analysis.pages.filter((p) => p.class !== 'drop').map((p) => p.file));
  for (const p of analysis.pages) {
    const own = (p as PageInfo & { routes?: string[] }).routes;
    if (p.class !== 'drop') {
      for (const r of new Set([...(p.route ? [p.route] : []), ...(own ?? [])])) keptRoutes.push(r);
      continue;
    }
    for (const r of own?.length ? own : p.route ? [p.route] : []) routes.push(r);
    // Its routes go by path; the file stays for the pages kept.
    if (!tree.exists(p.file) || keptFiles.has(p.file)) continue;
    (ROUTE_ONLY_RULES.has(ruleOf(p) ?? '') ? routeOnly : pages).add(p.file);
  }
  // A file that draws a kept page is a page, not an auth module, whatever else it holds.
  const authModules = new Set(analysis.authFiles.filter((f) => !pages.has(f) && !routeOnly.has(f) && !keptFiles.has(f) && tree.exists(f)));
  // The admin surface's own modules (a folder named admin) go the way of auth modules once its
  // pages are dropped: a kept file rendering one (an admin status widget in the shop's header)
  // loses the element, and the module goes when nothing kept imports it.
  const adminDropped = analysis.pages.some((p) => p.class === 'drop' && (ADMIN_FOLDER.test(p.file) || /^\/admin(\/|$)/i.test(p.route ?? '')));
  if (adminDropped) {
    for (const f of tree.list()) {
      if (ADMIN_FOLDER.test(f) && SCRIPT_FILE.test(f) && !f.includes('node_modules/') && !pages.has(f) && !routeOnly.has(f) && !keptFiles.has(f)) authModules.add(f);
    }
  }
  const authSites = new Map<string, Map<number, string[]>>();
  for (const s of analysis.dataSites) {
    if (s.kind !== 'auth') continue;
    const lines = authSites.get(s.file) ?? new Map<number, string[]>();
    lines.set(s.line, [...(lines.get(s.line) ?? []), s.operation ?? '']);
    authSites.set(s.file, lines);
  }
  return { pages, routeOnly, authModules, routes, keptRoutes, authSites };
}

/**
 * Context fields bound to a setting of a vendor the site used (rules/vendors `envVars`) that no
 * file reads any more: provider file → field → its local name.
 */
function unreadSettingFields(analysis: Analysis, tree: StagedTree, files: string[]): Map<string, Map<string, string>> {
  const used = new Set([...analysis.origin.vendors, ...analysis.dataSites.map((s) => s.vendor)]);
  const patterns = VENDOR_RULES.filter((r) => used.has(r.id)).flatMap((r) => r.envVars ?? []);
  const out = new Map<string, Map<string, string>>();
  for (const f of files) {
    const ast = tree.ast(f);
    const fields = ast ? settingFields(ast, patterns) : null;
    if (fields?.size) out.set(f, fields);
  }
  if (!out.size) return out;
  const all = new Set([...out.values()].flatMap((m) => [...m.keys()]));
  const read = new Set<string>();
  for (const f of files) {
    const ast = out.has(f) ? null : tree.ast(f);
    if (ast) for (const k of fieldsRead(ast, all)) read.add(k);
  }
  for (const m of out.values()) for (const k of [...m.keys()]) if (read.has(k)) m.delete(k);
  return out;
}

const inApp = (appRoot: string, p: string) => (!appRoot || p.startsWith(appRoot + '/')) && !p.includes('node_modules/') && !p.endsWith('.d.ts') && !isServerPath(appRoot ? p.slice(appRoot.length + 1) : p);

/**
 * Files to delete: the dropped pages, route-only pages and auth modules nothing imports any more,
 * then files that only deleted files or dropped uses imported (their styles, helpers, the layout
 * of an emptied parent route), until nothing changes.
 */
function filesToDelete(targets: DropTargets, before: Map<string, Set<string>>, after: Map<string, Set<string>>, keep: Set<string>): Set<string> {
  const importersOf = (g: Map<string, Set<string>>) => {
    const m = new Map<string, Set<string>>();
    for (const [from, deps] of g) for (const d of deps) m.set(d, (m.get(d) ?? new Set()).add(from));
    return m;
  };
  const was = importersOf(before);
  const now = importersOf(after);
  const gone = new Set<string>();
  const usedByKept = (f: string) => [...(now.get(f) ?? [])].some((i) => !gone.has(i) && i !== f);
  for (const f of targets.pages) if (!keep.has(f)) gone.add(f);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of [...targets.routeOnly, ...targets.authModules]) {
      if (!gone.has(f) && !usedByKept(f)) { gone.add(f); grew = true; }
    }
    // Imported before, by nothing that stays now: its importers were deleted or the mend removed
    // their last use of it (the layout of an `/admin/*` route whose children all went).
    for (const [f, importers] of was) {
      if (gone.has(f) || !importers.size || usedByKept(f)) continue;
      gone.add(f);
      grew = true;
    }
  }
  return gone;
}

/**
 * Of `packages` (imported by files the step deleted), those no file left in the tree names: not in
 * a script, a stylesheet, a config or an HTML page, nor in a package.json script. Types packages
 * (`@types/…`) are left alone.
 */
function packagesNoneName(tree: StagedTree, packages: Set<string>): string[] {
  const candidates = [...packages].filter((p) => !p.startsWith('@types/')).sort();
  if (!candidates.length) return [];
  const named = new Set<string>();
  for (const f of tree.list()) {
    if (f.includes('node_modules/') || /(^|\/)package-lock\.json$|(^|\/)(yarn\.lock|pnpm-lock\.yaml|bun\.lockb?)$/.test(f)) continue;
    if (!/\.([cm]?[jt]sx?|css|scss|sass|less|html?|vue|svelte|json)$/.test(f)) continue;
    let text = tree.read(f) ?? '';
    // A bundler config's pre-bundling and manual-chunk lists name a package without using it: it goes with the package.
    const config = VITE_CONFIG.test(f) ? tree.ast(f) : null;
    if (config) for (const e of listedPackageNames(config)) text = text.slice(0, e.start) + ' '.repeat(e.end - e.start) + text.slice(e.end);
    if (path.posix.basename(f) === 'package.json') {
      try { text = JSON.stringify((JSON.parse(text) as { scripts?: unknown }).scripts ?? {}); } catch { continue; }
    }
    for (const p of candidates) if (!named.has(p) && text.includes(p)) named.add(p);
  }
  const unused = candidates.filter((p) => !named.has(p));
  for (const f of tree.list().filter((x) => VITE_CONFIG.test(x) && !x.includes('node_modules/'))) {
    const ast = tree.ast(f);
    if (ast && dropListedPackages(ast, (p) => !unused.includes(p)).length) tree.writeAst(f, ast);
  }
  return unused;
}



/**
 * State rows of the auth sites the data layer handed to this step: `dropped` once the mend removed
 * them, `limitation` where an auth call is still marked on their line.
 */
function settleHandedOff(state: StepContext['state'], left: Set<string>): void {
  for (const row of state.dataSites) {
    if (row.status === 'handed-off') row.status = left.has(`${row.file}:${row.line}`) ? 'limitation' : 'dropped';
  }
}

export async function runDropPages({ site, tree, analysis, state }: StepContext): Promise<StepResult> {
  const targets = dropTargets(analysis, tree);
  const appRoot = analysis.appRoot ?? site.appRoot;
  const before = importGraph(tree, site.aliases);
  const resolveBefore = stagedResolver(tree, site.aliases);
  const limitations: Limitation[] = [];
  const keep = new Set<string>();
  const notes: string[] = [];
  /** `file:line` of auth calls the mend could only mark. */
  const leftAuth = new Set<string>();
  let changed = false;
  const skip = new Set([...targets.pages, ...targets.routeOnly, ...targets.authModules]);
  // Contexts carrying the site's own stored token or user: their consumers drop those fields too.
  targets.storedAuthFields = new Map();
  for (const file of tree.list()) {
    if (skip.has(file) || !inApp(appRoot, file) || !before.has(file)) continue;
    const ast = tree.ast(file);
    const fields = ast ? storedAuthContextFields(ast, DROP_RULES.state) : null;
    if (fields?.size) targets.storedAuthFields.set(file, fields);
  }
  const rendered = componentImporters(tree, [...before.keys()], resolveBefore);
  targets.unreadSettingFields = unreadSettingFields(analysis, tree, [...before.keys()].filter((f) => !skip.has(f) && inApp(appRoot, f)));
  for (const file of tree.list()) {
    if (skip.has(file) || !inApp(appRoot, file) || !before.has(file)) continue;
    const ast = tree.ast(file);
    const text = tree.read(file);
    if (!ast || text === undefined) continue;
    let r: ReturnType<typeof mendAst>;
    try {
      const resolve = (spec: string) => resolveBefore(file, spec);
      const mend: MendContext = { file, targets, rules: DROP_RULES, resolve, routeRef: routeRefResolver((p) => tree.ast(p), file, resolve) };
      if (!mayNeedMend(ast, text, mend)) continue;
      r = mendAst(ast, mend);
    } catch (err) {
      // A shape the mend cannot handle: the file stays as it was (re-staging its text drops the
      // half-edited AST) and the reason is a Limitations row, so the other files still convert.
      tree.write(file, text);
      limitations.push({ file, line: 0, what: `drop-pages could not mend this file: ${(err as Error).message}`, why: 'remove its links to dropped pages and its auth gates by hand' });
      continue;
    }
    for (const l of r.limitations) {
      limitations.push({ file, line: l.line, what: l.what, why: l.why });
      if (l.id === 'auth-calls') leftAuth.add(`${file}:${l.line}`);
      if (l.id === 'page-reference') for (const p of targets.pages) if (before.get(file)?.has(p)) keep.add(p);
    }
    if (r.changed) {
      // Written as text: printMended keeps the layout of shortened lists (the AST is re-read on use).
      tree.write(file, printMended(ast, text));
      changed = true;
    }
  }
  let after = importGraph(tree, site.aliases);
  // Helpers kept pages import from a module of the dropped surface move into those pages first.
  const goneFirst = filesToDelete(targets, before, after, keep);
  const importersIn = (g: Map<string, Set<string>>, f: string) => [...g].filter(([i, deps]) => i !== f && deps.has(f)).map(([i]) => i);
  const movedHelpers = moveHelpersOut(
    tree,
    [...before.keys()].filter((f) => !goneFirst.has(f) && tree.exists(f) && inApp(appRoot, f)),
    (f) => { const by = [...(rendered.get(f) ?? [])]; return by.length > 0 && by.every((i) => goneFirst.has(i) || !after.get(i)?.has(f)); },
    (f) => importersIn(after, f).filter((i) => !goneFirst.has(i)),
    stagedResolver(tree, site.aliases),
  );
  for (const m of movedHelpers) notes.push(`${m.to}: ${m.names.join(', ')} copied from ${m.from}, which goes with the dropped pages`);
  if (movedHelpers.length) { after = importGraph(tree, site.aliases); changed = true; }
  // A context only dropped pages read, provided around kept ones: its element is unwrapped, so its
  // module (and what only it imports) goes with the dropped pages.
  const unwrapped = unwrapUnreadProviders(tree, before, filesToDelete(targets, before, after, keep), resolveBefore);
  for (const u of unwrapped) notes.push(`${u.file}: ${u.names.join(', ')} unwrapped (children kept): no kept file reads the context of ${u.module} once the dropped pages went`);
  if (unwrapped.length) { after = importGraph(tree, site.aliases); changed = true; }
  // A public-folder file the dropped pages imported may also be linked by URL from an HTML
  // page (a favicon in index.html): it stays.
  const html = tree.list().filter((f) => /\.html?$/.test(f)).map((f) => tree.read(f) ?? '').join('\n');
  const linkedByHtml = (f: string) => /(^|\/)public\//.test(f) && html.includes(`/${f.split('/').pop()}`);
  /** Packages the deleted files imported: those no kept file names any more leave package.json below. */
  const deletedPackages = new Set<string>();
  for (const f of [...filesToDelete(targets, before, after, keep)].sort()) {
    if (linkedByHtml(f)) continue;
    const ast = /\.[cm]?[jt]sx?$/.test(f) ? tree.ast(f) : null;
    for (const { spec } of ast ? importSpecs(ast) : []) { const p = packageOf(spec); if (p) deletedPackages.add(p); }
    tree.delete(f);
    notes.push(`deleted ${f}`);
    // Its data-layer sites go with it, as with an orphaned auth module's below.
    for (const row of state.dataSites) if (row.file === f && row.status === 'limitation') row.status = 'dropped';
    changed = true;
  }
  // Calls the old backend itself, or through a module of request functions it imports.
  const backendFiles = new Set(analysis.dataSites.map((s) => s.file));
  // The data layer's store feeder imports the stores it feeds (which held backend calls); ThemeRoot mounts it later.
  const feeder = storeFeedsPath(helperPath(analysis));
  const callsBackend = (x: string) => x !== feeder && (backendFiles.has(x) || [...(before.get(x) ?? [])].some((d) => backendFiles.has(d)));
  for (const f of orphanAuthFiles(tree, before, (x) => inApp(appRoot, x), callsBackend)) {
    if (!tree.exists(f)) continue;
    const ast = /\.[cm]?[jt]sx?$/.test(f) ? tree.ast(f) : null;
    for (const { spec } of ast ? importSpecs(ast) : []) { const p = packageOf(spec); if (p) deletedPackages.add(p); }
    tree.delete(f);
    notes.push(`deleted ${f} (${callsBackend(f) ? 'a module nothing imports that calls the old backend' : 'an auth/admin module nothing imports'})`);
    for (const row of state.dataSites) if (row.file === f && row.status === 'limitation') row.status = 'dropped';
    changed = true;
  }
  const unusedPackages = packagesNoneName(tree, deletedPackages);
  if (unusedPackages.length) {
    for (const file of tree.list().filter((p) => path.posix.basename(p) === 'package.json' && !p.includes('node_modules/'))) {
      const r = removeDependencies(tree.read(file) ?? '', unusedPackages);
      if (!r.removed.length) continue;
      tree.write(file, r.text);
      notes.push(`${file}: packages only the deleted files imported removed (${r.removed.join(', ')})`);
      changed = true;
    }
  }
  for (const r of pruneDeadRequestExports(tree, site.aliases)) {
    notes.push(`${r.file}: request functions nothing imports any more removed (${r.names.join(', ')})`);
    changed = true;
  }
  settleHandedOff(state, leftAuth);
  for (const f of pruneReexports(tree, site.aliases, resolveBefore)) notes.push(`${f}: re-exports of deleted files removed`);
  const dangling = danglingImports(tree, site.aliases, resolveBefore);
  for (const d of dangling) limitations.push({ file: d.file, line: d.line, what: `import \`${d.spec}\` names a deleted file`, why: 'drop-pages left a dangling reference' });
  if (dangling.length) return { status: 'failed', limitations, notes };
  return { status: limitations.length ? 'partial' : changed ? 'applied' : 'unnecessary', limitations, notes };
}

/**
 * The drop-pages step (issue 5 item 1, spec 1.2): login, registration, password-reset,
 * OAuth-consent, account, e-services and admin pages go with their routes, links and imports,
 * and the auth gates around the pages that stay are removed. In the pipeline: after the data
 * layer, before the theme shell.
 */
export default defineStep({
  id: 'drop-pages',
  description: 'Auth, account and admin pages removed with their routes, links and imports; auth gates around other pages removed',
  needs: ['analysis'],
  run: runDropPages,
});
