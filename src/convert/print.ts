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
function withJsxAttributeQuotes<T>(ast: File, print: (quote: 'single' | 'double') => T): T {
  const changed: { node: Record<string, unknown>; extra: unknown }[] = [];
  let single = 0;
  let double = 0;
  walkNodes(ast.program, (n, parent) => {
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
    if (asWritten && n.loc) return;
    const node = n as unknown as Record<string, unknown>;
    changed.push({ node, extra: n.extra });
    node.type = 'Literal';
    node.extra = { ...(extra ?? {}), raw: asWritten ? extra.raw : n.value.includes('"') ? `'${n.value}'` : `"${n.value}"`, rawValue: n.value };
  });
  try {
    return print(single > double ? 'single' : 'double');
  } finally {
    for (const { node, extra } of changed) {
      node.type = 'StringLiteral';
      node.extra = extra;
    }
  }
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
  const printed = withJsxAttributeQuotes(ast, (quote) => recast.print(ast as never, { quote }).code);
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
