import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import surveyCommand from '../../src/commands/survey.js';
import { ToolError, type ExitCode } from '../../src/diagnostics/tool-error.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { parseState, STATE_FILE } from '../../src/state/index.js';
import { runCli } from '../helpers/cli.js';
import { loadAnalysis, tempSite } from '../state/helpers.js';

// The analyzer is another part's work; here it is replaced by a hand-written analysis so the
// command's own job (read state, survey, write state) is what is tested.
const analyzer = vi.hoisted(() => ({ analysis: 'online-store' }));
vi.mock('../../src/survey/analyze-site.js', () => ({
  analyzeForSurvey: async () => loadAnalysis(analyzer.analysis),
}));

const site = () => tempSite({
  'package.json': JSON.stringify({ name: '@acme/noor-store', private: true, dependencies: { react: '^18.3.1' } }),
  'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
});

describe('platform-convert survey', () => {
  beforeEach(() => {
    analyzer.analysis = 'online-store';
  });

  it('--yes writes THEME_CONVERSION.md with every decision, the analysis and the identity', async () => {
    const dir = await site();
    const r = await survey(dir, { yes: true });
    expect(r.code).toBe(0);
    const md = await readFile(path.join(dir, STATE_FILE), 'utf8');
    const state = parseState(md);
    expect(state.decisions).toHaveLength(11);
    expect(state.identity).toMatchObject({ name: 'noor-store', slug: 'noor-store', origin: 'base44' });
    expect(state.pages.map((p) => p.file)).toContain('src/pages/Cart.jsx');
    expect(state.limitations).toHaveLength(1);
    expect(state.openQuestions.some((q) => q.includes('File upload'))).toBe(true);
    expect(r.stdout).toContain('cart-checkout');
  });

  it('a second run with nothing new leaves the file byte for byte', async () => {
    const dir = await site();
    await survey(dir, { yes: true });
    const first = await readFile(path.join(dir, STATE_FILE), 'utf8');
    const r = await runCli(['survey', dir]);
    expect(r.code).toBe(0);
    expect(await readFile(path.join(dir, STATE_FILE), 'utf8')).toBe(first);
  });

  it('a hand-edited decision is kept and a hand note survives the next survey', async () => {
    const dir = await site();
    await survey(dir, { answers: await answers(dir, { products: 'dynamic' }), yes: true });
    const file = path.join(dir, STATE_FILE);
    const edited = (await readFile(file, 'utf8'))
      .replace(/\| brand( +)\| dynamic( +)\|/, '| brand$1| static$2 |')
      .replace('## Open questions\n', '## Open questions\n\nAsk Sara on Monday.\n')
      .replace(/\| services .*\n/, '');
    await writeFile(file, edited);
    const r = await survey(dir, { yes: true });
    expect(r.code).toBe(0);
    const after = await readFile(file, 'utf8');
    const state = parseState(after);
    expect(state.decisions.find((d) => d.surface === 'brand')?.decision).toBe('static');
    expect(state.decisions.find((d) => d.surface === 'services')?.decision).toBe('drop');
    expect(after).toContain('Ask Sara on Monday.');
    const status = JSON.parse((await runCli(['status', dir, '--json'])).stdout);
    expect(status.decisions.brand).toBe('static');
  });

  it('with no TTY and neither flag: one line, exit 3, no file written', async () => {
    const dir = await site();
    const r = await runCli(['survey', dir]);
    expect(r.code).toBe(3);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--yes');
    await expect(readFile(path.join(dir, STATE_FILE), 'utf8')).rejects.toThrow();
  });

  it('a bad answers file: one line naming the key, exit 2', async () => {
    const dir = await site();
    const r = await survey(dir, { answers: await answers(dir, { prodcts: 'dynamic' }) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('key `prodcts` is not a survey surface');
    expect(r.stderr.split('\n')).toHaveLength(1);
  });

  it('a state file edited into nonsense: exit 2 naming the line, and it is not overwritten', async () => {
    const dir = await site();
    const broken = '# Theme conversion\n\n## Surface decisions\n\n| surface | decision | why |\n| --- | --- | --- |\n| products | maybe | ? |\n';
    await writeFile(path.join(dir, STATE_FILE), broken);
    const r = await survey(dir, { yes: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${STATE_FILE}:7:`);
    expect(await readFile(path.join(dir, STATE_FILE), 'utf8')).toBe(broken);
  });

  it('a missing folder: exit 2', async () => {
    const r = await runCli(['survey', path.join(await site(), 'nope')]);
    expect(r.code).toBe(2);
  });
});

/**
 * The survey command with flags, run as main() runs it (a ToolError becomes its exit code and one
 * line). Flags go straight to the command: through the CLI, the bare default command declares the
 * same `--yes`/`--answers` and commander hands them to the program, not to `survey`, until
 * src/cli.ts enables positional options (reported to the coordinator).
 */
async function survey(dir: string, opts: { yes?: boolean; answers?: string }) {
  const logger = memoryLogger();
  let code: ExitCode;
  try {
    code = await surveyCommand.run(dir, opts, logger);
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    logger.error(`platform-convert: ${e.oneLine()}`);
    code = e.exitCode;
  }
  return { code, stderr: logger.lines.join('\n'), stdout: logger.stdout.join('') };
}

async function answers(dir: string, json: unknown): Promise<string> {
  const file = path.join(dir, 'answers.json');
  await writeFile(file, JSON.stringify(json));
  return file;
}
