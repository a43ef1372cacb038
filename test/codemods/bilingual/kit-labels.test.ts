import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_LABEL_LIBRARIES } from '../../../rules/glossary/ui-kit-labels.js';
import { extractStrings, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { labelPrimitiveText } from '../../../src/codemods/bilingual/kit-labels.js';
import { collectSiteTable } from '../../../src/codemods/bilingual/site-table.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';

const RULES = path.join(import.meta.dirname, '..', '..', '..', 'rules', 'kit-labels');

function extract(file: string, code: string): string {
  const parsed = parseSource(file, code, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const { ast } = parsed;
  extractStrings(ast, { file, hookImport: '../i18n/use-t', dict: { en: {}, ar: {} }, siteTable: collectSiteTable([ast]) });
  return printLikeSource(ast, code);
}

describe('kit labels (rules/kit-labels)', () => {
  it('lists every library module of the folder, each id its file name', () => {
    const files = readdirSync(RULES).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(KIT_LABEL_LIBRARIES.map((l) => l.id).sort()).toEqual(files);
  });

  it('every part a label names is a part of its component', () => {
    for (const lib of KIT_LABEL_LIBRARIES) for (const c of lib.components) for (const l of c.labels) {
      if (l.part) expect(c.parts?.[l.part.name], `${lib.id} ${c.name} ${l.prop}`).toBeTypeOf('string');
    }
  });

  it('adds a part once per file, without types in a JavaScript file, and renames it past a name the file binds', () => {
    const out = extract('src/Reel.jsx', [
      "import Carousel from 'react-multi-carousel';",
      'const KitCarouselDot = 1;',
      'export function Reel({ items }) {',
      '  return <div><Carousel responsive={{}}>{items}</Carousel><Carousel responsive={{}}>{items}</Carousel></div>;',
      '}',
    ].join('\n'));
    expect(out).toContain('customDot={<KitCarouselDot2 label={t(');
    expect(out.match(/function KitCarouselDot2\(/g)).toHaveLength(1);
    expect(out.match(/function KitCarouselArrow\(/g)).toHaveLength(1);
    expect(out).not.toMatch(/label: string|\?: boolean/);
  });

  it('leaves a carousel imported from elsewhere, and one whose props come in a spread', () => {
    const code = [
      "import Carousel from './Carousel';",
      "import Other from 'react-multi-carousel';",
      'export function Reel({ items, opts }) {',
      '  return <div><Carousel>{items}</Carousel><Other {...opts}>{items}</Other></div>;',
      '}',
    ].join('\n');
    expect(extract('src/Reel.jsx', code)).toBe(code);
  });
});

describe('kit labels through a namespace import, given before a spread', () => {
  it("a menu wrapper handing its props on in a spread gets the menu's label before the spread, so a label a page passes still wins", () => {
    const code = [
      "import * as React from 'react';",
      "import * as MenuPrimitive from '@radix-ui/react-navigation-menu';",
      'export const TopMenu = React.forwardRef(({ className, children, ...props }, ref) => (',
      '  <MenuPrimitive.Root ref={ref} className={className} {...props}>',
      '    {children}',
      '  </MenuPrimitive.Root>',
      '));',
    ].join('\n');
    const out = extract('src/components/ui/top-menu.jsx', code);
    expect(out).toMatch(/className=\{className\}\s+aria-label=\{t\('top-menu\.main'\)\}\s+\{\.\.\.props\}>/);
    expect(out).toContain('const t = useT();');
  });

  it('a component of the same name from another package is left alone', () => {
    const code = [
      "import * as Other from './menu-kit';",
      'export function Bar(props) {',
      '  return <Other.Root {...props} />;',
      '}',
    ].join('\n');
    expect(extract('src/Bar.jsx', code)).toBe(code);
  });
});

describe("a UI kit's own files (not searched for copy)", () => {
  it("get the labels of the library components they render, and nothing else of theirs moves", async () => {
    const { labelKitComponents } = await import('../../../src/codemods/bilingual/kit-labels.js');
    const code = [
      "import * as React from 'react';",
      "import * as MenuPrimitive from '@radix-ui/react-navigation-menu';",
      'export const TopMenu = React.forwardRef(({ className, ...props }, ref) => (',
      '  <MenuPrimitive.Root ref={ref} className={className} {...props}>',
      '    <span className="sr-only">Menu</span>',
      '  </MenuPrimitive.Root>',
      '));',
    ].join('\n');
    const parsed = parseSource('src/components/ui/top-menu.jsx', code, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    const dict = { en: {} as Record<string, string>, ar: {} as Record<string, string> };
    expect(labelKitComponents(parsed.ast, { file: 'src/components/ui/top-menu.jsx', hookImport: '../../i18n/use-t', dict })).toBe(1);
    const out = printLikeSource(parsed.ast, code);
    expect(out).toMatch(/aria-label=\{t\('top-menu\.main'\)\}\s+\{\.\.\.props\}>/);
    expect(out).toContain('<span className="sr-only">Menu</span>');
    expect(Object.values(dict.en)).toEqual(['Main']);
  });

  it("a UI kit primitive's own few words (an icon button's screen-reader text, a pager's words, an aria-label) go through the dictionaries in the component rendering them", () => {
    const code = [
      "import * as React from 'react';",
      "import { ChevronLeft } from 'lucide-react';",
      'const StepBack = React.forwardRef(({ className, ...props }, ref) => (',
      '  <button ref={ref} aria-label="Go back one step" className={className} {...props}>',
      '    <ChevronLeft className="h-4 w-4" />',
      '    <span className="sr-only">Step back</span>',
      '  </button>',
      '));',
      'function Pager({ page }) {',
      '  return <nav><span>Earlier</span> <b>{page}</b> <span>→</span> <span>12</span></nav>;',
      '}',
      'export { StepBack, Pager };',
    ].join('\n');
    const parsed = parseSource('src/components/ui/stepper.jsx', code, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    const dict: Dictionary = { en: {}, ar: {} };
    expect(labelPrimitiveText(parsed.ast, { file: 'src/components/ui/stepper.jsx', hookImport: '../../i18n/use-t', dict })).toBe(3);
    const out = printLikeSource(parsed.ast, code);
    expect(out).toContain("import { useT } from '../../i18n/use-t';");
    expect(out).toContain('const StepBack = React.forwardRef(({ className, ...props }, ref) => {\n  const t = useT();');
    expect(out).toMatch(/aria-label=\{t\('step-back\.go-back-one-step'\)\}/);
    expect(out).toContain("<span className=\"sr-only\">{t('step-back.step-back')}</span>");
    expect(out).toContain("<span>{t('pager.earlier')}</span>");
    // A symbol and a number are not words.
    expect(out).toContain('<span>→</span> <span>12</span>');
    expect(dict.en).toEqual({ 'step-back.go-back-one-step': 'Go back one step', 'step-back.step-back': 'Step back', 'pager.earlier': 'Earlier' });
  });
});
