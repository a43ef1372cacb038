import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { keyName, memberPath, traverse, type NodePath } from './ast-kit.js';
import type { MendContext } from './context.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * A backend setting of the removed vendor (`const backendUrl = import.meta.env.VITE_BACKEND_URL`)
 * handed on only through a context value (`{ products, backendUrl }`): once no consumer reads the
 * field (the data layer rewrote its requests), the setting, its field, its type member and the
 * consumers' destructures go. A field still read as a value stays (the check reports it).
 * The vendors' setting names come from rules/vendors `envVars`, passed in by the step.
 */

/** `import.meta.env.NAME` / `process.env.NAME` → NAME. */
function envName(n: Node | null | undefined): string | null {
  if (n?.type !== 'MemberExpression') return null;
  const obj = n.object;
  if (obj.type !== 'MemberExpression' || obj.computed || keyName(obj.property) !== 'env') return null;
  const base = obj.object;
  if (base.type !== 'MetaProperty' && !(base.type === 'Identifier' && base.name === 'process')) return null;
  return n.computed && n.property.type !== 'StringLiteral' ? null : keyName(n.property);
}

const isCreateContext = (n: Node) => n.type === 'CallExpression' && /(^|\.)createContext$/.test(memberPath(n.callee) ?? '');

/**
 * Fields of a context value (in a file creating a context) bound to a vendor setting that the
 * file itself reads nowhere else: field key → the local name.
 */
export function settingFields(ast: File, patterns: RegExp[]): Map<string, string> {
  const out = new Map<string, string>();
  let context = false;
  t.traverseFast(ast, (x) => { if (isCreateContext(x)) context = true; });
  if (!context || !patterns.length) return out;
  traverse(ast, {
    Program(p) { p.scope.crawl(); },
    VariableDeclarator(p) {
      const name = envName(p.node.init);
      if (p.node.id.type !== 'Identifier' || !name || !patterns.some((re) => re.test(name))) return;
      const refs = p.scope.getBinding(p.node.id.name)?.referencePaths ?? [];
      const keys = refs.map((r) => (r.parentPath?.isObjectProperty() && r.key === 'value' && r.parentPath.parentPath.isObjectExpression() ? keyName(r.parentPath.node.key) : null));
      if (refs.length && keys.every((k): k is string => !!k)) for (const k of keys) out.set(k, p.node.id.name);
    },
  });
  return out;
}

/** Fields of `fields` this file reads: a destructured field that is referenced, or any `.field` read. */
export function fieldsRead(ast: File, fields: Set<string>): Set<string> {
  const out = new Set<string>();
  // The Babel walk (paths and a scope crawl) only where a field's name is read at all.
  if (!namesAField(ast, fields)) return out;
  traverse(ast, {
    Program(p) { p.scope.crawl(); },
    MemberExpression(p) {
      const k = p.node.computed ? null : keyName(p.node.property);
      if (k && fields.has(k)) out.add(k);
    },
    ObjectPattern(p) {
      for (const prop of p.node.properties) {
        const k = prop.type === 'ObjectProperty' ? keyName(prop.key) : null;
        if (!k || !fields.has(k) || prop.type !== 'ObjectProperty') continue;
        const local = prop.value.type === 'Identifier' ? prop.value.name : null;
        if (!local || p.scope.getBinding(local)?.referencePaths.length) out.add(k);
      }
    },
  });
  return out;
}

/** Is a field of `fields` named by a `.field` read or a destructured key anywhere in the file? */
function namesAField(ast: File, fields: Set<string>): boolean {
  let hit = false;
  walkNodes(ast.program, (n) => {
    if (hit) return;
    if (n.type === 'MemberExpression') hit = !n.computed && fields.has(keyName(n.property) ?? '');
    else if (n.type === 'ObjectPattern') hit = n.properties.some((prop) => prop.type === 'ObjectProperty' && fields.has(keyName(prop.key) ?? ''));
  });
  return hit;
}

/** Remove the unread setting fields: in their provider (declaration, value field, type member) and consumers' patterns. */
export function removeSettingFields(ast: File, ctx: MendContext): boolean {
  const unread = ctx.targets.unreadSettingFields ?? new Map<string, Map<string, string>>();
  const own = unread.get(ctx.file);
  const locals = new Set(own?.values() ?? []);
  const contexts = new Map<string, Map<string, string>>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    const fields = unread.get(ctx.resolve(s.source.value) ?? '');
    if (fields?.size) for (const x of s.specifiers) contexts.set(x.local.name, fields);
  }
  if (!own && !contexts.size) return false;
  let changed = false;
  traverse(ast, {
    VariableDeclarator(p) {
      const init = p.node.init;
      const arg = init?.type === 'CallExpression' && /(^|\.)useContext$/.test(memberPath(init.callee) ?? '') ? init.arguments[0] : null;
      const fields = arg?.type === 'Identifier' ? contexts.get(arg.name) : undefined;
      if (fields && p.node.id.type === 'ObjectPattern') {
        const kept = p.node.id.properties.filter((x) => !(x.type === 'ObjectProperty' && fields.has(keyName(x.key) ?? '')));
        if (kept.length && kept.length < p.node.id.properties.length) { p.node.id.properties = kept; changed = true; }
      }
    },
  });
  if (!own) return changed;
  traverse(ast, {
    ObjectProperty(p: NodePath<t.ObjectProperty>) {
      const k = keyName(p.node.key);
      if (k && own.has(k) && p.node.value.type === 'Identifier' && locals.has(p.node.value.name) && p.parentPath.isObjectExpression()) { p.remove(); changed = true; }
    },
    TSPropertySignature(p) {
      // Only members of the context's value type: a property of that name in another type stays.
      const k = keyName(p.node.key);
      if (k && own.has(k) && valueTypeMember(p)) { p.remove(); changed = true; }
    },
  });
  // The declarations, now unreferenced, go.
  traverse(ast, {
    Program(p) { p.scope.crawl(); },
    VariableDeclarator(p) {
      if (p.node.id.type !== 'Identifier' || !locals.has(p.node.id.name) || p.scope.getBinding(p.node.id.name)?.referencePaths.length) return;
      p.remove();
      changed = true;
    },
  });
  return changed;
}

/** Is this member in a type the file's `createContext<T>` or an annotated value names? */
function valueTypeMember(p: NodePath<t.TSPropertySignature>): boolean {
  const holder = p.parentPath.isTSTypeLiteral() ? p.parentPath.parentPath : p.parentPath.parentPath;
  const name = holder?.isTSTypeAliasDeclaration() || holder?.isTSInterfaceDeclaration() ? holder.node.id.name : null;
  if (!name) return false;
  let used = false;
  t.traverseFast(p.scope.getProgramParent().block, (x) => {
    if (isCreateContext(x)) for (const tp of (x as t.CallExpression).typeParameters?.params ?? []) if (tp.type === 'TSTypeReference' && tp.typeName.type === 'Identifier' && tp.typeName.name === name) used = true;
  });
  return used;
}
