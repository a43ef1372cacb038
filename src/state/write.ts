import { CODECS, ownedNode } from './codecs.js';
import { printBlocks } from './markdown.js';
import type { ConversionState } from './model.js';
import { parseDocument } from './parse.js';
import { SECTION_TITLES, type RawSection, type SectionTitle } from './sections.js';

export const DEFAULT_PREAMBLE = `# Theme conversion

This file records the conversion of this site into a platform theme. platform-convert reads it
first and updates it before it stops. Edit it by hand: a decision you change is honoured, notes
you add under a section and sections of your own are kept.`;

/** A block of the output: its text and the whitespace after it (null: the default blank line). */
interface Piece {
  body: string;
  gap: string | null;
  /** The piece ended the previous file, so its gap is the file's own ending. */
  wasLast?: boolean;
}

/**
 * Print the state. With `previous` (the file as read), the tool rewrites only the blocks it owns
 * that changed; everything else (a section unchanged, free text, unknown sections, the title,
 * spacing) keeps its bytes, so writing what was read gives the same file.
 */
export function serializeState(state: ConversionState, previous?: string): string {
  return join(previous === undefined ? freshPieces(state) : editedPieces(state, previous));
}

function ownedText(title: SectionTitle, state: ConversionState): string {
  const node = CODECS[title].write(state);
  return node ? printBlocks([node]) : '';
}

function newSection(title: SectionTitle, state: ConversionState): string {
  const text = ownedText(title, state);
  return `## ${title}${text ? `\n\n${text}` : ''}`;
}

function freshPieces(state: ConversionState): Piece[] {
  const pieces: Piece[] = [{ body: DEFAULT_PREAMBLE, gap: null }];
  const placed = new Set<number>();
  const emitAfter = (heading: string | null) => {
    state.unknownSections.forEach((u, i) => {
      if (placed.has(i) || (u.afterHeading ?? null)?.toLowerCase() !== heading?.toLowerCase()) return;
      placed.add(i);
      pieces.push({ body: u.markdown.trimEnd(), gap: null });
      emitAfter(headingOf(u.markdown));
    });
  };
  emitAfter(null);
  for (const title of SECTION_TITLES) {
    pieces.push({ body: newSection(title, state), gap: null });
    emitAfter(title);
  }
  state.unknownSections.forEach((u, i) => !placed.has(i) && pieces.push({ body: u.markdown.trimEnd(), gap: null }));
  return pieces;
}

function editedPieces(state: ConversionState, previous: string): Piece[] {
  // Parsing first also means a file edited into nonsense throws here and is never overwritten.
  const { state: before, doc } = parseDocument(previous);
  const { source } = doc;
  const pieces: Piece[] = [];
  const preamble = source.slice(0, doc.preambleEnd);
  if (preamble.trim()) pieces.push(split(preamble));
  else if (doc.sections.length === 0) pieces.push({ body: DEFAULT_PREAMBLE, gap: null });

  const present = new Set(doc.sections.map((s) => s.known).filter((k): k is SectionTitle => k !== null));
  const missing = SECTION_TITLES.filter((t) => !present.has(t));
  const emitMissingBefore = (index: number) => {
    while (missing.length && SECTION_TITLES.indexOf(missing[0]) < index) {
      // A section the file lacks is added once it has content; until then the bytes stay as read.
      const title = missing.shift()!;
      if (ownedText(title, state) !== ownedText(title, before)) pieces.push({ body: newSection(title, state), gap: null });
    }
  };
  for (const section of doc.sections) {
    const piece = split(source.slice(section.start, section.end));
    if (section.known) {
      emitMissingBefore(SECTION_TITLES.indexOf(section.known));
      piece.body = rewriteSection(section, section.known, piece.body, state, before);
    }
    pieces.push(piece);
  }
  const last = pieces[pieces.length - 1];
  if (last) last.wasLast = true;
  emitMissingBefore(SECTION_TITLES.length);
  return pieces;
}

/** Replace the block the tool owns in one section, only if its content changed. */
function rewriteSection(section: RawSection, title: SectionTitle, body: string, state: ConversionState, before: ConversionState): string {
  const next = ownedText(title, state);
  if (next === ownedText(title, before)) return body;
  const base = section.start;
  const owned = ownedNode(CODECS[title], section.nodes);
  if (owned?.position) {
    const start = owned.position.start.offset! - base;
    const end = owned.position.end.offset! - base;
    if (next) return body.slice(0, start) + next + body.slice(end);
    const head = body.slice(0, start).trimEnd();
    const rest = body.slice(end).replace(/^\s+/, '');
    return rest ? `${head}\n\n${rest}` : head;
  }
  if (!next) return body;
  const headingEnd = section.headingEnd - base;
  const rest = body.slice(headingEnd).replace(/^\s+/, '');
  return `${body.slice(0, headingEnd)}\n\n${next}${rest ? `\n\n${rest}` : ''}`;
}

function split(text: string): Piece {
  const body = text.trimEnd();
  return { body, gap: text.slice(body.length) };
}

function headingOf(markdown: string): string | null {
  const m = /^##\s+(.*?)\s*#*\s*$/m.exec(markdown);
  return m ? m[1] : null;
}

function join(pieces: Piece[]): string {
  return pieces.map((p, i) => {
    if (i === pieces.length - 1) return p.body + (p.wasLast && p.gap !== null ? p.gap : '\n');
    return p.body + (p.gap !== null && /\n[ \t]*\n/.test(p.gap) ? p.gap : '\n\n');
  }).join('');
}
