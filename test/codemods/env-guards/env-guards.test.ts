import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStringSettings, removeEnvGuards } from '../../../src/codemods/env-guards/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'env-guards');

function transform(text: string, file: string): { text: string; removed: ReturnType<typeof removeEnvGuards> } {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const removed = removeEnvGuards(parsed.ast);
  const defaulted = defaultStringSettings(parsed.ast);
  return { text: removed.length || defaulted.length ? printLikeSource(parsed.ast, text) : text, removed };
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

describe('defaultStringSettings', () => {
  it('names each setting a string method is called on, by line, and leaves guarded reads alone', () => {
    const text = [
      "const base = (import.meta.env.VITE_BASE as string).replace(/\\/$/, '');",
      "const tags = import.meta.env.VITE_TAGS?.split(',');",
      "const host = (process.env.REACT_APP_HOST ?? '').trim();",
      "export const same = import.meta.env.VITE_MODE.toLowerCase() === 'demo';",
      '',
    ].join('\n');
    const parsed = parseSource('src/settings.ts', text, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    expect(defaultStringSettings(parsed.ast)).toEqual([{ line: 1, settings: ['VITE_BASE'] }, { line: 4, settings: ['VITE_MODE'] }]);
    const out = printLikeSource(parsed.ast, text);
    // The cast goes (the fallback makes the value a string); the source's own parentheses may stay.
    expect(out).toMatch(/const base = \(+import\.meta\.env\.VITE_BASE \?\? ''\)+\.replace\(/);
    expect(out).toContain("(import.meta.env.VITE_MODE ?? '').toLowerCase()");
  });
});
