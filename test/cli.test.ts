import { describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from '../src/infra/logger.js';
import { clipWords } from '../src/infra/clip.js';
import { closest } from '../src/infra/suggest.js';
import { runCli } from './helpers/cli.js';

describe('cli', () => {
  it('prints the version', async () => {
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
  });

  it('rejects an unknown option with exit 2', async () => {
    const r = await runCli(['analyze', '--no-such-flag']);
    expect(r.code).toBe(2);
  });

  it('names a mistyped command and the one it is close to, exit 2', async () => {
    const r = await runCli(['analyse', 'some-site']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("platform-convert: unknown command 'analyse' (did you mean analyze?)");
    expect((await runCli(['stauts'])).stderr).toMatch(/did you mean status\?/);
  });

  it('takes a word far from every command as a folder', async () => {
    const r = await runCli(['no-such-folder-anywhere']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/unknown command/);
  });

  it('accepts --quiet and --verbose on every command', async () => {
    expect((await runCli(['status', '--quiet', 'fixtures/sites/bolt-salon'])).code).toBe(0);
    expect((await runCli(['analyze', '--verbose', '--json', 'fixtures/sites/bolt-salon'])).code).toBe(0);
  });
});

describe('suggestions', () => {
  it('finds a close command name, and none for an unrelated word', () => {
    expect(closest('convret', ['analyze', 'convert', 'check'])).toBe('convert');
    expect(closest('chek', ['analyze', 'convert', 'check'])).toBe('check');
    expect(closest('website', ['analyze', 'convert', 'check'])).toBeNull();
  });
});

describe('clipWords', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(clipWords('the cart page posts to an endpoint the SDK does not have', 30)).toBe('the cart page posts to an…');
    expect(clipWords('short', 30)).toBe('short');
  });
  it('cuts a single long word where it is', () => {
    expect(clipWords('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('the console logger', () => {
  async function captured(opts: Parameters<typeof createConsoleLogger>[0]) {
    const err: string[] = [];
    const out: string[] = [];
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
    try {
      const log = createConsoleLogger(opts);
      log.out('report');
      log.info('a log line');
      log.warn('a warning');
      log.progress?.('step 1 of 2');
      log.debug?.('detail');
    } finally {
      e.mockRestore();
      o.mockRestore();
    }
    return { err: err.join(''), out: out.join('') };
  }

  it('puts the report on stdout and the rest on stderr; progress only on a terminal', async () => {
    expect(await captured({ isTTY: false })).toEqual({ out: 'report\n', err: 'a log line\na warning\n' });
    expect((await captured({ isTTY: true })).err).toBe('a log line\na warning\nstep 1 of 2\n');
  });

  it('--quiet keeps warnings and the report; --verbose adds detail', async () => {
    expect(await captured({ isTTY: true, quiet: true })).toEqual({ out: 'report\n', err: 'a warning\n' });
    expect((await captured({ isTTY: false, verbose: true })).err).toBe('a log line\na warning\ndetail\n');
  });
});
