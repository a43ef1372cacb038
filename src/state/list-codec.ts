import type { List, ListItem } from 'mdast';
import { innerSource, rawInline } from './markdown.js';

/** A bullet list as markdown strings, one per item (inline formatting and line breaks kept). */
export function readList(node: List, source: string): { text: string; line: number }[] {
  return node.children.map((item: ListItem) => {
    const first = item.children[0]?.position?.start.column ?? 1;
    const indent = first - (item.position?.start.column ?? 1);
    return { text: innerSource(source, item.children, indent), line: item.position?.start.line ?? 0 };
  });
}

/** Null for no items: the section then holds no list at all. */
export function writeList(items: string[]): List | null {
  if (items.length === 0) return null;
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((text) => ({
      type: 'listItem' as const,
      spread: false,
      children: [{ type: 'paragraph' as const, children: rawInline(text) }],
    })),
  };
}
