import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { withoutTypeCasts } from './module-consts.js';
import { reachesShown, type IsShown } from './shown-data.js';
import { usesName } from './components.js';
import { returnedExpression } from './imported-lists.js';
import { LANGUAGE_CODES } from './site-table.js';
import { languageOf } from '../../../rules/glossary/language-codes.js';

/** A language code as a field name (`en`, `ar`, `fr`, `en_US`): the codes phrase tables are keyed by. */
const isLanguage = (name: string) => /^[a-z]{2}(?:[-_][A-Za-z]{2})?$/.test(name) && LANGUAGE_CODES.has(languageOf(name));

/**
 * Copy kept in records that reach the page by other ways than a `.map` callback's item over a
 * list of the same file (extract.ts handles that one): a record picked by index
 * (`{SLIDES[current].caption}`, `const slide = SLIDES[current]; … {slide.caption}`), the fields of
 * a record destructured in the callback (`LINKS.map(({ to, label }) => … {label})`), a list kept in
 * a field of each record of another list (`GROUPS.map((g) => g.entries.map((e) => … {e.question}))`),
 * a list imported from a data module (`import { LINKS } from '../data/site'`), and a list of plain
 * texts read by index (`{TAGLINES[i]}`). As extract.ts does for its lists, each record with a text
 * there gets a `<field>Key` beside it (in the module that owns the list), read where it is shown
 * as `t(record.fieldKey, record.field)`: a record without one shows its own text.
 */
export interface RecordReadHelpers {
  /** The translator's name in the component around `p`; null outside a component. */
  translator(p: NodePath): string | null;
  /** Put a text in the dictionaries as copy of the component around `p`; its key. */
  store(p: NodePath, text: string, line: number): string;
  isShown: IsShown;
  /** Is this string a text to translate (not a code, an address, a figure)? */
  isCopy(n: t.Node): boolean;
  /**
   * What an imported name stands for in its own module (`import { LINKS } from './data'`, or the
   * default import): the initializer of its declaration, or null when it cannot be followed.
   * The module is the caller's to write back once its records got their keys.
   */
  imported?(source: string, name: string): t.Expression | null;
  /** A node `imported` handed out, as a path in its own module: what it names there is followed in that module's scope. */
  importedPath?(node: t.Node): NodePath | null;
  /** Is a field of that name copy wherever its record goes (`title`, `description`)? */
  copyField(name: string): boolean;
  /** Per prop, the fields of it a component imported from `source` shows as a lookup's fallback (lookup-fallbacks.ts). */
  importedFallbackFields?(source: string, name: string): ReadonlyMap<string, ReadonlySet<string>> | null;
}

/** Fields that name or pick a record rather than show it: never rewritten in place. */
const IDENTITY = /^(id|key|value|slug|type|kind|code|status|variant|href|to|path|url|src|image|icon|email|phone|name)$/i;
/** A lower-case word (`email`, `first_name`): a form field's or an option's name, not copy. */
const IDENTIFIER_LIKE = /^[a-z][\w-]*$/;
/** Prose: three words or more (a review, a bio), not a path. */
const PROSE = /^[^/#.\s]\S*(\s+\S+){2,}$/u;

/** Array methods whose callback's first parameter is one record of the list. */
const EACH = /^(map|forEach|flatMap|filter|find|findLast|some|every)$/;
/** Array methods that give one record of the list. */
const PICK = /^(find|findLast|at)$/;
/** Array methods that keep the list's own records. */
const KEEPING = /^(filter|slice|sort|toSorted|reverse|toReversed|concat)$/;

const propName = (p: t.ObjectProperty): string | null =>
  p.computed ? null : t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null;
const findProp = (o: t.ObjectExpression, name: string) =>
  o.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && propName(p) === name);

/** A read of a record that gives the same record each time (`slide`, `SLIDES[i]`, `SLIDES[0]`). */
const pure = (e: t.Node): boolean =>
  t.isIdentifier(e) || t.isNumericLiteral(e) || t.isStringLiteral(e)
  || ((t.isMemberExpression(e) || t.isOptionalMemberExpression(e)) && pure(e.object) && (!e.computed || pure(e.property)))
  || (t.isBinaryExpression(e) && /^[-+*%]$/.test(e.operator) && pure(e.left) && pure(e.right));

/**
 * Nodes of another module are reached through the import that names them: a name among them
 * means nothing in this module's scope, so it is not followed (the caller's `imported` follows
 * the module's own names).
 */
const foreign = (p: NodePath) => p.isImportSpecifier() || p.isImportDefaultSpecifier();

/** `a.b` or `a?.b`: its object and its name when it is a plain (not computed) member. */
function member(e: t.Node): { object: t.Expression; name: string } | null {
  if ((t.isMemberExpression(e) || t.isOptionalMemberExpression(e)) && !e.computed && t.isIdentifier(e.property)) return { object: e.object, name: e.property.name };
  return null;
}

/** `LIST.method(…)` or `LIST?.method(…)`: the list and the method's name. */
function methodCall(e: t.Node): { object: t.Expression; name: string; args: t.CallExpression['arguments'] } | null {
  if (!t.isCallExpression(e) && !t.isOptionalCallExpression(e)) return null;
  const m = member(e.callee);
  return m ? { ...m, args: e.arguments } : null;
}

/** How far a read is followed (consts, imports, helpers, joins): a bound on cycles, not a design limit. */
const MAX_DEPTH = 12;

/** The object a callback gives back (`(p) => ({ … })`, or its body's last `return { … }`). */
function returnedObject(fn: t.ArrowFunctionExpression | t.FunctionExpression): t.ObjectExpression | null {
  if (t.isExpression(fn.body)) {
    const e = withoutTypeCasts(fn.body);
    return t.isObjectExpression(e) ? e : null;
  }
  const last = fn.body.body[fn.body.body.length - 1];
  const e = t.isReturnStatement(last) ? withoutTypeCasts(last.argument) : null;
  return t.isObjectExpression(e) ? e : null;
}

/** The path of `node` at or under `p`. */
function pathTo(p: NodePath, node: t.Node): NodePath | null {
  if (p.node === node) return p;
  let found: NodePath | null = null;
  p.traverse({
    enter(q) {
      if (q.node !== node) return;
      found = q;
      q.stop();
    },
  });
  return found;
}

export function recordReads(ast: t.File, h: RecordReadHelpers): boolean {
  let changed = false;
  const seen = new Set<t.Node>();
  /**
   * Fields a `.map` joins to each record of a list (`LIST.map((p) => ({ ...p, maker: MAKERS.find(…) }))`):
   * per record of LIST, each added field's value and a path in the callback to follow it from.
   */
  const joined = new WeakMap<t.ObjectExpression, Map<string, { path: NodePath; value: t.Expression }>>();

  const unwritten = new WeakMap<t.Node, t.ObjectExpression>();
  /** The one record standing for the unwritten records a `.map` callback joins fields to. */
  function unwrittenRecord(fn: t.Node): t.ObjectExpression {
    const known = unwritten.get(fn);
    if (known) return known;
    const made = t.objectExpression([]);
    unwritten.set(fn, made);
    return made;
  }

  /** `LIST.map((item) => ({ ...item, extra }))`: LIST's records, each remembering the fields the callback adds. */
  function mappedList(p: NodePath, list: t.Expression, fn: t.Node | undefined, depth: number): t.ObjectExpression[] | null {
    if (!t.isArrowFunctionExpression(fn) && !t.isFunctionExpression(fn)) return null;
    const param = fn.params[0];
    const out = t.isIdentifier(param) ? returnedObject(fn) : null;
    if (!out || !out.properties.some((q) => t.isSpreadElement(q) && t.isIdentifier(q.argument, { name: (param as t.Identifier).name }))) return null;
    // A list whose records are not written here (the store's products read through a hook): a
    // record of its own stands for them, so that the records the callback joins in (`maker:
    // MAKERS.find(…)`) are still followed; it has no field of its own.
    const joins = out.properties.some((q) => t.isObjectProperty(q));
    const source = listObjects(p, list, depth + 1) ?? (joins ? [unwrittenRecord(fn)] : null);
    const at = source ? pathTo(p, fn) : null;
    if (!source || !at) return source;
    for (const q of out.properties) {
      const name = t.isObjectProperty(q) ? propName(q) : null;
      if (!name || !t.isExpression((q as t.ObjectProperty).value)) continue;
      for (const o of source) {
        const fields = joined.get(o) ?? new Map();
        fields.set(name, { path: at, value: (q as t.ObjectProperty).value as t.Expression });
        joined.set(o, fields);
      }
    }
    return source;
  }

  /** The object literals a list expression holds (through consts, imports, kept subsets, spreads, record fields). */
  function listObjects(p: NodePath, e: t.Node | null | undefined, depth = 0): t.ObjectExpression[] | null {
    e = withoutTypeCasts(e);
    if (!e || depth > MAX_DEPTH) return null;
    if (t.isArrayExpression(e)) {
      if (!e.elements.length) return null;
      const out: t.ObjectExpression[] = [];
      for (const el of e.elements) {
        if (t.isObjectExpression(el)) out.push(el);
        else if (t.isSpreadElement(el)) out.push(...(listObjects(p, el.argument, depth + 1) ?? []));
        else return null;
      }
      return out.length ? out : null;
    }
    if (t.isIdentifier(e)) {
      const target = bound(p, e.name, depth);
      return target ? listObjects(target.path, target.init, depth + 1) : null;
    }
    // `SITE.quotes ?? []`: the list, or none.
    if (t.isLogicalExpression(e) && e.operator !== '&&' && t.isArrayExpression(e.right) && !e.right.elements.length) return listObjects(p, e.left, depth + 1);
    // `useMemo(() => SITE.quotes, [])`: the list the memo gives.
    if (t.isCallExpression(e) && t.isIdentifier(e.callee, { name: 'useMemo' }) && t.isArrowFunctionExpression(e.arguments[0]) && t.isExpression(e.arguments[0].body)) {
      return listObjects(p, e.arguments[0].body, depth + 1);
    }
    // `getItems()`: a helper of this module or an imported one that gives back a list.
    if (t.isCallExpression(e) && t.isIdentifier(e.callee) && !e.arguments.length) {
      const given = helperList(p, e.callee.name);
      return given ? listObjects(given.path, given.init, depth + 1) : null;
    }
    const call = methodCall(e);
    if (call?.name === 'map') return mappedList(p, call.object, call.args[0], depth);
    if (call && KEEPING.test(call.name)) {
      const own = listObjects(p, call.object, depth + 1);
      if (call.name !== 'concat' || !own) return own;
      const more = call.args.map((a) => listObjects(p, a, depth + 1));
      return more.every((m) => m) ? [...own, ...more.flat() as t.ObjectExpression[]] : null;
    }
    // `group.entries`: the `entries` lists of every record `group` can be.
    const m = member(e);
    if (m) {
      const field = m.name;
      const owners = recordObjects(p, m.object, depth + 1);
      if (owners) {
        const lists = owners.map((o) => findProp(o, field)?.value).filter((v) => v !== undefined);
        const objects = lists.map((l) => listObjects(p, l, depth + 1));
        return lists.length && objects.every((o) => o) ? objects.flat() as t.ObjectExpression[] : null;
      }
      // `SITE.links` over `const SITE = { links: [...] }`.
      const owner = objectOf(p, m.object, depth + 1);
      const prop = owner && findProp(owner, field);
      return prop ? listObjects(p, prop.value, depth + 1) : null;
    }
    return null;
  }

  /** The object literal an expression names (a const, an import). */
  function objectOf(p: NodePath, e: t.Node, depth: number): t.ObjectExpression | null {
    e = withoutTypeCasts(e);
    if (t.isObjectExpression(e)) return e;
    if (!t.isIdentifier(e) || depth > MAX_DEPTH) return null;
    const target = bound(p, e.name, depth);
    return target ? objectOf(target.path, target.init!, depth + 1) : null;
  }

  /** The initializer a name is bound to: a const that is never reassigned, or an import followed to its module. */
  function bound(p: NodePath, name: string, depth: number): { path: NodePath; init: t.Expression | null | undefined } | null {
    const binding = foreign(p) ? undefined : p.scope.getBinding(name);
    if (!binding || binding.constantViolations.length || depth > MAX_DEPTH) return null;
    if (binding.path.isVariableDeclarator()) return { path: binding.path, init: binding.path.node.init };
    if (binding.kind !== 'module' || !h.imported) return null;
    const spec = binding.path.node;
    const decl = binding.path.parentPath?.node;
    if (!t.isImportDeclaration(decl) || decl.importKind === 'type') return null;
    const imported = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
    const init = imported ? h.imported(decl.source.value, imported) : null;
    // Followed further in the other module's scope when its path is known; else not at all.
    return init ? { path: h.importedPath?.(init) ?? binding.path, init } : null;
  }

  /** The list a helper function gives back: one of this module (followed in its scope), or an imported one. */
  function helperList(p: NodePath, name: string): { path: NodePath; init: t.Expression | null } | null {
    const binding = foreign(p) ? undefined : p.scope.getBinding(name);
    if (!binding || binding.constantViolations.length) return null;
    if (binding.path.isFunctionDeclaration()) return { path: binding.path, init: returnedExpression(binding.path.node) };
    if (binding.path.isVariableDeclarator()) {
      let fn = binding.path.get('init') as NodePath;
      // `const getItems = useCallback(() => items, [items])`: the function it keeps.
      if (fn.isCallExpression() && t.isIdentifier(fn.node.callee, { name: 'useCallback' })) fn = (fn.get('arguments') as NodePath[])[0];
      return fn?.isFunction() ? { path: fn, init: returnedExpression(fn.node) } : null;
    }
    const decl = binding.path.parentPath?.node;
    if (binding.kind !== 'module' || !h.imported || !t.isImportDeclaration(decl)) return null;
    const spec = binding.path.node;
    const imported = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
    const init = imported ? h.imported(decl.source.value, `${imported}()`) : null;
    return init ? { path: h.importedPath?.(init) ?? binding.path, init } : null;
  }

  /** The object literals one record expression can be (`slide`, `SLIDES[i]`, `SLIDES.find(…)`, a callback's item). */
  function recordObjects(p: NodePath, e: t.Node, depth = 0): t.ObjectExpression[] | null {
    e = withoutTypeCasts(e);
    if (depth > MAX_DEPTH) return null;
    // `const plant = { … }` read as `plant.field`: a record on its own (a table of texts alone,
    // `{ golf: 'Golf carts', … }`, is read through a table of keys: label-maps.ts).
    if (t.isObjectExpression(e)) return e.properties.every((q) => t.isObjectProperty(q) && t.isStringLiteral(q.value)) ? null : [e];
    if (t.isMemberExpression(e) && e.computed) return listObjects(p, e.object, depth + 1);
    const call = methodCall(e);
    if (call && PICK.test(call.name)) return listObjects(p, call.object, depth + 1);
    // `member.contact`: the record each record holds in that field.
    const m = member(e);
    if (m) {
      const inner = new Set<t.Node>();
      for (const o of recordObjects(p, m.object, depth + 1) ?? []) {
        const own = findProp(o, m.name)?.value;
        if (own !== undefined) inner.add(own);
        // A record a `.map` joined to this one (`product.maker` over `…, maker: MAKERS.find(…)`).
        const join = own === undefined ? joined.get(o)?.get(m.name) : undefined;
        for (const r of join ? recordObjects(join.path, join.value, depth + 1) ?? [join.value] : []) inner.add(r);
      }
      return inner.size && [...inner].every((v) => t.isObjectExpression(v)) ? [...inner] as t.ObjectExpression[] : null;
    }
    if (t.isLogicalExpression(e) && e.operator !== '&&') {
      const a = recordObjects(p, e.left, depth + 1);
      const b = recordObjects(p, e.right, depth + 1);
      return a && b ? [...a, ...b] : null;
    }
    if (!t.isIdentifier(e) || foreign(p)) return null;
    const binding = p.scope.getBinding(e.name);
    if (!binding || binding.constantViolations.length) return null;
    if (binding.kind === 'param') return eachItemOf(binding.path);
    // `const [category, setCategory] = useState(null)` read as `category.name`: the records the
    // component writes itself (`setCategory({ id: 'all', name: 'All dishes' })`); one it sets from
    // elsewhere (a list's record) has no key there and shows its own text.
    if (binding.path.isVariableDeclarator() && t.isArrayPattern(binding.path.node.id)) return stateRecords(binding.path as NodePath<t.VariableDeclarator>, e.name);
    if (binding.path.isVariableDeclarator() && binding.kind === 'const') return recordObjects(binding.path, binding.path.node.init!, depth + 1);
    // `import { SITE } from '../config/site'` read as `SITE.tagline`: the settings object of a data
    // module (a record on its own, as a const of this module would be), followed in its module.
    if (binding.kind === 'module') {
      const target = bound(p, e.name, depth);
      const init = withoutTypeCasts(target?.init);
      return target && t.isObjectExpression(init) ? recordObjects(target.path, init, depth + 1) : null;
    }
    return null;
  }

  /** The object literals a `useState` pair's value is given (its initial value, its setter's calls), or null. */
  function stateRecords(decl: NodePath<t.VariableDeclarator>, name: string): t.ObjectExpression[] | null {
    const { id, init } = decl.node;
    if (!t.isArrayPattern(id) || !t.isIdentifier(id.elements[0], { name }) || !t.isCallExpression(init)) return null;
    const callee = init.callee;
    const hook = t.isIdentifier(callee) ? callee.name : t.isMemberExpression(callee) && t.isIdentifier(callee.property) ? callee.property.name : '';
    if (hook !== 'useState') return null;
    const out: t.ObjectExpression[] = [];
    const given = (v: t.Node | undefined) => { const o = withoutTypeCasts(v); if (t.isObjectExpression(o)) out.push(o); };
    given(init.arguments[0]);
    const setter = id.elements[1];
    if (t.isIdentifier(setter)) {
      for (const ref of decl.scope.getBinding(setter.name)?.referencePaths ?? []) {
        const call = ref.parentPath;
        if (call?.isCallExpression() && call.node.callee === ref.node) given(call.node.arguments[0]);
      }
    }
    return out.length ? out : null;
  }

  /** When `param` is the first parameter of a callback of `LIST.map(…)` (and kin): the list's records. */
  function eachItemOf(param: NodePath): t.ObjectExpression[] | null {
    const fn = param.parentPath;
    if (!fn?.isFunction() || fn.node.params[0] !== param.node) return null;
    const call = fn.parentPath;
    const each = call ? methodCall(call.node) : null;
    if (!call || !each || each.args[0] !== fn.node || !EACH.test(each.name)) return null;
    return listObjects(call, each.object);
  }

  /**
   * The callback an object pattern takes an item apart in, and the item's parameter: the pattern
   * is the first parameter, or a `const` of the body's own statements destructuring that parameter
   * (never reassigned).
   */
  function itemPattern(p: NodePath<t.ObjectPattern>): { fn: NodePath<t.Function>; param: NodePath } | null {
    const parent = p.parentPath;
    if (parent.isFunction()) return parent.node.params[0] === p.node ? { fn: parent, param: p as NodePath } : null;
    const decl = parent.parentPath;
    const block = decl?.parentPath;
    const fn = block?.parentPath;
    if (!parent.isVariableDeclarator() || parent.node.id !== p.node || !t.isIdentifier(parent.node.init)) return null;
    if (!decl?.isVariableDeclaration({ kind: 'const' }) || !block?.isBlockStatement() || !fn?.isFunction() || fn.node.body !== block.node) return null;
    const first = fn.node.params[0];
    if (!t.isIdentifier(first) || first.name !== parent.node.init.name || fn.scope.getBinding(first.name)?.constantViolations.length) return null;
    return { fn, param: fn.get('params.0') as NodePath };
  }

  /** The records with a text in `field`. */
  const withText = (objects: t.ObjectExpression[], field: string) =>
    // A field a `.map` sets anew is not the record's own text where it is shown.
    objects.filter((o) => { const v = findProp(o, field)?.value; return t.isStringLiteral(v) && h.isCopy(v) && !joined.get(o)?.has(field); });

  /**
   * `{ en: 'FAQ', ar: '…' }` rows: the field is one language of a table that already holds both,
   * picked by the locale where it is shown; keying each language would read one through the other.
   */
  const isLanguageColumn = (objects: t.ObjectExpression[], field: string) =>
    isLanguage(field) && objects.some((o) => o.properties.some((q) => t.isObjectProperty(q) && t.isIdentifier(q.key) && q.key.name !== field && isLanguage(q.key.name)));

  /** Give each record with a text in `field` its `<field>Key` (kept when it has one). */
  function keyRecords(at: NodePath, objects: t.ObjectExpression[], field: string): void {
    for (const o of withText(objects, field)) {
      if (findProp(o, `${field}Key`)) continue;
      const prop = findProp(o, field)!;
      const v = prop.value as t.StringLiteral;
      const key = h.store(at, v.value.replace(/\s+/g, ' ').trim(), v.loc?.start.line ?? 0);
      o.properties.splice(o.properties.indexOf(prop) + 1, 0, t.objectProperty(t.identifier(`${field}Key`), t.stringLiteral(key)));
    }
  }

  /** Is this read already the text argument of a translator call (`t(x.labelKey, x.label)`)? */
  const translated = (p: NodePath) => {
    const parent = p.parentPath?.node;
    return t.isCallExpression(parent) && parent.arguments[1] === p.node;
  };

  traverse(ast, {
    // `{slide.caption}`, `{SLIDES[current].caption}`, `alt={member.name}`.
    'MemberExpression|OptionalMemberExpression'(path) {
      const p = path as NodePath<t.MemberExpression | t.OptionalMemberExpression>;
      const { object, property, computed } = p.node;
      if (computed || !t.isIdentifier(property) || seen.has(p.node) || translated(p) || !pure(object)) return;
      if (!reachesShown(p, h.isShown)) return;
      const field = property.name;
      if (/Key$/.test(field)) return;
      const objects = recordObjects(p, object);
      if (!objects || !withText(objects, field).length || isLanguageColumn(objects, field)) return;
      const local = h.translator(p);
      if (!local) return;
      keyRecords(p, objects, field);
      const key = p.isOptionalMemberExpression()
        ? t.optionalMemberExpression(t.cloneNode(object), t.identifier(`${field}Key`), false, true)
        : t.memberExpression(t.cloneNode(object), t.identifier(`${field}Key`));
      const read = t.callExpression(t.identifier(local), [key, t.cloneNode(p.node)]);
      seen.add(read.arguments[1]);
      p.replaceWith(read);
      p.skip();
      changed = true;
    },
    // `LINKS.map(({ to, label }) => … {label})`: the destructured field's key is destructured beside it.
    // Also `LINKS.map((link) => { const { to, label } = link; … })`: the item destructured first thing in the body.
    ObjectPattern(p) {
      const item = itemPattern(p);
      if (!item) return;
      const { fn, param } = item;
      let objects: t.ObjectExpression[] | null | undefined;
      for (const prop of [...p.node.properties]) {
        if (!t.isObjectProperty(prop) || prop.computed || !t.isIdentifier(prop.key)) continue;
        const field = prop.key.name;
        const value = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
        if (!t.isIdentifier(value) || /Key$/.test(field) || p.node.properties.some((q) => t.isObjectProperty(q) && propName(q) === `${field}Key`)) continue;
        const binding = fn.scope.getBinding(value.name);
        if (!binding || binding.constantViolations.length) continue;
        const shown = binding.referencePaths.filter((r) => !translated(r) && reachesShown(r, h.isShown));
        if (!shown.length) continue;
        objects ??= eachItemOf(param);
        if (!objects || !withText(objects, field).length) continue;
        const local = h.translator(shown[0]);
        const keyLocal = [`${value.name}Key`, `${value.name}TextKey`].find((n) => !usesName(fn.node, n));
        if (!local || !keyLocal) continue;
        keyRecords(shown[0], objects, field);
        p.node.properties.splice(p.node.properties.indexOf(prop) + 1, 0, t.objectProperty(t.identifier(`${field}Key`), t.identifier(keyLocal), false, keyLocal === `${field}Key`));
        for (const r of shown) {
          r.replaceWith(t.callExpression(t.identifier(local), [t.identifier(keyLocal), t.identifier(value.name)]));
          r.skip();
        }
        changed = true;
      }
    },
  });

  // `<Card item={item} />` where the imported `Card` shows `item.origin` when its own table has no
  // row for it (`PLACES[origin] || { label: origin }`, lookup-fallbacks.ts): the records handed
  // over get their `originKey`, which `Card` reads its fallback through; the value stays its key.
  if (h.importedFallbackFields) {
    traverse(ast, {
      JSXAttribute(p) {
        const v = p.node.value;
        const owner = p.parent;
        if (!t.isJSXExpressionContainer(v) || !t.isExpression(v.expression) || !t.isJSXIdentifier(p.node.name)) return;
        if (!t.isJSXOpeningElement(owner) || !t.isJSXIdentifier(owner.name) || !/^[A-Z]/.test(owner.name.name)) return;
        const binding = p.scope.getBinding(owner.name.name);
        const decl = binding?.kind === 'module' ? binding.path.parentPath?.node : null;
        const spec = binding?.path.node;
        if (!t.isImportDeclaration(decl) || !spec) return;
        const imported = t.isImportDefaultSpecifier(spec) ? 'default' : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : null;
        const fields = imported ? h.importedFallbackFields!(decl.source.value, imported)?.get(p.node.name.name) : undefined;
        if (!fields?.size) return;
        const at = (p.get('value') as NodePath<t.JSXExpressionContainer>).get('expression') as NodePath;
        const objects = recordObjects(at, v.expression);
        const keyable = objects ? [...fields].filter((f) => withText(objects, f).some((o) => !findProp(o, `${f}Key`))) : [];
        if (!keyable.length || !h.translator(at)) return;
        for (const field of keyable) keyRecords(at, objects!, field);
        changed = true;
      },
    });
  }

  // `<Reviews items={reviews} />` with `const reviews = [{ … }]` written in the component: the
  // other component shows the records as they are, so their copy is read here, in place
  // (`quote: t('key')`). A copy-named field, or prose in any field.
  traverse(ast, {
    JSXAttribute(p) {
      const v = p.node.value;
      const owner = p.parent;
      if (!t.isJSXExpressionContainer(v) || !t.isIdentifier(v.expression) || t.isJSXIdentifier(p.node.name, { name: 'key' })) return;
      if (!t.isJSXOpeningElement(owner) || !(t.isJSXMemberExpression(owner.name) || (t.isJSXIdentifier(owner.name) && /^[A-Z]/.test(owner.name.name)))) return;
      const binding = p.scope.getBinding(v.expression.name);
      const decl = binding?.path;
      if (!binding || binding.kind !== 'const' || binding.constantViolations.length || !binding.scope.path.isFunction() || !decl?.isVariableDeclarator()) return;
      const list = withoutTypeCasts(decl.node.init);
      if (!t.isArrayExpression(list) || !list.elements.length || !list.elements.every((e) => t.isObjectExpression(e))) return;
      const local = h.translator(decl);
      if (!local) return;
      for (const o of list.elements as t.ObjectExpression[]) {
        for (const prop of o.properties) {
          if (!t.isObjectProperty(prop) || !t.isStringLiteral(prop.value)) continue;
          const name = propName(prop);
          const text = prop.value.value.replace(/\s+/g, ' ').trim();
          if (!name || !h.isCopy(prop.value) || /^[/#]/.test(text) || IDENTIFIER_LIKE.test(text)) continue;
          // A copy-named field (a person's `name` too, once it reads as one), or prose in a field that is no identity.
          if (!(h.copyField(name) || (PROSE.test(text) && !IDENTITY.test(name)))) continue;
          prop.value = t.callExpression(t.identifier(local), [t.stringLiteral(h.store(decl, text, prop.value.loc?.start.line ?? 0))]);
          changed = true;
        }
      }
    },
  });

  // `{row[tier]}` with `tier` one of the columns a list names (`['basic', 'pro'].map((tier) => …)`):
  // each record's text in those columns gets its key, read as `t(row[`${tier}Key`], row[tier])`.
  traverse(ast, {
    MemberExpression(p) {
      const { object, property, computed } = p.node;
      if (!computed || !t.isIdentifier(property) || !pure(object) || translated(p) || !reachesShown(p, h.isShown)) return;
      const column = p.scope.getBinding(property.name);
      const fn = column?.kind === 'param' ? column.path.parentPath : null;
      const call = fn?.parentPath;
      const each = call ? methodCall(call.node) : null;
      if (!fn?.isFunction() || fn.node.params[0] !== column!.path.node || !each || each.name !== 'map' || each.args[0] !== fn.node) return;
      const names = withoutTypeCasts(each.object);
      if (!t.isArrayExpression(names) || !names.elements.length || !names.elements.every((e) => t.isStringLiteral(e))) return;
      const objects = recordObjects(p, object);
      const fields = (names.elements as t.StringLiteral[]).map((e) => e.value).filter((f) => objects && withText(objects, f).length);
      const local = fields.length ? h.translator(p) : null;
      if (!objects || !local) return;
      for (const f of fields) keyRecords(p, objects, f);
      const key = t.memberExpression(t.cloneNode(object), t.templateLiteral([t.templateElement({ raw: '' }), t.templateElement({ raw: 'Key' }, true)], [t.identifier(property.name)]), true);
      p.replaceWith(t.callExpression(t.identifier(local), [key, t.cloneNode(p.node)]));
      p.skip();
      changed = true;
    },
  });

  // `{TAGLINES[i]}` over a list of texts of this module: a list of keys beside it.
  traverse(ast, {
    MemberExpression(p) {
      const { object, property, computed } = p.node;
      if (!computed || !t.isIdentifier(object) || !pure(property) || translated(p) || !reachesShown(p, h.isShown)) return;
      const binding = p.scope.getBinding(object.name);
      const decl = binding?.path;
      const list = decl?.isVariableDeclarator() ? withoutTypeCasts(decl.node.init) : null;
      if (!binding || binding.constantViolations.length || !t.isArrayExpression(list) || !list.elements.length) return;
      if (!list.elements.every((e) => t.isStringLiteral(e)) || !list.elements.every((e) => h.isCopy(e!))) return;
      const keysName = /^[A-Z0-9_]+$/.test(object.name) ? `${object.name}_KEYS` : `${object.name}Keys`;
      const local = h.translator(p);
      if (!local) return;
      if (!p.scope.hasBinding(keysName)) {
        if (usesName(ast, keysName)) return;
        const keys = (list.elements as t.StringLiteral[]).map((e) => t.stringLiteral(h.store(p, e.value.replace(/\s+/g, ' ').trim(), e.loc?.start.line ?? 0)));
        const statement = decl!.parentPath!.parentPath?.isExportNamedDeclaration() ? decl!.parentPath!.parentPath : decl!.parentPath!;
        statement.insertAfter(t.variableDeclaration('const', [t.variableDeclarator(t.identifier(keysName), t.arrayExpression(keys))]));
        statement.parentPath?.scope.crawl();
      } else if (!p.scope.getBinding(keysName)?.path.isVariableDeclarator()) return;
      p.replaceWith(t.callExpression(t.identifier(local), [t.memberExpression(t.identifier(keysName), t.cloneNode(property as t.Expression), true), t.cloneNode(p.node)]));
      p.skip();
      changed = true;
    },
  });
  return changed;
}
