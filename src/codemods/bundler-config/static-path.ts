import path from 'node:path';
import type { Node } from '@babel/types';

/**
 * Statically evaluate a path expression of a Vite config to a folder relative to the config's own
 * folder ('' = that folder), or null when it cannot be known. Understands the forms configs use:
 * `path.resolve(__dirname, './src')`, `path.join(import.meta.dirname, 'client', 'src')`,
 * `fileURLToPath(new URL('./src', import.meta.url))`, `new URL('./src', import.meta.url).pathname`,
 * `process.cwd()`, and plain strings (relative to `base`, the config's `root` for outDir).
 */
export function staticPath(node: Node | null | undefined, base = '', relativeStrings = true): string | null {
  if (!node) return null;
  const lit = literal(node);
  // A leading slash is root-relative in Vite; a bare relative string only means a folder for
  // options such as outDir (an alias to './src' would resolve against each importer instead).
  if (lit !== null) return !relativeStrings && !lit.startsWith('/') ? null : norm(path.posix.join(base, lit));
  if (isConfigDir(node)) return '';
  if (node.type === 'CallExpression') {
    const name = calleeName(node.callee as Node);
    if (name === 'resolve' || name === 'join') {
      const parts: string[] = [];
      node.arguments.forEach((a, i) => {
        const s = literal(a as Node);
        if (s !== null) parts.push(s);
        else if (i === 0 && isConfigDir(a as Node)) parts.push('.');
        else parts.push('\0');
      });
      if (parts.includes('\0')) return null;
      return norm(path.posix.join(...parts));
    }
    if (name === 'fileURLToPath') return urlPath(node.arguments[0] as Node);
  }
  if (node.type === 'MemberExpression' && propName(node) === 'pathname') return urlPath(node.object as Node);
  return null;
}

/** `/src` (root-relative) and absolute outputs keep their leading slash stripped; '.' becomes ''. */
function norm(p: string): string {
  const n = path.posix.normalize(p).replace(/^\/+/, '').replace(/\/+$/, '');
  return n === '.' ? '' : n;
}

function literal(node: Node): string | null {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? null;
  return null;
}

/** `new URL('./src', import.meta.url)` → 'src'. */
function urlPath(node: Node | undefined): string | null {
  if (!node || node.type !== 'NewExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'URL') return null;
  const [first, second] = node.arguments as Node[];
  const s = first ? literal(first) : null;
  if (s === null || !second || !isImportMeta(second, 'url')) return null;
  return norm(s);
}

/** Expressions naming the config's folder. */
function isConfigDir(node: Node): boolean {
  if (node.type === 'Identifier' && node.name === '__dirname') return true;
  if (isImportMeta(node, 'dirname')) return true;
  if (node.type === 'CallExpression') {
    const name = calleeName(node.callee as Node);
    if (name === 'cwd') return true;
    if (name === 'dirname') {
      const a = node.arguments[0] as Node | undefined;
      if (!a) return false;
      if (isImportMeta(a, 'filename')) return true;
      if (a.type === 'Identifier' && a.name === '__filename') return true;
      return a.type === 'CallExpression' && calleeName(a.callee as Node) === 'fileURLToPath' && isImportMeta(a.arguments[0] as Node, 'url');
    }
    if (name === 'fileURLToPath') return urlPath(node.arguments[0] as Node) === '';
  }
  return false;
}

function isImportMeta(node: Node | undefined, prop: string): boolean {
  return !!node && node.type === 'MemberExpression' && node.object.type === 'MetaProperty' && propName(node) === prop;
}

function propName(node: Node): string | null {
  if (node.type !== 'MemberExpression') return null;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'StringLiteral') return node.property.value;
  return null;
}

/** `path.resolve` → 'resolve', `resolve` → 'resolve', `process.cwd` → 'cwd'. */
function calleeName(callee: Node): string | null {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return propName(callee);
  return null;
}
