// The whole-process floor for `analyze`: a tiny node script that reads each listed script with
// readFileSync and parses it with @babel/parser (plugins by extension, no tokens, no comment
// attachment: what analysis asks of the parser). Nothing else. Usage:
//   node bench/floor-parse.mjs <list-file>   (one absolute path a line)
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';

const COMMON = ['decorators-legacy', 'importAttributes', 'explicitResourceManagement', 'exportDefaultFrom'];
const plugins = (p) => (/\.[mc]?ts$/.test(p) ? ['typescript', ...COMMON] : p.endsWith('.tsx') ? ['typescript', 'jsx', ...COMMON] : ['jsx', ...COMMON]);
const files = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
let parsed = 0;
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  try {
    parse(text, { sourceType: 'unambiguous', allowReturnOutsideFunction: true, allowImportExportEverywhere: true, allowAwaitOutsideFunction: true, plugins: plugins(f), attachComment: false });
    parsed++;
  } catch {
    /* a file that does not parse costs its attempt, as in analyze */
  }
}
process.stdout.write(`${parsed}/${files.length} parsed\n`);
