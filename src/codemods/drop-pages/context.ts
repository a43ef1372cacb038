import type { PathRef } from '../../analyze/routes/route-constants.js';
import authCalls from '../../../rules/drop/auth-calls.js';
import authGates from '../../../rules/drop/auth-gates.js';
import authState from '../../../rules/drop/auth-state.js';
import links from '../../../rules/drop/links.js';
import type { AuthCallRule, GateRule, LinkRule, StateRule } from './rule.js';

export interface DropRules {
  gates: GateRule;
  state: StateRule;
  calls: AuthCallRule;
  links: LinkRule;
}

/** The data modules of rules/drop/. */
export const DROP_RULES: DropRules = { gates: authGates, state: authState, calls: authCalls, links };

/** What the step drops, computed once from the analysis. Paths are site-relative. */
export interface DropTargets {
  /** Auth/account/admin pages: the file, its routes, links and every use go. */
  pages: Set<string>;
  /** Drop pages the platform replaces (404): their routes go; the file stays while still used. */
  routeOnly: Set<string>;
  /** Auth modules (contexts, guards, hooks): deleted once nothing imports them. */
  authModules: Set<string>;
  /** Route paths of dropped pages, as declared. */
  routes: string[];
  /** Route paths that stay. */
  keptRoutes: string[];
  /** Auth data sites per file (from the analysis): line → the operations of the sites on it. */
  authSites: Map<string, Map<number, string[]>>;
  /** Context fields carrying storage-backed auth state (`token`, `setToken`), by the file providing the context. */
  storedAuthFields?: Map<string, Set<string>>;
  /** Context fields bound to a removed vendor's setting that no consumer reads: provider file → field → local name. */
  unreadSettingFields?: Map<string, Map<string, string>>;
}

/** Everything one file's mend needs. */
export interface MendContext {
  file: string;
  targets: DropTargets;
  rules: DropRules;
  /** Resolve an import specifier written in this file to a site path (null: a package). */
  resolve(spec: string): string | null;
  /** The path a route constant (`ROUTES.LOGIN`) holds, when it can be read (route-refs.ts). */
  routeRef?(ref: PathRef): string | null;
}

export interface FileLimitation { line: number; what: string; why: string; id: string }

export interface MendResult {
  changed: boolean;
  limitations: FileLimitation[];
}
