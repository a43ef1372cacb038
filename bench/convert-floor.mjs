// The floor of `convert` per site (issue 18): what a jscodeshift run costs as a whole process.
// Read each file of a list, parse it through recast with @babel/parser (the options and plugins
// `convert` uses, from dist/), print it with recast. Plain JS so no TypeScript loader is paid.
//   node bench/convert-floor.mjs <site root> <file with one site-relative path a line>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { babelOptions } from '../dist/src/load/parse.js';

const require = createRequire(import.meta.url);
const babel = require('@babel/parser');
const recast = require('recast');
const [root, list] = process.argv.slice(2);
let bytes = 0;
let files = 0;
let unparsed = 0;
for (const rel of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
  const text = readFileSync(path.join(root, rel), 'utf8');
  let ast;
  try {
    ast = recast.parse(text, { parser: { parse: (src) => babel.parse(src, babelOptions(rel, true)) } });
  } catch {
    unparsed++; // convert leaves a file that does not parse as it is too
    continue;
  }
  bytes += recast.print(ast).code.length;
  files++;
}
process.stdout.write(`${files} files, ${bytes} bytes printed, ${unparsed} did not parse\n`);
