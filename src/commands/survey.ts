import path from 'node:path';
import { EXIT } from '../diagnostics/tool-error.js';
import { outLines } from '../infra/logger.js';
import { defineCommand } from './types.js';

/** `platform-convert survey [dir] [--yes] [--answers F]`: record a decision per surface in THEME_CONVERSION.md. */
export default defineCommand({
  name: 'survey',
  description: 'ask dynamic / static / drop per surface and record the answers in THEME_CONVERSION.md',
  options: [
    { flags: '--yes', description: 'answer every open question with its default' },
    { flags: '--answers <file>', description: 'JSON file of surface decisions, e.g. {"products": "dynamic"}' },
  ],
  async run(dir, opts, logger) {
    // Loaded here, not at start-up: the analysis and the state file's Markdown codec.
    const { writeFileAtomic } = await import('../infra/fs.js');
    const { loadSite } = await import('../load/site.js');
    const { refuseUnusableSite } = await import('../load/site-guard.js');
    const { readState, serializeState, stateFromAnalysis, STATE_FILE } = await import('../state/index.js');
    const { analyzeForSurvey } = await import('../survey/analyze-site.js');
    const { questionFor, runSurvey, SurveyInterrupted } = await import('../survey/index.js');
    const { acquireSiteLock } = await import('../convert/site-lock.js');
    // One writer at a time: a convert or another survey on this folder refuses this one (exit 3).
    const lock = await acquireSiteLock(path.resolve(dir), 'survey');
    try {
      const site = await loadSite(dir);
      refuseUnusableSite(site, dir);
      // Read (and validate) the state file before any work: a broken file stops here, untouched.
      const previous = await readState(site.root);
      logger.progress?.(`analyzing ${site.files.length} file(s)...`);
      const analysis = await analyzeForSurvey(site);
      const base = stateFromAnalysis(analysis, previous?.state ?? null, site);
      const save = async (s: typeof base) => {
        const text = serializeState(s, previous?.markdown);
        if (text !== previous?.markdown) await writeFileAtomic(path.join(site.root, STATE_FILE), text);
      };
      let state;
      try {
        state = await runSurvey({
          analysis,
          state: base,
          yes: opts.yes === true,
          answers: typeof opts.answers === 'string' ? path.resolve(opts.answers) : undefined,
        });
      } catch (err) {
        // Ctrl-C at a prompt: keep the answers given so far (DESIGN §2: 130, state saved).
        if (err instanceof SurveyInterrupted) await save(err.state);
        throw err;
      }
      await save(state);
      outLines(logger, state.decisions.map((d) => `${d.surface.padEnd(18)} ${d.decision.padEnd(8)} ${questionFor(d.surface).evidenceFor(analysis)}`));
    } finally {
      lock.release();
    }
    logger.info(`platform-convert: decisions recorded in ${path.join(dir, STATE_FILE)}`);
    return EXIT.ok;
  },
});
