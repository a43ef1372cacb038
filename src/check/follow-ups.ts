import { updateStateFile } from '../state/locked-update.js';

/**
 * Record follow-ups (e.g. "return platform-sdk to the registry version", spec §9.3) as Open
 * questions of THEME_CONVERSION.md when the theme has one, under the site's lock. Returns the
 * state file written, or null (nothing new, no state file, or another run holds the site).
 */
export async function recordFollowUps(root: string, dirs: string[], followUps: string[]): Promise<string | null> {
  if (!followUps.length) return null;
  const done = await updateStateFile(root, dirs, 'check', (state) => {
    state.openQuestions.push(...followUps.filter((f) => !state.openQuestions.includes(f)));
  });
  return done.outcome === 'written' ? done.file : null;
}
