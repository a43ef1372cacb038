import type { Node } from '@babel/types';
import type { Site } from '../../load/site.js';
import { flattenChain, matchChain, parsePattern, rootTokens, unwrap, type ChainRoot, type ChainSegment, type RawChain, type ResolvedChain } from '../../rule-kit/pattern.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { FileFacts } from './file-facts.js';
import { ownString } from '../../infra/own-string.js';

/** Initialisers a client binding may start from before the client is made: a call, or nothing yet. */
const LATE_BOUND = new Set(['CallExpression', 'NullLiteral', 'Identifier', 'TSAsExpression', 'TSNonNullExpression']);

/** What a name stands for: a root plus the property path under it (`Product` → client base44 + entities.Product). */
interface Resolution {
  root: ChainRoot;
  path: string[];
  /** A namespace import of a site module: the first chain segment names the export. */
  namespaceOf?: string;
  /** A namespace import of a virtual module: the first chain segment is the imported name. */
  virtualNs?: (imported: string) => string[];
}

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);
const MAX_DEPTH = 12;
/** `virtualImport`'s answers by rule list, source and imported name (keys copied: no file text is kept). */
const virtualAnswers = new WeakMap<VendorRule[], Map<string, Map<string, Resolution>>>();
/** A name whose resolution is under way (met again: an import cycle). */
const RESOLVING = Symbol('resolving');

/**
 * Follows a chain's root identifier through declarations, imports and the site's re-export modules
 * to what it really is. Unfollowable site imports fall back to the rules' virtual modules and
 * client names (a one-file snippet importing `@/api/entities` still means Base44).
 */
export class RootResolver {
  /** Answers for imported names, by importing file then name (no key strings built per question). */
  private readonly memo = new Map<FileFacts, Map<string, Resolution | null | typeof RESOLVING>>();

  constructor(private readonly site: Site, private readonly files: ReadonlyMap<string, FileFacts>, private readonly rules: VendorRule[]) {}

  /** A module's facts (a subclass learns which modules were asked for). */
  protected fileFacts(path: string): FileFacts | undefined {
    return this.files.get(path);
  }

  /**
   * An answer was cut short: an import cycle came back to a name being resolved, or the depth
   * limit was hit. Such answers depend on where the resolution started (a subclass takes note).
   */
  protected cutShort(): void {}

  /** Forget every remembered answer. */
  protected forget(): void {
    this.memo.clear();
  }

  resolveChain(file: FileFacts, raw: RawChain, at: number): ResolvedChain | null {
    let r = this.resolveName(file, raw.rootName, at, 0);
    if (!r) return null;
    let rest = raw.segments;
    let rootCall = raw.rootCall;
    if (r.virtualNs) {
      // `import * as entities from '@/api/entities'` (not followable): the first segment is the imported name.
      const first = rest[0];
      if (!first) return null;
      r = { root: r.root, path: r.virtualNs(first.name) };
      rootCall = first.call;
      rest = rest.slice(1);
    } else if (r.namespaceOf) {
      const first = rest[0];
      if (!first) return null;
      const target = this.fileFacts(r.namespaceOf);
      r = target ? this.resolveExport(target, first.name, 1) : { root: { kind: 'site', file: r.namespaceOf, name: first.name }, path: [] };
      if (!r) return null;
      rootCall = first.call;
      rest = rest.slice(1);
    }
    const segments: ChainSegment[] = r.path.map((name) => ({ name }));
    if (r.root.kind === 'site') segments.unshift({ name: r.root.name });
    if (rootCall) {
      const last = segments[segments.length - 1];
      if (last && !last.call) last.call = rootCall;
      else segments.push({ name: '()', call: rootCall });
    }
    segments.push(...rest.map((s) => ({ ...s })));
    if (r.root.kind === 'global' && segments.length > 1 && GLOBAL_OBJECTS.has(segments[0].name) && !segments[0].call) segments.shift();
    return { root: r.root, segments, rootNode: raw.rootNode };
  }

  /** What a module's export stands for (used to spot vendor bootstrap and re-export modules). */
  exportRoot(file: FileFacts, name: string): ChainRoot | null {
    return this.resolveExport(file, name, 0)?.root ?? null;
  }

  /** The vendor whose client an initialiser creates (`createClient(...)`, `axios.create()`), or null. */
  clientCreatedBy(file: FileFacts, init: Node): string | null {
    const n = unwrap(init);
    if (n.type !== 'CallExpression' && n.type !== 'NewExpression' && n.type !== 'AwaitExpression' && n.type !== 'ConditionalExpression' && n.type !== 'LogicalExpression') return null;
    const r = this.evalExpr(file, n, Number.MAX_SAFE_INTEGER, 0);
    return r?.root.kind === 'client' && r.path.length === 0 ? r.root.vendor : null;
  }

  private resolveName(file: FileFacts, name: string, at: number, depth: number): Resolution | null {
    if (depth > MAX_DEPTH) return this.cut();
    const imp = file.imports.get(name);
    if (imp) {
      let answers = this.memo.get(file);
      if (!answers) this.memo.set(file, (answers = new Map()));
      const known = answers.get(name);
      if (known === RESOLVING) return this.cut();
      if (known !== undefined) return known;
      answers.set(name, RESOLVING);
      const r = this.resolveImport(file, imp.source, imp.imported, depth + 1);
      answers.set(name, r);
      return r;
    }
    const decls = file.decls.get(name);
    if (decls?.length) {
      const before = decls.filter((d) => d.start <= at);
      const d = before.length ? before[before.length - 1] : decls[0];
      if (d.kind === 'function' || d.kind === 'class') return { root: { kind: 'site', file: file.path, name }, path: [] };
      if (d.kind === 'param' || !d.init) return null;
      const init = d.init;
      if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return { root: { kind: 'site', file: file.path, name }, path: [] };
      const r = this.evalExpr(file, init, d.start, depth + 1);
      // A value we cannot follow, named like a vendor client, is that client: a factory call, or a
      // binding filled in later (`let supabaseClient = null; … supabaseClient = createClient(…)`,
      // exported as `supabaseClient as SupabaseClient`).
      if (!r) {
        if (d.member || LATE_BOUND.has(unwrap(init).type)) return this.byClientName(name);
        return unwrap(init).type === 'ObjectExpression' ? this.standInClient(file.path, name) : null;
      }
      return d.member ? { ...r, path: [...r.path, d.member] } : r;
    }
    if (name.startsWith('this.')) return this.inheritedField(file, name, depth);
    return { root: { kind: 'global' }, path: [name] };
  }

  /** `this.client` declared by the class a class of this file extends, in another site module. */
  private inheritedField(file: FileFacts, name: string, depth: number): Resolution | null {
    for (const sup of file.superclasses ?? []) {
      const r = this.resolveName(file, sup, Number.MAX_SAFE_INTEGER, depth + 1);
      const target = r?.root.kind === 'site' && r.root.file && !r.path.length ? this.fileFacts(r.root.file) : undefined;
      if (!target || target === file) continue;
      const found = this.resolveName(target, name, Number.MAX_SAFE_INTEGER, depth + 1);
      if (found) return found;
    }
    return null;
  }

  private cut(): null {
    this.cutShort();
    return null;
  }

  private isSiteSpecifier(spec: string): boolean {
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('~/')) return true;
    for (const key of this.site.aliases.keys()) if (spec === key || spec.startsWith(key + '/')) return true;
    return spec.startsWith('@/');
  }

  private resolveImport(file: FileFacts, source: string, imported: string, depth: number): Resolution | null {
    const target = this.site.resolve(file.path, source);
    if (target) {
      if (imported === '*') return { root: { kind: 'site', file: target, name: '*' }, path: [], namespaceOf: target };
      const tf = this.fileFacts(target);
      if (!tf) return { root: { kind: 'site', file: target, name: imported }, path: [] };
      return this.resolveExport(tf, imported, depth + 1);
    }
    if (!this.isSiteSpecifier(source)) return { root: { kind: 'module', module: source }, path: imported === '*' ? [] : [imported] };
    return this.virtualImport(source, imported);
  }

  /** `const { supabase } = useAuth()`: a value from a hook or context named like a vendor client. */
  private byClientName(name: string): Resolution | null {
    const rule = this.rules.find((r) => r.client?.names?.some((m) => m.test(name)));
    return rule ? { root: { kind: 'client', vendor: rule.id }, path: [] } : null;
  }

  /**
   * A stand-in for a vendor's client: an object literal bound to the client's name in the module
   * the vendor's client lives in (`export const base44 = { entities: { Product: local.Product } }`
   * in `api/base44Client.js`, a mock `const supabase = { from: (t) => … }` in `lib/supabase.ts`),
   * left when a site was cut off its backend. Its calls have the vendor's shape and mean the same.
   */
  private standInClient(filePath: string, name: string): Resolution | null {
    const module = filePath.replace(/\.(m?[jt]sx?)$/, '');
    const rule = this.rules.find((r) => r.client?.names?.some((m) => m.test(name)) && r.client.modules?.some((m) => m.test(module)));
    return rule ? { root: { kind: 'client', vendor: rule.id }, path: [] } : null;
  }

  /** A site import we cannot follow: the rules' virtual modules, client modules and client names. */
  private virtualImport(source: string, imported: string): Resolution {
    // Asked again for every file importing the same module: the answer depends on the rules only.
    let bySource = virtualAnswers.get(this.rules);
    if (!bySource) virtualAnswers.set(this.rules, (bySource = new Map()));
    let byName = bySource.get(source);
    if (!byName) bySource.set(ownString(source), (byName = new Map()));
    let r = byName.get(imported);
    if (!r) {
      const own = ownString(imported);
      byName.set(own, (r = this.virtualAnswer(source, own)));
    }
    return r;
  }

  private virtualAnswer(source: string, imported: string): Resolution {
    for (const rule of this.rules) {
      for (const vm of rule.virtualModules ?? []) {
        if (!vm.module.test(source)) continue;
        if (imported === '*') return { root: { kind: 'client', vendor: rule.id }, path: [], virtualNs: vm.path };
        return { root: { kind: 'client', vendor: rule.id }, path: vm.path(imported) };
      }
    }
    for (const rule of this.rules) {
      if (rule.client?.modules?.some((m) => m.test(source))) return { root: { kind: 'client', vendor: rule.id }, path: [] };
    }
    for (const rule of this.rules) {
      if (rule.client?.names?.some((m) => m.test(imported))) return { root: { kind: 'client', vendor: rule.id }, path: [] };
    }
    return { root: { kind: 'site', file: null, name: imported }, path: [] };
  }

  private resolveExport(tf: FileFacts, name: string, depth: number): Resolution | null {
    if (depth > MAX_DEPTH) return this.cut();
    const e = tf.exports.get(name);
    if (e?.local) return this.resolveName(tf, e.local, Number.MAX_SAFE_INTEGER, depth + 1);
    if (e?.source) return this.resolveImport(tf, e.source, e.imported ?? name, depth + 1);
    if (e?.node) return this.evalExpr(tf, e.node, Number.MAX_SAFE_INTEGER, depth + 1) ?? { root: { kind: 'site', file: tf.path, name }, path: [] };
    for (const star of tf.starExports) {
      const target = this.site.resolve(tf.path, star);
      const sf = target ? this.fileFacts(target) : undefined;
      if (sf && (sf.exports.has(name) || sf.starExports.length)) {
        const r = this.resolveExport(sf, name, depth + 1);
        if (r) return r;
      }
    }
    return { root: { kind: 'site', file: tf.path, name }, path: [] };
  }

  /** The value of an initialiser, as far as roots go: a client factory call, a member path, an alias. */
  private evalExpr(file: FileFacts, node: Node, at: number, depth: number): Resolution | null {
    if (depth > MAX_DEPTH) return this.cut();
    let n = unwrap(node);
    if (n.type === 'AwaitExpression' && n.argument) n = unwrap(n.argument);
    switch (n.type) {
      case 'Identifier':
        return this.resolveName(file, n.name, at, depth + 1);
      case 'MemberExpression': {
        const raw = flattenChain(n);
        if (!raw || raw.rootCall || raw.segments.some((s) => s.call)) return null;
        const r = this.resolveName(file, raw.rootName, at, depth + 1);
        return r ? { ...r, path: [...r.path, ...raw.segments.map((s) => s.name)] } : null;
      }
      case 'CallExpression':
      case 'NewExpression':
        return this.factoryOf(file, n, at);
      case 'ConditionalExpression':
        return this.evalExpr(file, n.consequent, at, depth + 1) ?? this.evalExpr(file, n.alternate, at, depth + 1);
      case 'LogicalExpression':
        return this.evalExpr(file, n.right, at, depth + 1) ?? this.evalExpr(file, n.left, at, depth + 1);
      default:
        return null;
    }
  }

  /** A call that creates a vendor client (`createClient(...)`, `axios.create()`, `new XMLHttpRequest()`). */
  private factoryOf(file: FileFacts, node: Node, at: number): Resolution | null {
    const raw = flattenChain(node);
    if (!raw) return null;
    const chain = this.resolveChain(file, raw, at);
    if (!chain) return null;
    for (const rule of this.rules) {
      const tokens = rootTokens(chain.root, rule.id, rule.modules);
      if (!tokens.length) continue;
      for (const f of rule.client?.factories ?? []) {
        const m = matchChain(parsePattern(f), chain, tokens);
        if (m && m.rest.length === 0) return { root: { kind: 'client', vendor: rule.id }, path: [] };
      }
    }
    return null;
  }
}
