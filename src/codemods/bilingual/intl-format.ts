import * as t from '@babel/types';
import { CURRENCY_SYMBOLS } from '../../../rules/glossary/currency-symbols.js';

/**
 * Numbers, prices and dates through `Intl` for the locale, where the source pattern is clear:
 * `x.toFixed(2) + ' SAR'`, `'$' + x.toFixed(2)`, `` `${x.toFixed(2)} SAR` `` → `t.price(x, 'SAR')`;
 * `x.toLocaleString()` → `t.number(x)` (`t.date(x)` for a date); `toLocaleDateString()` → `t.date(x)`;
 * with a fixed locale (`'en-US'`) too, its options kept; `new Intl.NumberFormat('en-US', o).format(x)` → `t.number(x, o)`.
 */

/** ISO 4217 codes as the runtime knows them: `FAQ`, `ADD` or `NEW` are three capitals but words, not money. */
const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** Is `s` a currency's ISO code (`SAR`, `USD`)? */
export const isCurrencyCode = (s: string) => /^[A-Z]{3}$/.test(s) && ISO_CURRENCIES.has(s);

export function currencyOf(text: string): string | null {
  const s = text.trim();
  if (isCurrencyCode(s)) return s;
  return CURRENCY_SYMBOLS[s] ?? null;
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

/** `()`, `('en-US')`, `(undefined, opts)`, `('en-US', opts)`: [locale, options] when the locale is fixed or absent. */
function fixedLocaleArgs(args: t.CallExpression['arguments']): [t.Expression | undefined, t.Expression | undefined] | null {
  if (args.length > 2 || !args.every((a) => t.isExpression(a))) return null;
  const [locale, options] = args as t.Expression[];
  if (locale && !t.isStringLiteral(locale) && !t.isIdentifier(locale, { name: 'undefined' }) && !(t.isArrayExpression(locale) && locale.elements.every((e) => t.isStringLiteral(e)))) return null;
  return [locale, options];
}

/** `Intl.NumberFormat` → number, `Intl.DateTimeFormat` → date. */
function intlConstructor(callee: t.Node): 'number' | 'date' | null {
  if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.object, { name: 'Intl' }) || !t.isIdentifier(callee.property)) return null;
  return callee.property.name === 'NumberFormat' ? 'number' : callee.property.name === 'DateTimeFormat' ? 'date' : null;
}

export function intlCall(node: t.Expression, translator: () => string | null): t.Expression | null {
  let target: t.Expression | null = null;
  let currency: string | null = null;
  let fn: 'price' | 'number' | 'date' | null = null;
  let options: t.Expression | undefined;
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
    // A fixed locale ('en-US') would show English digits and months in Arabic: the locale becomes
    // the page's, the options stay. A locale from a variable is the source's own choice: kept.
    const args = fixedLocaleArgs(node.arguments);
    if (args && method === 'toLocaleString') [target, fn, options] = [obj, looksLikeDate(obj) ? 'date' : 'number', args[1]];
    else if (args && method === 'toLocaleDateString') [target, fn, options] = [obj, 'date', args[1]];
    else if (method === 'format' && node.arguments.length === 1 && t.isExpression(node.arguments[0]) && t.isNewExpression(obj)) {
      // new Intl.NumberFormat('en-US', { … }).format(x), new Intl.DateTimeFormat(…).format(d)
      const kind = intlConstructor(obj.callee);
      const ctorArgs = fixedLocaleArgs(obj.arguments);
      if (kind && ctorArgs) [target, fn, options] = [node.arguments[0], kind, ctorArgs[1]];
    }
  }
  if (!fn || !target) return null;
  const local = translator();
  if (!local) return null;
  return helper(local, fn, fn === 'price' ? [target, t.stringLiteral(currency!)] : options ? [target, options] : [target]);
}
