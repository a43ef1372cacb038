import type { File, Node, ObjectExpression } from '@babel/types';
import { visit } from '../../convert/print.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { apiUrl } from '../../../rules/review/no-api-urls.js';
import { stagedImportSites } from './import-sources.js';
import { scripts } from './importers.js';
import { resolveIn, type ResolveScope } from './resolve.js';

/**
 * A module that keeps the site's API addresses in one object (`const api = { products: { url:
 * 'https://host/api/Product' } }; export default api`) outlives the calls that used it: those are
 * SDK reads now, and the pages that used the rest are gone. The entries nothing reads any more go,
 * so no dead API address stays in the theme; an entry still read stays (its read is a limitation of
 * its own). When a use of the object cannot be followed (passed whole, read by a computed key), the
 * module is left as it is.
 */

export interface PrunedMap { file: string; removed: string[] }

const keyOf = (n: Node): string | null => (n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null);

/** Does a subtree hold an API address (as the review gate sees one)? */
function holdsApiUrl(n: Node): boolean {
  let hit = false;
  visit(n, (x) => {
    if (hit) return;
    if (x.type === 'StringLiteral' && apiUrl(x.value)) hit = true;
    else if (x.type === 'TemplateLiteral' && apiUrl(x.quasis[0]?.value.cooked ?? '')) hit = true;
  });
  return hit;
}

interface MapDecl { local: string | null; object: ObjectExpression; exported: Set<string> }

/** Top-level object literals of a module that hold API addresses, with the names they are exported by. */
function mapsIn(ast: File): MapDecl[] {
  const byLocal = new Map<string, MapDecl>();
  const out: MapDecl[] = [];
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type === 'VariableDeclaration') {
      for (const d of decl.declarations) {
        if (d.id.type !== 'Identifier' || d.init?.type !== 'ObjectExpression' || !holdsApiUrl(d.init)) continue;
        const m: MapDecl = { local: d.id.name, object: d.init, exported: new Set(s.type === 'ExportNamedDeclaration' ? [d.id.name] : []) };
        byLocal.set(d.id.name, m);
        out.push(m);
      }
    }
    if (s.type === 'ExportDefaultDeclaration' && s.declaration.type === 'ObjectExpression' && holdsApiUrl(s.declaration)) out.push({ local: null, object: s.declaration, exported: new Set(['default']) });
  }
  for (const s of ast.program.body) {
    if (s.type === 'ExportDefaultDeclaration' && s.declaration.type === 'Identifier') byLocal.get(s.declaration.name)?.exported.add('default');
    if (s.type === 'ExportNamedDeclaration' && !s.source) {
      for (const sp of s.specifiers) if (sp.type === 'ExportSpecifier') byLocal.get(sp.local.name)?.exported.add(keyOf(sp.exported) ?? sp.local.name);
    }
  }
  return out;
}

/**
 * The keys read off `name` in a file (`name.key`, `name?.key`, `name['key']`), or null when the
 * name is used any other way (its declaration and exports are not uses).
 */
function keysRead(ast: File, name: string): Set<string> | null {
  const keys = new Set<string>();
  let unknown = false;
  visit(ast.program, (n, parent, key) => {
    if (unknown || n.type !== 'Identifier' || n.name !== name || !parent) return;
    if (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ExportSpecifier' || parent.type === 'ExportDefaultDeclaration') return;
    if (parent.type === 'VariableDeclarator' && key === 'id') return;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed && !(parent.type === 'ObjectProperty' && parent.shorthand)) return;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'object') {
      const k = parent.computed ? (parent.property.type === 'StringLiteral' ? parent.property.value : null) : keyOf(parent.property);
      if (k !== null) { keys.add(k); return; }
    }
    unknown = true;
  });
  return unknown ? null : keys;
}

/** Every key of the map read anywhere in the site, or null when a use cannot be followed. */
function readKeys(tree: StagedTree, file: string, ast: File, m: MapDecl, scope: ResolveScope): Set<string> | null {
  const read = new Set<string>();
  if (m.local) {
    const own = keysRead(ast, m.local);
    if (!own) return null;
    own.forEach((k) => read.add(k));
  }
  for (const other of scripts(tree)) {
    if (other === file) continue;
    const oast = tree.ast(other);
    if (!oast) continue;
    for (const s of stagedImportSites(tree, other, oast)) {
      if (resolveIn(scope, other, s.source.value, (p) => tree.exists(p)) !== file) continue;
      if (s.kind !== 'import') return null;
      for (const sp of s.node.specifiers) {
        if (sp.type === 'ImportNamespaceSpecifier') return null;
        const imported = sp.type === 'ImportDefaultSpecifier' ? 'default' : keyOf(sp.imported);
        if (!imported || !m.exported.has(imported)) continue;
        const keys = keysRead(oast, sp.local.name);
        if (!keys) return null;
        keys.forEach((k) => read.add(k));
      }
    }
  }
  return read;
}

/**
 * API addresses held where nothing reads them any more once their calls were rewritten: a class
 * field (`private apiUrl = 'https://…'` with no `this.apiUrl` left in its class) or a module constant
 * that is not exported and not referenced. Returns the names removed.
 */
function pruneUnreadAddresses(ast: File): string[] {
  const removed: string[] = [];
  visit(ast.program, (n) => {
    if (n.type !== 'ClassBody') return;
    const reads = new Set<string>();
    visit(n, (x) => {
      if ((x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') && x.object.type === 'ThisExpression' && !x.computed) {
        const k = keyOf(x.property);
        if (k) reads.add(k);
      }
    });
    n.body = n.body.filter((m) => {
      if (m.type !== 'ClassProperty' || m.computed || !m.value || !holdsApiUrl(m.value)) return true;
      const k = keyOf(m.key);
      if (k === null || reads.has(k)) return true;
      removed.push(k);
      return false;
    });
  });
  const exported = new Set<string>();
  for (const st of ast.program.body) {
    if (st.type === 'ExportNamedDeclaration') for (const sp of st.specifiers) if (sp.type === 'ExportSpecifier') exported.add(sp.local.name);
    if (st.type === 'ExportDefaultDeclaration' && st.declaration.type === 'Identifier') exported.add(st.declaration.name);
  }
  const references = new Map<string, number>();
  visit(ast.program, (x) => { if (x.type === 'Identifier') references.set(x.name, (references.get(x.name) ?? 0) + 1); });
  ast.program.body = ast.program.body.filter((st) => {
    if (st.type !== 'VariableDeclaration') return true;
    st.declarations = st.declarations.filter((d) => {
      if (d.id.type !== 'Identifier' || !d.init || (d.init.type !== 'StringLiteral' && d.init.type !== 'TemplateLiteral') || !holdsApiUrl(d.init)) return true;
      // Its own declaration is its one mention: nothing reads it.
      if (exported.has(d.id.name) || (references.get(d.id.name) ?? 0) > 1) return true;
      removed.push(d.id.name);
      return false;
    });
    return st.declarations.length > 0;
  });
  return removed;
}

/** Remove the unread entries that hold API addresses from every endpoint map of the site. */
export function pruneEndpointMaps(tree: StagedTree, scope: ResolveScope): PrunedMap[] {
  const out: PrunedMap[] = [];
  for (const file of scripts(tree)) {
    const text = tree.read(file);
    if (!text || !/https?:\/\//.test(text)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const removed: string[] = [];
    for (const m of mapsIn(ast)) {
      const read = readKeys(tree, file, ast, m, scope);
      if (!read) continue;
      m.object.properties = m.object.properties.filter((p) => {
        if (p.type !== 'ObjectProperty' || p.computed) return true;
        const k = keyOf(p.key);
        if (k === null || read.has(k) || !holdsApiUrl(p.value as Node)) return true;
        removed.push(k);
        return false;
      });
    }
    removed.push(...pruneUnreadAddresses(ast));
    if (!removed.length) continue;
    tree.writeAst(file, ast);
    out.push({ file, removed });
  }
  return out;
}
