import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { refused } from '../diagnostics/tool-error.js';
import type { Change } from './staged-tree.js';

const inside = (root: string, p: string) => p === root || p.startsWith(root + path.sep);

/** The first symbolic link on the way to `rel` (a folder of it, or the file itself), if any. */
async function firstLink(root: string, rel: string): Promise<{ at: string; leaf: boolean; target: string } | null> {
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const at = parts.slice(0, i).join('/');
    let st;
    try {
      st = await fsp.lstat(path.join(root, at));
    } catch {
      return null; // the rest does not exist yet: it is created inside the folder above
    }
    if (st.isSymbolicLink()) {
      const target = await fsp.realpath(path.join(root, at)).catch(async () => path.resolve(path.dirname(path.join(root, at)), await fsp.readlink(path.join(root, at))));
      return { at, leaf: i === parts.length, target };
    }
  }
  return null;
}

/**
 * Symbolic links in the site are kept as links, and nothing is written through one that leads
 * out of the site. A change under a linked folder that leads out refuses the run (exit 3, one
 * line). A change of a file that is itself a link (a linked `.gitignore`) is left out, with a
 * note, because writing would replace the link by a file and lose what it points to.
 */
export async function guardLinks(root: string, changes: Change[]): Promise<{ changes: Change[]; notes: string[] }> {
  const realRoot = await fsp.realpath(root);
  const kept: Change[] = [];
  const notes: string[] = [];
  for (const c of changes) {
    const paths = c.kind === 'rename' ? [c.from, c.to] : [c.path];
    let drop = false;
    for (const p of paths) {
      const link = await firstLink(root, p);
      if (!link) continue;
      if (!link.leaf && !inside(realRoot, link.target)) {
        throw refused(`${link.at} is a link to ${link.target}, outside the site: convert will not write ${p} through it`, { file: link.at, hint: 'replace the link with a copy of what it points to, then run convert again' });
      }
      if (link.leaf && !(c.kind === 'delete' || (c.kind === 'rename' && p === c.from))) {
        notes.push(`${p} is a link to ${link.target}: left as it is (writing would replace the link); make this change there by hand if it is wanted`);
        drop = true;
      }
    }
    if (!drop) kept.push(c);
  }
  return { changes: kept, notes };
}
