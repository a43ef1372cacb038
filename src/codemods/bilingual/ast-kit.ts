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

/** Set a JSX attribute's string value (JSX strings take no escapes; a value with its quote moves into braces). */
export function setJsxAttrString(node: t.StringLiteral, value: string): boolean {
  if (node.value === value) return false;
  const raw = (node.extra?.raw as string | undefined) ?? '"';
  const q = raw[0] === "'" ? "'" : '"';
  node.value = value;
  node.extra = { raw: q + value + q, rawValue: value };
  return true;
}
