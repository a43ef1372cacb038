import type { Origin } from '../analyze/types.js';
import type { RuleMeta } from './discover.js';

/**
 * The base of a vendor rule (`rules/vendors/<id>.ts`): data that says how to recognise a vendor.
 * The data-layer analyzer (call shapes → SDK operations or limitations) extends this in
 * `src/analyze/data-layer/`; `check` reads only these base fields, so they are stable.
 */
export interface VendorRuleBase extends RuleMeta {
  /** The `origin.primary` this vendor stands for when it dominates a site. */
  origin: Origin;
  /** npm packages of the vendor (their presence in package.json or imports identifies it). */
  packages: string[];
  /** Vite plugins of the vendor (package names), removed from the bundler config. */
  vitePlugins?: string[];
  /** Env variable name patterns of the vendor (`VITE_SUPABASE_URL`, `VITE_BASE44_*`). */
  envVars?: RegExp[];
  /** Path patterns of the vendor's bootstrap, app-params and re-export modules. */
  bootstrapFiles?: RegExp[];
}
