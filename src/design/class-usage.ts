import type { File, JSXOpeningElement, Node } from '@babel/types';
import { visit } from '../convert/print.js';

/** A className literal and the element it sits on, as written in the source. */
export interface ClassUse {
  tag: string;
  className: string;
  file: string;
  /** The element has visible text of its own (a labelled button, not an icon button). */
  hasText: boolean;
}

const tagOf = (n: JSXOpeningElement): string =>
  n.name.type === 'JSXIdentifier' ? n.name.name : n.name.type === 'JSXMemberExpression' && n.name.object.type === 'JSXIdentifier' ? `${n.name.object.name}.${n.name.property.name}` : '';

/** The literal part of a className value: `"a b"`, `{"a b"}`, `{`a b ${x}`}`, `cn("a b", x)`. */
function literalClass(v: Node | null | undefined): string | null {
  if (!v) return null;
  if (v.type === 'StringLiteral') return v.value;
  if (v.type === 'JSXExpressionContainer') return literalClass(v.expression as Node);
  if (v.type === 'TemplateLiteral') return v.quasis.map((q) => q.value.cooked ?? '').join(' ').replace(/\s+/g, ' ').trim() || null;
  if (v.type === 'CallExpression') {
    const parts = v.arguments.map((a) => literalClass(a as Node)).filter((s): s is string => Boolean(s));
    return parts.length ? parts.join(' ') : null;
  }
  return null;
}

/** Every element with a literal (or partly literal) className in one parsed script. */
export function classUses(file: string, ast: File): ClassUse[] {
  const out: ClassUse[] = [];
  visit(ast.program, (el) => {
    if (el.type !== 'JSXElement') return;
    const n = el.openingElement;
    const hasText = el.children.some((c) => (c.type === 'JSXText' && c.value.trim() !== '') || (c.type === 'JSXExpressionContainer' && c.expression.type !== 'JSXEmptyExpression' && c.expression.type !== 'JSXElement'));
    const attr = n.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'className');
    if (!attr || attr.type !== 'JSXAttribute') return;
    const className = literalClass(attr.value as Node | null);
    if (className) out.push({ tag: tagOf(n), className: className.replace(/\s+/g, ' ').trim(), file, hasText });
  });
  return out;
}

/** The most frequent value (ties: the first seen), or null. */
export function mostUsed(values: string[]): string | null {
  const count = new Map<string, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, c] of count) if (best === null || c > (count.get(best) ?? 0)) best = v;
  return best;
}

/** Tailwind utilities of a class list with any variant prefix (`hover:`, `md:`) kept. */
export const classList = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * The family of a Tailwind utility for the design test: `text-rose-600` → color `rose`,
 * `font-serif` → font `serif`, `bg-[#fff]` → color `#fff`. Utilities that are not color or font
 * families (spacing, layout) return null.
 */
export function colorOrFontFamily(utility: string): { kind: 'color' | 'font'; family: string } | null {
  const base = utility.replace(/^([a-z0-9-]+:)+/, '').replace(/^!/, '').replace(/\/\d+$/, '');
  const font = /^font-(sans|serif|mono|display|body|heading|[a-z]+(?:-[a-z]+)*)$/.exec(base);
  if (font && !/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(font[1])) return { kind: 'font', family: font[1] };
  const color = /^(?:text|bg|border|ring|from|via|to|fill|stroke|outline|decoration|divide|placeholder|accent|caret|shadow)(?:-[trblxy])?-(\[[^\]]+\]|[a-z]+(?:-[a-z]+)*)(?:-\d{2,3})?$/.exec(base);
  if (!color) return null;
  const fam = color[1];
  if (/^(xs|sm|base|lg|xl|\d?xl|left|right|center|justify|start|end|none|solid|dashed|dotted|double|transparent|current|inherit|white|black|opacity|inner|md|wrap|nowrap|balance|pretty|ellipsis|clip|gradient|clip-text|x|y|t|b|l|r|collapse|separate|offset|inset|hidden)$/.test(fam)) return fam === 'white' || fam === 'black' || fam === 'transparent' || fam === 'current' ? { kind: 'color', family: fam } : null;
  if (/^\[(?!#|rgb|hsl)/.test(fam)) return null;
  return { kind: 'color', family: fam };
}
