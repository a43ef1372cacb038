import type { Node } from '@babel/types';

/** A JSON-like value read statically from source; `undefined` marks what cannot be known. */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/**
 * The value of a literal expression (objects, arrays, strings, numbers, booleans, null, template
 * strings without expressions, negative numbers). Anything computed is dropped from objects and
 * arrays rather than guessed: demo data must come from the source as written. `ref` gives the
 * value of a name the module binds to something static (an imported picture).
 */
export function literalValue(n: Node | null | undefined, ref?: (name: string) => Json | undefined): Json | undefined {
  if (!n) return undefined;
  switch (n.type) {
    case 'Identifier':
      return ref?.(n.name);
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
    case 'ConditionalExpression': {
      // A value per language (`lang === 'fr' ? 'Savon' : 'Soap'`): the demo record takes the English one.
      const branch = englishBranch(n.test);
      return branch === null ? undefined : literalValue(branch ? n.consequent : n.alternate, ref);
    }
    case 'UnaryExpression':
      return n.operator === '-' && n.argument.type === 'NumericLiteral' ? -n.argument.value : undefined;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return literalValue(n.expression, ref);
    case 'ArrayExpression': {
      const out: Json[] = [];
      for (const e of n.elements) {
        const v = e && e.type !== 'SpreadElement' ? literalValue(e, ref) : undefined;
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
        const v = literalValue(p.value as Node, ref);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A language code compared in a test (`lang === 'fr'`, `'en' !== locale`), and whether the test holds for English. */
function englishBranch(test: Node): boolean | null {
  if (test.type !== 'BinaryExpression' || !['===', '==', '!==', '!='].includes(test.operator)) return null;
  const code = [test.left, test.right].find((x): x is Extract<Node, { type: 'StringLiteral' }> => x.type === 'StringLiteral')?.value;
  if (!code || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(code)) return null;
  const equal = test.operator === '===' || test.operator === '==';
  return code.startsWith('en') === equal;
}

export const isRecord = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A picture file of the source (`import shoe from './assets/shoe.jpg'`) inside demo data: a
 * marker string that demo-data.js writes as `new URL(<relative path>, import.meta.url).href`,
 * which Vite bundles with the theme's base and Node can still evaluate.
 */
const ASSET_MARK = 'platform-convert-asset:';
export const assetValue = (sitePath: string): string => `${ASSET_MARK}${sitePath}`;
export const assetPath = (v: unknown): string | null => (typeof v === 'string' && v.startsWith(ASSET_MARK) ? v.slice(ASSET_MARK.length) : null);
