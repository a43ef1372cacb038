import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStringSettings, removeEnvGuards, removeSettingsValidation } from '../../../src/codemods/env-guards/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'env-guards');

function transform(text: string, file: string): { text: string; removed: ReturnType<typeof removeEnvGuards> } {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const removed = [...removeEnvGuards(parsed.ast), ...removeSettingsValidation(parsed.ast)];
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

describe('removeSettingsValidation', () => {
  it('names the settings of the table a removed check reads, through the function and the result that hold them', () => {
    const text = [
      "const required = { VITE_A: import.meta.env.VITE_A, 'VITE_B': '' };",
      'function missingSettings() { return Object.keys(required).filter((k) => !required[k]); }',
      "if (missingSettings().length) throw new Error('settings');",
      'const left = missingSettings();',
      "if (left.length > 0) { console.error(left); throw new Error('still'); }",
      '',
    ].join('\n');
    const r = transform(text, 'src/settings.js');
    expect(r.removed).toEqual([{ line: 3, settings: ['VITE_A', 'VITE_B'] }, { line: 5, settings: ['VITE_A', 'VITE_B'] }]);
    expect(r.text).not.toContain('throw');
  });

  it('leaves a table whose keys are not all setting names, and a check that does more than log and throw', () => {
    const text = [
      "const labels = { VITE_A: 'a', title: 'Shop' };",
      'const check = () => !labels.VITE_A;',
      "if (check()) throw new Error('x');",
      "const needed = { VITE_C: '' };",
      'const ok = () => !!needed.VITE_C;',
      "if (!ok()) { console.error('no C'); window.location.href = '/setup'; }",
      '',
    ].join('\n');
    expect(transform(text, 'src/settings.js').removed).toEqual([]);
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
