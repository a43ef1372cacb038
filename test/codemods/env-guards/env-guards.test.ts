import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeEnvGuards } from '../../../src/codemods/env-guards/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'env-guards');

function transform(text: string, file: string): { text: string; removed: ReturnType<typeof removeEnvGuards> } {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const removed = removeEnvGuards(parsed.ast);
  return { text: removed.length ? printLikeSource(parsed.ast, text) : text, removed };
}

/** fixtures/codemods/env-guards/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
runFixturePairs('env-guards: module-level checks of missing build settings', DIR, (input, c) => transform(input, `src/case.${c.ext}`).text);

describe('removeEnvGuards', () => {
  it('names the settings of each removed check, through the consts that hold them', () => {
    const text = [
      "const key = import.meta.env.VITE_KEY ?? '';",
      "if (!key || process.env.REACT_APP_ID == null) throw new Error('settings');",
      "if (import.meta.env['VITE_NAME'] === '') { throw new Error('name'); }",
      '',
    ].join('\n');
    const r = transform(text, 'src/settings.js');
    expect(r.removed).toEqual([{ line: 2, settings: ['VITE_KEY', 'REACT_APP_ID'] }, { line: 3, settings: ['VITE_NAME'] }]);
    expect(r.text).toBe("const key = import.meta.env.VITE_KEY ?? '';\n");
  });
});
