import path from 'node:path';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { dropRouterBase } from '../../../src/codemods/bundler-config/router-base.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

// fixtures/codemods/router-base/<case>.input.<ext> → <case>.output.<ext>: a router told the sub-path
// the source was deployed under loses it (the theme is served from the root); `/` stays.
runFixturePairs('bundler-config: a router deploy sub-path', path.join(REPO, 'fixtures', 'codemods', 'router-base'), (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return dropRouterBase(parsed.ast) ? printLikeSource(parsed.ast, input) : input;
});
