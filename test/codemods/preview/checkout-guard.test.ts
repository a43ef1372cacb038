import path from 'node:path';
import { openCartGates, openPageGuards } from '../../../src/codemods/preview/checkout-guard.js';
import { previewStateRecords } from '../../../src/codemods/preview/state-record.js';
import { ensureNamedImports, relativeSpecifier } from '../../../src/codemods/theme-shell/imports.js';
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

// Each case is a gate component at src/routes/Gate.<ext>; the theme's config module is src/platform/config.js.
runFixturePairs('preview: cart gates around pages', path.join(REPO, 'fixtures', 'codemods', 'preview-cart-gate'), (input, c) => {
  const file = `src/routes/Gate.${c.ext}`;
  const parsed = parseSource(file, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  if (!openCartGates(parsed.ast)) return input;
  ensureNamedImports(parsed.ast, file, relativeSpecifier(file, 'src/platform/config.js'), ['isPreview']);
  return printLikeSource(parsed.ast, input);
});

// Each case is a checkout page at src/pages/Checkout.<ext>; config, demo data and the data layer's module at their usual places.
runFixturePairs('preview: a checkout line read from the router state', path.join(REPO, 'fixtures', 'codemods', 'preview-state-record'), (input, c) => {
  const file = `src/pages/Checkout.${c.ext}`;
  const parsed = parseSource(file, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const modules = { config: 'src/platform/config.js', demoData: 'src/preview/demo-data.js', viewProduct: 'src/lib/platform-data.ts' };
  return previewStateRecords(parsed.ast, file, modules) ? printLikeSource(parsed.ast, input) : input;
});
