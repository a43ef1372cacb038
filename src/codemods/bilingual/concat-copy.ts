import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';

/**
 * Copy joined to a translated word with `+` (`{t('checkout') + ' via WhatsApp'}`): the string
 * pieces of a `+` chain in which a translation call takes part are copy too (a `+` chain of
 * anything else may be a class name or a path, and stays). Returns the string pieces' paths.
 */
export function concatLiterals(expr: NodePath, isTranslation: (call: t.CallExpression) => boolean): NodePath<t.StringLiteral>[] {
  const pieces: NodePath[] = [];
  const walk = (p: NodePath) => {
    if (p.isBinaryExpression({ operator: '+' })) {
      walk(p.get('left') as NodePath);
      walk(p.get('right') as NodePath);
    } else pieces.push(p);
  };
  if (!expr.isBinaryExpression({ operator: '+' })) return [];
  walk(expr);
  if (!pieces.some((p) => p.isCallExpression() && isTranslation(p.node))) return [];
  return pieces.filter((p): p is NodePath<t.StringLiteral> => p.isStringLiteral() && /\p{L}/u.test(p.node.value));
}

/** `call` with the spaces around the piece's text kept outside it (`' ' + t(key)`). */
export function keepingSpaces(raw: string, call: t.Expression): t.Expression {
  const lead = /^\s+/.exec(raw)?.[0] ?? '';
  const tail = /\s+$/.exec(raw)?.[0] ?? '';
  let out = call;
  if (lead) out = t.binaryExpression('+', t.stringLiteral(' '), out);
  if (tail) out = t.binaryExpression('+', out, t.stringLiteral(' '));
  return out;
}
