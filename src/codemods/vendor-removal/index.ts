import path from 'node:path';
import type { File, Node } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { VENDOR_RULES } from '../../analyze/data-layer/rules.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { defaultImportLocals, importersOf, mendImports, scripts } from './importers.js';
import { removeEmptyElements, rendersNothing } from './null-components.js';
import { foldPresenceCalls, mendVendorUses } from './mend-uses.js';
import { removePackages } from './packages.js';
import { pruneEndpointMaps, type PrunedMap } from './endpoint-maps.js';
import { mendPaymentWidgets } from './payment-widgets.js';
import { neutralizeClientSetup } from './client-setup.js';
import { moveTypeExports } from './type-exports.js';
import { presenceChecks, vendorBindings, type Presence } from './presence.js';
import { clientMembers, dropUnreadClientMembers, memberReads } from './client-members.js';
import { pruneImports } from '../data-layer/imports.js';
import { emptySettingValues, foldVendorSettings, readsSetting } from '../data-layer/vendor-settings.js';
import { isPackageOf, resolveIn, type ResolveScope } from './resolve.js';
import { isEmptyEnv, removeEnvLines, removeEnvTypes } from './text-edits.js';
import { dropUnusedReexports, reexportsOf } from './barrels.js';
import { dropClientKeepHelpers, moveKeptHelpers } from './kept-helpers.js';

export { resolveImport, resolveIn, isPackageOf, type ResolveScope } from './resolve.js';
export { removePackages } from './packages.js';

export interface VendorRemoval {
  deleted: string[];
  /** Bootstrap modules kept for helpers of their own: their vendor client taken out, moved from → to. */
  clientDropped: { from: string; to: string }[];
  /** Type declarations moved out of a deleted bootstrap module: from → to. */
  typesMoved: { from: string; to: string }[];
  kept: { file: string; usedBy: string[] }[];
  packagesRemoved: string[];
  packagesKept: string[];
  envRemoved: string[];
  /** Entries of endpoint-map modules that nothing reads any more (their API addresses went with them). */
  endpointsPruned: PrunedMap[];
  /** Vendor settings kept files read as values, now `''` (each a limitation). */
  settingsEmptied: SettingRead[];
}

/** What a kept bootstrap module's importers use; null when one re-exports or requires it. */
const namesUsed = (using: { used: string[] }[]) => (using.some((u) => u.used.some((n) => n.startsWith('('))) ? null : new Set(using.flatMap((u) => u.used)));

/** Delete each bootstrap module nothing uses any more (mending the imports of it), to a fixpoint. */
function removeBootstrap(tree: StagedTree, files: string[], scope: ResolveScope, vendor: { packages: string[]; settings: RegExp[] }): Pick<VendorRemoval, 'deleted' | 'kept' | 'typesMoved' | 'clientDropped'> {
  const deleted: string[] = [];
  const clientDropped: { from: string; to: string }[] = [];
  const typesMoved: { from: string; to: string }[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      if (!tree.exists(file)) continue;
      // A barrel that hands the client on beside its own functions, to nobody any more, lets it go.
      for (const u of importersOf(tree, { path: file }, scope)) dropUnusedReexports(tree, u.file, file, scope);
      const users = importersOf(tree, { path: file }, scope);
      const ast = tree.ast(file);
      if (ast && rendersNothing(ast)) for (const u of users) placedNowhere(tree, u.file, file, scope);
      for (const u of users) mendImports(tree, u.file, { path: file }, scope);
      const using = importersOf(tree, { path: file }, scope).filter((u) => u.used.length);
      // Importers that only use its types (`import { Service } from '../lib/supabase'`) keep them in a module of their own.
      if (using.length) {
        const to = moveTypeExports(tree, file, using.map((u) => u.file), scope);
        // Importers that use a helper of its own (a query runner): the module stays without the client.
        const wanted = to ? null : namesUsed(using);
        if (!to && ast && wanted && dropClientKeepHelpers(ast, vendor.packages, vendor.settings, wanted)) {
          tree.writeAst(file, ast);
          clientDropped.push({ from: file, to: moveKeptHelpers(tree, file, using.map((u) => u.file), scope) });
        }
        if (!to) continue;
        typesMoved.push({ from: file, to });
      }
      tree.delete(file);
      deleted.push(file);
      changed = true;
    }
  }
  // A module the client was already taken out of (an earlier run) is the site's own now.
  const vendorFree = (f: string) => { const a = tree.ast(f); return !!a && vendorBindings(a, vendor.packages, vendor.settings).size === 0 && !a.program.body.some((st) => st.type === 'ImportDeclaration' && isPackageOf(st.source.value, vendor.packages)); };
  const kept = files.filter((f) => tree.exists(f) && !vendorFree(f)).map((file) => ({ file, usedBy: importersOf(tree, { path: file }, scope).filter((u) => u.used.length).map((u) => `${u.file} (${u.used.join(', ')})`) }));
  return { deleted, kept, typesMoved, clientDropped };
}

/** A bootstrap component that renders nothing goes from where `file` places it (`<Tracker />`). */
function placedNowhere(tree: StagedTree, file: string, component: string, scope: ResolveScope): void {
  const ast = tree.ast(file);
  if (!ast) return;
  let removed = 0;
  for (const local of defaultImportLocals(tree, file, { path: component }, scope)) removed += removeEmptyElements(ast, local);
  if (removed) tree.writeAst(file, ast);
}

/** The vendor's env variables that no script reads any more, out of `.env*` files and `vite-env.d.ts`. */
function removeEnv(tree: StagedTree, patterns: RegExp[]): string[] {
  if (!patterns.length) return [];
  const code = scripts(tree).map((f) => tree.read(f) ?? '').join('\n');
  const unused = (name: string) => patterns.some((p) => p.test(name)) && !new RegExp(`\\b${name}\\b`).test(code);
  const removed = new Set<string>();
  for (const file of tree.list()) {
    const base = path.posix.basename(file);
    const isEnv = (base === '.env' || base.startsWith('.env.')) && base !== '.env.platform';
    if (!isEnv && base !== 'vite-env.d.ts') continue;
    const text = tree.read(file);
    if (text === undefined) continue;
    const r = isEnv ? removeEnvLines(text, unused) : removeEnvTypes(text, unused);
    if (!r.removed.length) continue;
    r.removed.forEach((x) => removed.add(x));
    if (isEnv && isEmptyEnv(r.text)) tree.delete(file);
    else tree.write(file, r.text);
  }
  return [...removed].sort();
}

/** Value helpers, presence guards and checks, payment widgets and type-only imports of the vendor, in every script. */
function mendAll(tree: StagedTree, analysis: StepContext['analysis'], scope: ResolveScope, settings: RegExp[]): SettingRead[] {
  const emptied: SettingRead[] = [];
  const bootstrap = new Set(analysis.vendorBootstrap);
  const vendorIds = analysis.origin.vendors.filter((v) => !/^(fetch|axios|http)$/.test(v));
  // Names a barrel module hands on from a bootstrap (`export { supabase } from './client'`): the client, imported through it.
  const handed = new Map<string, Set<string>>();
  const handedBy = (barrel: string) => {
    if (!handed.has(barrel)) handed.set(barrel, new Set([...bootstrap].flatMap((b) => [...reexportsOf(tree, barrel, b, scope).keys()])));
    return handed.get(barrel)!;
  };
  const checks = new Map<string, Map<string, Presence>>();
  const checksOf = (boot: string) => {
    if (!checks.has(boot)) { const ast = tree.ast(boot); checks.set(boot, ast ? presenceChecks(ast, analysis.vendorPackages, settings) : new Map()); }
    return checks.get(boot)!;
  };
  // Member names read anywhere in the site, gathered once and only when a class hands out a client.
  let reads: Set<string> | null = null;
  const isRead = (name: string) => (reads ??= new Set(scripts(tree).flatMap((f) => { const a = tree.ast(f); return a ? [...memberReads(a)] : []; }))).has(name);
  for (const file of scripts(tree)) {
    if (bootstrap.has(file)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const vendorNames = new Set<string>();
    const clientNames = new Set<string>();
    const constants = new Map<string, Presence>();
    // Names imported from a client module the source does not ship (a config kept out of the repository).
    const unshipped: string[] = [];
    for (const d of ast.program.body) {
      if (d.type !== 'ImportDeclaration') continue;
      const fromPkg = isPackageOf(d.source.value, analysis.vendorPackages);
      const boot = fromPkg ? null : resolveIn(scope, file, d.source.value, (p) => tree.exists(p)) ?? '';
      if (!fromPkg && !boot && unshippedClient(scope, file, d.source.value, vendorIds)) {
        for (const s of d.specifiers) { vendorNames.add(s.local.name); clientNames.add(s.local.name); unshipped.push(s.local.name); }
        continue;
      }
      const fromBoot = !fromPkg && bootstrap.has(boot ?? '');
      const viaBarrel = !fromPkg && !fromBoot && !!boot ? handedBy(boot) : null;
      if (viaBarrel?.size) {
        for (const s of d.specifiers) {
          const imported = s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : null;
          if (imported && viaBarrel.has(imported)) { vendorNames.add(s.local.name); clientNames.add(s.local.name); }
        }
      }
      if (!fromPkg && !fromBoot) continue;
      for (const s of d.specifiers) {
        vendorNames.add(s.local.name);
        if (!fromBoot) continue;
        clientNames.add(s.local.name);
        const imported = s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : null;
        const value = imported === null ? undefined : checksOf(boot!).get(imported);
        if (value !== undefined) constants.set(s.local.name, value);
      }
    }
    const folded = constants.size > 0 && foldPresenceCalls(ast, constants);
    if (folded) pruneImports(ast, constants.keys());
    const widgets = mendPaymentWidgets(ast, file);
    // A component module that also sets the vendor up (a provider around `initializeApp(config)`).
    const packageNames = new Set([...vendorNames].filter((n) => !clientNames.has(n)));
    const setup = packageNames.size > 0 && neutralizeClientSetup(ast, packageNames, settings);
    // A request base class's `get client() { return http; }` that no request reads any more.
    const members = clientMembers(ast, clientNames).length > 0 && dropUnreadClientMembers(ast, clientNames, isRead);
    const mended = vendorNames.size > 0 && mendVendorUses(ast, file, vendorNames, clientNames);
    // What is still asked of a client that never shipped (`auth.onAuthStateChanged(cb)`) gives nothing.
    const silenced = unshipped.length > 0 && silenceCalls(ast, new Set(unshipped));
    const unimported = unshipped.length > 0 && pruneImports(ast, unshipped).length > 0;
    // The vendor's settings: tests of them fold (the platform is always configured), values read ''.
    const reads = settings.length > 0 && readsSetting(ast, settings);
    const tested = reads && foldVendorSettings(ast, settings);
    const values = reads ? emptySettingValues(ast, settings) : [];
    for (const v of values) emptied.push({ file, ...v });
    if (mended || silenced || unimported || folded || widgets || setup || members || tested || values.length) tree.writeAst(file, ast);
  }
  return emptied;
}

/** A vendor setting a kept file read as a value, now `''`. */
interface SettingRead { file: string; name: string; line: number }

/**
 * Calls of a member of `names` (`auth.onAuthStateChanged(cb)`, `db.collection('x').get()`): a
 * statement of its own goes, a call whose value is used becomes `undefined` (an unsubscribe
 * returned from an effect, a value the code tests). Returns true when the file changed.
 */
function silenceCalls(ast: File, names: Set<string>): boolean {
  let changed = false;
  // Stand-ins for the statements taken out, removed after the walk (only these: an empty statement
  // of the source's own, `};` after a function, keeps its bytes).
  const gone = new Set<Node>();
  const rooted = (n: Node): boolean => {
    let x: Node = n;
    for (;;) {
      if (x.type === 'CallExpression' || x.type === 'OptionalCallExpression') x = x.callee as Node;
      else if (x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') x = x.object as Node;
      else return x.type === 'Identifier' && names.has(x.name) && x !== n;
    }
  };
  const walk = (n: Node) => {
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      const list = Array.isArray(v) ? (v as Node[]) : null;
      const items = list ?? (v && typeof v === 'object' && typeof (v as Node).type === 'string' ? [v as Node] : []);
      items.forEach((c, i) => {
        if (!c || typeof c !== 'object' || typeof c.type !== 'string') return;
        // The outermost call of a chain rooted at the client (not its callee inside a bigger chain).
        if ((c.type === 'CallExpression' || c.type === 'OptionalCallExpression') && rooted(c)) {
          if (list && c.type === 'CallExpression' && n.type === 'ExpressionStatement') return;
          const next = { type: 'Identifier', name: 'undefined' } as Node;
          if (list) list[i] = next;
          else (n as unknown as Record<string, Node>)[k] = next;
          changed = true;
          return;
        }
        if (c.type === 'ExpressionStatement' && (c.expression.type === 'CallExpression' || c.expression.type === 'OptionalCallExpression') && rooted(c.expression as Node) && list) {
          const empty = { type: 'EmptyStatement' } as Node;
          gone.add(empty);
          list.splice(i, 1, empty);
          changed = true;
          return;
        }
        walk(c);
      });
    }
  };
  walk(ast.program as unknown as Node);
  if (changed) {
    // The stand-ins left where a call stood alone.
    const strip = (n: Node) => {
      for (const v of Object.values(n)) {
        if (Array.isArray(v)) {
          for (let i = v.length - 1; i >= 0; i--) if (gone.has(v[i])) v.splice(i, 1);
          v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && strip(c));
        } else if (v && typeof v === 'object' && typeof (v as Node).type === 'string' && v !== n) strip(v as Node);
      }
    };
    strip(ast.program as unknown as Node);
  }
  return changed;
}

/**
 * Is `source` a site module the tree does not have, named for one of the site's vendors
 * (`../config/firebase`, `@/lib/supabaseClient`)? That is the vendor's client, kept out of the
 * repository with its keys: its names are the client's, mended and unimported like a bootstrap's.
 */
function unshippedClient(scope: ResolveScope, from: string, source: string, vendorIds: string[]): boolean {
  const would = resolveIn(scope, from, source, () => true);
  if (!would) return false;
  const stem = path.posix.basename(source).replace(/\.[cm]?[jt]sx?$/, '').toLowerCase();
  return vendorIds.some((v) => stem.includes(v.toLowerCase()));
}

/** Remove the vendor from the staged tree (the work of the `vendor-removal` step). */
export function removeVendor(ctx: Pick<StepContext, 'tree' | 'analysis'> & { site?: StepContext['site'] }): VendorRemoval {
  const { tree, analysis } = ctx;
  const scope: ResolveScope = { appRoot: analysis.appRoot, aliases: ctx.site?.aliases };
  const rules = VENDOR_RULES.filter((r) => analysis.origin.vendors.includes(r.id));
  const settingsEmptied = mendAll(tree, analysis, scope, rules.flatMap((r) => r.envVars ?? []));
  const settings = rules.flatMap((r) => r.envVars ?? []);
  const { deleted, kept, typesMoved, clientDropped } = removeBootstrap(tree, analysis.vendorBootstrap, scope, { packages: analysis.vendorPackages, settings });
  const { packagesRemoved, packagesKept } = removePackages(tree, analysis.vendorPackages);
  const envRemoved = removeEnv(tree, rules.flatMap((r) => r.envVars ?? []));
  const endpointsPruned = pruneEndpointMaps(tree, scope);
  return { deleted, kept, typesMoved, clientDropped, packagesRemoved, packagesKept, envRemoved, endpointsPruned, settingsEmptied };
}

/**
 * The `vendor-removal` step (issue 4): the vendor's client bootstrap, app-params and re-export
 * modules, its packages and env variables go once no code uses them, with every import of them
 * mended. Runs after `data-layer` and the drop-pages step (which free most of the uses).
 */
const vendorRemoval = defineStep({
  id: 'vendor-removal',
  description: 'remove the vendor client, its modules, packages and env variables',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const r = removeVendor(ctx);
    const limitations: Limitation[] = r.kept.map((k) => ({ file: k.file, line: 1, what: `vendor module ${k.file} is still used`, why: `imported by ${k.usedBy.join('; ') || 'a re-export'}: convert those uses, then run convert again` }));
    for (const v of r.settingsEmptied) {
      limitations.push({ file: v.file, line: v.line, what: `${v.name}, a setting of the removed vendor, was read as a value here; it reads '' now`, why: 'an address built from it (a storage path, a webhook) has no platform equivalent: images and data come from platform-sdk with full URLs; rewrite or remove this code' });
    }
    const notes = [
      r.deleted.length ? `removed vendor modules: ${r.deleted.join(', ')}` : '',
      ...r.typesMoved.map((m) => `moved the types its importers use from ${m.from} to ${m.to}`),
      ...r.clientDropped.map((m) => `${m.from}: its vendor client, settings and imports removed; the helpers its importers use moved to ${m.to}`),
      r.packagesRemoved.length ? `removed packages: ${r.packagesRemoved.join(', ')}` : '',
      r.envRemoved.length ? `removed env variables: ${r.envRemoved.join(', ')}` : '',
      ...r.endpointsPruned.map((p) => `removed API addresses nothing reads from ${p.file}: ${p.removed.join(', ')}`),
    ].filter(Boolean);
    const did = r.deleted.length || r.clientDropped.length || r.packagesRemoved.length || r.envRemoved.length || r.endpointsPruned.length || r.settingsEmptied.length;
    return { status: did ? (limitations.length ? 'partial' : 'applied') : limitations.length ? 'partial' : 'unnecessary', limitations, notes };
  },
});

export default vendorRemoval;
