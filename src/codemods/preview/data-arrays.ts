import type { Node } from '@babel/types';
import { isRecord } from './literal-data.js';

/**
 * Where a source keeps literal records (seed, mock and data modules, JSON files), shared by the
 * preview's demo data (source-data.ts) and the data layer's custom-entity seeds (custom-seed.ts).
 */
const SKIP = /(^|\/)(node_modules|dist|preview-dist|build|\.tmp|components\/ui)\//;
const DATA_FILE = /\.(json|[cm]?[jt]sx?)$/;
/** JSON files that are configuration, never data. */
const CONFIG_JSON = /(^|\/)(package(-lock)?|tsconfig[^/]*|components|platform|\.?eslintrc[^/]*)\.json$/;

/** Can this file hold the source's literal records? */
export const isDataFile = (p: string): boolean => !SKIP.test(p) && DATA_FILE.test(p) && !CONFIG_JSON.test(p);

/** The file name without folder and extension (`src/data/reviews.json` → `reviews`). */
export const fileStem = (p: string): string => p.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** The arrays of a JSON data file, by name: the file's stem for a top-level array, else each array key. Null when it does not parse. */
export function jsonArrays(text: string, stem: string): [string, unknown[]][] | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(v)) return [[stem, v]];
  return isRecord(v) ? (Object.entries(v).filter(([, x]) => Array.isArray(x)) as [string, unknown[]][]) : [];
}

/** Top-level `const x = [...]` / `export default [...]` / `export const x = [...]` of a script, with names. */
export function topLevelArrays(body: Node[]): { name: string; value: Node }[] {
  const out: { name: string; value: Node }[] = [];
  for (const s of body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type === 'VariableDeclaration') {
      for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) out.push({ name: d.id.name, value: d.init });
    }
    if (s.type === 'ExportDefaultDeclaration') out.push({ name: 'default', value: s.declaration });
  }
  return out;
}
