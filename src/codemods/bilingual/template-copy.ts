import * as t from '@babel/types';

/**
 * Copy written as a template literal around values (`${items.length} products`,
 * `Show ${cat.label} products`, `${n} item${n > 1 ? 's' : ''} left`): one dictionary entry per
 * form, with a named placeholder per value (`{count} products`), read as
 * `t(key).replace('{count}', String(items.length))`. A word ending or a word chosen by one condition
 * (`n > 1 ? 's' : ''`, `Switch to ${dark ? 'light' : 'dark'} mode`) gives two entries, chosen by
 * that condition: each whole sentence is translated, not the word alone.
 */
export interface TemplateCopy {
  /** The entries: one, or the two forms of a word ending (`[when test holds, otherwise]`). */
  texts: string[];
  /** The condition choosing between two forms, else null. */
  test: t.Expression | null;
  /** Placeholder name → the value it stands for, in order. */
  values: [string, t.Expression][];
}

/** What a condition picks inside copy: a word ending (`'s'`, `''`) or a few words (`'light'`, `'sign in'`). */
const ENDING = /^(?:\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*){0,3})?$/u;

/** Arithmetic a value may be shown through (`index + 1`, `goal - (points || 0)`). */
const ARITHMETIC = /^[-+*/%]$/;

/**
 * A value read as it is (`count`, `items.length`, `p.price.toFixed(2)`), or sums of such values
 * (`index + 1`, `goal - (points || 0)`: a default for a missing value is no logic): no call with
 * effects, no condition.
 */
function isPlainValue(n: t.Node): boolean {
  if (t.isIdentifier(n) || t.isNumericLiteral(n)) return true;
  if (t.isBinaryExpression(n) && ARITHMETIC.test(n.operator)) return isPlainValue(n.left) && isPlainValue(n.right);
  if (t.isLogicalExpression(n) && n.operator !== '&&') return isPlainValue(n.left) && (t.isNumericLiteral(n.right) || t.isStringLiteral(n.right));
  if (t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) return (!n.computed || t.isNumericLiteral(n.property) || t.isStringLiteral(n.property)) && isPlainValue(n.object);
  if (t.isCallExpression(n) || t.isOptionalCallExpression(n)) {
    const c = n.callee;
    // A formatter of the site's applied to plain values (`${money(total)}`, `${formatDate(order.at)}`):
    // read once, in its place, as the template read it.
    if (t.isIdentifier(c)) return n.arguments.length > 0 && n.arguments.every((a) => !t.isSpreadElement(a) && !t.isArgumentPlaceholder(a) && (isPlainValue(a) || t.isStringLiteral(a)));
    // Rounding a figure (`Math.floor(days / 7)`) is no logic either.
    if (t.isMemberExpression(c) && t.isIdentifier(c.object, { name: 'Math' }) && t.isIdentifier(c.property) && /^(floor|ceil|round|trunc|abs|max|min)$/.test(c.property.name)) {
      return n.arguments.length > 0 && n.arguments.every((a) => !t.isSpreadElement(a) && !t.isArgumentPlaceholder(a) && isPlainValue(a));
    }
    // A list shown joined (`${cat.items.map((i) => i.name).slice(0, 3).join(', ')}`): one value.
    if ((t.isMemberExpression(c) || t.isOptionalMemberExpression(c)) && !c.computed && t.isIdentifier(c.property, { name: 'join' })) {
      return n.arguments.length <= 1 && n.arguments.every((a) => t.isStringLiteral(a)) && isPlainList(c.object);
    }
    // The translator's own formatters (`t.number(total, { minimumFractionDigits: 2 })`, `t.price(x, 'KES')`).
    if (readerFormatter(n)) return isPlainValue(n.arguments[0]) && n.arguments.slice(1).every(literalOption);
    return (t.isMemberExpression(c) || t.isOptionalMemberExpression(c)) && !c.computed && t.isIdentifier(c.property)
      && /^(toFixed|toLocaleString|toString|trim|toUpperCase|toLowerCase)$/.test(c.property.name)
      && n.arguments.every(literalOption) && isPlainValue(c.object);
  }
  return false;
}

/**
 * A list read as it is, or through a field of each element (`.map((i) => i.name)`) and a first
 * few of them (`.slice(0, 3)`): what a joined list shows, with no effect and no condition.
 */
function isPlainList(n: t.Node): boolean {
  if (!t.isCallExpression(n) && !t.isOptionalCallExpression(n)) return isPlainValue(n);
  const c = n.callee;
  if ((!t.isMemberExpression(c) && !t.isOptionalMemberExpression(c)) || c.computed || !t.isIdentifier(c.property)) return false;
  if (c.property.name === 'slice') return n.arguments.length <= 2 && n.arguments.every((a) => t.isNumericLiteral(a)) && isPlainList(c.object);
  if (c.property.name !== 'map' || n.arguments.length !== 1) return false;
  const fn = n.arguments[0];
  if (!t.isArrowFunctionExpression(fn) || fn.params.length !== 1 || !t.isIdentifier(fn.params[0]) || !t.isExpression(fn.body)) return false;
  return isPlainValue(fn.body) && isPlainList(c.object);
}

/** A literal argument of a formatting call: a number, a string, or options of such (`{ minimumFractionDigits: 2 }`). */
function literalOption(a: t.Node): boolean {
  if (t.isNumericLiteral(a) || t.isStringLiteral(a) || t.isBooleanLiteral(a)) return true;
  return t.isObjectExpression(a) && a.properties.every((q) => t.isObjectProperty(q) && !q.computed && (t.isNumericLiteral(q.value) || t.isStringLiteral(q.value) || t.isBooleanLiteral(q.value)));
}

/** `t.number(x, …)`, `t.price(x, …)`, `t.date(x, …)`: the generated translator's formatters of a value. */
function readerFormatter(n: t.CallExpression | t.OptionalCallExpression): boolean {
  const c = n.callee;
  return t.isMemberExpression(c) && !c.computed && t.isIdentifier(c.object, { name: 't' }) && t.isIdentifier(c.property)
    && /^(number|price|date|time)$/.test(c.property.name) && n.arguments.length > 0 && !t.isSpreadElement(n.arguments[0]) && !t.isArgumentPlaceholder(n.arguments[0]);
}

/** A placeholder name for a value: its last name (`items.length` → `count`, `cat.label` → `label`). */
function nameOf(n: t.Node): string {
  if (t.isIdentifier(n)) return n.name;
  // A sum is named after its first value (`index + 1` → `index`), a defaulted value after itself.
  if (t.isBinaryExpression(n) || t.isLogicalExpression(n)) return t.isNumericLiteral(n.left) ? nameOf(n.right) : nameOf(n.left);
  if (t.isNumericLiteral(n)) return 'value';
  if ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && !n.computed && t.isIdentifier(n.property)) {
    return n.property.name === 'length' ? 'count' : n.property.name;
  }
  if (t.isCallExpression(n) || t.isOptionalCallExpression(n)) {
    const c = n.callee;
    // A formatter's value is named after what it formats (`money(total)` → `total`, `Math.floor(days / 7)` → `days`).
    if (t.isIdentifier(c) || (t.isMemberExpression(c) && t.isIdentifier(c.object, { name: 'Math' })) || readerFormatter(n)) return n.arguments.length && !t.isStringLiteral(n.arguments[0]) ? nameOf(n.arguments[0]) : 'value';
    return t.isMemberExpression(c) || t.isOptionalMemberExpression(c) ? nameOf(c.object) : 'value';
  }
  return 'value';
}

function endingChoice(n: t.Node): t.ConditionalExpression | null {
  return t.isConditionalExpression(n) && t.isStringLiteral(n.consequent) && t.isStringLiteral(n.alternate)
    && ENDING.test(n.consequent.value) && ENDING.test(n.alternate.value) ? n : null;
}

/** The copy of a template literal, or null when it holds no words or a value that is not plain. */
export function templateCopy(tpl: t.TemplateLiteral): TemplateCopy | null {
  if (!tpl.expressions.length) return null;
  let test: t.Expression | null = null;
  const values: [string, t.Expression][] = [];
  const forms: string[][] = [[''], ['']].map(() => []);
  const append = (which: number[], s: string) => { for (const i of which) forms[i].push(s); };
  for (let i = 0; i < tpl.quasis.length; i++) {
    append([0, 1], tpl.quasis[i].value.cooked ?? tpl.quasis[i].value.raw);
    const e = tpl.expressions[i];
    if (!e) continue;
    const choice = endingChoice(e);
    if (choice) {
      if (test && !t.isNodesEquivalent(test, choice.test)) return null;
      test = choice.test;
      append([0], (choice.consequent as t.StringLiteral).value);
      append([1], (choice.alternate as t.StringLiteral).value);
      continue;
    }
    if (t.isTSType(e) || !isPlainValue(e)) return null;
    const expr = e as t.Expression;
    const same = values.find(([, v]) => t.isNodesEquivalent(v, expr));
    let name = same?.[0] ?? nameOf(expr);
    if (!same) {
      for (let k = 2; values.some(([n]) => n === name); k++) name = `${nameOf(expr)}${k}`;
      values.push([name, expr]);
    }
    append([0, 1], `{${name}}`);
  }
  const texts = (test ? forms : [forms[0]]).map((f) => f.join('').replace(/\s+/g, ' ').trim());
  // Words outside the placeholders, or it is no copy (`${a}-${b}`, `${n}px`).
  const words = (s: string) => (s.replace(/\{\w+\}/g, ' ').match(/\p{L}/gu) ?? []).length >= 2;
  if (!texts.every(words)) return null;
  return { texts, test, values };
}

/** `t(key)` with each placeholder replaced by its value. */
export function readWithValues(call: t.Expression, values: [string, t.Expression][]): t.Expression {
  return values.reduce<t.Expression>((acc, [name, v]) => t.callExpression(t.memberExpression(acc, t.identifier('replace')), [
    t.stringLiteral(`{${name}}`), t.callExpression(t.identifier('String'), [t.cloneNode(v)]),
  ]), call);
}
