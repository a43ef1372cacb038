import path from 'node:path';
import type { Site } from '../../load/site.js';
import type { PageInfo } from '../types.js';

/** Files whose job is auth by their name: providers, contexts, guards, hooks. */
const AUTH_MODULE = /^(use)?(auth|session|user)(context|provider|guard|store|slice)?$|^(protected|private|admin|require|with)(route|auth|page|outlet)s?$|^(auth|login|signin|signup)(callback|modal|form|dialog|button|gate|wrapper|layout)?$|^(require|with)auth$/i;

/**
 * `authFiles`: auth pages (dropped by the `auth` page rule) plus the modules whose job is auth —
 * providers, contexts, guards, auth hooks — named so, or found by the data layer (`authSiteFiles`).
 */
export function authFiles(site: Site, pages: PageInfo[], authSiteFiles: string[]): string[] {
  const out = new Set<string>();
  for (const p of pages) if ((p as PageInfo & { rule?: string | null }).rule === 'auth') out.add(p.file);
  const pageFiles = new Set(pages.map((p) => p.file));
  for (const f of site.scripts) {
    if (pageFiles.has(f.path) || /(^|\/)(server|backend|supabase|base44|functions)\//.test(f.path)) continue;
    const base = path.posix.basename(f.path).replace(/\.[^.]+$/, '').replace(/[-_]/g, '');
    if (AUTH_MODULE.test(base)) out.add(f.path);
  }
  for (const f of authSiteFiles) if (!pageFiles.has(f) || out.has(f)) out.add(f);
  return [...out].sort();
}
