import * as t from '@babel/types';
import { traverse } from './ast-kit.js';

/**
 * Copy written as a fallback after an i18n library's `t()`: `t('key') || 'Text'`. The library
 * returns the key itself when it has no entry (never a falsy value), so the fallback never shows
 * and the page shows `key`; when the key names a group of entries it shows i18next's "returned an
 * object" message. The library's resources (now the theme dictionaries) decide:
 * - the key has an entry: the fallback goes (`t('key')`);
 * - the key has none: the fallback text becomes its entry (what the author meant the page to say);
 * - the key names a group: the fallback text stays alone (then extracted like any copy).
 * A chain `t('a') || t('b') || 'Text'` reads the first key that has an entry.
 */
export interface LibraryKeys {
  /** Namespace → its keys with an entry (dotted paths). */
  entries: Map<string, Set<string>>;
  /** The namespace a bare key reads (`defaultNS`, else `translation`). */
  defaultNs: string;
}

export interface FallbackResult {
  changed: boolean;
  /** New entries: namespace, key, English text. */
  added: { ns: string; key: string; text: string }[];
  dropped: number;
}

/** Names bound to the library's `t` in this file, with the namespace each reads (`useTranslation('ns')`). */
function libraryTs(ast: t.File, defaultNs: string): Map<string, string> {
  const out = new Map<string, string>();
  t.traverseFast(ast, (n) => {
    if (!t.isVariableDeclarator(n) || !t.isObjectPattern(n.id) || !t.isCallExpression(n.init)) return;
    if (!t.isIdentifier(n.init.callee, { name: 'useTranslation' })) return;
    const arg = n.init.arguments[0];
    const ns = t.isStringLiteral(arg) ? arg.value : defaultNs;
    for (const p of n.id.properties) {
      if (t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 't' }) && t.isIdentifier(p.value)) out.set(p.value.name, ns);
    }
  });
  return out;
}

const textOf = (n: t.Node): string | null => {
  if (t.isStringLiteral(n)) return n.value;
  if (t.isTemplateLiteral(n) && !n.expressions.length) return n.quasis[0].value.cooked ?? null;
  return null;
};

/** The operands of a left-nested `a || b || c` chain. */
function chainOf(n: t.LogicalExpression): t.Expression[] {
  const out: t.Expression[] = [];
  let cur: t.Expression = n;
  while (t.isLogicalExpression(cur) && (cur.operator === '||' || cur.operator === '??')) {
    out.unshift(cur.right);
    cur = cur.left;
  }
  out.unshift(cur);
  return out;
}

export function resolveLibraryFallbacks(ast: t.File, keys: LibraryKeys): FallbackResult {
  const out: FallbackResult = { changed: false, added: [], dropped: 0 };
  const ts = libraryTs(ast, keys.defaultNs);
  if (!ts.size) return out;
  const known = (ns: string, key: string) => keys.entries.get(ns)?.has(key) ?? false;
  const isGroup = (ns: string, key: string) => [...(keys.entries.get(ns) ?? [])].some((k) => k.startsWith(`${key}.`));
  /** `t('key')` / `t('ns:key')` of the library with only a literal key: its namespace and key. */
  const call = (n: t.Node): { ns: string; key: string } | null => {
    if (!t.isCallExpression(n) || !t.isIdentifier(n.callee) || n.arguments.length !== 1) return null;
    const ns = ts.get(n.callee.name);
    const raw = ns === undefined ? null : textOf(n.arguments[0]);
    if (ns === undefined || raw === null) return null;
    const colon = raw.indexOf(':');
    return colon > 0 ? { ns: raw.slice(0, colon), key: raw.slice(colon + 1) } : { ns, key: raw };
  };
  traverse(ast, {
    LogicalExpression: {
      exit(p) {
        if (t.isLogicalExpression(p.parent) && p.parent.left === p.node && (p.parent.operator === '||' || p.parent.operator === '??')) return;
        if (p.node.operator !== '||' && p.node.operator !== '??') return;
        const all = chainOf(p.node);
        // `props.label ?? t('key') ?? 'Text'`: what comes before the library's calls stays in front.
        let from = all.length - 1;
        while (from > 0 && call(all[from - 1])) from--;
        const lead = all.slice(0, from);
        const parts = all.slice(from);
        const fallback = textOf(parts[parts.length - 1]);
        const keysOf = parts.slice(0, -1).map(call) as { ns: string; key: string }[];
        if (fallback === null || !keysOf.length) return;
        const operator = p.node.operator;
        const put = (last: t.Expression) =>
          p.replaceWith(lead.length ? t.logicalExpression(operator, lead.slice(1).reduce<t.Expression>((acc, e) => t.logicalExpression(operator, acc, e), lead[0]), last) : last);
        const hit = keysOf.findIndex((c) => known(c.ns, c.key));
        if (hit >= 0) {
          put(parts[hit]);
          out.dropped++;
        } else if (isGroup(keysOf[0].ns, keysOf[0].key) || !fallback.trim()) {
          // An attribute's value becomes the plain string (`label="Text"`), as the source could have written it.
          const attr = !lead.length && t.isJSXExpressionContainer(p.parent) && t.isJSXAttribute(p.parentPath.parent);
          if (attr && !/["\n]/.test(fallback)) p.parentPath.replaceWith(t.stringLiteral(fallback));
          else put(parts[parts.length - 1]);
          out.dropped++;
        } else {
          const { ns, key } = keysOf[0];
          out.added.push({ ns, key, text: fallback });
          (keys.entries.get(ns) ?? keys.entries.set(ns, new Set()).get(ns)!).add(key);
          put(parts[0]);
        }
        out.changed = true;
      },
    },
  });
  return out;
}

/**
 * The library's `t('key')` calls, with a literal key and no default value, whose key has no entry
 * in its resources (nor a group, a plural or a context of entries under it): the library shows the
 * key itself on the page (`shopPage.headline`), in every language. A namespace the resources do
 * not hold is not judged (it may be loaded from elsewhere).
 */
export function keysWithoutEntry(ast: t.File, keys: LibraryKeys): { ns: string; key: string; written: string; line: number }[] {
  const out: { ns: string; key: string; written: string; line: number }[] = [];
  const ts = libraryTs(ast, keys.defaultNs);
  if (!ts.size) return out;
  t.traverseFast(ast, (n) => {
    if (!t.isCallExpression(n) || !t.isIdentifier(n.callee) || !n.arguments.length) return;
    const defaultNs = ts.get(n.callee.name);
    const raw = defaultNs === undefined ? null : textOf(n.arguments[0]);
    if (defaultNs === undefined || raw === null || !raw.trim()) return;
    const options = n.arguments[1];
    if (options && (t.isStringLiteral(options) || !t.isObjectExpression(options) || options.properties.some((q) => !t.isObjectProperty(q) || t.isIdentifier(q.key, { name: 'defaultValue' })))) return;
    const colon = raw.indexOf(':');
    const ns = colon > 0 ? raw.slice(0, colon) : defaultNs;
    const key = colon > 0 ? raw.slice(colon + 1) : raw;
    const entries = keys.entries.get(ns);
    if (!entries || entries.has(key) || [...entries].some((k) => k.startsWith(`${key}.`) || k.startsWith(`${key}_`))) return;
    out.push({ ns, key, written: raw, line: n.loc?.start.line ?? 0 });
  });
  return out;
}

/** A key that reads as words (`careers`, `gift cards`): what i18next shows for it, the key itself, is copy. */
const WORD_KEY = /^[A-Za-z][A-Za-z -]*[A-Za-z]$/;

/**
 * `navigation.map((item) => … t(item.name))` over a list of this module whose `name`s are the
 * library's keys: the keys among them its resources lack, when they read as words (`careers`).
 * i18next shows such a key as it is, in both languages; that text is the source's copy, so it
 * becomes the key's entry (and gets its translation like any other).
 */
export function listKeysWithoutEntry(ast: t.File, keys: LibraryKeys): { ns: string; key: string; line: number }[] {
  const out: { ns: string; key: string; line: number }[] = [];
  const ts = libraryTs(ast, keys.defaultNs);
  if (!ts.size) return out;
  const lists = new Map<string, t.ObjectExpression[]>();
  for (const st of ast.program.body) {
    const decl = t.isExportNamedDeclaration(st) ? st.declaration : st;
    if (!t.isVariableDeclaration(decl) || decl.kind !== 'const') continue;
    for (const d of decl.declarations) {
      const init = t.isTSAsExpression(d.init) || t.isTSSatisfiesExpression(d.init) ? d.init.expression : d.init;
      if (t.isIdentifier(d.id) && t.isArrayExpression(init) && init.elements.length && init.elements.every((e) => t.isObjectExpression(e))) lists.set(d.id.name, init.elements as t.ObjectExpression[]);
    }
  }
  if (!lists.size) return out;
  const seen = new Set<string>();
  t.traverseFast(ast, (n) => {
    if (!t.isCallExpression(n) || !t.isMemberExpression(n.callee) || !t.isIdentifier(n.callee.property, { name: 'map' }) || !t.isIdentifier(n.callee.object)) return;
    const records = lists.get(n.callee.object.name);
    const fn = n.arguments[0];
    if (!records || !(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || !t.isIdentifier(fn.params[0])) return;
    const item = fn.params[0].name;
    t.traverseFast(fn.body, (c) => {
      if (!t.isCallExpression(c) || !t.isIdentifier(c.callee) || c.arguments.length !== 1) return;
      const ns = ts.get(c.callee.name);
      const arg = c.arguments[0];
      if (ns === undefined || !t.isMemberExpression(arg) || arg.computed || !t.isIdentifier(arg.object, { name: item }) || !t.isIdentifier(arg.property)) return;
      const field = arg.property.name;
      const entries = keys.entries.get(ns);
      if (!entries) return;
      for (const o of records) {
        const v = o.properties.find((q): q is t.ObjectProperty => t.isObjectProperty(q) && !q.computed && t.isIdentifier(q.key, { name: field }))?.value;
        if (!t.isStringLiteral(v) || !WORD_KEY.test(v.value) || entries.has(v.value) || [...entries].some((k) => k.startsWith(`${v.value}.`) || k.startsWith(`${v.value}_`))) continue;
        if (seen.has(`${ns}:${v.value}`)) continue;
        seen.add(`${ns}:${v.value}`);
        out.push({ ns, key: v.value, line: v.loc?.start.line ?? 0 });
      }
    });
  });
  return out;
}
