import { describe, expect, it } from 'vitest';
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
});
