import path from 'node:path';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { addRouteToAst, type NewRoute, type RouteModel } from '../../../src/codemods/gap-pages/register.js';
import { addLinkToAst, type KnownPage, type LinkTarget } from '../../../src/codemods/gap-pages/links.js';

/**
 * fixtures/codemods/gap-pages/<case>.input.<ext> → <case>.output.<ext>, each run twice: a gap page
 * registered beside a model page in a route table (`route` options) or linked in a nav/footer
 * list (`link` options).
 */
runFixturePairs('gap-pages: routes and links', path.join(REPO, 'fixtures', 'codemods', 'gap-pages'), (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const o = c.options as { route?: { model: RouteModel; page: NewRoute }; link?: { pages: KnownPage[]; target: LinkTarget } };
  const ok = o.route ? addRouteToAst(parsed.ast, o.route.model, o.route.page) : o.link ? addLinkToAst(parsed.ast, input, o.link.pages, o.link.target) : false;
  if (!ok) throw new Error(`${c.name}: nothing registered`);
  return printLikeSource(parsed.ast, input);
});
