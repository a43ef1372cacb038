import { VENDOR_RULES } from '../data-layer/rules.js';

/**
 * Where a site keeps server code rather than the client (spec §1 rule 7): the usual server
 * folders, serverless function folders of hosts, and each vendor's own server folders as its rule
 * declares them (`serverDirs` in rules/vendors). Paths are relative to the site (or app) root.
 */
const GENERIC = [/(^|\/)(server|backend)\//, /^(api|functions)\//, /^netlify\/functions\//];
const SERVER = [...GENERIC, ...VENDOR_RULES.flatMap((r) => r.serverDirs ?? [])];

export const isServerPath = (p: string): boolean => SERVER.some((re) => re.test(p));
