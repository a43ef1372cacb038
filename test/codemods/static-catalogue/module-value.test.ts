import { describe, expect, it } from 'vitest';
import { exportedValue, groupField, type ModuleReader } from '../../../src/codemods/static-catalogue/module-value.js';
import { parseSource } from '../../../src/load/parse.js';

const parse = (file: string, text: string) => {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
};
const site = (modules: Record<string, string>): ModuleReader => (_from, spec) => {
  const file = `src/data/${spec.replace(/^[./]+/, '')}.js`;
  return spec in modules ? { file, ast: parse(file, modules[spec]) } : null;
};

describe('the records a module exports, across the modules of the site', () => {
  const read = site({
    './pots': "export default [{ model: 'P1', maker: 'Terra', kind: 'pot' }, { model: 'P2', maker: 'Terra', kind: 'pot' }];\n",
    './saucers': "const saucers = [{ model: 'S1', maker: 'Terra', kind: 'saucer' }];\nexport { saucers };\n",
  });

  it('joins a list written in parts, and keeps the plain values beside the groups', () => {
    const ast = parse('src/data/range.js', "import pots from './pots';\nimport { saucers } from './saucers';\nconst all = [...pots, ...saucers, { model: 'T1', maker: 'Terra', kind: 'tray' }];\nexport const range = { shop: 'Terra', pots, saucers: [...saucers] };\nexport default all;\n");
    const all = exportedValue('src/data/range.js', ast, 'default', read);
    expect(all?.kind === 'list' && all.records.map((r) => r.model)).toEqual(['P1', 'P2', 'S1', 'T1']);
    expect(all?.files.sort()).toEqual(['src/data/pots.js', 'src/data/range.js', 'src/data/saucers.js']);
    const range = exportedValue('src/data/range.js', ast, 'range', read);
    expect(range?.kind).toBe('groups');
    if (range?.kind !== 'groups') return;
    expect(range.scalars).toEqual([{ key: 'shop', value: 'Terra' }]);
    expect(groupField(range.groups)).toEqual({ field: 'kind', values: new Map([['pots', 'pot'], ['saucers', 'saucer']]) });
  });

  it('gives up on anything computed, or an import it cannot read', () => {
    const computed = parse('src/data/x.js', "import pots from './pots';\nexport default pots.filter((p) => p.kind === 'pot');\n");
    expect(exportedValue('src/data/x.js', computed, 'default', read)).toBeNull();
    const foreign = parse('src/data/y.js', "import pots from 'some-package';\nexport default [...pots];\n");
    expect(exportedValue('src/data/y.js', foreign, 'default', read)).toBeNull();
    const nested = parse('src/data/z.js', "export default { pots: [{ model: 'P1' }], meta: { owner: 'x' } };\n");
    expect(exportedValue('src/data/z.js', nested, 'default', read)).toBeNull();
  });
});
