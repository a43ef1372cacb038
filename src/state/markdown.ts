import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import type { Nodes, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';

/**
 * The one markdown dialect of THEME_CONVERSION.md: CommonMark + GFM tables, parsed and printed by
 * unified/remark. The printing options are fixed here so every write is byte-stable: printing what
 * was parsed from our own output gives the same bytes (tables padded, `-` bullets, one-space indent).
 */
export const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  listItemIndent: 'one',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
};

const parser = unified().use(remarkParse).use(remarkGfm);
const printer = unified().use(remarkStringify, STRINGIFY_OPTIONS).use(remarkGfm);

export function parseMarkdown(source: string): Root {
  return parser.parse(source);
}

/** Print block nodes (a table, a list) with the fixed options, without the final newline. */
export function printBlocks(nodes: RootContent[]): string {
  if (nodes.length === 0) return '';
  return printer.stringify({ type: 'root', children: nodes }).replace(/\n+$/, '');
}

export const plainText = (node: Nodes): string => toString(node).trim();

/**
 * The markdown source of a node's children (inline formatting kept), e.g. a table cell or a list
 * item's paragraph. Continuation lines lose the container's indentation.
 */
export function innerSource(source: string, children: Nodes[], indent = 0): string {
  const first = children[0]?.position?.start.offset;
  const last = children[children.length - 1]?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  const raw = source.slice(first, last);
  if (indent <= 0) return raw.trim();
  const pad = new RegExp(`\\n {1,${indent}}`, 'g');
  return raw.replace(pad, '\n').trim();
}

/**
 * Inline markdown written as-is. mdast has no raw inline node, but the printer emits `html`
 * verbatim, which is exactly what we want for free text people wrote (their backticks, links and
 * emphasis survive). Inside a table cell, pipes are escaped and line breaks folded.
 */
export function rawInline(markdown: string, inCell = false): PhrasingContent[] {
  let value = markdown;
  if (inCell) value = value.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');
  return value === '' ? [] : [{ type: 'html', value }];
}

export function codeCell(value: string): TableCell {
  return { type: 'tableCell', children: value === '' ? [] : [{ type: 'inlineCode', value }] };
}

export function textCell(value: string): TableCell {
  return { type: 'tableCell', children: value === '' ? [] : [{ type: 'text', value }] };
}

export function rawCell(markdown: string): TableCell {
  return { type: 'tableCell', children: rawInline(markdown, true) };
}

export function table(columns: readonly string[], rows: TableCell[][]): Table {
  return {
    type: 'table',
    align: columns.map(() => null),
    children: [
      { type: 'tableRow', children: columns.map((c) => textCell(c)) },
      ...rows.map((cells) => ({ type: 'tableRow' as const, children: cells })),
    ],
  };
}
