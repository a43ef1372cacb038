import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { jsxString, traverse } from './ast-kit.js';
import { ensureNamedImport } from './components.js';
import { dropLanguageRestores, isCallTo } from './language-restore.js';
import { changeHandlerOf, dropOtherLanguageChoices } from './other-languages.js';

/**
 * A source that keeps its own language state (`const [lang, setLang] = useState(…)` driving
 * `document.documentElement.lang/dir`) gets that state from the platform locale instead: the
 * `useState` call becomes `useLocaleState()` (or `useDirState()` for a direction-only state), so
 * the source's own switch sets the SDK locale and the SDK locale drives `lang`/`dir`. When the
 * document is driven by something else (an i18n library, a prop), nothing is edited and `why` says so.
 */
export const LOCALE_STATE_HOOK = 'useLocaleState';
export const DIR_STATE_HOOK = 'useDirState';
/** A yes/no language state (`const [isArabic, setIsArabic] = useState(true)`): whether the locale is one language. */
export const LOCALE_FLAG_HOOK = 'useLocaleFlagState';
/** A yes/no direction state (`const [isRTL, setIsRTL] = useState(true)`): whether the locale reads right to left. */
export const DIR_FLAG_HOOK = 'useDirFlagState';
const STATE_HOOKS = new Set(['useState', LOCALE_STATE_HOOK, DIR_STATE_HOOK, LOCALE_FLAG_HOOK, DIR_FLAG_HOOK]);

/**
 * What a yes/no state says, from its name: right to left (`isRTL`, `rtl`), or that the language is
 * Arabic (`isArabic`, `arabic`, `isAr`) or English (`isEnglish`, `isEn`). Null for a state that is
 * not a yes/no one (its first value is not `true`/`false`), or one whose name says neither.
 */
function flagOf(s: Omit<StateBinding, 'attrs'>): 'rtl' | 'ar' | 'en' | null {
  const hook = hookName(s.call);
  const [first] = s.call.arguments;
  if (hook === LOCALE_FLAG_HOOK) return t.isStringLiteral(first) && (first.value === 'ar' || first.value === 'en') ? first.value : null;
  if (hook === DIR_FLAG_HOOK) return 'rtl';
  if (hook !== 'useState' || !t.isBooleanLiteral(first)) return null;
  const name = s.value;
  if (/rtl/i.test(name)) return 'rtl';
  if (/arab|^(is)?ar$/i.test(name)) return 'ar';
  if (/engl|^(is)?en$/i.test(name)) return 'en';
  return null;
}

export interface LanguageStateWiring {
  /** The source's state now reads the platform locale (this run or an earlier one). */
  wired: boolean;
  changed: boolean;
  /** Names a switch calls to change the language: the setter, its aliases, and wrappers with their argument. */
  setters: Map<string, t.Expression | null>;
  why?: string;
}

const isDocumentElement = (n: t.Node): boolean =>
  (t.isMemberExpression(n) && !n.computed && t.isIdentifier(n.property, { name: 'documentElement' })) || t.isIdentifier(n, { name: 'documentElement' });

/** The expressions the source writes into the document's `lang`/`dir`, with their attribute. */
function documentWrites(ast: t.File): { attr: 'lang' | 'dir'; value: NodePath<t.Expression> }[] {
  const out: { attr: 'lang' | 'dir'; value: NodePath<t.Expression> }[] = [];
  traverse(ast, {
    AssignmentExpression(p) {
      const left = p.node.left;
      if (t.isMemberExpression(left) && !left.computed && t.isIdentifier(left.property) && /^(lang|dir)$/.test(left.property.name) && isDocumentElement(left.object)) {
        out.push({ attr: left.property.name as 'lang' | 'dir', value: p.get('right') });
      }
    },
    // <div dir={lang === 'ar' ? 'rtl' : 'ltr'}>: a wrapper taking the direction from the state.
    JSXAttribute(p) {
      const v = p.get('value');
      if (t.isJSXIdentifier(p.node.name, { name: 'dir' }) && v.isJSXExpressionContainer() && t.isExpression(v.node.expression) && !t.isStringLiteral(v.node.expression)) {
        out.push({ attr: 'dir', value: v.get('expression') as NodePath<t.Expression> });
      }
    },
    CallExpression(p) {
      const { callee, arguments: args } = p.node;
      if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property, { name: 'setAttribute' }) || !isDocumentElement(callee.object)) return;
      if (args.length === 2 && t.isStringLiteral(args[0]) && /^(lang|dir)$/.test(args[0].value) && t.isExpression(args[1])) {
        out.push({ attr: args[0].value as 'lang' | 'dir', value: p.get('arguments.1') as NodePath<t.Expression> });
      }
    },
  });
  return out;
}

interface StateBinding {
  declarator: NodePath<t.VariableDeclarator>;
  call: t.CallExpression;
  value: string;
  setter: string | null;
  attrs: Set<'lang' | 'dir'>;
}

/** `const [value, setter] = useState(…)` (or `React.useState`) that binds `name`, if that is what it is. */
function stateOf(p: NodePath, name: string): Omit<StateBinding, 'attrs'> | null {
  const binding = p.scope.getBinding(name);
  const decl = binding?.path;
  if (!decl?.isVariableDeclarator() || !t.isArrayPattern(decl.node.id) || !t.isCallExpression(decl.node.init)) return null;
  const callee = decl.node.init.callee;
  const hook = t.isIdentifier(callee) ? callee.name : t.isMemberExpression(callee) && t.isIdentifier(callee.property) ? callee.property.name : '';
  const [value, setter] = decl.node.id.elements;
  if (!STATE_HOOKS.has(hook) || !t.isIdentifier(value) || value.name !== name) return null;
  return { declarator: decl, call: decl.node.init, value: name, setter: t.isIdentifier(setter) ? setter.name : null };
}

const hookName = (c: t.CallExpression) => (t.isIdentifier(c.callee) ? c.callee.name : t.isMemberExpression(c.callee) && t.isIdentifier(c.callee.property) ? c.callee.property.name : '');

/**
 * The single argument a function body passes to `setter(…)`, when that argument is not a
 * callback; nested functions are not looked into (they run later, if at all).
 */
function argToSetter(body: t.Node, setters: Set<string>, current?: ReadonlyMap<string, string>): t.Expression | null | undefined {
  let found: t.Expression | null | undefined;
  const visit = (n: t.Node): void => {
    if (found !== undefined || (t.isFunction(n) && n !== body)) return;
    if (t.isCallExpression(n) && n.arguments.length === 1) {
      const c = n.callee;
      const name = t.isIdentifier(c) ? c.name : t.isMemberExpression(c) && t.isIdentifier(c.property) ? c.property.name : null;
      if (name && setters.has(name)) {
        const a = n.arguments[0];
        // `setLang((prev) => (prev === 'ar' ? 'en' : 'ar'))`: the updater's result, read from the state's value.
        const value = current?.get(name);
        found = t.isExpression(a) && !t.isFunction(a) ? a : value && t.isFunction(a) ? updaterResult(a, value) : null;
        return;
      }
    }
    for (const key of t.VISITOR_KEYS[n.type] ?? []) {
      const v = (n as unknown as Record<string, unknown>)[key];
      for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c === 'object' && 'type' in c) visit(c as t.Node);
    }
  };
  visit(body);
  // `const next = lang === 'ar' ? 'en' : 'ar'; setLocale(next)`: the value the local holds.
  if (found && t.isIdentifier(found) && t.isBlockStatement(body)) {
    const name = found.name;
    for (const s of body.body) {
      if (!t.isVariableDeclaration(s) || s.kind !== 'const') continue;
      const d = s.declarations.find((x) => t.isIdentifier(x.id, { name }));
      if (d?.init && !t.isFunction(d.init)) return t.cloneNode(d.init, true);
    }
  }
  return found;
}

/**
 * What a state updater of one parameter gives (`(prev) => (prev === 'ar' ? 'en' : 'ar')`), written
 * over the state's value (`lang === 'ar' ? 'en' : 'ar'`); null for anything else.
 */
function updaterResult(fn: t.Function, value: string): t.Expression | null {
  const [param] = fn.params;
  if (fn.params.length !== 1 || !t.isIdentifier(param) || fn.async || fn.generator) return null;
  const body = fn.body;
  const out = t.isExpression(body) ? body
    : t.isBlockStatement(body) && body.body.length === 1 && t.isReturnStatement(body.body[0]) ? body.body[0].argument : null;
  if (!out) return null;
  const holder = t.expressionStatement(t.cloneNode(out, true, true));
  let other = false;
  traverse(t.file(t.program([holder])), {
    Identifier(p) {
      if (!p.isReferencedIdentifier()) return;
      // A value the updater reads besides its parameter is not there where the switch is.
      if (p.node.name !== param.name) other = true;
      else p.replaceWith(t.identifier(value));
      p.skip();
    },
  });
  // The updater's own parentheses (`=> (…)`) are not the attribute's.
  if (holder.expression.extra?.parenthesized) holder.expression.extra = { ...holder.expression.extra, parenthesized: false };
  return other ? null : holder.expression;
}

export function wireLanguageState(ast: t.File, importFrom: string): LanguageStateWiring {
  const result: LanguageStateWiring = { wired: false, changed: false, setters: new Map() };
  const writes = documentWrites(ast);
  if (!writes.length) return { ...result, why: 'the source sets no lang/dir on the document' };
  const states = new Map<string, StateBinding>();
  const others: string[] = [];
  for (const w of writes) {
    const names = new Set<string>();
    if (w.value.isIdentifier()) names.add(w.value.node.name);
    w.value.traverse({
      Identifier(p) {
        if (p.isReferencedIdentifier()) names.add(p.node.name);
      },
    });
    let resolved = false;
    for (const name of names) {
      const s = stateOf(w.value, name);
      if (!s) continue;
      resolved = true;
      const known = states.get(name) ?? { ...s, attrs: new Set<'lang' | 'dir'>() };
      known.attrs.add(w.attr);
      states.set(name, known);
    }
    if (!resolved && !w.value.isStringLiteral()) others.push(`${w.attr} = ${w.value.toString().slice(0, 60)}`);
  }
  if (!states.size) {
    return { ...result, why: `the document's ${others.join(', ') || 'lang/dir'} does not come from a useState in this file (an i18n library or a prop holds the language)` };
  }
  const flags: { setter: string; code: 'ar' | 'en' }[] = [];
  for (const s of states.values()) {
    // A yes/no state keeps being one: the locale's string in its place would always be true.
    const flag = flagOf(s);
    if (flag && flag !== 'rtl' && s.setter) flags.push({ setter: s.setter, code: flag });
    if (!flag && t.isBooleanLiteral(s.call.arguments[0])) continue;
    if (flag) {
      const hook = flag === 'rtl' ? DIR_FLAG_HOOK : LOCALE_FLAG_HOOK;
      if (hookName(s.call) !== hook) {
        s.declarator.node.init = t.callExpression(t.identifier(hook), flag === 'rtl' ? [] : [t.stringLiteral(flag)]);
        ensureNamedImport(ast, hook, importFrom);
        result.changed = true;
      }
      // Its setter takes yes or no, not a language: no switch is labelled from it.
      continue;
    }
    const hook = s.attrs.has('lang') || /lang|locale|lng/i.test(s.value) ? LOCALE_STATE_HOOK : DIR_STATE_HOOK;
    if (hookName(s.call) !== hook) {
      // The initial value (often read from localStorage) is dropped: the platform decides the locale.
      const call = t.callExpression(t.identifier(hook), []);
      if (s.call.typeParameters) call.typeParameters = s.call.typeParameters;
      s.declarator.node.init = call;
      ensureNamedImport(ast, hook, importFrom);
      result.changed = true;
    }
    if (hook === LOCALE_STATE_HOOK && s.setter) result.setters.set(s.setter, null);
  }
  // A remembered language restored on mount would override the platform's locale.
  if (dropLanguageRestores(ast, isCallTo(new Set(result.setters.keys())))) {
    dropUnusedImport(ast, 'useEffect');
    result.changed = true;
  }
  if (result.changed) dropUnusedImport(ast, 'useState');
  const current = new Map<string, string>();
  for (const st of states.values()) if (st.setter && result.setters.has(st.setter)) current.set(st.setter, st.value);
  collectAliases(ast, result.setters, current);
  // A switch calling a function that sets a yes/no state (`() => setIsArabic(!isArabic)`) switches
  // to the language that value says (`!isArabic ? 'ar' : 'en'`).
  for (const { setter, code } of flags) {
    const other = code === 'ar' ? 'en' : 'ar';
    t.traverseFast(ast, (n) => {
      const fn = t.isVariableDeclarator(n) && t.isIdentifier(n.id) && (t.isArrowFunctionExpression(n.init) || t.isFunctionExpression(n.init)) ? { name: n.id.name, f: n.init }
        : t.isFunctionDeclaration(n) && n.id ? { name: n.id.name, f: n } : null;
      if (!fn || fn.f.params.length || result.setters.has(fn.name)) return;
      const arg = argToSetter(fn.f.body, new Set([setter]));
      if (arg && !t.isBooleanLiteral(arg)) result.setters.set(fn.name, t.conditionalExpression(t.cloneNode(arg, true), t.stringLiteral(code), t.stringLiteral(other)));
      else if (arg) result.setters.set(fn.name, t.stringLiteral(arg.value ? code : other));
    });
  }
  result.wired = true;
  return result;
}

/** Object properties exposing the setter (`{ setLang }`, `changeLanguage: setLang`) and wrappers around it. */
function collectAliases(ast: t.File, setters: Map<string, t.Expression | null>, current?: ReadonlyMap<string, string>): void {
  // `const setLanguage = (lang) => { setLanguageState(lang); … }`: a switch elsewhere calls the wrapper.
  for (const f of forwarders(ast, new Set(setters.keys()))) if (!setters.has(f)) setters.set(f, null);
  const names = new Set(setters.keys());
  t.traverseFast(ast, (n) => {
    if (t.isObjectProperty(n) && t.isIdentifier(n.value) && names.has(n.value.name) && t.isIdentifier(n.key)) setters.set(n.key.name, null);
    // const toggleLang = () => setLang(lang === 'en' ? 'ar' : 'en'): a switch calling it passes that argument.
    if (t.isVariableDeclarator(n) && t.isIdentifier(n.id) && (t.isArrowFunctionExpression(n.init) || t.isFunctionExpression(n.init)) && n.init.params.length === 0) {
      const arg = argToSetter(n.init.body, names, current);
      if (arg !== undefined) setters.set(n.id.name, arg);
    }
    if (t.isFunctionDeclaration(n) && n.id && n.params.length === 0) {
      const arg = argToSetter(n.body, names, current);
      if (arg !== undefined) setters.set(n.id.name, arg);
    }
  });
  // A wrapper exposed under another name in the context value.
  t.traverseFast(ast, (n) => {
    if (t.isObjectProperty(n) && t.isIdentifier(n.value) && t.isIdentifier(n.key) && setters.has(n.value.name) && !setters.has(n.key.name)) setters.set(n.key.name, setters.get(n.value.name) ?? null);
  });
}

export function dropUnusedImport(ast: t.File, name: string): void {
  let uses = 0;
  t.traverseFast(ast, (n) => {
    if (t.isIdentifier(n, { name })) uses++;
  });
  const body = ast.program.body;
  for (let k = body.length - 1; k >= 0; k--) {
    const s = body[k];
    if (!t.isImportDeclaration(s)) continue;
    const i = s.specifiers.findIndex((sp) => t.isImportSpecifier(sp) && sp.local.name === name);
    // The import's own two identifiers (imported and local) are the only uses left.
    if (i < 0 || uses > 2) continue;
    s.specifiers.splice(i, 1);
    // `import { useEffect } from 'react'` goes whole, not as a bare `import 'react'`.
    if (!s.specifiers.length) body.splice(k, 1);
  }
}

/**
 * The source's switch names the language it switches to (`lang="ar"` on the control, as the
 * generated switch does): a JSX element whose onClick calls a language setter with a value gets
 * `lang={value}`, when that value can be read where the element is. A choice of a language the
 * theme does not have (a source's third language) is taken out of the switch (other-languages.ts).
 */
export function labelLanguageToggles(ast: t.File, setters: Map<string, t.Expression | null>): boolean {
  const names = new Set(setters.keys());
  // `const changeLanguage = (lng) => { setLang(lng); close(); }`: a call `changeLanguage('ar')` sets 'ar'.
  for (const f of forwarders(ast, names)) {
    names.add(f);
    if (!setters.has(f)) setters = new Map([...setters, [f, null]]);
  }
  // `const toggleLanguage = () => setLocale(lang === 'en' ? 'ar' : 'en')` in this file: a switch
  // calling it (`onClick={toggleLanguage}`) passes that argument.
  t.traverseFast(ast, (n) => {
    const fn = t.isVariableDeclarator(n) && t.isIdentifier(n.id) && (t.isArrowFunctionExpression(n.init) || t.isFunctionExpression(n.init)) ? { name: n.id.name, f: n.init }
      : t.isFunctionDeclaration(n) && n.id ? { name: n.id.name, f: n } : null;
    if (!fn || fn.f.params.length || names.has(fn.name)) return;
    const arg = argToSetter(fn.f.body, names);
    if (!arg) return;
    setters = new Map([...setters, [fn.name, arg]]);
    names.add(fn.name);
  });
  // Choices of a language the theme lacks (a third language of the source) go first: nothing to label.
  let changed = dropOtherLanguageChoices(ast, names);
  if (labelChoiceItems(ast, names)) changed = true;
  traverse(ast, {
    JSXOpeningElement(p) {
      const attrs = p.node.attributes;
      if (attrs.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'lang' }))) return;
      const onClick = attrs.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'onClick' }));
      const handler = onClick && t.isJSXExpressionContainer(onClick.value) ? onClick.value.expression : null;
      if (!handler || t.isJSXEmptyExpression(handler)) return;
      let arg: t.Expression | null | undefined;
      const calleeName = (n: t.Node) => (t.isIdentifier(n) ? n.name : t.isMemberExpression(n) && t.isIdentifier(n.property) ? n.property.name : null);
      const direct = calleeName(handler);
      if (direct && names.has(direct)) arg = setters.get(direct);
      else if (t.isArrowFunctionExpression(handler) || t.isFunctionExpression(handler)) {
        arg = argToSetter(handler.body, names);
        // A wrapper called with no argument: its own argument to the setter.
        if (arg === undefined) {
          t.traverseFast(handler.body, (n) => {
            const name = t.isCallExpression(n) && n.arguments.length === 0 ? calleeName(n.callee) : null;
            if (arg === undefined && name && setters.get(name)) arg = setters.get(name);
          });
        }
        const params = new Set(handler.params.flatMap((q) => (t.isIdentifier(q) ? [q.name] : [])));
        if (arg && usesAny(arg, params)) arg = null;
      }
      if (!arg || !readableAt(arg, p)) return;
      const value = t.isStringLiteral(arg) ? jsxString(arg.value) : t.jsxExpressionContainer(t.cloneNode(arg, true, true));
      attrs.push(t.jsxAttribute(t.jsxIdentifier('lang'), value));
      changed = true;
    },
  });
  return changed;
}

/** A prop that names a language (`onLanguageChange`, `setLocale`, `changeLang`). */
const LANGUAGE_PROP = /lang|locale|tongue/i;

/**
 * Props a language setter is handed on as (`<LanguageMenu onLanguageChange={setLanguage} />`,
 * `onLangChange={(l) => setLang(l)}`): the menu's own file calls the setter by that prop's name.
 * Only props that name a language: an `onChange` passed a setter says nothing of other `onChange`s.
 */
export function settersHandedOn(ast: t.File, setters: ReadonlyMap<string, t.Expression | null>): string[] {
  const names = new Set(setters.keys());
  const out = new Set<string>();
  t.traverseFast(ast, (n) => {
    if (!t.isJSXAttribute(n) || !t.isJSXIdentifier(n.name) || !LANGUAGE_PROP.test(n.name.name) || !t.isJSXExpressionContainer(n.value)) return;
    const v = n.value.expression;
    const direct = t.isIdentifier(v) ? v.name : t.isMemberExpression(v) && t.isIdentifier(v.property) ? v.property.name : null;
    if (direct && names.has(direct)) out.add(n.name.name);
    else if ((t.isArrowFunctionExpression(v) || t.isFunctionExpression(v)) && v.params.length === 1 && t.isIdentifier(v.params[0])) {
      const arg = argToSetter(v.body, names);
      if (arg && t.isIdentifier(arg, { name: v.params[0].name })) out.add(n.name.name);
    }
  });
  return [...out].filter((name) => !names.has(name));
}

/**
 * A choice list whose change handler hands the chosen value to a language setter (`<Select
 * onValueChange={(v) => setLang(v)}>`, `<select onChange={(e) => setLang(e.target.value)}>`):
 * each item inside it with a `value` gets `lang={value}`, so the item names the language it sets.
 */
function labelChoiceItems(ast: t.File, setters: Set<string>): boolean {
  let changed = false;
  traverse(ast, {
    JSXElement(p) {
      const fn = changeHandlerOf(p.node);
      if (!fn || !passesChoice(fn, setters)) return;
      p.traverse({
        JSXOpeningElement(q) {
          if (q.node === p.node.openingElement) return;
          const attrs = q.node.attributes;
          if (attrs.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'lang' }))) return;
          const value = attrs.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'value' }));
          if (!value?.value) return;
          const v = value.value;
          const lang = t.isStringLiteral(v) ? jsxString(v.value) : t.isJSXExpressionContainer(v) && t.isExpression(v.expression) && readableAt(v.expression, q) ? t.jsxExpressionContainer(t.cloneNode(v.expression, true, true)) : null;
          if (!lang) return;
          attrs.push(t.jsxAttribute(t.jsxIdentifier('lang'), lang));
          changed = true;
        },
      });
    },
  });
  return changed;
}

/** A handler that gives a setter the chosen value: the setter itself, or `(v) => set(v)` / `(e) => set(e.target.value)`. */
function passesChoice(fn: t.Node, setters: Set<string>): boolean {
  if (t.isIdentifier(fn)) return setters.has(fn.name);
  if (t.isMemberExpression(fn) && t.isIdentifier(fn.property)) return setters.has(fn.property.name);
  if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || fn.params.length !== 1 || !t.isIdentifier(fn.params[0])) return false;
  const param = fn.params[0].name;
  const arg = argToSetter(fn.body, setters);
  if (!arg) return false;
  let inner: t.Node = arg;
  while (t.isTSAsExpression(inner) || t.isTSNonNullExpression(inner)) inner = inner.expression;
  if (t.isIdentifier(inner, { name: param })) return true;
  // e.target.value
  return t.isMemberExpression(inner) && t.isIdentifier(inner.property, { name: 'value' }) && t.isMemberExpression(inner.object) && t.isIdentifier(inner.object.object, { name: param });
}

/** Functions of one parameter that pass it on to a setter (a wrapper the switch calls with the language). */
function forwarders(ast: t.File, setters: Set<string>): string[] {
  const out: string[] = [];
  const check = (name: string, fn: t.Function) => {
    const [param] = fn.params;
    if (fn.params.length !== 1 || !t.isIdentifier(param) || setters.has(name)) return;
    const arg = argToSetter(fn.body, setters);
    if (arg && t.isIdentifier(arg, { name: param.name })) out.push(name);
  };
  t.traverseFast(ast, (n) => {
    if (t.isVariableDeclarator(n) && t.isIdentifier(n.id) && (t.isArrowFunctionExpression(n.init) || t.isFunctionExpression(n.init))) check(n.id.name, n.init);
    // `const setLang = useCallback((next) => { setLangState(next); }, [])`: a memoised wrapper forwards too.
    if (t.isVariableDeclarator(n) && t.isIdentifier(n.id) && t.isCallExpression(n.init) && isUseCallback(n.init.callee)) {
      const fn = n.init.arguments[0];
      if (t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) check(n.id.name, fn);
    }
    if (t.isFunctionDeclaration(n) && n.id) check(n.id.name, n);
  });
  return out;
}

const isUseCallback = (c: t.Node) => t.isIdentifier(c, { name: 'useCallback' }) || (t.isMemberExpression(c) && !c.computed && t.isIdentifier(c.property, { name: 'useCallback' }));


function usesAny(e: t.Node, names: Set<string>): boolean {
  let hit = false;
  t.traverseFast(e, (n) => {
    if (t.isIdentifier(n) && names.has(n.name)) hit = true;
  });
  return hit;
}

/** Every identifier `e` reads is bound where the element is (a wrapper's argument read in another file). */
function readableAt(e: t.Expression, at: NodePath): boolean {
  const refs: string[] = [];
  walkRefs(e, refs);
  return refs.every((n) => at.scope.hasBinding(n));
}

/** Identifiers in reference position (not a member's property, not an object key). */
function walkRefs(n: t.Node, out: string[]): void {
  if (t.isIdentifier(n)) {
    out.push(n.name);
    return;
  }
  if (t.isMemberExpression(n)) {
    walkRefs(n.object, out);
    if (n.computed) walkRefs(n.property, out);
    return;
  }
  if (t.isObjectProperty(n)) {
    if (n.computed) walkRefs(n.key, out);
    walkRefs(n.value, out);
    return;
  }
  for (const key of t.VISITOR_KEYS[n.type] ?? []) {
    const v = (n as unknown as Record<string, unknown>)[key];
    for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c === 'object' && 'type' in c) walkRefs(c as t.Node, out);
  }
}
