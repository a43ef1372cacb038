import path from 'node:path';
import type { AliasMap } from './aliases.js';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];

/**
 * Resolve an import specifier written in `fromFile` to a site file path, or null when it names a
 * package or a file the site does not have. Handles relative paths, aliases (`@/x` → `src/x`),
 * omitted extensions and `index` files.
 */
export function resolveImport(fromFile: string, spec: string, aliases: AliasMap, has: (p: string) => boolean): string | null {
  let base: string | null = null;
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  } else if (spec.startsWith('/')) {
    base = spec.slice(1);
  } else {
    // Longest alias first, so `@assets` wins over `@`.
    const keys = [...aliases.keys()].sort((a, b) => b.length - a.length);
    for (const key of keys) {
      if (spec === key || spec.startsWith(key + '/')) {
        const target = aliases.get(key)!;
        base = path.posix.normalize(path.posix.join(target, spec.slice(key.length)));
        break;
      }
    }
  }
  if (base === null) return null;
  // `@/components/cart/` (a folder written with its slash) names its index, as the bundler resolves it.
  base = base.replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (has(base)) return base;
  // `./Foo.js` written for a `Foo.ts` file (TS ESM style), and `./App.jsx` for an `App.tsx` (a
  // JavaScript entry kept after the app moved to TypeScript): the bundler maps both, as it does
  // `.mjs`/`.cjs` to `.mts`/`.cts`.
  const stripped = base.replace(/\.(m|c)?jsx?$/, '');
  for (const ext of EXTENSIONS) if (has(stripped + ext)) return stripped + ext;
  for (const ext of EXTENSIONS) if (has(`${base}/index${ext}`)) return `${base}/index${ext}`;
  return null;
}
