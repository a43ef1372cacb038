import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { encodeDiskText } from '../load/text-format.js';
import type { FileWrite } from './journal.js';
import type { Change } from './staged-tree.js';

/**
 * The bytes the commit writes for each change: text in the file's own encoding (a Latin-1 file
 * stays Latin-1), a moved binary as its bytes. `notes` says where an encoding had to change.
 */
export async function writesOf(root: string, changes: Change[]): Promise<{ writes: FileWrite[]; notes: string[] }> {
  const writes: FileWrite[] = [];
  const notes: string[] = [];
  const encode = (file: string, c: Extract<Change, { kind: 'modify' | 'rename' }>) => {
    const { bytes, encoding } = encodeDiskText(c.after, c.format);
    if (c.format && encoding !== c.format.encoding) notes.push(`${file}: written as UTF-8 (it was ${c.format.encoding}): the conversion added characters ${c.format.encoding} cannot hold`);
    return bytes;
  };
  for (const c of changes) {
    if (c.kind === 'rename') writes.push({ path: c.to, text: c.binary ? await fsp.readFile(path.join(root, c.from)) : encode(c.to, c) }, { path: c.from, text: null });
    else if (c.kind === 'delete') writes.push({ path: c.path, text: null });
    else if (c.kind === 'modify') writes.push({ path: c.path, text: encode(c.path, c) });
    else writes.push({ path: c.path, text: c.after });
  }
  return { writes, notes };
}
