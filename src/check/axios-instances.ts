import type { File, Node } from '@babel/types';
import type { Site } from '../load/site.js';
import { importsOf, memberPath } from './ast.js';

/** Is `init` a call of `axios.create(...)` (or `axios.default.create`) for one of `axiosLocals`? */
function isCreate(init: Node | null | undefined, axiosLocals: Set<string>): boolean {
  if (!init || init.type !== 'CallExpression') return false;
  const p = memberPath(init.callee as Node);
  return !!p && /\.create$/.test(p) && axiosLocals.has(p.split('.')[0]);
}

function localInstances(ast: File, axiosLocals: Set<string>): Set<string> {
  const out = new Set<string>();
  if (!axiosLocals.size) return out;
  const visit = (n: Node) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && isCreate(n.init, axiosLocals)) out.add(n.id.name);
    for (const key of Object.keys(n)) {
      if (key === 'loc' || key.endsWith('Comments')) continue;
      const v = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) for (const c of v) { if (c && typeof c === 'object' && 'type' in c) visit(c as Node); }
      else if (v && typeof v === 'object' && 'type' in (v as object)) visit(v as Node);
    }
  };
  visit(ast.program);
  return out;
}

const exportsCache = new WeakMap<Site, Map<string, Set<string>>>();

/** Exported names of a site file that are axios instances (`export const api = axios.create()`, `export default api`). */
function instanceExports(site: Site, file: string): Set<string> {
  let cache = exportsCache.get(site);
  if (!cache) exportsCache.set(site, (cache = new Map()));
  const hit = cache.get(file);
  if (hit) return hit;
  const out = new Set<string>();
  cache.set(file, out);
  const ast = site.ast(file);
  if (!ast) return out;
  const axiosLocals = new Set([...importsOf(ast)].filter(([, b]) => b.source === 'axios').map(([l]) => l));
  const locals = localInstances(ast, axiosLocals);
  for (const st of ast.program.body) {
    if (st.type === 'ExportNamedDeclaration') {
      if (st.declaration?.type === 'VariableDeclaration') for (const d of st.declaration.declarations) if (d.id.type === 'Identifier' && locals.has(d.id.name)) out.add(d.id.name);
      for (const s of st.specifiers) if (s.type === 'ExportSpecifier' && locals.has(s.local.name)) out.add(s.exported.type === 'Identifier' ? s.exported.name : s.exported.value);
    }
    if (st.type === 'ExportDefaultDeclaration') {
      const d = st.declaration;
      if ((d.type === 'Identifier' && locals.has(d.name)) || isCreate(d as Node, axiosLocals)) out.add('default');
    }
  }
  return out;
}

/**
 * Local names in `file` bound to an axios instance: created here with `axios.create()`, or
 * imported from a site module that exports one (`import api from '@/lib/api'`).
 */
export function axiosInstances(site: Site, file: string, ast: File, axiosLocals: Set<string>): Set<string> {
  const out = localInstances(ast, axiosLocals);
  for (const [local, b] of importsOf(ast)) {
    const target = site.resolve(file, b.source);
    if (target && instanceExports(site, target).has(b.imported)) out.add(local);
  }
  return out;
}

