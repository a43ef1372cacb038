import type { ArrowFunctionExpression, File, FunctionDeclaration, FunctionExpression, Node, Statement, VariableDeclarator } from '@babel/types';
import { isRecord, literalValue, type Json } from '../preview/literal-data.js';
import { classify } from '../preview/source-data.js';
import { isPerLanguage } from './per-language.js';
import type { CatalogueGetter } from './getters.js';

/**
 * A product catalogue a storefront page keeps as literal records instead of reading the store:
 * an array of records with a name and a price (`const products = [{ name, price, image }, …]`)
 * or a map of them by slug (`const catalogue = { 'blue-vase': { name, price }, … }`), declared
 * at module level or at the top of a component.
 */
export type Fn = FunctionDeclaration | ArrowFunctionExpression | FunctionExpression;

export interface Catalogue {
  /** `groups`: an imported object of product lists (`{ lamps, shades }`), each a part of the store's products. */
  kind: 'list' | 'map' | 'groups' | 'menu';
  name: string;
  declarator: VariableDeclarator;
  /** The component whose body declares it; null at module level. */
  owner: Fn | null;
  /** The records as written (values per language read in English), map records with their key as `slug`. */
  records: Record<string, Json>[];
  /** Every field name the literal records carry, computed values included. */
  keys: string[];
  exported: boolean;
  /** Of a grouped catalogue: the field whose value sets each group's products apart (null: one group, every product). */
  groupBy?: string | null;
  /** Of a grouped catalogue: each group's key and the value its products have in `groupBy`. */
  groups?: { key: string; value: string | null }[];
  /** Of a grouped catalogue: its other properties, with their literal values. */
  scalars?: { key: string; value: Json }[];
  /**
   * Of a menu (categories holding their products): the field of a category that holds its products,
   * and the property of the imported object that holds the categories (null: the value is the list).
   */
  menu?: { itemsKey: string; path: string | null };
  /**
   * Of a catalogue a page reads through a getter of its module (`lampById(id)`) or as a list the
   * module derives from it (a join): how to read it the same way, and the import it came by.
   */
  getter?: CatalogueGetter & { spec: string };
}

const unwrap = (n: Node): Node => (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression' ? unwrap(n.expression) : n);
const keyOf = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : k.type === 'NumericLiteral' ? String(k.value) : null);

/** Field names of object literals (`{ a: 1, b: f() }` → a, b). */
function literalKeys(objects: Node[]): string[] {
  const out = new Set<string>();
  for (const o of objects) {
    if (o.type !== 'ObjectExpression') continue;
    for (const p of o.properties) if (p.type === 'ObjectProperty' && !p.computed) { const k = keyOf(p.key); if (k) out.add(k); }
  }
  return [...out];
}

/** The catalogue a declarator holds, if it holds one. */
function catalogueOf(d: VariableDeclarator, owner: Fn | null, exported: boolean): Catalogue | null {
  if (d.id.type !== 'Identifier' || !d.init) return null;
  const init = unwrap(d.init);
  const name = d.id.name;
  if (init.type === 'ArrayExpression') {
    const v = literalValue(init);
    const records = Array.isArray(v) ? v.filter(isRecord) : [];
    if (records.length < 2 || classify(records, name) !== 'products') return null;
    return { kind: 'list', name, declarator: d, owner, records, keys: literalKeys(init.elements.filter((e): e is NonNullable<typeof e> => !!e).map(unwrap)), exported };
  }
  // One record per language (`{ fr: {…}, en: {…} }`) is one product's copy, not a map by slug.
  if (init.type === 'ObjectExpression' && init.properties.length && !isPerLanguage(init)) {
    const values: Node[] = [];
    for (const p of init.properties) {
      if (p.type !== 'ObjectProperty' || p.computed || !keyOf(p.key)) return null;
      const v = unwrap(p.value as Node);
      if (v.type !== 'ObjectExpression') return null;
      values.push(v);
    }
    const v = literalValue(init);
    if (!isRecord(v)) return null;
    const records = Object.entries(v).filter(([, r]) => isRecord(r)).map(([k, r]) => ({ ...(r as Record<string, Json>), slug: (r as Record<string, Json>).slug ?? k }));
    if (!records.length || classify(records, name) !== 'products') return null;
    return { kind: 'map', name, declarator: d, owner, records, keys: literalKeys(values), exported };
  }
  return null;
}

/** A top-level component of the module: a function whose name is capitalised, or the default export. */
export function components(ast: File): { name: string | null; fn: Fn; statement: Statement }[] {
  const out: { name: string | null; fn: Fn; statement: Statement }[] = [];
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (!d) continue;
    if (d.type === 'FunctionDeclaration' && (s.type === 'ExportDefaultDeclaration' || /^[A-Z]/.test(d.id?.name ?? ''))) out.push({ name: d.id?.name ?? null, fn: d, statement: s });
    if ((d.type === 'ArrowFunctionExpression' || d.type === 'FunctionExpression') && s.type === 'ExportDefaultDeclaration') out.push({ name: null, fn: d, statement: s });
    if (d.type === 'VariableDeclaration') {
      for (const v of d.declarations) {
        const init = v.init && unwrap(v.init);
        if (v.id.type === 'Identifier' && /^[A-Z]/.test(v.id.name) && init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) out.push({ name: v.id.name, fn: init, statement: s });
      }
    }
  }
  return out;
}

/** The product catalogues a module declares, at module level and at the top of its components. */
export function findCatalogues(ast: File): Catalogue[] {
  const out: Catalogue[] = [];
  for (const s of ast.program.body) {
    const exported = s.type === 'ExportNamedDeclaration';
    const d = exported ? s.declaration : s;
    if (d?.type !== 'VariableDeclaration') continue;
    for (const v of d.declarations) {
      const c = catalogueOf(v, null, exported);
      if (c) out.push(c);
    }
  }
  for (const { fn } of components(ast)) {
    if (fn.body.type !== 'BlockStatement') continue;
    for (const s of fn.body.body) {
      if (s.type !== 'VariableDeclaration') continue;
      for (const v of s.declarations) {
        const c = catalogueOf(v, fn, false);
        if (c) out.push(c);
      }
    }
  }
  return out;
}
