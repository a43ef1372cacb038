import { describe, expect, it } from 'vitest';
import { bleedsBothSides, clipParents, clipRenderers, findBleeds } from '../../../src/codemods/bilingual/side-bleeds.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';

const parse = (file: string, text: string) => {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
};

describe('blocks pulled past both sides by negative margins', () => {
  it('reads a bleed on both sides only, in every way it is written', () => {
    expect(bleedsBothSides('py-8 -mx-4')).toBe(true);
    expect(bleedsBothSides('ml-[-12px] mr-[-12px] bg-stone-900')).toBe(true);
    expect(bleedsBothSides('ms-[-12px] me-[-12px]')).toBe(true);
    expect(bleedsBothSides('-ms-3 -me-3')).toBe(true);
    // One side (an icon pulled to the edge), a breakpoint's own bleed, positive margins: no.
    expect(bleedsBothSides('-ml-2 text-sm')).toBe(false);
    expect(bleedsBothSides('sm:-mx-6')).toBe(false);
    expect(bleedsBothSides('mx-4 ml-[12px]')).toBe(false);
  });

  it('clips a bleed at the parent that holds it, in its module', () => {
    const src = `export default function Notes() {\n  return (\n    <div className="mx-auto max-w-3xl">\n      <h2 className="text-2xl ms-[-20px] me-[-20px]">Field notes</h2>\n      <button className="-mx-2">More</button>\n    </div>\n  );\n}\n`;
    const ast = parse('src/components/Notes.jsx', src);
    const found = findBleeds(ast);
    expect(found.roots).toEqual([]);
    // The button (a control, not a block) is left alone: one parent, for the heading.
    expect(clipParents(found.parents)).toBe(1);
    expect(printLikeSource(ast, src)).toContain('<div className="mx-auto max-w-3xl overflow-x-clip">');
  });

  it('clips a component whose root bleeds where another module renders it', () => {
    const banner = `function Banner() {\n  return (\n    <section className="bg-black py-10 ml-[-15px] mr-[-15px]">\n      <p>Ten percent off this week</p>\n    </section>\n  );\n}\n\nexport default Banner;\n`;
    const found = findBleeds(parse('src/components/Banner.jsx', banner));
    expect(found.parents).toEqual([]);
    expect(found.roots).toEqual(['Banner', 'default']);
    const page = `import Promo from '../components/Banner';\n\nexport default function Home() {\n  return (\n    <main className="pt-16">\n      <h1>Welcome</h1>\n      <Promo />\n    </main>\n  );\n}\n`;
    const ast = parse('src/pages/Home.jsx', page);
    expect(clipRenderers(ast, 'Promo')).toBe(1);
    expect(printLikeSource(ast, page)).toContain('<main className="pt-16 overflow-x-clip">');
  });

  it('leaves a parent that already sets its overflow, or whose classes are computed', () => {
    const src = `export const Strip = ({ on }) => (\n  <div className="overflow-hidden">\n    <div className={on ? 'a' : 'b'}>\n      <section className="-mx-6">x</section>\n    </div>\n    <section className="-mx-6">y</section>\n  </div>\n);\n`;
    const ast = parse('src/components/Strip.jsx', src);
    const found = findBleeds(ast);
    expect(found.parents.length).toBe(2);
    expect(clipParents(found.parents)).toBe(0);
  });

  it('leaves a row that scrolls itself, reaching into its parent\'s padding by design', () => {
    const src = `export const Chips = () => (\n  <div>\n    <div className="flex gap-2 overflow-x-auto -mx-4 px-4">chips</div>\n  </div>\n);\n`;
    expect(findBleeds(parse('src/components/Chips.jsx', src)).parents).toEqual([]);
  });
});
