import type { File, Node } from '@babel/types';
import type { Severity } from '../diagnostics/diagnostic.js';
import type { SiteFile } from '../load/files.js';
import type { Site } from '../load/site.js';
import type { RuleMeta } from '../rule-kit/discover.js';
import type { VendorRuleBase } from '../rule-kit/vendor-rule.js';
import type { VisitorMap } from '../rule-kit/walk.js';
import type { BundleFacts } from './bundle.js';
import type { SdkFacts } from './sdk-facts.js';

/** Biome-style docs: what the check finds, why the review cares, what to do. */
export interface CheckDocs {
  description: string;
  why: string;
  fix: string;
  [key: string]: unknown;
}

/** Where and what to report. Message templates use `{{name}}` placeholders filled from `data`. */
export interface ReportInput {
  messageId: string;
  data?: Record<string, string | number>;
  /** Defaults to the file being visited. */
  file?: string;
  node?: Node | null;
  line?: number;
  column?: number;
}

export interface CheckContext {
  site: Site;
  /** Vendor rules' base fields (packages, bootstrap files, vite plugins, env vars). */
  vendors: VendorRuleBase[];
  sdk: SdkFacts;
  /** The developer token, when the environment or `.env.platform` holds one (never printed). */
  developerToken?: string;
  /** Present only in the build phase (`check --build`). */
  bundle?: BundleFacts;
  /** Theme code that ends up in the app (scripts, minus tooling configs and tests). */
  isAppScript(file: SiteFile): boolean;
  report(r: ReportInput): void;
  /** Records a follow-up (returned in the JSON and written to the state file when it exists). */
  followUp(text: string): void;
}

export interface FileCheckContext extends CheckContext {
  file: SiteFile;
  ast: File;
}

/**
 * One review check (rules/review/<id>.ts). Detection (`visit`/`checkSite`), message
 * (`messages`) and hint (`hints`, else `docs.fix`) are separate, as in Biome and ESLint.
 */
export interface ReviewCheck extends RuleMeta {
  id: string;
  severity: Severity;
  docs: CheckDocs;
  messages: Record<string, string>;
  /** Per-message hints; a message without one uses `docs.fix`. */
  hints?: Record<string, string>;
  /** `build`: runs only under `check --build`, after the theme is built. Default `source`. */
  phase?: 'source' | 'build';
  /** Visitors for one app script; all checks share one walk per file. */
  visit?(ctx: FileCheckContext): VisitorMap | null;
  /** Checks over the whole theme (files, configs, cross-file facts). */
  checkSite?(ctx: CheckContext): void | Promise<void>;
}

export function defineCheck(check: ReviewCheck): ReviewCheck {
  return check;
}
