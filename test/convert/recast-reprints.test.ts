import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as recast from 'recast';
import * as t from '@babel/types';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/parse.js';
import { walkNodes } from '../../src/infra/visitor-keys.js';
import { fastReprintsActive, installFastReprints, withRecastOwnReprints } from '../../src/convert/recast-reprints.js';

installFastReprints();

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');

/** Script sources of the repo's fixtures, in a fixed order. */
function scripts(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(p).isDirectory()) scripts(p, out);
    else if (/\.(tsx|jsx|ts|js)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/**
 * The same edits on a fresh tree every time, spread through the file by counters: strings and
 * JSX text changed, names renamed, an element added to some lists and statement blocks, a node
 * replaced by one of another type. `every` sets how sparse they are.
 */
function edit(file: string, text: string, every: number): t.File | null {
  const r = parseSource(file, text, 'edit');
  if (!r.ok) return null;
  let i = 0;
  walkNodes(r.ast.program, (n, parent, key) => {
    i++;
    if (i % every !== 0) return;
    if (n.type === 'StringLiteral') n.value += ' x';
    else if (n.type === 'JSXText' && n.value.trim()) n.value = n.value.replace(/\S+/, 'Changed');
    else if (n.type === 'Identifier' && parent?.type !== 'ObjectProperty' && parent?.type !== 'MemberExpression') n.name += '_';
    else if (n.type === 'ArrayExpression') n.elements.push(t.stringLiteral('added'));
    else if (n.type === 'BlockStatement') n.body.unshift(t.expressionStatement(t.callExpression(t.identifier('added'), [])));
    else if (n.type === 'NumericLiteral' && parent && key) (parent as unknown as Record<string, unknown>)[key] = t.identifier('replaced');
  });
  return r.ast;
}

describe('recast reprint shortcut', () => {
  // A third of them, spread over the folders (all of them take a minute).
  const files = scripts(FIXTURES).filter((_, i) => i % 3 === 0);

  it('is in place, and finds fixture sources to compare on', () => {
    expect(fastReprintsActive()).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  // Every file, at several edit densities (no edit at all, sparse, dense): the shortcut prints
  // exactly what recast's own reprint search prints.
  for (const every of [1_000_000, 97, 13]) {
    it(`prints what recast prints (one edit every ${every} nodes)`, () => {
      let compared = 0;
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const own = edit(file, text, every);
        const fast = edit(file, text, every);
        if (!own || !fast) continue;
        for (const quote of ['single', 'double'] as const) {
          const expected = withRecastOwnReprints(() => recast.print(own as never, { quote }).code);
          expect(recast.print(fast as never, { quote }).code, `${path.relative(FIXTURES, file)} (${quote})`).toBe(expected);
        }
        compared++;
      }
      expect(compared).toBeGreaterThan(80);
    });
  }

  it('reprints parentheses, comments and returns as recast does', () => {
    const source = [
      '// leading',
      'const f = () => ({ a: 1 });',
      'const g = (a, b) => (a || b) ?? c;',
      'function C() {',
      '  /* kept */',
      '  return (',
      '    <div className="ml-2">{(x as Y).z}</div>',
      '  );',
      '}',
      'export default (() => 1)();',
      '',
    ].join('\n');
    for (const every of [1_000_000, 3, 2, 1]) {
      const own = edit('a.tsx', source, every)!;
      const fast = edit('a.tsx', source, every)!;
      expect(recast.print(fast as never).code).toBe(withRecastOwnReprints(() => recast.print(own as never).code));
    }
  });
});
