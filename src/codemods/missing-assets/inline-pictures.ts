import type { Node } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { parseSource } from '../../load/parse.js';

/** `data:image/jpeg;base64,` written before one value: a picture the source kept as base64 text. */
const DATA_HEAD = /^data:[\w.+-]+\/[\w.+-]+;base64,$/;

/**
 * A picture built from a record's field as base64 text (`` `data:image/jpeg;base64,${product.image}` ``):
 * the source's backend kept pictures inline, the platform hands a picture's address (demo products
 * in preview too). Written so, an address becomes a broken `data:` URL. Each such template takes
 * the value as it is when it is already an address or a `data:` URL, and builds the `data:` URL
 * otherwise, as before. Null when the script builds none (or does not parse).
 */
export function acceptPictureAddresses(script: string, text: string): { text: string; lines: number[] } | null {
  if (!text.includes(';base64,${')) return null;
  const parsed = parseSource(script, text, 'analyze');
  if (!parsed.ok) return null;
  const edits: { start: number; end: number; to: string; line: number }[] = [];
  walkNodes(parsed.ast.program as unknown as Node, (n, parent, key) => {
    if (n.type !== 'TemplateLiteral' || n.expressions.length !== 1 || n.start == null || n.end == null) return;
    const [head, tail] = n.quasis;
    const value = n.expressions[0];
    if (!DATA_HEAD.test(head.value.raw) || tail.value.raw !== '' || value.start == null || value.end == null) return;
    const written = text.slice(value.start, value.end);
    // Plain reads (`product.image`, `item?.photo`, `chosen || product.image`): safe to read twice.
    if (!written.split(/\s*(?:\|\||\?\?)\s*/).every((part) => /^[\w$]+(\??\.[\w$]+|\[\d+\])*$/.test(part))) return;
    const v = /\|\||\?\?/.test(written) ? `(${written})` : written;
    // Already taking an address (a second run): `(… ? v : `data:…${v}`)`.
    if (parent?.type === 'ConditionalExpression' && key === 'alternate' && parent.consequent.start != null && text.slice(parent.consequent.start, parent.consequent.end ?? 0) === written) return;
    const built = text.slice(n.start, n.end);
    edits.push({ start: n.start, end: n.end, line: n.loc?.start.line ?? 0, to: `(/^(data:|https?:|blob:|\\/)/.test(String(${v})) ? ${v} : ${built})` });
  });
  if (!edits.length) return null;
  let out = '';
  let last = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    out += text.slice(last, e.start) + e.to;
    last = e.end;
  }
  return { text: out + text.slice(last), lines: edits.map((e) => e.line) };
}
