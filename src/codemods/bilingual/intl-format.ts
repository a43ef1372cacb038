import * as t from '@babel/types';

/**
 * Numbers, prices and dates through `Intl` for the locale, where the source pattern is clear:
 * `x.toFixed(2) + ' SAR'`, `'$' + x.toFixed(2)`, `` `${x.toFixed(2)} SAR` `` → `t.price(x, 'SAR')`;
 * `x.toLocaleString()` → `t.number(x)` (`t.date(x)` for a date); `toLocaleDateString()` → `t.date(x)`.
 */
const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', 'ر.س': 'SAR', 'ريال': 'SAR', 'د.إ': 'AED', 'ج.م': 'EGP' };

export function currencyOf(text: string): string | null {
  const s = text.trim();
  if (/^[A-Z]{3}$/.test(s)) return s;
  return SYMBOLS[s] ?? null;
}

/** `E.toFixed(n)` → E */
export function fixedTarget(n: t.Node): t.Expression | null {
  if (!t.isCallExpression(n) || !t.isMemberExpression(n.callee) || n.callee.computed) return null;
  if (!t.isIdentifier(n.callee.property, { name: 'toFixed' }) || !t.isExpression(n.callee.object)) return null;
  return n.callee.object;
}

/** An expression named like an amount of money (`price`, `item.total`, `subtotal`). */
const AMOUNT_NAME = /^(price|total|subtotal|amount|cost|sum|deposit|fee|balance|grandTotal|unitPrice|salePrice|finalPrice)$|Price$|Total$|Amount$|Fee$|Deposit$/;
export const isAmountName = (e: t.Node): e is t.Expression =>
  (t.isIdentifier(e) && AMOUNT_NAME.test(e.name)) || (t.isMemberExpression(e) && !e.computed && t.isIdentifier(e.property) && AMOUNT_NAME.test(e.property.name));

const DATE_NAME = /date|time|At$|^(created|updated|published|day)/i;
const looksLikeDate = (e: t.Expression) =>
  (t.isNewExpression(e) && t.isIdentifier(e.callee, { name: 'Date' })) ||
  (t.isIdentifier(e) && DATE_NAME.test(e.name)) ||
  (t.isMemberExpression(e) && !e.computed && t.isIdentifier(e.property) && DATE_NAME.test(e.property.name));

const helper = (local: string, fn: string, args: t.Expression[]) =>
  t.callExpression(t.memberExpression(t.identifier(local), t.identifier(fn)), args);

export function intlCall(node: t.Expression, translator: () => string | null): t.Expression | null {
  let target: t.Expression | null = null;
  let currency: string | null = null;
  let fn: 'price' | 'number' | 'date' | null = null;
  if (t.isBinaryExpression(node) && node.operator === '+') {
    const l = node.left;
    const r = node.right;
    if (t.isStringLiteral(r) && (target = fixedTarget(l)) && (currency = currencyOf(r.value))) fn = 'price';
    else if (t.isStringLiteral(l) && (target = fixedTarget(r)) && (currency = currencyOf(l.value))) fn = 'price';
  } else if (t.isTemplateLiteral(node) && node.expressions.length === 1 && (target = fixedTarget(node.expressions[0]))) {
    const [before, after] = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
    if (before === '' && after) currency = currencyOf(after);
    else if (after === '' && before) currency = currencyOf(before);
    if (currency) fn = 'price';
  } else if (t.isCallExpression(node) && t.isMemberExpression(node.callee) && !node.callee.computed && t.isExpression(node.callee.object)) {
    const method = t.isIdentifier(node.callee.property) ? node.callee.property.name : '';
    const obj = node.callee.object;
    // Only calls without arguments: with a locale or options the source already chose them.
    if (node.arguments.length === 0 && method === 'toLocaleString') [target, fn] = [obj, looksLikeDate(obj) ? 'date' : 'number'];
    else if (node.arguments.length === 0 && method === 'toLocaleDateString') [target, fn] = [obj, 'date'];
  }
  if (!fn || !target) return null;
  const local = translator();
  if (!local) return null;
  return helper(local, fn, fn === 'price' ? [target, t.stringLiteral(currency!)] : [target]);
}
