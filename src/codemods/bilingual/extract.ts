import * as t from '@babel/types';
import { choicesOfMatchedState, matchedWithData } from './data-lists.js';
import { memberCopyLiteral, returnedMemberCopy } from './member-copy.js';
import { keyedRowReads } from './keyed-row-reads.js';
import { concatLiterals, keepingSpaces } from './concat-copy.js';
import { moduleDeclarators, withoutTypeCasts } from './module-consts.js';
import { visit } from '../../convert/print.js';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { componentOf, ensureNamedImport, hookBinding, insertHookCall, usesName } from './components.js';
import { languageOf, toArabic, toEnglish } from './glossary.js';
import { currencyOf, fixedTarget, intlCall, isAmountName, isCurrencyCode } from './intl-format.js';
import { languageBranches, LANGUAGE_SELF_NAME } from './language-branch.js';
import { languageObjects } from './language-objects.js';
import { labelMaps } from './label-maps.js';
import { plainText, type SiteTable } from './site-table.js';
import { componentShownProps, declaredComponent, keysName, moduleTextTables, onlyShown, reachesShown } from './shown-data.js';
import { readWithValues, templateCopy } from './template-copy.js';
import { giveKitLabels, KitParts } from './kit-labels.js';
import { recordReads, type RecordReadHelpers } from './record-reads.js';
import { lookupFallbacks, readFallbacksThroughKeys } from './lookup-fallbacks.js';
import { readKeyedFields } from './untraced-records.js';

/**
 * String extraction (issue 6 item 3): user-visible JSX text and attributes of components move to
 * the per-locale dictionaries and are read back with `t('key')` from the `useT()` hook. The other
 * language comes from the glossary, or from what the dictionaries already hold (a translator's
 * work is never overwritten).
 */
export type Lang = 'en' | 'ar';
export interface Dictionary { en: Record<string, string>; ar: Record<string, string> }
export interface ExtractedString { key: string; text: string; lang: Lang; file: string; line: number }
export interface ExtractOptions {
  file: string;
  /** Import source of the hook module, relative to the file (e.g. '../i18n/use-t'). */
  hookImport: string;
  dict: Dictionary;
  /** The source's own phrase tables (site-table.ts), read through its helper with a literal key. */
  siteTable?: SiteTable;
  /** What a name imported from another module of the site stands for there (record-reads.ts). */
  imported?: RecordReadHelpers['imported'];
  /** A node `imported` handed out, as a path in its own module (record-reads.ts). */
  importedPath?: RecordReadHelpers['importedPath'];
  /** The props a component imported from another module of the site shows as text (imported-props.ts). */
  importedShownProps?: (source: string, name: string) => ReadonlySet<string> | null;
  /** Per prop, the fields of it a component imported from another module shows as a lookup's fallback (lookup-fallbacks.ts). */
  importedFallbackFields?: (source: string, name: string) => ReadonlyMap<string, ReadonlySet<string>> | null;
  /** Fields the records of a data module were keyed in where nothing followed them (untraced-records.ts): shown reads of them go through their key. */
  keyedFields?: ReadonlySet<string>;
}

export const HOOK = 'useT';

const providerCache = new WeakMap<t.Node, boolean>();
/** Does this component render `<PlatformThemeProvider>` (the theme entry's App)? */
function rendersPlatformProvider(node: t.Node): boolean {
  let hit = providerCache.get(node);
  if (hit !== undefined) return hit;
  hit = false;
  visit(node, (n) => {
    if (n.type === 'JSXOpeningElement' && n.name.type === 'JSXIdentifier' && n.name.name === 'PlatformThemeProvider') hit = true;
  });
  providerCache.set(node, hit);
  return hit;
}
export const USER_ATTRS = new Set(['placeholder', 'alt', 'title', 'aria-label']);
/** A const naming a name (`shopName`, `brand`): the shop's own name, the same in both languages. */
const NAMES_A_NAME = /^(name|brand|logo)$|(Name|Brand|Logo)$|^brand/;
const NOT_TEXT_PARENTS = /^(style|script|code|pre|kbd|samp|svg|path)$/;
const HAS_LETTER = /\p{L}/u;
/** Addresses, links and handles are data, not copy to translate. */
const NOT_COPY = /^(\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+|@\w+)$/;

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase().replace(/^-|-$/g, '');
const slug = (text: string) => kebab(text.split(/\s+/).slice(0, 5).join(' ')).slice(0, 40).replace(/-$/, '') || 'text';

/** A dictionary key for `text` in `component`: the key already holding this text, else a free one. */
export function keyFor(dict: Dictionary, component: string, text: string, lang: Lang): string {
  const base = `${kebab(component)}.${slug((lang === 'en' ? text : toEnglish(text)) ?? text)}`;
  for (let i = 1; ; i++) {
    const key = i === 1 ? base : `${base}-${i}`;
    const held = dict[lang][key];
    if (held === text || held === undefined) return key;
  }
}

/**
 * recast drops the leading spaces of a JSX text child when it reprints an element (`{a} × {b}`
 * would print as `{a}× {b}`); a text split into its spaces and the rest prints back intact.
 */
function keepInlineSpaces(el: t.JSXElement | t.JSXFragment): void {
  for (let i = 0; i < el.children.length; i++) {
    const c = el.children[i];
    const m = t.isJSXText(c) ? /^([ \t]+)(\S[\s\S]*)$/.exec(c.value) : null;
    if (m && i > 0) el.children.splice(i, 1, t.jsxText(m[1]), t.jsxText(m[2]));
  }
}

/** Object properties that hold copy when a module-level array of objects is rendered. */
const COPY_PROPS = /^(label|name|title|text|description|desc|subtitle|heading|caption|cta|question|answer|blurb|summary|tagline|excerpt)$|[a-z](Text|_text|Label|_label|Title|_title)$/;
/** Keys that make an object a link entry. */
const LINK_KEYS = /^(path|to|href|route|url|link)$/;
/**
 * A link entry's target: a path (`'/faq'`, `` `/shop/${slug}` ``) or a call that makes one from a
 * page or route name (`createPageUrl("Faq")`, `routeTo('faq')`, `paths.faq()`).
 */
const ROUTE_MAKER = /(url|path|route|href|link)/i;
/** A call that makes a file's address (`imageUrl('ines.jpg')`): the entry is a picture, its name a record's. */
const FILE_MAKER = /(image|img|photo|picture|asset|avatar|file|media|icon|logo|video|cdn)/i;
function linkTarget(v: t.Node): boolean {
  if (t.isStringLiteral(v)) return v.value.startsWith('/');
  if (t.isTemplateLiteral(v)) return v.quasis[0].value.raw.startsWith('/');
  if (!t.isCallExpression(v) && !t.isOptionalCallExpression(v)) return false;
  const callee = t.isMemberExpression(v.callee) || t.isOptionalMemberExpression(v.callee) ? v.callee.property : v.callee;
  return t.isIdentifier(callee) && ROUTE_MAKER.test(callee.name) && !FILE_MAKER.test(callee.name);
}
const findProp = (o: t.ObjectExpression, name: string) =>
  o.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && !p.computed && t.isIdentifier(p.key, { name }));
const stringProp = (o: t.ObjectExpression, name: string) => {
  const v = findProp(o, name)?.value;
  return t.isStringLiteral(v) && HAS_LETTER.test(v.value) && !NOT_COPY.test(v.value) && !/^\//.test(v.value) ? v : null;
};

const MEMO_HOOK = /^(useMemo|useCallback)$/;
/**
 * A memo of the component that now reads copy through the translator (`useMemo(() => [{ name:
 * t(key) }], [])`) lists it among its dependencies: the memo is computed again when the locale
 * changes, not kept in the language of the first render. Nested functions that bind the name
 * themselves are passed over. True when a list grew.
 */
function memoDependsOn(fn: t.Function, name: string): boolean {
  let grew = false;
  t.traverseFast(fn.body, (n) => {
    if (!t.isCallExpression(n)) return;
    const callee = t.isMemberExpression(n.callee) && !n.callee.computed ? n.callee.property : n.callee;
    const [cb, deps] = n.arguments;
    if (!t.isIdentifier(callee) || !MEMO_HOOK.test(callee.name) || !t.isArrayExpression(deps)) return;
    if (!(t.isArrowFunctionExpression(cb) || t.isFunctionExpression(cb)) || deps.elements.some((d) => t.isIdentifier(d, { name }))) return;
    let calls = false;
    let shadowed = false;
    t.traverseFast(cb, (x) => {
      if (t.isCallExpression(x) && t.isIdentifier(x.callee, { name })) calls = true;
      if (t.isFunction(x) && x.params.some((q) => name in t.getBindingIdentifiers(q))) shadowed = true;
      if (t.isVariableDeclarator(x) && name in t.getBindingIdentifiers(x.id)) shadowed = true;
    });
    if (!calls || shadowed) return;
    deps.elements.push(t.identifier(name));
    grew = true;
  });
  return grew;
}

/** Module-level `const X = [{…}, …]` arrays of object literals, by name. */
function moduleCopyArrays(ast: t.File): Map<string, t.ObjectExpression[]> {
  const out = new Map<string, t.ObjectExpression[]>();
  for (const { id, init } of moduleDeclarators(ast)) {
    const objects = t.isIdentifier(id) ? copyObjects(init) : null;
    if (objects) out.set((id as t.Identifier).name, objects);
  }
  return out;
}

/**
 * A `const` array of object literals declared in a function (a component's own list of cards):
 * the binding `name` resolves to at the call, when it is one.
 */
function localCopyArray(p: NodePath, name: string): t.ObjectExpression[] | null {
  const binding = p.scope.getBinding(name);
  if (!binding || binding.kind !== 'const' || !binding.path.isVariableDeclarator() || !binding.scope.path.isFunction()) return null;
  return copyObjects(withoutTypeCasts(binding.path.node.init));
}

/**
 * The objects a component's state list is set to in its own code, when it is set to a list written
 * in place: `const [shelves, setShelves] = useState([])` then `setShelves([{ id: 'all', name:
 * 'Every shelf' }, ...rows])` (a choice for "everything" put before the records the page loaded).
 * The records themselves carry no key and show their own text through `t(key, text)`'s fallback.
 * Null when no such list is written (the state holds records only).
 */
function stateCopyArray(p: NodePath, name: string): t.ObjectExpression[] | null {
  // A destructured binding's path is its declarator: `const [shelves, setShelves] = useState(…)`.
  const decl = p.scope.getBinding(name)?.path;
  if (!decl?.isVariableDeclarator() || !t.isArrayPattern(decl.node.id)) return null;
  const [value, setter] = decl.node.id.elements;
  const init = withoutTypeCasts(decl.node.init);
  const isUseState = isUseStateCall(init);
  if (!isUseState || !t.isIdentifier(value, { name }) || !t.isIdentifier(setter)) return null;
  const found: t.ObjectExpression[] = [...(copyObjects(withoutTypeCasts(init.arguments[0] as t.Node | undefined)) ?? [])];
  for (const ref of decl.scope.getBinding(setter.name)?.referencePaths ?? []) {
    const call = ref.parentPath;
    if (!call?.isCallExpression() || call.node.callee !== ref.node) continue;
    found.push(...(copyObjects(withoutTypeCasts(call.node.arguments[0] as t.Node | undefined)) ?? []));
  }
  return found.length ? found : null;
}

/**
 * The objects of an array literal of object literals; a spread among them (`...(admin ? [link] : [])`)
 * is passed over. Null for any other array.
 */
function copyObjects(init: t.Node | null | undefined): t.ObjectExpression[] | null {
  if (!t.isArrayExpression(init)) return null;
  const objects = init.elements.filter((e): e is t.ObjectExpression => t.isObjectExpression(e));
  return objects.length && init.elements.every((e) => t.isObjectExpression(e) || t.isSpreadElement(e)) ? objects : null;
}

/** Not copy though it has letters: a locale code, a direction (a currency's code: `isCurrencyCode`). */
const CODE_LIKE = /^([a-z]{2}([-_][A-Za-z]{2,4})?|rtl|ltr|auto)$/;

/** Is `p` part of a class list, a style or a direction (`className={lang === 'ar' ? 'font-ar' : 'font-en'}`)? */
function inClassContext(p: NodePath): boolean {
  let prev: t.Node = p.node;
  for (let q: NodePath | null = p.parentPath; q && !q.isStatement() && !q.isFunction(); q = q.parentPath) {
    const n = q.node;
    if (t.isJSXAttribute(n)) return t.isJSXIdentifier(n.name) && /^(className|class|style|dir|lang|id|key|href|to|src|type|name|variant|size)$/.test(n.name.name);
    if (t.isCallExpression(n) && t.isIdentifier(n.callee) && /^(cn|clsx|cx|classNames|classnames|twMerge|twJoin|cva)$/.test(n.callee.name)) return true;
    if (t.isObjectProperty(n) && t.isIdentifier(n.key) && /^(className|class|style|dir|direction|lang|locale|id|key|href|to|path|src|icon|variant)$/.test(n.key.name)) return true;
    // `(lang === 'fr' ? [...] : [...]).map(…)` is copy; a comparison or any other member read is logic.
    if (t.isMemberExpression(n) && !(n.object === prev && t.isIdentifier(n.property) && /^(map|join|slice|filter|forEach|length)$/.test(n.property.name))) return true;
    if (t.isBinaryExpression(n)) return true;
    prev = n;
  }
  return false;
}

/** The array a list expression names: itself, a `const` it names, or a group of a `const` object (`links.company`). */
function listNode(p: NodePath, e: t.Node): t.Node | null {
  e = withoutTypeCasts(e);
  if (t.isIdentifier(e)) {
    const binding = p.scope.getBinding(e.name);
    if (!binding || binding.constantViolations.length || !binding.path.isVariableDeclarator()) return null;
    const init = binding.path.node.init;
    return init ? listNode(p, init) : null;
  }
  if (t.isMemberExpression(e) && !e.computed && t.isIdentifier(e.property)) {
    const owner = listNode(p, e.object);
    if (!t.isObjectExpression(owner)) return null;
    const name = e.property.name;
    const prop = owner.properties.find((q): q is t.ObjectProperty => t.isObjectProperty(q) && !q.computed && (t.isIdentifier(q.key, { name }) || t.isStringLiteral(q.key, { value: name })));
    return prop ? listNode(p, prop.value) : null;
  }
  const from = derivedFrom(e);
  return from ? listNode(p, from) : e;
}

/** Array methods that keep a list's own objects (a subset or an order of them). */
const KEEPING = /^(filter|slice|sort|toSorted|reverse|toReversed)$/;

/**
 * The list a derived list keeps the objects of: `LIST.filter(…)`, `[...LIST]`, or
 * `LIST.map((x) => ({ ...x, extra }))` when what it adds is no text (the object's copy is the
 * list's own). Null for any other expression.
 */
function derivedFrom(e: t.Node): t.Expression | null {
  if (t.isArrayExpression(e) && e.elements.length === 1 && t.isSpreadElement(e.elements[0])) return e.elements[0].argument;
  if (!t.isCallExpression(e) || !t.isMemberExpression(e.callee) || e.callee.computed || !t.isIdentifier(e.callee.property)) return null;
  const { object, property } = e.callee;
  if (!t.isExpression(object)) return null;
  if (KEEPING.test(property.name)) return object;
  const fn = e.arguments[0];
  if (property.name !== 'map' || !(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || !t.isIdentifier(fn.params[0])) return null;
  const param = fn.params[0].name;
  const body = t.isBlockStatement(fn.body) ? (fn.body.body.length === 1 && t.isReturnStatement(fn.body.body[0]) ? fn.body.body[0].argument : null) : fn.body;
  if (!t.isObjectExpression(body)) return null;
  const [first, ...rest] = body.properties;
  const spreadsItem = t.isSpreadElement(first) && t.isIdentifier(first.argument, { name: param });
  // What the copy fields would be overwritten with is not the list's text any more.
  const addsText = rest.some((q) => !t.isObjectProperty(q) || q.computed || !t.isIdentifier(q.key) || COPY_PROPS.test(q.key.name) || t.isStringLiteral(q.value) || t.isTemplateLiteral(q.value));
  return spreadsItem && !addsText ? object : null;
}

/**
 * The objects of every list a choice can give (`staff ? STAFF_LINKS[role] || [] : PUBLIC_LINKS`):
 * through `?:`, `||` and `??`, and a group picked by a computed key over an object of lists
 * (`LINKS_BY_ROLE[role]`). Each object with copy gets its key; a branch that is no list written in
 * the source (a prop, fetched data) passes its objects on unchanged, read through `t(key, text)`'s
 * fallback. Null when no branch is a list of objects, or when the choice is by language (the
 * language-branch pass decides those).
 */
function branchObjects(p: NodePath, e: t.Node, depth = 0): t.ObjectExpression[] | null {
  const n = depth > 6 ? null : listNode(p, e);
  if (!n) return null;
  const direct = copyObjects(n);
  if (direct) return direct;
  let parts: t.Node[];
  if (t.isConditionalExpression(n) && !languageBranches(n)) parts = [n.consequent, n.alternate];
  else if (t.isLogicalExpression(n) && n.operator !== '&&') parts = [n.left, n.right];
  else if (t.isMemberExpression(n) && n.computed) {
    const owner = listNode(p, n.object);
    if (!t.isObjectExpression(owner)) return null;
    parts = owner.properties.flatMap((q) => (t.isObjectProperty(q) ? [q.value] : []));
  } else return null;
  const found = parts.flatMap((x) => branchObjects(p, x, depth + 1) ?? []);
  return found.length ? found : null;
}

/**
 * The arrays `item.field` stands for when `item` is the parameter of a `.map` callback over a
 * list of object literals (`options.map((option) => option.items.map(…))`): each object's `field`.
 */
function fieldLists(p: NodePath, e: t.Node): t.ArrayExpression[] {
  if (!t.isMemberExpression(e) || e.computed || !t.isIdentifier(e.object) || !t.isIdentifier(e.property)) return [];
  const binding = p.scope.getBinding(e.object.name);
  const fn = binding?.kind === 'param' ? binding.path.parentPath : null;
  const call = fn?.parentPath;
  if (!fn || !call?.isCallExpression() || !fn.isFunction() || fn.node.params[0] !== binding!.path.node) return [];
  const callee = call.node.callee;
  if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property, { name: 'map' })) return [];
  const objects = copyObjects(listNode(call, callee.object));
  const field = e.property.name;
  // Objects without the field (`item.extra && item.extra.map(…)`) have no list to show.
  const lists = (objects?.map((o) => findProp(o, field)?.value) ?? []).filter((l) => l !== undefined);
  return lists.length && lists.every((l) => t.isArrayExpression(l)) ? (lists as t.ArrayExpression[]) : [];
}

/**
 * Is this attribute's value copy: a user-facing attribute of any element (`alt`, `placeholder`), or
 * a copy-named prop of a component (`<Field label="Full name">`, `<Section heading="Our story">`),
 * which the component shows. `name` is not one there: on a component it names a form field.
 */
function isCopyAttribute(attr: t.JSXAttribute, owner: t.Node | null | undefined): boolean {
  if (!t.isJSXIdentifier(attr.name)) return false;
  const name = attr.name.name;
  if (USER_ATTRS.has(name)) return true;
  if (name === 'name' || !COPY_PROPS.test(name) || !t.isJSXOpeningElement(owner)) return false;
  const el = owner.name;
  // An i18n library's own message components: their props are its keys and notes, not copy.
  if (t.isJSXIdentifier(el) && I18N_COMPONENTS.test(el.name)) return false;
  return (t.isJSXIdentifier(el) && /^[A-Z]/.test(el.name)) || t.isJSXMemberExpression(el);
}
const I18N_COMPONENTS = /^(FormattedMessage|FormattedHTMLMessage|Trans|Translation|Translate)$/;

/** Is this `{…}` shown to a shopper: a child of an element (not style/script/svg), or a copy attribute's value? */
function isShownContainer(p: NodePath): boolean {
  const parent = p.parentPath?.node;
  if (t.isJSXFragment(parent)) return true;
  if (t.isJSXElement(parent)) return !(t.isJSXIdentifier(parent.openingElement.name) && NOT_TEXT_PARENTS.test(parent.openingElement.name.name));
  return t.isJSXAttribute(parent) && isCopyAttribute(parent, p.parentPath?.parent);
}

/** The props each component of a module shows as text (`<Stat label="…" />` hands it copy). */
export const shownPropsOf = (ast: t.File) => componentShownProps(ast, isShownContainer);

/** Per component, the fields of its props it shows as the fallback of a lookup by them (`TABLE[v] || v`). */
export const fallbackFieldsOf = (ast: t.File) => lookupFallbacks(ast, isShownContainer).fields;

/** Calls that show a message: a toast (sonner, react-hot-toast, shadcn's `toast({…})`), a snackbar, `alert`. */
const MESSAGE_FN = /^(toast|alert|enqueueSnackbar|showToast|notify)$/;
const TOAST_KIND = /^(success|error|info|warning|message|loading|promise)$/;
/** Fields of a message's options object that are shown (`toast.promise`'s loading/success/error too). */
const MESSAGE_FIELDS = /^(title|description|message|text|loading|success|error)$/;

function isMessageCall(callee: t.Node): boolean {
  if (t.isIdentifier(callee)) return MESSAGE_FN.test(callee.name);
  if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.property)) return false;
  if (t.isIdentifier(callee.object, { name: 'window' })) return callee.property.name === 'alert';
  return t.isIdentifier(callee.object, { name: 'toast' }) && TOAST_KIND.test(callee.property.name);
}

/** The string literals a message call shows: its text arguments and the text fields of its options. */
function messageLiterals(p: NodePath<t.CallExpression>): NodePath<t.StringLiteral>[] {
  if (!isMessageCall(p.node.callee)) return [];
  const out: NodePath<t.StringLiteral>[] = [];
  for (const arg of p.get('arguments') as NodePath[]) {
    if (arg.isObjectExpression()) {
      for (const prop of arg.get('properties') as NodePath[]) {
        if (!prop.isObjectProperty() || prop.node.computed) continue;
        const key = prop.node.key;
        const name = t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : '';
        if (MESSAGE_FIELDS.test(name)) out.push(...shownLiterals(prop.get('value') as NodePath));
      }
    } else out.push(...shownLiterals(arg));
  }
  return out;
}

/**
 * A message kept in state and shown from there: `setError('Course not found')` where the component
 * draws `{error}` (or `{error && <p>{error}</p>}`). The texts the setter is given, when a value of
 * that state reaches the page as text.
 */
function stateMessageLiterals(p: NodePath<t.CallExpression>): NodePath<t.StringLiteral>[] {
  const callee = p.node.callee;
  if (!t.isIdentifier(callee) || p.node.arguments.length !== 1) return [];
  const setter = p.scope.getBinding(callee.name);
  const decl = setter?.path;
  if (!decl?.isVariableDeclarator() || !t.isArrayPattern(decl.node.id)) return [];
  const [value, set] = decl.node.id.elements;
  const init = decl.node.init;
  const isUseState = isUseStateCall(init);
  if (!isUseState || !t.isIdentifier(set, { name: callee.name }) || !t.isIdentifier(value)) return [];
  const shown = decl.scope.getBinding(value.name)?.referencePaths.some((r) => reachesShown(r, isShownContainer)) ?? false;
  return shown ? shownLiterals(p.get('arguments')[0] as NodePath) : [];
}

/**
 * `const [banner, setBanner] = useState('Free delivery this week')` whose value the page shows:
 * the text it starts with is copy, like the texts its setter is handed (`stateMessageLiterals`).
 */
function stateInitialLiterals(p: NodePath<t.CallExpression>): NodePath<t.StringLiteral>[] {
  const callee = p.node.callee;
  const isUseState = isUseStateCall(p.node);
  if (!isUseState || p.node.arguments.length !== 1 || !p.parentPath.isVariableDeclarator() || !t.isArrayPattern(p.parentPath.node.id)) return [];
  const [value] = p.parentPath.node.id.elements;
  if (!t.isIdentifier(value)) return [];
  const shown = p.parentPath.scope.getBinding(value.name)?.referencePaths.some((r) => reachesShown(r, isShownContainer)) ?? false;
  return shown ? shownLiterals(p.get('arguments')[0] as NodePath) : [];
}

/** `useState(…)` or `React.useState(…)`. */
function isUseStateCall(n: t.Node | null | undefined): n is t.CallExpression {
  return t.isCallExpression(n) && (t.isIdentifier(n.callee, { name: 'useState' }) || (t.isMemberExpression(n.callee) && t.isIdentifier(n.callee.property, { name: 'useState' })));
}

/** The leaves of kind `is` an expression can evaluate to: itself, the branches of `?:`, the right of `&&`, both sides of `||`/`??`. */
function shownLeaves<T extends t.Node>(p: NodePath, is: (n: t.Node) => n is T): NodePath<T>[] {
  const n = p.node;
  if (is(n)) return [p as NodePath<T>];
  if (t.isConditionalExpression(n)) {
    const c = p as NodePath<t.ConditionalExpression>;
    return [...shownLeaves(c.get('consequent'), is), ...shownLeaves(c.get('alternate'), is)];
  }
  if (t.isLogicalExpression(n)) {
    const l = p as NodePath<t.LogicalExpression>;
    const right = shownLeaves(l.get('right'), is);
    return n.operator === '&&' ? right : [...shownLeaves(l.get('left'), is), ...right];
  }
  return [];
}

/** The string literals an expression can evaluate to. */
const shownLiterals = (p: NodePath) => shownLeaves(p, (n): n is t.StringLiteral => t.isStringLiteral(n));
/** The template literals an expression can evaluate to. */
const shownTemplates = (p: NodePath) => shownLeaves(p, (n): n is t.TemplateLiteral => t.isTemplateLiteral(n));

/** Functions declared at the top of a module and not exported: helpers its components call. */
function moduleHelpers(ast: t.File): NodePath<t.Function>[] {
  const out: NodePath<t.Function>[] = [];
  const exported = new Set<string>();
  for (const st of ast.program.body) {
    if (t.isExportNamedDeclaration(st)) for (const s of st.specifiers) if (t.isExportSpecifier(s)) exported.add(s.local.name);
    if (t.isExportDefaultDeclaration(st) && t.isIdentifier(st.declaration)) exported.add(st.declaration.name);
  }
  traverse(ast, {
    Program(p) {
      for (const st of p.get('body')) {
        if (st.isFunctionDeclaration() && st.node.id && !/^[A-Z]/.test(st.node.id.name) && !exported.has(st.node.id.name)) out.push(st);
        if (!st.isVariableDeclaration() || st.node.kind !== 'const') continue;
        for (const d of st.get('declarations')) {
          const init = d.get('init');
          if (t.isIdentifier(d.node.id) && !/^[A-Z]/.test(d.node.id.name) && !exported.has(d.node.id.name) && (init.isArrowFunctionExpression() || init.isFunctionExpression())) out.push(init as NodePath<t.Function>);
        }
      }
      p.stop();
    },
  });
  return out;
}

/** The binding of a module helper's name. */
function helperBinding(fn: NodePath<t.Function>) {
  if (fn.isFunctionDeclaration()) return fn.node.id ? fn.parentPath.scope.getBinding(fn.node.id.name) : undefined;
  const decl = fn.parentPath;
  return decl?.isVariableDeclarator() && t.isIdentifier(decl.node.id) ? decl.scope.getBinding(decl.node.id.name) : undefined;
}

/** `list.map(helper)`: the helper handed as the callback. */
function isMapCallback(ref: NodePath): boolean {
  const call = ref.parentPath;
  if (!call?.isCallExpression() || call.node.arguments[0] !== ref.node || call.node.arguments.length !== 1) return false;
  const callee = call.node.callee;
  return t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property) && /^(map|flatMap)$/.test(callee.property.name);
}

/**
 * A text literal cut into pieces that are shown one by one: `"…".split(" ")`, `"…".split("")`,
 * `Array.from("…")`, whose pieces a `.map` callback shows (`{word}`), or which are joined back and
 * shown. The literal, or null.
 */
function cutText(p: NodePath<t.CallExpression>): NodePath<t.StringLiteral> | null {
  const { callee, arguments: args } = p.node;
  let lit: NodePath | null = null;
  if (t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property, { name: 'split' }) && t.isStringLiteral(callee.object)
    && args.length === 1 && (t.isStringLiteral(args[0]) || t.isRegExpLiteral(args[0]))) lit = (p.get('callee') as NodePath<t.MemberExpression>).get('object');
  else if (t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.object, { name: 'Array' }) && t.isIdentifier(callee.property, { name: 'from' })
    && args.length === 1 && t.isStringLiteral(args[0]) && !p.scope.getBinding('Array')) lit = (p.get('arguments') as NodePath[])[0];
  if (!lit?.isStringLiteral()) return null;
  if (reachesShown(p, isShownContainer)) return lit;
  // `.map((piece) => … {piece} …)` on the pieces.
  const m = p.parentPath;
  const each = m?.parentPath;
  if (!m?.isMemberExpression() || m.node.object !== p.node || !t.isIdentifier(m.node.property) || !/^(map|flatMap)$/.test(m.node.property.name) || !each?.isCallExpression()) return null;
  const fn = (each.get('arguments') as NodePath[])[0];
  if (!fn || !(fn.isArrowFunctionExpression() || fn.isFunctionExpression())) return null;
  const param = fn.node.params[0];
  if (!t.isIdentifier(param)) return null;
  const refs = fn.scope.getBinding(param.name)?.referencePaths ?? [];
  return refs.some((r) => reachesShown(r, isShownContainer)) ? lit : null;
}

export function extractStrings(ast: t.File, opts: ExtractOptions): { changed: boolean; strings: ExtractedString[] } {
  const fileName = opts.file.split('/').pop()!.replace(/\.[^.]+$/, '');
  const strings: ExtractedString[] = [];
  const locals = new Map<t.Function, { name: string; insert: boolean }>();
  let changed = false;
  /** Elements whose children changed (recast reprints them): their inline spaces are kept at the end. */
  const reprinted = new Set<t.JSXElement | t.JSXFragment>();
  /** What this module's own components show of their props, read before any text moves. */
  const shownProps = componentShownProps(ast, isShownContainer);
  /** Elements a UI kit's props take to carry a label (a carousel's dot): added to the module at the end. */
  const kitParts = new KitParts(/\.tsx?$/.test(opts.file));

  /** The translator's name in the component around `p` (null outside components). */
  const translator = (p: NodePath): string | null => {
    const comp = componentOf(p, fileName[0].toUpperCase() + fileName.slice(1));
    if (!comp) return null;
    // The component that renders the platform's provider is outside it: useT() there has no locale.
    if (rendersPlatformProvider(comp.path.node)) return null;
    let local = locals.get(comp.path.node);
    if (!local) {
      const bound = hookBinding(comp.path.node, HOOK);
      const name = bound ?? ['t', 'tr', 'translate'].find((n) => !usesName(comp.path.node, n)) ?? 'translateText';
      local = { name, insert: !bound };
      locals.set(comp.path.node, local);
    }
    return local.name;
  };

  /** Does the component `el`, imported from another module of the site, show its prop `prop` as text? */
  const importedComponentShows = (p: NodePath, el: string, prop: string): boolean => {
    const binding = opts.importedShownProps ? p.scope.getBinding(el) : undefined;
    const decl = binding?.kind === 'module' ? binding.path.parentPath?.node : null;
    const spec = binding?.path.node;
    if (!t.isImportDeclaration(decl) || !spec) return false;
    const imported = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
    return !!imported && !!opts.importedShownProps!(decl.source.value, imported)?.has(prop);
  };

  /** The copy text a name stands for: a `const` of the component bound to a string literal, never reassigned. */
  /**
   * The text a shown name stands for when it is a module's string const: one of this module, or one
   * a data module of the site exports (`export const tagline = '…'` in `data/site.js`). A name that
   * names a name (`restaurantName`, `brand`) is the shop's own and stays.
   */
  const moduleConstText = (p: NodePath): string | null => {
    if (!p.isIdentifier() || NAMES_A_NAME.test(p.node.name)) return null;
    const binding = p.scope.getBinding(p.node.name);
    if (!binding || binding.constantViolations.length) return null;
    let init: t.Node | null | undefined = null;
    if (binding.kind === 'const' && binding.path.isVariableDeclarator() && binding.scope.path.isProgram()) init = binding.path.node.init;
    else if (binding.kind === 'module' && opts.imported) {
      const spec = binding.path.node;
      const decl = binding.path.parentPath?.node;
      const name = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
      if (name && t.isImportDeclaration(decl) && decl.importKind !== 'type') init = opts.imported(decl.source.value, name);
    }
    init = withoutTypeCasts(init);
    return dataCopy(init) ? plainText(init) : null;
  };

  /**
   * Each module string const an expression can show (`{tagline}`, `{row?.text || FALLBACK}`, a branch
   * of `?:`) read through its key, the const as its fallback: `t('…', FALLBACK)`.
   */
  const readModuleConsts = (expr: NodePath): void => {
    for (const id of shownLeaves(expr, (n): n is t.Identifier => t.isIdentifier(n))) {
      const text = moduleConstText(id);
      if (text === null) continue;
      const call = record(id, text);
      if (call) id.replaceWith(t.callExpression(call.callee, [...call.arguments, t.cloneNode(id.node)]));
    }
  };

  const constText = (p: NodePath): t.StringLiteral | null => {
    if (!p.isIdentifier()) return null;
    const binding = p.scope.getBinding(p.node.name);
    const init = binding?.kind === 'const' && binding.path.isVariableDeclarator() && binding.scope.path.isFunction() ? binding.path.node.init : null;
    return t.isStringLiteral(init) && dataCopy(init) ? init : null;
  };

  /** Put a text in the dictionaries (the other side as the source gives it, else from the glossary) and give its key. */
  const store = (component: string, text: string, line: number, given?: string | null): string => {
    const lang = languageOf(text);
    const key = keyFor(opts.dict, component, text, lang);
    opts.dict[lang][key] = text;
    const other: Lang = lang === 'en' ? 'ar' : 'en';
    if (opts.dict[other][key] === undefined) {
      const found = given?.trim() ? given.replace(/\s+/g, ' ').trim() : lang === 'en' ? toArabic(text) : toEnglish(text);
      if (found) opts.dict[other][key] = found;
    }
    strings.push({ key, text, lang, file: opts.file, line });
    return key;
  };

  /** The texts a `let` of a component is set to (its start and each `=`), when every read of it is shown. */
  const assignedCopy = (p: NodePath<t.VariableDeclarator & { id: t.Identifier }>): void => {
    const binding = p.scope.getBinding(p.node.id.name);
    if (!binding || binding.kind !== 'let' || !binding.constantViolations.length) return;
    const values: NodePath[] = p.node.init ? [p.get('init') as NodePath] : [];
    for (const v of binding.constantViolations) {
      if (!v.isAssignmentExpression() || v.node.operator !== '=' || !t.isIdentifier(v.node.left)) return;
      values.push(v.get('right'));
    }
    // `label = ['Longest', 'battery life']`, shown as `{label[0]}`: each text of the list.
    const leaves = values.flatMap((v) => (v.isArrayExpression() ? (v.get('elements') as NodePath[]) : [v]));
    const lits = leaves.flatMap((v) => shownLeaves(v, (n): n is t.StringLiteral | t.TemplateLiteral => t.isStringLiteral(n) || (t.isTemplateLiteral(n) && !n.expressions.length)))
      .filter((lit) => dataCopy(lit.node));
    if (!lits.length || !onlyShown(binding.referencePaths, isShownContainer)) return;
    for (const lit of lits) {
      const call = record(lit, plainText(lit.node)!);
      if (call) lit.replaceWith(call);
    }
  };

  // A language switch's label naming the other language (`lang === 'en' ? 'عربي' : 'EN'`): the
  // same in every locale, left as it is (both branches a language's own name or code).
  const switchLabels = new Set<t.Node>();
  t.traverseFast(ast, (n) => {
    if (!t.isConditionalExpression(n)) return;
    const named = [n.consequent, n.alternate].filter((b): b is t.StringLiteral => t.isStringLiteral(b) && LANGUAGE_SELF_NAME.test(b.value));
    if (named.length === 2) for (const b of named) switchLabels.add(b);
  });
  const record = (p: NodePath, raw: string, given?: string | null): t.CallExpression | null => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(text) || NOT_COPY.test(text) || switchLabels.has(p.node)) return null;
    const local = translator(p);
    if (!local) return null;
    const comp = componentOf(p, fileName[0].toUpperCase() + fileName.slice(1))!;
    const key = store(comp.name, text, p.node.loc?.start.line ?? 0, given);
    changed = true;
    return t.callExpression(t.identifier(local), [t.stringLiteral(key)]);
  };

  /** Copy around values (`${n} products`): its entries with placeholders, read with the values put in (template-copy.ts). */
  const recordTemplate = (p: NodePath, tpl: t.TemplateLiteral): t.Expression | null => {
    const copy = templateCopy(tpl);
    // An amount and its currency (`${total} USD`) is a price: the Intl pass below formats it.
    if (!copy || copy.texts.some((x) => NOT_COPY.test(x) || currencyOf(x.replace(/\{\w+\}/g, ' ')) !== null)) return null;
    const calls = copy.texts.map((text) => record(p, text));
    if (calls.some((c) => !c)) return null;
    const reads = calls.map((c) => readWithValues(c!, copy.values));
    return copy.test ? t.conditionalExpression(t.cloneNode(copy.test), reads[0], reads[1]) : reads[0];
  };

  /** A branch's text when it is copy (not a class list or a code). */
  const branchCopy = (n: t.Node | null | undefined): string | null => {
    const v = plainText(n);
    // A single letter (a size, a grade) is no copy to translate.
    return v !== null && HAS_LETTER.test(v) && v.trim().length > 1 && !NOT_COPY.test(v) && !CODE_LIKE.test(v.trim()) && !isCurrencyCode(v.trim()) && !(n && switchLabels.has(n)) ? v : null;
  };
  /** Copy kept as data: a branch's copy with two letters or more (`$7M` is a figure, not copy). */
  const dataCopy = (n: t.Node | null | undefined): boolean => {
    const v = branchCopy(n);
    return v !== null && (v.match(/\p{L}/gu) ?? []).length >= 2;
  };
  /** The copy side of a language choice read through the dictionaries (`pair`: its Arabic, when the source has it). */
  /** A `+` chain of copy and values (a language's branch): each piece of copy read through its key, or null without one. */
  const joinedCopy = (p: NodePath, chain: t.BinaryExpression): t.Expression | null => {
    const copy: t.StringLiteral[] = [];
    t.traverseFast(chain, (n) => { if (t.isStringLiteral(n) && branchCopy(n) !== null) copy.push(n); });
    if (!copy.length) return null;
    const swap = (n: t.Expression): t.Expression => {
      if (t.isBinaryExpression(n, { operator: '+' }) && !t.isPrivateName(n.left)) return t.binaryExpression('+', swap(n.left), swap(n.right));
      if (!t.isStringLiteral(n) || !copy.includes(n)) return n;
      const call = record(p, n.value);
      return call ? keepingSpaces(n.value, call) : n;
    };
    return swap(chain);
  };

  const translatedSide = (p: NodePath, side: t.Expression, pair: t.Expression | null): t.Expression | null => {
    const local = translator(p);
    if (!local) return null;
    if (t.isCallExpression(side) && t.isIdentifier(side.callee, { name: local })) return side;
    const text = branchCopy(side);
    if (text !== null) return record(p, text, plainText(pair));
    if (t.isTemplateLiteral(side)) return recordTemplate(p, side);
    // `'Last updated: ' + date.toLocaleDateString('en-US')`: the branch's copy joined to a value.
    if (t.isBinaryExpression(side, { operator: '+' })) return joinedCopy(p, side);
    if (!t.isArrayExpression(side) || !side.elements.length || !side.elements.every((e) => branchCopy(e) !== null)) return null;
    const pairs = t.isArrayExpression(pair) && pair.elements.length === side.elements.length ? pair.elements : null;
    return t.arrayExpression(side.elements.map((e, i) => record(p, plainText(e)!, pairs ? plainText(pairs[i]) : null)!));
  };

  // A dotted key in one of the table's sections (`menu.x` beside `menu.title`).
  const sections = new Set([...(opts.siteTable?.keys() ?? [])].filter((k) => k.includes('.')).map((k) => k.split('.')[0]));
  const tableSection = (key: string) => /^[\w-]+(\.[\w-]+)+$/.test(key) && sections.has(key.split('.')[0]);

  // `content[language]` over `{ fr: {…}, en: {…} }`, `name: { fr, en }` read by the language.
  if (languageObjects(ast, { record, isCopy: (text) => branchCopy(t.stringLiteral(text)) !== null })) changed = true;

  traverse(ast, {
    // `lang === 'fr' ? 'Verrerie' : 'Glassware'`: the English (and Arabic) branch is the copy. On
    // the way out, so a chain of choices (`a ? x : b ? y : z`) folds from the inside.
    ConditionalExpression: {
      exit(p) {
        const b = languageBranches(p.node);
        if (!b || inClassContext(p)) return;
        // Both sides already read through keys of their own (a record's `titleKey` and `titleArKey`,
        // as a first run writes them): each language's text is its own entry, so the choice stays.
        const callee = (n: t.Node) => (t.isCallExpression(n) && t.isIdentifier(n.callee) ? n.callee.name : null);
        const reader = callee(p.node.consequent);
        if (reader && reader === callee(p.node.alternate) && reader === translator(p)) return;
        const main = b.en ?? b.ar;
        const out = main && translatedSide(p, main, b.en ? b.ar : null);
        if (!out) return;
        p.replaceWith(out);
        changed = true;
      },
    },
    // `t('footer.links.about', language)`: the source's own helper over its phrase table.
    CallExpression(p) {
      const key = opts.siteTable?.size ? plainText(p.node.arguments[0]) : null;
      const phrase = key === null ? undefined : opts.siteTable!.get(key);
      const text = phrase?.en ?? phrase?.ar;
      const callee = p.node.callee;
      // `t('menu.allCategories') || 'All categories'` with a key the table lacks: the helper hands the
      // key back (truthy), so the page showed the key; the text written beside it is the copy.
      if (key !== null && phrase === undefined && p.parentPath.isLogicalExpression({ operator: '||' }) && p.key === 'left' && tableSection(key)) {
        p.parentPath.replaceWith(p.parentPath.node.right);
        return;
      }
      if (!text || !(t.isIdentifier(callee) || (t.isMemberExpression(callee) && !callee.computed))) return;
      const local = translator(p);
      if (!local || t.isIdentifier(callee, { name: local })) return;
      const call = record(p, text, phrase!.en !== undefined ? phrase!.ar : null);
      if (!call) return;
      p.replaceWith(call);
      p.skip();
    },
  });

  // Prices first, while `{amount} SAR` is still one expression and one text.
  traverse(ast, {
    JSXExpressionContainer(p) {
      // `{price} SAR` / `{total.toFixed(2)} ر.س`: the amount and its currency become one Intl price.
      const parent = p.parentPath.node;
      if (!t.isJSXElement(parent) && !t.isJSXFragment(parent)) return;
      const kids = parent.children;
      const next = kids[kids.indexOf(p.node) + 1];
      const prev = kids[kids.indexOf(p.node) - 1];
      const e = p.node.expression;
      if (t.isJSXEmptyExpression(e)) return;
      // `€{price}` / `SAR {total}`: the currency written before the amount.
      const before = t.isJSXText(prev) ? /(\S+?)([ \t]?)$/u.exec(prev.value) : null;
      const symbol = before ? /[^\p{L}\p{N}]?([\p{Sc}]|[A-Z]{3}|ر\.س)$/u.exec(before[1]) : null;
      const pre = symbol && currencyOf(symbol[1]);
      const preAmount = fixedTarget(e) ?? (isAmountName(e) ? e : null);
      if (pre && preAmount && t.isJSXText(prev)) {
        const local = translator(p);
        if (!local) return;
        p.node.expression = t.callExpression(t.memberExpression(t.identifier(local), t.identifier('price')), [preAmount, t.stringLiteral(pre)]);
        prev.value = prev.value.slice(0, prev.value.length - symbol![1].length - before![2].length);
        if (prev.value === '') kids.splice(kids.indexOf(prev), 1);
        reprinted.add(parent);
        changed = true;
        return;
      }
      if (!t.isJSXText(next)) return;
      const m = /^([ \t]*)(\S+)/u.exec(next.value);
      const word = m ? m[2].replace(/[)\]},;:!?]+$/, '') : '';
      const currency = word ? currencyOf(word) : null;
      const amount = fixedTarget(e) ?? (isAmountName(e) ? e : null);
      if (!m || !currency || !amount) return;
      const local = translator(p);
      if (!local) return;
      p.node.expression = t.callExpression(t.memberExpression(t.identifier(local), t.identifier('price')), [amount, t.stringLiteral(currency)]);
      next.value = next.value.slice(m[1].length + word.length);
      if (next.value === '') kids.splice(kids.indexOf(next), 1);
      reprinted.add(parent);
      changed = true;
    },
  });

  traverse(ast, {
    JSXText(p) {
      const parent = p.parentPath.node;
      if (t.isJSXElement(parent) && t.isJSXIdentifier(parent.openingElement.name) && NOT_TEXT_PARENTS.test(parent.openingElement.name.name)) return;
      const value = p.node.value;
      const call = record(p, value);
      if (!call) return;
      const lead = /^\s*/.exec(value)![0];
      const trail = /\s*$/.exec(value)![0];
      // The whitespace around the text stays as it was (inline spaces are significant in JSX).
      const nodes: t.Node[] = [];
      if (lead) nodes.push(t.jsxText(lead));
      nodes.push(t.jsxExpressionContainer(call));
      if (trail) nodes.push(t.jsxText(trail));
      const parentNode = p.parentPath.node;
      p.replaceWithMultiple(nodes);
      p.skip();
      if (t.isJSXElement(parentNode) || t.isJSXFragment(parentNode)) reprinted.add(parentNode);
    },
    // A link list built inside the component (`const items = [{ path: '/faq', label: 'FAQ' }]`,
    // `useMemo(() => [{ name: 'FAQ', url: createPageUrl('Faq') }], [])`): its labels become
    // `t(key)` where they are, the translator being in scope there.
    ObjectProperty(p) {
      const key = p.node.key;
      if (p.node.computed || !t.isIdentifier(key) || !COPY_PROPS.test(key.name) || !t.isObjectExpression(p.parent) || !t.isArrayExpression(p.parentPath.parent)) return;
      const v = stringProp(p.parent, key.name);
      if (!v || v !== p.node.value) return;
      // A trail's current entry has no link of its own (`[{ label: 'Home', href: '/' }, { label:
      // 'Gift boxes', current: true }]`): a linked entry beside it with the same key makes it one.
      const siblings = (p.parentPath.parent as t.ArrayExpression).elements;
      const linked = (o: t.Node | null) => t.isObjectExpression(o) && o.properties.some((q) => t.isObjectProperty(q) && t.isIdentifier(q.key) && LINK_KEYS.test(q.key.name) && linkTarget(q.value));
      if (!linked(p.parent) && !siblings.some((o) => o !== p.parent && linked(o) && !!findProp(o as t.ObjectExpression, key.name))) return;
      const call = record(p, v.value);
      if (call) p.node.value = call;
    },
    // A UI kit's component showing its English defaults (a table pager's "Rows per page:").
    JSXOpeningElement(p) {
      if (giveKitLabels(p, record, kitParts)) changed = true;
    },
    JSXAttribute(p) {
      const v = p.node.value;
      const name = p.node.name;
      if (!t.isJSXIdentifier(name)) return;
      if (!isCopyAttribute(p.node, p.parent)) {
        // `<Stat sub="Orders a year" />` where this module's `Stat` shows `{sub}`: the text is copy.
        // An imported component of the site that shows it too (`<Progress tier={tier} />`).
        const owner = p.parent;
        const el = t.isJSXOpeningElement(owner) && t.isJSXIdentifier(owner.name) ? owner.name.name : null;
        const shows = !!el && (shownProps.get(el)?.has(name.name) || importedComponentShows(p, el, name.name));
        if (!shows) return;
        if (t.isStringLiteral(v)) {
          const call = dataCopy(v) ? record(p, v.value) : null;
          if (call) p.node.value = t.jsxExpressionContainer(call);
        } else if (t.isJSXExpressionContainer(v)) {
          const value = (p.get('value') as NodePath<t.JSXExpressionContainer>).get('expression') as NodePath;
          // `tier={tier}` over `const tier = 'Amber'` that is also compared elsewhere: the value stays,
          // the text handed to this component is read through its key (`t(key, tier)`).
          const text = constText(value);
          if (text) {
            const call = record(value, text.value);
            if (call) value.replaceWith(t.callExpression(call.callee, [...call.arguments, t.cloneNode(value.node as t.Identifier)]));
            return;
          }
          // `texts={['Nothing here yet.', 'Browse']}` to a component that shows `texts[0]`, `texts[1]`: each text of the list.
          const listed = value.isArrayExpression() ? value.get('elements').filter((e): e is NodePath<t.StringLiteral> => e.isStringLiteral()) : [];
          for (const lit of [...shownLiterals(value), ...listed]) {
            const call = dataCopy(lit.node) ? record(lit, lit.node.value) : null;
            if (call) lit.replaceWith(call);
          }
        }
        return;
      }
      // `text={['Nothing in your basket yet.', 'Browse']}`: a copy-named prop handed a list of texts.
      if (t.isJSXExpressionContainer(v) && t.isArrayExpression(v.expression)) {
        const elements = (p.get('value') as NodePath<t.JSXExpressionContainer>).get('expression') as NodePath<t.ArrayExpression>;
        for (const e of elements.get('elements')) {
          const call = e.isStringLiteral() && dataCopy(e.node) ? record(e, e.node.value) : null;
          if (call) e.replaceWith(call);
        }
        return;
      }
      // `aria-label={`Call the kitchen`}`: a template without values is a string written in backticks.
      const bare = t.isJSXExpressionContainer(v) && t.isTemplateLiteral(v.expression) && !v.expression.expressions.length ? v.expression : null;
      const lit = t.isStringLiteral(v) ? v : t.isJSXExpressionContainer(v) && t.isStringLiteral(v.expression) ? v.expression : bare;
      // A component's copy-named prop holding a code or a letter (`<Stat label="EUR" />`) is no copy.
      if (lit && !USER_ATTRS.has(name.name) && branchCopy(lit) === null) return;
      // `aria-label={`Show ${cat.label} products`}`: copy around a value.
      const tpl = !bare && t.isJSXExpressionContainer(v) && t.isTemplateLiteral(v.expression) ? v.expression : null;
      const call = lit ? record(p, plainText(lit) ?? '') : tpl ? recordTemplate(p, tpl) : null;
      if (call) p.node.value = t.jsxExpressionContainer(call);
    },
    // `const label = open ? 'Close' : 'Open'` in a component, only ever shown (`{label}`): its texts are copy.
    VariableDeclarator(p) {
      // `let label = ''` set to a text in branches (`if (…) label = 'Every tea'`, a switch's cases)
      // and only ever shown: each text it is set to is copy.
      if (t.isVariableDeclaration(p.parent, { kind: 'let' }) && t.isIdentifier(p.node.id) && p.getFunctionParent()) assignedCopy(p as NodePath<t.VariableDeclarator & { id: t.Identifier }>);
      const init = p.get('init') as NodePath;
      if (!init.node || !t.isIdentifier(p.node.id)) return;
      // `const shown = notice?.text || DEFAULT_NOTICE` in a component, shown: the module const's text too.
      if (p.getFunctionParent() && shownLeaves(init, (n): n is t.Identifier => t.isIdentifier(n)).some((id) => moduleConstText(id) !== null)
        && reachesShown(init, isShownContainer)) readModuleConsts(init);
      // A text written as a template without values (`\`` on lines of its own `\``) is a string too.
      const lits = shownLeaves(init, (n): n is t.StringLiteral | t.TemplateLiteral => t.isStringLiteral(n) || (t.isTemplateLiteral(n) && !n.expressions.length))
        .filter((lit) => dataCopy(lit.node));
      if (!lits.length || !reachesShown(init, isShownContainer)) return;
      for (const lit of lits) {
        const call = record(lit, plainText(lit.node)!);
        if (call) lit.replaceWith(call);
      }
    },
    // `const shorten = (f) => f === 'Paint w/Machined Face' ? 'Paint/Machined' : f`, `return 'Closed'`:
    // what a helper of the component gives back, when every result of it is shown (shown-data.ts).
    'ReturnStatement|ArrowFunctionExpression'(p) {
      // Narrowed by node type with a cast: get() on the union path made tsc check it for 15 s.
      const arrow = p.node.type === 'ArrowFunctionExpression';
      const value = (arrow ? (p as NodePath<t.ArrowFunctionExpression>).get('body') : (p as NodePath<t.ReturnStatement>).get('argument')) as NodePath;
      if (!value.node || value.isBlockStatement() || (arrow && !p.getFunctionParent())) return;
      const lits = shownLiterals(value).filter((lit) => dataCopy(lit.node));
      // `return `${days} days ago``: copy around values, given back to be shown.
      const tpls = shownTemplates(value).filter((tpl) => templateCopy(tpl.node) !== null);
      if ((!lits.length && !tpls.length) || !reachesShown(value, isShownContainer)) return;
      for (const lit of lits) {
        const call = record(lit, lit.node.value);
        if (call) lit.replaceWith(call);
      }
      for (const tpl of tpls) {
        const read = recordTemplate(tpl, tpl.node);
        if (read) tpl.replaceWith(read);
      }
    },
    JSXExpressionContainer(p) {
      // `{sending ? "Sending…" : "Send"}`, `{error && "Try again"}`, `placeholder={x ? "a" : "b"}`:
      // each string the expression can show is copy (the test of a condition is not).
      if (!isShownContainer(p)) return;
      for (const lit of shownLiterals(p.get('expression') as NodePath)) {
        const call = record(lit, lit.node.value);
        if (call) lit.replaceWith(call);
      }
      // `{t('checkout') + ' via WhatsApp'}`: the string pieces joined to a translation.
      // A date or number formatted for the reader (`d.toLocaleDateString('en-US')`, `t.date(d)`) joins copy too.
      const translation = (c: t.CallExpression) => (t.isIdentifier(c.callee) && /^(t|tr|translate|translateText)$/.test(c.callee.name))
        || (t.isMemberExpression(c.callee) && !c.callee.computed && t.isIdentifier(c.callee.property)
          && (/^toLocale(Date|Time)?String$/.test(c.callee.property.name) || (t.isIdentifier(c.callee.object, { name: 't' }) && /^(date|price|number)$/.test(c.callee.property.name))));
      for (const lit of concatLiterals(p.get('expression') as NodePath, translation)) {
        const call = record(lit, lit.node.value);
        if (call) lit.replaceWith(keepingSpaces(lit.node.value, call));
      }
      // `{tagline}` over a module's `const tagline = '…'` (this one's, or a data module's it imports):
      // read through its key, the const as its fallback.
      // `{notice?.text || DEFAULT_NOTICE}`: a module const the expression can show (a fallback) too.
      readModuleConsts(p.get('expression') as NodePath);
      // `title={seo.title}` over `const seo = { title: '…' }` in the same component: the copy where it is written.
      const member = memberCopyLiteral(p.get('expression') as NodePath);
      if (member && branchCopy(member.node) !== null) {
        const call = record(member, member.node.value);
        if (call) member.replaceWith(call);
      }
      // `{note.message}` over `const note = stockNote()`: the copy in each object the helper returns.
      for (const leaf of returnedMemberCopy(p.get('expression') as NodePath)) {
        const node = leaf.node;
        const text = t.isStringLiteral(node) ? node.value : node.expressions.length ? null : plainText(node);
        const read = t.isTemplateLiteral(node) && text === null ? recordTemplate(leaf, node)
          : text !== null && (t.isStringLiteral(node) ? branchCopy(node) !== null : dataCopy(node)) ? record(leaf, text) : null;
        if (read) leaf.replaceWith(read);
      }
      // `{`${items.length} products`}`, `{open ? `${n} left` : 'Closed'}`: copy around values.
      // `{`Open daily`}`: a template without values is a string written in backticks.
      for (const tpl of shownTemplates(p.get('expression') as NodePath)) {
        const text = tpl.node.expressions.length ? null : plainText(tpl.node);
        const read = text === null ? recordTemplate(tpl, tpl.node) : dataCopy(tpl.node) ? record(tpl, text) : null;
        if (read) tpl.replaceWith(read);
      }
    },
    'CallExpression|BinaryExpression|TemplateLiteral'(p) {
      // `toast.success("Saved")`, `toast({ title: "Sent", description: "…" })`, `alert("…")`: the message shown.
      if (p.isCallExpression()) {
        // A state's value is copy only when it reads as text (`setStatus('idle')` is a code).
        for (const lit of [...messageLiterals(p), ...[...stateMessageLiterals(p), ...stateInitialLiterals(p)].filter((l) => dataCopy(l.node))]) {
          const call = record(lit, lit.node.value);
          if (call) lit.replaceWith(call);
        }
        // `{"Fresh every morning".split(" ").map((word, i) => <span key={i}>{word}</span>)}`: a text cut
        // into words or letters (an animation) is copy; its translation is cut the same way.
        const cut = cutText(p);
        if (cut && dataCopy(cut.node)) {
          const call = record(cut, cut.node.value);
          if (call) cut.replaceWith(call);
        }
      }
      const replaced = intlCall(p.node as t.Expression, () => translator(p));
      if (replaced) {
        p.replaceWith(replaced);
        changed = true;
        p.skip();
      }
    },
  });

  // A helper beside the components (`const typeLabel = (type) => { switch (type) { case 'book': return
  // 'Audiobook'; … } }`) whose every result is shown by them: it takes the translator as a last
  // parameter, each call hands it the component's own, and its texts are read through it.
  for (const fn of moduleHelpers(ast)) translateModuleHelper(fn);

  function translateModuleHelper(fn: NodePath<t.Function>): void {
    const params = fn.node.params;
    if (params.some((q) => !t.isIdentifier(q) && !t.isAssignmentPattern(q))) return;
    const values: NodePath[] = [];
    if (t.isExpression(fn.node.body)) values.push(fn.get('body') as NodePath);
    else {
      fn.traverse({
        Function(q) { q.skip(); },
        ReturnStatement(q) { if (q.node.argument) values.push(q.get('argument') as NodePath); },
      });
    }
    const lits = values.flatMap((v) => shownLiterals(v)).filter((lit) => dataCopy(lit.node));
    if (!lits.length || !values.every((v) => shownLiterals(v).length === 0 || reachesShown(v, isShownContainer))) return;
    // Every use a call (or `.map(helper)` of a one-parameter helper) inside a component with a translator.
    const binding = helperBinding(fn);
    if (!binding || binding.constantViolations.length || !binding.referencePaths.length) return;
    const uses: { ref: NodePath; local: string; mapped: boolean }[] = [];
    for (const ref of binding.referencePaths) {
      const direct = ref.parentPath?.isCallExpression() && (ref.parent as t.CallExpression).callee === ref.node;
      const mapped = !direct && isMapCallback(ref);
      if (!direct && !(mapped && params.length === 1)) return;
      if (direct && (ref.parent as t.CallExpression).arguments.length > params.length) return;
      const local = translator(ref);
      if (!local) return;
      uses.push({ ref, local, mapped });
    }
    const name = ['t', 'tr', 'translate'].find((n) => !usesName(fn.node, n)) ?? 'translateText';
    const comp = componentOf(uses[0].ref, fileName[0].toUpperCase() + fileName.slice(1))!;
    for (const lit of lits) {
      const key = store(comp.name, lit.node.value.replace(/\s+/g, ' ').trim(), lit.node.loc?.start.line ?? 0);
      lit.replaceWith(t.callExpression(t.identifier(name), [t.stringLiteral(key)]));
    }
    const param = t.identifier(name);
    if (/\.tsx?$/.test(opts.file)) param.typeAnnotation = t.tsTypeAnnotation(t.tsFunctionType(null, [Object.assign(t.identifier('key'), { typeAnnotation: t.tsTypeAnnotation(t.tsStringKeyword()) })], t.tsTypeAnnotation(t.tsStringKeyword())));
    const arity = params.length;
    params.push(param);
    for (const { ref, local, mapped } of uses) {
      if (mapped) {
        const helper = (ref.node as t.Identifier).name;
        const item = t.identifier(['item', 'value', 'entry'].find((n) => n !== local && n !== helper)!);
        ref.replaceWith(t.arrowFunctionExpression([item], t.callExpression(t.identifier(helper), [t.identifier(item.name), t.identifier(local)])));
        continue;
      }
      const args = (ref.parent as t.CallExpression).arguments;
      while (args.length < arity) args.push(t.identifier('undefined'));
      args.push(t.identifier(local));
    }
    changed = true;
  }

  // Copy kept as data beside the component or in it (`const links = [{ to: '/', label: 'Home' }]`,
  // rendered as `{l.label}` in `links.map(l => …)`): each object gets `labelKey`, read as `t(l.labelKey)`.
  const arrays = moduleCopyArrays(ast);
  traverse(ast, {
    CallExpression(p) {
      const { callee, arguments: args } = p.node;
      if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property, { name: 'map' })) return;
      // A named list (module or component), or a list written in place: `[{ … }, { … }].map(…)`.
      const list = callee.object;
      // A group of a named set of lists too: `links.company.map(…)` over `const links = { company: [{ … }] }`.
      const resolved = t.isIdentifier(list) ? null : listNode(p, list);
      const objects = (t.isIdentifier(list) ? arrays.get(list.name) ?? localCopyArray(p, list.name) ?? copyObjects(listNode(p, list)) ?? stateCopyArray(p, list.name) : copyObjects(resolved)) ?? branchObjects(p, list);
      const fn = args[0];
      if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn))) return;
      const comp = componentOf(p, fileName[0].toUpperCase() + fileName.slice(1));
      if (!comp) return;
      if (!objects) {
        const own = resolved ?? listNode(p, list);
        // `option.items.map(…)` inside `options.map((option) => …)`: the list of each object.
        for (const each of own ? [own] : fieldLists(p, list)) inPlaceTexts(p, list, each, fn, comp);
        if (!own) nestedModuleTexts(p, list, fn, comp);
        return;
      }
      if (!t.isIdentifier(fn.params[0])) return;
      const item = fn.params[0].name;
      /** Give each object with a text `prop` a `<prop>Key` entry holding its dictionary key. */
      const keyObjects = (prop: string) => {
        for (const o of objects) {
          const v = stringProp(o, prop);
          if (!v || stringProp(o, `${prop}Key`)) continue;
          const key = store(comp.name, v.value.replace(/\s+/g, ' ').trim(), v.loc?.start.line ?? 0);
          o.properties.splice(o.properties.indexOf(findProp(o, prop)!) + 1, 0, t.objectProperty(t.identifier(`${prop}Key`), t.stringLiteral(key)));
        }
      };
      const read = (local: string, prop: string) =>
        t.callExpression(t.identifier(local), [t.memberExpression(t.identifier(item), t.identifier(`${prop}Key`)), t.memberExpression(t.identifier(item), t.identifier(prop))]);
      p.traverse({
        JSXExpressionContainer(q) {
          const e = q.node.expression;
          // `<VideoCard video={video} />`: the item handed whole to a component goes with its copy read
          // through the dictionaries (`{ ...video, title: t(video.titleKey, video.title) }`).
          const attr = q.parent;
          if (t.isIdentifier(e, { name: item }) && t.isJSXAttribute(attr) && !t.isJSXIdentifier(attr.name, { name: 'key' })) {
            const owner = q.parentPath.parent;
            if (!t.isJSXOpeningElement(owner) || !t.isJSXIdentifier(owner.name) || !/^[A-Z]/.test(owner.name.name)) return;
            const props = [...new Set(objects.flatMap((o) => o.properties.map((x) => (t.isObjectProperty(x) && t.isIdentifier(x.key) ? x.key.name : ''))))]
              .filter((name) => COPY_PROPS.test(name) && objects.some((o) => stringProp(o, name)));
            const local = props.length ? translator(q) : null;
            if (!local) return;
            props.forEach(keyObjects);
            q.node.expression = t.objectExpression([t.spreadElement(t.identifier(item)), ...props.map((name) => t.objectProperty(t.identifier(name), read(local, name)))]);
            changed = true;
            return;
          }
          if (!t.isMemberExpression(e) || e.computed || !t.isIdentifier(e.object, { name: item }) || !t.isIdentifier(e.property)) return;
          const prop = e.property.name;
          // A React key is an identity, not text.
          if (t.isJSXAttribute(q.parent) && t.isJSXIdentifier(q.parent.name, { name: 'key' })) return;
          // A named copy field, wherever it goes; any other text field where it is shown (`{p.badge}`).
          if (!(COPY_PROPS.test(prop) || isShownContainer(q)) || !objects.some((o) => stringProp(o, prop))) return;
          const local = translator(q);
          if (!local) return;
          keyObjects(prop);
          // `t(l.labelKey, l.label)`: an object left without a key (an address, a link) shows its own text.
          q.node.expression = read(local, prop);
          changed = true;
        },
      });
    },
  });

  // A record's field a component shows when its own table has no row for it (`TABLE[v] || { label: v }`):
  // read through the key the records carry beside it (`t(item.originKey, v)`).
  if (readFallbacksThroughKeys(lookupFallbacks(ast, isShownContainer).sites, translator)) changed = true;

  // Records picked by index, destructured, nested in other records or imported from a data module.
  if (recordReads(ast, {
    translator,
    store: (p, text, line) => store(componentOf(p, fileName[0].toUpperCase() + fileName.slice(1))!.name, text, line),
    isShown: isShownContainer,
    isCopy: dataCopy,
    imported: opts.imported,
    importedPath: opts.importedPath,
    copyField: (name) => COPY_PROPS.test(name),
    importedFallbackFields: opts.importedFallbackFields,
  })) changed = true;

  // A table of texts by key beside the components (`const LABELS = { golf: 'Golf carts' }`) read
  // where it is shown (`{LABELS[kind]}`, `const label = LABELS[kind] || …; … {label}`): a table of
  // keys beside it (`LABELS_KEYS`) and `t(LABELS_KEYS[kind], LABELS[kind])` there.
  const tables = moduleTextTables(ast, dataCopy);
  const keyTables = new Map<string, string>();
  traverse(ast, {
    MemberExpression(p) {
      const { object, property, computed } = p.node;
      const table = t.isIdentifier(object) ? tables.get(object.name) : undefined;
      if (!table || !t.isIdentifier(object) || (!computed && !t.isIdentifier(property))) return;
      const binding = p.scope.getBinding(object.name);
      if (!binding?.scope.path.isProgram() || binding.constantViolations.length) return;
      // `LABELS.golf`: a key the table has.
      if (!computed && !table.properties.some((q) => t.isObjectProperty(q) && (t.isIdentifier(q.key, { name: (property as t.Identifier).name }) || t.isStringLiteral(q.key, { value: (property as t.Identifier).name })))) return;
      const parent = p.parentPath.node;
      if (t.isCallExpression(parent) && t.isIdentifier(parent.callee) && parent.arguments[1] === p.node) return;
      if (!reachesShown(p, isShownContainer)) return;
      const local = translator(p);
      const comp = local ? componentOf(p, fileName[0].toUpperCase() + fileName.slice(1)) : null;
      if (!local || !comp) return;
      let keys = keyTables.get(object.name);
      if (!keys) {
        keys = keysName(object.name);
        if (p.scope.hasBinding(keys)) return;
        const entries = table.properties.map((q) => {
          const prop = q as t.ObjectProperty;
          const text = (prop.value as t.StringLiteral).value.replace(/\s+/g, ' ').trim();
          return t.objectProperty(t.cloneNode(prop.key), t.stringLiteral(store(comp.name, text, prop.value.loc?.start.line ?? 0)));
        });
        const decl = binding.path.parentPath!;
        const statement = decl.parentPath?.isExportNamedDeclaration() ? decl.parentPath : decl;
        statement.insertAfter(t.variableDeclaration('const', [t.variableDeclarator(t.identifier(keys), t.objectExpression(entries))]));
        keyTables.set(object.name, keys);
      }
      p.replaceWith(t.callExpression(t.identifier(local), [t.memberExpression(t.identifier(keys), t.cloneNode(property), computed), t.cloneNode(p.node)]));
      p.skip();
      changed = true;
    },
  });

  /**
   * Texts in a list the component itself writes, shown by the `.map` callback: plain strings
   * (`['Fast', 'Fresh'].map((f) => <li>{f}</li>)`) or the text columns of tuples
   * (`[['Home', '/'], …].map(([label, to]) => …{label}…)`). Each text becomes `t(key)` in the
   * list; a list outside the component (no translator there) is left.
   */
  function inPlaceTexts(p: NodePath, named: t.Node, list: t.Node | null, fn: t.ArrowFunctionExpression | t.FunctionExpression, comp: { path: NodePath<t.Function>; name: string }): void {
    if (!t.isArrayExpression(list) || !list.elements.length) return;
    const param = fn.params[0];
    const shown = (name: string): NodePath<t.JSXExpressionContainer>[] => {
      const hits: NodePath<t.JSXExpressionContainer>[] = [];
      p.traverse({
        JSXExpressionContainer(q) {
          if (t.isIdentifier(q.node.expression, { name }) && isShownContainer(q)) hits.push(q);
        },
      });
      return hits;
    };
    // Values matched against records (data-lists.ts) stay as they are; choices of a state the code
    // matches keep their values too, and show their text through keys beside the list.
    if (matchedWithData(p, named)) {
      if (choicesOfMatchedState(p, named)) moduleTexts(p, named, list, fn, comp.name, shown, true);
      return;
    }
    const node = comp.path.node;
    if (list.start == null || node.start == null || list.start < node.start || list.end! > node.end!) {
      moduleTexts(p, named, list, fn, comp.name, shown);
      return;
    }
    const texts: t.StringLiteral[] = [];
    if (t.isIdentifier(param) && list.elements.every((e) => branchCopy(e) !== null && t.isStringLiteral(e))) {
      if (shown(param.name).length) texts.push(...(list.elements as t.StringLiteral[]));
    } else if (t.isArrayPattern(param) && list.elements.every((e) => t.isArrayExpression(e))) {
      param.elements.forEach((el, i) => {
        const column = (list.elements as t.ArrayExpression[]).map((row) => row.elements[i]);
        if (t.isIdentifier(el) && column.every((c) => t.isStringLiteral(c) && branchCopy(c) !== null) && shown(el.name).length) texts.push(...(column as t.StringLiteral[]));
      });
    }
    for (const lit of texts) {
      const call = record(p, lit.value);
      if (!call) continue;
      const row = list.elements.find((e) => e === lit) ? list : (list.elements as t.ArrayExpression[]).find((r) => r.elements.includes(lit))!;
      row.elements[row.elements.indexOf(lit)] = call;
    }
  }

  /** The index parameter of a `.map` callback, added when it has none. */
  function indexParam(fn: t.ArrowFunctionExpression | t.FunctionExpression): t.Identifier | null {
    const given = fn.params[1];
    if (given) return t.isIdentifier(given) ? given : null;
    const index = t.identifier(['index', 'i', 'position'].find((n) => !usesName(fn, n)) ?? 'listIndex');
    fn.params[1] = index;
    return index;
  }

  /** What an imported binding stands for in its data module (`import { PHOTOS } from '../data'`), or null. */
  function importedList(binding: import('@babel/traverse').Binding | undefined): t.Expression | null {
    const spec = binding?.kind === 'module' ? binding.path.node : null;
    const decl = binding?.path.parentPath?.node;
    if (!opts.imported || !spec || !t.isImportDeclaration(decl) || decl.importKind === 'type') return null;
    const name = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
    return name ? withoutTypeCasts(opts.imported(decl.source.value, name)) ?? null : null;
  }

  /**
   * Texts of a module-level list nested in another, shown by an inner `.map`: the rows of a grid
   * (`ROWS.map((row) => row.map((cell) => …{cell}…))`, keys in `ROWS_KEYS[r][c]`) or a list field of
   * some of its objects (`OFFICES.map((o) => o.teams?.map((team) => …{team}…))`, keys in each
   * object's `teamsKeys`). Blank cells (`''`) are kept and get no key.
   */
  function nestedModuleTexts(p: NodePath, inner: t.Node, fn: t.ArrowFunctionExpression | t.FunctionExpression, comp: { path: NodePath<t.Function>; name: string }): void {
    const param = fn.params[0];
    const row = t.isIdentifier(inner) ? inner : t.isMemberExpression(inner) && !inner.computed && t.isIdentifier(inner.object) && t.isIdentifier(inner.property) ? inner.object : null;
    if (!t.isIdentifier(param) || !row) return;
    const binding = p.scope.getBinding(row.name);
    const outerFn = binding?.kind === 'param' ? binding.path.parentPath : null;
    const outerCall = outerFn?.parentPath;
    if (!outerFn?.isFunction() || outerFn.node.params[0] !== binding!.path.node || !outerCall?.isCallExpression()) return;
    const callee = outerCall.node.callee;
    if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property, { name: 'map' }) || !t.isIdentifier(callee.object)) return;
    const outerBinding = p.scope.getBinding(callee.object.name);
    const decl = outerBinding?.path;
    // The outer list written in this module, or (for a list field of its records) imported from a data module of the site.
    const outer = decl?.isVariableDeclarator() ? withoutTypeCasts(decl.node.init) : t.isMemberExpression(inner) ? importedList(outerBinding) : null;
    if (!outerBinding?.scope.path.isProgram() || outerBinding.constantViolations.length || !t.isArrayExpression(outer) || !outer.elements.length) return;
    // A cell with words is copy, even one that looks like a code (`ITP` among brand names) when
    // most of its list is copy; a blank or a figure gets no key.
    const worded = (e: t.StringLiteral) => (e.value.match(/\p{L}/gu) ?? []).length >= 2 && !NOT_COPY.test(e.value.trim());
    const texts = (list: t.Node | null | undefined): list is t.ArrayExpression =>
      t.isArrayExpression(list) && list.elements.every((e) => t.isStringLiteral(e)) && list.elements.filter((e) => dataCopy(e)).length * 2 >= list.elements.filter((e) => (e as t.StringLiteral).value !== '').length && list.elements.some((e) => dataCopy(e));
    const keysOf = (list: t.ArrayExpression) =>
      t.arrayExpression((list.elements as t.StringLiteral[]).map((e) => t.stringLiteral(worded(e) ? store(comp.name, e.value.replace(/\s+/g, ' ').trim(), e.loc?.start.line ?? 0) : '')));
    const shown: NodePath<t.JSXExpressionContainer>[] = [];
    p.traverse({
      JSXExpressionContainer(q) {
        if (t.isIdentifier(q.node.expression, { name: param.name }) && isShownContainer(q)) shown.push(q);
      },
    });
    const local = shown.length ? translator(p) : null;
    if (!local) return;
    let keyRead: (innerIndex: t.Identifier) => t.Expression;
    if (t.isIdentifier(inner)) {
      // A grid: every row a list of texts.
      const name = keysName(callee.object.name);
      if (!outer.elements.every(texts) || p.scope.hasBinding(name)) return;
      const outerIndex = indexParam(outerFn.node as t.ArrowFunctionExpression);
      if (!outerIndex) return;
      const statement = decl!.parentPath!.parentPath?.isExportNamedDeclaration() ? decl!.parentPath!.parentPath : decl!.parentPath!;
      statement.insertAfter(t.variableDeclaration('const', [t.variableDeclarator(t.identifier(name), t.arrayExpression((outer.elements as t.ArrayExpression[]).map(keysOf)))]));
      keyRead = (i) => t.memberExpression(t.memberExpression(t.identifier(name), t.identifier(outerIndex.name), true), t.identifier(i.name), true);
    } else {
      // A list field of the objects that have it.
      const field = ((inner as t.MemberExpression).property as t.Identifier).name;
      const objects = copyObjects(outer);
      const withField = (objects ?? []).filter((o) => findProp(o, field));
      if (!withField.length || !withField.every((o) => texts(findProp(o, field)!.value)) || withField.some((o) => findProp(o, `${field}Keys`))) return;
      for (const o of withField) {
        const prop = findProp(o, field)!;
        o.properties.splice(o.properties.indexOf(prop) + 1, 0, t.objectProperty(t.identifier(`${field}Keys`), keysOf(prop.value as t.ArrayExpression)));
      }
      keyRead = (i) => t.memberExpression(t.memberExpression(t.identifier(row.name), t.identifier(`${field}Keys`)), t.identifier(i.name), true);
    }
    const innerIndex = indexParam(fn);
    if (!innerIndex) return;
    for (const q of shown) q.node.expression = t.callExpression(t.identifier(local), [keyRead(innerIndex), t.identifier(param.name)]);
    changed = true;
  }

  /**
   * A module-level list of plain texts (`const categories = ['All', 'Rings']`) the component
   * shows and may also compare (`cat === 'All'`): the list stays, a list of keys beside it
   * (`categoriesKeys`) gives each text's key, and the shown text is `t(categoriesKeys[i], cat)`.
   */
  function moduleTexts(p: NodePath, named: t.Node, list: t.ArrayExpression, fn: t.ArrowFunctionExpression | t.FunctionExpression, compName: string, shown: (name: string) => NodePath<t.JSXExpressionContainer>[], inComponent = false): void {
    const param = fn.params[0];
    if (!t.isIdentifier(named) || !t.isIdentifier(param) || (fn.params[1] && !t.isIdentifier(fn.params[1])) || !list.elements.every((e) => t.isStringLiteral(e) && branchCopy(e) !== null)) return;
    const binding = p.scope.getBinding(named.name);
    const decl = binding?.path.parentPath;
    // A list of the module, or (`inComponent`) a `const` of the component that is never reassigned.
    const placed = binding && (binding.scope.path.isProgram() || (inComponent && binding.constant && decl?.isVariableDeclaration({ kind: 'const' })));
    if (!binding || !placed || !decl?.isVariableDeclaration()) return;
    const sites = shown(param.name);
    const local = sites.length ? translator(p) : null;
    const keysName = /^[A-Z0-9_]+$/.test(named.name) ? `${named.name}_KEYS` : `${named.name}Keys`;
    if (!local || p.scope.hasBinding(keysName)) return;
    const keys = (list.elements as t.StringLiteral[]).map((e) => t.stringLiteral(store(compName, e.value.replace(/\s+/g, ' ').trim(), e.loc?.start.line ?? 0)));
    const statement = decl.parentPath?.isExportNamedDeclaration() ? decl.parentPath : decl;
    statement.insertAfter(t.variableDeclaration('const', [t.variableDeclarator(t.identifier(keysName), t.arrayExpression(keys))]));
    let index = fn.params[1];
    if (!t.isIdentifier(index)) {
      index = t.identifier(['index', 'i', 'position'].find((n) => !usesName(fn, n)) ?? 'listIndex');
      fn.params[1] = index;
    }
    for (const q of sites) q.node.expression = t.callExpression(t.identifier(local), [t.memberExpression(t.identifier(keysName), t.identifier(index.name), true), t.identifier(param.name)]);
    // `{STEPS[step]}` elsewhere in the file: the text at that place through its key too.
    for (const ref of binding.referencePaths) {
      const m = ref.parentPath;
      const q = m?.parentPath;
      if (!m?.isMemberExpression() || !m.node.computed || m.node.object !== ref.node || !q?.isJSXExpressionContainer() || !isShownContainer(q)) continue;
      const there = translator(q);
      if (!there) continue;
      q.node.expression = t.callExpression(t.identifier(there), [t.memberExpression(t.identifier(keysName), t.cloneNode(m.node.property as t.Expression), true), m.node]);
    }
    changed = true;
  }

  // `{STATUS_LABELS[status]}` over a table of labels by code: read through a table of keys beside it.
  const componentName = fileName[0].toUpperCase() + fileName.slice(1);
  if (labelMaps(ast, {
    translator,
    store: (p, text, line) => store(componentOf(p, componentName)!.name, text, line),
    isShown: isShownContainer,
    isCopy: (text) => branchCopy(t.stringLiteral(text)) !== null,
  })) changed = true;

  // `{LIST.find(…)?.label}`, `{currentTier(n).name}`: one row of a keyed list, read like the rows its `.map` shows.
  if (keyedRowReads(ast, { translator, isShown: isShownContainer })) changed = true;

  // `{entry.title}` of records a data module keyed where the extraction could not follow them.
  if (opts.keyedFields && readKeyedFields(ast, opts.keyedFields, isShownContainer, translator)) changed = true;

  // A shown prop's default text (`function Values({ title = 'Our values' })`): a default is
  // evaluated before the component's body, where the translator is, so it moves into the body,
  // read through the translator when no value is handed in.
  const defaults = new Map<t.Function, { statement: t.Statement; restore: () => void }[]>();
  traverse(ast, {
    Function(p) {
      const name = declaredComponent(p);
      const param = p.node.params[0];
      if (!name || !t.isObjectPattern(param) || !t.isBlockStatement(p.node.body) && !t.isExpression(p.node.body)) return;
      const shown = shownProps.get(name);
      if (!shown) return;
      param.properties.forEach((prop, i) => {
        if (!t.isObjectProperty(prop) || !t.isAssignmentPattern(prop.value) || !t.isIdentifier(prop.value.left) || !t.isStringLiteral(prop.value.right)) return;
        const key = t.isIdentifier(prop.key) ? prop.key.name : t.isStringLiteral(prop.key) ? prop.key.value : null;
        if (!key || !shown.has(key) || !dataCopy(prop.value.right)) return;
        const literal = p.get(`params.0.properties.${i}.value.right`) as NodePath<t.StringLiteral>;
        const call = record(literal, literal.node.value);
        if (!call) return;
        const original = prop.value;
        const local = original.left as t.Identifier;
        prop.value = t.identifier(local.name);
        const list = defaults.get(p.node) ?? [];
        const statement = t.ifStatement(t.binaryExpression('===', t.identifier(local.name), t.identifier('undefined')), t.expressionStatement(t.assignmentExpression('=', t.identifier(local.name), call)));
        list.push({ statement, restore: () => { prop.value = original; } });
        defaults.set(p.node, list);
      });
    },
  });

  for (const el of reprinted) keepInlineSpaces(el);
  if (kitParts.insert(ast)) changed = true;
  for (const [fn, local] of locals) {
    if (memoDependsOn(fn, local.name)) changed = true;
    if (!local.insert) continue;
    insertHookCall(fn, HOOK, local.name);
    changed = true;
  }
  for (const [fn, moved] of defaults) {
    const local = locals.get(fn)?.name;
    // Right after the translator's declaration; where it is not found, the defaults stay as they were.
    const at = local && t.isBlockStatement(fn.body)
      ? fn.body.body.findIndex((st) => t.isVariableDeclaration(st) && st.declarations.some((d) => local in t.getBindingIdentifiers(d.id)))
      : -1;
    if (at < 0) {
      for (const m of moved) m.restore();
      continue;
    }
    (fn.body as t.BlockStatement).body.splice(at + 1, 0, ...moved.map((m) => m.statement));
  }
  if (locals.size) ensureNamedImport(ast, HOOK, opts.hookImport);
  return { changed, strings };
}
