import type { File } from '@babel/types';
import type { SiteFile } from '../load/files.js';
import type { Site } from '../load/site.js';
import type { VisitorMap } from './walk.js';

/**
 * An analysis part that learns from scripts. The analyzer walks each script's AST ONCE and hands
 * every collector's visitors to that one walk; `finish` then turns what was seen into facts.
 * Collectors never parse or read files themselves: `site.ast()` and `site.files` are the source.
 */
export interface Collector<R> {
  name: string;
  /** Visitors for one script (null: nothing to look at in this file). */
  visitFile(file: SiteFile, ast: File, site: Site): VisitorMap | null;
  /**
   * Called once a file's walk is over. Summarize here and drop references to its nodes: a
   * collector that keeps nodes until `finish` keeps every AST of the site alive (peak memory, GC).
   */
  endFile?(file: SiteFile, site: Site): void;
  finish(site: Site): R;
}
