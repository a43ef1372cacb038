import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import bundlerConfig from '../../src/codemods/bundler-config/index.js';
import { REPORT_FILE } from '../../src/convert/report.js';
import { runConvert } from '../../src/convert/run-convert.js';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { STATE_FILE } from '../../src/state/index.js';
import { SurveyCancelled, type PromptPort } from '../../src/survey/index.js';
import { git, gitInit, hashTree, minimalAnalysis, smallSite, tempDir } from './support.js';

/** The frame with the one step it owns (the CLI tests run the whole registered pipeline). */
const convert = (dir: string, opts: Parameters<typeof runConvert>[1] = {}) =>
  runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [bundlerConfig], ...opts }, memoryLogger());

describe('runConvert on a small Lovable-style site', () => {
  it('--dry-run writes nothing, and its diff applied with git apply gives the real run', async () => {
    const dir = smallSite();
    const before = hashTree(dir);
    const dry = await convert(dir, { dryRun: true });
    expect(hashTree(dir)).toEqual(before);
    expect(dry.committed).toBe(false);
    expect(dry.summary).toMatch(/\| bundler-config \| applied \| 2 \| 0 \| 0 \| 0 \|/);
    expect(dry.diff).toMatch(/^diff --git a\/THEME_CONVERSION.md b\/THEME_CONVERSION.md\nnew file mode 100644\n--- \/dev\/null\n\+\+\+ b\/THEME_CONVERSION.md/m);

    const applied = path.join(tempDir('apply'), 'site');
    cpSync(dir, applied, { recursive: true });
    writeFileSync(path.join(applied, '..', 'patch.diff'), dry.diff);
    execFileSync('git', ['apply', '--whitespace=nowarn', path.join(applied, '..', 'patch.diff')], { cwd: applied });

    const real = await convert(dir);
    expect(real.committed).toBe(true);
    expect(existsSync(path.join(dir, REPORT_FILE))).toBe(true);
    expect(hashTree(applied)).toEqual(hashTree(dir, [REPORT_FILE]));
  });

  it('a real run meets the bundler requirements and records Progress; a second run changes nothing', async () => {
    const dir = smallSite();
    const first = await convert(dir);
    expect(first.exitCode).toBe(0);
    const config = readFileSync(path.join(dir, 'vite.config.ts'), 'utf8');
    expect(config).toContain('base: "./"');
    expect(config).toContain('outDir: "preview-dist"');
    expect(config).not.toContain('lovable-tagger');
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).not.toContain('lovable-tagger');
    expect(readFileSync(path.join(dir, STATE_FILE), 'utf8')).toMatch(/\| bundler-config \| done\s+\| inputs [0-9a-f]{12} \(\d+ files\)/);
    // The file lists live beside the state file, so the Progress table stays readable.
    const recorded = JSON.parse(readFileSync(path.join(dir, 'THEME_CONVERSION.inputs.json'), 'utf8'));
    expect(recorded['bundler-config'].files).toEqual(expect.arrayContaining(['package.json', 'vite.config.ts']));

    expect(first.summary).toContain('· written to the site');
    const after = hashTree(dir);
    const second = await convert(dir);
    expect(second.changes).toEqual([]);
    expect(second.summary).toContain('· nothing to change: every step is up to date');
    expect(second.outcomes.map((o) => o.status)).toEqual(second.outcomes.map(() => 'unchanged'));
    expect(hashTree(dir)).toEqual(after);
  });

  it('re-runs a finished step when a file it read changed since', async () => {
    const dir = smallSite();
    await convert(dir);
    const cfg = path.join(dir, 'vite.config.ts');
    writeFileSync(cfg, readFileSync(cfg, 'utf8').replace('base: "./"', 'base: "/shop/"'));
    const again = await convert(dir);
    expect(again.outcomes.find((o) => o.id === 'bundler-config')?.status).toBe('applied');
    expect(readFileSync(cfg, 'utf8')).toContain('base: "./"');
  });

  it('refuses a dirty git work tree (exit 3) and accepts it with --force', async () => {
    const dir = smallSite();
    gitInit(dir);
    writeFileSync(path.join(dir, 'src/App.tsx'), 'export default function App() { return null; }\n');
    const before = hashTree(dir);
    const err = await convert(dir, { force: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(3);
    expect(hashTree(dir)).toEqual(before);
    const forced = await convert(dir, { force: true });
    expect(forced.committed).toBe(true);
    expect(git(dir, 'status', '--porcelain')).toContain('vite.config.ts');
  });

  it('a clean git work tree is converted without --force', async () => {
    const dir = smallSite();
    gitInit(dir);
    expect((await convert(dir, { force: false })).committed).toBe(true);
  });

  it('--out converts a copy and leaves the source as it was', async () => {
    const dir = smallSite();
    const before = hashTree(dir);
    const out = path.join(tempDir('out'), 'copy');
    const r = await convert(dir, { out, force: false });
    expect(r.root).toBe(out);
    expect(hashTree(dir)).toEqual(before);
    expect(readFileSync(path.join(out, 'vite.config.ts'), 'utf8')).toContain('preview-dist');
    await expect(convert(dir, { out })).rejects.toThrow(/not empty/);
  });

  it('gives a site without a Vite config one from the template', async () => {
    const dir = smallSite();
    rmSync(path.join(dir, 'vite.config.ts'));
    const r = await convert(dir);
    expect(r.outcomes.find((o) => o.id === 'bundler-config')?.status).toBe('applied');
    const created = readFileSync(path.join(dir, 'vite.config.ts'), 'utf8');
    expect(created).toContain("import react from '@vitejs/plugin-react-swc';");
    expect(created).toContain("outDir: 'preview-dist'");
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).not.toContain('lovable-tagger');
    expect((await convert(dir)).changes).toEqual([]);
  });

  it('a Vite config that does not parse fails its step (exit 1), names the file, and writes nothing of that step', async () => {
    const dir = smallSite();
    writeFileSync(path.join(dir, 'vite.config.ts'), 'export default defineConfig({ plugins: [react(), }\n');
    const r = await convert(dir);
    expect(r.exitCode).toBe(1);
    const step = r.outcomes.find((o) => o.id === 'bundler-config')!;
    expect(step.status).toBe('failed');
    expect(step.result?.limitations?.[0]).toMatchObject({ file: 'vite.config.ts', what: 'the Vite config does not parse' });
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toContain('lovable-tagger');
    expect(readFileSync(path.join(dir, STATE_FILE), 'utf8')).toMatch(/\| bundler-config \| failed/);
  });

  it('refuses an unanswered survey without a terminal (exit 3), writing nothing', async () => {
    const dir = smallSite();
    const before = hashTree(dir);
    const err = await runConvert(dir, { analyze: minimalAnalysis, isTTY: false, force: true }, memoryLogger()).catch((e: unknown) => e);
    expect((err as ToolError).exitCode).toBe(3);
    expect(hashTree(dir)).toEqual(before);
  });

  it('at a terminal with every decision recorded, shows them and asks once; "no" writes nothing (130)', async () => {
    const dir = smallSite();
    await convert(dir, { dryRun: false, steps: [] });
    const before = hashTree(dir);
    const asked: string[] = [];
    const port = (answer: string): PromptPort => ({
      async select(q) {
        asked.push(`${q.message}\n${q.note ?? ''}`);
        return answer as never;
      },
    });
    const err = await runConvert(dir, { force: true, analyze: minimalAnalysis, steps: [bundlerConfig], isTTY: true, prompt: port('no') }, memoryLogger()).catch((e: unknown) => e);
    expect((err as ToolError).exitCode).toBe(130);
    expect(hashTree(dir)).toEqual(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/Convert the site in place[\s\S]*products\s+dynamic/);
    const go = await runConvert(dir, { force: true, analyze: minimalAnalysis, steps: [bundlerConfig], isTTY: true, prompt: port('yes') }, memoryLogger());
    expect(go.committed).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it('Esc in the survey keeps the answers given in the state file and exits 130, converting nothing', async () => {
    const dir = smallSite();
    let n = 0;
    const port: PromptPort = {
      async select(q) {
        if (n++ === 2) throw new SurveyCancelled('Esc');
        return q.default;
      },
    };
    const err = await runConvert(dir, { force: true, analyze: minimalAnalysis, steps: [bundlerConfig], isTTY: true, prompt: port }, memoryLogger()).catch((e: unknown) => e);
    expect((err as ToolError).exitCode).toBe(130);
    const state = readFileSync(path.join(dir, STATE_FILE), 'utf8');
    expect(state).toMatch(/\| products\s+\| dynamic/);
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toContain('lovable-tagger');
  });
});
