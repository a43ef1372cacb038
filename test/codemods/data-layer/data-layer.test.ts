import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { runCase } from './run-case.js';

/** fixtures/codemods/data-layer/<vendor>/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
const ROOT = path.join(REPO, 'fixtures', 'codemods', 'data-layer');
for (const vendor of readdirSync(ROOT).filter((d) => statSync(path.join(ROOT, d)).isDirectory()).sort()) {
  runFixturePairs(`data-layer: ${vendor}`, path.join(ROOT, vendor), runCase);
}
