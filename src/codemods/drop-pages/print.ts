import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { diffLines } from 'diff';
import { printLikeSource } from '../../convert/print.js';

/**
 * Reprint a mended file keeping the layout of the lists it shortened. recast reprints a list
 * whose length changed from scratch (a multi-line nav array collapses onto one line, a long
 * destructuring spreads over ten, a semicolon-free import gains one). So before printing, each
 * removed item of an original list is put back as a placeholder (the list keeps its length and
 * recast reprints only what changed), and the placeholders are then cut out of the text.
 */
const TOKEN = '__pcDropped';
const TOKEN_RE = new RegExp(`${TOKEN}\\d+__`, 'g');

type Original = Node & { original?: Node };
const LIST_KEYS: Record<string, string> = {
  ArrayExpression: 'elements',
  ArrayPattern: 'elements',
  ObjectExpression: 'properties',
  ObjectPattern: 'properties',
  ImportDeclaration: 'specifiers',
  JSXElement: 'children',
  JSXFragment: 'children',
  JSXOpeningElement: 'attributes',
  TSInterfaceBody: 'body',
  TSTypeLiteral: 'members',
};

function placeholder(key: string, name: string): Node {
  const id = t.identifier(name);
  if (key === 'children') return t.jsxText(name);
  if (key === 'attributes') return t.jsxAttribute(t.jsxIdentifier(name));
  if (key === 'specifiers') return t.importSpecifier(id, t.identifier(name));
  if (key === 'properties') return t.objectProperty(id, t.identifier(name), false, true);
  if (key === 'body' || key === 'members') return t.tsPropertySignature(id);
  return id;
}

/** Put placeholders where original items were removed; returns a function that undoes it. */
function fillGaps(ast: File): () => void {
  const undo: (() => void)[] = [];
  let n = 0;
  t.traverseFast(ast, (node) => {
    const key = LIST_KEYS[node.type];
    const orig = (node as Original).original as Record<string, unknown> | undefined;
    if (!key || !orig) return;
    const now = (node as unknown as Record<string, Node[]>)[key];
    const was = orig[key] as Node[] | undefined;
    if (!Array.isArray(now) || !Array.isArray(was) || now.length >= was.length) return;
    // `import React, { useEffect }` losing its last named import: recast must drop the braces.
    if (key === 'specifiers' && was.some((w) => w.type === 'ImportSpecifier') && !now.some((c) => c.type === 'ImportSpecifier')) return;
    // Only pure removals: every item left is an original item of this list, in order.
    const at = now.map((c) => was.indexOf((c as Original).original as Node));
    if (at.some((i, j) => i < 0 || (j > 0 && i <= at[j - 1]))) return;
    const filled: Node[] = was.map((_, i) => {
      const j = at.indexOf(i);
      return j >= 0 ? now[j] : placeholder(key, `${TOKEN}${n++}__`);
    });
    const saved = now;
    (node as unknown as Record<string, Node[]>)[key] = filled;
    undo.push(() => { (node as unknown as Record<string, Node[]>)[key] = saved; });
  });
  return () => undo.reverse().forEach((u) => u());
}

/** Cut the placeholders out: a line left holding nothing else goes; inline, with its comma. */
function cutPlaceholders(text: string): string {
  if (!text.includes(TOKEN)) return text;
  return text
    .split(/(?<=\n)/)
    .filter((line) => !(line.includes(TOKEN) && line.replace(TOKEN_RE, '').replace(/[\s,;]/g, '') === ''))
    .map((line) => line.includes(TOKEN)
      ? line
          // `[ \t]` not `\s`: a comma ending the line keeps its line break (`a, __x__,\n  b`). A
          // list written with a space before its commas (`{__x__ , b}`) loses that space too.
          .replace(new RegExp(`${TOKEN}\\d+__[ \t]*,[ \t]?`, 'g'), '')
          .replace(new RegExp(`,\\s?${TOKEN}\\d+__`, 'g'), '')
          .replace(new RegExp(`\\s${TOKEN}\\d+__`, 'g'), '')
          .replace(TOKEN_RE, '')
          .replace(/[ \t]+(\r?\n)$/, '$1')
      : line)
    .join('');
}

/** A line starting like this would join the previous statement without a semicolon (ASI hazard). */
const ASI_HAZARD = /^\s*[([`+\-/]/;

/**
 * recast ends every statement it reprints with `;`. In a file written without semicolons, the
 * lines it added lose them again (unless the next line would then join the statement).
 */
function keepSemicolonStyle(before: string, after: string): string {
  if (/;[ \t]*$/m.test(before.replace(/for\s*\([^)]*\)/g, ''))) return after;
  let out = '';
  for (const part of diffLines(before, after)) {
    if (part.removed) continue;
    if (!part.added) {
      out += part.value;
      continue;
    }
    const lines = part.value.split(/(?<=\n)/);
    out += lines.map((l, i) => {
      const next = lines.slice(i + 1).find((x) => x.trim()) ?? '';
      return ASI_HAZARD.test(next) ? l : l.replace(/;([ \t]*\r?\n?)$/, '$1');
    }).join('');
  }
  return out;
}

export function printMended(ast: File, before: string): string {
  const restore = fillGaps(ast);
  try {
    return keepSemicolonStyle(before, cutPlaceholders(printLikeSource(ast, before)));
  } finally {
    restore();
  }
}
