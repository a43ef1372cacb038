import type { File } from '@babel/types';
import * as t from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { kindOf } from '../../load/files.js';
import { resolveImport } from '../../load/resolve.js';
import type { AliasMap } from '../../load/aliases.js';
import { dynamicImportSpec } from './ast-kit.js';
import { perRevision } from '../../convert/revision-cache.js';

/**
 * Every import specifier a script names: static, re-exports, `import()`, `require()`, in that
 * order (the dynamic ones in one walk of the program).
 */
export function importSpecs(ast: File): { spec: string; line: number }[] {
  const out: { spec: string; line: number }[] = [];
  for (const s of ast.program.body) {
    if ((s.type === 'ImportDeclaration' || s.type === 'ExportAllDeclaration' || s.type === 'ExportNamedDeclaration') && s.source) {
      out.push({ spec: s.source.value, line: s.loc?.start.line ?? 0 });
    }
  }
  const dynamic: { spec: string; line: number }[] = [];
  const required: { spec: string; line: number }[] = [];
  t.traverseFast(ast.program, (n) => {
    const spec = dynamicImportSpec(n);
    if (spec !== null) dynamic.push({ spec, line: 0 });
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'StringLiteral') required.push({ spec: n.arguments[0].value, line: n.loc?.start.line ?? 0 });
  });
  return [...out, ...dynamic, ...required];
}

/**
 * `importSpecs` of a staged file, kept while its revision stays: the step builds its import graph
 * two or three times and checks dangling imports and barrels over the same, mostly unchanged files.
 */
const stagedSpecs = perRevision(importSpecs);

/** Resolution over the staged tree (files it deleted do not resolve). */
export function stagedResolver(tree: StagedTree, aliases: AliasMap): (from: string, spec: string) => string | null {
  const present = new Set(tree.list());
  return (from, spec) => resolveImport(from, spec, aliases, (p) => present.has(p));
}

/** `file → files it imports` for every script of the staged tree. */
export function importGraph(tree: StagedTree, aliases: AliasMap): Map<string, Set<string>> {
  const resolve = stagedResolver(tree, aliases);
  const graph = new Map<string, Set<string>>();
  for (const p of tree.list()) {
    if (kindOf(p) !== 'script' || p.includes('node_modules/')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    const deps = new Set<string>();
    for (const { spec } of stagedSpecs(tree, p, ast)) {
      const r = resolve(p, spec);
      if (r) deps.add(r);
    }
    graph.set(p, deps);
  }
  return graph;
}

export interface DanglingImport {
  file: string;
  line: number;
  spec: string;
}

/**
 * Imports that named a site file before and name nothing now: the step must leave none
 * (DESIGN §3: a dangling reference is an error). `before` resolves over the original site.
 */
export function danglingImports(tree: StagedTree, aliases: AliasMap, before: (from: string, spec: string) => string | null): DanglingImport[] {
  const resolve = stagedResolver(tree, aliases);
  const out: DanglingImport[] = [];
  for (const p of tree.list()) {
    if (kindOf(p) !== 'script' || p.includes('node_modules/')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    for (const { spec, line } of stagedSpecs(tree, p, ast)) {
      if (before(p, spec) && !resolve(p, spec)) out.push({ file: p, line, spec });
    }
  }
  return out;
}

/**
 * A barrel's re-exports of files that are gone (`export { default as Login } from './Login'` in a
 * components/index.js): each such specifier goes, and the statement with its last one. Returns the
 * files changed. Importers of the name from the barrel were mended with the dropped page itself.
 */
export function pruneReexports(tree: StagedTree, aliases: AliasMap, before: (from: string, spec: string) => string | null): string[] {
  const resolve = stagedResolver(tree, aliases);
  const changed: string[] = [];
  for (const p of tree.list()) {
    if (kindOf(p) !== 'script' || p.includes('node_modules/')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    const gone = (spec: string) => !!before(p, spec) && !resolve(p, spec);
    const body = ast.program.body.filter((s) => !((s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source && gone(s.source.value)));
    if (body.length === ast.program.body.length) continue;
    ast.program.body = body;
    tree.writeAst(p, ast);
    changed.push(p);
  }
  return changed;
}
