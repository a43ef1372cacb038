import { existsSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Node } from '@babel/types';
import { parse } from '../infra/babel-parser.js';
import { walkNodes } from '../infra/visitor-keys.js';

/**
 * The records of the surfaces kept static (`src/lib/platform-static.*`, written by the data-layer
 * step): the source's own entries, or placeholder records for the merchant to fill. They stand for
 * the merchant's data (spec §1 rule 8: custom entities become static, editable content), like the
 * preview's demo catalogue, so `verify --pseudo` does not count their strings as copy to translate.
 */
export async function staticRecordStrings(appDir: string): Promise<string[]> {
  for (const src of ['src', 'client/src', 'frontend/src']) {
    for (const ext of ['js', 'ts', 'jsx', 'tsx']) {
      const file = path.join(appDir, src, 'lib', `platform-static.${ext}`);
      if (existsSync(file)) return literalStrings(await fsp.readFile(file, 'utf8'));
    }
  }
  return [];
}

/** A module's tree, or null when it does not parse (then it holds nothing for us). */
function parseModule(code: string): ReturnType<typeof parse> | null {
  try {
    return parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  } catch {
    return null;
  }
}

/** Every string literal a module's exported values hold (nothing is run). */
export function literalStrings(code: string): string[] {
  const ast = parseModule(code);
  if (!ast) return [];
  const out: string[] = [];
  const visit = (n: unknown, depth: number): void => {
    if (!n || typeof n !== 'object' || depth > 40) return;
    if (Array.isArray(n)) return n.forEach((x) => visit(x, depth + 1));
    const node = n as { type?: string; value?: unknown; quasis?: { value: { cooked?: string | null } }[] };
    if (node.type === 'StringLiteral' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateLiteral') for (const q of node.quasis ?? []) if (q.value.cooked) out.push(q.value.cooked);
    // A property's name (`"title": …`) is not shown: only its value is.
    const skipKey = (node.type === 'ObjectProperty' || node.type === 'ObjectMethod') && !(n as { computed?: boolean }).computed;
    for (const [k, v] of Object.entries(n)) if (!(skipKey && k === 'key') && k !== 'loc' && k !== 'start' && k !== 'end' && k !== 'extra' && k !== 'leadingComments' && k !== 'trailingComments') visit(v, depth + 1);
  };
  for (const stmt of ast.program.body) if (stmt.type === 'ExportNamedDeclaration') visit(stmt.declaration, 0);
  return out;
}

/** Fields that hold a person's name (a reviewer, an author): the same in every language. */
const PERSON_FIELD = /^(user_?name|sur_?name|first_?name|last_?name|full_?name|given_?name|family_?name|author(_?name)?|reviewer(_?name)?|customer_?name|client_?name)$/i;
/** A record about a person (a review, a team member): its `name` is a person's name. */
const ABOUT_A_PERSON = /^(review|rating|stars|testimonial|quote|comment|feedback|surname|role|position|job_?title|avatar)$/i;
/** Fields that make a record a catalogue's (its `name` is a product's): none of its names is taken. */
const CATALOGUE_FIELD = /^(price|amount|cost|sku|stock|inventory|sale_?price)$/i;
/** Objects whose `name` is a person's when they are the value of a field so named (`user: { name }`). */
const PERSON_HOLDER = /^(user|author|customer|client|reviewer|person|member)$/i;

/**
 * People's names kept in the records of a module (reviewers, authors, team members): text the
 * page shows as it is in every language, like the data of the store. Read from the source's
 * object literals, nothing run.
 */
export function personNames(code: string): string[] {
  const ast = parseModule(code);
  return ast ? personNamesOf(ast) : [];
}

function personNamesOf(ast: NonNullable<ReturnType<typeof parseModule>>): string[] {
  const out: string[] = [];
  type Obj = { type: 'ObjectExpression'; properties: { type: string; computed?: boolean; key?: { type: string; name?: string; value?: string }; value?: { type: string; value?: unknown } }[] };
  const keyOf = (p: Obj['properties'][number]) => (p.type !== 'ObjectProperty' || p.computed || !p.key ? null : p.key.type === 'Identifier' ? p.key.name ?? null : p.key.type === 'StringLiteral' ? String(p.key.value) : null);
  const visit = (n: unknown, holder: string | null, depth: number): void => {
    if (!n || typeof n !== 'object' || depth > 60) return;
    if (Array.isArray(n)) return n.forEach((x) => visit(x, holder, depth + 1));
    const node = n as { type?: string };
    if (node.type === 'ObjectExpression') {
      const obj = node as Obj;
      const keys = obj.properties.map(keyOf);
      const catalogue = keys.some((k) => k && CATALOGUE_FIELD.test(k));
      const person = !catalogue && (keys.some((k) => k && ABOUT_A_PERSON.test(k)) || (!!holder && PERSON_HOLDER.test(holder)));
      obj.properties.forEach((p, i) => {
        const k = keys[i];
        const v = p.value;
        if (!catalogue && k && v?.type === 'StringLiteral' && typeof v.value === 'string' && (PERSON_FIELD.test(k) || (person && k === 'name'))) out.push(v.value);
        visit(v, k, depth + 1);
      });
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'start' && k !== 'end' && k !== 'extra' && k !== 'leadingComments' && k !== 'trailingComments') visit(v, null, depth + 1);
  };
  visit(ast.program, null, 0);
  return out.filter((s) => /\p{L}/u.test(s));
}

/** Constants and fields that hold the business's own name (`const SITE_NAME = 'Acme'`, `{ storeName: 'Acme' }`). */
const BRAND_FIELD = /^(site|store|shop|brand|company|business|app)_?name$/i;

/**
 * The brand names a module writes as its own (`const SITE_NAME = 'Acme Home'`, `brandName:
 * 'Acme'`): shown as they are in every language, like the theme's name. Read, nothing run.
 */
export function brandNames(code: string): string[] {
  const ast = parseModule(code);
  return ast ? brandNamesOf(ast) : [];
}

function brandNamesOf(ast: NonNullable<ReturnType<typeof parseModule>>): string[] {
  const out: string[] = [];
  walkNodes(ast.program as Node, (n) => {
    const named = n.type === 'VariableDeclarator' ? { name: n.id.type === 'Identifier' ? n.id.name : undefined, value: n.init }
      : n.type === 'ObjectProperty' && !n.computed ? { name: n.key.type === 'Identifier' ? n.key.name : n.key.type === 'StringLiteral' ? n.key.value : undefined, value: n.value }
      : null;
    if (named?.name && BRAND_FIELD.test(named.name) && named.value?.type === 'StringLiteral') out.push(named.value.value);
  });
  return out.filter((s) => /\p{L}/u.test(s));
}

/** People's names kept in the records of the app's scripts (personNames), and the brand names it writes as its own (brandNames). */
export async function siteNames(appDir: string): Promise<{ people: string[]; brands: string[] }> {
  const out: string[] = [];
  const brands: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (/\.(m?[jt]sx?)$/.test(e.name) && !/\.d\.ts$/.test(e.name)) {
        const code = await fsp.readFile(p, 'utf8');
        const people = /name|author|reviewer/i.test(code);
        const brand = /(site|store|shop|brand|company|business|app)_?name/i.test(code);
        const ast = people || brand ? parseModule(code) : null;
        if (ast && people) out.push(...personNamesOf(ast));
        if (ast && brand) brands.push(...brandNamesOf(ast));
      }
    }
  };
  for (const src of ['src', 'client/src', 'frontend/src']) await walk(path.join(appDir, src));
  return { people: [...new Set(out)], brands: [...new Set(brands)] };
}
