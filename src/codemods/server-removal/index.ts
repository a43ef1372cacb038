import path from 'node:path';
import type { DataSite, Limitation, ServerKind } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { stagedImportSites } from '../vendor-removal/import-sources.js';
import { importersOf, mendImports, scripts } from '../vendor-removal/importers.js';
import { removePackages } from '../vendor-removal/packages.js';
import { resolveIn, type ResolveScope } from '../vendor-removal/resolve.js';
import { serverScriptEdits } from './scripts.js';
import { mountedPaths, removeServerRouteScripts } from './route-scripts.js';
import { appLayout } from '../theme-shell/layout.js';
import { reachableFromApp } from '../theme-shell/server-deps.js';

/** What each kind of server logic becomes on the platform (spec §1 rule 7), or why it cannot. */
const KIND_FATE: Record<ServerKind, { moved: boolean; text: string }> = {
  routes: { moved: true, text: 'server routes: each route the client used maps to the SDK call that replaced it (see the data-layer sites)' },
  database: { moved: true, text: 'database: the platform is the backend; catalogue, orders and leads live there' },
  schema: { moved: true, text: 'schema: dropped; its field names are mapped once in the theme\'s helper module (src/lib/platform-data)' },
  sessions: { moved: true, text: 'sessions and login: the platform owns identity (spec §1.2)' },
  uploads: { moved: false, text: 'file uploads have no storefront endpoint: dropped, or the file is referenced in a lead payload (spec §1.8)' },
  email: { moved: false, text: 'e-mail sending has no SDK equivalent: leads and bookings create records the brand is notified of on the platform' },
  sms: { moved: false, text: 'SMS sending has no SDK equivalent' },
  payments: { moved: true, text: 'payments and price maths: useCheckout places the order and the platform recomputes totals, fees and discounts; the gateway is the brand\'s' },
};

/** Is `file` one of the server paths (a folder or a file)? */
const underAny = (file: string, paths: string[]) => paths.some((p) => file === p || file.startsWith(`${p.replace(/\/$/, '')}/`));

/** `METHOD /api/x → useX` for each client call of an own-server route. */
export function routeMap(sites: DataSite[]): string[] {
  const seen = new Set<string>();
  for (const s of sites) {
    const op = s.operation ?? '';
    if (!/^(GET|POST|PUT|PATCH|DELETE) \//.test(op)) continue;
    seen.add(`${op} → ${s.sdkEquivalent === 'none' ? `limitation (${s.limitation ?? 'no SDK equivalent'})` : s.sdkEquivalent}`);
  }
  return [...seen].sort();
}

export interface ServerRemoval {
  deleted: string[];
  kept: { file: string; usedBy: string[]; serverImports: string[] }[];
  scripts: string[];
  /** Public scripts that pointed the page at a route of the server (`page: script (route)`), removed with it. */
  routeScripts: string[];
}

/** Packages `file` imports that no client file imports: what the server side of a shared module brings. */
function serverOnlyPackages(tree: StagedTree, file: string, isServer: (f: string) => boolean, scope: ResolveScope): string[] {
  const bare = (f: string) => {
    const ast = tree.ast(f);
    return ast ? stagedImportSites(tree, f, ast).map((s) => s.source.value).filter((v) => !/^[./]/.test(v) && !resolveIn(scope, f, v, (p) => tree.exists(p))) : [];
  };
  const client = new Set(scripts(tree).filter((f) => !isServer(f)).flatMap(bare));
  return [...new Set(bare(file))].filter((p) => !client.has(p));
}

/**
 * The server files the client still needs: those a client file imports and uses (through any
 * alias, `require()` or `import()`), then every server file a needed one imports, to a fixpoint,
 * so no kept file is left importing a deleted one.
 */
function neededServerFiles(tree: StagedTree, files: string[], isServer: (f: string) => boolean, scope: ResolveScope): Map<string, string[]> {
  const needed = new Map<string, string[]>();
  for (let changed = true; changed;) {
    changed = false;
    for (const f of files) {
      if (needed.has(f)) continue;
      const users = importersOf(tree, { path: f }, scope).filter((u) => u.used.length && (!isServer(u.file) || needed.has(u.file)));
      if (!users.length) continue;
      needed.set(f, users.map((u) => u.file));
      changed = true;
    }
  }
  return needed;
}

/**
 * Scripts outside the app that import a server module (a seed or import script run with `tsx`
 * against the server's database): server tooling, which goes with the server rather than keeping
 * the server modules it imports. `isApp` tells the files the theme's build reaches.
 */
function serverTooling(tree: StagedTree, serverFiles: string[], isServer: (f: string) => boolean, isApp: (f: string) => boolean, scope: ResolveScope): string[] {
  const tooling = new Set<string>();
  for (const f of serverFiles) for (const u of importersOf(tree, { path: f }, scope)) if (!isServer(u.file) && !isApp(u.file)) tooling.add(u.file);
  return [...tooling];
}

/**
 * Delete the server's files (keeping any the client still imports) and its package scripts. With
 * `isApp` (the files the theme's build reaches), scripts outside the app that import the server
 * are server tooling and go with it.
 */
export function removeServer(tree: StagedTree, paths: string[], scope: ResolveScope = {}, isApp?: (f: string) => boolean): ServerRemoval {
  const tooling = isApp ? serverTooling(tree, tree.list().filter((f) => underAny(f, paths)), (f) => underAny(f, paths), isApp, scope) : [];
  const isServer = (f: string) => underAny(f, paths) || tooling.includes(f);
  const files = tree.list().filter(isServer);
  // Browser scripts of the public folder that point the page at a route of this server go with it.
  const routeScripts = removeServerRouteScripts(tree, mountedPaths(tree, files));
  // Client imports of server files whose names the client no longer uses go first.
  for (const f of files) for (const u of importersOf(tree, { path: f }, scope)) if (!isServer(u.file)) mendImports(tree, u.file, { path: f }, scope);
  const needed = neededServerFiles(tree, files, isServer, scope);
  const deleted: string[] = [];
  const kept: ServerRemoval['kept'] = [];
  for (const f of files) {
    const usedBy = needed.get(f);
    if (usedBy) kept.push({ file: f, usedBy, serverImports: serverOnlyPackages(tree, f, isServer, scope) });
    else { tree.delete(f); deleted.push(f); }
  }
  const scripts: string[] = [];
  for (const pj of tree.list().filter((p) => path.posix.basename(p) === 'package.json' && !p.includes('node_modules/'))) {
    const text = tree.read(pj);
    if (!text) continue;
    const dir = path.posix.dirname(pj) === '.' ? '' : path.posix.dirname(pj) + '/';
    const r = serverScriptEdits(text, [...paths, ...tooling], (rel) => tree.read(path.posix.normalize(dir + rel)));
    if (r.changed.length) { tree.write(pj, r.text); scripts.push(...r.changed.map((s) => `${pj}#${s}`)); }
  }
  return { deleted, kept, scripts, routeScripts };
}

/** Why a kept server module stays, and what it still carries. */
function keptWhy(k: ServerRemoval['kept'][number]): string {
  const carries = k.serverImports.length
    ? `; it is kept whole, with the packages only it imports (${k.serverImports.join(', ')}), because what the client uses (types, schemas) may be derived from its server code`
    : '';
  return `the client still imports it (${k.usedBy.join(', ')})${carries}: move what the client needs into the theme`;
}

/**
 * The `server-removal` step (issue 4, spec §1 rule 7): a source with its own server loses it; each
 * kind of server logic is recorded as moved to the platform or as a limitation, with one Design
 * note mapping the routes the client used to their SDK replacements.
 */
const serverRemoval = defineStep({
  id: 'server-removal',
  description: 'remove the source\'s own server; record where its logic went',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const server = ctx.analysis.server;
    if (!server.present || !server.paths.length) return { status: 'unnecessary' };
    // A server beside the app folder (`../server`) is not in the theme's tree: nothing to delete, said so.
    const inside = server.paths.filter((p) => !p.startsWith('../'));
    const outside = server.paths.filter((p) => p.startsWith('../'));
    const scope = { appRoot: ctx.analysis.appRoot, aliases: ctx.site.aliases };
    const app = reachableFromApp(ctx.tree, appLayout(ctx), { appRoot: ctx.analysis.appRoot ?? ctx.site.appRoot, aliases: ctx.site.aliases }).files;
    const r = removeServer(ctx.tree, inside, scope, (f) => app.has(f));
    const at = inside[0] ?? 'THEME_CONVERSION.md';
    const limitations: Limitation[] = server.kinds.filter((k) => !KIND_FATE[k].moved).map((k) => ({ file: at, line: 0, what: `server ${k}`, why: KIND_FATE[k].text }));
    for (const k of r.kept) limitations.push({ file: k.file, line: 0, what: 'server module kept', why: keptWhy(k) });
    const routes = routeMap(ctx.analysis.dataSites);
    const keptNote = r.kept.length ? `. Kept because the client imports them: ${r.kept.map((k) => k.file).join(', ')}` : '';
    const besideNote = outside.length ? `the server beside the app folder (${outside.join(', ')}) is not part of the theme and is left as it is` : '';
    const note = `server removed (${inside.join(', ') || 'none in the app folder'}): ${server.kinds.map((k) => KIND_FATE[k].text).join('; ')}${keptNote}${routes.length ? `. Routes: ${routes.join('; ')}` : ''}${besideNote ? `; ${besideNote}` : ''}`;
    if (!ctx.state.designNotes.some((n) => n.startsWith('server removed ('))) ctx.state.designNotes.push(note);
    // Vendor packages only the server imported (a payment or e-mail SDK) go with it: vendor-removal ran while the server still used them.
    const packages = r.deleted.length ? removePackages(ctx.tree, ctx.analysis.vendorPackages).packagesRemoved : [];
    const notes = [note, ...(packages.length ? [`removed packages only the server used: ${packages.join(', ')}`] : []),
      ...(r.routeScripts.length ? [`removed page scripts that sent requests to the server's own routes: ${r.routeScripts.join('; ')}`] : [])];
    const did = r.deleted.length || r.scripts.length || r.routeScripts.length;
    return { status: did ? 'applied' : 'unnecessary', limitations, notes };
  },
});

export default serverRemoval;
