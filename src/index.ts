/**
 * The library API (STYLE.md layout): the same operations as the commands, for tools that embed
 * platform-convert. Each works on a site folder; nothing here prints unless given a logger.
 */
import { analyzeSite } from './analyze/index.js';
import { loadSite } from './load/site.js';
import type { Analysis } from './analyze/types.js';

export type { Analysis } from './analyze/types.js';
export type { Diagnostic } from './diagnostics/diagnostic.js';
export { ToolError, EXIT } from './diagnostics/tool-error.js';
export { loadSite, Site } from './load/site.js';
export { analyzeSite } from './analyze/index.js';
export { runSurvey } from './survey/index.js';
export { runConvert as convert, PIPELINE } from './convert/index.js';
export { checkTheme as check } from './check/index.js';
export { planPort as port } from './port/plan.js';
export { readState, parseState, serializeState, STATE_FILE } from './state/index.js';

/** Load a site folder and analyze it (the `analyze --json` object of DESIGN §4). */
export async function analyze(dir: string): Promise<Analysis> {
  return analyzeSite(await loadSite(dir));
}
