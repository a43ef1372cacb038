import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { CANONICAL, LANGUAGE_STATUS, ORIGINS, PAGE_CLASSES, ROUTERS, SERVER_KINDS, SITE_KINDS, SURFACES } from './vocabulary.js';

export { CANONICAL, LANGUAGE_STATUS, ORIGINS, PAGE_CLASSES, ROUTERS, SERVER_KINDS, SITE_KINDS, SURFACES } from './vocabulary.js';

/** The `analyze --json` contract (DESIGN §4). Names and value sets here are fixed; extra fields are welcome. */

export type Origin = (typeof ORIGINS)[number];
export type RouterKind = (typeof ROUTERS)[number];
export type PageClass = (typeof PAGE_CLASSES)[number];
export type Canonical = (typeof CANONICAL)[number];
export type SiteKind = (typeof SITE_KINDS)[number];
export type Surface = (typeof SURFACES)[number];
export type LanguageStatus = (typeof LANGUAGE_STATUS)[number];
export type ServerKind = (typeof SERVER_KINDS)[number];

export const pageSchema = z.object({
  file: z.string(),
  route: z.string().nullable(),
  class: z.enum(PAGE_CLASSES),
  canonical: z.enum(CANONICAL).nullable(),
  becomes: z.string(),
}).loose();

export const dataSiteSchema = z.object({
  file: z.string(),
  line: z.number().int().min(1),
  vendor: z.string(),
  kind: z.enum(SITE_KINDS),
  entity: z.string().nullable(),
  surface: z.enum(SURFACES),
  sdkEquivalent: z.string(),
}).loose();

export const limitationSchema = z.object({
  file: z.string(),
  line: z.number().int().min(0),
  what: z.string(),
  why: z.string(),
}).loose();

export const analysisSchema = z.object({
  schemaVersion: z.literal(1),
  origin: z.object({ primary: z.enum(ORIGINS), vendors: z.array(z.string()) }).loose(),
  framework: z.object({
    react: z.boolean(),
    bundler: z.string().nullable(),
    router: z.enum(ROUTERS),
    language: z.enum(['js', 'ts', 'mixed']),
    styling: z.array(z.string()),
    uiKit: z.array(z.string()),
    animation: z.array(z.string()),
  }).loose(),
  languageStatus: z.enum(LANGUAGE_STATUS),
  languages: z.array(z.string()),
  server: z.object({ present: z.boolean(), paths: z.array(z.string()), kinds: z.array(z.enum(SERVER_KINDS)) }).loose(),
  vendorBootstrap: z.array(z.string()),
  vendorPackages: z.array(z.string()),
  pages: z.array(pageSchema),
  dataSites: z.array(dataSiteSchema),
  authFiles: z.array(z.string()),
  missingCanonical: z.array(z.enum(CANONICAL)),
  limitations: z.array(limitationSchema),
  diagnostics: z.array(z.unknown()),
}).loose();

export type PageInfo = z.infer<typeof pageSchema> & {
  component?: string | null;
  /** Why the page got its class and canonical name (rule ids and signals). */
  evidence?: string[];
  /** A pages-folder file no route of a routed app renders: not a page (listed in `unroutedFiles`). */
  unrouted?: boolean;
};
export type DataSite = z.infer<typeof dataSiteSchema> & {
  /** The vendor operation, e.g. `entities.list`, `from.select`, `getDocs`, `GET`. */
  operation?: string;
  /** A limitation's reason when `sdkEquivalent` is `none`. */
  limitation?: string;
  /** Column (1-based) of the call. */
  column?: number;
};
export type Limitation = z.infer<typeof limitationSchema>;

export interface Analysis {
  schemaVersion: 1;
  origin: { primary: Origin; vendors: string[] };
  framework: {
    react: boolean;
    bundler: string | null;
    router: RouterKind;
    language: 'js' | 'ts' | 'mixed';
    styling: string[];
    uiKit: string[];
    animation: string[];
  };
  languageStatus: LanguageStatus;
  languages: string[];
  /** Why the language status is what it is (extra field). */
  languageEvidence?: string[];
  /** `evidence`: why a server is said to be present (extra field). */
  server: { present: boolean; paths: string[]; kinds: ServerKind[]; evidence?: string[] };
  vendorBootstrap: string[];
  vendorPackages: string[];
  pages: PageInfo[];
  dataSites: DataSite[];
  authFiles: string[];
  missingCanonical: Canonical[];
  /** Why each optional canonical page in `missingCanonical` is needed (extra field). */
  missingEvidence?: Partial<Record<Canonical, string>>;
  limitations: Limitation[];
  diagnostics: Diagnostic[];
  /** Extra fields (allowed by the contract). */
  appRoot?: string;
  nonReactSources?: { kind: 'plain-html' | 'server-templates' | 'notebook'; paths: string[] }[];
  /** The same list under the name the fixtures' expected facts use. */
  nonReact?: { kind: 'plain-html' | 'server-templates' | 'notebook'; paths: string[] }[];
  design?: DesignSummary;
  /** Files that do not parse (also in diagnostics). */
  parseErrors?: { file: string; line: number }[];
  /** Pages-folder files no route renders in a routed app: dead code or pieces of other pages, not pages. */
  unroutedFiles?: { file: string; class: PageClass; rule: string | null; evidence: string[] }[];
  /** Literal internal links to paths no route serves. */
  brokenLinks?: { file: string; line: number; to: string }[];
  /** Files whose markup shows a price (`{product.price}`), at the first one: the survey's evidence. */
  priceDisplays?: { file: string; line: number }[];
}

export interface DesignSummary {
  fonts: string[];
  colors: Record<string, string>;
  tailwindConfig: string | null;
  cssFiles: string[];
  animation: string[];
  layoutShell: string | null;
  [key: string]: unknown;
}
