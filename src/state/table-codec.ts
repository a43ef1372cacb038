import type { Table, TableCell, TableRow } from 'mdast';
import { badInput } from '../diagnostics/tool-error.js';
import { innerSource, plainText, table } from './markdown.js';

/** A cell as read: its plain text (for values) and its markdown source (for free text). */
export interface Cell {
  text: string;
  source: string;
}

export interface ReadContext {
  file: string;
  source: string;
  section: string;
}

/** A row's reader gets the cells by column name and the row's line, for errors that point at it. */
export interface RowContext extends ReadContext {
  line: number;
  fail(message: string, hint?: string): never;
}

/** One tool-owned table: its columns, how a row becomes an item and back. */
export interface TableSpec<T> {
  columns: readonly string[];
  read(cells: Record<string, Cell>, row: RowContext): T;
  write(item: T): TableCell[];
  /** Rows with the same key are an error (e.g. a surface decided twice). */
  key?(item: T): string | null;
}

export function readTable<T>(spec: TableSpec<T>, node: Table, ctx: ReadContext): T[] {
  const [header, ...rows] = node.children;
  const headerLine = node.position?.start.line;
  const names = header.children.map((c) => plainText(c).toLowerCase());
  const expected = spec.columns.join(' | ');
  if (names.join(' | ') !== expected) {
    throw badInput(`the ${ctx.section} table has columns \`${names.join(' | ')}\``, {
      file: ctx.file, line: headerLine, hint: `expected \`${expected}\``,
    });
  }
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const rc = rowContext(ctx, row);
    const item = spec.read(cellsOf(spec, row, ctx), rc);
    const key = spec.key?.(item);
    if (key) {
      if (seen.has(key)) rc.fail(`\`${key}\` appears twice (first at line ${seen.get(key)})`, 'keep one row');
      seen.set(key, rc.line);
    }
    return item;
  });
}

export function writeTable<T>(spec: TableSpec<T>, items: T[]): Table {
  return table(spec.columns, items.map((i) => spec.write(i)));
}

function rowContext(ctx: ReadContext, row: TableRow): RowContext {
  const line = row.position?.start.line ?? 0;
  return {
    ...ctx,
    line,
    fail: (message, hint) => {
      throw badInput(`${ctx.section}: ${message}`, { file: ctx.file, line, hint });
    },
  };
}

function cellsOf<T>(spec: TableSpec<T>, row: TableRow, ctx: ReadContext): Record<string, Cell> {
  if (row.children.length > spec.columns.length) {
    throw badInput(`${ctx.section}: a row has ${row.children.length} cells, the table has ${spec.columns.length} columns`, {
      file: ctx.file, line: row.position?.start.line, hint: 'escape a `|` inside a cell as `\\|`',
    });
  }
  const cells: Record<string, Cell> = {};
  spec.columns.forEach((name, i) => {
    const cell = row.children[i];
    cells[name] = cell
      ? { text: plainText(cell), source: innerSource(ctx.source, cell.children) }
      : { text: '', source: '' };
  });
  return cells;
}

/** Value readers shared by the table specs; each fails on the row's line. */
export function oneOf<V extends string>(values: readonly V[], cell: Cell, row: RowContext, column: string): V {
  const v = cell.text.toLowerCase();
  if ((values as readonly string[]).includes(v)) return v as V;
  return row.fail(`\`${cell.text || '(empty)'}\` is not a valid ${column}`, `use one of: ${values.join(', ')}`);
}

export function oneOfOrNull<V extends string>(values: readonly V[], cell: Cell, row: RowContext, column: string): V | null {
  return cell.text === '' ? null : oneOf(values, cell, row, column);
}

export function lineNumber(cell: Cell, row: RowContext, min: number): number {
  if (!/^\d+$/.test(cell.text) || Number(cell.text) < min) {
    return row.fail(`line \`${cell.text || '(empty)'}\` is not a line number`, `a whole number from ${min}`);
  }
  return Number(cell.text);
}

export function required(cell: Cell, row: RowContext, column: string): string {
  if (cell.text === '') return row.fail(`the ${column} cell is empty`);
  return cell.text;
}
