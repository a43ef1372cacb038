import * as t from '@babel/types';
import tw from '../../../rules/rtl/tailwind-logical.js';
import icons from '../../../rules/rtl/directional-icons.js';
import { logicalClassText, rtlAdditions, hasToken, translatesSideways, type Authored } from './class-tokens.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { jsxString, setJsxAttrString, setString } from './ast-kit.js';

/** Class-composing helpers whose string arguments are class lists. */
const CLASS_FNS = new Set(['cn', 'clsx', 'classnames', 'classNames', 'cx', 'twMerge', 'twJoin', 'cva', 'tv']);
const CLASS_ATTRS = new Set(['className', 'class', 'tw']);

/** Names and values that say a test is about the writing direction (`isRTL`, `dir === 'rtl'`, `lang === 'ar'`). */
const DIRECTION_NAME = /rtl|ltr|^dir$|direction|^isAr(abic)?$/i;
const RTL_LANGUAGE = /^(rtl|ltr|ar|he|fa|ur|ps|ckb|yi)(-\w+)?$/i;

function aboutDirection(test: t.Node): boolean {
  let hit = false;
  t.traverseFast(test, (n) => {
    if (t.isIdentifier(n) && DIRECTION_NAME.test(n.name)) hit = true;
    if (t.isStringLiteral(n) && RTL_LANGUAGE.test(n.value)) hit = true;
  });
  return hit;
}

/** Rewrite every class text reachable in an expression; true when something changed. */
function rewriteExpr(node: t.Node | null | undefined, authored: Authored = 'ltr', keep?: boolean): boolean {
  if (!node) return false;
  if (t.isStringLiteral(node)) return setString(node, logicalClassText(node.value, true, keep || undefined, authored));
  if (t.isTemplateLiteral(node)) return rewriteTemplate(node, authored, keep);
  // A branch chosen by the direction is the source's own rtl handling: made logical, it would flip twice.
  if (t.isConditionalExpression(node)) return !aboutDirection(node.test) && [rewriteExpr(node.consequent, authored, keep), rewriteExpr(node.alternate, authored, keep)].some(Boolean);
  if (t.isLogicalExpression(node)) return aboutDirection(node.left) ? false : [rewriteExpr(node.left, authored, keep), rewriteExpr(node.right, authored, keep)].some(Boolean);
  if (t.isBinaryExpression(node) && node.operator === '+') return [rewriteExpr(node.left, authored, keep), rewriteExpr(node.right, authored, keep)].some(Boolean);
  if (t.isArrayExpression(node)) return node.elements.map((e) => rewriteExpr(e, authored, keep)).some(Boolean);
  if (t.isObjectExpression(node)) {
    let changed = false;
    for (const p of node.properties) {
      if (!t.isObjectProperty(p)) continue;
      // A quoted key is a class list (clsx({ 'ml-2': on })); an identifier key is a variant name.
      if (t.isStringLiteral(p.key) && !aboutDirection(p.value)) changed = setString(p.key, logicalClassText(p.key.value, true, undefined, authored)) || changed;
      changed = rewriteExpr(p.value, authored) || changed;
    }
    return changed;
  }
  return false;
}

function rewriteTemplate(node: t.TemplateLiteral, authored: Authored = 'ltr', keep?: boolean): boolean {
  let changed = false;
  // The whole list, its expressions' strings too: `right-0 ${open ? 'translate-x-0' : 'translate-x-full'}`.
  const texts = node.quasis.map((q) => q.value.raw);
  for (const e of node.expressions) t.traverseFast(e, (n) => void (t.isStringLiteral(n) && texts.push(n.value)));
  const keepOffsets = keep || translatesSideways(texts.flatMap((x) => x.split(/\s+/)).filter(Boolean));
  for (const q of node.quasis) {
    const raw = logicalClassText(q.value.raw, false, keepOffsets, authored);
    if (raw !== q.value.raw) {
      q.value = { raw, cooked: raw };
      changed = true;
    }
  }
  // Class texts inside its expressions: `${open ? 'ml-2' : ''}`.
  for (const e of node.expressions) changed = rewriteExpr(e, authored, keep) || changed;
  const tokens = node.quasis.flatMap((q) => q.value.raw.split(/\s+/)).filter(Boolean);
  const extra = rtlAdditions(tokens);
  if (extra.length) {
    const last = node.quasis[node.quasis.length - 1];
    const raw = last.value.raw.replace(/\s*$/, (ws) => ` ${extra.join(' ')}${ws}`);
    last.value = { raw, cooked: raw };
    changed = true;
  }
  return changed;
}

/** Props that move an element sideways at rest: a motion library's `x` or a style's translation. */
const MOVING_PROPS = new Set(['style', 'initial', 'animate', 'exit', 'sx']);

/**
 * The element translates itself sideways by its props: `x: '-50%'` (or a non-zero number) in a
 * motion prop or style object, or `transform: 'translateX(-50%)'` / `translate(-50%, …)` in a style.
 */
function translatedByProps(el: t.JSXOpeningElement): boolean {
  return el.attributes.some((a) => {
    if (!t.isJSXAttribute(a) || !t.isJSXIdentifier(a.name) || !MOVING_PROPS.has(a.name.name) || !t.isJSXExpressionContainer(a.value)) return false;
    const obj = a.value.expression;
    if (!t.isObjectExpression(obj)) return false;
    return obj.properties.some((q) => {
      if (!t.isObjectProperty(q) || q.computed) return false;
      const key = t.isIdentifier(q.key) ? q.key.name : t.isStringLiteral(q.key) ? q.key.value : '';
      const v = q.value;
      if (key === 'x' || key === 'translateX') {
        if (t.isStringLiteral(v)) return /^-?\d*\.?\d+%$/.test(v.value.trim()) && parseFloat(v.value) !== 0;
        if (t.isUnaryExpression(v, { operator: '-' }) && t.isNumericLiteral(v.argument)) return v.argument.value !== 0;
        return false;
      }
      return key === 'transform' && t.isStringLiteral(v) && /\btranslate(?:X|3d)?\(\s*-?(?!0*\.?0+(?:px|%|rem|em)?\s*[,)])\d/.test(v.value);
    });
  });
}

/** An expression that always gives a string (so it never prints `undefined` into a class list). */
function stringValued(e: t.Node): boolean {
  if (t.isStringLiteral(e) || t.isTemplateLiteral(e)) return true;
  if (t.isConditionalExpression(e)) return stringValued(e.consequent) && stringValued(e.alternate);
  if (t.isBinaryExpression(e) && e.operator === '+') return stringValued(e.left) || stringValued(e.right);
  return false;
}

/** Give a directional icon the mirror class (merged into its className, or added): in ltr for a source drawn right-to-left. */
const mirrorIcon = (el: t.JSXOpeningElement, authored: Authored): boolean => addClass(el, authored === 'ltr' ? tw.mirrorClass : tw.mirrorClassLtr);

/** Add `cls` to an element's className (merged into a string, template or expression, or added). */
export function addClass(el: t.JSXOpeningElement, cls: string): boolean {
  const attr = el.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && a.name.name === 'className');
  if (!attr) {
    el.attributes.push(t.jsxAttribute(t.jsxIdentifier('className'), jsxString(cls)));
    return true;
  }
  const v = attr.value;
  if (t.isStringLiteral(v)) return hasToken(v.value, cls) ? false : setJsxAttrString(v, `${v.value} ${cls}`.trim());
  if (t.isJSXExpressionContainer(v) && !t.isJSXEmptyExpression(v.expression)) {
    const e = v.expression;
    if (t.isStringLiteral(e)) return hasToken(e.value, cls) ? false : setString(e, `${e.value} ${cls}`.trim());
    if (t.isTemplateLiteral(e)) {
      if (e.quasis.some((q) => hasToken(q.value.raw, cls))) return false;
      const last = e.quasis[e.quasis.length - 1];
      last.value = { raw: `${last.value.raw} ${cls}`, cooked: `${last.value.raw} ${cls}` };
      return true;
    }
    // Any other expression: `${expr} rtl:-scale-x-100` (`${expr || ''}` unless it is always a string).
    const part = stringValued(e) ? e : t.logicalExpression('||', e as t.Expression, t.stringLiteral(''));
    v.expression = t.templateLiteral([t.templateElement({ raw: '' }), t.templateElement({ raw: ` ${cls}` }, true)], [part]);
    return true;
  }
  return false;
}

/** `"rtl"` or `{'rtl'}` (`dirValue(v, 'ltr')`: the same for ltr). */
const dirValue = (v: t.JSXAttribute['value'], dir: 'rtl' | 'ltr') =>
  (t.isStringLiteral(v) && v.value.trim().toLowerCase() === dir) || (t.isJSXExpressionContainer(v) && t.isStringLiteral(v.expression) && v.expression.value.trim().toLowerCase() === dir);
const rtlValue = (v: t.JSXAttribute['value']) => dirValue(v, 'rtl');
/** `direction: 'rtl'` (or `'ltr'`) in a style object. */
const directionProp = (q: t.Node, value: 'rtl' | 'ltr') =>
  t.isObjectProperty(q) && !q.computed && (t.isIdentifier(q.key, { name: 'direction' }) || t.isStringLiteral(q.key, { value: 'direction' })) && t.isStringLiteral(q.value, { value });
/** `style={{ …, direction: 'rtl', … }}` written on an element. */
const styleDirection = (a: t.Node, value: 'rtl' | 'ltr') =>
  t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'style' }) && t.isJSXExpressionContainer(a.value)
  && t.isObjectExpression(a.value.expression) && a.value.expression.properties.some((q) => directionProp(q, value));
const ltrValue = (v: t.JSXAttribute['value']) => dirValue(v, 'ltr');

/**
 * Physical → logical classes and mirrored directional icons in one script AST; true when changed.
 * `authored` says how the source lays itself out (class-tokens.ts): a right-to-left source's sides
 * are made logical as its rtl view, its icons flip in ltr, and its `dir="rtl"` sections go.
 */
export function logicalStylesAst(ast: t.File, opts: { twinProps?: boolean; authored?: Authored } = {}): boolean {
  let changed = false;
  const authored = opts.authored ?? 'ltr';
  const iconNames = new Set<string>();
  for (const s of ast.program.body) {
    if (!t.isImportDeclaration(s) || !icons.packages.test(s.source.value)) continue;
    for (const sp of s.specifiers) {
      const imported = t.isImportSpecifier(sp) ? (t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value) : null;
      if (imported && icons.names.test(imported)) iconNames.add(sp.local.name);
    }
  }
  // In a right-to-left source, a `dir="ltr"` island (a phone number, a code) was drawn ltr: its
  // nodes are made logical the usual way.
  const island = new Set<t.Node>();
  if (authored !== 'ltr') {
    walkNodes(ast.program, (n) => {
      if (n.type !== 'JSXElement' || !n.openingElement.attributes.some((a) => (t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'dir' }) && ltrValue(a.value)) || styleDirection(a, 'ltr'))) return;
      walkNodes(n, (q) => void island.add(q));
    });
  }
  // No scope is needed: a walk of the child keys, in the order @babel/traverse visits them.
  walkNodes(ast.program, (n, parent) => {
    const authored = island.has(n) ? 'ltr' : opts.authored ?? 'ltr';
    if (n.type === 'JSXAttribute') {
      const name = n.name;
      if (!t.isJSXIdentifier(name) || !CLASS_ATTRS.has(name.name)) return;
      // twin.macro before 3 compiles `tw` with Tailwind 2's class list, which has no logical utilities.
      if (name.name === 'tw' && opts.twinProps === false) return;
      // `left-1/2` centred by the element's own props (`animate={{ x: '-50%' }}`, `style={{ transform:
      // 'translateX(-50%)' }}`): its offsets stay physical, as with `-translate-x-1/2` in the list.
      const keep = parent?.type === 'JSXOpeningElement' && translatedByProps(parent);
      const v = n.value;
      if (t.isStringLiteral(v)) changed = setJsxAttrString(v, logicalClassText(v.value, true, keep || undefined, authored)) || changed;
      else if (t.isJSXExpressionContainer(v) && !t.isJSXEmptyExpression(v.expression)) changed = rewriteExpr(v.expression, authored, keep) || changed;
    } else if (n.type === 'CallExpression') {
      const callee = n.callee;
      if (t.isIdentifier(callee) && CLASS_FNS.has(callee.name)) {
        for (const a of n.arguments) changed = rewriteExpr(a, authored) || changed;
      }
    } else if (n.type === 'JSXOpeningElement') {
      const name = n.name;
      if (t.isJSXIdentifier(name) && iconNames.has(name.name)) changed = mirrorIcon(n, authored) || changed;
      // `dir="rtl"` written on the source's sections: the document's direction follows the locale now
      // (kept, the English view would stay right-to-left there). A `dir="ltr"` island stays.
      if (authored !== 'ltr') {
        const at = n.attributes.findIndex((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'dir' }) && rtlValue(a.value));
        if (at >= 0) {
          n.attributes.splice(at, 1);
          changed = true;
        }
        // `style={{ direction: 'rtl' }}`: the same, written as a style.
        const styled = n.attributes.find((a) => styleDirection(a, 'rtl'));
        if (styled) {
          const obj = ((styled as t.JSXAttribute).value as t.JSXExpressionContainer).expression as t.ObjectExpression;
          obj.properties = obj.properties.filter((q) => !directionProp(q, 'rtl'));
          if (!obj.properties.length) n.attributes.splice(n.attributes.indexOf(styled), 1);
          changed = true;
        }
      }
    }
  });
  return changed;
}
