import * as t from '@babel/types';
import type { File, JSXElement, Node } from '@babel/types';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';

export interface WrapOptions {
  /** Name prefix, unique per page: `home` → `home.hero.title.en`. */
  prefix: string;
  /** Language of the literal copy: locale-dependent defaults get a locale-suffixed name. */
  lang: string;
  /** The primary color as a CSS variable holding a full color (`--primary: #c8643b`). */
  color?: { cssVar: string; value: string } | null;
}

export interface WrapResult { names: string[]; skipped: string[] }

export type Path = { node: Node; parent: Node | null }[];

export const tagName = (el: JSXElement) => (el.openingElement.name.type === 'JSXIdentifier' ? el.openingElement.name.name : null);
export const isTag = (n: Node | null | undefined, re: RegExp): n is JSXElement => n?.type === 'JSXElement' && re.test(tagName(n) ?? '');

/** Depth-first walk that hands each node its ancestor chain; return false to stop. */
export function walk(node: Node, fn: (n: Node, path: Path) => boolean | void, path: Path = []): boolean {
  if (fn(node, path) === false) return false;
  for (const key of t.VISITOR_KEYS[node.type] ?? []) {
    const v = (node as unknown as Record<string, unknown>)[key];
    for (const c of Array.isArray(v) ? v : [v]) {
      if (c && typeof (c as Node).type === 'string' && walk(c as Node, fn, [...path, { node, parent: path.at(-1)?.node ?? null }]) === false) return false;
    }
  }
  return true;
}

/** The element's text when its children are plain text only (no expressions or elements). */
export function plainText(el: JSXElement): string | null {
  if (!el.children.length || el.children.some((c) => c.type !== 'JSXText')) return null;
  const s = el.children.map((c) => (c as t.JSXText).value).join('').replace(/\s+/g, ' ').trim();
  return s || null;
}

/** The one expression an element shows (`{t("hero.title")}` after the bilingual retrofit), else null. */
export function computedText(el: JSXElement): t.Expression | null {
  const kids = el.children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()));
  const only = kids.length === 1 ? kids[0] : null;
  return only?.type === 'JSXExpressionContainer' && only.expression.type !== 'JSXEmptyExpression' ? only.expression : null;
}

/**
 * `{locale === "ar" ? <X name="….ar" defaultValue={expr} /> : <X name="….en" … />}`: a default that
 * follows the locale gets one literal, locale-suffixed name per locale.
 */
export function perLocale(el: JSXElement, tag: string, base: string, expr: t.Expression, extra: t.JSXAttribute[], rest: JSXElement['openingElement']['attributes'], locale = 'locale'): t.JSXExpressionContainer {
  const make = (lang: string) => t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(tag), [strAttr('name', `${base}.${lang}`), t.jsxAttribute(t.jsxIdentifier('defaultValue'), t.jsxExpressionContainer(t.cloneNode(expr, true, true))), ...extra, ...rest.map((a) => t.cloneNode(a, true, true))], true), null, []);
  return t.jsxExpressionContainer(t.conditionalExpression(t.binaryExpression('===', t.identifier(locale), t.stringLiteral('ar')), make('ar'), make('en')));
}

/** Replaces `el` in its parent's children (a JSX child becomes the expression container). */
export function replaceChild(path: Path, el: JSXElement, next: t.JSXExpressionContainer): boolean {
  const parent = path.at(-1)?.node;
  if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return false;
  const i = parent.children.indexOf(el);
  if (i < 0) return false;
  parent.children[i] = next;
  return true;
}

/** The name the component around `path` reads the platform locale by (see ensureLocaleIn); null outside a function body. */
function ensureLocale(path: Path, used: Set<string>): string | null {
  const fn = [...path].reverse().map((p) => p.node).find((n) => (n.type === 'FunctionDeclaration' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') && n.body.type === 'BlockStatement') as t.Function | undefined;
  return fn ? ensureLocaleIn(fn, used) : null;
}

/** `useLocale()` of the SDK, or `useT.meta()` of the retrofit's own hook module: both hand the platform locale. */
const readsPlatformLocale = (callee: t.Node): boolean =>
  t.isIdentifier(callee, { name: 'useLocale' }) || (t.isMemberExpression(callee) && t.isIdentifier(callee.object, { name: 'useT' }) && t.isIdentifier(callee.property, { name: 'meta' }));

/**
 * The name `fn` reads the platform locale by: the `locale` of a `const { locale } = useLocale()`
 * (or `useT.meta()`) already at its top, else one added there. A component that binds `locale` itself (its own
 * language state, `const [locale, setLocale] = useState("en")`) keeps it, and the added one is
 * `themeLocale` (a second `locale` would not parse).
 */
export function ensureLocaleIn(fn: t.Function, used: Set<string>): string | null {
  if (fn.body.type !== 'BlockStatement') return null;
  const taken = new Set(fn.params.flatMap((p) => Object.keys(t.getBindingIdentifiers(p))));
  for (const st of fn.body.body) {
    if (st.type === 'FunctionDeclaration' && st.id) taken.add(st.id.name);
    if (st.type !== 'VariableDeclaration') continue;
    for (const d of st.declarations) {
      const ours = d.init?.type === 'CallExpression' && readsPlatformLocale(d.init.callee) && d.id.type === 'ObjectPattern'
        ? d.id.properties.find((p): p is t.ObjectProperty => p.type === 'ObjectProperty' && t.isIdentifier(p.key, { name: 'locale' }) && p.value.type === 'Identifier')
        : undefined;
      if (ours) return (ours.value as t.Identifier).name;
      for (const name of Object.keys(t.getBindingIdentifiers(d.id))) taken.add(name);
    }
  }
  let name = 'locale';
  for (let i = 1; taken.has(name); i++) name = i === 1 ? 'themeLocale' : `themeLocale${i}`;
  fn.body.body.unshift(t.variableDeclaration('const', [t.variableDeclarator(t.objectPattern([t.objectProperty(t.identifier('locale'), t.identifier(name), false, name === 'locale')]), t.callExpression(t.identifier('useLocale'), []))]));
  used.add('useLocale');
  return name;
}

export const strAttr = (name: string, value: string) => t.jsxAttribute(t.jsxIdentifier(name), value.includes('"') ? t.jsxExpressionContainer(t.stringLiteral(value)) : t.stringLiteral(value));
export const keep = (el: JSXElement, drop: string[] = []) => el.openingElement.attributes.filter((a) => !(a.type === 'JSXAttribute' && drop.includes(String(a.name.name))));

/** `<h1 className>Text</h1>` → `<THeading name defaultValue level className />` (and TText for a paragraph). */
export function selfClosing(el: JSXElement, tag: string, attrs: t.JSXAttribute[], rest: JSXElement['openingElement']['attributes']): void {
  el.openingElement = t.jsxOpeningElement(t.jsxIdentifier(tag), [...attrs, ...rest], true);
  el.closingElement = null;
  el.children = [];
}

/**
 * Makes the first hero of a page editable (spec §2 item 7): its `h1` and first paragraph (literal
 * copy only, named with the copy's language), its first image, the hero element itself as a
 * `TSection`, and the page's primary color as a `TColor` over the page. Pure AST edit; a second
 * run finds nothing left to wrap.
 */
export function wrapEditables(ast: File, o: WrapOptions): WrapResult {
  const names: string[] = [];
  const skipped: string[] = [];
  let h1: JSXElement | null = null;
  let h1Path: Path = [];
  walk(ast.program, (n, path) => {
    if (isTag(n, /^h1$/)) { h1 = n; h1Path = path; return false; }
  });
  if (!h1) return { names, skipped };
  const heading = h1 as JSXElement;
  // The hero: the closest section/header around the h1, else its parent element.
  const chain = h1Path.map((p) => p.node).filter((n): n is JSXElement => n.type === 'JSXElement');
  const hero = [...chain].reverse().find((e) => isTag(e, /^(section|header)$/)) ?? chain.at(-1) ?? null;
  const used = new Set<string>();
  /** The name the component reads the platform locale by, once a default follows the locale. */
  let locale: string | null = null;

  const title = plainText(heading);
  const level = () => t.jsxAttribute(t.jsxIdentifier('level'), t.jsxExpressionContainer(t.numericLiteral(1)));
  const computed = title ? null : computedText(heading);
  if (title) {
    const name = `${o.prefix}.hero.title.${o.lang}`;
    selfClosing(heading, 'THeading', [strAttr('name', name), strAttr('defaultValue', title), level()], keep(heading));
    names.push(name);
    used.add('THeading');
  } else if (computed && (locale = ensureLocale(h1Path, used)) && replaceChild(h1Path, heading, perLocale(heading, 'THeading', `${o.prefix}.hero.title`, computed, [level()], keep(heading), locale))) {
    names.push(`${o.prefix}.hero.title.ar`, `${o.prefix}.hero.title.en`);
    used.add('THeading');
  } else skipped.push(`${o.prefix} hero title is neither literal copy nor one expression`);

  if (hero) {
    let p: JSXElement | null = null;
    let pPath: Path = [];
    let img: JSXElement | null = null;
    walk(hero, (n, path) => {
      if (!p && isTag(n, /^p$/) && (plainText(n) || computedText(n))) { p = n; pPath = path; }
      if (!img && isTag(n, /^img$/)) img = n;
    });
    if (p) {
      const el = p as JSXElement;
      const text = plainText(el);
      const base = `${o.prefix}.hero.subtitle`;
      if (text) {
        selfClosing(el, 'TText', [strAttr('name', `${base}.${o.lang}`), strAttr('defaultValue', text), strAttr('as', 'p')], keep(el));
        names.push(`${base}.${o.lang}`);
        used.add('TText');
      } else if ((locale = ensureLocale(h1Path, used)) && replaceChild(pPath, el, perLocale(el, 'TText', base, computedText(el)!, [strAttr('as', 'p')], keep(el), locale))) {
        names.push(`${base}.ar`, `${base}.en`);
        used.add('TText');
      }
    }
    if (img) {
      const el = img as JSXElement;
      const src = el.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'src') as t.JSXAttribute | undefined;
      if (src?.value) {
        const name = `${o.prefix}.hero.image`;
        selfClosing(el, 'TImage', [strAttr('name', name), t.jsxAttribute(t.jsxIdentifier('defaultSrc'), src.value)], keep(el, ['src']));
        names.push(name);
        used.add('TImage');
      }
    }
    const tag = tagName(hero);
    if (tag && tag !== 'TSection' && /^[a-z]/.test(tag)) {
      const name = `${o.prefix}.hero`;
      hero.openingElement.name = t.jsxIdentifier('TSection');
      hero.openingElement.attributes.unshift(strAttr('name', name), strAttr('as', tag));
      if (hero.closingElement) hero.closingElement.name = t.jsxIdentifier('TSection');
      names.push(name);
      used.add('TSection');
    }
  }

  if (o.color && hero) wrapColor(h1Path, o, names, used);
  if (used.size) addImports(ast, [...used]);
  return { names, skipped };
}

/** The page's returned JSX under `<TColor cssVar>` with `display: contents`, so layout is untouched. */
function wrapColor(path: Path, o: WrapOptions, names: string[], used: Set<string>): void {
  const ret = [...path].reverse().find((p) => p.node.type === 'ReturnStatement')?.node as t.ReturnStatement | undefined;
  const arg = ret?.argument;
  if (!ret || !arg || (arg.type !== 'JSXElement' && arg.type !== 'JSXFragment')) return;
  if (arg.type === 'JSXElement' && tagName(arg) === 'TColor') return;
  const name = `${o.prefix}.color.primary`;
  // The JSX moves inside TColor: the parentheses recast remembers for it would print as text.
  if (arg.extra?.parenthesized) arg.extra = { ...arg.extra, parenthesized: false };
  const style = t.jsxAttribute(t.jsxIdentifier('style'), t.jsxExpressionContainer(t.objectExpression([t.objectProperty(t.identifier('display'), t.stringLiteral('contents'))])));
  ret.argument = t.jsxElement(
    t.jsxOpeningElement(t.jsxIdentifier('TColor'), [strAttr('name', name), strAttr('cssVar', o.color!.cssVar), strAttr('defaultValue', o.color!.value), style]),
    t.jsxClosingElement(t.jsxIdentifier('TColor')),
    [t.jsxText('\n'), arg, t.jsxText('\n')],
  );
  names.push(name);
  used.add('TColor');
}

/** Adds the names to the file's `platform-sdk/theme` import, or a new import after the last one. */
export function addImports(ast: File, names: string[]): void {
  const body = ast.program.body;
  let decl = body.find((s): s is t.ImportDeclaration => s.type === 'ImportDeclaration' && s.source.value === SDK_THEME_IMPORT && s.importKind !== 'type');
  if (!decl) {
    decl = t.importDeclaration([], t.stringLiteral(SDK_THEME_IMPORT));
    const last = body.map((s) => s.type).lastIndexOf('ImportDeclaration');
    body.splice(last + 1, 0, decl);
  }
  const have = new Set(decl.specifiers.map((s) => s.local.name));
  for (const n of names.sort()) if (!have.has(n)) decl.specifiers.push(t.importSpecifier(t.identifier(n), t.identifier(n)));
}
