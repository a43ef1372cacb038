import type { Node } from '@babel/types';
import type { Origin, SiteKind } from '../analyze/types.js';
import type { ChainMatch } from './pattern.js';
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
  /**
   * URLs of files the vendor serves (branding, favicons, dev banners, hot-linked storage), tested
   * against the whole absolute URL: they go away with the vendor, so the vendor-assets step removes
   * or replaces them.
   */
  assetUrls?: RegExp[];
  /**
   * Site-relative folders of the vendor's server side (edge functions, entity schemas,
   * migrations): never site code, and they go with the server.
   */
  serverDirs?: RegExp[];
}

/*
 * The data-layer part of a vendor rule. Detection (analyze) and rewriting (the issue-4 codemods)
 * read the same call shapes, so they cannot disagree. A call shape's `pattern` is written in the
 * small ast-grep-like language of `pattern.ts`:
 *   `@client.entities.$ENTITY.list($SORT, $LIMIT)`   `@firestore.getDocs($REF)`   `@global.fetch($URL, $INIT)`
 * The first token names a root: `@client` (a client made by one of the rule's factories, imported
 * from its bootstrap modules, or named like one), `@global` (an unbound global such as `fetch`),
 * `@site` (a function of the site itself) or `@<alias>` (an import from a module of `modules`).
 * `$NAME` binds a property name or an argument; `{a,b}` lists alternatives; `$NAME{a,b}` both.
 */

/** What a call does with its entity; with the entity's class it picks the SDK operation. */
export type SiteAction = 'list' | 'one' | 'create' | 'update' | 'delete' | 'upsert' | 'count';

/** Where a call's HTTP meaning comes from (fetch, axios, XHR, apiRequest, query keys, wrappers). */
export interface HttpSpec {
  /** Metavariable bound to the URL argument. */
  url: string;
  /** The HTTP verb: a fixed verb, a metavariable bound to a verb string or name, or `init:$X` (the `method` of an options object). */
  method?: string;
}

export interface CallShape {
  /** The vendor operation (`entities.list`, `from.select`, `getDocs`); for HTTP shapes, a prefix. */
  id: string;
  pattern: string | string[];
  kind?: SiteKind;
  action?: SiteAction;
  /** `$NAME` of the metavariable holding the entity (a property name or a string argument), or a fixed name. */
  entity?: string;
  http?: HttpSpec;
  /** Argument hints for the codemods: role → metavariable (`sort: '$SORT'`), or chain method names (`chain:order`). */
  args?: Record<string, string | string[]>;
  /** A fixed SDK operation (overrides the entity-class mapping), or `none` with `limitation`. */
  sdk?: string;
  limitation?: string;
  /** A known non-site (e.g. `getPublicUrl`): stops lower shapes from matching. */
  ignore?: boolean;
  /** Escape hatch where a pattern cannot say it: refine or veto (return null) a match. */
  refine?: (m: ChainMatch, ctx: ShapeContext) => ShapeRefinement | null;
}

export interface ShapeRefinement {
  kind?: SiteKind;
  action?: SiteAction;
  entity?: string | null;
  operation?: string;
  sdk?: string;
  limitation?: string;
  /** HTTP meaning computed by the refinement (e.g. a react-query key). */
  url?: Node;
  method?: string;
}

/** What an escape hatch may ask about the file and the site. */
export interface ShapeContext {
  file: string;
  /** The value a local identifier was initialised with in this file (nearest declaration), if any. */
  initOf(name: string): Node | null;
  /** Site-wide facts: e.g. `defaultQueryFn` (a react-query default query function exists). */
  siteFacts: ReadonlySet<string>;
}

/** How a vendor's client is recognised. */
export interface ClientSpec {
  /** Patterns of calls that create a client (`@sb.createClient()`, `new @global.XMLHttpRequest()`). */
  factories?: string[];
  /** Names that mean the client when their import cannot be followed (`supabase`, `base44`). */
  names?: RegExp[];
  /** Import sources whose imports are the client when the module cannot be followed. */
  modules?: RegExp[];
}

/** An import source that stands for a vendor path when it cannot be followed (`@/api/entities`). */
export interface VirtualModule {
  module: RegExp;
  /** The client path an imported name stands for (`Product` → `entities.Product`, `User` → `auth`). */
  path: (imported: string) => string[];
}

/** A component of the vendor rendered in JSX (`<PayPalButtons createOrder={...} />`): a site too. */
export interface JsxShape {
  id: string;
  /** `@<module alias>.<Component>` (e.g. `@react.PayPalButtons`). */
  element: string;
  kind: SiteKind;
  entity?: string;
  sdk: string;
  limitation?: string;
}

export interface VendorRule extends VendorRuleBase {
  /** Module aliases usable as pattern roots: `{ firestore: ['firebase/firestore'] }`. */
  modules?: Record<string, string[]>;
  jsx?: JsxShape[];
  client?: ClientSpec;
  virtualModules?: VirtualModule[];
  calls: CallShape[];
  /** Finer origins of this vendor, told apart by packages or files (`lovable-supabase`). The first that applies wins. */
  variants?: { origin: Origin; packages?: string[]; files?: RegExp[] }[];
  /** Higher wins when several vendors are present (platform vendors over plain HTTP). */
  priority: number;
  /** Site-wide facts this vendor's shapes depend on, found by a declared function name or an object property path. */
  siteFacts?: { fact: string; declares?: string[]; propertyPath?: string[] }[];
}
