import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';
import type { Site } from './site.js';

/**
 * Refuse (exit 2, one line) a folder the conversion cannot work on: one with neither a
 * package.json nor an HTML page (an empty folder, a folder with only a README), or whose
 * package.json (at the root or the app's folder) does not parse: the steps would rewrite it
 * from a guess. Nothing has been written when this throws.
 */
export function refuseUnusableSite(site: Site, dir: string): void {
  const isSite = site.files.some((f) => path.posix.basename(f.path) === 'package.json' || f.kind === 'html');
  if (!isSite) throw badInput(`not a web site: ${dir} has no package.json and no HTML page`, { hint: 'give the folder of the React/Vite app, the one with package.json' });
  const read = new Set(['package.json', site.appRoot ? `${site.appRoot}/package.json` : 'package.json']);
  const broken = site.diagnostics.find((d) => d.ruleId === 'parse-error' && d.messageId === 'json' && d.file && read.has(d.file));
  if (broken) throw badInput(broken.message, { file: broken.file, line: broken.line, hint: 'fix the JSON first; it was left as it is' });
}
