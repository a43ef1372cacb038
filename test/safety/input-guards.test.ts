import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { hashTree, smallSite, tempDir } from '../convert/support.js';

const oneLine = (stderr: string) => stderr.split('\n').filter(Boolean);

describe('convert refuses what it cannot convert safely, in one line, writing nothing', () => {
  it('a folder that is not a git work tree, without --force or --out (exit 3)', async () => {
    const dir = smallSite();
    const before = hashTree(dir);
    const r = await runCli(['convert', dir, '--yes']);
    expect(r.code).toBe(3);
    expect(oneLine(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/not a git work tree.*--out DIR.*--force/);
    expect(hashTree(dir)).toEqual(before);
    // The default command too; --dry-run writes nothing, so it needs neither.
    expect((await runCli([dir, '--yes'])).code).toBe(3);
    expect((await runCli([dir, '--yes', '--dry-run'])).code).toBe(0);
    expect(hashTree(dir)).toEqual(before);
  });

  it('an empty folder, and a folder with only a README (exit 2)', async () => {
    const empty = tempDir('empty');
    const readme = tempDir('readme');
    writeFileSync(path.join(readme, 'README.md'), '# Notes\n');
    for (const dir of [empty, readme]) {
      const before = hashTree(dir);
      const r = await runCli(['convert', dir, '--yes', '--force']);
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(/not a web site/);
      expect(hashTree(dir)).toEqual(before);
    }
  });

  it('a package.json that does not parse (exit 2, file:line), left byte for byte', async () => {
    const dir = smallSite();
    const broken = '{\n  "name": "shop",\n  "dependencies": {\n    "react": "^18.3.1",\n  }\n}\n';
    writeFileSync(path.join(dir, 'package.json'), broken);
    const before = hashTree(dir);
    const r = await runCli(['convert', dir, '--yes', '--force']);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/package\.json:5: package\.json does not parse/);
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe(broken);
    expect(hashTree(dir)).toEqual(before);
  });

  it('a missing folder stays bad input (exit 2)', async () => {
    const r = await runCli(['convert', path.join(tempDir('none'), 'missing'), '--yes']);
    expect(r.code).toBe(2);
  });
});
