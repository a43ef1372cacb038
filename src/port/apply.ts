import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { writeFileAtomic } from '../infra/fs.js';
import { listSiteFiles } from '../load/files.js';
import type { StagedTree } from '../convert/staged-tree.js';
import type { PortResult } from './types.js';

/**
 * Write a port plan to disk: into `outRoot` (a copy of the source made first) or in place.
 * Every file is written atomically; copies are read before any delete, so moves are safe.
 */
export async function applyPortToDisk(sourceRoot: string, result: PortResult, outRoot: string = sourceRoot): Promise<void> {
  const src = path.resolve(sourceRoot);
  const out = path.resolve(outRoot);
  if (src !== out) {
    const { files } = await listSiteFiles(src);
    for (const f of files) await writeFileAtomic(path.join(out, f.path), await fsp.readFile(f.abs));
  }
  const bytes = new Map<string, Buffer>();
  for (const f of result.files) if ('copyFrom' in f) bytes.set(f.path, await fsp.readFile(path.join(src, f.copyFrom)));
  for (const f of result.files) await writeFileAtomic(path.join(out, f.path), 'text' in f ? f.text : bytes.get(f.path)!);
  for (const d of result.deletes) {
    await fsp.rm(path.join(out, d), { force: true });
    // A folder the port emptied (views/, css/) goes too.
    for (let dir = path.dirname(path.join(out, d)); dir.startsWith(out + path.sep); dir = path.dirname(dir)) {
      if ((await fsp.readdir(dir).catch(() => ['?'])).length) break;
      await fsp.rmdir(dir);
    }
  }
}

/** A unified diff of what the plan would change (copies and deletes of binaries summarised). */
export async function portDiff(sourceRoot: string, result: PortResult): Promise<string> {
  const parts: string[] = [];
  const read = async (p: string) => fsp.readFile(path.join(sourceRoot, p), 'utf8').catch(() => null);
  for (const f of result.files) {
    if ('copyFrom' in f) {
      parts.push(`copy ${f.copyFrom} → ${f.path}\n`);
      continue;
    }
    const before = await read(f.path);
    if (before === f.text) continue;
    parts.push(createTwoFilesPatch(before === null ? '/dev/null' : `a/${f.path}`, `b/${f.path}`, before ?? '', f.text));
  }
  for (const d of result.deletes) {
    const before = await read(d);
    parts.push(before !== null && !before.includes('\u0000') ? createTwoFilesPatch(`a/${d}`, '/dev/null', before, '') : `delete ${d}\n`);
  }
  return parts.join('');
}

/**
 * Apply the plan to the staged tree. A copy whose source the plan deletes is a move (a rename in
 * the tree, which keeps the bytes); a plain copy of a text file is a write.
 */
export function applyPortToTree(tree: StagedTree, result: PortResult): string[] {
  const notes: string[] = [];
  const deletes = new Set(result.deletes);
  for (const f of result.files) {
    if ('text' in f) {
      if (tree.read(f.path) !== f.text) tree.write(f.path, f.text);
      continue;
    }
    if (deletes.has(f.copyFrom) && tree.exists(f.copyFrom)) {
      tree.rename(f.copyFrom, f.path);
      deletes.delete(f.copyFrom);
    } else {
      const text = tree.read(f.copyFrom);
      if (text !== undefined) tree.write(f.path, text);
      else notes.push(`could not copy ${f.copyFrom} to ${f.path} in the staged tree`);
    }
  }
  for (const d of deletes) if (tree.exists(d)) tree.delete(d);
  return notes;
}
