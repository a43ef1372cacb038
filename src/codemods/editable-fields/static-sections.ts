import * as t from '@babel/types';
import type { File, JSXElement, Node } from '@babel/types';
import { traverse, type NodePath } from '../drop-pages/ast-kit.js';
import { outermostFunction, planSurface } from '../data-layer/surface-taint.js';
import { addImports, computedText, ensureLocaleIn, isTag, keep, perLocale, plainText, selfClosing, strAttr, walk, type WrapResult } from './wrap.js';

/**
 * Sections of a static surface (issue 4 item 3, issue 6 item 4): where the data layer inlined a
 * surface's records from the generated `platform-static` module, the section that renders them
 * keeps a heading and intro the merchant can edit. From each imported record list, the data is
 * followed through the component (surface-taint.ts: the query, state and effects that carry it) to
 * the JSX that renders it; the nearest `<section>` around that JSX (else the nearest element with
 * a heading of its own) gets its first heading wrapped in `THeading` and its first paragraph outside
 * the list in `TText`, named `<surface>.<file stem>.<role>.<locale>`.
 */

export interface StaticSectionOptions {
  /** The file's stem, lower case (`home` for src/pages/Home.jsx). */
  stem: string;
  /** Language of literal copy. */
  lang: string;
  /** The surface a record list of the static module belongs to (`collections` → `products`). */
  surfaceOf: (kind: string) => string;
  /** Editable names already used in the theme; the names given here are added to it. */
  taken: Set<string>;
}

/** `../lib/platform-static`, with or without an extension. */
const STATIC_MODULE = /(^|\/)platform-static(\.[cm]?[jt]sx?)?$/;
const HEADING = /^h[1-6]$/;
const CONTAINER = /^(section|article|aside)$/;

interface Found { section: JSXElement; component: t.Function; kind: string; units: Set<Node> }

/** The record lists the file imports from the static module: local name → exported name (the kind). */
function staticImports(ast: File): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || !STATIC_MODULE.test(s.source.value)) continue;
    for (const sp of s.specifiers) {
      if (sp.type === 'ImportSpecifier') out.set(sp.local.name, sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
    }
  }
  return out;
}

function rendersJsx(fn: Node): boolean {
  let hit = false;
  t.traverseFast(fn, (n) => { if (n.type === 'JSXElement' || n.type === 'JSXFragment') hit = true; });
  return hit;
}

/** Does the element hold a heading outside the list JSX? */
function hasOwnHeading(el: JSXElement, units: Set<Node>): boolean {
  let hit = false;
  walk(el, (n, path) => {
    if (units.has(n)) return undefined;
    if (isTag(n, HEADING) && !path.some((p) => units.has(p.node))) { hit = true; return false; }
    return undefined;
  });
  return hit;
}

/** The section around a unit of list JSX: the nearest section-like element, else the nearest element with its own heading. */
function sectionOf(unit: NodePath, units: Set<Node>): JSXElement | null {
  const els = [] as JSXElement[];
  for (let p = unit.parentPath; p && !p.isFunction(); p = p.parentPath) if (p.isJSXElement()) els.push(p.node);
  return els.find((e) => isTag(e, CONTAINER)) ?? els.find((e) => hasOwnHeading(e, units)) ?? null;
}

/** Every section that renders static records, in source order, with what feeds it. */
function findSections(ast: File, imports: Map<string, string>): { found: Found[]; skipped: string[] } {
  const refs = new Map<string, NodePath[]>();
  traverse(ast, {
    Program(p) {
      p.scope.crawl();
      for (const local of imports.keys()) refs.set(local, p.scope.getBinding(local)?.referencePaths ?? []);
    },
  });
  const found: Found[] = [];
  const skipped: string[] = [];
  const seen = new Set<Node>();
  for (const [local, paths] of refs) {
    const kind = imports.get(local)!;
    // One plan per component: the data is followed inside the component that reads it.
    const byComponent = new Map<Node, NodePath[]>();
    for (const r of paths) {
      const fn = outermostFunction(r);
      if (fn) byComponent.set(fn.node, [...(byComponent.get(fn.node) ?? []), r]);
    }
    for (const [fn, seeds] of byComponent) {
      const plan = planSurface(seeds, new Set());
      // A plain function (a data helper) renders nothing: only a component's unfollowed data is worth a question.
      if (!plan) { if (rendersJsx(fn)) skipped.push(`the ${kind} records are not rendered where a section can be found`); continue; }
      const units = new Set<Node>([...plan.units].map((u) => u.node));
      for (const u of plan.units) {
        const section = sectionOf(u, units);
        if (!section || seen.has(section)) continue;
        seen.add(section);
        found.push({ section, component: fn as t.Function, kind, units });
      }
    }
  }
  found.sort((a, b) => (a.section.start ?? 0) - (b.section.start ?? 0));
  return { found, skipped };
}

/**
 * The first element matching `re` in the section, outside the list JSX, with copy to edit. Copy
 * inside a callback (`items.map((p) => <p>{p.name}</p>)`) is per record, never the section's own.
 */
function firstCopy(section: JSXElement, re: RegExp, units: Set<Node>): { el: JSXElement; parent: Node } | null {
  let out: { el: JSXElement; parent: Node } | null = null;
  walk(section, (n, path) => {
    if (units.has(n)) return undefined;
    const perRecord = path.some((p) => units.has(p.node) || t.isFunction(p.node));
    if (n !== section && isTag(n, re) && !perRecord && (plainText(n) || computedText(n))) {
      out = { el: n, parent: path.at(-1)!.node };
      return false;
    }
    return undefined;
  });
  return out;
}

/** Wraps the heading and intro of each static section of the file; a second run finds nothing left. */
export function wrapStaticSections(ast: File, o: StaticSectionOptions): WrapResult {
  const names: string[] = [];
  const skipped: string[] = [];
  const imports = staticImports(ast);
  if (!imports.size) return { names, skipped };
  const { found, skipped: notFound } = findSections(ast, imports);
  skipped.push(...notFound);
  const used = new Set<string>();
  for (const f of found) {
    // A section already holding editable copy (the hero, or a previous run) is left as it is.
    if (hasEditableCopy(f.section)) continue;
    const heading = firstCopy(f.section, HEADING, f.units);
    const intro = firstCopy(f.section, /^p$/, f.units);
    if (!heading && !intro) continue;
    const base = freeBase(`${o.surfaceOf(f.kind)}.${o.stem}`, o.taken);
    const level = heading ? Number(((heading.el.openingElement.name as t.JSXIdentifier).name).slice(1)) : 2;
    const roles: [typeof heading, string, string, t.JSXAttribute][] = [
      [heading, 'THeading', 'heading', t.jsxAttribute(t.jsxIdentifier('level'), t.jsxExpressionContainer(t.numericLiteral(level)))],
      [intro, 'TText', 'intro', strAttr('as', 'p')],
    ];
    for (const [hit, tag, role, extra] of roles) {
      if (!hit) continue;
      const got = wrapCopy(hit.el, hit.parent, f.component, tag, `${base}.${role}`, extra, o.lang, used);
      for (const n of got) o.taken.add(n);
      names.push(...got);
    }
  }
  if (used.size) addImports(ast, [...used]);
  return { names, skipped };
}

function hasEditableCopy(section: JSXElement): boolean {
  let hit = false;
  walk(section, (n) => {
    if (n !== section && isTag(n, /^(THeading|TText)$/)) { hit = true; return false; }
    return undefined;
  });
  return hit;
}

/** `products.home`, else `products.home.2`, `.3`... when a name under it is taken (a second section, a same-named file). */
function freeBase(base: string, taken: Set<string>): string {
  const free = (b: string) => ![...taken].some((n) => n.startsWith(`${b}.`) && /^(heading|intro)\./.test(n.slice(b.length + 1)));
  if (free(base)) return base;
  let i = 2;
  while (!free(`${base}.${i}`)) i++;
  return `${base}.${i}`;
}

/** Literal copy becomes one self-closing T* named with the copy's language; one expression, a T* per locale. */
function wrapCopy(el: JSXElement, parent: Node, fn: t.Function, tag: string, base: string, extra: t.JSXAttribute, lang: string, used: Set<string>): string[] {
  const text = plainText(el);
  if (text) {
    selfClosing(el, tag, [strAttr('name', `${base}.${lang}`), strAttr('defaultValue', text), extra], keep(el));
    used.add(tag);
    return [`${base}.${lang}`];
  }
  const expr = computedText(el);
  if (!expr || (parent.type !== 'JSXElement' && parent.type !== 'JSXFragment')) return [];
  const i = parent.children.indexOf(el);
  const locale = i < 0 ? null : ensureLocaleIn(fn, used);
  if (!locale) return [];
  parent.children[i] = perLocale(el, tag, base, expr, [extra], keep(el), locale);
  used.add(tag);
  return [`${base}.ar`, `${base}.en`];
}
