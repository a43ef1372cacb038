import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoistHooksAboveEarlyReturns } from '../../../src/codemods/hook-order/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'hook-order');

function transform(text: string, file: string) {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const moved = hoistHooksAboveEarlyReturns(parsed.ast);
  return { text: moved.length ? printLikeSource(parsed.ast, text) : text, moved };
}

/** fixtures/codemods/hook-order/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
runFixturePairs('hook-order: hooks after an early return', DIR, (input, c) => transform(input, `src/case.${c.ext}`).text);

describe('hoistHooksAboveEarlyReturns', () => {
  it('names the component line and each hook it moved', () => {
    const text = [
      'export const Card = ({ id }) => {',
      '  const item = useItem(id);',
      '  if (!id) return null;',
      '  const cart = useCart();',
      '  return <b onClick={() => cart.add(item)}>{item.name}</b>;',
      '};',
      '',
    ].join('\n');
    const r = transform(text, 'src/Card.jsx');
    expect(r.moved).toEqual([{ line: 1, hooks: ['useCart'] }]);
    expect(r.text.indexOf('useCart()')).toBeLessThan(r.text.indexOf('if (!id)'));
  });
});
