import { diffLines } from 'diff';
import * as recast from 'recast';
import type { File, Node } from '@babel/types';
import { walkNodes } from '../infra/visitor-keys.js';
import { count, countsEnabled, treeName } from '../infra/counters.js';
import { installFastReprints } from './recast-reprints.js';

const COUNTS = countsEnabled();
installFastReprints();

/**
 * Pre-order visit of every node under `root`, with its parent and the key it sits under: the
 * child-key walker (comments, locations and recast's shadow tree are not walked).
 */
export const visit: (root: Node, fn: (node: Node, parent: Node | null, key: string | null) => void) => void = walkNodes;


const quoteOf = (n: Node): string | undefined => (n.extra as { raw?: string } | undefined)?.raw?.[0];

/** The quote most of the file's script strings use (JSX attribute values do not count). */
export function dominantQuote(ast: File): 'single' | 'double' {
  let single = 0;
  let double = 0;
  walkNodes(ast.program, (n, parent) => {
    if (n.type !== 'StringLiteral' || parent?.type === 'JSXAttribute') return;
    const q = quoteOf(n);
    if (q === "'") single++;
    else if (q === '"') double++;
  });
  return single > double ? 'single' : 'double';
}

/**
 * JSX attribute strings are written in double quotes whatever the script strings use
 * (`to="/faq"` beside `to="/about"`). recast prints a StringLiteral with the file's script quote
 * and ignores its raw text, so while printing, a new attribute string is shown to recast as an
 * ESTree `Literal` with a raw text (which it does print as is), then turned back. JSX has no
 * escapes: a value holding `"` keeps single quotes, and a copied one keeps its text as written. The same walk counts the script strings'
 * quotes (`dominantQuote`), which recast is given.
 */
function withJsxAttributeQuotes(ast: File, source: string | undefined, print: (quote: 'single' | 'double') => string): string {
  const changed: { node: Record<string, unknown>; extra: unknown }[] = [];
  const spaces = new JsxLeadingSpaces(source);
  let single = 0;
  let double = 0;
  walkNodes(ast.program, (n, parent) => {
    if (n.type === 'JSXText') {
      spaces.keep(n, parent);
      return;
    }
    if (n.type !== 'StringLiteral') return;
    if (parent?.type !== 'JSXAttribute') {
      const q = quoteOf(n);
      if (q === "'") single++;
      else if (q === '"') double++;
      return;
    }
    const extra = n.extra as { raw?: string; rawValue?: unknown } | undefined;
    const asWritten = extra?.raw !== undefined && extra.rawValue === n.value;
    // A parsed attribute is reprinted from its own text. A copy (cloned without a location, onto
    // a new element) is printed afresh, where recast would escape a line break of a class list
    // written over lines as `\n`, which JSX then reads as a backslash and an n: it keeps its text.
    // An edited one (its value differs from the parsed original recast keeps) that carries its new
    // raw text is printed from that text, so it keeps the quote it was written with.
    const original = (n as { original?: Node }).original;
    if (asWritten && n.loc && (original?.type !== 'StringLiteral' || original.value === n.value)) return;
    const node = n as unknown as Record<string, unknown>;
    changed.push({ node, extra: n.extra });
    node.type = 'Literal';
    node.extra = { ...(extra ?? {}), raw: asWritten ? extra.raw : n.value.includes('"') ? `'${n.value}'` : `"${n.value}"`, rawValue: n.value };
  });
  try {
    return spaces.unmark(print(single > double ? 'single' : 'double'));
  } finally {
    spaces.restore();
    for (const { node, extra } of changed) {
      node.type = 'StringLiteral';
      node.extra = extra;
    }
  }
}

/**
 * recast (0.23) drops the leading whitespace of every text child of a JSX element it prints
 * afresh, which JSX keeps when no line break is in it: `{user} signed in` became `{user}signed in`
 * and `<b>Brand</b> and more` `<b>Brand</b>and more` wherever an edit made recast reprint the
 * element. While printing, such spaces are held by marker characters, in the node and in the
 * pristine copy recast compares it with (so nothing counts as changed that was not); the markers
 * in the printed text are then turned back into the spaces. Text recast reuses comes from the
 * source itself and carries no marker.
 */
class JsxLeadingSpaces {
  private static readonly MARK: Record<string, string> = { ' ': '\uE000', '\t': '\uE001' };
  private static readonly UNMARK = /[\uE000\uE001]/g;
  private readonly marked: { node: { value: string }; value: string }[] = [];
  /** Off when the file already holds a marker character (then its text is left as recast prints it). */
  private off: boolean;

  constructor(source: string | undefined) {
    this.off = source !== undefined && /[\uE000\uE001]/.test(source);
  }

  keep(n: Node, parent: Node | null): void {
    if (this.off || n.type !== 'JSXText') return;
    if (JsxLeadingSpaces.UNMARK.test(n.value)) {
      JsxLeadingSpaces.UNMARK.lastIndex = 0;
      this.off = true;
      return this.restore();
    }
    if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
    for (const node of [n, (n as { original?: Node }).original]) {
      if (node?.type !== 'JSXText') continue;
      const lead = /^[ \t]+(?=\S)/.exec(node.value)?.[0];
      if (!lead) continue;
      this.marked.push({ node, value: node.value });
      node.value = lead.replace(/[ \t]/g, (c) => JsxLeadingSpaces.MARK[c]) + node.value.slice(lead.length);
    }
  }

  restore(): void {
    for (const { node, value } of this.marked.splice(0).reverse()) node.value = value;
  }

  /** The printed text with the held spaces back. */
  unmark(text: string): string {
    return this.off ? text : text.replace(JsxLeadingSpaces.UNMARK, (c) => (c === '\uE000' ? ' ' : '\t'));
  }
}

/**
 * recast reprints a file's directives (`'use client';`) from their own text, which holds the
 * semicolon, and then writes one more after each: `'use client';;` whenever the file's statement
 * list changed. The doubled one goes.
 */
function oneDirectiveSemicolon(ast: File, printed: string): string {
  let out = printed;
  for (const d of ast.program.directives ?? []) {
    const raw = (d.value.extra as { raw?: string } | undefined)?.raw ?? JSON.stringify(d.value.value);
    const at = out.indexOf(`${raw};;`);
    if (at >= 0) out = out.slice(0, at + raw.length + 1) + out.slice(at + raw.length + 2);
  }
  return out;
}

/**
 * Reprint an edited recast tree: untouched code keeps its bytes (recast reuses the original
 * text), and new string literals take the quote the file already uses rather than recast's
 * default double quotes. Given the text before the edit, the blank lines recast adds around
 * multi-line properties and statements of a node it reprints are dropped (blank lines between
 * statements and properties are layout, never code; reused nodes keep their text).
 */
export function printLikeSource(ast: File, before?: string): string {
  if (COUNTS) count('print', treeName(ast));
  // The text recast reuses parts of: the text before the edit, else the source as parsed (its lines).
  const source = before ?? (ast.loc as { lines?: { toString(): string } } | null | undefined)?.lines?.toString();
  const printed = oneDirectiveSemicolon(ast, withJsxAttributeQuotes(ast, source, (quote) => recast.print(ast as never, { quote }).code));
  // Unchanged text (an edit that gave the same code): no blank lines of recast's to drop.
  if (before === undefined || printed === before) return printed;
  const parts = diffLines(before, printed);
  let out = '';
  parts.forEach((part, i) => {
    if (part.removed) return;
    if (!part.added) {
      out += part.value;
      return;
    }
    // Keep as many blank lines as the lines this part replaces had; the rest are recast's.
    const prev = parts[i - 1];
    let keep = prev?.removed ? prev.value.split('\n').filter((l, j, a) => j < a.length - 1 && l.trim() === '').length : 0;
    const lines = part.value.split(/(?<=\n)/);
    out += lines.filter((l) => l.trim() !== '' || keep-- > 0).join('');
  });
  return out;
}
