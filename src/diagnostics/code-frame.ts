import { codeFrameColumns } from '@babel/code-frame';

/** A few lines of source around `line` (1-based), for errors that point into a file. */
export function codeFrame(source: string, line: number, column?: number): string {
  return codeFrameColumns(source, { start: { line, column: column ?? 1 } }, { linesAbove: 1, linesBelow: 1 });
}
