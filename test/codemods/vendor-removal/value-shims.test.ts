import { parse as babelParse } from '@babel/parser';
import type { File } from '@babel/types';
import * as recast from 'recast';
import { describe, expect, it } from 'vitest';
import { babelOptions } from '../../../src/load/parse.js';
import { mendVendorUses } from '../../../src/codemods/vendor-removal/mend-uses.js';

function run(code: string, names: string[], file = 'x.jsx'): string {
  const ast = recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions(file, true)) } }) as File;
  mendVendorUses(ast, file, new Set(names), new Set());
  return recast.print(ast).code;
}

describe('vendor-removal: Firestore references and query builders left once the calls are gone', () => {
  it('a query factory handed to a listener hook becomes null, and the Firestore import goes', () => {
    const out = run([
      "import { collection, orderBy, query, where } from 'firebase/firestore';",
      "import useLive from '../hooks/useLive';",
      'export default function Offers({ db }) {',
      "  const { data } = useLive(() => query(collection(db, 'offers'), where('active', '==', true), orderBy('rank')));",
      '  return <ul>{data.map((o) => <li key={o.id}>{o.title}</li>)}</ul>;',
      '}',
    ].join('\n'), ['collection', 'orderBy', 'query', 'where']);
    expect(out).toBe([
      "import useLive from '../hooks/useLive';",
      'export default function Offers({ db }) {',
      '  const { data } = useLive(() => null);',
      '  return <ul>{data.map((o) => <li key={o.id}>{o.title}</li>)}</ul>;',
      '}',
    ].join('\n'));
  });

  it('valid-: a site function of the same name is not the vendor\'s', () => {
    const code = "import { query } from './search';\nexport const hits = (q) => query(q);\n";
    expect(run(code, [])).toBe(code);
  });
});
