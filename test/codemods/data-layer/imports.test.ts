import { describe, expect, it } from 'vitest';
import { pruneImports } from '../../../src/codemods/data-layer/imports.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';

const parse = (file: string, text: string) => {
  const r = parseSource(file, text, 'edit');
  if (!r.ok) throw new Error('parse');
  return r.ast;
};

describe('pruneImports', () => {
  it('drops an import whose name is only a different binding now (a callback parameter of the same name)', () => {
    const text = 'import { entry, list } from "store-sdk";\n\nexport const names = (rows) => rows.map((entry) => entry.name);\n';
    const ast = parse('src/a.js', text);
    expect(pruneImports(ast, ['entry', 'list'])).toEqual(['entry', 'list']);
    expect(printLikeSource(ast, text)).not.toContain('store-sdk');
  });

  it('keeps an import still read, and one read only as a type', () => {
    const text = 'import { entry, Row } from "store-sdk";\n\nexport const first = (rows: Row[]) => entry(rows[0]);\nexport const names = (rows: Row[]) => rows.map((Row) => Row);\n';
    const ast = parse('src/a.ts', text);
    expect(pruneImports(ast, ['entry', 'Row'])).toEqual([]);
  });
});
