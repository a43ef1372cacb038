import path from 'node:path';
import { resolveImport } from '../../load/resolve.js';
import type { AliasMap } from '../../load/aliases.js';

/**
 * A `./` import that names nothing beside its file but names a file when read from a folder
 * above it: the file was written for another place. A vendor's editor keeps the layout at the
 * app's root (`Layout.js` beside `pages/` and `components/`) and exports it into `src/pages/`,
 * its imports unchanged: `./components/Nav` then means `src/components/Nav`, which the editor
 * resolved and the bundler does not. Gives the import rewritten from the file's own folder
 * (`../components/Nav`), reading from the nearest folder above that has the file, up to `top`
 * (the app's root); null when no folder does.
 */
export function rootRelativeSpec(from: string, spec: string, aliases: AliasMap, has: (p: string) => boolean, top = ''): string | null {
  if (!spec.startsWith('./') || spec === './') return null;
  const own = path.posix.dirname(from);
  const stop = top && top !== '.' ? top.replace(/\/$/, '') : '';
  let dir = own;
  while (dir !== stop && dir !== '.' && dir !== '') {
    dir = path.posix.dirname(dir);
    const at = dir === '.' ? '' : dir;
    if (stop && at !== stop && !at.startsWith(stop + '/')) break;
    const anchored = at ? `${at}/${spec.slice(2)}` : spec.slice(2);
    if (!resolveImport(`${at ? at + '/' : ''}_`, spec, aliases, has)) continue;
    const rel = path.posix.relative(own, anchored);
    return rel.startsWith('.') ? rel : `./${rel}`;
  }
  return null;
}
