import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBookkeeping, porcelainPaths, uncommittedChanges } from '../../src/convert/git-guard.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pc-guard-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' });

describe('the uncommitted-changes guard', () => {
  it('leaves the tool\'s own files out, in a site that is a subfolder of the repository', async () => {
    const repo = path.join(tmp, 'repo');
    const site = path.join(repo, 'web');
    mkdirSync(path.join(site, 'src'), { recursive: true });
    git(tmp, 'init', '-q', repo);
    writeFileSync(path.join(site, 'src', 'App.jsx'), 'export default () => null;\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'site');

    // What survey, a killed convert and verify leave behind.
    writeFileSync(path.join(site, 'THEME_CONVERSION.md'), '# state\n');
    writeFileSync(path.join(site, 'THEME_CONVERSION.inputs.json'), '{}\n');
    mkdirSync(path.join(site, '.pc-journal'));
    writeFileSync(path.join(site, '.pc-journal', 'journal.json'), '{}\n');
    mkdirSync(path.join(site, 'THEME_VERIFY'));
    writeFileSync(path.join(site, 'THEME_VERIFY', 'home-ar.png'), 'x');
    expect(await uncommittedChanges(site)).toEqual([]);

    // The user's own work still counts.
    writeFileSync(path.join(site, 'src', 'App.jsx'), 'export default () => 1;\n');
    writeFileSync(path.join(site, 'notes.txt'), 'todo\n');
    expect((await uncommittedChanges(site))?.sort()).toEqual(['web/notes.txt', 'web/src/App.jsx']);
  });

  it('is null outside a git work tree', async () => {
    const plain = path.join(tmp, 'plain');
    mkdirSync(plain);
    expect(await uncommittedChanges(plain)).toBeNull();
  });

  it('reads renames as their new path', () => {
    expect(porcelainPaths('R  new.txt\0old.txt\0?? THEME_CONVERSION.md\0')).toEqual(['new.txt', 'THEME_CONVERSION.md']);
  });

  it('knows its own files and nothing else', () => {
    expect(isBookkeeping('THEME_CONVERSION.md')).toBe(true);
    expect(isBookkeeping('.pc-journal/blobs/1')).toBe(true);
    expect(isBookkeeping('src/THEME_CONVERSION.md')).toBe(false);
    expect(isBookkeeping('THEME_VERIFY.png')).toBe(false);
  });
});
