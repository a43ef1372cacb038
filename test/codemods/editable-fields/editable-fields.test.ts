import path from 'node:path';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { wrapEditables, wrapStaticSections, type WrapOptions } from '../../../src/codemods/editable-fields/index.js';

/** fixtures/codemods/editable-fields/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
runFixturePairs('editable-fields: hero wrappers', path.join(REPO, 'fixtures', 'codemods', 'editable-fields'), (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const o = c.options as Partial<WrapOptions>;
  wrapEditables(parsed.ast, { prefix: o.prefix ?? 'home', lang: o.lang ?? 'en', color: o.color ?? null });
  return printLikeSource(parsed.ast, input);
});

/** fixtures/codemods/editable-fields/static-sections/: the heading and intro of sections fed by the static module. */
runFixturePairs('editable-fields: static surface sections', path.join(REPO, 'fixtures', 'codemods', 'editable-fields', 'static-sections'), (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const o = c.options as { stem: string; lang: string; surfaces: Record<string, string>; taken: string[] };
  wrapStaticSections(parsed.ast, { stem: o.stem, lang: o.lang, surfaceOf: (kind) => o.surfaces[kind] ?? kind, taken: new Set(o.taken) });
  return printLikeSource(parsed.ast, input);
});
