import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Node } from '@babel/types';
import { parseSource } from '../load/parse.js';
import { keyName } from './ast.js';

export interface InstalledSdk {
  /** Folder of the installed package, or null when the theme cannot resolve it. */
  root: string | null;
  version?: string;
  /** Export names per import path (`platform-sdk/theme` → names); absent when that path does not resolve. */
  exports: Map<string, Set<string>>;
  /** Why a path could not be read. */
  problems: Map<string, string>;
}

/** node_modules/<name> in `from` or any folder above it (Node's own lookup). */
export async function findPackage(from: string, name: string): Promise<string | null> {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    try {
      await fsp.access(path.join(candidate, 'package.json'));
      return await fsp.realpath(candidate);
    } catch {
      /* go up */
    }
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

type ExportsField = string | null | { [k: string]: ExportsField } | ExportsField[];

/** Resolve a subpath through package.json `exports` with ESM conditions (import, default). */
function target(exp: ExportsField | undefined, sub: string): string | null {
  if (exp === undefined || exp === null) return null;
  if (typeof exp === 'string') return sub === '.' ? exp : null;
  if (Array.isArray(exp)) {
    for (const e of exp) { const t = target(e, sub); if (t) return t; }
    return null;
  }
  const keys = Object.keys(exp);
  if (keys.some((k) => k.startsWith('.'))) {
    if (sub in exp) return condition(exp[sub]);
    for (const k of keys) {
      if (!k.includes('*')) continue;
      const [pre, post] = k.split('*');
      if (sub.startsWith(pre) && sub.endsWith(post)) {
        const t = condition(exp[k]);
        return t ? t.replace('*', sub.slice(pre.length, sub.length - post.length)) : null;
      }
    }
    return null;
  }
  return sub === '.' ? condition(exp) : null;
}

function condition(v: ExportsField | undefined): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return target(v, '.');
  for (const c of ['import', 'module', 'default', 'require', 'node']) if (c in v) { const t = condition(v[c]); if (t) return t; }
  return null;
}

/** Names a module exports, read from its source (following `export * from './x'`) when it cannot be imported. */
async function staticExports(file: string, seen = new Set<string>()): Promise<Set<string>> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const text = await fsp.readFile(file, 'utf8');
  const r = parseSource(file, text);
  if (!r.ok) throw new Error(r.diagnostic.message);
  for (const st of r.ast.program.body) {
    if (st.type === 'ExportNamedDeclaration') {
      const d = st.declaration as Node | null;
      if (d && (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) out.add(d.id.name);
      if (d?.type === 'VariableDeclaration') for (const x of d.declarations) if (x.id.type === 'Identifier') out.add(x.id.name);
      for (const s of st.specifiers) { const k = keyName(s.exported); if (k) out.add(k); }
    } else if (st.type === 'ExportDefaultDeclaration') out.add('default');
    else if (st.type === 'ExportAllDeclaration' && st.source.value.startsWith('.')) {
      const next = path.resolve(path.dirname(file), st.source.value);
      for (const n of await staticExports(/\.\w+$/.test(next) ? next : next + '.js', seen)) if (n !== 'default') out.add(n);
    }
  }
  return out;
}

/**
 * The platform-sdk a theme would build against, resolved from the theme folder, and the names each
 * imported path exports: imported for real where Node can load it (spec §4: "a script that
 * imports platform-sdk/theme and checks that each needed name is defined"), else read statically.
 */
export async function installedSdk(themeDir: string, packageName: string, importPaths: string[]): Promise<InstalledSdk> {
  const out: InstalledSdk = { root: await findPackage(themeDir, packageName), exports: new Map(), problems: new Map() };
  if (!out.root) return out;
  const pj = JSON.parse(await fsp.readFile(path.join(out.root, 'package.json'), 'utf8')) as { version?: string; exports?: ExportsField; module?: string; main?: string };
  out.version = pj.version;
  for (const spec of importPaths) {
    const sub = spec === packageName ? '.' : '.' + spec.slice(packageName.length);
    const rel = pj.exports !== undefined ? target(pj.exports, sub) : sub === '.' ? (pj.module ?? pj.main ?? 'index.js') : sub;
    if (!rel) { out.problems.set(spec, `the package does not export "${sub}"`); continue; }
    let file = path.resolve(out.root, rel);
    if (!/\.\w+$/.test(file)) file += '.js';
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      out.exports.set(spec, new Set(Object.keys(mod).filter((k) => mod[k] !== undefined)));
    } catch {
      try {
        out.exports.set(spec, await staticExports(file));
      } catch (e) {
        out.problems.set(spec, `cannot read ${path.relative(out.root, file)}: ${(e as Error).message}`);
      }
    }
  }
  return out;
}
