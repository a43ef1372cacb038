import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readsStoreRecords, stringIdComparisons } from '../../../src/codemods/record-ids/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'record-ids');

function parse(text: string, file: string) {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
}

/** What the step does to one file: only a file that reads store records is touched. */
function transform(text: string, file: string) {
  const ast = parse(text, file);
  if (!readsStoreRecords(ast)) return text;
  return stringIdComparisons(ast) ? printLikeSource(ast, text) : text;
}

/** fixtures/codemods/record-ids/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
runFixturePairs('record-ids: a record id compared with the route id read as a number', DIR, (input, c) => transform(input, `src/case.${c.ext}`));

describe('stringIdComparisons', () => {
  it('counts each comparison it rewrites, and none in a file with no id read as a number', () => {
    const ast = parse('const a = rows.find((r) => r.id === Number(id)); const b = r.id === id;', 'src/a.js');
    expect(stringIdComparisons(ast)).toBe(1);
    expect(stringIdComparisons(ast)).toBe(0);
  });

  it('valid-: a file with its own records (not the store\'s) is left alone', () => {
    const own = 'import { lanterns } from "./data";\nexport const pick = (id) => lanterns.find((l) => l.id === Number(id));\n';
    expect(transform(own, 'src/pick.js')).toBe(own);
  });
});
