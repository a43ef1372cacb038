import { describe, expect, it } from 'vitest';
import { extractStrings, fallbackFieldsOf, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { importedShownProps } from '../../../src/codemods/bilingual/imported-props.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { memoryAsts } from '../../helpers/memory-site.js';

function site(files: Record<string, string>, links: Record<string, string>) {
  const ast = memoryAsts(files);
  const fallbacks = importedShownProps({ ast, resolve: (_from, spec) => links[spec] ?? null }, fallbackFieldsOf);
  const dict: Dictionary = { en: {}, ar: {} };
  const extract = (file: string) =>
    extractStrings(ast(file), { file, hookImport: '../i18n/use-t', dict, importedFallbackFields: (spec, name) => fallbacks(file, spec, name) });
  const print = (f: string) => printLikeSource(ast(f), files[f]);
  return { extract, print, dict };
}

// A tea shop: a tile badges each tea with its estate, looked up in the tile's own table of known
// estates by that value, and shows the value itself for an estate the table does not know. Its
// grade only picks a colour. The page writes its teas and hands each to the tile.
const TILE = `const ESTATES = {
  ridge: { label: 'Ridge', tone: 'bg-green-100' },
  vale: { label: 'Vale', tone: 'bg-amber-100' },
};
const GRADES = { fine: 'text-gold', plain: 'text-stone' };

const TeaTile = ({ tea, origin }) => {
  const estate = origin || tea.estate;
  const info = ESTATES[estate.toLowerCase()] || { label: estate, tone: 'bg-stone-100' };
  return (
    <div className={GRADES[tea.grade] || 'text-stone'}>
      <span className={info.tone}>{info.label}</span>
      <em>{KINDS[tea.kind] ?? tea.kind}</em>
    </div>
  );
};
const KINDS = { green: 'Green', black: 'Black' };
export default TeaTile;
`;
const PAGE = `import TeaTile from '../parts/TeaTile';
export default function Teas() {
  const teas = [
    { id: 1, estate: 'Cloud Terraces', grade: 'fine', kind: 'Smoked oolong' },
    { id: 2, estate: 'Ridge', grade: 'plain', kind: 'green' },
  ];
  return <section>{teas.map((tea) => <TeaTile key={tea.id} tea={tea} />)}</section>;
}
`;
const LINKS = { '../parts/TeaTile': 'src/parts/TeaTile.jsx' };

describe('bilingual: a record field shown as the fallback of a lookup by that value', () => {
  it('keys the records where they are handed over, and the component reads its fallback through that key', () => {
    const s = site({ 'src/parts/TeaTile.jsx': TILE, 'src/pages/Teas.jsx': PAGE }, LINKS);
    // The component first: what it shows of its props is read before its own extraction.
    s.extract('src/parts/TeaTile.jsx');
    expect(s.extract('src/pages/Teas.jsx').changed).toBe(true);
    const page = s.print('src/pages/Teas.jsx');
    // The values stay (they are the lookup's keys); each record carries the key of its text.
    const flat = page.replace(/\s+/g, ' ');
    expect(flat).toContain("estate: 'Cloud Terraces', estateKey: 'teas.cloud-terraces'");
    expect(flat).toContain("estate: 'Ridge', estateKey: 'teas.ridge'");
    expect(flat).toContain("kind: 'Smoked oolong', kindKey: 'teas.smoked-oolong'");
    // A field the tile only picks a colour with is not keyed.
    expect(page).not.toContain('gradeKey');
    expect(s.dict.en).toMatchObject({ 'teas.cloud-terraces': 'Cloud Terraces', 'teas.smoked-oolong': 'Smoked oolong' });

    const tile = s.print('src/parts/TeaTile.jsx');
    expect(tile).toContain('ESTATES[estate.toLowerCase()] || { label: t(estate === tea.estate ? tea.estateKey : undefined, estate), tone:');
    expect(tile).toContain('{t(KINDS_KEYS[tea.kind], KINDS[tea.kind]) ?? t(tea.kindKey, tea.kind)}');
    expect(tile).toContain('GRADES[tea.grade]');
  });

  it('keys the records the same when the page is extracted before the component', () => {
    const s = site({ 'src/parts/TeaTile.jsx': TILE, 'src/pages/Teas.jsx': PAGE }, LINKS);
    s.extract('src/pages/Teas.jsx');
    s.extract('src/parts/TeaTile.jsx');
    const flat = s.print('src/pages/Teas.jsx').replace(/\s+/g, ' ');
    expect(flat).toContain("estateKey: 'teas.cloud-terraces'");
    expect(flat).toContain("kindKey: 'teas.smoked-oolong'");
    expect(s.print('src/parts/TeaTile.jsx')).toContain('t(tea.kindKey, tea.kind)');
  });

  it('finds the fields on the component as written, and again once its extraction has read them through their keys', () => {
    const s = site({ 'src/parts/TeaTile.jsx': TILE, 'src/pages/Teas.jsx': PAGE }, LINKS);
    const parse = (code: string) => {
      const r = parseSource('t.jsx', code, 'edit');
      if (!r.ok) throw new Error(r.diagnostic.message);
      return r.ast;
    };
    expect(fallbackFieldsOf(parse(TILE)).get('TeaTile')?.get('tea')).toEqual(new Set(['estate', 'kind']));
    s.extract('src/parts/TeaTile.jsx');
    expect(fallbackFieldsOf(parse(s.print('src/parts/TeaTile.jsx'))).get('TeaTile')?.get('tea')).toEqual(new Set(['estate', 'kind']));
  });

  it('leaves a lookup whose fallback is another text, or whose result is only a class', () => {
    const own = `const SIZES = { s: 'Small' };
const Chip = ({ item }) => <b className={SIZES[item.size] || item.size}>{SIZES[item.size] || 'Any size'}</b>;
export default Chip;
`;
    const r = parseSource('c.jsx', own, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    expect(fallbackFieldsOf(r.ast).size).toBe(0);
  });
});
