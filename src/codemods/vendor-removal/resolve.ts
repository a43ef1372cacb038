import path from 'node:path';

/**
 * Where an import source points inside the site: relative paths, and the `@/` (or `~/`) alias
 * to `<app root>/src`. Bare package names and unresolvable paths give null.
 */
const EXTS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

export function resolveImport(from: string, source: string, exists: (p: string) => boolean, appRoot = ''): string | null {
  let base: string | null = null;
  const root = appRoot && appRoot !== '.' ? appRoot.replace(/\/$/, '') + '/' : '';
  if (source.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
  else if (/^[@~]\//.test(source)) base = `${root}src/${source.slice(2)}`;
  if (base === null) return null;
  for (const e of EXTS) if (exists(base + e)) return base + e;
  return null;
}

/** Is `source` (as written in an import) one of the vendor packages or a subpath of one? */
export const isPackageOf = (source: string, packages: string[]) => packages.some((p) => source === p || source.startsWith(`${p}/`));
