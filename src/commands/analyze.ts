import { badInput, EXIT, type ExitCode } from '../diagnostics/tool-error.js';
import type { Site } from '../load/site.js';
import { outLines } from '../infra/logger.js';
import { defineCommand } from './types.js';

/** A folder is a site when it has a package.json, an HTML page, scripts or server templates. */
function assertSite(site: Site, dir: string): void {
  const isSite = site.files.some((f) => f.path.endsWith('package.json') || f.kind === 'html' || f.kind === 'script' || f.kind === 'template');
  if (!isSite) throw badInput(`not a site: ${dir} has no package.json, no HTML page, no scripts and no templates`, { hint: 'give the folder of a React/Vite or HTML site' });
}

export default defineCommand({
  name: 'analyze',
  description: 'classify every page and data-layer site of the source (read only)',
  options: [
    { flags: '--json', description: 'print the analysis as JSON (DESIGN §4) on stdout' },
    { flags: '--app <dir>', description: 'the app folder to analyze when the repository holds several (default: the storefront app)' },
  ],
  async run(dir, opts, logger): Promise<ExitCode> {
    // Loaded here, not at start-up: `--help` and the other commands do not pay for the analysis.
    const { loadSite } = await import('../load/site.js');
    const site = await loadSite(dir, { app: typeof opts.app === 'string' ? opts.app : undefined });
    assertSite(site, dir);
    logger.progress?.(`analyzing ${site.files.length} file(s)...`);
    const { analyzeSite } = await import('../analyze/index.js');
    const analysis = await analyzeSite(site);
    if (opts.json) logger.out(JSON.stringify(analysis, null, 2));
    else {
      const { formatReport } = await import('../analyze/report.js');
      outLines(logger, formatReport(analysis, dir));
    }
    return EXIT.ok;
  },
});
