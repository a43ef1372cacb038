import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/parse.js';
import { printLikeSource, visit } from '../../src/convert/print.js';
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
