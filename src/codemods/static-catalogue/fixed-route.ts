import * as t from '@babel/types';
import type { Expression, File, Node, Statement, VariableDeclarator } from '@babel/types';
import { constDecl, stmt } from '../data-layer/build.js';
import { ensureImport, freshName, boundNames } from '../data-layer/imports.js';
import { isRecord, literalValue, type Json } from '../preview/literal-data.js';
import { components, type Fn } from './find.js';
import { perLanguage } from './per-language.js';
import { contains, covered, isHookCall, isReturn, replaceSlot, walk } from './rewrite.js';

/**
 * A product page written by hand at a fixed route (`/products/blue-vase` → its own component):
 * the product's copy sits in the component as one record, or as one record per language
 * (`{ fr: { name, … }, en: { name, … } }`), and nothing reads the store. The page then reads the
 * product of the route's slug through the SDK (`useViewProduct({ slug })`); the store's product
 * stands over the page's copy, which stays for the fields the SDK has no equivalent for, and
 * whole when the store has no product of that slug.
 */
export interface FixedProduct {
  /** The variable holding the copy. */
  name: string;
  declarator: VariableDeclarator;
  /** One record per language (`copy[lang]`) or a single record. */
  perLanguage: boolean;
  /** The copy as the demo product: the English record (else the first), with the route's slug. */
  record: Record<string, Json>;
  /** Fields of the copy (every language) the view product has no equivalent for. */
  ownFields: string[];
  /** The key of the English record (else the first) of a per-language copy. */
  sourceKey: string | null;
  /** The component that shows it. */
  owner: Fn;
  slug: string;
}

/** Names of a product's own name; a record named by `title` only is more often a page's metadata. */
const NAME = ['name', 'productName', 'product_name'];
/** Variables that hold a page's head metadata, not its product. */
const META = /seo|meta|head|schema|breadcrumb/i;

const unwrap = (n: Node): Node => (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression' ? unwrap(n.expression) : n);
/** Lower case without accents, for comparing a slug with a name written in any language. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The slug a fixed route ends with (`/products/blue-vase` → `blue-vase`), when it has a parent segment and no parameter. */
export function fixedRouteSlug(route: string | null | undefined): string | null {
  if (!route || /[:*?]/.test(route)) return null;
  const segs = route.split('/').filter(Boolean);
  if (segs.length < 2) return null;
  let last = segs[segs.length - 1];
  try {
    last = decodeURIComponent(last);
  } catch {
    /* keep as written */
  }
  return /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u.test(last) && /\p{L}/u.test(last) ? last : null;
}

const nameOf = (r: Record<string, Json>): string | null => {
  const v = NAME.map((k) => r[k]).find((x) => typeof x === 'string' && x.trim());
  return typeof v === 'string' ? v : null;
};

/** Whether the page is about the route's product: a word of its slug is in the product's name (any language) or the file's name. */
function aboutSlug(slug: string, names: string[], file: string): boolean {
  const words = fold(slug).split(/[-_]/).filter((w) => w.length >= 3);
  const base = fold(file.replace(/^.*\//, '').replace(/\.[jt]sx?$/, ''));
  const squashed = fold(slug).replace(/[-_]/g, '');
  if (base === squashed) return true;
  return names.some((n) => words.some((w) => fold(n).includes(w)));
}

/** Value references to `name` in `root` (not a property key, not the declaration itself). */
function refsTo(root: Node, name: string): { node: Node; parent: Node; key: string; index: number | null }[] {
  const out: { node: Node; parent: Node; key: string; index: number | null }[] = [];
  walk(root, (n, parent, key, index) => {
    if (n.type !== 'Identifier' || n.name !== name || !parent || !key) return;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (parent.type === 'ObjectProperty' && key === 'key' && !parent.computed && !parent.shorthand) return;
    if (parent.type === 'VariableDeclarator' && key === 'id') return;
    out.push({ node: n, parent, key, index });
  });
  return out;
}

/**
 * The hand-written product of a fixed-route page: one variable of the module or of a component's
 * top level whose literal is a product record (a name and at least two other fields) or one per
 * language, about the route's slug. Null when there is none or more than one (nothing to guess).
 */
export function findFixedProduct(ast: File, file: string, slug: string): FixedProduct | null {
  const comps = components(ast);
  const found: FixedProduct[] = [];
  const consider = (d: VariableDeclarator, owner: Fn | null) => {
    if (d.id.type !== 'Identifier' || !d.init || META.test(d.id.name)) return;
    const init = unwrap(d.init);
    if (init.type !== 'ObjectExpression') return;
    const langs = perLanguage(init);
    const single = langs ? null : literalValue(init);
    const records = langs ? [...langs.values()] : isRecord(single) ? [single] : [];
    if (!records.length || !records.every((r) => nameOf(r) && Object.keys(r).length >= 3)) return;
    if (!aboutSlug(slug, records.map((r) => nameOf(r)!), file)) return;
    const sourceKey = langs ? [...langs.keys()].find((k) => k.startsWith('en')) ?? [...langs.keys()][0] : null;
    const english = langs && sourceKey ? langs.get(sourceKey)! : records[0];
    // The component that shows it: the owner, or the one component that reads a module-level copy.
    const readers = owner ? [owner] : comps.map((c) => c.fn).filter((fn) => refsTo(fn.body, d.id.type === 'Identifier' ? d.id.name : '').length);
    if (readers.length !== 1) return;
    const ownFields = [...new Set(records.flatMap((r) => Object.keys(r)))].filter((k) => !covered(k) && /^[A-Za-z_$][\w$]*$/.test(k));
    found.push({ name: d.id.name, declarator: d, perLanguage: !!langs, sourceKey, record: { ...english, slug }, ownFields, owner: readers[0], slug });
  };
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type === 'VariableDeclaration') d.declarations.forEach((v) => consider(v, null));
  }
  for (const { fn } of comps) {
    if (fn.body.type !== 'BlockStatement') continue;
    for (const s of fn.body.body) if (s.type === 'VariableDeclaration') s.declarations.forEach((v) => consider(v, fn));
  }
  return found.length === 1 ? found[0] : null;
}

/** Whether a module already reads products from the store (a data-layer or SDK product hook). */
const READS_STORE = /\buse(View)?Products?\s*\(/;

/**
 * Make the page read its product through the SDK: `useViewProduct({ slug })` at the top of the
 * component, and every read of the copy (`copy[lang]`, `copy.en`, or the single record) through
 * the store's product over that copy. Returns false when nothing was changed.
 */
export function convertFixedProduct(ast: File, file: string, helperImport: string, source: string, fp: FixedProduct): boolean {
  if (READS_STORE.test(source) || fp.owner.body.type !== 'BlockStatement') return false;
  const body = fp.owner.body.body;
  const refs = refsTo(fp.owner.body, fp.name);
  // A per-language copy is read one language at a time (`copy[lang]`, `copy.en`): those lookups go through the store.
  const lookups = fp.perLanguage
    ? refs.filter((r) => (r.parent.type === 'MemberExpression' || r.parent.type === 'OptionalMemberExpression') && r.key === 'object').map((r) => ({ node: r.parent, ...slotOf(fp.owner.body, r.parent) }))
    : [];
  if (fp.perLanguage ? !lookups.length : !refs.length) return false;
  const ts = /\.tsx?$/.test(file);
  const taken = boundNames(ast);
  const hook = ensureImport(ast, helperImport, 'useViewProduct', taken);
  const read = freshName('platformProductRead', taken);
  // The page's copy stays for the fields the platform has no equivalent for, in the page's
  // language, else in the source's (a locale the copy was not written in).
  const merged = (own: string) => `${read}.data ? { ...${own}, ...${read}.data${fp.ownFields.map((k) => `, ${k}: ${own}.${k}`).join('')} } : `;
  const added: Statement[] = [constDecl(read, `${hook}({ slug: ${JSON.stringify(fp.slug)} })${ts ? ' as any' : ''}`, file)];
  // Where the record is declared in the component, its store version comes right after it.
  const declaredAt = body.findIndex((s) => s.type === 'VariableDeclaration' && s.declarations.includes(fp.declarator));
  let after: Statement | null = null;
  if (fp.perLanguage) {
    const merge = freshName('withPlatformProduct', taken);
    const key = fp.sourceKey ?? '';
    const source = /^[A-Za-z_$][\w$]*$/.test(key) ? `${fp.name}.${key}` : `${fp.name}[${JSON.stringify(key)}]`;
    added.push(constDecl(merge, `(${ts ? 'own: any' : 'own'}) => {\n  const copy = own ?? ${source};\n  return ${merged('copy')}own;\n}`, file));
    for (const l of lookups) replaceSlot(l.parent, l.key, l.index, t.callExpression(t.identifier(merge), [l.node as Expression]));
  } else {
    const fresh = freshName(`${fp.name}FromStore`, taken);
    for (const r of refs) replaceSlot(r.parent, r.key, r.index, t.identifier(fresh));
    const decl = constDecl(fresh, `${merged(fp.name)}${fp.name}`, file);
    if (declaredAt >= 0) after = decl;
    else added.push(decl);
  }
  // Until the product arrives the page would show its own copy, then the store's: wait after the last hook.
  let lastHook = -1;
  body.forEach((s, i) => { if (contains(s, isHookCall)) lastHook = i; });
  const returnsEarly = body.slice(0, lastHook + 1).some((s) => contains(s, isReturn));
  if (after) body.splice(declaredAt + 1, 0, after);
  if (!returnsEarly) body.splice(after && declaredAt <= lastHook ? lastHook + 2 : lastHook + 1, 0, stmt(`if (${read}.isLoading) return null;`, file));
  body.unshift(...added);
  return true;
}

/** The slot a node sits in under the owner's body (its parent, key and index). */
function slotOf(root: Node, target: Node): { parent: Node; key: string; index: number | null } {
  let out: { parent: Node; key: string; index: number | null } = { parent: null as unknown as Node, key: '', index: null };
  walk(root, (n, parent, key, index) => { if (n === target && parent && key) out = { parent, key, index }; });
  return out;
}
