import type { Node } from '@babel/types';
import type { Site } from '../../load/site.js';
import type { FileFacts } from './file-facts.js';

/**
 * Where a name's value is written, as far as constants go: its initialiser, and the scope that
 * initialiser's own names must be read in (another module's, when the name is imported). URLs are
 * often kept in a module of their own (`export default { products: { url: BASE + 'Product' } }`)
 * and read elsewhere as `api.products.url`; following the import reads them where they are written.
 */
export interface ValueScope {
  lookup(name: string): { init: Node; scope: ValueScope } | null;
}

const MAX_HOPS = 8;

/** The nearest declaration of `name` at or before offset `at` (the first one when none is before). */
function localInit(file: FileFacts, name: string, at: number): Node | null {
  const decls = file.decls.get(name);
  if (!decls?.length) return null;
  const before = decls.filter((d) => d.start <= at);
  const d = before.length ? before[before.length - 1] : decls[0];
  if (d.kind !== 'var' || d.member) return null;
  return d.init ?? sameEndpoint(d.assigned ?? []);
}

/**
 * Values a variable declared without one is given in branches (`url = \`/api/food?search=${s}\``,
 * `url = '/api/food'`): when every one starts with the same path, before any query string, that
 * path is what the variable holds for a reader of URLs; the first value stands for them.
 */
function sameEndpoint(values: Node[]): Node | null {
  const pathOf = (n: Node): string | null => {
    const text = n.type === 'StringLiteral' ? n.value : n.type === 'TemplateLiteral' ? n.quasis[0].value.cooked ?? n.quasis[0].value.raw : null;
    if (text === null) return null;
    const path = text.split('?')[0];
    // A template's path must end where its first expression starts only at a query string.
    if (n.type === 'TemplateLiteral' && n.expressions.length && !text.includes('?')) return null;
    return /[A-Za-z]/.test(path) ? path : null;
  };
  if (!values.length) return null;
  const paths = values.map(pathOf);
  return paths.every((p) => p !== null && p === paths[0]) ? values[0] : null;
}

/**
 * The scope of one place in a file. With `site` and `files`, an imported name is followed to the
 * site module that exports it (named, default, re-exported); without them only local names resolve.
 */
export function fileScope(file: FileFacts, at: number, site?: Site, files?: Map<string, FileFacts>, hops = 0): ValueScope {
  return {
    lookup(name) {
      const init = localInit(file, name, at);
      if (init) return { init, scope: fileScope(file, at, site, files, hops) };
      if (file.decls.has(name)) return null;
      const imp = file.imports.get(name);
      if (!imp || !site || !files || imp.imported === '*') return null;
      return exportedValue(file, imp.source, imp.imported, site, files, hops + 1);
    },
  };
}

function exportedValue(from: FileFacts, source: string, name: string, site: Site, files: Map<string, FileFacts>, hops: number): { init: Node; scope: ValueScope } | null {
  if (hops > MAX_HOPS) return null;
  const target = site.resolve(from.path, source);
  const tf = target ? files.get(target) : undefined;
  if (!tf) return null;
  const e = tf.exports.get(name);
  const end = Number.MAX_SAFE_INTEGER;
  if (e?.local) return fileScope(tf, end, site, files, hops).lookup(e.local);
  if (e?.source) return exportedValue(tf, e.source, e.imported ?? name, site, files, hops + 1);
  if (e?.node) return { init: e.node, scope: fileScope(tf, end, site, files, hops) };
  for (const star of tf.starExports) {
    const r = exportedValue(tf, star, name, site, files, hops + 1);
    if (r) return r;
  }
  return null;
}
