import path from 'node:path';
import { expect } from 'vitest';
import { runThemeJsonLd } from '../../../src/codemods/theme-shell/index.js';
import { runFixturePairs, type FixtureCase } from '../../helpers/fixture-pairs.js';
import { SHELL_FIXTURES, contextFor } from './context.js';

/**
 * JSON-LD on product and service pages that read the product through the data layer's view
 * hooks, aliases, contexts and state. Each case is a page of fixtures/codemods/theme-shell/json-ld-site
 * (which has the generated helper module and a products context); options: canonical, component.
 */
async function jsonLd(input: string, c: FixtureCase): Promise<string> {
  const file = `src/pages/${c.name}.${c.ext}`;
  const canonical = (c.options.canonical as 'product' | 'service' | undefined) ?? 'product';
  const ctx = await contextFor(path.join(SHELL_FIXTURES, 'json-ld-site'), [
    { file, route: '/p/:id', class: 'storefront', canonical, becomes: 'theme page', component: (c.options.component as string | undefined) ?? null },
  ]);
  ctx.tree.write(file, input);
  const r = runThemeJsonLd(ctx);
  expect(r.limitations).toEqual([]);
  return ctx.tree.read(file)!;
}

runFixturePairs('theme-json-ld: the product a page renders, through helpers, contexts and state', path.join(SHELL_FIXTURES, 'json-ld'), jsonLd);
