import path from 'node:path';
import type { StringLiteral } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { kindOf } from '../../load/files.js';
import { isServerPath } from '../../analyze/facts/server-paths.js';
import { stagedImportSites, type ImportSite } from '../vendor-removal/import-sources.js';
import { scripts } from '../vendor-removal/importers.js';
import { aliasesOf, resolveIn, type ResolveScope } from '../vendor-removal/resolve.js';

/** What a missing file was, by its extension: the fix differs for each. */
export type MissingKind = 'image' | 'style' | 'script' | 'other';

export interface MissingImport {
  file: string;
  line: number;
  /** The import as written. */
  spec: string;
  /** The site path it names (no file there). */
  target: string;
  kind: MissingKind;
  site: ImportSite;
}

const GENERATED = /\.gen(\.[cm]?[jt]sx?)?$/;
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;
const SCRIPT = /(^|\/)[^/.]+$|\.(m?[jt]sx?|cjs|cts)$/i;

export function missingKind(target: string): MissingKind {
  if (IMAGE.test(target)) return 'image';
  if (kindOf(target) === 'style') return 'style';
  if (SCRIPT.test(target)) return 'script';
  return 'other';
}

/** The site path an unresolved local import names, or null for a package (or an alias we do not know). */
function namedPath(scope: ResolveScope, from: string, spec: string): string | null {
  const aliases = aliasesOf(scope.appRoot ?? '', scope.aliases);
  // Resolving with "every path exists" gives the path the import spells out.
  return resolveIn({ appRoot: scope.appRoot, aliases }, from, spec, () => true);
}

/**
 * Is there a file anywhere in the site whose path ends like the import's? Then the import is a
 * resolution question (an alias or root we read wrong), not a missing file, and is left alone.
 */
function endsLikeAFile(all: string[], target: string): boolean {
  const tail = target.split('/').slice(-2).join('/').replace(/\.(m?[jt]sx?|cjs|cts)$/i, '');
  if (!tail) return false;
  return all.some((f) => {
    const bare = f.replace(/\.(m?[jt]sx?|cjs|cts)$/i, '').replace(/\/index$/, '');
    return bare === tail || bare.endsWith('/' + tail) || f.endsWith('/' + tail);
  });
}

export interface FindOptions {
  appRoot: string;
  scope: ResolveScope;
  /** Files the loader saw but did not stage (over 1 MB, minified): they exist. */
  present: (p: string) => boolean;
}

/**
 * Local imports (relative, root-absolute, known alias) of the app's browser code that name a
 * file the source does not have: left alone, the theme does not build.
 */
export function missingImports(tree: StagedTree, opts: FindOptions): MissingImport[] {
  const all = tree.list();
  const exists = (p: string) => tree.exists(p) || opts.present(p);
  const root = opts.appRoot && opts.appRoot !== '.' ? opts.appRoot + '/' : '';
  const out: MissingImport[] = [];
  for (const file of scripts(tree)) {
    if (root && !file.startsWith(root)) continue;
    if (isServerPath(file.slice(root.length))) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    for (const site of stagedImportSites(tree, file, ast)) {
      const spec = site.source.value.split(/[?#]/)[0];
      if (!spec || /^[a-z][\w+.-]*:/i.test(spec)) continue;
      if (resolveIn(opts.scope, file, spec, exists)) continue;
      // Written by a build plugin when the app builds (TanStack's `routeTree.gen`), not missing.
      if (GENERATED.test(spec)) continue;
      const target = namedPath(opts.scope, file, spec);
      if (!target) continue;
      // Root-absolute paths may name the public folder (Vite serves it at `/`).
      if (spec.startsWith('/') && exists(path.posix.join(root, 'public', spec.slice(1)))) continue;
      if (endsLikeAFile(all, target)) continue;
      // `../node_modules/bootstrap/dist/css/bootstrap.min.css`: a file of a package the app lists,
      // there once it is installed (the loader never reads node_modules).
      if (listedPackageFile(tree, root, target)) continue;
      out.push({ file, line: lineOfLiteral(site.source), spec: site.source.value, target, kind: missingKind(target), site });
    }
  }
  return out;
}

/** Is `target` a file inside node_modules of a package the app's package.json lists? */
function listedPackageFile(tree: StagedTree, root: string, target: string): boolean {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(target);
  if (!m) return false;
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(tree.read(`${root}package.json`) ?? '{}');
  } catch {
    return false;
  }
  return !!(manifest.dependencies?.[m[1]] ?? manifest.devDependencies?.[m[1]]);
}

const lineOfLiteral = (s: StringLiteral) => s.loc?.start.line ?? 0;
