import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { ConversionState } from './model.js';
import { parseState, STATE_FILE } from './parse.js';

/** Read the site's state file; null when there is none yet. Throws a ToolError (with line) if it does not parse. */
export async function readState(siteRoot: string): Promise<{ state: ConversionState; markdown: string } | null> {
  const file = path.join(siteRoot, STATE_FILE);
  let markdown: string;
  try {
    markdown = await fsp.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return { state: parseState(markdown, file), markdown };
}
