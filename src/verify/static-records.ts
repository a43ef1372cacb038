import { existsSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { parse } from '../infra/babel-parser.js';

/**
 * The records of the surfaces kept static (`src/lib/platform-static.*`, written by the data-layer
 * step): the source's own entries, or placeholder records for the merchant to fill. They stand for
 * the merchant's data (spec §1 rule 8: custom entities become static, editable content), like the
 * preview's demo catalogue, so `verify --pseudo` does not count their strings as copy to translate.
 */
export async function staticRecordStrings(appDir: string): Promise<string[]> {
  for (const src of ['src', 'client/src', 'frontend/src']) {
    for (const ext of ['js', 'ts', 'jsx', 'tsx']) {
      const file = path.join(appDir, src, 'lib', `platform-static.${ext}`);
      if (existsSync(file)) return literalStrings(await fsp.readFile(file, 'utf8'));
    }
  }
  return [];
}

/** Every string literal a module's exported values hold (nothing is run). */
export function literalStrings(code: string): string[] {
  let ast;
  try {
    ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  } catch {
    return [];
  }
  const out: string[] = [];
  const visit = (n: unknown, depth: number): void => {
    if (!n || typeof n !== 'object' || depth > 40) return;
    if (Array.isArray(n)) return n.forEach((x) => visit(x, depth + 1));
    const node = n as { type?: string; value?: unknown; quasis?: { value: { cooked?: string | null } }[] };
    if (node.type === 'StringLiteral' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateLiteral') for (const q of node.quasis ?? []) if (q.value.cooked) out.push(q.value.cooked);
    // A property's name (`"title": …`) is not shown: only its value is.
    const skipKey = (node.type === 'ObjectProperty' || node.type === 'ObjectMethod') && !(n as { computed?: boolean }).computed;
    for (const [k, v] of Object.entries(n)) if (!(skipKey && k === 'key') && k !== 'loc' && k !== 'start' && k !== 'end' && k !== 'extra' && k !== 'leadingComments' && k !== 'trailingComments') visit(v, depth + 1);
  };
  for (const stmt of ast.program.body) if (stmt.type === 'ExportNamedDeclaration') visit(stmt.declaration, 0);
  return out;
}
