import path from 'node:path';
import { badInput, EXIT } from '../diagnostics/tool-error.js';
import { outLines } from '../infra/logger.js';
import { defineCommand } from './types.js';

/**
 * `platform-convert translate [dir] [--export DIR] [--import FILE...]`: the strings round trip.
 * With neither flag it says how many strings each language still lacks.
 */
export default defineCommand({
  name: 'translate',
  description: 'export the strings still missing in Arabic or English as gettext PO files, import them back into the theme dictionaries',
  options: [
    { flags: '--export <dir>', description: 'write <dir>/ar.po and/or <dir>/en.po with every string still missing in that language' },
    { flags: '--import <files...>', description: 'check translated PO files and write their entries into the theme dictionaries' },
    { flags: '--json', description: 'print the result as JSON on stdout' },
  ],
  async run(dir, opts, logger) {
    const t = await import('../translate/index.js');
    const root = path.resolve(dir);
    if (opts.export && opts.import) throw badInput('give --export or --import, not both');
    if (typeof opts.export === 'string') {
      const written = await t.exportStrings(root, path.resolve(opts.export));
      if (opts.json) logger.out(JSON.stringify({ exported: written }, null, 2));
      else if (!written.length) logger.out('nothing to translate: every string is in Arabic and English');
      else outLines(logger, written.map((w) => `${w.file}: ${w.entries} string(s) to translate into ${w.lang === 'ar' ? 'Arabic' : 'English'}`));
      return EXIT.ok;
    }
    if (Array.isArray(opts.import)) {
      const reports = await t.importStrings(root, opts.import.map((f) => path.resolve(String(f))));
      const refused = reports.flatMap((r) => r.refused.map((x) => ({ ...x, file: r.file })));
      if (opts.json) logger.out(JSON.stringify({ imported: reports }, null, 2));
      else {
        outLines(logger, reports.map((r) => `${r.file}: ${r.written} written into ${r.lang}.json, ${r.pending} still to translate, ${r.kept} already filled, ${r.refused.length} refused`));
        for (const x of refused) logger.error(`${x.file}:${x.line}: ${x.key}: ${x.why}`);
        if (reports.some((r) => r.written)) logger.info('platform-convert: run convert again so the manifest declares the locales the dictionaries now complete');
      }
      return refused.length ? EXIT.errorsRemain : EXIT.ok;
    }
    const d = await t.readDictionaries(root);
    const counts = t.missingCounts(d);
    if (opts.json) logger.out(JSON.stringify({ dictionaries: d.folder, missing: counts }, null, 2));
    else outLines(logger, [
      ...counts.map((c) => `${c.lang}: ${c.missing} of ${c.total} string(s) still to translate (${d.folder}/${c.lang}.json)`),
      counts.some((c) => c.missing) ? 'export them with --export <dir>, translate the PO files, then --import them' : 'every string is in Arabic and English',
    ]);
    return EXIT.ok;
  },
});
