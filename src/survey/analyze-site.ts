import type { Analysis } from '../analyze/types.js';
import { badInput } from '../diagnostics/tool-error.js';
import type { Site } from '../load/site.js';

type AnalyzeSite = (site: Site) => Promise<Analysis>;

/**
 * The analysis entry point (`analyzeSite` in src/analyze/index.ts), bound at run time so the
 * survey builds and is tested while the analyzer is written alongside it.
 */
export async function analyzeForSurvey(site: Site): Promise<Analysis> {
  const specifier = '../analyze/index.js';
  let mod: { analyzeSite?: AnalyzeSite };
  try {
    mod = (await import(specifier)) as { analyzeSite?: AnalyzeSite };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') throw badInput('the analyzer is not built yet; run the survey with a newer platform-convert');
    throw err;
  }
  if (typeof mod.analyzeSite !== 'function') throw badInput('the analyzer does not export analyzeSite');
  return mod.analyzeSite(site);
}
