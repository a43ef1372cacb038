import { describe, expect, it } from 'vitest';
import { extractStrings, shownPropsOf, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { exportedLocalName, importedShownProps } from '../../../src/codemods/bilingual/imported-props.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { memoryAsts } from '../../helpers/memory-site.js';

function site(files: Record<string, string>, links: Record<string, string>) {
  const ast = memoryAsts(files);
  const shown = importedShownProps({ ast, resolve: (_from, spec) => links[spec] ?? null }, shownPropsOf);
  const dict: Dictionary = { en: {}, ar: {} };
  const extract = (file: string) => extractStrings(ast(file), { file, hookImport: '../i18n/use-t', dict, importedShownProps: (spec, name) => shown(file, spec, name) });
  const print = (f: string) => printLikeSource(ast(f), files[f]);
  return { extract, print, dict, ast };
}

// A membership page: the level is shown by one section and compared by another.
const FILES = {
  'src/sections/LevelCard.jsx': `const LevelCard = ({ level, points }) => (
  <div><strong>{level}</strong><span>{points}</span></div>
);
export default LevelCard;
`,
  'src/sections/LevelLadder.jsx': `export function LevelLadder({ level }) {
  const rungs = ['Bronze', 'Silver', 'Gold'];
  return <ol>{rungs.map((r) => <li key={r} className={r === level ? 'font-bold' : ''}>{r}</li>)}</ol>;
}
`,
  'src/pages/Membership.jsx': `import LevelCard from '../sections/LevelCard';
import { LevelLadder } from '../sections/LevelLadder';
export default function Membership() {
  const level = 'Silver';
  return (
    <main>
      <LevelCard level={level} points={120} />
      <LevelCard level="Guest pass" points={0} />
      <LevelLadder level={level} />
    </main>
  );
}
`,
};
const LINKS = { '../sections/LevelCard': 'src/sections/LevelCard.jsx', '../sections/LevelLadder': 'src/sections/LevelLadder.jsx' };

describe('bilingual: a text handed to an imported component that shows it', () => {
  it('reads it through its key where it is handed over; the value stays for the component that compares it', () => {
    const s = site(FILES, LINKS);
    expect(s.extract('src/pages/Membership.jsx').changed).toBe(true);
    const page = s.print('src/pages/Membership.jsx');
    expect(page).toContain("const level = 'Silver';");
    expect(page).toContain("<LevelCard level={t('membership.silver', level)} points={120} />");
    expect(page).toContain("<LevelCard level={t('membership.guest-pass')} points={0} />");
    expect(page).toContain('<LevelLadder level={level} />');
    expect(s.dict.en).toMatchObject({ 'membership.silver': 'Silver', 'membership.guest-pass': 'Guest pass' });
  });

  it('names the local of an export: default by name, a named function, a renamed export', () => {
    const ast = (code: string) => {
      const r = parseSource('m.jsx', code, 'edit');
      if (!r.ok) throw new Error(r.diagnostic.message);
      return r.ast;
    };
    expect(exportedLocalName(ast('const A = () => null; export default A;'), 'default')).toBe('A');
    expect(exportedLocalName(ast('export default function B() { return null; }'), 'default')).toBe('B');
    expect(exportedLocalName(ast('export function C() { return null; }'), 'C')).toBe('C');
    expect(exportedLocalName(ast('const D = () => null; export { D as Panel };'), 'Panel')).toBe('D');
    expect(exportedLocalName(ast('export const E = 1;'), 'F')).toBeNull();
  });
});
