import path from 'node:path';
import { addArabicRows } from '../../../src/codemods/bilingual/language-table.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(import.meta.dirname, '..', '..', '..', 'fixtures', 'codemods', 'bilingual', 'language-table');

// A table describing the source's own languages gets an Arabic row once its state is the platform locale.
runFixturePairs('bilingual: a table of the source’s languages gets an Arabic row', DIR, (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return addArabicRows(parsed.ast) ? printLikeSource(parsed.ast, input) : input;
});
