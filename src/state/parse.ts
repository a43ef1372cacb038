import { badInput } from '../diagnostics/tool-error.js';
import { editDistance } from '../infra/suggest.js';
import { CODECS, ownedNode } from './codecs.js';
import { emptyState } from './empty.js';
import { parseMarkdown } from './markdown.js';
import type { ConversionState } from './model.js';
import { SECTION_TITLES, splitSections, type SplitDocument } from './sections.js';

export const STATE_FILE = 'THEME_CONVERSION.md';

export interface ParsedDocument {
  state: ConversionState;
  doc: SplitDocument;
}

/** The tool's section a heading misspells (`Surface decisons`), if it is one letter or three away. */
export function misspeltSection(heading: string): string | null {
  const h = heading.trim().toLowerCase();
  for (const title of SECTION_TITLES) {
    const d = editDistance(h, title.toLowerCase());
    if (d > 0 && d <= Math.min(3, Math.floor(title.length * 0.3))) return title;
  }
  return null;
}

/**
 * A misspelt heading of a section the document lacks would be kept as an unknown section, so the
 * hand-made content under it (decisions, say) would silently count as absent and `--yes` would
 * answer over it: refuse it with the file and line instead.
 */
function refuseMisspeltSections(doc: SplitDocument, file: string): void {
  const present = new Set(doc.sections.map((s) => s.known).filter(Boolean));
  for (const section of doc.sections) {
    if (section.known) continue;
    const meant = misspeltSection(section.heading);
    if (meant && !present.has(meant as never)) {
      throw badInput(`the heading \`## ${section.heading}\` is not a section the tool reads: did you mean \`## ${meant}\`?`, {
        file, line: section.line, hint: 'correct the heading; until then what is under it would be ignored',
      });
    }
  }
}

/** Parse THEME_CONVERSION.md into the model and keep its layout (for byte-faithful rewrites). */
export function parseDocument(markdown: string, file: string = STATE_FILE): ParsedDocument {
  const doc = splitSections(markdown, parseMarkdown(markdown));
  refuseMisspeltSections(doc, file);
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
