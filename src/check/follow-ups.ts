import path from 'node:path';
import { writeFileAtomic } from '../infra/fs.js';

type StateModule = typeof import('../state/index.js');

/** The state module is a colleague's and may be mid-change: load it lazily, and skip recording if it fails. */
async function stateModule(): Promise<StateModule | null> {
  try {
    return await import('../state/index.js');
  } catch {
    return null;
  }
}

/**
 * Record follow-ups (e.g. "return platform-sdk to the registry version", spec §9.3) as Open
 * questions of THEME_CONVERSION.md when the theme has one. Returns the state file written, or null.
 */
export async function recordFollowUps(dirs: string[], followUps: string[]): Promise<string | null> {
  if (!followUps.length) return null;
  const st = await stateModule();
  if (!st?.readState || !st.serializeState) return null;
  const { readState, serializeState, STATE_FILE } = st;
  for (const dir of dirs) {
    const read = await readState(dir);
    if (!read) continue;
    const fresh = followUps.filter((f) => !read.state.openQuestions.includes(f));
    if (!fresh.length) return null;
    read.state.openQuestions.push(...fresh);
    const file = path.join(dir, STATE_FILE);
    await writeFileAtomic(file, serializeState(read.state, read.markdown));
    return file;
  }
  return null;
}
