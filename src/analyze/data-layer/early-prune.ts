import type { Site } from '../../load/site.js';
import type { ResolvedChain } from '../../rule-kit/pattern.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';
import type { ChainFact, FileFacts } from './file-facts.js';
import { anyPatternStartsLike } from './match.js';
import { RootResolver } from './resolve-root.js';

/**
 * A root resolver that works while the walk is still going: it notes the first module it needed
 * that is not walked yet, and answers cut short (import cycles, the depth limit), whose result
 * would depend on where `finish` happens to start resolving.
 */
class WalkResolver extends RootResolver {
  missing: string | null = null;
  wasCut = false;

  constructor(site: Site, private readonly walked: ReadonlyMap<string, FileFacts>, rules: VendorRule[], private readonly later: (path: string) => boolean) {
    super(site, walked, rules);
  }

  protected override fileFacts(path: string): FileFacts | undefined {
    const f = this.walked.get(path);
    if (!f && this.missing === null && this.later(path)) this.missing = path;
    return f;
  }

  protected override cutShort(): void {
    this.wasCut = true;
  }

  /** Resolve one chain; not `sure` when the answer may still change (or depends on where resolving starts). */
  resolve(file: FileFacts, fact: ChainFact): { chain: ResolvedChain | null; waitFor: string | null; sure: boolean } {
    this.missing = null;
    this.wasCut = false;
    const chain = this.resolveChain(file, fact.chain, fact.node.start ?? 0);
    const sure = this.missing === null && !this.wasCut;
    // Answers remembered on the way may rest on what was missing: start afresh.
    if (!sure) this.forget();
    return { chain, waitFor: this.missing, sure };
  }
}

/**
 * Analyze mode (issue 18, memory): a kept chain that can never give a data site is dropped as
 * soon as that is certain, instead of being kept, callbacks and all, until `finish`. Most kept
 * chains call the site's own functions (`cn()`, hooks), kept only in case the function turns out
 * to be a URL wrapper or a rule names it. Once every module its root resolves through has been
 * walked, a chain's root is what `finish` will find. `finish` gets nothing from a chain whose root
 * resolves to nothing, or that no rule's patterns start like and that does not call a possible
 * wrapper (a function of the site with a kept chain inside it), so such a chain goes. A chain
 * whose resolution needs a module not walked yet waits for that module's walk.
 */
export class ChainPruner {
  /** Chains waiting for a module's walk, by that module's path. */
  private readonly waiting = new Map<string, { file: FileFacts; fact: ChainFact }[]>();
  private readonly scripts: Set<string>;
  /** Names of the functions around a module's kept chains (the only possible wrappers in it). */
  private readonly fnNames = new WeakMap<FileFacts, Set<string>>();

  constructor(private readonly site: Site, private readonly files: ReadonlyMap<string, FileFacts>, private readonly rules: VendorRule[]) {
    this.scripts = new Set(site.scripts.map((f) => f.path));
  }

  /** Drop a walked file's own chains that can give nothing (before they are copied to be kept). */
  pruneOwn(facts: FileFacts): void {
    if (!facts.chains.length) return;
    const resolver = this.resolver();
    const kept = facts.chains.filter((fact) => this.keep(resolver, facts, fact));
    if (kept.length !== facts.chains.length) this.setChains(facts, kept);
  }

  /**
   * A module's walk is over: decide the chains that waited for it. Returns the files that lost
   * chains (their declarations may be pruned again).
   */
  walked(path: string): FileFacts[] {
    const list = this.waiting.get(path);
    if (!list) return [];
    this.waiting.delete(path);
    const resolver = this.resolver();
    const dropped = new Map<FileFacts, Set<ChainFact>>();
    for (const { file, fact } of list) {
      if (this.keep(resolver, file, fact)) continue;
      const set = dropped.get(file);
      if (set) set.add(fact);
      else dropped.set(file, new Set([fact]));
    }
    for (const [file, gone] of dropped) this.setChains(file, file.chains.filter((c) => !gone.has(c)));
    return [...dropped.keys()];
  }

  /** The walk is over: whatever still waits is kept for `finish`. */
  done(): void {
    this.waiting.clear();
  }

  private resolver(): WalkResolver {
    // One per batch: its memo may hold names sliced from the text of the file just walked.
    return new WalkResolver(this.site, this.files, this.rules, (p) => this.scripts.has(p) && !this.files.has(p));
  }

  private keep(resolver: WalkResolver, file: FileFacts, fact: ChainFact): boolean {
    const { chain, waitFor, sure } = resolver.resolve(file, fact);
    if (!sure) {
      if (waitFor !== null) this.wait(waitFor, file, fact);
      return true;
    }
    if (!chain) return false;
    if (anyPatternStartsLike(chain, this.rules)) return true;
    // Only a call of a site function can still be a site: a call of one of its URL wrappers.
    if (chain.root.kind !== 'site' || !chain.root.file) return false;
    // (A module not walked yet would have made the answer unsure: one missing now is never walked.)
    const owner = this.files.get(chain.root.file);
    return !!owner && this.fnNamesOf(owner).has(chain.root.name);
  }

  private wait(path: string, file: FileFacts, fact: ChainFact): void {
    const list = this.waiting.get(path);
    if (list) list.push({ file, fact });
    else this.waiting.set(path, [{ file, fact }]);
  }

  private setChains(file: FileFacts, chains: ChainFact[]): void {
    file.chains = chains;
    this.fnNames.delete(file);
  }

  private fnNamesOf(file: FileFacts): Set<string> {
    let names = this.fnNames.get(file);
    if (names) return names;
    names = new Set();
    for (const c of file.chains) for (let fn = c.fn; fn; fn = fn.parent) if (fn.name) names.add(fn.name);
    this.fnNames.set(file, names);
    return names;
  }
}
