import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/parse.js';
import { printLikeSource, visit } from '../../src/convert/print.js';
import * as t from '@babel/types';
import type { File, JSXElement } from '@babel/types';

const SOURCE = `import { Link } from 'react-router-dom';\nexport const Nav = () => (\n  <nav>\n    <Link to="/about" className='x'>About</Link>\n  </nav>\n);\n`;

function edit(text: string, value: string): string {
  const parsed = parseSource('src/Nav.jsx', text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const ast: File = parsed.ast;
  visit(ast.program, (n) => {
    if (n.type !== 'JSXElement' || (n.openingElement.name as { name?: string }).name !== 'nav') return;
    const link = (n.children.find((c) => c.type === 'JSXElement') as JSXElement);
    const copy = JSON.parse(JSON.stringify(link)) as JSXElement;
    const to = copy.openingElement.attributes[0];
    if (to.type === 'JSXAttribute') to.value = { type: 'StringLiteral', value } as never;
    n.children.push({ type: 'JSXText', value: '\n    ' } as never, copy);
  });
  return printLikeSource(ast, text);
}

describe('printLikeSource', () => {
  it('writes a new JSX attribute string in double quotes in a file whose script strings are single-quoted', () => {
    const out = edit(SOURCE, '/faq');
    expect(out).toContain(`to="/faq"`);
    expect(out).toContain(`import { Link } from 'react-router-dom';`);
    expect(out).toContain(`className='x'`);
  });

  it('keeps single quotes for a JSX attribute value that holds a double quote (JSX has no escapes)', () => {
    expect(edit(SOURCE, 'say "hi"')).toContain(`to='say "hi"'`);
  });
});

describe('printLikeSource: attributes copied onto a new element', () => {
  // A class list written over two lines, and a text in Arabic: JSX strings hold them as they are.
  const LONG = `export const Banner = () => (\n  <section>\n    <h2 className="text-4xl font-bold\n                   text-transparent bg-clip-text" title="عرض اليوم">Offer</h2>\n  </section>\n);\n`;

  it('a copied JSX attribute string keeps its line breaks and letters as written (no `\\n` or `\\u` escape, which JSX would read literally)', () => {
    const parsed = parseSource('src/Banner.jsx', LONG, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    visit(parsed.ast.program, (n) => {
      if (n.type !== 'JSXElement' || (n.openingElement.name as { name?: string }).name !== 'section') return;
      const h2 = n.children.find((c) => c.type === 'JSXElement') as JSXElement;
      // As a codemod moves attributes onto a component of its own: cloned, without locations.
      const attrs = h2.openingElement.attributes.map((a) => t.cloneNode(a, true, true));
      n.children.push(t.jsxText('\n    '), t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier('Heading'), attrs, true), null, []));
    });
    const out = printLikeSource(parsed.ast, LONG);
    const heading = out.slice(out.indexOf('<Heading'));
    // The class list as written, over two lines (recast may indent the second line further: layout only).
    const classes = /className="([^"]*)"/.exec(heading)?.[1] ?? '';
    expect(classes).toContain('\n');
    expect(classes.split(/\s+/)).toEqual(['text-4xl', 'font-bold', 'text-transparent', 'bg-clip-text']);
    expect(heading).toContain('title="عرض اليوم"');
    expect(out).not.toMatch(/\\[nu]/);
  });
});

describe('visit', () => {
  it('reaches the nodes @babel/traverse reaches, in the same order, on an edit-mode tree (comments and types included in the source)', async () => {
    const text = [
      "// a comment",
      "import React, { type FC } from 'react';",
      "type Props = { items: { id: number; label?: string }[] };",
      "/** doc */",
      "export const List: FC<Props> = ({ items }) => (",
      "  <ul className=\"x\">{items.map((i) => <li key={i.id}>{i.label ?? `#${i.id}`}</li>)}</ul>",
      ");",
      "export default class A<T> extends React.Component<T> { @dec m(a = 1, ...r: number[]) { return a?.b?.[r[0]]; } }",
    ].join('\n');
    const r = parseSource('list.tsx', text, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    const mod = (await import('@babel/traverse')) as unknown as { default: { default?: (n: unknown, o: unknown) => void } & ((n: unknown, o: unknown) => void) };
    const traverse = mod.default.default ?? mod.default;
    const babel: string[] = [];
    traverse(r.ast, { enter(p: { node: { type: string; start?: number } }) { babel.push(`${p.node.type}@${p.node.start}`); }, noScope: true } as never);
    const ours: string[] = [];
    visit(r.ast.program, (n) => { ours.push(`${n.type}@${n.start}`); });
    expect(ours).toEqual(babel);
    expect(ours.length).toBeGreaterThan(60);
  });
});

describe('printLikeSource: an attribute string edited in place', () => {
  // A file whose script strings are single-quoted, its JSX attributes double-quoted.
  const CARD = `import { cn } from './cn';\nexport const Card = () => (\n  <div className="ml-4 text-left" title='x'>\n    {cn('a')}\n  </div>\n);\n`;

  it('keeps the quote the attribute was written with when its new raw text says so (printed from that text)', () => {
    const parsed = parseSource('src/Card.jsx', CARD, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    visit(parsed.ast.program, (n) => {
      if (n.type !== 'JSXAttribute' || n.value?.type !== 'StringLiteral') return;
      const v = n.value;
      const q = (v.extra?.raw as string)[0];
      v.value = v.value.replace('ml-4', 'ms-4').replace('text-left', 'text-start').replace(/^x$/, 'y');
      v.extra = { raw: q + v.value + q, rawValue: v.value };
    });
    const out = printLikeSource(parsed.ast, CARD);
    expect(out).toContain(`className="ms-4 text-start"`);
    expect(out).toContain(`title='y'`);
    expect(out).toContain(`{cn('a')}`);
  });
});

describe('printLikeSource: text beside an element or expression keeps its leading space', () => {
  // recast drops the leading whitespace of a JSX text it prints afresh; JSX keeps it when no line break is in it.
  const NOTE = `export const Note = ({ who }) => (\n  <p className="ml-2">\n    {who} has signed in, <b>welcome</b> back\n  </p>\n);\n`;

  it('an element recast reprints keeps `{who} has…` and `</b> back` as written', () => {
    const parsed = parseSource('src/Note.jsx', NOTE, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    visit(parsed.ast.program, (n) => {
      // A new child makes recast print the paragraph afresh.
      if (n.type === 'JSXElement' && (n.openingElement.name as { name?: string }).name === 'p') n.children.push(t.jsxText(' '), t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier('br'), [], true), null, []));
    });
    const out = printLikeSource(parsed.ast, NOTE);
    expect(out).toContain('{who} has signed in, <b>welcome</b> back');
    expect(out).not.toMatch(/[\uE000\uE001]/);
    // The tree is as it was after printing (markers taken out).
    let texts = '';
    visit(parsed.ast.program, (n) => { if (n.type === 'JSXText') texts += n.value; });
    expect(texts).not.toMatch(/[\uE000\uE001]/);
  });

  it('a file that already holds a marker character prints as recast prints it', () => {
    const odd = NOTE.replace('back', 'back \uE000');
    const parsed = parseSource('src/Note.jsx', odd, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    visit(parsed.ast.program, (n) => {
      if (n.type === 'JSXElement' && (n.openingElement.name as { name?: string }).name === 'p') n.children.push(t.jsxText(' '));
    });
    expect(printLikeSource(parsed.ast, odd)).toContain('\uE000');
  });
});

describe('printLikeSource: a directive above edited imports', () => {
  it('keeps one semicolon after `"use client"` when recast reprints the statement list', () => {
    const src = `'use client';\n\nimport Link from 'next/link';\n\nexport function Tile() {\n  return <Link href="/">tile</Link>;\n}\n`;
    const parsed = parseSource('src/Tile.tsx', src, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    parsed.ast.program.body.unshift(t.importDeclaration([t.importSpecifier(t.identifier('useT'), t.identifier('useT'))], t.stringLiteral('../i18n/use-t')));
    const out = printLikeSource(parsed.ast, src);
    expect(out.startsWith(`'use client';\n`)).toBe(true);
    expect(out).not.toContain(';;');
  });
});
