import { diffLines, type Change as LineChange } from 'diff';

/**
 * A Limitations row names a file and a line (`file:line` in THEME_CONVERSION.md and the report).
 * A step reports the line in the text its tree was parsed from; later steps add imports, hook
 * calls and markers above it, so the number would point a few lines off in the file the run
 * leaves. Each row's line is carried through the line diff from that text to the final one.
 */
export interface LineRow {
  file: string;
  line: number;
}

/** Where line `line` (1-based) of the text `parts` was diffed from sits in the text it was diffed to. */
export function carriedLine(parts: LineChange[], line: number): number {
  let from = 1;
  let to = 1;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const n = part.count ?? 0;
    if (part.added) {
      to += n;
      continue;
    }
    if (line < from + n) {
      if (!part.removed) return to + (line - from);
      // A changed line: the line that replaced it (the same offset into the replacement when it
      // is long enough), or the line after the removed ones.
      const next = parts[i + 1];
      return next?.added ? to + Math.min(line - from, Math.max(0, (next.count ?? 1) - 1)) : to;
    }
    from += n;
    if (!part.removed) to += n;
  }
  return Math.max(1, to - 1);
}

/**
 * Carries rows from the texts their lines were read in (`baseOf`) to the texts the run leaves
 * (`finalOf`, undefined for a file that is gone: its rows keep their line). One diff per pair of
 * texts, however many rows share it.
 */
export function carryLines(rows: Iterable<[LineRow, string]>, finalOf: (file: string) => string | undefined): void {
  const diffs = new Map<string, Map<string, LineChange[]>>();
  for (const [row, base] of rows) {
    if (row.line < 1) continue;
    const now = finalOf(row.file);
    if (now === undefined || now === base) continue;
    let byFinal = diffs.get(base);
    if (!byFinal) diffs.set(base, (byFinal = new Map()));
    let parts = byFinal.get(now);
    if (!parts) byFinal.set(now, (parts = diffLines(base, now)));
    row.line = carriedLine(parts, row.line);
  }
}
