import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/codemods/static-catalogue/find.js';
import { convertCatalogues, findCatalogues } from '../../../src/codemods/static-catalogue/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { REPO } from '../../helpers/build-theme.js';

const parse = (file: string, text: string) => {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
};

// Each case is a storefront page at src/pages/Page.<ext>; `options.modules` holds the modules it imports, by specifier.
runFixturePairs('static catalogues of listing and product pages → SDK product hooks', path.join(REPO, 'fixtures', 'codemods', 'static-catalogue'), (input, c) => {
  const file = `src/pages/Page.${c.ext}`;
  const ast = parse(file, input);
  const modules = (c.options.modules ?? {}) as Record<string, string>;
  const imported = new Map<string, Catalogue>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || !(s.source.value in modules)) continue;
    const found = findCatalogues(parse('src/data/module.ts', modules[s.source.value]));
    for (const sp of s.specifiers) {
      if (sp.type !== 'ImportSpecifier') continue;
      const hit = found.find((x) => x.exported && x.name === (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value));
      if (hit) imported.set(sp.local.name, hit);
    }
  }
  return convertCatalogues(ast, file, '../lib/platform-data', imported).length ? printLikeSource(ast, input) : input;
});

describe('what counts as a static catalogue', () => {
  it('reads values kept per language in English and keys a map by its slugs', () => {
    const ast = parse('src/data/x.ts', `export const lamps = {\n  'brass-lamp': { name: 'Brass lamp', price: 60 },\n};\nexport const notes = [{ name: lang === 'fr' ? 'Lampe' : 'Lamp', price: 1 }, { name: 'Shade', price: 2 }];\nconst links = [{ name: 'Home', href: '/' }, { name: 'Shop', href: '/shop' }];\n`);
    const found = findCatalogues(ast);
    expect(found.map((c) => [c.name, c.kind])).toEqual([['lamps', 'map'], ['notes', 'list']]);
    expect(found[0].records).toEqual([{ name: 'Brass lamp', price: 60, slug: 'brass-lamp' }]);
    expect(found[1].records[0]).toEqual({ name: 'Lamp', price: 1 });
  });
});
