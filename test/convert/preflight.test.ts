import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { runConvert } from '../../src/convert/run-convert.js';
import { answerSurvey, hashTree, silentLogger, smallSite } from './support.js';

/**
 * Item: a read-only file was silently replaced, and a read-only folder stopped the commit half way.
 * Now the commit checks every target first and refuses with one line, writing nothing.
 */
async function refusal(dir: string): Promise<ToolError> {
  const err = await runConvert(dir, { force: true }, silentLogger).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ToolError);
  return err as ToolError;
}

describe('preflight before the commit', () => {
  it('a read-only file that convert must rewrite: refused with one line naming it, nothing applied', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    chmodSync(path.join(dir, 'src/App.tsx'), 0o444);
    const before = hashTree(dir);
    const err = await refusal(dir);
    expect(err.exitCode).toBe(3);
    expect(err.oneLine()).toMatch(/^src\/App\.tsx: file is read-only; convert has to replace it and wrote nothing/);
    expect(err.oneLine()).not.toMatch(/\n/);
    expect(hashTree(dir)).toEqual(before);
    expect(readdirSync(dir).filter((n) => n.startsWith('.pc-'))).toEqual([]);
  });

  it('a read-only folder that convert must write in: refused naming the folder, nothing applied', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    const pages = path.join(dir, 'src/pages');
    chmodSync(pages, 0o555);
    try {
      const before = hashTree(dir);
      const err = await refusal(dir);
      expect(err.exitCode).toBe(3);
      expect(err.oneLine()).toMatch(/^src\/pages: folder is read-only; convert has to write in it and wrote nothing/);
      expect(hashTree(dir)).toEqual(before);
      expect(readdirSync(dir).filter((n) => n.startsWith('.pc-'))).toEqual([]);
    } finally {
      chmodSync(pages, 0o755);
    }
  });

  it('once made writable, the same site converts', async () => {
    const dir = smallSite();
    await answerSurvey(dir);
    chmodSync(path.join(dir, 'src/App.tsx'), 0o444);
    await refusal(dir);
    chmodSync(path.join(dir, 'src/App.tsx'), 0o644);
    const run = await runConvert(dir, { force: true }, silentLogger);
    expect(run.committed).toBe(true);
  });
});
