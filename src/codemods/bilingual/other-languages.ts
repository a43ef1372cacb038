import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { withoutTypeCasts } from './module-consts.js';
import { LOCALE_TAG } from './site-table.js';

/**
 * A source's own language switch that offers more languages than the theme has (`[{ code: 'en' },
 * { code: 'ar' }, { code: 'fr' }]` mapped to buttons, `<option value="de">`, a button calling
 * `setLang('es')`): once its setter sets the platform locale, choosing French sets a locale the
 * manifest does not declare, `lang="fr"` on the page and English text under it. The choices of a
 * language the theme lacks are taken out of the switch, when the switch offers both Arabic and
 * English (a list offering only one of them is left as it is: the retrofit's own switch reaches the other).
 */

const THEME_CODE = /^(ar|en)([-_][A-Za-z]{2,4})?$/;
/** Fields of a choice record that hold its language code. */
const CODE_FIELD = /^(code|locale|lang|language|lng|value|id|key)$/;
const CHANGE = /^(onValueChange|onChange|onSelect)$/;

const keyOf = (p: t.ObjectProperty): string | null => (t.isIdentifier(p.key) && !p.computed ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null);
const calleeName = (n: t.Node): string | null => (t.isIdentifier(n) ? n.name : t.isMemberExpression(n) && t.isIdentifier(n.property) ? n.property.name : null);

/** Codes that offer both theme languages and at least one other: the ones to take out, else null. */
function othersAmong(codes: string[]): Set<string> | null {
  if (!codes.every((c) => LOCALE_TAG.test(c))) return null;
  const primary = new Set(codes.map((c) => c.slice(0, 2)));
  if (!primary.has('ar') || !primary.has('en')) return null;
  const others = codes.filter((c) => !THEME_CODE.test(c));
  return others.length ? new Set(others) : null;
}

/** The field every record of the list names its language with, and each record's code. */
function codeField(records: t.ObjectExpression[]): { field: string; codes: string[] } | null {
  const first = records[0];
  for (const p of first.properties) {
    if (!t.isObjectProperty(p)) continue;
    const field = keyOf(p);
    if (!field || !CODE_FIELD.test(field)) continue;
    const codes: string[] = [];
    for (const r of records) {
      const q = r.properties.find((x): x is t.ObjectProperty => t.isObjectProperty(x) && keyOf(x) === field);
      const v = q && withoutTypeCasts(q.value as t.Expression);
      if (!t.isStringLiteral(v)) break;
      codes.push(v.value);
    }
    if (codes.length === records.length) return { field, codes };
  }
  return null;
}

/** Does the function (a `.map` callback) hand a language to a setter, directly or through a choice list it renders? */
function choosesLanguage(fn: t.Node, setters: Set<string>): boolean {
  let hit = false;
  t.traverseFast(fn, (n) => {
    if (hit || !t.isCallExpression(n)) return;
    const name = calleeName(n.callee);
    if (name && setters.has(name)) hit = true;
  });
  return hit;
}

/** Inside an element whose change handler calls a setter (`<select onChange={(e) => setLang(e.target.value)}>`). */
function insideChoiceList(p: NodePath, setters: Set<string>): boolean {
  let at: NodePath | null = p.parentPath;
  while (at) {
    if (at.isJSXElement() && ownChoiceHandler(at.node, setters)) return true;
    if (at.isFunction() && !at.parentPath?.isJSXExpressionContainer() && !at.parentPath?.isCallExpression()) return false;
    at = at.parentPath;
  }
  return false;
}

/** Is the list the switch's own: mapped (by its name, or in place) to choices that reach a setter? */
function listOfSwitch(list: NodePath<t.ArrayExpression>, setters: Set<string>): boolean {
  const mapped: NodePath<t.CallExpression>[] = [];
  const asMapCall = (ref: NodePath) => {
    const m = ref.parentPath;
    if (m?.isMemberExpression() && m.node.object === ref.node && t.isIdentifier(m.node.property, { name: 'map' }) && m.parentPath?.isCallExpression() && m.parentPath.node.callee === m.node) mapped.push(m.parentPath as NodePath<t.CallExpression>);
  };
  asMapCall(list);
  let decl = list.parentPath;
  while (decl?.isTSAsExpression() || decl?.isTSSatisfiesExpression()) decl = decl.parentPath;
  if (decl?.isVariableDeclarator() && t.isIdentifier(decl.node.id)) {
    for (const ref of decl.scope.getBinding(decl.node.id.name)?.referencePaths ?? []) asMapCall(ref);
  }
  return mapped.some((call) => {
    const fn = call.node.arguments[0];
    return !!fn && (choosesLanguage(fn, setters) || insideChoiceList(call, setters));
  });
}

/**
 * Take the other languages' choices out of the switches of this file. `setters`: the names a switch
 * calls to change the language (the state's setter, its aliases and wrappers). True when one was taken out.
 */
export function dropOtherLanguageChoices(ast: t.File, setters: Set<string>): boolean {
  let changed = false;
  traverse(ast, {
    ArrayExpression(p) {
      const els = p.node.elements;
      if (els.length < 3 || !els.every((e) => t.isObjectExpression(withoutTypeCasts(e)))) return;
      const found = codeField(els.map((e) => withoutTypeCasts(e) as t.ObjectExpression));
      const others = found && othersAmong(found.codes);
      if (!found || !others || !listOfSwitch(p, setters)) return;
      // In place, from the end: recast reprints only what changed, the list keeps its lines.
      for (let i = els.length - 1; i >= 0; i--) if (others.has(found.codes[i])) els.splice(i, 1);
      changed = true;
    },
    JSXElement(p) {
      // A choice list's items (`<option value="fr">`) and buttons side by side (`onClick={() => setLang('fr')}`).
      const kids = p.node.children;
      const codes = new Map<t.JSXElement, string>();
      for (const k of kids) {
        if (!t.isJSXElement(k)) continue;
        const code = itemCode(k, setters);
        if (code) codes.set(k, code);
      }
      if (codes.size < 3) return;
      const listed = [...codes.values()];
      const others = othersAmong(listed);
      if (!others) return;
      const byHandler = [...codes.keys()].some((k) => k.openingElement.attributes.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'onClick' })));
      if (!byHandler && !ownChoiceHandler(p.node, setters) && !insideChoiceList(p, setters)) return;
      p.node.children = dropWithLineBreak(kids, (k) => t.isJSXElement(k) && others.has(codes.get(k) ?? ''));
      changed = true;
    },
  });
  return changed;
}

/** The expression of a choice list's change handler (`onValueChange={…}`, `onChange={…}`, `onSelect={…}`), if it has one. */
export function changeHandlerOf(el: t.JSXElement): t.Expression | null {
  const handler = el.openingElement.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && CHANGE.test(a.name.name));
  return handler && t.isJSXExpressionContainer(handler.value) && t.isExpression(handler.value.expression) ? handler.value.expression : null;
}

/** The element's own change handler passes the choice to a setter (the `<select>` whose options these are). */
function ownChoiceHandler(el: t.JSXElement, setters: Set<string>): boolean {
  const fn = changeHandlerOf(el);
  return !!fn && choosesLanguage(fn, setters);
}

/** The language an item chooses: its literal `value`, or the literal its onClick hands a setter. */
function itemCode(el: t.JSXElement, setters: Set<string>): string | null {
  for (const a of el.openingElement.attributes) {
    if (!t.isJSXAttribute(a) || !t.isJSXIdentifier(a.name)) continue;
    if (a.name.name === 'value' && t.isStringLiteral(a.value)) return a.value.value;
    if (a.name.name === 'onClick' && t.isJSXExpressionContainer(a.value)) {
      let code: string | null = null;
      t.traverseFast(a.value.expression, (n) => {
        if (code || !t.isCallExpression(n) || n.arguments.length !== 1) return;
        const name = calleeName(n.callee);
        const arg = n.arguments[0];
        if (name && setters.has(name) && t.isStringLiteral(arg)) code = arg.value;
      });
      if (code) return code;
    }
  }
  return null;
}

/** Children without the dropped ones, each with the line break before it, so the others keep their layout. */
function dropWithLineBreak(kids: t.JSXElement['children'], drop: (k: t.JSXElement['children'][number]) => boolean): t.JSXElement['children'] {
  const out: t.JSXElement['children'] = [];
  for (const k of kids) {
    if (drop(k)) {
      const prev = out[out.length - 1];
      if (t.isJSXText(prev) && /^\s*$/.test(prev.value)) out.pop();
      continue;
    }
    out.push(k);
  }
  return out;
}
