import type { Node } from '@babel/types';

/** A JSON-like value read statically from source; `undefined` marks what cannot be known. */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/**
 * The value of a literal expression (objects, arrays, strings, numbers, booleans, null, template
 * strings without expressions, negative numbers). Anything computed is dropped from objects and
 * arrays rather than guessed: demo data must come from the source as written.
 */
export function literalValue(n: Node | null | undefined): Json | undefined {
  if (!n) return undefined;
  switch (n.type) {
    case 'StringLiteral':
      return n.value;
    case 'NumericLiteral':
      return n.value;
    case 'BooleanLiteral':
      return n.value;
    case 'NullLiteral':
      return null;
    case 'TemplateLiteral':
      return n.expressions.length ? undefined : n.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'UnaryExpression':
      return n.operator === '-' && n.argument.type === 'NumericLiteral' ? -n.argument.value : undefined;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return literalValue(n.expression);
    case 'ArrayExpression': {
      const out: Json[] = [];
      for (const e of n.elements) {
        const v = e && e.type !== 'SpreadElement' ? literalValue(e) : undefined;
        if (v !== undefined) out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, Json> = {};
      for (const p of n.properties) {
        if (p.type !== 'ObjectProperty' || p.computed) continue;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : p.key.type === 'NumericLiteral' ? String(p.key.value) : null;
        if (key === null) continue;
        const v = literalValue(p.value as Node);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

export const isRecord = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
