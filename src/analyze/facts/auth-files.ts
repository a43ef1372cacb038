import path from 'node:path';
import type { Site } from '../../load/site.js';
import type { FileSignals } from '../file-signals.js';
import type { PageInfo } from '../types.js';
import authGates from '../../../rules/drop/auth-gates.js';
import type { AuthSourceFacts } from './auth-sources.js';

/** Module names of auth plumbing, route guards and auth hooks (rules/drop/auth-gates). */
const isAuthModuleName = (base: string, name: string) =>
  // A layout's file name says whose it is only when routes say so (droppedAreaLayouts): an
  // `AdminLayout` drawn inside the admin page goes with that page.
  authGates.modules.test(base) || (authGates.guards.test(name) && !/Layout$/.test(name)) || authGates.hooks.test(name.replace(/^./, (c) => c.toLowerCase()));
/** `use-admin-permissions` → `useAdminPermissions`. */
const camel = (base: string) => base.replace(/[-_.]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
/** Page rules whose pages are about identity, accounts or administration. */
const AUTH_RULES = new Set(['auth', 'account', 'admin', 'e-services']);
const SERVER_SIDE = /(^|\/)(server|backend|supabase|base44|functions)\//;

/**
 * `authFiles`: login, account and admin pages, plus modules whose job is auth — providers,
 * contexts, guards, auth hooks — known by their name, a context that makes auth calls (from the
 * data layer's `authSiteFiles`), or a context provided under an auth provider's name (its provider
 * goes in a theme). Then, until nothing changes, modules whose exported hook hands back the value
 * of an auth module's context or hook (`useAuthSafe` over `AuthContext`): their callers read auth
 * state. A component that merely calls auth, or a hook that only uses it, is not one. Layout
 * routes whose pages are all dropped (`areaLayouts`) are of those areas too.
 */
export function authFiles(site: Site, pages: PageInfo[], authSiteFiles: string[], signals: Map<string, FileSignals>, sources: Map<string, AuthSourceFacts> = new Map(), areaLayouts: string[] = []): string[] {
  const out = new Set<string>(areaLayouts);
  for (const p of pages) if (AUTH_RULES.has((p as PageInfo & { rule?: string | null }).rule ?? '')) out.add(p.file);
  const pageFiles = new Set(pages.map((p) => p.file));
  const candidate = (f: string) => !pageFiles.has(f) && !SERVER_SIDE.test(f);
  for (const f of site.scripts) {
    if (!candidate(f.path)) continue;
    const stem = path.posix.basename(f.path).replace(/\.[^.]+$/, '');
    if (isAuthModuleName(stem.replace(/[-_.]/g, ''), camel(stem)) || sources.get(f.path)?.providesAuthContext) out.add(f.path);
  }
  for (const f of authSiteFiles) {
    if (!candidate(f)) continue;
    if (signals.get(f)?.calls.has('createContext')) out.add(f);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [f, facts] of sources) {
      if (out.has(f) || !candidate(f)) continue;
      if (!facts.hookReturns.some((r) => out.has(site.resolve(f, r.source) ?? ''))) continue;
      out.add(f);
      grew = true;
    }
  }
  return [...out].sort();
}
