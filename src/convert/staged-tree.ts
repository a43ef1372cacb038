import type { File } from '@babel/types';
import type { TextFormat } from '../load/text-format.js';

/**
 * The in-memory copy of the site that codemods edit (DESIGN §3). Nothing reaches the disk until
 * the run commits it (atomically per file, journaled). Paths are site-relative, forward slashes.
 * A change's `before` and `after` are in the file's disk form (its BOM and CRLF line ends
 * restored), so a diff shows the real change; `format` (absent for plain UTF-8 with LF) says how
 * its bytes are written.
 */
export type Change =
  | { kind: 'add'; path: string; after: string }
  | { kind: 'modify'; path: string; before: string; after: string; format?: TextFormat }
  | { kind: 'delete'; path: string; before: string }
  | { kind: 'rename'; from: string; to: string; before: string; after: string;
      /** A binary file (an image, a font) moved as is; `before` and `after` are empty. */
      binary?: boolean; format?: TextFormat };


export interface StagedTree {
  exists(path: string): boolean;
  /** Current staged text (undefined if absent or deleted). */
  read(path: string): string | undefined;
  write(path: string, text: string): void;
  delete(path: string): void;
  rename(from: string, to: string): void;
  /** Every path present in the staged tree. */
  list(): string[];
  /**
   * The edit-mode (recast) AST of a script, parsed once per run and shared with the analysis.
   * After editing it, call `writeAst` so the file is reprinted with its own formatting.
   */
  ast(path: string): File | null;
  writeAst(path: string, ast: File): void;
  /** What differs from the disk, in path order. */
  changes(): Change[];
  /**
   * A number that changes whenever the path's text or tree is written, deleted or moved (with a
   * path), or whenever a path appears or goes (without one): what a cache of facts read from a
   * file, or of which paths exist, is keyed by. Optional: without it nothing is cached.
   */
  revision?(path?: string): number;
}
