import type * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import type { NodePath } from '../drop-pages/ast-kit.js';
import { outermostFunction, pathsOf, planSurface } from './surface-taint.js';
import { positionalRefs } from './surface-positional.js';
import { awaitedDataRefs, isFirstRow, setterRefs, thenDataRefs } from './record-flow.js';

/**
 * A surface kept `static` whose source has no seed or mock data: editable placeholder records
 * with exactly the fields its components read (`p.name`, `({ title, image })`), with neutral
 * values in the site's language (the `_ar` / `Ar` twins of a bilingual site in Arabic), written
 * to the generated static module for the merchant to fill.
 */

const LIST_METHODS = /^(map|forEach|filter|find|findLast|some|every|flatMap|sort|slice|reduce|toSorted)$/;

/** Finds the function of the component an element renders (in this file or an imported one). */
export type ComponentResolver = (el: NodePath<t.JSXOpeningElement>) => NodePath | null;

/** A field whose value completes a dictionary key: `t(`days.${slot.day}`)` → prefix `days.`, suffix ``. */
export interface KeyPart { prefix: string; suffix: string }

interface Reader {
  add: (f: string | null) => void;
  lists: Set<string>;
  /** Fields the code computes with (`sum + r.score`, `r.temperature > 80`, `r.weight.toFixed(1)`). */
  numbers: Set<string>;
  keyed: Map<string, KeyPart>;
  /** Fields the code reads as dates (`new Date(r.f)`, `format(r.f, …)`): a text there shows NaN or throws. */
  dates: Set<string>;
  resolve?: ComponentResolver;
  /** References already followed (a setter's state read again through another setter). */
  seen: Set<Node>;
  /** Components followed so far (one prop hand-off after another, a few deep). */
  depth: number;
}

/** Fields read from the records held at `seeds` (one file), in first-read order. */
export function fieldsRead(ast: File, seeds: Node[], resolve?: ComponentResolver, others: Set<Node> = new Set()): { fields: string[]; lists: Set<string>; numbers: Set<string>; keyed: Map<string, KeyPart>; dates: Set<string> } {
  const fields: string[] = [];
  const rd: Reader = { add: (f) => { if (f && !fields.includes(f)) fields.push(f); }, lists: new Set(), numbers: new Set(), keyed: new Map(), dates: new Set(), resolve, depth: 0, seen: new Set() };
  const paths = pathsOf(ast, seeds);
  const byComponent = new Map<Node, NodePath[]>();
  for (const p of paths.values()) {
    const fn = outermostFunction(p);
    if (fn) byComponent.set(fn.node, [...(byComponent.get(fn.node) ?? []), p]);
  }
  for (const group of byComponent.values()) {
    // A one-row read gives one record: the fields read from the row itself, where it is unpacked
    // (`const { data: row } = await …`, `.then(({ data }) => …)`) and the state it is set into.
    if (group.every((p) => isFirstRow(p.node))) {
      const rows = group.flatMap((p) => [...awaitedDataRefs(p), ...thenDataRefs(p)]);
      for (const r of rows) recordReads(r, rd);
      if (rows.length) continue;
    }
    // Code that also holds other data (one loader for two lists) says nothing reliable about these records.
    const plan = planSurface(group, others);
    for (const b of plan?.bindings ?? []) for (const r of b.referencePaths) readsOf(r, rd);
    // Else the records by their position in a shared loader (surface-positional.ts).
    if (!plan) for (const p of group) for (const r of positionalRefs(p)) readsOf(r, rd);
    // Else the query result they are unpacked into (a page that renders them cannot be planned away).
    if (!plan?.bindings.size) for (const p of group) for (const r of dataRefs(p)) readsOf(r, rd);
  }
  return { fields, lists: rd.lists, numbers: rd.numbers, keyed: rd.keyed, dates: rd.dates };
}

/**
 * The fields read from the rows a query hands back, where it is unpacked (`const { data } = await
 * VALUE`, `.then(({ data }) => …)`, `const { data: rows } = VALUE`), as the backend's rows: not
 * the state they are shaped into for display.
 */
export function rowFieldsRead(ast: File, seeds: Node[]): { fields: string[]; lists: Set<string>; numbers: Set<string>; keyed: Map<string, KeyPart>; dates: Set<string> } {
  const fields: string[] = [];
  const rd: Reader = { add: (f) => { if (f && !fields.includes(f)) fields.push(f); }, lists: new Set(), numbers: new Set(), keyed: new Map(), dates: new Set(), depth: 0, seen: new Set() };
  for (const p of pathsOf(ast, seeds).values()) for (const r of [...awaitedDataRefs(p), ...thenDataRefs(p), ...dataRefs(p)]) readsOf(r, rd);
  return { fields, lists: rd.lists, numbers: rd.numbers, keyed: rd.keyed, dates: rd.dates };
}

/**
 * `const { data: reviews = [] } = VALUE`: the references of the records a query result is
 * unpacked into, when the code around them (a page rendering them) cannot be planned away.
 */
function dataRefs(value: NodePath): NodePath[] {
  // The value itself, or the query call whose `queryFn` gives it (`useQuery({ queryFn: … VALUE … })`).
  for (let at: NodePath | null = value; at && !at.isProgram(); at = at.parentPath) {
    const decl = at.parentPath;
    if (!decl?.isVariableDeclarator() || decl.node.init !== at.node) continue;
    if (decl.node.id.type !== 'ObjectPattern') return [];
    const prop = decl.node.id.properties.find((q) => q.type === 'ObjectProperty' && keyOf(q.key) === 'data');
    const local = prop?.type === 'ObjectProperty' ? (prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value) : null;
    return local?.type === 'Identifier' ? decl.scope.getBinding(local.name)?.referencePaths ?? [] : [];
  }
  return [];
}

/** Translation calls a key is built for: `t(…)`, `tr(…)`, `$t(…)`, `i18n.t(…)`. */
const TRANSLATE = /^(t|tr|\$t|translate)$/;

/**
 * The dictionary key a value completes when it is the one expression of a template literal that
 * is the first argument of a translation call (`t(`hours.days.${slot.day}`)`), else null.
 */
export function keyPartOf(value: NodePath): KeyPart | null {
  const tpl = value.parentPath;
  if (!tpl?.isTemplateLiteral() || tpl.node.expressions.length !== 1) return null;
  const call = tpl.parentPath;
  if (!(call?.isCallExpression() || call?.isOptionalCallExpression()) || call.node.arguments[0] !== tpl.node) return null;
  const callee = call.node.callee;
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? keyOf(callee.property) : null;
  if (!name || !TRANSLATE.test(name)) return null;
  const [before, after] = tpl.node.quasis.map((q) => q.value.cooked ?? q.value.raw);
  return before ? { prefix: before, suffix: after ?? '' } : null;
}

const keyOf = (n: Node): string | null => (n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null);

/**
 * `<ProductCard product={p} />`: the references, inside the rendered component, of the prop that
 * receives the value at `ref` (`function ProductCard({ product })`).
 */
function propRefs(ref: NodePath, rd: Reader): NodePath[] {
  const attr = ref.parentPath?.isJSXExpressionContainer() ? ref.parentPath.parentPath : null;
  if (!rd.resolve || rd.depth > 2 || !attr?.isJSXAttribute() || attr.node.name.type !== 'JSXIdentifier') return [];
  const fn = rd.resolve(attr.parentPath as NodePath<t.JSXOpeningElement>);
  const param = (fn as NodePath<t.Function> | null | undefined)?.get('params.0') as NodePath | undefined;
  if (!param?.isObjectPattern()) return [];
  const prop = param.node.properties.find((q) => q.type === 'ObjectProperty' && keyOf(q.key) === (attr.node as t.JSXAttribute).name.name);
  const local = prop?.type === 'ObjectProperty' ? (prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value) : null;
  return local?.type === 'Identifier' ? param.scope.getBinding(local.name)?.referencePaths ?? [] : [];
}

/** What a reference to the record list reads: a list method's callback record, or `list[0].x`. */
function readsOf(ref: NodePath, rd: Reader): void {
  if (rd.seen.has(ref.node)) return;
  rd.seen.add(ref.node);
  // `(rows ?? []).map(…)`, `(rows || []).filter(…)`: the list with an empty stand-in is the list.
  let r = ref;
  for (let p = r.parentPath; p?.isLogicalExpression() && p.node.operator !== '&&' && p.node.left === r.node && p.node.right.type === 'ArrayExpression' && !p.node.right.elements.length; p = r.parentPath) r = p;
  // `setItems(rows)`: the records are read where the state is.
  const into = setterRefs(r);
  if (into) { for (const s of into) readsOf(s, rd); return; }
  const handed = propRefs(r, rd);
  if (handed.length) {
    const deeper = { ...rd, depth: rd.depth + 1 };
    for (const h of handed) readsOf(h, deeper);
    return;
  }
  const m = r.parentPath;
  if (!m?.isMemberExpression() && !m?.isOptionalMemberExpression()) return;
  const prop = (m.node as { property: Node; computed: boolean });
  if (prop.computed && prop.property.type === 'NumericLiteral') return recordReads(m, rd);
  const call = m.parentPath;
  if (prop.computed || !LIST_METHODS.test(keyOf(prop.property) ?? '') || !(call?.isCallExpression() || call?.isOptionalCallExpression())) return;
  const fn = call.get('arguments.0') as NodePath;
  if (fn?.isArrowFunctionExpression() || fn?.isFunctionExpression()) {
    // `reduce((sum, r) => …)`: the record is the second parameter.
    const param = fn.get(keyOf(prop.property) === 'reduce' ? 'params.1' : 'params.0') as NodePath;
    if (param?.isObjectPattern()) {
      for (const q of param.node.properties) {
        const name = q.type === 'ObjectProperty' ? keyOf(q.key) : null;
        rd.add(name);
        if (name && q.type === 'ObjectProperty' && q.value.type === 'Identifier') {
          for (const use of param.scope.getBinding(q.value.name)?.referencePaths ?? []) {
            const part = keyPartOf(use);
            if (part && !rd.keyed.has(name)) rd.keyed.set(name, part);
          }
        }
      }
    }
    if (param?.isIdentifier()) for (const ref of param.scope.getBinding(param.node.name)?.referencePaths ?? []) recordReads(ref, rd);
  }
  // `list.filter(...).map(...)`: the chain reads the same records.
  if (/^(filter|sort|slice|toSorted)$/.test(keyOf(prop.property) ?? '')) readsOf(call as NodePath, rd);
}

/** `record.name`, `record.images[0]`, `record.tags.map(...)`, or the record handed to a child component. */
function recordReads(ref: NodePath, rd: Reader): void {
  if (rd.seen.has(ref.node)) return;
  rd.seen.add(ref.node);
  const into = setterRefs(ref);
  if (into) { for (const s of into) recordReads(s, rd); return; }
  const handed = propRefs(ref, rd);
  if (handed.length) {
    const deeper = { ...rd, depth: rd.depth + 1 };
    for (const h of handed) recordReads(h, deeper);
    return;
  }
  const m = ref.parentPath;
  if (!(m?.isMemberExpression() || m?.isOptionalMemberExpression()) || m.node.object !== ref.node || m.node.computed) return;
  const name = keyOf(m.node.property);
  rd.add(name);
  const part = name ? keyPartOf(m) : null;
  if (name && part && !rd.keyed.has(name)) rd.keyed.set(name, part);
  // `(record.lines || []).filter(…)`, `record.tags ?? []`: a field given an empty list as its stand-in is a list.
  let at: NodePath = m;
  for (let p = at.parentPath; p?.isLogicalExpression() && p.node.operator !== '&&' && p.node.left === at.node && p.node.right.type === 'ArrayExpression' && !p.node.right.elements.length; p = at.parentPath) at = p;
  const next = at.parentPath;
  const listy = at !== m || ((next?.isMemberExpression() || next?.isOptionalMemberExpression()) && next.node.object === m.node
    && ((next.node.computed && next.node.property.type === 'NumericLiteral') || (!next.node.computed && LIST_METHODS.test(keyOf(next.node.property) ?? ''))));
  if (name && listy) rd.lists.add(name);
  if (name && computesWith(m)) rd.numbers.add(name);
  if (name && readAsDate(m)) rd.dates.add(name);
}

/** Date parsers a field's text is given to: `new Date(f)`, `Date.parse(f)`, `parseISO(f)`, `dayjs(f)`, `format(f, …)`. */
const DATE_CALLS = /^(parseISO|dayjs|moment|format|formatDistance|formatDistanceToNow|formatRelative|differenceInDays|isBefore|isAfter)$/;

function readAsDate(m: NodePath): boolean {
  const up = m.parentPath;
  if (!up || !(up.isNewExpression() || up.isCallExpression()) || !up.node.arguments.includes(m.node as t.Expression)) return false;
  const callee = up.node.callee;
  if (up.isNewExpression()) return callee.type === 'Identifier' && callee.name === 'Date';
  if (callee.type === 'MemberExpression') return callee.object.type === 'Identifier' && callee.object.name === 'Date' && keyOf(callee.property) === 'parse';
  return callee.type === 'Identifier' && DATE_CALLS.test(callee.name) && up.node.arguments[0] === m.node;
}

const ARITHMETIC = new Set(['-', '*', '/', '%', '**', '<', '>', '<=', '>=']);
const isNumberNode = (n: Node) => n.type === 'NumericLiteral' || (n.type === 'UnaryExpression' && n.operator === '-' && n.argument.type === 'NumericLiteral');

/**
 * Is the field read at `m` a number the code computes with? An operand of arithmetic or of a
 * comparison, `x + r.f` beside a number or a `reduce` total, or `r.f.toFixed(…)`: a text there shows NaN.
 */
/** Calls that read a text as a number: `parseInt`, `parseFloat`, `Number`, `Number.parseInt`. */
const NUMBER_PARSERS = /^(parseInt|parseFloat|Number|Number\.parseInt|Number\.parseFloat)$/;
const calleeName = (c: Node): string =>
  c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && !c.computed && c.object.type === 'Identifier' && c.property.type === 'Identifier' ? `${c.object.name}.${c.property.name}` : '';

function computesWith(m: NodePath): boolean {
  // `parseInt(r.views || "0")`, `Number(r.stock ?? 0)`: a field read as a number (text would be NaN).
  let v: NodePath = m;
  while (v.parentPath?.isLogicalExpression() && v.parentPath.node.left === v.node && v.parentPath.node.operator !== '&&') v = v.parentPath;
  const parser = v.parentPath;
  if (parser?.isCallExpression() && parser.node.arguments[0] === v.node && NUMBER_PARSERS.test(calleeName(parser.node.callee))) return true;
  const up = m.parentPath;
  if (up?.isMemberExpression() && up.node.object === m.node && keyOf(up.node.property) === 'toFixed') return true;
  if (!up?.isBinaryExpression()) return false;
  if (ARITHMETIC.has(up.node.operator)) return true;
  if (up.node.operator !== '+') return false;
  const other = (up.node.left === m.node ? up.node.right : up.node.left) as Node;
  if (isNumberNode(other)) return true;
  // `reduce((sum, r) => sum + r.f, 0)`: the running total.
  const fn = up.getFunctionParent();
  const call = fn?.parentPath;
  const callee = call?.isCallExpression() ? call.node.callee : null;
  const acc = fn?.node.params[0];
  return !!callee && callee.type === 'MemberExpression' && keyOf(callee.property) === 'reduce' && acc?.type === 'Identifier' && other.type === 'Identifier' && other.name === acc.name;
}

/** A light grey 4:3 tile, for a picture field of a placeholder record until the owner edits it. */
export const PLACEHOLDER_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='800' height='600' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e5e7eb'/%3E%3C/svg%3E";

const singular = (kind: string) => kind.replace(/ies$/, 'y').replace(/s$/, '');
const words = (field: string) => field.replace(/_ar$|Ar$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();

/** A neutral value for a field, judged by its name (ids, prices, images, flags, dates, text). */
export function placeholderValue(kind: string, field: string, i: number, languages: string[], isList: boolean, isNumber = false, isDate = false): unknown {
  // A twin field names its language; a plain field is in the site's other language, Arabic only on an Arabic-only site.
  const arabicSite = languages.length > 0 && languages.every((l) => l.toLowerCase().startsWith('ar'));
  const arabic = /(_ar|Ar)$/.test(field) || (arabicSite && !/(_en|En)$/.test(field));
  const f = field.toLowerCase();
  if (isList) return [];
  // A date compared with another (`event.date >= today`) is a text of a date, not a number.
  const dateName = /(^|_)date|Date|_at$|At$|[sS]tamp/.test(field);
  const dateLike = dateName || /time/.test(f);
  if (isNumber && !dateLike) return 0;
  // A date (`created_at`, `publishedAt`, or a field the code parses as one) is a real date, as ISO
  // text: `new Date('')` shows NaN. A time of day alone (`opens_time`) stays empty.
  if (isDate || dateName) return `2024-0${((i - 1) % 9) + 1}-15T10:00:00.000Z`;
  if (/^(id|_id|uuid|key)$/.test(f)) return `${singular(kind)}-${i}`;
  if (/slug|handle/.test(f)) return `${singular(kind)}-${i}`;
  if (/^(is|has|show)[_A-Z]|^(featured|active|available|published|visible|in_stock|instock)$/.test(field)) return true;
  if (/price|amount|cost|total|rating|stock|quantity|qty|count|order|sort|position|duration|minutes|discount/.test(f)) return 0;
  // A picture field shows a neutral tile (a local data URI: nothing to fetch, nothing broken).
  if (/image|img|photo|picture|thumbnail|cover|avatar|logo|^src$|_src$|src_?url/.test(f)) return PLACEHOLDER_PICTURE;
  if (/icon|url|href|link|video/.test(f)) return '';
  // A colour (`accent_color`, `bgColour`) styles the record: empty, the page's own colours apply (a made-up text is no colour).
  if (/colou?r$|^(bg|background)$/.test(f)) return '';
  if (dateLike) return '';
  if (arabic) return `نص للتعديل ${i}`;
  return `${singular(kind)} ${words(field)} ${i}`.replace(/^\w/, (c) => c.toUpperCase());
}

/**
 * Fields for records whose reads are out of sight (the list is handed to a child component as a
 * prop): the usual ones of each kind, so the placeholders still show something to edit.
 */
const USUAL_FIELDS: Record<string, string[]> = {
  products: ['id', 'name', 'description', 'price', 'image'],
  services: ['id', 'name', 'description', 'price', 'image'],
  collections: ['id', 'name'],
  faqs: ['id', 'question', 'answer'],
  blog: ['id', 'title', 'excerpt', 'image'],
  careers: ['id', 'title', 'description'],
};

/**
 * Three placeholder records with exactly `fields` (the kind's usual fields when none is seen read).
 * A field that completes a dictionary key takes the key endings the dictionaries have (`keyValues`,
 * from key-values.ts), one per record: a made-up text there would show the bare key. A field the
 * code computes with (`numbers`) is a number.
 */
export function placeholderRecords(kind: string, fields: string[], lists: Set<string>, languages: string[], numbers: Set<string> = new Set(), keyValues: Map<string, (string | number)[]> = new Map(), dates: Set<string> = new Set()): Record<string, unknown>[] {
  const shown = fields.length ? fields : USUAL_FIELDS[kind] ?? ['id', 'name'];
  const value = (f: string, i: number) => {
    const known = keyValues.get(f);
    return known?.length ? known[(i - 1) % known.length] : placeholderValue(kind, f, i, languages, lists.has(f), numbers.has(f), dates.has(f));
  };
  return [1, 2, 3].map((i) => Object.fromEntries(shown.map((f) => [f, value(f, i)])));
}
