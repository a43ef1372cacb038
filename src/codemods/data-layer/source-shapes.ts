import { classifyEntity, entityWords, singular } from '../../../rules/vendors/_surface.js';
import type { Node } from '@babel/types';
import { visit } from '../../convert/print.js';
import { unwrap } from '../../rule-kit/pattern.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { BODY_ENVELOPE, BODY_LIST_KEYS, BODY_PAGING, fieldAlias, isProductShape, isSdkLessNumber, PRODUCT_TYPE_NAME, VIEW_PRODUCT, VIEW_PRODUCT_LIST } from '../../../rules/data-layer/field-map.js';
import { componentOf, type ParentMap } from './locate.js';

/**
 * The shapes the source's own code reads its data in, so the view layer hands data back in that
 * shape: a product field typed or used as a list (`image: string[]`, `image[0]`, `image.map(...)`),
 * a category list read as plain names (`useQuery<string[]>`, `{c}` rendered, `key={c}`).
 */

const SCRIPT = /\.(tsx?|jsx?|mts|mjs)$/;
const LIST_METHODS = new Set(['map', 'forEach', 'filter', 'find', 'some', 'every', 'flatMap', 'reduce']);

const keyName = (n: Node | null | undefined): string | null =>
  !n ? null : n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null;

/** `string[]`, `Array<string>`, `readonly string[]`: a list type. */
export function isListType(t: Node | null | undefined): boolean {
  if (!t) return false;
  if (t.type === 'TSArrayType') return true;
  if (t.type === 'TSTypeOperator') return isListType(t.typeAnnotation);
  return t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && (t.typeName.name === 'Array' || t.typeName.name === 'ReadonlyArray');
}

/** `string[]` / `Array<string>` exactly: a list of plain strings. */
export function isStringListType(t: Node | null | undefined): boolean {
  if (!t) return false;
  if (t.type === 'TSArrayType') return t.elementType.type === 'TSStringKeyword';
  if (t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'Array') return t.typeParameters?.params.length === 1 && t.typeParameters.params[0].type === 'TSStringKeyword';
  return false;
}

/** The name of a field read as a list at `n`: `x.image[0]`, `image[0]`, `x.image.map(...)`. */
function listUse(n: Node): string | null {
  const fieldOf = (o: Node): string | null =>
    o.type === 'MemberExpression' && !o.computed ? keyName(o.property) : o.type === 'OptionalMemberExpression' && !o.computed ? keyName(o.property) : o.type === 'Identifier' ? o.name : null;
  if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && n.computed && n.property.type === 'NumericLiteral') return fieldOf(n.object);
  if ((n.type === 'CallExpression' || n.type === 'OptionalCallExpression')) {
    const c = n.callee;
    if ((c.type === 'MemberExpression' || c.type === 'OptionalMemberExpression') && !c.computed && LIST_METHODS.has(keyName(c.property) ?? '')) {
      // Only a member (`p.image.map`): a bare `image.map` is too often a local list of something else.
      const o = c.object;
      if (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') return fieldOf(o);
    }
  }
  return null;
}

export interface ProductFields {
  /** View product fields (of VIEW_PRODUCT_LIST) that the site types or uses as lists. */
  listFields: string[];
  /** Other list fields of the source's product type, which the SDK has no value for: an empty list, never undefined. */
  emptyLists: string[];
  /** Other names the site reads product fields by (`_id`, `nom`, `prix`; FIELD_ALIASES): the SDK value under that name. */
  aliases: string[];
  /**
   * Object fields of the source's product type the SDK has no value for (a joined record:
   * `restaurant: { name: string }`), as the JavaScript of a safe default object (`{ name: "" }`).
   */
  emptyObjects: Record<string, string>;
  /** Fields read once per language (`p.categoryName.en`, `p.name?.ar`): an `{ en, ar }` object of the SDK values. */
  localeObjects: string[];
  /** Numbers read off a product (`product.avgRate`) the SDK has no value for (isSdkLessNumber): a typed default. */
  numberFields: string[];
  /** The same, read off a variant (`selectedVariant.stockQuantity`). */
  variantNumberFields: string[];
  /** Product numbers the code also calls string methods on (`p.price500g.replace(',', '.')`): numeric strings. */
  numericTextFields: string[];
  /**
   * Text fields of the source's product type the SDK has no value for (`release: string`): an empty
   * text unless the record has one, so `a.release.localeCompare(…)` or `date.slice(0, 4)` runs.
   */
  textFields: string[];
}

/** A record the code names as a product or one of its variants: `product`, `item`, `selectedVariant`, `p.product`. */
const PRODUCT_HOLDER = /^(p|prod|product|item|dish|service|listing)$|product|item|dish/i;
const VARIANT_HOLDER = /variant/i;

/**
 * `product.avgRate`, `selectedVariant?.stockQuantity`: an SDK-less number read off a product or a
 * variant, by its name (isSdkLessNumber) or, with `numeric`, by its use (numericMembers).
 */
function numberUse(n: Node, numeric = false): { field: string; variant: boolean } | null {
  if ((n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') || n.computed) return null;
  const field = keyName(n.property);
  // A bare `quantity` / `count` is a cart line's or a list's as often as a product's.
  if (!field || !(numeric || isSdkLessNumber(field)) || /^(quantity|qty|count)$/i.test(field) || Object.hasOwn(VIEW_PRODUCT, field) || fieldAlias(field) || ['id', 'slug'].includes(field)) return null;
  const o = n.object;
  const holder = o.type === 'Identifier' ? o.name : (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && !o.computed ? keyName(o.property) : null;
  if (!holder) return null;
  if (VARIANT_HOLDER.test(holder)) return { field, variant: true };
  return PRODUCT_HOLDER.test(holder) && !/cart|order/i.test(holder) ? { field, variant: false } : null;
}

/** A currency sign or code just before a drawn value (`₹{…}`, `` `SAR ${…}` ``). */
const MONEY_BEFORE = /([$€£₹¥₪₺₦﷼]|\b(?:SAR|AED|EGP|KWD|QAR|USD|EUR|INR|Rs\.?|Tk)|ر\.س|د\.إ|ج\.م)\s*$/;
const NUMBER_METHODS = new Set(['toFixed', 'toLocaleString', 'toPrecision']);
const NUMBER_FUNCTIONS = new Set(['Number', 'parseFloat', 'parseInt']);
/** Methods only a string has: a number read this way (`p.price500g.replace(',', '.')`) is a numeric string. */
const STRING_METHODS = new Set(['replace', 'replaceAll', 'split', 'trim', 'toLowerCase', 'toUpperCase', 'padStart', 'padEnd', 'startsWith', 'endsWith', 'charAt', 'substring', 'localeCompare']);

/** `x.f.replace(…)`: the member a string method is called on, else null. */
function stringMethodTarget(n: Node): Node | null {
  if (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression') return null;
  const c = n.callee;
  if ((c.type !== 'MemberExpression' && c.type !== 'OptionalMemberExpression') || c.computed || !STRING_METHODS.has(keyName(c.property) ?? '')) return null;
  let o = c.object as Node;
  while (o.type === 'TSAsExpression' || o.type === 'TSNonNullExpression' || o.type === 'ParenthesizedExpression') o = o.expression as Node;
  return isMember(o) ? o : null;
}
const isMember = (x: Node | null | undefined): x is Node => !!x && (x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression');

/**
 * Values `n` uses as numbers: drawn after a currency sign, formatted (`.toFixed(2)`), converted
 * (`Number(x)`), or in arithmetic (`x * qty`, `x - y`; a `+` may join strings). A field read so
 * that the SDK has no value for shows "₹undefined" or NaN: it gets a number.
 */
function numericMembers(n: Node): Node[] {
  const unwrapTs = (x: Node): Node => (x.type === 'TSAsExpression' || x.type === 'TSNonNullExpression' || x.type === 'ParenthesizedExpression' ? unwrapTs(x.expression as Node) : x);
  if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') {
    const c = n.callee;
    if ((c.type === 'MemberExpression' || c.type === 'OptionalMemberExpression') && !c.computed && NUMBER_METHODS.has(keyName(c.property) ?? '')) return [unwrapTs(c.object)];
    if (c.type === 'Identifier' && NUMBER_FUNCTIONS.has(c.name) && n.arguments[0]) return [unwrapTs(n.arguments[0] as Node)];
    return [];
  }
  if (n.type === 'BinaryExpression' && ['*', '/', '-', '%'].includes(n.operator)) return [unwrapTs(n.left as Node), unwrapTs(n.right)];
  if (n.type === 'TemplateLiteral') return n.expressions.filter((_, i) => MONEY_BEFORE.test(n.quasis[i]?.value.cooked ?? '')).map((e) => unwrapTs(e as Node));
  if (n.type === 'JSXElement' || n.type === 'JSXFragment') {
    const out: Node[] = [];
    n.children.forEach((c, i) => {
      const prev = n.children[i - 1];
      if (c.type === 'JSXExpressionContainer' && prev?.type === 'JSXText' && MONEY_BEFORE.test(prev.value)) out.push(unwrapTs(c.expression as Node));
    });
    return out;
  }
  return [];
}

/** `holder.field` off a record the code names as a product (`product.specs`, `item?.extras`): the field, else null. */
function productMember(n: Node): string | null {
  const m = n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' ? n.expression : n;
  if ((m.type !== 'MemberExpression' && m.type !== 'OptionalMemberExpression') || m.computed || m.object.type !== 'Identifier') return null;
  const field = keyName(m.property);
  return field && PRODUCT_HOLDER.test(m.object.name) && !/cart|order/i.test(m.object.name) ? field : null;
}

/**
 * A product field used as a key-value object: `Object.entries(product.specs)`, `product.specs as
 * Record<string, string>`. The SDK has no value for it: an empty object, never undefined.
 */
function objectUse(n: Node): string | null {
  if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && n.callee.object.type === 'Identifier' && n.callee.object.name === 'Object'
    && ['entries', 'keys', 'values'].includes(keyName(n.callee.property) ?? '') && n.arguments[0]) return productMember(n.arguments[0] as Node);
  if (n.type === 'TSAsExpression') {
    const t = n.typeAnnotation;
    const record = (t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'Record') || t.type === 'TSTypeLiteral';
    return record ? productMember(n) : null;
  }
  return null;
}

const LOCALE_KEYS = new Set(['en', 'ar']);

/** `x.f.en` / `x?.f?.ar`: the field `f` read as an object of languages. */
function localeObjectUse(n: Node): string | null {
  if ((n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') || n.computed || !LOCALE_KEYS.has(keyName(n.property) ?? '')) return null;
  const o = n.object;
  return (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && !o.computed ? keyName(o.property) : null;
}

/** `x.f.map(...)` / `x.f[0]`: a field of a record used as a list (a bare `f[0]` is too often a local). */
function memberListUse(n: Node): string | null {
  const name = listUse(n);
  if (!name) return null;
  const o = n.type === 'CallExpression' || n.type === 'OptionalCallExpression' ? null : (n as { object?: Node }).object;
  return o && o.type === 'Identifier' ? null : name;
}

/** The JavaScript of a safe default for a TypeScript type: '' for strings, 0, false, [], nested objects; null otherwise. */
export function typeDefault(t: Node | null | undefined, depth = 0): string {
  if (!t) return 'null';
  if (t.type === 'TSStringKeyword') return '""';
  if (t.type === 'TSNumberKeyword') return '0';
  if (t.type === 'TSBooleanKeyword') return 'false';
  if (isListType(t)) return '[]';
  if (t.type === 'TSUnionType') {
    const real = t.types.filter((u) => u.type !== 'TSNullKeyword' && u.type !== 'TSUndefinedKeyword');
    if (real.length === 1) return typeDefault(real[0], depth);
    if (real.length && real.every((u) => u.type === 'TSLiteralType' && u.literal.type === 'StringLiteral')) return '""';
    return 'null';
  }
  if (t.type === 'TSTypeLiteral' && depth < 3) {
    const fields = t.members.flatMap((m) => {
      const k = m.type === 'TSPropertySignature' ? keyName(m.key) : null;
      return k && /^[A-Za-z_$][\w$]*$/.test(k) ? [`${k}: ${typeDefault(m.typeAnnotation?.typeAnnotation, depth + 1)}`] : [];
    });
    return `{ ${fields.join(', ')} }`.replace('{  }', '{}');
  }
  return 'null';
}

const propsOf = (n: Node): Node[] =>
  n.type === 'TSInterfaceDeclaration' ? n.body.body : n.type === 'TSTypeAliasDeclaration' && n.typeAnnotation.type === 'TSTypeLiteral' ? n.typeAnnotation.members : [];

/** Object types the site declares by name (`interface SellerProfile { … }`, `type Origin = { … }`), as type literals. */
function recordTypes(tree: StagedTree, files: string[]): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    for (const st of ast.program.body) {
      const d = st.type === 'ExportNamedDeclaration' && st.declaration ? st.declaration : st;
      if (d.type === 'TSInterfaceDeclaration' && !d.extends?.length) out.set(d.id.name, { type: 'TSTypeLiteral', members: d.body.body } as Node);
      else if (d.type === 'TSTypeAliasDeclaration' && d.typeAnnotation.type === 'TSTypeLiteral') out.set(d.id.name, d.typeAnnotation);
    }
  }
  return out;
}

/**
 * The product fields the site's own code reads in a shape the SDK product lacks: a field it types
 * or uses as a list, a list field of its own product type (`sizes: string[]`), another name it
 * reads a field by (`p._id`, `item.nom`, `item.prix`). The view product hands each back in that shape, so the page neither crashes
 * (`sizes.map` of undefined) nor finds nothing (`_id === id`).
 */
export function productFields(tree: StagedTree, skip: (path: string) => boolean = () => false): ProductFields {
  const list = new Set<string>();
  const empty = new Set<string>();
  const ids = new Set<string>();
  const objects: Record<string, string> = {};
  const locales = new Set<string>();
  const numbers = new Set<string>();
  const variantNumbers = new Set<string>();
  const texts = new Set<string>();
  const plainTexts = new Set<string>();
  const files = tree.list().filter((file) => SCRIPT.test(file) && !file.includes('node_modules/') && !/\.d\.ts$/.test(file) && !skip(file));
  const records = recordTypes(tree, files);
  for (const file of files) {
    const ast = tree.ast(file);
    if (!ast) continue;
    visit(ast.program as unknown as Node, (n) => {
      if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed) {
        const k = keyName(n.property);
        if (k && !Object.hasOwn(VIEW_PRODUCT, k) && fieldAlias(k)) ids.add(k);
      }
      const declared = n.type === 'TSInterfaceDeclaration' || n.type === 'TSTypeAliasDeclaration' ? propsOf(n) : [];
      const declaredNames = new Set(declared.flatMap((m) => (m.type === 'TSPropertySignature' ? [keyName(m.key) ?? ''] : [])));
      if ((n.type === 'TSInterfaceDeclaration' || n.type === 'TSTypeAliasDeclaration') && (PRODUCT_TYPE_NAME.test(n.id.name) || isProductShape(declaredNames))) {
        for (const m of declared) {
          if (m.type !== 'TSPropertySignature') continue;
          const k = keyName(m.key);
          if (!k || Object.hasOwn(VIEW_PRODUCT, k) || ['id', 'slug'].includes(k)) continue;
          const type = m.typeAnnotation?.typeAnnotation;
          if (typeDefault(type) === '""' && !fieldAlias(k)) plainTexts.add(k);
          if (isListType(type)) empty.add(k);
          else {
            const inner = type?.type === 'TSUnionType' ? type.types.find((u) => u.type === 'TSTypeLiteral' || u.type === 'TSTypeReference') : type;
            if (inner?.type === 'TSTypeLiteral' && !objects[k]) objects[k] = typeDefault(inner);
            // A record typed by name (`seller: SellerProfile`), declared in the site: its fields' defaults.
            const named = inner?.type === 'TSTypeReference' && inner.typeName.type === 'Identifier' && !inner.typeParameters ? records.get(inner.typeName.name) : undefined;
            if (named && !objects[k]) objects[k] = typeDefault(named);
          }
        }
      }
      let name: string | null = null;
      if (n.type === 'TSPropertySignature' && isListType(n.typeAnnotation?.typeAnnotation)) name = keyName(n.key);
      else name = listUse(n);
      if (name && Object.hasOwn(VIEW_PRODUCT_LIST, name)) list.add(name);
      // A record field the code maps over (`p.sizes.map`) that the SDK has no value for: never undefined.
      const used = memberListUse(n);
      if (used && !Object.hasOwn(VIEW_PRODUCT, used) && !fieldAlias(used) && !['id', 'slug', 'data', ...BODY_LIST_KEYS].includes(used)) empty.add(used);
      const loc = localeObjectUse(n);
      // The SDK's own fields stay plain values: an `x.name.en` may be another record's (a category's).
      if (loc && !Object.hasOwn(VIEW_PRODUCT, loc)) locales.add(loc);
      const num = numberUse(n);
      if (num) (num.variant ? variantNumbers : numbers).add(num.field);
      for (const m of numericMembers(n)) {
        const used = isMember(m) ? numberUse(m, true) : null;
        if (used) (used.variant ? variantNumbers : numbers).add(used.field);
      }
      const str = stringMethodTarget(n);
      const text = str ? numberUse(str, true) : null;
      if (text && !text.variant) texts.add(text.field);
      const obj = objectUse(n);
      if (obj && !Object.hasOwn(VIEW_PRODUCT, obj) && !fieldAlias(obj) && !objects[obj]) objects[obj] = '{}';
    });
  }
  return {
    listFields: [...list].sort(), emptyLists: [...empty].sort(), aliases: [...ids].sort(), emptyObjects: objects, localeObjects: [...locales].sort(),
    numberFields: [...numbers].filter((k) => !empty.has(k) && !objects[k]).sort(), variantNumberFields: [...variantNumbers].sort(),
    numericTextFields: [...numbers].filter((k) => texts.has(k) && !empty.has(k) && !objects[k]).sort(),
    textFields: [...plainTexts].filter((k) => !numbers.has(k) && !empty.has(k) && !objects[k]).sort(),
  };
}

/** The identifier a query result's data is bound to: `const { data: categories = [] } = useQuery(...)`. */
function dataBinding(call: Node, parents: ParentMap): string | null {
  const d = parents.get(call)?.parent;
  if (!d || d.type !== 'VariableDeclarator' || d.init !== call || d.id.type !== 'ObjectPattern') return null;
  for (const p of d.id.properties) {
    if (p.type !== 'ObjectProperty' || keyName(p.key) !== 'data') continue;
    const v = p.value.type === 'AssignmentPattern' ? p.value.left : p.value;
    return v.type === 'Identifier' ? v.name : null;
  }
  return null;
}

/** Does a callback render its item itself (`{c}` as a child) or use it as a key (`key={c}`)? */
function itemUsedAsText(fn: Node): boolean {
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return false;
  const item = fn.params[0];
  if (!item || item.type !== 'Identifier') return false;
  let hit = false;
  visit(fn.body as Node, (n, parent, key) => {
    if (hit || n.type !== 'JSXExpressionContainer' || n.expression.type !== 'Identifier' || n.expression.name !== item.name) return;
    if (key === 'children' || (parent?.type === 'JSXAttribute' && parent.name.type === 'JSXIdentifier' && parent.name.name === 'key')) hit = true;
  });
  return hit;
}

/**
 * Does the source read this list query's result as plain strings? Its type argument is `string[]`,
 * or the component maps the data to items it renders directly or uses as keys.
 */
export function readsAsStrings(call: Node, parents: ParentMap): boolean {
  if (call.type !== 'CallExpression') return false;
  const typeArg = call.typeParameters?.params[0] as Node | undefined;
  if (typeArg) return isStringListType(typeArg);
  const name = dataBinding(call, parents);
  const comp = componentOf(call, parents);
  if (!name || !comp) return false;
  let hit = false;
  // `categories.map`, `categories?.map`, `(categories ?? []).map`, `(categories as string[]).map`.
  const base = (o: Node): Node => { const u = unwrap(o); return u.type === 'LogicalExpression' && (u.operator === '??' || u.operator === '||') ? base(u.left) : u; };
  visit(comp.fn.body as Node, (n) => {
    if (hit || (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression')) return;
    const c = n.callee;
    if ((c.type !== 'MemberExpression' && c.type !== 'OptionalMemberExpression') || c.computed || keyName(c.property) !== 'map') return;
    const o = base(c.object);
    if (o.type !== 'Identifier' || o.name !== name) return;
    if (itemUsedAsText(n.arguments[0] as Node)) hit = true;
  });
  return hit;
}

/** List methods that show a value is rows: searched, filtered, folded or walked. */
const ROW_METHODS = new Set(['find', 'filter', 'some', 'every', 'reduce', 'findIndex', 'forEach']);

/**
 * Does the source search this query's result as rows? `settings?.find((s) => s.key === 'x')`,
 * `(rows ?? []).reduce(…)`, `settings[0]`: a key-value settings table read whole. A one-object hook
 * (the brand) standing in for it hands back rows then (`useViewBrandRows`).
 */
export function readsAsRows(call: Node, parents: ParentMap): boolean {
  if (call.type !== 'CallExpression') return false;
  const name = dataBinding(call, parents);
  const comp = componentOf(call, parents);
  if (!name || !comp) return false;
  const base = (o: Node): Node => { const u = unwrap(o); return u.type === 'LogicalExpression' && (u.operator === '??' || u.operator === '||') ? base(u.left) : u; };
  const isData = (o: Node) => { const b = base(o); return b.type === 'Identifier' && b.name === name; };
  let hit = false;
  visit(comp.fn.body as Node, (n) => {
    if (hit) return;
    if ((n.type === 'CallExpression' || n.type === 'OptionalCallExpression') && (n.callee.type === 'MemberExpression' || n.callee.type === 'OptionalMemberExpression')
      && !n.callee.computed && ROW_METHODS.has(keyName(n.callee.property) ?? '') && isData(n.callee.object)) hit = true;
    if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && n.computed && n.property.type === 'NumericLiteral' && isData(n.object)) hit = true;
  });
  return hit;
}

/** The keys read off an object bound at `id` within `scope`: `{ success, data } = …`, or `j.success`, `j.data`. */
function keysReadOff(id: Node, scope: Node): string[] {
  if (id.type === 'ObjectPattern') return id.properties.flatMap((p) => (p.type === 'ObjectProperty' ? [keyName(p.key) ?? ''] : [])).filter(Boolean);
  if (id.type !== 'Identifier') return [];
  const keys = new Set<string>();
  visit(scope, (n) => {
    if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.object.type === 'Identifier' && n.object.name === id.name) {
      const k = keyName(n.property);
      if (k) keys.add(k);
    }
  });
  return [...keys];
}

const isCallOf = (n: Node | null | undefined, obj: string, method: string): boolean => {
  const u = n?.type === 'AwaitExpression' ? n.argument : n;
  return !!u && u.type === 'CallExpression' && (u.callee.type === 'MemberExpression' || u.callee.type === 'OptionalMemberExpression') && !u.callee.computed
    && u.callee.object.type === 'Identifier' && u.callee.object.name === obj && keyName(u.callee.property) === method;
};

/** `(x) => body` or `function (x) { … }`: its first parameter and its body. */
const callback = (n: Node | undefined): { param: Node; body: Node } | null =>
  n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') && n.params[0] ? { param: n.params[0] as Node, body: n.body as Node } : null;

/** The body of a response held by `r` within `scope`: `const j = await r.json()` (fetch) or `r.data` (axios). */
function bodyReads(r: Node, scope: Node, kind: 'response' | 'axios'): string[] {
  if (r.type === 'ObjectPattern' && kind === 'axios') {
    // `const { data } = await api.get(...)`: the body is `data`.
    const p = r.properties.find((q) => q.type === 'ObjectProperty' && keyName(q.key) === 'data');
    return p && p.type === 'ObjectProperty' ? keysReadOff(p.value as Node, scope) : [];
  }
  if (r.type !== 'Identifier') return [];
  const keys: string[] = [];
  visit(scope, (n) => {
    if (kind === 'response' && n.type === 'VariableDeclarator' && isCallOf(n.init as Node, r.name, 'json')) keys.push(...keysReadOff(n.id as Node, scope));
    if (kind === 'axios' && (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed) {
      const o = n.object;
      if ((o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && !o.computed && o.object.type === 'Identifier' && o.object.name === r.name && keyName(o.property) === 'data') keys.push(keyName(n.property) ?? '');
      // `res.data.data.sections`: the records one envelope deeper (`{ data: { sections } }`).
      const oo = (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && !o.computed && keyName(o.property) === 'data' ? o.object : null;
      if (oo && (oo.type === 'MemberExpression' || oo.type === 'OptionalMemberExpression') && !oo.computed && oo.object.type === 'Identifier' && oo.object.name === r.name && keyName(oo.property) === 'data') keys.push(`data.${keyName(n.property) ?? ''}`);
    }
  });
  return keys.filter(Boolean);
}

/**
 * The keys the source reads off a response body when the body is an envelope around the data
 * (`{ success, data }`: `json.data`, `res.data.data`; or only flags, `{ success }`), for the fetch
 * or axios result that `node` now stands for, or (`plain`) the body a request-wrapper function hands
 * back; null when the body is read as the data itself.
 */
/**
 * Whether body key `k` names the read's own records: the entity's own word (`products` around a
 * `product` read) or its class's name (`products` around a `cakes` read), not a field of one
 * record that shares the class (`variants` of a product).
 */
function namesRecords(k: string, entity: string | null): boolean {
  if (!entity) return false;
  const last = (name: string) => singular(entityWords(name).at(-1) ?? '');
  const key = last(k);
  if (key === last(entity)) return true;
  const cls = classifyEntity(entity);
  return !!cls && cls.surface !== 'other' && key === cls.words[0];
}

export function bodyEnvelopeKeys(node: Node, parents: ParentMap, kind: 'response' | 'axios' | 'plain', entity: string | null = null): string[] | null {
  let keys: string[] = [];
  let at = parents.get(node);
  // `const r = await NODE`
  if (at?.parent?.type === 'AwaitExpression') {
    const aw = at.parent;
    at = parents.get(aw);
    if (at?.parent?.type === 'VariableDeclarator' && at.key === 'init') {
      let scope: Node | null | undefined = at.parent;
      while (scope && !['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'Program'].includes(scope.type)) scope = parents.get(scope)?.parent;
      if (scope) keys = kind === 'plain' ? keysReadOff(at.parent.id as Node, scope) : bodyReads(at.parent.id as Node, scope, kind);
    }
  } else if (at?.parent && (at.parent.type === 'MemberExpression' || at.parent.type === 'OptionalMemberExpression') && keyName(at.parent.property) === 'then') {
    // `NODE.then((r) => r.json()).then((j) => …)` or `NODE.then((res) => res.data.data)`
    const call = parents.get(at.parent)?.parent;
    const first = call?.type === 'CallExpression' ? callback(call.arguments[0] as Node) : null;
    if (call && first && kind === 'plain') keys = keysReadOff(first.param, first.body);
    else if (call && first && first.param.type === 'Identifier') {
      if (kind === 'axios') keys = bodyReads(first.param, first.body, kind);
      else if (isCallOf(first.body, first.param.name, 'json') || (first.body.type === 'BlockStatement' && first.body.body.length === 1 && first.body.body[0].type === 'ReturnStatement' && isCallOf(first.body.body[0].argument as Node, first.param.name, 'json'))) {
        const member = parents.get(call)?.parent;
        const next = member && (member.type === 'MemberExpression' || member.type === 'OptionalMemberExpression') && keyName(member.property) === 'then' ? parents.get(member)?.parent : null;
        const second = next?.type === 'CallExpression' ? callback(next.arguments[0] as Node) : null;
        if (second) keys = keysReadOff(second.param, second.body);
      }
    }
  }
  // An envelope: the data under `data`, or only envelope flags read (`const { success } = await res.json()`),
  // or a page of a list (`json.items`, `json.totalRecords`) with nothing else read off the body.
  // A key named for the read's own records (`{ success, products }` around a products read) holds them.
  const listKey = (k: string) => BODY_LIST_KEYS.includes(k) || namesRecords(k, entity);
  // `{ data: { sections } }`: the records under a key of the inner envelope; `data` itself is that envelope.
  const nested = keys.filter((k) => /^data\.[\w$]+$/.test(k) && listKey(k.slice(5)));
  if (nested.length) keys = keys.filter((k) => k !== 'data' && !k.startsWith('data.')).concat(nested);
  const known = (k: string) => Object.hasOwn(BODY_ENVELOPE, k) || Object.hasOwn(BODY_PAGING, k) || listKey(k) || nested.includes(k);
  const paged = keys.some((k) => listKey(k) || nested.includes(k)) && keys.every(known);
  const envelope = keys.includes('data') || paged || (keys.length > 0 && keys.every((k) => Object.hasOwn(BODY_ENVELOPE, k)));
  return envelope ? [...new Set(keys)].sort() : null;
}
