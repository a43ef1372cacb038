import type { File } from '@babel/types';
import type { Analysis } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import * as t from '@babel/types';
import { parseExpression } from '@babel/parser';
import { classify, isArticleList, menuItems } from '../preview/source-data.js';
import { findCatalogues, type Catalogue } from './find.js';
import { exportedValue, groupField, type ModuleReader, type ModuleValue } from './module-value.js';
import { isRecord, type Json } from '../preview/literal-data.js';
import { catalogueGetter } from './getters.js';
import { findFixedProduct, fixedRouteSlug, type FixedProduct } from './fixed-route.js';

/** The page classes that list the store's products or show one: their static catalogues are the store's. */
const CATALOGUE_PAGES = new Set(['products', 'product']);
/** Pages whose own components may show a part of the catalogue (best sellers on the home page). */
const SHOWCASE_PAGES = new Set(['home', 'products', 'product']);
/** A component that sells what it lists or links it to a product page: its literal records are products, not plans or perks. */
const SELLS = /\b(addToCart|add_to_cart|useCart|useAddToCart)\b|["'`]\/products?\//;

/**
 * Files of kept storefront pages that list products or show one, and the components those pages
 * and the home page draw (direct imports) that sell or link the records they list.
 */
export function cataloguePages(analysis: Analysis, tree: StagedTree, resolve?: (from: string, spec: string) => string | null): string[] {
  const kept = analysis.pages.filter((p) => p.class !== 'drop' && p.canonical && /\.[jt]sx?$/.test(p.file) && tree.exists(p.file));
  const files = new Set(kept.filter((p) => CATALOGUE_PAGES.has(p.canonical!)).map((p) => p.file));
  const pageFiles = new Set(analysis.pages.map((p) => p.file));
  if (resolve) {
    for (const p of kept.filter((x) => SHOWCASE_PAGES.has(x.canonical!))) {
      const ast = tree.ast(p.file);
      for (const s of ast?.program.body ?? []) {
        if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
        const target = resolve(p.file, s.source.value);
        if (!target || !/\.[jt]sx$/.test(target) || target.includes('node_modules/') || /(^|\/)components\/ui\//.test(target) || pageFiles.has(target)) continue;
        if (SELLS.test(tree.read(target) ?? '')) files.add(target);
        // A section that lists a data module's range of articles (models, part numbers) shows the store's goods.
        else if (showsArticles(tree, target, resolve)) files.add(target);
      }
    }
  }
  return [...files].sort();
}

/** A JSON module as the script it is to the bundler: its value is the default export. */
export function jsonModule(text: string): File | null {
  try {
    const value = parseExpression(text, { sourceType: 'module' });
    return t.file(t.program([t.exportDefaultDeclaration(value)], [], 'module'));
  } catch {
    return null;
  }
}

/** The site's modules as the staged tree has them, by import (a `.json` module read as its default export). */
export function treeModules(tree: StagedTree, resolve: (from: string, spec: string) => string | null): ModuleReader {
  const json = new Map<string, File | null>();
  return (from, spec) => {
    const target = resolve(from, spec);
    if (!target || target.includes('node_modules/')) return null;
    if (target.endsWith('.json')) {
      if (!json.has(target)) json.set(target, jsonModule(tree.read(target) ?? ''));
      const ast = json.get(target);
      return ast ? { file: target, ast } : null;
    }
    if (!/\.[jt]sx?$/.test(target)) return null;
    const ast = tree.ast(target);
    return ast ? { file: target, ast } : null;
  };
}

/**
 * A menu made of a module's exported value: a list of categories each holding its products
 * (`[{ name, items: [...] }]`), or an object whose one list is that (`{ categories: [...] }`).
 */
export function menuCatalogue(value: ModuleValue | null, local: string, hint: string): Catalogue | null {
  if (!value) return null;
  let path: string | null = null;
  let categories: Record<string, Json>[];
  let scalars: { key: string; value: Json }[] = [];
  if (value.kind === 'list') categories = value.records;
  else {
    if (value.groups.length !== 1) return null;
    path = value.groups[0].key;
    categories = value.groups[0].list.records;
    scalars = value.scalars;
  }
  const menu = menuItems(categories, `${hint}${path ? ` ${path}` : ''}`);
  if (!menu) return null;
  // The fields the source's own products carry (not the category the demo records were given).
  const keys = [...new Set(categories.flatMap((c) => (Array.isArray(c[menu.itemsKey]) ? (c[menu.itemsKey] as Json[]).filter(isRecord).flatMap((x) => Object.keys(x)) : [])))];
  return { kind: 'menu', name: local, declarator: t.variableDeclarator(t.identifier(local)), owner: null, records: menu.items, keys, exported: true, scalars, menu: { itemsKey: menu.itemsKey, path } };
}

/** A product catalogue made of a module's exported value (a list written in parts, or a group of lists); null when it is none. */
export function moduleCatalogue(value: ModuleValue | null, local: string, hint: string): Catalogue | null {
  if (!value) return null;
  const records = value.kind === 'list' ? value.records : value.groups.flatMap((g) => g.list.records);
  if (records.length < 2 || classify(records, hint) !== 'products') return null;
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const base = { name: local, declarator: t.variableDeclarator(t.identifier(local)), owner: null, records, keys, exported: true };
  if (value.kind === 'list') return { kind: 'list', ...base };
  const split = value.groups.length === 1 ? { field: null, values: new Map<string, string>() } : groupField(value.groups);
  if (!split) return null;
  return { kind: 'groups', ...base, groupBy: split.field, groups: value.groups.map((g) => ({ key: g.key, value: split.values.get(g.key) ?? null })), scalars: value.scalars };
}

/** Catalogues a page imports from another module of the site: its local name → the catalogue. */
export function importedCatalogues(tree: StagedTree, file: string, ast: File, resolve: (from: string, spec: string) => string | null): Map<string, Catalogue & { from: string }> {
  return importedFrom(file, ast, treeModules(tree, resolve));
}

/** The same over any reader of the site's modules. */
export function importedFrom(file: string, ast: File, read: ModuleReader): Map<string, Catalogue & { from: string }> {
  const out = new Map<string, Catalogue & { from: string }>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
    const specs = s.specifiers.flatMap((sp) => (sp.type === 'ImportSpecifier' && sp.importKind !== 'type' ? [{ imported: sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value, local: sp.local.name }] : sp.type === 'ImportDefaultSpecifier' ? [{ imported: 'default', local: sp.local.name }] : []));
    if (!specs.length) continue;
    const target = read(file, s.source.value);
    if (!target) continue;
    const json = target.file.endsWith('.json');
    const found = json ? [] : findCatalogues(target.ast).filter((c) => c.exported && !c.owner);
    for (const { imported, local } of specs) {
      const value = exportedValue(target.file, target.ast, imported, read);
      // A JSON module counts only as a menu; a script's lists as they always did.
      const c = (json ? null : found.find((x) => x.name === imported) ?? moduleCatalogue(value, local, `${target.file} ${imported}`)) ?? menuCatalogue(value, local, `${target.file} ${imported}`)
        ?? (json ? null : viaGetter(target.ast, imported, local, s.source.value));
      if (c) out.set(local, { ...c, from: target.file });
    }
  }
  return out;
}

/** The catalogue a module's getter (or derived list) reads, under the page's local name of the getter. */
function viaGetter(ast: File, imported: string, local: string, spec: string): Catalogue | null {
  const found = catalogueGetter(ast, imported);
  if (!found) return null;
  return { ...found.catalogue, name: local, declarator: t.variableDeclarator(t.identifier(local)), owner: null, exported: true, getter: { ...found.getter, spec } };
}

/** Whether a component imports a catalogue of articles named by a model or part number from a data module. */
function showsArticles(tree: StagedTree, file: string, resolve: (from: string, spec: string) => string | null): boolean {
  const ast = tree.ast(file);
  return !!ast && [...importedCatalogues(tree, file, ast, resolve).values()].some((c) => isArticleList(c.records));
}

/**
 * Kept listing or product pages that are one product written by hand at a fixed route
 * (`/products/blue-vase`), with the copy of that product: the page file is routed once, declares
 * no static catalogue, and holds one product record about the route's slug.
 */
export function fixedProductPages(analysis: Analysis, tree: StagedTree): { file: string; route: string; product: FixedProduct }[] {
  const routes = new Map<string, string[]>();
  for (const p of analysis.pages) if (p.route) routes.set(p.file, [...(routes.get(p.file) ?? []), p.route]);
  const out: { file: string; route: string; product: FixedProduct }[] = [];
  for (const p of analysis.pages) {
    if (p.class === 'drop' || !p.canonical || !CATALOGUE_PAGES.has(p.canonical) || !/\.[jt]sx?$/.test(p.file) || !tree.exists(p.file)) continue;
    if ((routes.get(p.file) ?? []).length !== 1) continue;
    const slug = fixedRouteSlug(p.route);
    const ast = slug ? tree.ast(p.file) : null;
    if (!slug || !ast || findCatalogues(ast).length) continue;
    const product = findFixedProduct(ast, p.file, slug);
    if (product) out.push({ file: p.file, route: p.route!, product });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
