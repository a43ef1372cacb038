import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runConvert } from '../../src/convert/run-convert.js';
import { defineStep } from '../../src/convert/step.js';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { hashTree, minimalAnalysis, smallSite, tempDir } from '../convert/support.js';

/** Writes files as the bilingual and secrets steps do: new locale files, a line in .gitignore. */
const writeFiles = (files: Record<string, (old: string | undefined) => string>) =>
  defineStep({
    id: 'write-files',
    description: 'test: write files',
    needs: [],
    run({ tree }) {
      for (const [f, make] of Object.entries(files)) tree.write(f, make(tree.read(f)));
      return { status: 'applied' };
    },
  });

const convert = (dir: string, step: ReturnType<typeof writeFiles>, logger = memoryLogger()) =>
  runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [step] }, logger);

describe('symbolic links', () => {
  it('a linked folder that leads out of the site is never written through: exit 3, one line, nothing written', async () => {
    const dir = smallSite();
    const outside = tempDir('shared-i18n');
    writeFileSync(path.join(outside, 'keep.txt'), 'shared\n');
    symlinkSync(outside, path.join(dir, 'src/i18n'));
    const before = hashTree(dir, ['src/i18n']);
    const err = await convert(dir, writeFiles({ 'src/i18n/en.json': () => '{}\n', 'src/i18n/ar.json': () => '{}\n' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(3);
    expect((err as ToolError).oneLine()).toMatch(/^src\/i18n: src\/i18n is a link to .*outside the site/);
    expect(readdirSync(outside)).toEqual(['keep.txt']);
    expect(lstatSync(path.join(dir, 'src/i18n')).isSymbolicLink()).toBe(true);
    expect(hashTree(dir, ['src/i18n'])).toEqual(before);
  });

  it('a linked .gitignore stays a link and keeps its ignores; the run says so', async () => {
    const dir = smallSite();
    const shared = path.join(tempDir('dotfiles'), 'gitignore');
    writeFileSync(shared, 'node_modules\ndist\n.env\n');
    symlinkSync(shared, path.join(dir, '.gitignore'));
    const logger = memoryLogger();
    const run = await convert(dir, writeFiles({ '.gitignore': (old) => `${old ?? ''}.env.platform\n`, 'src/extra.js': () => 'export {};\n' }), logger);
    expect(run.exitCode).toBe(0);
    expect(lstatSync(path.join(dir, '.gitignore')).isSymbolicLink()).toBe(true);
    expect(readFileSync(shared, 'utf8')).toBe('node_modules\ndist\n.env\n');
    expect(existsSync(path.join(dir, 'src/extra.js'))).toBe(true);
    expect(logger.lines.join('\n')).toMatch(/\.gitignore is a link to .*: left as it is/);
    expect(run.changes.map((c) => (c.kind === 'rename' ? c.to : c.path))).not.toContain('.gitignore');
  });

  it('--out keeps a relative link relative, and the run writes only into the copy', async () => {
    const dir = smallSite();
    mkdirSync(path.join(dir, 'shared'));
    writeFileSync(path.join(dir, 'shared/brand.css'), ':root { --brand: #123456; }\n');
    symlinkSync('../shared/brand.css', path.join(dir, 'src/brand.css'));
    const before = hashTree(dir);
    const out = path.join(tempDir('out'), 'copy');
    const run = await runConvert(dir, { yes: true, out, analyze: minimalAnalysis, steps: [writeFiles({ 'shared/brand.css': (old) => `${old ?? ''}/* edited */\n` })] }, memoryLogger());
    expect(run.root).toBe(out);
    expect(readlinkSync(path.join(out, 'src/brand.css'))).toBe('../shared/brand.css');
    expect(readFileSync(path.join(out, 'src/brand.css'), 'utf8')).toContain('/* edited */');
    expect(hashTree(dir)).toEqual(before);
  });

  it('--out through a link into the site is bad input (exit 2), not an internal error', async () => {
    const dir = smallSite();
    const link = path.join(tempDir('link'), 'into-site');
    symlinkSync(path.join(dir, 'src'), link);
    const err = await runConvert(dir, { yes: true, out: path.join(link, 'theme'), analyze: minimalAnalysis, steps: [] }, memoryLogger()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(2);
    expect((err as ToolError).message).toMatch(/--out must be outside the site folder/);
  });
});
