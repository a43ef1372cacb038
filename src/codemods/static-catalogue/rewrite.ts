import * as t from '@babel/types';
import type { Expression, File, Node, Statement } from '@babel/types';
import { constDecl, expr, print, stmt } from '../data-layer/build.js';
import { boundNames, ensureImport, freshName, pruneImports, referenceCount } from '../data-layer/imports.js';
import { fieldAlias, VIEW_PRODUCT, VIEW_VARIANT_FIELDS } from '../../../rules/data-layer/field-map.js';
import type { Json } from '../preview/literal-data.js';
import { MODEL_KEYS } from '../preview/shape.js';
import { components, findCatalogues, type Catalogue, type Fn } from './find.js';
import { hookName } from '../data-layer/locate.js';
import { isValueRef } from './getters.js';
import { readsRouteIdsAsNumbers } from '../preview/numeric-ids.js';

/**
 * A storefront page's static catalogue → the SDK's product hooks (through the view hooks of the
 * generated helper module, which read SDK products back in the source's field names):
 * - a list becomes `useViewProducts().data`, where it was declared in a component, or at the top
 *   of each component that reads it when it is declared at module level or imported;
 * - a map looked up by a route value (`catalogue[slug]`) becomes `useViewProduct({ slug }).data`,
 *   and `Object.values(catalogue)` the product list.
 * Fields the records carry that the view product has no value for keep a safe default of their
 * literal type, so the page renders; each is named in the result (a Limitations row).
 */

export interface CatalogueEdit {
  name: string;
  kind: 'list' | 'map' | 'groups' | 'menu';
  /** Record fields the SDK product has no equivalent for (they get an empty default). */
  defaulted: string[];
  /** Line of the declaration in the page (1 for an imported catalogue). */
  line: number;
  /** Of a grouped catalogue: the field that splits the store's products into its groups, and each group's value. */
  groupBy?: string | null;
  groupValues: string[];
  /** Of an imported catalogue: the module it was imported from. */
  from?: string;
  /** Of a catalogue read through a getter whose list the module joins: that list and the module's names the join reads. */
  join?: { list: string; reads: string[] };
}

/** Fields the view product always gives (VIEW_PRODUCT, the other names of FIELD_ALIASES, ids). */
export const covered = (k: string) => Object.hasOwn(VIEW_PRODUCT, k) || fieldAlias(k) !== null || k === 'id' || k === 'slug';

/** Fields the view product's records of a list field always have: a variant's (the SDK's); null when the list is the SDK's own values (`images`). */
function elementCovered(k: string): readonly string[] | null {
  if (k === 'variants') return VIEW_VARIANT_FIELDS;
  return covered(k) ? null : [];
}

const isName = (k: string) => /^[A-Za-z_$][\w$]*$/.test(k);
const sampleOf = (values: Json[]) => values.find((v) => v !== undefined && v !== null);

/**
 * The fields of the records a list holds (`variants: [{ size, part_number }]`) across every
 * record's list, each with all its values (a variant may lack a field another has).
 */
function elementFields(lists: Json[]): Map<string, Json[]> {
  const out = new Map<string, Json[]>();
  for (const l of lists) {
    if (!Array.isArray(l)) continue;
    for (const e of l) {
      if (!e || typeof e !== 'object' || Array.isArray(e)) continue;
      for (const [k, v] of Object.entries(e)) if (isName(k)) out.set(k, [...(out.get(k) ?? []), v]);
    }
  }
  return out;
}

/**
 * The field as the page reads it: the product's own value when it has the literal's type, else an
 * empty one (`typeof p.rating === "number" ? p.rating : 0`). The view product carries the record's
 * own fields in preview (its raw data) and the platform's where it has them. A list of records
 * (`variants`) has each record's fields defaulted the same way, those the view product does not
 * always give (`variants[].size`): a live store product's variants have only the SDK's.
 * `values`: the field's value in every record; `at`: the expression read; `depth`: records within records.
 */
function guarded(at: string, values: Json[], cover: readonly string[] | null, ts: boolean, depth = 0): { expr: string; nested: string[] } | null {
  const v = sampleOf(values);
  // Written as text in some records and as a number in others (`ply: '6'`, `ply: 8`): either stays.
  const kinds = new Set(values.filter((x) => x !== undefined && x !== null).map((x) => typeof x));
  if (kinds.has('string') && kinds.has('number')) return { expr: `typeof ${at} === "string" || typeof ${at} === "number" ? ${at} : ""`, nested: [] };
  if (typeof v === 'string') return { expr: `typeof ${at} === "string" ? ${at} : ""`, nested: [] };
  if (typeof v === 'number') return { expr: `typeof ${at} === "number" ? ${at} : 0`, nested: [] };
  if (typeof v === 'boolean') return { expr: `typeof ${at} === "boolean" ? ${at} : false`, nested: [] };
  if (Array.isArray(v)) {
    const each = cover && depth < 2 ? elementDefaults(elementFields(values), cover, ts, depth + 1) : null;
    if (!each) return { expr: `Array.isArray(${at}) ? ${at} : []`, nested: [] };
    const e = each.name;
    return { expr: `Array.isArray(${at}) ? ${at}.map((${ts ? `${e}: any` : e}) => ${e} && typeof ${e} === "object" ? { ...${e}, ${each.parts.join(', ')} } : ${e}) : []`, nested: each.fields.map((f) => `[].${f}`) };
  }
  if (v && typeof v === 'object') return { expr: `${at} && typeof ${at} === "object" ? ${at} : ${emptyObject(v, depth)}`, nested: [] };
  return null;
}

/** `size: typeof v.size === "string" ? v.size : ""`, … for the fields of a list's records outside `cover` (null when none). */
function elementDefaults(fields: Map<string, Json[]>, cover: readonly string[], ts: boolean, depth: number): { name: string; parts: string[]; fields: string[] } | null {
  const name = depth === 1 ? 'v' : `v${depth}`;
  const parts: string[] = [];
  const names: string[] = [];
  for (const [k, values] of fields) {
    if (cover.includes(k)) continue;
    const g = guarded(`${name}.${k}`, values, [], ts, depth);
    if (!g) continue;
    parts.push(`${k}: ${g.expr}`);
    names.push(k, ...g.nested.map((n) => `${k}${n}`));
  }
  return parts.length ? { name, parts, fields: names } : null;
}

function emptyObject(v: Record<string, Json>, depth: number): string {
  const empty = (x: Json): string => typeof x === 'string' ? '""' : typeof x === 'number' ? '0' : typeof x === 'boolean' ? 'false' : Array.isArray(x) ? '[]' : x && typeof x === 'object' && depth < 1 ? emptyObject(x, depth + 1) : 'null';
  const fields = Object.entries(v).filter(([k]) => isName(k)).map(([k, x]) => `${k}: ${empty(x)}`);
  return fields.length ? `{ ${fields.join(', ')} }` : '{}';
}

/**
 * The field records named only by their model (and maker) keep it in (`{ brand: 'Aurel', model: 'K2' }`,
 * no name or title): the page shows it as the product's name.
 */
function modelField(c: Catalogue): string | null {
  if (c.keys.some((k) => VIEW_PRODUCT[k] === 'p.name' || fieldAlias(k) === 'p.name')) return null;
  return MODEL_KEYS.find((m) => c.keys.includes(m)) ?? null;
}

/**
 * `(p) => ({ ...p, rating: …, variants: … })` for the fields of the catalogue the view product
 * lacks (null when none): its own fields, and those of the records its lists hold. `fields` names
 * each (`rating`, `variants[].size`).
 */
export function defaultsOf(c: Catalogue, ts = false, numericIds = false): { fields: string[]; mapper: string | null } {
  const values = (k: string) => c.records.map((r) => r[k]);
  const fields: string[] = [];
  const parts: string[] = [];
  const model = modelField(c);
  for (const k of c.keys.filter(isName)) {
    const own = !covered(k);
    if (own) fields.push(k);
    // A field the view product gives is defaulted only in the records it holds (a variant's own fields).
    const cover = elementCovered(k);
    const g = guarded(`p.${k}`, values(k), cover, ts);
    // Records named by their model: the store product's name stands in for a model it lacks.
    if (g && k === model) g.expr = g.expr.replace(/ : ""$/, ' : typeof p.name === "string" ? p.name : ""');
    if (!g || (!own && !g.nested.length)) continue;
    parts.push(`${k}: ${g.expr}`);
    fields.push(...g.nested.map((n) => `${k}${n}`));
  }
  // Records numbered by the source (`id: 3`) on a page that finds them by its route's id read as a
  // number (`p.id === parseInt(id)`), where the store's ids are text: an id that reads as a number is one again.
  if (numericIds && c.records.length && c.records.every((r) => typeof r.id === 'number')) parts.push('id: typeof p.id === "string" && /^\\d+$/.test(p.id) ? Number(p.id) : p.id');
  return { fields, mapper: parts.length ? `(${ts ? 'p: any' : 'p'}) => ({ ...p, ${parts.join(', ')} })` : null };
}

const isFn = (n: Node): n is Fn => n.type === 'FunctionDeclaration' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression';

/** Walk `root` with parent slots, not entering nested functions when `shallow`. */
export function walk(root: Node, fn: (n: Node, parent: Node | null, key: string | null, index: number | null) => void, shallow = false): void {
  const go = (n: Node, parent: Node | null, key: string | null, index: number | null) => {
    fn(n, parent, key, index);
    if (shallow && parent && isFn(n)) return;
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'extra' || k === 'tokens' || k === 'comments' || k === 'original') continue;
      if (Array.isArray(v)) v.forEach((c, i) => c && typeof c === 'object' && typeof (c as Node).type === 'string' && go(c as Node, n, k, i));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') go(v as Node, n, k, null);
    }
  };
  go(root, null, null, null);
}

export const contains = (root: Node, test: (n: Node) => boolean, shallow = true): boolean => {
  let hit = false;
  walk(root, (n) => { if (!hit && test(n)) hit = true; }, shallow);
  return hit;
};
export const isHookCall = (n: Node) => n.type === 'CallExpression' && ((n.callee.type === 'Identifier' && /^use[A-Z]/.test(n.callee.name)) || (n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier' && /^use[A-Z]/.test(n.callee.property.name)));
export const isReturn = (n: Node) => n.type === 'ReturnStatement';

/** References to `name` inside `root` as a value (not a member property or object key). */
function valueRefs(root: Node, name: string): number {
  let count = 0;
  walk(root, (n, parent, key) => {
    if (n.type !== 'Identifier' || n.name !== name || !parent) return;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (parent.type === 'ObjectProperty' && key === 'key' && !parent.computed && !parent.shorthand) return;
    if (parent.type === 'TSTypeQuery' || parent.type === 'TSQualifiedName') return;
    if (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ImportNamespaceSpecifier') return;
    if (parent.type === 'VariableDeclarator' && key === 'id') return;
    count++;
  });
  return count;
}

/** Names a variable statement binds (`const { slug } = …`, `const [a, b] = …`). */
function declared(s: Statement): string[] {
  return s.type === 'VariableDeclaration' ? Object.keys(t.getBindingIdentifiers(s)) : [];
}

interface Ctx {
  ast: File;
  file: string;
  ts: boolean;
  helperImport: string;
  taken: Set<string>;
  /** Per component, the store lists getters of a module read (`<spec>#<list>` → its name there and its store read's). */
  getterLists: Map<Node, Map<string, { list: string; read: string }>>;
  /** The page reads its route's id as a number (`parseInt(id)`): numbered records are looked up by number. */
  numericIds: boolean;
}

/**
 * `const <read> = useViewProducts(); const <name> = useMemo(() => …, [<read>.data]);`: the list,
 * the same array from one render to the next (a page may hand it to an effect's dependencies).
 */
function listStatements(x: Ctx, c: Catalogue, name: string): Statement[] {
  const hook = ensureImport(x.ast, x.helperImport, 'useViewProducts', x.taken);
  const memo = ensureImport(x.ast, 'react', 'useMemo', x.taken);
  const read = freshName(`${name}Read`, x.taken);
  const { mapper } = defaultsOf(c, x.ts, x.numericIds);
  const data = x.ts ? `((${read}.data ?? []) as any[])` : `(${read}.data ?? [])`;
  return [
    stmt(`const ${read}${x.ts ? ': any' : ''} = ${hook}();`, x.file),
    constDecl(name, `${memo}(() => ${mapper ? `${data}.map(${mapper})` : data}, [${read}.data])`, x.file),
  ];
}

/**
 * `const <read> = useViewProducts(); const <name> = useMemo(() => ({ …plain values, lamps: products.filter((p) => p.category === "lamp"), … }), [<read>.data])`:
 * a grouped catalogue, each group the store's products of its value.
 */
function groupsStatements(x: Ctx, c: Catalogue, name: string): Statement[] {
  const hook = ensureImport(x.ast, x.helperImport, 'useViewProducts', x.taken);
  const memo = ensureImport(x.ast, 'react', 'useMemo', x.taken);
  const read = freshName(`${name}Read`, x.taken);
  const { mapper } = defaultsOf(c, x.ts);
  const data = x.ts ? `((${read}.data ?? []) as any[])` : `(${read}.data ?? [])`;
  const prop = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const field = c.groupBy && /^[A-Za-z_$][\w$]*$/.test(c.groupBy) ? `p.${c.groupBy}` : `p[${JSON.stringify(c.groupBy)}]`;
  const parts = [
    ...(c.scalars ?? []).map((s) => `${prop(s.key)}: ${JSON.stringify(s.value)}`),
    ...(c.groups ?? []).map((g) => `${prop(g.key)}: ${c.groupBy && g.value !== null ? `all.filter((${x.ts ? 'p: any' : 'p'}) => ${field} === ${JSON.stringify(g.value)})` : 'all'}`),
  ];
  return [
    stmt(`const ${read}${x.ts ? ': any' : ''} = ${hook}();`, x.file),
    constDecl(name, `${memo}(() => {\n  const all = ${mapper ? `${data}.map(${mapper})` : data};\n  return { ${parts.join(', ')} };\n}, [${read}.data])`, x.file),
  ];
}

/**
 * `const <read> = useViewMenu("items"); const <name> = useMemo(() => ({ …plain values, categories: <read>.data ?? [] }), [<read>.data])`:
 * a menu of categories holding their products, each category a collection of the store with its products.
 */
function menuStatements(x: Ctx, c: Catalogue, name: string): Statement[] {
  const menu = c.menu!;
  const hook = ensureImport(x.ast, x.helperImport, 'useViewMenu', x.taken);
  const memo = ensureImport(x.ast, 'react', 'useMemo', x.taken);
  const read = freshName(`${name}Read`, x.taken);
  const { mapper } = defaultsOf(c, x.ts);
  const prop = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const at = (o: string, k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `${o}.${k}` : `${o}[${JSON.stringify(k)}]`);
  const data = x.ts ? `((${read}.data ?? []) as any[])` : `(${read}.data ?? [])`;
  const cat = x.ts ? 'c: any' : 'c';
  const list = mapper ? `${data}.map((${cat}) => ({ ...c, ${prop(menu.itemsKey)}: ${at('c', menu.itemsKey)}.map(${mapper}) }))` : data;
  const value = menu.path === null ? list : `({ ${[...(c.scalars ?? []).map((s) => `${prop(s.key)}: ${JSON.stringify(s.value)}`), `${prop(menu.path)}: ${list}`].join(', ')} })`;
  return [
    stmt(`const ${read}${x.ts ? ': any' : ''} = ${hook}(${JSON.stringify(menu.itemsKey)});`, x.file),
    constDecl(name, `${memo}(() => ${value}, [${read}.data])`, x.file),
  ];
}

/**
 * The store's menu is empty until it arrives, where the source's had its categories from the start:
 * a category read by its place (`menu.categories[1].name`) reads its field only when there is one
 * (`menu.categories[1]?.name`).
 */
function guardPlaceReads(root: Node, c: Catalogue): void {
  const path = c.menu?.path ?? null;
  const isList = (n: Node): boolean => path === null
    ? n.type === 'Identifier' && n.name === c.name
    : (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && n.object.type === 'Identifier' && n.object.name === c.name
      && ((!n.computed && n.property.type === 'Identifier' && n.property.name === path) || (n.computed && n.property.type === 'StringLiteral' && n.property.value === path));
  walk(root, (n, parent, key) => {
    if (n.type !== 'MemberExpression' || n.object.type !== 'MemberExpression' || !n.object.computed || !isList(n.object.object)) return;
    if (n.object.property.type === 'StringLiteral') return;
    if (parent && (parent.type === 'CallExpression' || parent.type === 'NewExpression') && key === 'callee') return;
    if (parent && (parent.type === 'AssignmentExpression' || parent.type === 'UpdateExpression') && (key === 'left' || key === 'argument')) return;
    const m = n as unknown as { type: string; optional: boolean };
    m.type = 'OptionalMemberExpression';
    m.optional = true;
  });
}

// Effects only: `useMemo`/`useCallback` (which the data layer also follows) cannot take an early `return;`.
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);
/** Hooks that keep a value until their dependencies change. */
const MEMO_HOOKS = new Set(['useMemo', 'useCallback']);

/** The name of the store read `listStatements`/`groupsStatements` declare first (`const <read> = useViewProducts()`). */
function readName(added: Statement[]): string {
  const first = added[0];
  const id = first?.type === 'VariableDeclaration' ? first.declarations[0]?.id : null;
  return id?.type === 'Identifier' ? id.name : 'undefined';
}

/**
 * The store's products arrive after the first render, where the source's list was there from the
 * start: an effect of the component that reads the list, in its callback or through a function of
 * the component it calls (`useEffect(() => { load(); }, [])` with `load` reading it), waits for
 * them (`if (!<read>.data) return;`, as the source's fetch waited for its answer: a one-row read
 * of an empty list would hand the page no record) and gets the list in its dependencies, so it
 * runs once they are in (the list is memoised: it changes only then).
 */
function effectsFollow(body: Statement[], name: string, read: string): void {
  const readers = new Set<string>();
  for (const s of body) {
    if (s.type === 'FunctionDeclaration' && s.id && valueRefs(s.body, name) > 0) readers.add(s.id.name);
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) {
      const init = d.init;
      if (d.id.type === 'Identifier' && (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') && valueRefs(init.body, name) > 0) readers.add(d.id.name);
    }
  }
  // A value the component memoises from the list (`const shown = useMemo(() => products.filter(…),
  // [query])`: the source's list was a module constant, outside its dependencies) is worked out
  // again once the products are in: the list joins its dependencies.
  for (const s of body) {
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) {
      const call = d.init;
      if (call?.type !== 'CallExpression' || !MEMO_HOOKS.has(hookName(call))) continue;
      const [callback, deps] = call.arguments;
      if (!callback || deps?.type !== 'ArrayExpression' || deps.elements.some((e) => e?.type === 'Identifier' && e.name === name)) continue;
      if (valueRefs(callback, name) > 0 || [...readers].some((r) => valueRefs(callback, r) > 0)) deps.elements.push(t.identifier(name));
    }
  }
  for (const s of body) {
    const call = s.type === 'ExpressionStatement' ? s.expression : null;
    if (call?.type !== 'CallExpression' || !EFFECT_HOOKS.has(hookName(call))) continue;
    const [callback, deps] = call.arguments;
    if (!callback || deps?.type !== 'ArrayExpression') continue;
    if (deps.elements.some((e) => e?.type === 'Identifier' && e.name === name)) continue;
    const reads = valueRefs(callback, name) > 0 || [...readers].some((r) => valueRefs(callback, r) > 0);
    if (!reads || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) continue;
    deps.elements.push(t.identifier(name));
    const wait = t.ifStatement(t.unaryExpression('!', t.memberExpression(t.identifier(read), t.identifier('data'))), t.returnStatement());
    if (callback.body.type === 'BlockStatement') callback.body.body.unshift(wait);
    else callback.body = t.blockStatement([wait, t.expressionStatement(callback.body)]);
  }
}

/** `const name = <list>` at the top of each component that reads `name`; false when a read is elsewhere. */
function shadowInComponents(x: Ctx, c: Catalogue): boolean {
  const comps = components(x.ast).filter(({ fn }) => fn.body.type === 'BlockStatement' && valueRefs(fn.body, c.name) > 0);
  const inComps = comps.reduce((n, { fn }) => n + valueRefs(fn.body, c.name), 0);
  // Every value read of the catalogue is in a component body.
  if (!comps.length || inComps !== valueRefs(x.ast.program, c.name)) return false;
  if (comps.some(({ fn }) => fn.body.type === 'BlockStatement' && fn.body.body.some((s) => declared(s).includes(c.name)))) return false;
  for (const { fn } of comps) {
    if (fn.body.type !== 'BlockStatement') continue;
    const added = c.kind === 'menu' ? menuStatements(x, c, c.name) : c.kind === 'groups' ? groupsStatements(x, c, c.name) : listStatements(x, c, c.name);
    if (c.kind === 'menu') guardPlaceReads(fn.body, c);
    fn.body.body.unshift(...added);
    effectsFollow(fn.body.body, c.name, readName(added));
  }
  return true;
}

/**
 * A catalogue read through a getter of its module (`lampById(id)`, `allLamps()`) or a list the module
 * derives from it (`lampsWithMakers`, a join): at the top of each component that reads it, the
 * store's products (`useViewProducts`), the module's join run over them (`useMemo`), and the getter
 * as written over that list (`useCallback`, under the name the page calls). The names the getter
 * or the join read besides the list (`makers`) are imported from the module. False when a read is
 * outside a component, or a component binds the name itself.
 */
function getterInComponents(x: Ctx, c: Catalogue, g: NonNullable<Catalogue['getter']>): boolean {
  const comps = components(x.ast).filter(({ fn }) => fn.body.type === 'BlockStatement' && valueRefs(fn.body, c.name) > 0);
  const inComps = comps.reduce((n, { fn }) => n + valueRefs(fn.body, c.name), 0);
  if (!comps.length || inComps !== valueRefs(x.ast.program, c.name)) return false;
  if (comps.some(({ fn }) => fn.body.type === 'BlockStatement' && fn.body.body.some((s) => declared(s).includes(c.name)))) return false;
  const renames = new Map<string, string>();
  for (const n of g.needs) renames.set(n, ensureImport(x.ast, g.spec, n, x.taken));
  const memo = g.derive || g.fnText ? ensureImport(x.ast, 'react', g.fnText ? 'useCallback' : 'useMemo', x.taken) : '';
  const useMemoName = g.derive ? ensureImport(x.ast, 'react', 'useMemo', x.taken) : '';
  const key = `${g.spec}#${g.base}`;
  for (const { fn } of comps) {
    if (fn.body.type !== 'BlockStatement') continue;
    const body = fn.body.body;
    // Two getters of one list in a component (`allLamps()`, `lampsOfRoom(room)`) share its read.
    const shared = x.getterLists.get(fn)?.get(key);
    const at = shared ? body.findIndex((s) => declared(s).includes(shared.list)) : -1;
    if (shared && at >= 0 && g.fnText) {
      body.splice(at + 1, 0, constDecl(c.name, `${memo}(${renamed(g.fnText, new Map([...renames, [g.base, shared.list]]), x.file)}, [${shared.list}])`, x.file));
      effectsFollow(body, c.name, shared.read);
      continue;
    }
    // The list under the getter's own name when the page imports the list itself.
    const listName = !g.fnText && !g.derive ? c.name : freshName(g.derive ? g.derive.of : g.base, x.taken);
    const added = listStatements(x, c, listName);
    let read = listName;
    if (g.derive) {
      const joined = g.fnText ? freshName(g.base, x.taken) : c.name;
      const callback = renamed(g.derive.callbackText, new Map([...renames, [g.derive.of, listName]]), x.file);
      added.push(constDecl(joined, `${useMemoName}(() => ${listName}.map(${callback}), [${listName}])`, x.file));
      read = joined;
    }
    if (g.fnText) added.push(constDecl(c.name, `${memo}(${renamed(g.fnText, new Map([...renames, [g.base, read]]), x.file)}, [${read}])`, x.file));
    body.unshift(...added);
    if (g.fnText) x.getterLists.set(fn, (x.getterLists.get(fn) ?? new Map()).set(key, { list: read, read: readName(added) }));
    effectsFollow(body, c.name, readName(added));
  }
  return true;
}

/** The text of a function with the names it reads renamed (`makers` → the page's import of it). */
function renamed(code: string, names: Map<string, string>, file: string): string {
  if ([...names].every(([a, b]) => a === b)) return code;
  const e = expr(code, file);
  walk(e, (n, parent, key) => {
    if (n.type !== 'Identifier' || !parent || !isValueRef(parent, key)) return;
    const to = names.get(n.name);
    if (to !== undefined && to !== n.name) n.name = to;
  });
  return print(e);
}

/** Remove a module-level declarator (and its statement when it was the only one). */
function removeDeclarator(ast: File, c: Catalogue): void {
  const body = ast.program.body;
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type !== 'VariableDeclaration' || !d.declarations.includes(c.declarator)) continue;
    if (d.declarations.length === 1) body.splice(i, 1);
    else d.declarations.splice(d.declarations.indexOf(c.declarator), 1);
    return;
  }
}

/** `map[key]` lookups and `Object.values(map)` in one component → the SDK product and list. */
function convertLookups(x: Ctx, c: Catalogue, fn: Fn): boolean {
  if (fn.body.type !== 'BlockStatement') return false;
  const body = fn.body.body;
  const lookups: { parent: Node; key: string; index: number | null; prop: Expression }[] = [];
  const values: { parent: Node; key: string; index: number | null }[] = [];
  walk(fn.body, (n, parent, key, index) => {
    if (!parent || !key) return;
    if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && n.computed && n.object.type === 'Identifier' && n.object.name === c.name) {
      let p = n.property as Node;
      while (p.type === 'TSAsExpression' || p.type === 'TSNonNullExpression' || p.type === 'ParenthesizedExpression') p = p.expression;
      if (p.type !== 'StringLiteral' && p.type !== 'NumericLiteral' && p.type !== 'TemplateLiteral') lookups.push({ parent, key, index, prop: p as Expression });
    }
    if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && n.callee.object.type === 'Identifier' && n.callee.object.name === 'Object'
      && n.callee.property.type === 'Identifier' && n.callee.property.name === 'values' && n.arguments.length === 1 && n.arguments[0].type === 'Identifier' && n.arguments[0].name === c.name) {
      values.push({ parent, key, index });
    }
  });
  const keyText = lookups.length ? print(lookups[0].prop) : null;
  const mine = lookups.filter((l) => print(l.prop) === keyText);
  if (!mine.length && !values.length) return false;
  // After the statements that bind the key (`const { slug } = useParams()`), before any use.
  const names = new Set<string>();
  if (mine.length) walk(mine[0].prop, (n) => { if (n.type === 'Identifier') names.add(n.name); });
  const firstUse = body.findIndex((s) => contains(s, (n) => n.type === 'Identifier' && n.name === c.name, false));
  let at = 0;
  body.forEach((s, i) => { if (i < firstUse && declared(s).some((d) => names.has(d))) at = i + 1; });
  // A hook after an early return would be called conditionally.
  if (body.slice(0, at).some((s) => contains(s, isReturn))) return false;
  const add: Statement[] = [];
  const { mapper } = defaultsOf(c, x.ts);
  if (mine.length) {
    const hook = ensureImport(x.ast, x.helperImport, 'useViewProduct', x.taken);
    const read = freshName('platformProductRead', x.taken);
    const product = freshName('platformProduct', x.taken);
    add.push(stmt(`const ${read}${x.ts ? ': any' : ''} = ${hook}({ ${keyText === 'slug' ? 'slug' : `slug: ${keyText}`} });`, x.file));
    add.push(constDecl(product, mapper ? `${read}.data && (${mapper})(${read}.data)` : `${read}.data`, x.file));
    // Until the product arrives the page would take it for a missing one (and redirect or say so).
    const laterHooks = body.slice(at).some((s) => contains(s, isHookCall));
    if (!laterHooks) add.push(stmt(`if (${read}.isLoading) return null;`, x.file));
    for (const l of mine) replaceSlot(l.parent, l.key, l.index, expr(product, x.file));
  }
  if (values.length) {
    const list = freshName(`${c.name}List`, x.taken);
    add.unshift(...listStatements(x, c, list));
    for (const v of values) replaceSlot(v.parent, v.key, v.index, expr(list, x.file));
  }
  body.splice(at, 0, ...add);
  return true;
}

export function replaceSlot(parent: Node, key: string, index: number | null, next: Node): void {
  const slot = (parent as unknown as Record<string, unknown>)[key];
  if (index !== null && Array.isArray(slot)) slot[index] = next;
  else (parent as unknown as Record<string, unknown>)[key] = next;
}

/**
 * Convert the static catalogues a page declares, and those it imports (`imported`: local name →
 * the catalogue its module declares). Returns what was converted; the AST is edited in place.
 */
export function convertCatalogues(ast: File, file: string, helperImport: string, imported: Map<string, Catalogue> = new Map()): CatalogueEdit[] {
  const x: Ctx = { ast, file, ts: /\.tsx?$/.test(file), helperImport, taken: boundNames(ast), getterLists: new Map(), numericIds: readsRouteIdsAsNumbers([ast]) };
  const edits: CatalogueEdit[] = [];
  const line = (c: Catalogue) => c.declarator.loc?.start.line ?? 1;
  const done = (c: Catalogue, at = line(c)) => edits.push({ name: c.name, kind: c.kind, defaulted: defaultsOf(c).fields, line: at, groupBy: c.groupBy, groupValues: (c.groups ?? []).flatMap((g) => (g.value === null ? [] : [g.value])) });
  for (const c of findCatalogues(ast)) {
    if (c.kind === 'list' && c.owner) {
      // Declared in a component: read from the store in its place, unless an early return comes first.
      if (c.owner.body.type !== 'BlockStatement') continue;
      const body = c.owner.body.body;
      const i = body.findIndex((s) => s.type === 'VariableDeclaration' && s.declarations.length === 1 && s.declarations.includes(c.declarator));
      if (i < 0 || body.slice(0, i).some((s) => contains(s, isReturn))) continue;
      const line = c.declarator.loc?.start.line ?? 1;
      const added = listStatements(x, c, c.name);
      body.splice(i, 1, ...added);
      effectsFollow(body, c.name, readName(added));
      done(c, line);
    } else if (c.kind === 'list' && !c.exported) {
      if (shadowInComponents(x, c)) {
        removeDeclarator(ast, c);
        done(c);
      }
    } else if (c.kind === 'map') {
      const owners = c.owner ? [c.owner] : components(ast).map((k) => k.fn);
      let any = false;
      for (const fn of owners) any = convertLookups(x, c, fn) || any;
      if (!any) continue;
      if (!c.exported && referenceCount(ast, c.name) <= 1) removeDeclarator(ast, c);
      done(c);
    }
  }
  for (const [local, c] of imported) {
    const as = { ...c, name: local };
    let any = false;
    if (c.getter) any = getterInComponents(x, as, c.getter);
    else if (c.kind === 'list' || c.kind === 'groups' || c.kind === 'menu') any = shadowInComponents(x, as);
    else for (const { fn } of components(ast)) any = convertLookups(x, as, fn) || any;
    if (!any) continue;
    pruneImports(ast, [local]);
    done(as, 1);
    if ('from' in c && typeof c.from === 'string') edits[edits.length - 1].from = c.from;
    if (c.getter?.derive) edits[edits.length - 1].join = { list: c.getter.base, reads: c.getter.needs };
  }
  return edits;
}
