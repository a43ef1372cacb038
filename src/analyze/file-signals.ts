import type { JSXAttribute, Node } from '@babel/types';
import type { Collector } from '../rule-kit/collector.js';
import { LANGUAGE_CODES } from '../../rules/glossary/language-codes.js';
import { isCardSecretElement } from '../../rules/names/card-fields.js';
import { ownSet, ownString } from '../infra/own-string.js';

/**
 * What each script shows about its job and its language: hooks and calls, JSX used, form inputs,
 * UI strings. Page rules score pages from these; the language facts count the UI strings.
 */
export interface FileSignals {
  hooks: Set<string>;
  /**
   * Callee names: `login(...)` → login, `supabase.auth.signUp(...)` → signUp; and the functions
   * handed to an element's event (`onClick={logout}`, `onSubmit={auth.login}`): called on that event.
   */
  calls: Set<string>;
  jsx: Set<string>;
  /** `<input type=...>` values, including both arms of `type={show ? 'text' : 'password'}`. */
  inputTypes: Set<string>;
  /** Form-ish elements: form, textarea, input, select (lowercase and component names). */
  hasForm: boolean;
  /** Reads `?id=`-style query params (URLSearchParams, useSearchParams, location.search). */
  readsQuery: boolean;
  /** The string keys read with `.get('…')` (`searchParams.get('order')`): which query parameters a page reads. */
  getKeys?: Set<string>;
  /** Reads route params (useParams, wouter useRoute). */
  readsRouteParams: boolean;
  /** Compares something with the literal 'admin' (role checks). */
  adminRoleCheck: boolean;
  /**
   * Hands the signed-in user's id to a call: `.eq('user_id', user.id)`, `where('uid', '==', user.uid)`,
   * `Order.filter({ created_by: user.email })`. Records of that user: an account's data.
   */
  readsByUser?: boolean;
  /** UI strings (JSX text and user-facing attributes), trimmed, at most MAX_TEXTS. */
  texts: string[];
  arabicStrings: number;
  /** Strings in any other script (Latin mostly; Hebrew, Chinese... too). */
  latinStrings: number;
  /** `nameAr`, `title_ar`-style fields. */
  arFields: number;
  /** Language toggles: i18n.changeLanguage, document.documentElement.dir/lang writes. */
  languageToggle: boolean;
  /** Inline i18n resources: locale → leaf key count (`resources: { en: {...}, ar: {...} }`). */
  resources: Map<string, number>;
  /** An HTML page or template whose own markup (bar header, footer and nav) is links and nothing else. */
  linksOnly?: boolean;
}

const MAX_TEXTS = 200;
export const ARABIC = /[\u0600-\u06FF\u0750-\u077F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
/** A letter of a script other than Latin and Arabic (Hebrew, Chinese, Cyrillic...): copy of a third language. */
export const OTHER_SCRIPT_LETTER = /[^\P{L}\p{Script=Latin}\p{Script=Arabic}]/u;
const UI_ATTRS = new Set(['placeholder', 'title', 'alt', 'label', 'aria-label']);
/** An element's event props (`onClick`, `onSubmit`). */
const EVENT_ATTR = /^on[A-Z]/;
/** The function an event prop is handed by name (`logout`, `auth.logout`), not an inline one. */
const handlerName = (n: Node): string | null =>
  n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' ? n.property.name : null;
const FORM_ELEMENTS = new Set(['form', 'textarea', 'input', 'select', 'Form', 'Textarea', 'Input', 'Select']);
const QUERY_READERS = new Set(['useSearchParams', 'useSearch', 'URLSearchParams']);
const ROUTE_PARAM_READERS = new Set(['useParams', 'useRoute', 'useMatch']);
const AR_FIELD = /^[a-z][A-Za-z]*(Ar|_ar|AR)$/;
export const LOCALE_KEY = /^[a-z]{2}([-_][A-Za-z]{2,4})?$/;

const jsxName = (n: Node): string | null => {
  if (n.type === 'JSXIdentifier') return n.name;
  if (n.type === 'JSXMemberExpression') {
    const o = jsxName(n.object);
    return o ? `${o}.${n.property.name}` : null;
  }
  return null;
};
export { jsxName };

function attrStrings(attr: JSXAttribute): string[] {
  const v = attr.value;
  if (!v) return [];
  if (v.type === 'StringLiteral') return [v.value];
  if (v.type === 'JSXExpressionContainer') {
    const e = v.expression;
    if (e.type === 'StringLiteral') return [e.value];
    if (e.type === 'ConditionalExpression') return [e.consequent, e.alternate].flatMap((x) => (x.type === 'StringLiteral' ? [x.value] : []));
  }
  return [];
}

function countLeaves(n: Node, depth = 0): number {
  if (depth > 8) return 0;
  // An empty string is a translation still to write, not one the locale has.
  if (n.type === 'StringLiteral') return n.value.trim() ? 1 : 0;
  if (n.type !== 'ObjectExpression') return 1;
  let c = 0;
  for (const p of n.properties) if (p.type === 'ObjectProperty') c += countLeaves(p.value as Node, depth + 1);
  return c;
}
export { countLeaves };

function keyName(n: Node): string | null {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'StringLiteral') return n.value;
  return null;
}

/** A UI kit's own components (shadcn's `components/ui`): their English defaults are not the site's text. */
const UI_KIT_FILE = /(^|\/)components\/ui\//;
/** Text only screen readers get (`<span className="sr-only">Close</span>`). */
const SR_ONLY = /(^|\s)(sr-only|visually-hidden|screen-reader-text)(\s|$)/;

/** The locale keys of an object whose values are all objects or strings: `{ en: {...}, ar: {...} }`. */
function localeEntries(o: Node): { locale: string; value: Node }[] {
  if (o.type !== 'ObjectExpression') return [];
  const out: { locale: string; value: Node }[] = [];
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty') return [];
    const k = keyName(p.key);
    if (!k || !LOCALE_KEY.test(k) || !LANGUAGE_CODES.has(k.slice(0, 2).toLowerCase())) return [];
    out.push({ locale: k.slice(0, 2).toLowerCase(), value: p.value as Node });
  }
  return out;
}

/** `user.id`, `currentUser?.uid`, `session.user.email`: the signed-in user's own id. */
const USER_OBJECT = /^(user|currentUser|authUser|loggedInUser|signedInUser)$/;
const isUserId = (n: Node): boolean => {
  if ((n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') || n.property.type !== 'Identifier' || !/^(id|uid|email|userId)$/.test(n.property.name)) return false;
  const o = n.object;
  if (o.type === 'Identifier') return USER_OBJECT.test(o.name);
  return (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && o.property.type === 'Identifier' && USER_OBJECT.test(o.property.name);
};
/** A record's owner field: `order.userId`, `row.user_id`, `item.uid`, `o.createdBy`. */
const ownerField = (n: Node): boolean =>
  (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && n.property.type === 'Identifier' && /^(userId|user_id|uid|userUid|ownerId|owner_id|customerId|customer_id|createdBy|created_by)$/.test(n.property.name);
/** The signed-in user's id held in a variable of its own (`currentUserId`, `globalUserId`) or read off the user. */
const isUserIdValue = (n: Node): boolean => isUserId(n) || (n.type === 'Identifier' && /^((current|global|auth|loggedIn|signedIn|session|my)User(Id|Uid)|(current|my)Uid|userId)$/.test(n.name));
const passesUserId = (args: Node[]): Node | null => {
  for (const a of args) {
    if (isUserId(a)) return a;
    if (a.type === 'ObjectExpression') for (const p of a.properties) if (p.type === 'ObjectProperty' && isUserId(p.value as Node)) return p.value as Node;
  }
  return null;
};
/** The root name of `user.id` / `row.user.id`. */
const rootName = (n: Node): string | null =>
  n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression' ? rootName(n.object) : null;
/**
 * Is the name a parameter of a function around the node? `users.map((user) => remove(user.id))`
 * hands each listed user's id, not the signed-in user's.
 */
const boundByCallback = (name: string | null, ancestors: readonly Node[]): boolean =>
  !!name && ancestors.some((a) => (a.type === 'ArrowFunctionExpression' || a.type === 'FunctionExpression') && a.params.some((p) => p.type === 'Identifier' && p.name === name));

const stringOf = (n: Node): string | null => (n.type === 'StringLiteral' ? n.value : n.type === 'TemplateLiteral' && n.expressions.length === 0 ? n.quasis[0].value.cooked ?? null : null);

export function createFileSignalsCollector(): Collector<Map<string, FileSignals>> & { signals: Map<string, FileSignals> } {
  const signals = new Map<string, FileSignals>();
  return {
    name: 'file-signals',
    signals,
    visitFile(file) {
      const s: FileSignals = {
        hooks: new Set(), calls: new Set(), jsx: new Set(), inputTypes: new Set(), hasForm: false, readsQuery: false, readsRouteParams: false,
        adminRoleCheck: false, texts: [], arabicStrings: 0, latinStrings: 0, arFields: 0, languageToggle: false, resources: new Map(),
      };
      signals.set(file.path, s);
      const kit = UI_KIT_FILE.test(file.path);
      const addText = (t: string, srOnly = false) => {
        const text = t.replace(/\s+/g, ' ').trim();
        if (!text) return;
        if (ARABIC.test(text)) s.arabicStrings++;
        // A kit's defaults and screen-reader-only labels say nothing of the site's languages.
        else if ((LATIN_WORD.test(text) || OTHER_SCRIPT_LETTER.test(text)) && !kit && !srOnly) s.latinStrings++;
        else return;
        // Kept to the end of the run: a string of its own, not a slice keeping the file's text alive.
        if (s.texts.length < MAX_TEXTS) s.texts.push(ownString(text));
      };
      return {
        CallExpression(node, ctx) {
          const c = node.callee;
          const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : null;
          if (!name) return;
          s.calls.add(name);
          if (/^use[A-Z]/.test(name)) s.hooks.add(name);
          if (QUERY_READERS.has(name)) s.readsQuery = true;
          if (ROUTE_PARAM_READERS.has(name)) s.readsRouteParams = true;
          if (name === 'get' && c.type === 'MemberExpression' && node.arguments[0]?.type === 'StringLiteral') (s.getKeys ??= new Set()).add(node.arguments[0].value);
          if (name === 'changeLanguage') s.languageToggle = true;
          if (!s.readsByUser) {
            const id = passesUserId(node.arguments as Node[]);
            if (id && !boundByCallback(rootName(id), ctx.ancestors)) s.readsByUser = true;
          }
        },
        NewExpression(node) {
          if (node.callee.type === 'Identifier' && node.callee.name === 'URLSearchParams') s.readsQuery = true;
        },
        MemberExpression(node) {
          if (node.property.type === 'Identifier' && AR_FIELD.test(node.property.name)) s.arFields++;
          // window.location.search, location.pathname.split(...)
          if (node.property.type === 'Identifier' && node.property.name === 'search' && node.object.type !== 'ThisExpression') {
            const o = node.object;
            if ((o.type === 'Identifier' && o.name === 'location') || (o.type === 'MemberExpression' && o.property.type === 'Identifier' && o.property.name === 'location')) s.readsQuery = true;
          }
        },
        AssignmentExpression(node) {
          const l = node.left;
          if (l.type === 'MemberExpression' && l.property.type === 'Identifier' && (l.property.name === 'dir' || l.property.name === 'lang') && l.object.type === 'MemberExpression' && l.object.property.type === 'Identifier' && l.object.property.name === 'documentElement') s.languageToggle = true;
        },
        BinaryExpression(node, ctx) {
          if (node.operator !== '===' && node.operator !== '==' && node.operator !== '!==' && node.operator !== '!=') return;
          if ((node.right.type === 'StringLiteral' && node.right.value === 'admin') || (node.left.type === 'StringLiteral' && node.left.value === 'admin')) s.adminRoleCheck = true;
          // `order.userId === currentUserId` (a list filtered in the page to the signed-in user's own records).
          if (!s.readsByUser && node.operator !== '!==' && node.operator !== '!=') {
            const id = ownerField(node.left as Node) ? (node.right as Node) : ownerField(node.right as Node) ? (node.left as Node) : null;
            if (id && isUserIdValue(id) && !boundByCallback(rootName(id), ctx.ancestors)) s.readsByUser = true;
          }
        },
        JSXOpeningElement(node, ctx) {
          const name = jsxName(node.name);
          if (!name) return;
          s.jsx.add(name);
          if (FORM_ELEMENTS.has(name)) s.hasForm = true;
          for (const a of node.attributes) {
            if (a.type !== 'JSXAttribute' || a.name.type !== 'JSXIdentifier') continue;
            const an = a.name.name;
            if (an === 'type' && /^(input|Input)$/.test(name)) {
              for (const v of attrStrings(a)) {
                // A card's masked security code is a payment field, not a sign-in password.
                if (v.toLowerCase() === 'password' && isCardSecretElement(node, ctx.ancestors, file.text ?? '')) continue;
                s.inputTypes.add(v.toLowerCase());
              }
            }
            else if (UI_ATTRS.has(an)) for (const v of attrStrings(a)) addText(v);
            else if (EVENT_ATTR.test(an) && a.value?.type === 'JSXExpressionContainer') {
              const h = handlerName(a.value.expression as Node);
              if (h) s.calls.add(h);
            }
          }
        },
        JSXText(node, ctx) {
          const el = ctx.parent();
          let srOnly = false;
          if (el?.type === 'JSXElement') {
            for (const a of el.openingElement.attributes) {
              if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && (a.name.name === 'className' || a.name.name === 'class') && attrStrings(a).some((v) => SR_ONLY.test(v))) srOnly = true;
            }
          }
          addText(node.value, srOnly);
        },
        ConditionalExpression(node) {
          // `isRTL ? 'الرئيسية' : 'Home'`: the site switches languages string by string, both count.
          const a = stringOf(node.consequent as Node);
          const b = stringOf(node.alternate as Node);
          if (a === null || b === null) return;
          const ar = ARABIC.test(a) ? b : ARABIC.test(b) ? a : null;
          if (ar === null || ARABIC.test(ar) || !LATIN_WORD.test(ar)) return;
          addText(ar);
          s.languageToggle = true;
        },
        ObjectExpression(node) {
          // A dictionary held in a constant: `const T = { en: { home: 'Home' }, ar: { home: 'الرئيسية' } }`.
          const entries = localeEntries(node);
          if (entries.length < 2) return;
          for (const e of entries) s.resources.set(e.locale, (s.resources.get(e.locale) ?? 0) + countLeaves(e.value));
        },
        StringLiteral(node, ctx) {
          // Arabic strings in data and props are UI text too; Latin ones are too often keys and classes.
          if (!ARABIC.test(node.value)) return;
          const p = ctx.parent();
          if (p && (p.type === 'JSXAttribute' || p.type === 'ImportDeclaration')) return;
          addText(node.value);
        },
        TemplateElement(node) {
          if (ARABIC.test(node.value.raw)) addText(node.value.raw);
        },
        ObjectProperty(node) {
          const k = keyName(node.key);
          if (!k) return;
          if (AR_FIELD.test(k)) s.arFields++;
          if (k === 'resources' || k === 'messages' || k === 'translations') {
            const v = node.value;
            // Two locales or more are counted by the ObjectExpression visitor.
            if (v.type !== 'ObjectExpression' || localeEntries(v).length >= 2) return;
            for (const p of v.properties) {
              if (p.type !== 'ObjectProperty') continue;
              const lk = keyName(p.key);
              if (!lk || !LOCALE_KEY.test(lk) || !LANGUAGE_CODES.has(lk.slice(0, 2).toLowerCase())) continue;
              s.resources.set(lk.slice(0, 2).toLowerCase(), countLeaves(p.value as Node));
            }
          }
        },
      };
    },
    endFile(file, site) {
      // Kept to the end of the run: names of their own, not slices keeping the file's text alive.
      const s = signals.get(file.path);
      if (!s || site.mode !== 'analyze') return;
      s.hooks = ownSet(s.hooks);
      s.calls = ownSet(s.calls);
      s.jsx = ownSet(s.jsx);
      s.inputTypes = ownSet(s.inputTypes);
      if (s.getKeys) s.getKeys = ownSet(s.getKeys);
    },
    finish() {
      return signals;
    },
  };
}

export { LANGUAGE_CODES as KNOWN_LOCALES };
