import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/parse.js';
import { walk } from '../../src/rule-kit/walk.js';
import { brokenLinks, createLinksCollector } from '../../src/analyze/links.js';
import type { SiteFile } from '../../src/load/files.js';
import type { Site } from '../../src/load/site.js';

function linksOf(path: string, text: string) {
  const parsed = parseSource(path, text);
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const file: SiteFile = { path, abs: `/x/${path}`, kind: 'script', size: text.length, text };
  const c = createLinksCollector();
  walk(parsed.ast, [c.visitFile(file, parsed.ast, undefined as unknown as Site)!]);
  return c.finish(undefined as unknown as Site);
}

describe('links written as template literals', () => {
  const src = [
    'export function List({ p }) {',
    '  return (<div>',
    '    <Link href={`/product/${p.id}`}>View</Link>',
    '    <Link to={`/item/${p.id}`}>Item</Link>',
    '    <Link to={createPageUrl(`Detail?id=${p.id}`)}>Detail</Link>',
    '    <Link to={`${base}/x`}>Relative</Link>',
    '  </div>);',
    '}',
  ].join('\n');

  it('stand for a path with one param per expression; a link whose head is not a literal path is not read', () => {
    expect(linksOf('src/List.jsx', src).map((l) => l.to)).toEqual(['/product/:param', '/item/:param', '/Detail']);
  });

  it('are broken when no route serves that shape', () => {
    const links = linksOf('src/List.jsx', src);
    expect(brokenLinks(links, ['/', '/item/:id', '/Detail', '*']).map((l) => l.to)).toEqual(['/product/:param']);
  });
});
