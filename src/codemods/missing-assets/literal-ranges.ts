import type { Node } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { parseSource } from '../../load/parse.js';

export interface LiteralRanges {
  /** The inside of each string literal and template literal part. */
  strings: [number, number][];
  /** The inside of each template literal with values (`` `/img/${name}.jpg` ``), from tick to tick. */
  templates: [number, number][];
}

/**
 * Where a script's own strings are, as [start, end) offsets into `text`. A picture path is only one
 * when it is written in a string (`src="/img/a.png"`, `` `url(/img/b.png)` ``); the same characters
 * elsewhere are code, such as the regular expression and replacement of
 * `name.replace(/\.\w+$/, '.jpg')`. Null when the script does not parse (nothing in it is taken
 * for a path then).
 */
export function stringRanges(file: string, text: string): LiteralRanges | null {
  const parsed = parseSource(file, text, 'analyze');
  if (!parsed.ok) return null;
  const out: LiteralRanges = { strings: [], templates: [] };
  walkNodes(parsed.ast.program as unknown as Node, (n) => {
    if (n.start == null || n.end == null) return;
    if (n.type === 'StringLiteral' || n.type === 'DirectiveLiteral') out.strings.push([n.start + 1, n.end - 1]);
    else if (n.type === 'TemplateElement') out.strings.push([n.start, n.end]);
    else if (n.type === 'TemplateLiteral' && n.expressions.length) out.templates.push([n.start + 1, n.end - 1]);
    // JSX attribute strings are StringLiterals too; JSX text is copy, never a path to rewrite.
  });
  return out;
}

/** Is [start, end) inside one of the ranges? */
export const withinRanges = (ranges: [number, number][], start: number, end: number): boolean => ranges.some(([a, b]) => start >= a && end <= b);
