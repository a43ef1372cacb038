import _traverse, { type TraverseOptions } from '@babel/traverse';
import * as t from '@babel/types';

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

/** Set a JSX attribute's string value (JSX strings take no escapes, so the other quote is used if needed). */
export function setJsxAttrString(node: t.StringLiteral, value: string): boolean {
  if (node.value === value) return false;
  const raw = (node.extra?.raw as string | undefined) ?? '"';
  let q = raw[0] === "'" ? "'" : '"';
  if (value.includes(q)) q = q === '"' ? "'" : '"';
  node.value = value;
  node.extra = { raw: q + value + q, rawValue: value };
  // Without a location the string is printed afresh from its raw text, quote and all (print.ts);
  // with one, recast would print it in the file's script quote (`className='…'`).
  node.loc = null;
  return true;
}

/** A new JSX attribute string, printed with double quotes. */
export function jsxString(value: string): t.StringLiteral {
  const node = t.stringLiteral(value);
  node.extra = { raw: `"${value}"`, rawValue: value };
  return node;
}
