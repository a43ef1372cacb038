import _traverse, { type TraverseOptions } from '@babel/traverse';
import * as t from '@babel/types';
import { printLikeSource } from '../../convert/print.js';

type TraverseFn = (parent: t.Node, opts: TraverseOptions) => void;
/** @babel/traverse ships CommonJS; under ESM its function is the `default` of the default. */
const mod = _traverse as unknown as { default?: TraverseFn };
export const traverse: TraverseFn = mod.default ?? (mod as unknown as TraverseFn);

/** Set a string literal's value keeping its quote style (recast would otherwise requote it). */
export function setString(node: t.StringLiteral, value: string): boolean {
  if (node.value === value) return false;
  const raw = (node.extra?.raw as string | undefined) ?? '"';
  const q = raw[0] === "'" ? "'" : '"';
  node.value = value;
  node.extra = { raw: q + value.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), '\\' + q) + q, rawValue: value };
  return true;
}

/** JSX attribute strings this run changed: printed with their own quotes (see printKeepingJsxQuotes). */
const jsxEdited = new WeakSet<t.StringLiteral>();

/** Set a JSX attribute's string value (JSX strings take no escapes, so the other quote is used if needed). */
export function setJsxAttrString(node: t.StringLiteral, value: string): boolean {
  if (node.value === value) return false;
  const raw = (node.extra?.raw as string | undefined) ?? '"';
  let q = raw[0] === "'" ? "'" : '"';
  if (value.includes(q)) q = q === '"' ? "'" : '"';
  node.value = value;
  node.extra = { raw: q + value + q, rawValue: value };
  jsxEdited.add(node);
  return true;
}

/**
 * Print an edited script like its source. recast prints every changed StringLiteral with the
 * file's dominant quote, which would turn `className="…"` into `className='…'`; a `Literal` is
 * printed from its raw text, so edited JSX attribute strings are printed as Literals.
 */
export function printKeepingJsxQuotes(ast: t.File, before: string | undefined): string {
  const swapped: t.StringLiteral[] = [];
  t.traverseFast(ast, (n) => {
    if (t.isJSXAttribute(n) && t.isStringLiteral(n.value) && jsxEdited.has(n.value)) swapped.push(n.value);
  });
  for (const n of swapped) (n as { type: string }).type = 'Literal';
  try {
    return printLikeSource(ast, before);
  } finally {
    for (const n of swapped) (n as { type: string }).type = 'StringLiteral';
  }
}

/** A new JSX attribute string, printed with double quotes. */
export function jsxString(value: string): t.StringLiteral {
  const node = t.stringLiteral(value);
  node.extra = { raw: `"${value}"`, rawValue: value };
  jsxEdited.add(node);
  return node;
}
