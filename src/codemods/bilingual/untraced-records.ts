import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { moduleDeclarators, withoutTypeCasts } from './module-consts.js';
import { reachesShown, type IsShown } from './shown-data.js';
import { exportedNames } from '../../rule-kit/module-names.js';

/**
 * Records of a data module that reach the page by a way the extraction cannot follow (issue 17):
 * `export const QUESTIONS = [{ title, answer }, …]` handed to `useState(QUESTIONS)`, kept in a store
 * or a context of the site's own, and shown by another component as `{entry.title}`. Each record's
 * copy gets its `<field>Key` beside it in the module that owns it (the records keep it through the
 * state's updates: `{ ...entry, open: true }`), and where a record's field of that name is shown
 * and nothing translated it, it is read as `t(entry.titleKey, entry.title)`: a record without a key
 * (another list, the platform's data) shows its own text.
 */

/** Fields that hold copy in a record of the site's own texts (a person's or a product's `name` is no such field). */
const COPY_FIELDS = /^(title|description|desc|subtitle|heading|caption|question|answer|text|blurb|summary|tagline|excerpt|body|content|details|label|category)$/;
/** A field holding one language's copy of another field (`arabicCategory`, `titleAr`, `name_en`): its base field's name. */
const LANGUAGE_VARIANT = /^(?:arabic|english)([A-Z]\w*)$|^(\w+?)(?:_?(?:Ar|AR|En|EN)|_ar|_en|Arabic|English)$/;
/** Copy fields of a list kept inside another list's records, priced (a menu's dishes): what is shown of each is its name too. */
const ITEM_COPY = /^(name|title|description|desc|details)$/;
/** Prose (six words or more) in a field of any other name (`story`, `blurb2`) is copy too… */
const LONG_PROSE = /^\s*\S+(\s+\S+){5,}\s*$/u;
/** …unless the field names or points at something (`url`, `email`, a person's `name`). */
const IDENTITY = /^(id|key|value|slug|type|kind|code|status|variant|href|to|path|url|link|src|image|img|icon|email|phone|name|author|date)$/i;
/** Records of a catalogue (the platform's products replace them), not of the site's copy. */
const COMMERCE = /^(price|amount|cost|sku|stock|inventory|salePrice|sale_price|compareAtPrice|quantity)$/;

const propName = (p: t.ObjectProperty): string | null =>
  p.computed ? null : t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null;
const findProp = (o: t.ObjectExpression, name: string) =>
  o.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && propName(p) === name);

/**
 * Key the records of the lists `ast` exports that `importedNames` says another module imports, or
 * hands on through an exported value imported so (a stand-in API's methods): lists of object
 * literals whose copy fields (`title`, `answer`…) hold texts, none keyed yet.
 * Gives the fields keyed.
 */
export function keyExportedRecords(ast: t.File, importedNames: ReadonlySet<string>, isCopy: (n: t.StringLiteral) => boolean, store: (text: string, line: number) => string): Set<string> {
  const keyed = new Set<string>();
  const exported = exportedNames(ast);
  const imported = (name: string) => exported.has(name) && importedNames.has(name);
  // Lists handed on by an exported value another module imports: a hand-made stand-in API whose
  // methods give the module's own lists (`export const api = { reviews: { list: async () => reviews } }`).
  // Followed through the module's own classes, functions and values it names (`export const api = new Api()`).
  const own = new Map<string, t.Node>();
  for (const { id, init } of moduleDeclarators(ast)) if (t.isIdentifier(id) && init) own.set(id.name, init);
  for (const st of ast.program.body) {
    const d = t.isExportNamedDeclaration(st) || t.isExportDefaultDeclaration(st) ? st.declaration : st;
    if ((t.isClassDeclaration(d) || t.isFunctionDeclaration(d)) && d.id) own.set(d.id.name, d);
  }
  const handedOn = new Set<string>();
  const follow = (name: string) => {
    if (handedOn.has(name)) return;
    handedOn.add(name);
    const node = own.get(name);
    if (node) t.traverseFast(node, (n) => { if (t.isIdentifier(n) && own.has(n.name)) follow(n.name); });
  };
  for (const name of own.keys()) if (imported(name)) follow(name);
  for (const { id, init } of moduleDeclarators(ast)) {
    if (!t.isIdentifier(id) || !(imported(id.name) || handedOn.has(id.name))) continue;
    const list = withoutTypeCasts(init);
    if (!t.isArrayExpression(list) || !list.elements.length || !list.elements.every((e) => t.isObjectExpression(e))) continue;
    keyRecords(list.elements as t.ObjectExpression[], false, isCopy, store, keyed);
  }
  return keyed;
}

const fieldsOf = (o: t.ObjectExpression) => o.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p)).map(propName).filter((n): n is string => !!n);

/** Is `name` a field of copy (`title`), or one language's copy of one (`arabicCategory`, `titleAr`)? */
function copyField(name: string, item: boolean): boolean {
  const test = (n: string) => COPY_FIELDS.test(n) || (item && ITEM_COPY.test(n));
  if (test(name)) return true;
  const m = LANGUAGE_VARIANT.exec(name);
  const base = m ? m[1] ?? m[2] : null;
  return !!base && test(base[0].toLowerCase() + base.slice(1));
}

/**
 * Key the copy of a list's records, and of the lists their records hold (`{ section, items: [{ name,
 * price }] }`): a list kept inside a record is the site's own (a menu's dishes under each heading),
 * shown by its own components, not a catalogue the platform's products replace.
 */
function keyRecords(records: t.ObjectExpression[], nested: boolean, isCopy: (n: t.StringLiteral) => boolean, store: (text: string, line: number) => string, keyed: Set<string>): void {
  // Keyed already (followed by the extraction, or by an earlier run), or a catalogue of the store.
  if (records.some((o) => fieldsOf(o).some((f) => /Key$/.test(f) || (!nested && COMMERCE.test(f))))) return;
  const priced = nested && records.some((o) => fieldsOf(o).some((f) => COMMERCE.test(f)));
  for (const o of records) {
    for (const prop of [...o.properties]) {
      if (!t.isObjectProperty(prop)) continue;
      const inner = withoutTypeCasts(prop.value as t.Node);
      if (t.isArrayExpression(inner) && inner.elements.length && inner.elements.every((e) => t.isObjectExpression(e))) {
        keyRecords(inner.elements as t.ObjectExpression[], true, isCopy, store, keyed);
        continue;
      }
      if (!t.isStringLiteral(prop.value)) continue;
      const name = propName(prop);
      if (!name || !(copyField(name, priced) || (LONG_PROSE.test(prop.value.value) && !IDENTITY.test(name))) || !isCopy(prop.value)) continue;
      const key = store(prop.value.value.replace(/\s+/g, ' ').trim(), prop.value.loc?.start.line ?? 0);
      o.properties.splice(o.properties.indexOf(prop) + 1, 0, t.objectProperty(t.identifier(`${name}Key`), t.stringLiteral(key)));
      keyed.add(name);
    }
  }
}

/** A read of a record that gives the same record each time (`entry`, `list[i]`, `group.entry`). */
const pure = (e: t.Node): boolean =>
  t.isIdentifier(e) || t.isNumericLiteral(e)
  || ((t.isMemberExpression(e) || t.isOptionalMemberExpression(e)) && pure(e.object) && (!e.computed || pure(e.property)));

/**
 * `{entry.title}` shown, with `title` a field some data module's records were keyed in and no
 * translation around it: `t(entry.titleKey, entry.title)`. Gives whether anything changed.
 */
export function readKeyedFields(ast: t.File, fields: ReadonlySet<string>, isShown: IsShown, translator: (p: NodePath) => string | null): boolean {
  if (!fields.size) return false;
  let changed = false;
  traverse(ast, {
    'MemberExpression|OptionalMemberExpression'(path) {
      const p = path as NodePath<t.MemberExpression | t.OptionalMemberExpression>;
      const { object, property, computed } = p.node;
      // A record's `name` (keyed in a priced list a record holds) is read only where a component takes
      // it apart from its props: `p.name` on a page is as often the platform's product, which has no key.
      if (computed || !t.isIdentifier(property) || !fields.has(property.name) || IDENTITY.test(property.name) || !pure(object)) return;
      // Already read through a translation (`t(entry.titleKey, entry.title)`), or the callee of a call.
      const parent = p.parent;
      if ((t.isCallExpression(parent) && (parent.arguments.includes(p.node) || parent.callee === p.node)) || !reachesShown(p, isShown)) return;
      const local = translator(p);
      if (!local) return;
      const key = p.isOptionalMemberExpression()
        ? t.optionalMemberExpression(t.cloneNode(object), t.identifier(`${property.name}Key`), false, true)
        : t.memberExpression(t.cloneNode(object), t.identifier(`${property.name}Key`));
      p.replaceWith(t.callExpression(t.identifier(local), [key, t.cloneNode(p.node)]));
      p.skip();
      changed = true;
    },
    // `const { story, year } = props.entry;` (or the component's parameter `({ story })`) and
    // `{story}` shown: the key is taken apart beside it, the text read as `t(storyKey, story)`.
    ObjectPattern(p) {
      const parent = p.parentPath;
      const fromRecord = parent.isVariableDeclarator() && parent.node.id === p.node && !!parent.node.init && pure(parent.node.init)
        && parent.parentPath?.isVariableDeclaration({ kind: 'const' });
      const fromParam = parent.isFunction() && parent.node.params[0] === p.node;
      if (!fromRecord && !fromParam) return;
      const scope = fromParam ? p.scope : parent.scope;
      for (const prop of [...p.node.properties]) {
        if (!t.isObjectProperty(prop) || prop.computed || !t.isIdentifier(prop.key) || !fields.has(prop.key.name)) continue;
        const field = prop.key.name;
        const value = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
        if (!t.isIdentifier(value) || p.node.properties.some((q) => t.isObjectProperty(q) && t.isIdentifier(q.key, { name: `${field}Key` }))) continue;
        const binding = scope.getBinding(value.name);
        if (!binding || binding.constantViolations.length) continue;
        const shown = binding.referencePaths.filter((r) => {
          const up = r.parent;
          return !(t.isCallExpression(up) && up.arguments.includes(r.node as t.Expression)) && reachesShown(r, isShown);
        });
        const local = shown.length ? translator(shown[0]) : null;
        const keyLocal = [`${value.name}Key`, `${value.name}TextKey`].find((n) => !scope.hasBinding(n) && !binding.scope.hasOwnBinding(n));
        if (!local || !keyLocal) continue;
        p.node.properties.splice(p.node.properties.indexOf(prop) + 1, 0, t.objectProperty(t.identifier(`${field}Key`), t.identifier(keyLocal), false, keyLocal === `${field}Key`));
        for (const r of shown) {
          r.replaceWith(t.callExpression(t.identifier(local), [t.identifier(keyLocal), t.identifier(value.name)]));
          r.skip();
        }
        scope.crawl();
        changed = true;
      }
    },
  });
  return changed;
}
