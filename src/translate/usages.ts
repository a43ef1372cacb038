import type { Node } from '@babel/types';
import { jsxName } from '../analyze/file-signals.js';
import type { Site } from '../load/site.js';
import { lineOf, walk, type WalkContext } from '../rule-kit/walk.js';

/** Where a dictionary key shows, and what it is there, for a translator. */
export interface Usage {
  file: string;
  line: number;
  /** heading, button, link, label, alt text, placeholder, tooltip, meta, message, option, text. */
  what: string;
  /** The text is a proper name by the field it is kept in (`scientificName`, `brand`): kept as it is unless a translator changes it. */
  name?: boolean;
}

/**
 * Fields whose text is a proper name, the same in every language: a botanical or Latin name, a
 * species, an INCI ingredient name, a brand or maker.
 */
const NAME_FIELD = /^(scientific|botanical|latin|binomial|species|genus|inci|brand|maker|manufacturer)(_?name)?$/i;

const BY_ATTRIBUTE: Record<string, string> = {
  alt: 'alt text', placeholder: 'placeholder', 'aria-label': 'label for screen readers', title: 'tooltip', content: 'meta', label: 'label',
};

function byElement(tag: string): string {
  if (/^h[1-6]$/.test(tag) || /^(Heading|Title|CardTitle|DialogTitle|SheetTitle)$/.test(tag)) return 'heading';
  if (/^(button|Button)$/.test(tag)) return 'button';
  if (/^(a|Link|NavLink)$/.test(tag)) return 'link';
  if (/^(label|Label|FormLabel)$/.test(tag)) return 'label';
  if (tag === 'title' || tag === 'meta') return 'meta';
  if (/^(option|SelectItem)$/.test(tag)) return 'option';
  if (/^(th|td|TableHead|TableCell)$/.test(tag)) return 'table text';
  return 'text';
}

/** What the string is, from the nearest attribute, element or call around the `t()` call. */
function whatAt(ancestors: readonly Node[]): string {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const a = ancestors[i];
    if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier') return BY_ATTRIBUTE[a.name.name] ?? 'text';
    if (a.type === 'JSXElement') return byElement(jsxName(a.openingElement.name) ?? '');
    if (a.type === 'AssignmentExpression' && a.left.type === 'MemberExpression' && a.left.property.type === 'Identifier' && a.left.property.name === 'title') return 'page title (meta)';
    if (a.type === 'CallExpression') {
      const c = a.callee;
      const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.object.type === 'Identifier' ? c.object.name : null;
      if (name && /^(toast|alert|notify|message|enqueueSnackbar)$/.test(name)) return 'message';
    }
    if (a.type === 'ObjectProperty' && a.key.type === 'Identifier' && /^(title|description)$/.test(a.key.name)) return a.key.name === 'title' ? 'title' : 'description';
  }
  return 'text';
}

/** `labelKey` → label, `titleKey` → title: what a key kept in data beside its text is (`{ label, labelKey }`). */
function byKeyField(name: string): string {
  const field = name.replace(/_?(Keys?|KEYS?)$/, '').replace(/^.*_/, '').toLowerCase();
  if (/title|heading/.test(field)) return 'heading';
  if (/label/.test(field)) return 'label';
  if (/placeholder/.test(field)) return 'placeholder';
  if (/description|desc/.test(field)) return 'description';
  return 'text';
}

/**
 * Every place a dictionary key is used: a call whose first argument is the key (`t("about.our-story")`),
 * or a key the retrofit kept in data beside its text (`labelKey: "nav.menu"` in a link list, a table
 * of keys by code), read as `t(item.labelKey, item.label)`.
 * The site's scripts are parsed once (the loader's ASTs); the first use of a key comes first.
 */
export function keyUsages(site: Site, keys: ReadonlySet<string>): Map<string, Usage[]> {
  const out = new Map<string, Usage[]>();
  // An i18n library's entries go by `namespace:key` in the dictionaries (`translation:hero.title`)
  // and by the key alone in the code (`t('hero.title')`, `<Trans i18nKey="hero.title" />`).
  const byLibraryKey = new Map<string, string[]>();
  for (const k of keys) {
    const m = LIBRARY_KEY.exec(k);
    if (m && !keys.has(m[2])) byLibraryKey.set(m[2], [...(byLibraryKey.get(m[2]) ?? []), k]);
  }
  const add = (key: string, usage: Usage) => out.set(key, [...(out.get(key) ?? []), usage]);
  for (const file of site.scripts) {
    const ast = site.ast(file.path);
    if (!ast) continue;
    walk(ast, [{
      CallExpression(node: Node & { type: 'CallExpression' }, ctx) {
        const first = node.arguments[0];
        if (!first || first.type !== 'StringLiteral') return;
        const found = keys.has(first.value) ? [first.value] : isLibraryT(node.callee) ? byLibraryKey.get(first.value) ?? [] : [];
        if (!found.length) return;
        // `scientificName: t('…')`: the text of a name field, read in place.
        const parent = ctx.parent();
        const field = parent?.type === 'ObjectProperty' && parent.value === node && !parent.computed && parent.key.type === 'Identifier' ? parent.key.name : null;
        for (const key of found) add(key, { file: file.path, line: lineOf(node), what: whatAt(ctx.ancestors), ...(field && NAME_FIELD.test(field) ? { name: true } : {}) });
      },
      // `<Trans i18nKey="hero.title" components={…} />`: shown where the element is, as its parent shows it.
      JSXAttribute(node: Node & { type: 'JSXAttribute' }, ctx) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'i18nKey') return;
        const v = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (v?.type !== 'StringLiteral') return;
        const found = keys.has(v.value) ? [v.value] : byLibraryKey.get(v.value) ?? [];
        const owner = ctx.ancestors.findLastIndex((a) => a.type === 'JSXElement');
        const what = owner > 0 ? whatAt(ctx.ancestors.slice(0, owner)) : 'text';
        for (const key of found) add(key, { file: file.path, line: lineOf(node), what });
      },
      StringLiteral(node: Node & { type: 'StringLiteral' }, ctx) {
        if (!keys.has(node.value)) return;
        const field = keptKeyField(node, ctx);
        if (field === null) return;
        const list = out.get(node.value) ?? [];
        const kept = field.replace(/_?(Keys?|KEYS?)$/, '');
        list.push({ file: file.path, line: lineOf(node), what: byKeyField(field), ...(NAME_FIELD.test(kept) ? { name: true } : {}) });
        out.set(node.value, list);
      },
    }]);
    site.release(file.path);
  }
  return out;
}

/** `namespace:key`, as the dictionaries keep an i18n library's entries. */
const LIBRARY_KEY = /^([\w-]+):(.+)$/;

/** An i18n library's translate function: `t(…)`, `tShop(…)`, `i18n.t(…)`. */
const isLibraryT = (c: Node): boolean =>
  (c.type === 'Identifier' && /^t([A-Z]\w*)?$/.test(c.name)) || (c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier' && c.property.name === 't');

/**
 * The name a key kept in data goes by: the property holding it (`labelKey`), or the table it is a
 * value or an element of (`STATUS_KEYS`); null for any other string that happens to equal a key.
 */
function keptKeyField(node: Node, ctx: WalkContext): string | null {
  const parent = ctx.parent();
  if (parent?.type === 'ObjectProperty' && parent.value === node && !parent.computed) {
    const name = parent.key.type === 'Identifier' ? parent.key.name : null;
    if (name && /Key$/.test(name)) return name;
    const table = tableName(ctx.ancestors[ctx.ancestors.length - 3]);
    return table && /(Keys|_KEYS)$/.test(table) ? table : null;
  }
  if (parent?.type === 'ArrayExpression') {
    const table = tableName(ctx.ancestors[ctx.ancestors.length - 2]);
    return table && /(Keys|_KEYS)$/.test(table) ? table : null;
  }
  return null;
}

/** The name a table is declared by (`const STATUS_KEYS = {…}`). */
const tableName = (n: Node | undefined): string | null =>
  n?.type === 'VariableDeclarator' && n.id.type === 'Identifier' ? n.id.name : null;
