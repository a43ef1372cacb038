import type { File, Node } from '@babel/types';
import { isRecord, literalValue, type Json } from '../preview/literal-data.js';

/**
 * The literal records a module exports, followed across the modules of the site without running
 * anything: a list written in parts (`[...lampsA, ...lampsB]`, each part imported from a module of
 * its own), or an object that groups such lists beside plain values
 * (`{ shop: 'Lumen', lamps, shades: [...a, ...b] }`). A data module split by hand reads as one.
 */

/** A module of the site, from an import in another (`from`: the importing file). */
export type ModuleReader = (from: string, spec: string) => { file: string; ast: File } | null;

export interface ListValue {
  kind: 'list';
  records: Record<string, Json>[];
  /** The modules that hold the records. */
  files: string[];
}

export interface GroupsValue {
  kind: 'groups';
  groups: { key: string; list: ListValue }[];
  /** The object's other properties, with their literal values. */
  scalars: { key: string; value: Json }[];
  files: string[];
}

export type ModuleValue = ListValue | GroupsValue;

/** How far an import chain is followed. */
const MAX_DEPTH = 8;

const unwrap = (n: Node): Node => (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression' ? unwrap(n.expression) : n);
const keyOf = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

type Binding = { init: Node } | { spec: string; imported: string };

/** What a module-level name is bound to: a `const` initialiser or an import. */
function bindingOf(ast: File, name: string): Binding | null {
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') {
      if (s.importKind === 'type') continue;
      for (const sp of s.specifiers) {
        if (sp.local.name !== name) continue;
        if (sp.type === 'ImportDefaultSpecifier') return { spec: s.source.value, imported: 'default' };
        if (sp.type === 'ImportSpecifier') return { spec: s.source.value, imported: sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value };
        return null;
      }
      continue;
    }
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type !== 'VariableDeclaration' || d.kind !== 'const') continue;
    for (const v of d.declarations) if (v.id.type === 'Identifier' && v.id.name === name && v.init) return { init: v.init };
  }
  return null;
}

interface Ctx {
  read: ModuleReader;
  depth: number;
  seen: Set<string>;
}

/** The value a module exports under `name` (`default` for its default export), when it is made of literal records. */
export function exportedValue(file: string, ast: File, name: string, read: ModuleReader, ctx: Ctx = { read, depth: 0, seen: new Set() }): ModuleValue | null {
  const at = `${file}#${name}`;
  if (ctx.depth > MAX_DEPTH || ctx.seen.has(at)) return null;
  const inner: Ctx = { ...ctx, depth: ctx.depth + 1, seen: new Set([...ctx.seen, at]) };
  for (const s of ast.program.body) {
    if (s.type === 'ExportDefaultDeclaration' && name === 'default') {
      return s.declaration.type.endsWith('Declaration') ? null : valueOf(s.declaration as Node, file, ast, inner);
    }
    if (s.type !== 'ExportNamedDeclaration') continue;
    if (s.declaration?.type === 'VariableDeclaration') {
      for (const v of s.declaration.declarations) if (v.id.type === 'Identifier' && v.id.name === name && v.init) return valueOf(v.init, file, ast, inner);
    }
    for (const sp of s.specifiers) {
      if (sp.type !== 'ExportSpecifier' || (sp.exported.type === 'Identifier' ? sp.exported.name : sp.exported.value) !== name) continue;
      if (s.source) {
        const target = ctx.read(file, s.source.value);
        return target ? exportedValue(target.file, target.ast, sp.local.name, read, inner) : null;
      }
      return valueOf({ type: 'Identifier', name: sp.local.name } as Node, file, ast, inner);
    }
  }
  return null;
}

function valueOf(node: Node, file: string, ast: File, ctx: Ctx): ModuleValue | null {
  const n = unwrap(node);
  if (n.type === 'Identifier') {
    const b = bindingOf(ast, n.name);
    if (!b) return null;
    if ('init' in b) return valueOf(b.init, file, ast, ctx);
    const target = ctx.read(file, b.spec);
    return target ? exportedValue(target.file, target.ast, b.imported, ctx.read, ctx) : null;
  }
  if (n.type === 'ArrayExpression') {
    const records: Record<string, Json>[] = [];
    const files = new Set<string>();
    for (const e of n.elements) {
      if (!e) return null;
      if (e.type === 'SpreadElement') {
        const part = valueOf(e.argument, file, ast, ctx);
        if (part?.kind !== 'list') return null;
        records.push(...part.records);
        part.files.forEach((f) => files.add(f));
        continue;
      }
      const v = unwrap(e).type === 'ObjectExpression' ? literalValue(e) : undefined;
      if (!isRecord(v)) return null;
      records.push(v);
      files.add(file);
    }
    return records.length ? { kind: 'list', records, files: [...files] } : null;
  }
  if (n.type === 'ObjectExpression') {
    const groups: GroupsValue['groups'] = [];
    const scalars: GroupsValue['scalars'] = [];
    const files = new Set<string>();
    for (const p of n.properties) {
      if (p.type !== 'ObjectProperty' || p.computed) return null;
      const key = keyOf(p.key);
      if (!key) return null;
      const value = unwrap(p.value as Node);
      const list = value.type === 'Identifier' || value.type === 'ArrayExpression' ? valueOf(value, file, ast, ctx) : null;
      if (list?.kind === 'list') {
        groups.push({ key, list });
        list.files.forEach((f) => files.add(f));
        continue;
      }
      const v = literalValue(value);
      if (v === undefined || isRecord(v) || (Array.isArray(v) && v.some(isRecord))) return null;
      scalars.push({ key, value: v });
    }
    return groups.length ? { kind: 'groups', groups, scalars, files: [...files] } : null;
  }
  return null;
}

/**
 * The field whose one value sets each group apart (`category: 'lamp'` in every lamp, `'shade'` in
 * every shade): how the store's products are split back into the groups. Fields a platform product
 * has a place for come first. Null when no field does it.
 */
export function groupField(groups: GroupsValue['groups']): { field: string; values: Map<string, string> } | null {
  if (groups.length < 2) return null;
  const keys = [...new Set(groups.flatMap((g) => g.list.records.flatMap((r) => Object.keys(r))))];
  const order = ['category', 'type', 'kind', ...keys.filter((k) => !['category', 'type', 'kind'].includes(k))];
  for (const field of order) {
    const values = new Map<string, string>();
    for (const g of groups) {
      const seen = new Set(g.list.records.map((r) => r[field]));
      const [only] = seen;
      if (seen.size !== 1 || typeof only !== 'string' || !only) break;
      values.set(g.key, only);
    }
    if (values.size === groups.length && new Set(values.values()).size === groups.length) return { field, values };
  }
  return null;
}
