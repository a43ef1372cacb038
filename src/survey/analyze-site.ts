import type { Analysis } from '../analyze/types.js';
import type { Site } from '../load/site.js';

/** The analysis the survey starts from, loaded only when a survey runs (start-up of other commands stays light). */
export async function analyzeForSurvey(site: Site): Promise<Analysis> {
  const { analyzeSite } = await import('../analyze/index.js');
  return analyzeSite(site);
}
