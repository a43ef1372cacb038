import { badInput } from '../diagnostics/tool-error.js';
import { CODECS, ownedNode } from './codecs.js';
import { emptyState } from './empty.js';
import { parseMarkdown } from './markdown.js';
import type { ConversionState } from './model.js';
import { splitSections, type SplitDocument } from './sections.js';

export const STATE_FILE = 'THEME_CONVERSION.md';

export interface ParsedDocument {
  state: ConversionState;
  doc: SplitDocument;
}

/** Parse THEME_CONVERSION.md into the model and keep its layout (for byte-faithful rewrites). */
export function parseDocument(markdown: string, file: string = STATE_FILE): ParsedDocument {
  const doc = splitSections(markdown, parseMarkdown(markdown));
  const state = emptyState();
  const seen = new Map<string, number>();
  let previousHeading: string | null = null;
  for (const section of doc.sections) {
    if (!section.known) {
      state.unknownSections.push({
        afterHeading: previousHeading,
        markdown: markdown.slice(section.start, section.end).trimEnd(),
      });
      previousHeading = section.heading;
      continue;
    }
    const first = seen.get(section.known);
    if (first !== undefined) {
      throw badInput(`the section \`## ${section.known}\` appears twice (first at line ${first})`, {
        file, line: section.line, hint: 'merge the two sections',
      });
    }
    seen.set(section.known, section.line);
    const codec = CODECS[section.known];
    codec.read(ownedNode(codec, section.nodes), { file, source: markdown, section: section.known, line: section.line }, state);
    previousHeading = section.heading;
  }
  return { state, doc };
}

export function parseState(markdown: string, file: string = STATE_FILE): ConversionState {
  return parseDocument(markdown, file).state;
}
