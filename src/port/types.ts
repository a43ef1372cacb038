import type { Limitation } from '../analyze/types.js';

/** One thing the port wants a person (or a later step) to know, with its place in the source. */
export interface PortNote {
  file: string;
  line: number;
  /** Stable id, e.g. `inline-handler`, `inline-script`, `dead-link`, `debug-route`. */
  kind: string;
  message: string;
}

/** A file the ported app needs: text we generate, or bytes copied from a source file. */
export type PortFile =
  | { path: string; text: string }
  | { path: string; copyFrom: string };

/** A link in the source that points nowhere. */
export interface DeadLink {
  file: string;
  line: number;
  href: string;
  /** The route it was rewritten to when the target was obvious. */
  fixedTo?: string;
}

/** Everything `port` decided: the files to write and delete, and what the state file records. */
export interface PortResult {
  kind: 'plain-html' | 'server-templates' | 'none';
  /** Files to write (site-relative, forward slashes), sorted by path. */
  files: PortFile[];
  /** Source files the port replaces (HTML pages, views, moved CSS/assets). */
  deletes: string[];
  /** route → page component file. */
  routes: { route: string; file: string; source: string }[];
  /** Layout / partial components created. */
  components: string[];
  /** Data modules created from literal locals. */
  dataModules: string[];
  notes: PortNote[];
  limitations: Limitation[];
  openQuestions: string[];
  designNotes: string[];
  deadLinks: DeadLink[];
  /** Canonical routes linked to but missing (`/shop`, `/cart`): candidates for gap-fill. */
  gapFillCandidates: string[];
  /** Server files left for the later "server goes" step. */
  serverFiles: string[];
}

export function emptyResult(kind: PortResult['kind']): PortResult {
  return {
    kind, files: [], deletes: [], routes: [], components: [], dataModules: [], notes: [], limitations: [],
    openQuestions: [], designNotes: [], deadLinks: [], gapFillCandidates: [], serverFiles: [],
  };
}
