import type { Node } from '@babel/types';
import type { Collector } from '../../rule-kit/collector.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { DataSite, Limitation, Origin } from '../types.js';
import { compactFacts, dropUnreachableDecls, importMayMatter, isClientCode, ruleReach } from './compact.js';
import { ChainPruner } from './early-prune.js';
import { createFileFacts, type ChainFact, type EnclosingFn, type FactProbe, type FileFacts } from './file-facts.js';
import { matchElement, matchOne, wrapperCallSite, type FoundSite, type UrlWrapper } from './match.js';
import { presentVendors, siteOrigin, usedPackages, vendorBootstrap, vendorPackages } from './origin.js';
import { RootResolver } from './resolve-root.js';
import { VENDOR_RULES } from './rules.js';

export type { FoundSite, UrlWrapper } from './match.js';
export { VENDOR_RULES } from './rules.js';


/** What the data-layer collector learns about a site (issue 2, items 6 and 7). */
export interface DataLayerFacts {
  origin: { primary: Origin; vendors: string[] };
  vendorBootstrap: string[];
  vendorPackages: string[];
  dataSites: DataSite[];
  limitations: Limitation[];
  authSiteFiles: string[];
  /** Generic URL wrappers of the site (their calls are sites too). */
  wrappers?: UrlWrapper[];
}

/**
 * The data-layer collector. During the shared walk it only records each file's bindings and call
 * chains; `finish` resolves every chain's root across files (imports, re-export modules, client
 * factories) and matches it against the vendor rules' call shapes.
 */
export function createDataLayerCollector(rules: VendorRule[] = VENDOR_RULES): Collector<DataLayerFacts> {
  const files = new Map<string, FileFacts>();
  const probes: FactProbe[] = rules.flatMap((r) => r.siteFacts ?? []);
  const reach = ruleReach(rules);
  let pruner: ChainPruner | null = null;
  return {
    name: 'data-layer',
    visitFile(file, _ast, site) {
      const bySource = new Map<string, boolean>();
      const keepImport = (source: string): boolean => {
        let keep = bySource.get(source);
        if (keep === undefined) bySource.set(source, (keep = importMayMatter(site, file.path, source, reach)));
        return keep;
      };
      const { facts, visitors } = createFileFacts(file.path, probes, keepImport);
      files.set(file.path, facts);
      return visitors;
    },
    endFile(file, site) {
      const facts = files.get(file.path);
      if (!facts) return;
      if (site.mode === 'edit') return compactFacts(facts, site, reach);
      pruner ??= new ChainPruner(site, files, rules);
      compactFacts(facts, site, reach, (f) => pruner!.pruneOwn(f));
      // Chains of files walked before that waited for this one; their files keep fewer declarations.
      for (const f of pruner.walked(file.path)) dropUnreachableDecls(f);
    },
    finish(site) {
      pruner?.done();
      pruner = null;
      const resolver = new RootResolver(site, files, rules);
      const modules = { site, files };
      const siteFacts = new Set<string>();
      for (const f of files.values()) for (const x of f.facts) siteFacts.add(x);

      const sites: FoundSite[] = [];
      const siteFns = new Map<FoundSite, EnclosingFn | null>();
      const wrappers = new Map<string, UrlWrapper>();
      const siteCalls: { fact: ChainFact; chain: NonNullable<ReturnType<RootResolver['resolveChain']>>; file: FileFacts }[] = [];
      for (const file of files.values()) {
        // The site's own server code goes as a whole (server facts); its calls are not client data sites.
        if (!isClientCode(file.path) || file.server) continue;
        for (const fact of file.chains) {
          const chain = resolver.resolveChain(file, fact.chain, fact.node.start ?? 0);
          if (!chain) continue;
          const r = matchOne(fact, chain, file, rules, siteFacts, modules);
          if (r === 'ignored') continue;
          if (r) {
            sites.push(r.site);
            siteFns.set(r.site, fact.fn);
            if (r.wrapper && r.wrapper.name !== '(anonymous)') wrappers.set(`${r.wrapper.file}\0${r.wrapper.name}`, r.wrapper);
          } else if (chain.root.kind === 'site' && chain.root.file) siteCalls.push({ fact, chain, file });
        }
      }
      const jsxRules = rules.filter((r) => r.jsx?.length);
      if (jsxRules.length) {
        for (const file of files.values()) {
          for (const el of file.elements) {
            const chain = resolver.resolveChain(file, el.chain, el.node.start ?? 0);
            const s = chain ? matchElement(chain, file, jsxRules) : null;
            if (s) sites.push(s);
          }
        }
      }
      // Wrappers of wrappers: a function that hands its own parameter on as a wrapper's URL
      // (`useHttp(url, config)` calling `sendHttpRequest(url, { ...config, body })`) is one too.
      for (let round = 0; round < 4; round++) {
        let added = false;
        for (const { fact, chain, file } of siteCalls) {
          if (chain.root.kind !== 'site') continue;
          const w = wrappers.get(`${chain.root.file}\0${chain.root.name}`);
          const outer = w ? passThroughWrapper(w, fact, chain, file) : null;
          if (!outer || wrappers.has(`${outer.file}\0${outer.name}`)) continue;
          wrappers.set(`${outer.file}\0${outer.name}`, outer);
          added = true;
        }
        if (!added) break;
      }
      // Calls of generic URL wrappers, wherever they are (the wrapper's own file included).
      for (const { fact, chain, file } of siteCalls) {
        if (chain.root.kind !== 'site') continue;
        const w = wrappers.get(`${chain.root.file}\0${chain.root.name}`);
        if (!w) continue;
        const s = wrapperCallSite(w, fact, chain, file, modules);
        // Through a wrapper of a wrapper (a request hook of the site's own), only reads: a write's
        // hook hands back the send function and its state, which no SDK call stands in for here;
        // it stays a call of the hook, whose request inside is the listed site.
        if (s && (!w.via || s.kind === 'read')) sites.push(s);
      }
      inheritSurfaces(sites, siteFns);
      sites.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));

      const limitations: Limitation[] = sites
        .filter((s) => s.sdkEquivalent === 'none' && !s.wrapper)
        .map((s) => ({ file: s.file, line: s.line, what: `${s.vendor} ${s.operation}${s.entity ? ` (${s.entity})` : ''}`, why: s.limitation ?? 'no SDK equivalent' }));
      const uses = usedPackages(site, files.values());
      const vendors = presentVendors(uses, rules, sites);
      return {
        origin: { primary: siteOrigin(site, uses, rules, sites), vendors },
        vendorBootstrap: vendorBootstrap(site, rules, vendors, files, resolver),
        vendorPackages: vendorPackages(uses, rules),
        dataSites: sites,
        limitations,
        authSiteFiles: [...new Set(sites.filter((s) => s.kind === 'auth').map((s) => s.file))].sort(),
        wrappers: [...wrappers.values()],
      };
    },
  };
}

/**
 * The hook around a wrapper's call that passes its own parameter as the wrapper's URL (and its
 * own request options, as they are or spread into the options it passes): a wrapper of the same
 * vendor whose calls name the endpoint. Null when the URL is anything else.
 */
function passThroughWrapper(w: UrlWrapper, fact: ChainFact, chain: NonNullable<ReturnType<RootResolver['resolveChain']>>, file: FileFacts): UrlWrapper | null {
  const call = chain.segments[0]?.call;
  const url = call?.args[w.urlParam] as Node | undefined;
  if (!call || url?.type !== 'Identifier') return null;
  for (let fn = fact.fn; fn; fn = fn.parent) {
    const urlParam = fn.params.indexOf(url.name);
    if (urlParam < 0) continue;
    // Only a hook of the site's own (`useHttp`): its callers take a view hook in its place. A plain
    // function around the wrapper may hand back anything (a poller's unsubscribe function).
    if (!fn.name || !/^use[A-Z]/.test(fn.name)) return null;
    const paramOf = (a: Node | undefined): number | null => {
      if (a?.type === 'Identifier') return fn.params.includes(a.name) ? fn.params.indexOf(a.name) : null;
      // `{ ...config, body: data }`: the caller's options, with a body of the wrapper's own.
      if (a?.type === 'ObjectExpression') {
        if (a.properties.some((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'method')) return null;
        const spread = a.properties.find((p) => p.type === 'SpreadElement' && p.argument.type === 'Identifier' && fn.params.includes(p.argument.name));
        return spread?.type === 'SpreadElement' && spread.argument.type === 'Identifier' ? fn.params.indexOf(spread.argument.name) : null;
      }
      return null;
    };
    const initParam = w.initParam !== null ? paramOf(call.args[w.initParam] as Node | undefined) : null;
    const methodParam = w.methodParam !== null ? paramOf(call.args[w.methodParam] as Node | undefined) : null;
    return { file: file.path, name: fn.name, vendor: w.vendor, urlParam, methodParam, initParam, method: w.method, via: w.name };
  }
  return null;
}

/** Kinds whose call names no store entity: the surface is the one of the code around them. */
const CONTEXT_KINDS = new Set(['upload', 'integration', 'function']);

/**
 * An upload, e-mail or function call with no surface of its own serves the surface of the calls
 * beside it: those in the same function first (a contact form's upload and message), else the
 * file's most common surface (an admin page's image upload among its product writes).
 */
function inheritSurfaces(sites: FoundSite[], fns: Map<FoundSite, EnclosingFn | null>): void {
  // Sites with a surface of their own, by file (in the order of `sites`).
  const known = new Map<string, FoundSite[]>();
  for (const k of sites) {
    if (k.surface === 'other' || k.kind === 'auth') continue;
    const list = known.get(k.file);
    if (list) list.push(k);
    else known.set(k.file, [k]);
  }
  for (const s of sites) {
    // A mapped call (a tracker) needs no surface decision; an unmapped one is decided with its surface.
    if (s.surface !== 'other' || !CONTEXT_KINDS.has(s.kind) || s.sdkEquivalent !== 'none') continue;
    const fn = fns.get(s);
    const inFile = known.get(s.file) ?? [];
    const sameFn = fn ? inFile.filter((k) => fns.get(k) === fn) : [];
    const pool = sameFn.length ? sameFn : inFile;
    const counts = new Map<string, number>();
    for (const k of pool) counts.set(k.surface, (counts.get(k.surface) ?? 0) + 1);
    let best: string | null = null;
    for (const [surface, n] of counts) if (!best || n > counts.get(best)!) best = surface;
    if (best) s.surface = best as FoundSite['surface'];
  }
}
