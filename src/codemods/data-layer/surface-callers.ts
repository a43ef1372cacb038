import type { File, Node } from '@babel/types';
import type { Analysis } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { traverse, type NodePath } from '../drop-pages/ast-kit.js';
import { resolveImport } from '../vendor-removal/resolve.js';
import { rendersMarkup } from './surface-drop.js';
import { holds, pathsOf } from './surface-taint.js';

/**
 * A dropped call inside a plain module function (`fetchProducts` in lib/api, the `useProducts`
 * hook over it) shows its data through that function's callers. Functions that only serve dropped
 * data are followed across imports to the components that call them: each such call becomes a
 * seed of the surface pass, like an inert call in the component itself.
 */

const SCRIPT = /\.(m?[jt]sx?)$/;

export interface CallerSeed { node: Node; line: number }

/** The outermost function around a path, whatever its body. */
function topFunction(p: NodePath): NodePath | null {
  let fn = p.getFunctionParent();
  while (fn?.parentPath?.getFunctionParent()) fn = fn.parentPath.getFunctionParent();
  return fn;
}

/** `export function f`, `function f`, `const f = () => ...` at the top of a module: its names (`default` too). */
function moduleNames(fn: NodePath): string[] {
  const n = fn.node;
  const parent = fn.parentPath;
  if (n.type === 'FunctionDeclaration' && n.id) {
    const top = parent?.isProgram() || parent?.isExportNamedDeclaration() || parent?.isExportDefaultDeclaration();
    return top ? [n.id.name, ...(parent?.isExportDefaultDeclaration() ? ['default'] : [])] : [];
  }
  const decl = parent?.isVariableDeclarator() ? parent : null;
  const stmt = decl?.parentPath?.parentPath;
  if (decl && decl.node.id.type === 'Identifier' && (stmt?.isProgram() || stmt?.isExportNamedDeclaration())) return [decl.node.id.name];
  return [];
}

/** Per file: local import name → `<target file>#<exported name>`. */
function importIndex(tree: StagedTree, analysis: Analysis, skip: (f: string) => boolean): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const exists = (p: string) => tree.exists(p);
  for (const file of tree.list()) {
    if (!SCRIPT.test(file) || file.includes('node_modules/') || skip(file)) continue;
    const ast = tree.ast(file);
    const locals = new Map<string, string>();
    for (const s of ast?.program.body ?? []) {
      if (s.type !== 'ImportDeclaration') continue;
      const target = resolveImport(file, s.source.value, exists, analysis.appRoot);
      if (!target) continue;
      for (const sp of s.specifiers) {
        if (sp.type === 'ImportSpecifier') locals.set(sp.local.name, `${target}#${sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value}`);
        else if (sp.type === 'ImportDefaultSpecifier') locals.set(sp.local.name, `${target}#default`);
      }
    }
    out.set(file, locals);
  }
  return out;
}

/** Module functions (`file#name`) around the given nodes. */
function functionsAround(ast: File, file: string, nodes: Iterable<Node>): { key: string[]; fn: NodePath }[] {
  const out: { key: string[]; fn: NodePath }[] = [];
  for (const p of pathsOf(ast, nodes).values()) {
    const fn = topFunction(p);
    if (fn) out.push({ key: moduleNames(fn).map((n) => `${file}#${n}`), fn });
  }
  return out;
}

/** Add to `seeds` the calls, in components, of module functions that only serve dropped data. */
export function expandToCallers(tree: StagedTree, analysis: Analysis, seeds: Map<string, CallerSeed[]>, live: Map<string, Set<Node>>, skip: (f: string) => boolean): void {
  const liveFns = new Set<string>();
  for (const [file, nodes] of live) {
    const ast = tree.ast(file);
    if (ast) for (const f of functionsAround(ast, file, nodes)) f.key.forEach((k) => liveFns.add(k));
  }
  const index = importIndex(tree, analysis, skip);
  const tainted = new Set<string>();
  const queue: string[] = [];
  const taint = (fn: NodePath, file: string, keys: string[]) => {
    const locals = index.get(file) ?? new Map<string, string>();
    let usesLive = holds(fn.node, live.get(file) ?? new Set());
    fn.traverse({ Identifier(r) { if (locals.has(r.node.name) && liveFns.has(locals.get(r.node.name)!)) usesLive = true; } });
    if (usesLive) return;
    for (const k of keys) if (!liveFns.has(k) && !tainted.has(k)) { tainted.add(k); queue.push(k); }
  };
  for (const [file, list] of seeds) {
    const ast = tree.ast(file);
    if (!ast) continue;
    for (const f of functionsAround(ast, file, list.map((s) => s.node))) if (f.key.length && !rendersMarkup(f.fn.node)) taint(f.fn, file, f.key);
  }
  while (queue.length) {
    const key = queue.shift()!;
    const [target, name] = [key.slice(0, key.lastIndexOf('#')), key.slice(key.lastIndexOf('#') + 1)];
    for (const [file, locals] of index) {
      const names = [...locals].filter(([, k]) => k === key).map(([l]) => l);
      if (file === target && name !== 'default') names.push(name);
      const ast = names.length ? tree.ast(file) : null;
      if (!ast) continue;
      traverse(ast, {
        Program(p) {
          p.scope.crawl();
          for (const local of names) {
            for (const ref of p.scope.getBinding(local)?.referencePaths ?? []) {
              const fn = topFunction(ref);
              if (!fn) continue;
              if (rendersMarkup(fn.node)) {
                const call = ref.parentPath?.isCallExpression() && ref.key === 'callee' ? ref.parentPath.node : ref.node;
                const list = seeds.get(file) ?? [];
                if (!list.some((s) => s.node === call)) seeds.set(file, [...list, { node: call, line: ref.node.loc?.start.line ?? 0 }]);
              } else taint(fn, file, moduleNames(fn).map((n) => `${file}#${n}`));
            }
          }
          p.stop();
        },
      });
    }
  }
}
