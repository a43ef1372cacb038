import type { Heading, Root, RootContent } from 'mdast';
import { plainText } from './markdown.js';

/** The tool's sections of THEME_CONVERSION.md, in file order (DESIGN §5). */
export const SECTION_TITLES = [
  'Identity', 'Language status', 'Source data-layer sites', 'Pages', 'Missing pages',
  'Surface decisions', 'Design notes', 'Open questions', 'Limitations', 'Progress',
] as const;
export type SectionTitle = (typeof SECTION_TITLES)[number];

export function knownTitle(heading: string): SectionTitle | null {
  const h = heading.trim().toLowerCase();
  return SECTION_TITLES.find((t) => t.toLowerCase() === h) ?? null;
}

/** One `##` section: its heading and the nodes up to the next `##` heading. */
export interface RawSection {
  heading: string;
  known: SectionTitle | null;
  /** Offsets into the source: section start (the `##`), end of the heading line, section end. */
  start: number;
  headingEnd: number;
  end: number;
  line: number;
  nodes: RootContent[];
}

export interface SplitDocument {
  source: string;
  /** Everything before the first `##` heading (title, comments). */
  preambleEnd: number;
  sections: RawSection[];
}

/** Cut the document at its `##` headings; deeper headings stay inside their section. */
export function splitSections(source: string, tree: Root): SplitDocument {
  const sections: RawSection[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && (node as Heading).depth <= 2 && node.position) {
      if ((node as Heading).depth === 1) {
        // A `#` title after sections started is free text of the section it sits in.
        if (sections.length === 0) continue;
        sections[sections.length - 1].nodes.push(node);
        continue;
      }
      const heading = plainText(node);
      sections.push({
        heading,
        known: knownTitle(heading),
        start: node.position.start.offset!,
        headingEnd: node.position.end.offset!,
        end: source.length,
        line: node.position.start.line,
        nodes: [],
      });
      if (sections.length > 1) sections[sections.length - 2].end = node.position.start.offset!;
    } else if (sections.length > 0) {
      sections[sections.length - 1].nodes.push(node);
    }
  }
  return { source, preambleEnd: sections[0]?.start ?? source.length, sections };
}
