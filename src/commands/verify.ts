import { badInput, EXIT } from '../diagnostics/tool-error.js';
import { defineCommand } from './types.js';

const list = (v: unknown, flag: string): string[] | undefined => {
  if (v === undefined) return undefined;
  const items = String(v).split(',').map((s) => s.trim()).filter(Boolean);
  if (!items.length) throw badInput(`${flag} needs a comma-separated list`);
  return items;
};

/** `platform-convert verify [dir] [--json] [--locale ar,en] [--pages id,...] [--pseudo]`: the proof that the theme runs. */
export default defineCommand({
  name: 'verify',
  description: 'build the theme and open every page in each locale in preview mode in headless Chromium, as a reviewer would (exit 1 when a page fails)',
  options: [
    { flags: '--json', description: 'print the report as JSON on stdout' },
    { flags: '--locale <locales>', description: 'only these locales, comma-separated (default: every locale the theme has)' },
    { flags: '--pages <ids>', description: 'only these manifest page ids, comma-separated' },
    { flags: '--pseudo', description: 'pseudo-locale check: fill missing translations with a recognisable pseudo-translation in the build only and report text that does not go through the dictionaries' },
  ],
  async run(dir, opts, logger) {
    // Loaded here: the browser driver is needed by this command alone.
    const { verifyTheme } = await import('../verify/index.js');
    const { formatTable } = await import('../verify/report.js');
    const report = await verifyTheme(dir, {
      locales: list(opts.locale, '--locale'),
      pages: list(opts.pages, '--pages'),
      pseudo: opts.pseudo === true,
      progress: (m) => (logger.progress ?? logger.info)(m),
    });
    if (opts.json) logger.out(JSON.stringify(report, null, 2));
    else logger.out(formatTable(report));
    if (!report.build.ok) logger.error(`platform-convert: the theme does not build: ${report.build.error ?? 'npm run build failed'}`);
    return report.summary.pass ? EXIT.ok : EXIT.errorsRemain;
  },
});
