import path from 'node:path';
import type { File, Node, ObjectExpression } from '@babel/types';
import type { SiteFile } from './files.js';

/** `@` → `src` style path aliases, as site-relative folder prefixes. */
export type AliasMap = Map<string, string>;

/** Loose JSONC (tsconfig/jsconfig): comments and trailing commas allowed. */
export function parseJsonc(text: string): unknown {
  let out = '';
  let i = 0;
  let inStr = false;
  while (i < text.length) {
    const c = text[i];
    if (inStr) {
      out += c;
      if (c === '\\') { out += text[i + 1] ?? ''; i += 2; continue; }
      if (c === '"') inStr = false;
      i++;
      continue;
    }
    if (c === '"') { inStr = true; out += c; i++; continue; }
    if (c === '/' && text[i + 1] === '/') { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (c === '/' && text[i + 1] === '*') { i = text.indexOf('*/', i + 2); i = i < 0 ? text.length : i + 2; continue; }
    out += c;
    i++;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

/** `compilerOptions.paths` of a tsconfig/jsconfig: `"@/*": ["./src/*"]` → `@` → `src`. */
export function aliasesFromTsconfig(file: SiteFile, into: AliasMap): void {
  if (!file.text) return;
  let json: { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } };
  try {
    json = parseJsonc(file.text) as typeof json;
  } catch {
    return;
  }
  const dir = path.posix.dirname(file.path);
  const baseUrl = json.compilerOptions?.baseUrl ?? '.';
  for (const [key, targets] of Object.entries(json.compilerOptions?.paths ?? {})) {
    const target = targets?.[0];
    if (!target) continue;
    const from = key.replace(/\/\*$/, '');
    const to = path.posix.normalize(path.posix.join(dir === '.' ? '' : dir, baseUrl, target.replace(/\/\*$/, '')));
    if (!into.has(from)) into.set(from, to === '.' ? '' : to);
  }
}

/** The path a `path.resolve(__dirname, "src")`-like expression names, relative to the config's folder. */
function pathFromExpr(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? null;
  if (node.type === 'CallExpression') {
    // path.resolve(__dirname, 'src'), path.resolve(import.meta.dirname, 'client', 'src'),
    // fileURLToPath(new URL('./src', import.meta.url))
    const parts: string[] = [];
    for (const a of node.arguments) {
      if (a.type === 'StringLiteral') parts.push(a.value);
      else if (a.type === 'NewExpression' && a.arguments[0]?.type === 'StringLiteral') parts.push(a.arguments[0].value);
      else if (a.type === 'CallExpression' || a.type === 'NewExpression') {
        const inner = pathFromExpr(a as Node);
        if (inner) parts.push(inner);
      }
    }
    return parts.length ? path.posix.join(...parts) : null;
  }
  return null;
}

function aliasObject(obj: ObjectExpression, configDir: string, into: AliasMap): void {
  for (const p of obj.properties) {
    if (p.type !== 'ObjectProperty') continue;
    const key = p.key.type === 'StringLiteral' ? p.key.value : p.key.type === 'Identifier' ? p.key.name : null;
    const target = pathFromExpr(p.value as Node);
    if (key && target) into.set(key, path.posix.normalize(path.posix.join(configDir, target.replace(/^\.\//, ''))).replace(/^\.$/, ''));
  }
}

/** `resolve.alias` of a Vite config, read from its AST (object or array form). */
export function aliasesFromViteConfig(file: SiteFile, ast: File, into: AliasMap): void {
  const configDir = path.posix.dirname(file.path) === '.' ? '' : path.posix.dirname(file.path);
  const stack: Node[] = [ast.program];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'ObjectProperty' && node.key.type === 'Identifier' && node.key.name === 'alias') {
      const v = node.value;
      if (v.type === 'ObjectExpression') aliasObject(v, configDir, into);
      else if (v.type === 'ArrayExpression') {
        for (const el of v.elements) {
          if (el?.type !== 'ObjectExpression') continue;
          const find = el.properties.find((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'find');
          const repl = el.properties.find((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'replacement');
          if (find?.type === 'ObjectProperty' && find.value.type === 'StringLiteral' && repl?.type === 'ObjectProperty') {
            const target = pathFromExpr(repl.value as Node);
            if (target) into.set(find.value.value, path.posix.normalize(path.posix.join(configDir, target)));
          }
        }
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      const v = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) for (const c of v) { if (c && typeof c === 'object' && 'type' in c) stack.push(c as Node); }
      else if (v && typeof v === 'object' && 'type' in (v as object)) stack.push(v as Node);
    }
  }
}

/**
 * A tsconfig/jsconfig `baseUrl` (`"baseUrl": "src"`) lets modules import the folders and files
 * under it by bare name (`import { x } from "context/shop"`): each top-level name under it that
 * is not a package of the site becomes an alias of its own (`context` → `src/context`).
 */
export function baseUrlAliases(file: { path: string; text?: string | null }, paths: string[], isPackage: (name: string) => boolean): AliasMap {
  const out: AliasMap = new Map();
  if (!file.text) return out;
  let baseUrl: string | undefined;
  try {
    baseUrl = (parseJsonc(file.text) as { compilerOptions?: { baseUrl?: string } }).compilerOptions?.baseUrl;
  } catch {
    return out;
  }
  if (typeof baseUrl !== 'string') return out;
  const dir = path.posix.dirname(file.path) === '.' ? '' : path.posix.dirname(file.path);
  const base = path.posix.normalize(path.posix.join(dir, baseUrl)).replace(/^\.$/, '').replace(/\/$/, '');
  const prefix = base ? `${base}/` : '';
  for (const p of paths) {
    if (!p.startsWith(prefix) || p.includes('node_modules/')) continue;
    const rest = p.slice(prefix.length);
    const top = rest.split('/')[0];
    const isDir = rest.includes('/');
    // A folder, or a script at the top of baseUrl (`import api from "api"` for src/api.ts).
    if (!isDir && !/\.(tsx?|jsx?|mjs|cjs)$/.test(top)) continue;
    const name = isDir ? top : top.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
    if (name.startsWith('.') || name === 'index' || isPackage(name) || out.has(name)) continue;
    out.set(name, `${prefix}${name}`);
  }
  return out;
}
