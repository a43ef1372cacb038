import { statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Node, StringLiteral } from '@babel/types';
import { staticString } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';
import type { Site } from '../../src/load/site.js';
import { resolveImport } from '../../src/load/resolve.js';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/** Paths the bundler serves without a file (`virtual:…`, URLs, `node:` builtins) and queries (`?raw`). */
const NOT_A_PATH = /^[a-z][a-z0-9+.-]*:/i;

/** Every package any package.json of the theme lists, in any dependency section. */
function declaredPackages(site: Site): Set<string> {
  const out = new Set<string>();
  for (const pj of site.packageJsons.values()) {
    for (const section of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys((pj[section] as Record<string, string> | undefined) ?? {})) out.add(name);
    }
    if (pj.name) out.add(pj.name);
  }
  return out;
}

/**
 * Where `spec` points: a path inside the theme (relative, root-absolute, or under one of its
 * aliases), somewhere this check cannot see (an alias into node_modules or outside the theme, as
 * `react` → `preact/compat` setups do), or a package.
 */
function placeOf(site: Site, spec: string, declared: Set<string>): 'local' | 'elsewhere' | 'package' {
  if (spec.startsWith('.') || spec.startsWith('/')) return 'local';
  const key = [...site.aliases.keys()].sort((a, b) => b.length - a.length).find((k) => spec === k || spec.startsWith(k + '/'));
  if (key === undefined) return 'package';
  const target = site.aliases.get(key)!;
  if (/^(\.\.(\/|$)|\/|node_modules(\/|$))/.test(target)) return 'elsewhere';
  // `react: 'preact/compat'` is read as a folder of the theme: a declared package it is not.
  const isPackage = declared.has(packageName(target)) && !site.files.some((f) => f.path.startsWith(target + '/'));
  return isPackage ? 'elsewhere' : 'local';
}

/** Theme paths by their lowercase form (several when only case tells them apart). */
function lowerIndex(site: Site): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of site.files) out.set(f.path.toLowerCase(), [...(out.get(f.path.toLowerCase()) ?? []), f.path]);
  return out;
}

export default defineCheck({
  id: 'imports-resolve',
  severity: 'error',
  docs: {
    description: 'An import, re-export, require() or dynamic import() in the theme that names a file the theme does not have (relative or through an alias), a path that matches a file only when letter case is ignored, or a package no package.json lists.',
    why: 'The theme is built on Linux by the platform (spec §2): an import that resolves to nothing, or only on a case-insensitive disk, fails the build, and a package missing from package.json is not installed.',
    fix: 'point the import at the file the theme has (with its exact letter case), or remove it with the code that used it; add a package the code needs to package.json dependencies',
  },
  messages: {
    missing: 'imports `{{spec}}`, which resolves to no file in the theme',
    case: 'imports `{{spec}}`, which names {{actual}} only when letter case is ignored',
    package: 'imports `{{pkg}}`, which no package.json lists in its dependencies',
  },
  hints: {
    case: 'write the path as the file is named ({{actual}}): the Linux build is case-sensitive',
    package: 'add `{{pkg}}` to package.json dependencies, or remove the import with the code that used it',
  },
  visit(ctx) {
    const site = ctx.site;
    const from = ctx.file.path;
    const isFile = (p: string) => site.has(p) || (() => { try { return statSync(path.join(site.root, p)).isFile(); } catch { return false; } })();
    const declared = declaredPackages(site);
    const hasPackageJson = site.packageJsons.size > 0;
    let lowerPaths: Map<string, string[]> | undefined;
    const check = (node: Node, literal: Node | null | undefined) => {
      const raw = literal?.type === 'StringLiteral' ? (literal as StringLiteral).value : staticString(literal);
      if (!raw || NOT_A_PATH.test(raw)) return;
      const spec = raw.replace(/[?#].*$/, '');
      const at = literal ?? node;
      const place = placeOf(site, spec, declared);
      if (place === 'elsewhere') return;
      if (place === 'local') {
        if (resolveImport(from, spec, site.aliases, isFile)) return;
        const lower = (lowerPaths ??= lowerIndex(site));
        const loose = resolveImport(from, spec, site.aliases, (p) => lower.get(p.toLowerCase())?.length === 1);
        const actual = loose ? lower.get(loose.toLowerCase())![0] : null;
        if (actual) ctx.report({ node: at, messageId: 'case', data: { spec, actual } });
        else ctx.report({ node: at, messageId: 'missing', data: { spec } });
        return;
      }
      const pkg = packageName(spec);
      if (!hasPackageJson || builtinModules.includes(pkg) || declared.has(pkg)) return;
      ctx.report({ node: at, messageId: 'package', data: { pkg } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      CallExpression(node) {
        const c = node.callee;
        if ((c.type === 'Identifier' && c.name === 'require') || c.type === 'Import') check(node, node.arguments[0] as Node);
      },
    };
  },
});
