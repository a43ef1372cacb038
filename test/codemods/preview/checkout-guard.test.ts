import path from 'node:path';
import { openPageGuards } from '../../../src/codemods/preview/checkout-guard.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { REPO } from '../../helpers/build-theme.js';

// Each case is a checkout page at src/pages/Checkout.<ext>; the theme's config module is src/platform/config.js.
runFixturePairs('preview: empty-cart guards of checkout pages', path.join(REPO, 'fixtures', 'codemods', 'preview-checkout-guard'), (input, c) => {
  const file = `src/pages/Checkout.${c.ext}`;
  const parsed = parseSource(file, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return openPageGuards(parsed.ast, file, 'src/platform/config.js') ? printLikeSource(parsed.ast, input) : input;
});
