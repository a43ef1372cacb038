import type { Canonical, DataSite, LanguageStatus, Limitation, PageInfo } from '../analyze/types.js';

/**
 * The typed model of THEME_CONVERSION.md (DESIGN §5). The markdown is the source of truth; this is
 * what `src/state/parse.ts` reads into and `src/state/write.ts` writes from. Hand edits win.
 */

/** The eleven surfaces of spec §1 rule 3, in survey order. */
export const SURVEY_SURFACES = [
  'products', 'services', 'prices', 'cart-checkout', 'delivery-payments', 'forms', 'content',
  'missing-pages', 'editable-fields', 'languages', 'brand',
] as const;
export type SurveySurface = (typeof SURVEY_SURFACES)[number];

export const DECISIONS = ['dynamic', 'static', 'drop'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface SurfaceDecision {
  surface: SurveySurface;
  decision: Decision;
  why: string;
}

/** The conversion steps, in pipeline order; Progress lists each with done/pending. */
export type StepStatus = 'done' | 'pending' | 'failed' | 'skipped';
export interface ProgressEntry {
  step: string;
  status: StepStatus;
  note?: string;
}

export interface ConversionState {
  /** Key → value pairs (name, slug, origin, source folder, tool version...). */
  identity: Record<string, string>;
  /**
   * `languages`: the languages the source is written in (what later steps read as the source's);
   * `themeLanguages`: the theme's, once the bilingual retrofit set its status (`ar, en`), written
   * as the section's `languages` with the source's under `source languages`.
   */
  language: { status: LanguageStatus | null; languages: string[]; themeLanguages?: string[]; note?: string };
  dataSites: (Pick<DataSite, 'file' | 'line' | 'vendor' | 'kind' | 'entity' | 'surface' | 'sdkEquivalent'> & { status?: string })[];
  pages: (Pick<PageInfo, 'file' | 'route' | 'class' | 'canonical' | 'becomes'>)[];
  missingPages: { canonical: Canonical; action: string }[];
  /** Only answered surfaces are present; an unanswered one is asked by the survey. */
  decisions: SurfaceDecision[];
  designNotes: string[];
  openQuestions: string[];
  limitations: Limitation[];
  progress: ProgressEntry[];
  /** `##` sections the tool does not know, kept verbatim, with the heading they follow. */
  unknownSections: { afterHeading: string | null; markdown: string }[];
}
