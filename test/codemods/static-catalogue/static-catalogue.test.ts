import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/codemods/static-catalogue/find.js';
import { convertCatalogues, findCatalogues } from '../../../src/codemods/static-catalogue/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { convertFixedProduct, findFixedProduct, fixedRouteSlug } from '../../../src/codemods/static-catalogue/fixed-route.js';
import { REPO } from '../../helpers/build-theme.js';
import { importedFrom, jsonModule } from '../../../src/codemods/static-catalogue/pages.js';
import type { ModuleReader } from '../../../src/codemods/static-catalogue/module-value.js';

const parse = (file: string, text: string) => {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
};

// Each case is a storefront page at src/pages/Page.<ext>; `options.modules` holds the modules it imports, by specifier;
// `options.route` the fixed route the page is mounted at (a product page written by hand).
runFixturePairs('static catalogues of listing and product pages → SDK product hooks', path.join(REPO, 'fixtures', 'codemods', 'static-catalogue'), (input, c) => {
  const file = `src/pages/Page.${c.ext}`;
  const ast = parse(file, input);
  const modules = (c.options.modules ?? {}) as Record<string, string>;
  // Modules are found by the specifier that imports them, from any module.
  // A `.json` specifier is a JSON module, read as the bundler does (its value is the default export).
  const read: ModuleReader = (_from, spec) => {
    if (!(spec in modules)) return null;
    const name = spec.replace(/^[./]+/, '');
    if (spec.endsWith('.json')) {
      const ast = jsonModule(modules[spec]);
      return ast ? { file: `src/data/${name}`, ast } : null;
    }
    return { file: `src/data/${name}.js`, ast: parse(`src/data/${name}.tsx`, modules[spec]) };
  };
  const imported: Map<string, Catalogue> = importedFrom(file, ast, read);
  if (typeof c.options.route === 'string') {
    const slug = fixedRouteSlug(c.options.route);
    const product = slug && !findCatalogues(ast).length ? findFixedProduct(ast, file, slug) : null;
    return product && convertFixedProduct(ast, file, '../lib/platform-data', input, product) ? printLikeSource(ast, input) : input;
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

describe('a product page written by hand at a fixed route', () => {
  it('takes the slug from a fixed route with a parent segment only', () => {
    expect(fixedRouteSlug('/teas/jasmine-pearls')).toBe('jasmine-pearls');
    expect(fixedRouteSlug('/shop')).toBeNull();
    expect(fixedRouteSlug('/teas/:slug')).toBeNull();
    expect(fixedRouteSlug('/teas/2024')).toBeNull();
  });

  it('makes the English copy, with the route slug, the demo product; a per-language copy is no map by slug', () => {
    const src = `export default function Vase() {\n  const copy = {\n    fr: { name: 'Vase bleu', story: 'Tourné à la main', price: 40 },\n    en: { name: 'Blue vase', story: 'Hand-thrown', price: 40 },\n  };\n  return <h1>{copy.en.name}</h1>;\n}\n`;
    const ast = parse('src/pages/products/Vase.jsx', src);
    expect(findCatalogues(ast)).toEqual([]);
    const fp = findFixedProduct(ast, 'src/pages/products/Vase.jsx', 'blue-vase');
    expect(fp?.record).toEqual({ name: 'Blue vase', story: 'Hand-thrown', price: 40, slug: 'blue-vase' });
    expect(fp?.ownFields).toEqual(['story']);
  });

  it('leaves a page whose copy is about another product, or holds two candidates', () => {
    const two = `export default function P() {\n  const a = { name: 'Blue vase', story: 'x', size: 'L' };\n  const b = { name: 'Blue vase mini', story: 'y', size: 'S' };\n  return <p>{a.name}{b.name}</p>;\n}\n`;
    expect(findFixedProduct(parse('src/pages/P.jsx', two), 'src/pages/P.jsx', 'blue-vase')).toBeNull();
    const other = `export default function P() {\n  const a = { name: 'Green bowl', story: 'x', size: 'L' };\n  return <p>{a.name}</p>;\n}\n`;
    expect(findFixedProduct(parse('src/pages/P.jsx', other), 'src/pages/P.jsx', 'blue-vase')).toBeNull();
  });
});
