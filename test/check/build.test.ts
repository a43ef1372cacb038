import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyToTemp, linkSdk, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';
import { emptyState, readState, serializeState } from '../../src/state/index.js';

/** `check --build` on real builds of the valid theme (copied under .tmp, SDK stand-in linked). */
const VALID = path.resolve('fixtures/review/_valid-theme');
const LEAKED = 'pdt_live_abcdefgh12345';
let clean: ThemeDir;
let leaky: ThemeDir;

beforeAll(async () => {
  clean = await copyToTemp(VALID, 'check-build-clean');
  leaky = await copyToTemp(VALID, 'check-build-leaky');
  await Promise.all([linkSdk(clean.dir), linkSdk(leaky.dir)]);
  // public/ is copied into preview-dist as is: a .env there ships with the theme.
  await fsp.mkdir(path.join(leaky.dir, 'public'), { recursive: true });
  await fsp.writeFile(path.join(leaky.dir, 'public', '.env'), `PLATFORM_DEVELOPER_TOKEN=${LEAKED}\n`);
  await fsp.writeFile(path.join(leaky.dir, 'src', 'pages', 'Wishlist.jsx'), "import { useWishlist } from 'platform-sdk/theme';\n\nexport default function Wishlist() {\n  return useWishlist ? <p>saved</p> : null;\n}\n");
  const state = emptyState();
  state.identity = { name: 'Valid Theme' };
  await fsp.writeFile(path.join(leaky.dir, 'THEME_CONVERSION.md'), serializeState(state));
});
afterAll(async () => {
  await clean?.cleanup();
  await leaky?.cleanup();
});

interface Out {
  diagnostics: { ruleId: string; messageId: string; file: string; line?: number }[];
  bundle: { built: boolean; files: { path: string; origin: string }[] };
  followUps: string[];
  stateFile?: string;
}

describe('check --build', () => {
  it('builds the theme, lists the bundle, and passes when nothing secret ships', async () => {
    const r = await runCli(['check', clean.dir, '--build', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Out;
    expect(out.bundle.built).toBe(true);
    expect(out.bundle.files).toContainEqual({ path: 'preview-dist/index.html', origin: 'build' });
    expect(out.bundle.files).toContainEqual({ path: 'src/index.jsx', origin: 'package' });
    // spec §4: listing the bundle and filtering for `.env` or `token` prints nothing
    expect(out.bundle.files.filter((f) => /\.env|token/i.test(f.path))).toEqual([]);
    expect(out.diagnostics).toEqual([]);
    expect(out.followUps).toEqual([]);
  });

  it('fails on a .env in the bundle and a name the installed SDK lacks, recording the follow-up', async () => {
    const r = await runCli(['check', leaky.dir, '--build', '--json']);
    expect(r.code).toBe(1);
    expect(`${r.stdout}${r.stderr}`).not.toContain(LEAKED);
    const out = JSON.parse(r.stdout) as Out;
    expect(out.bundle.files).toContainEqual({ path: 'preview-dist/.env', origin: 'build' });
    expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'bundle-secrets', messageId: 'envFile', file: 'preview-dist/.env' }));
    expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'bundle-secrets', messageId: 'secret', file: 'preview-dist/.env', line: 1 }));
    expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'sdk-exports', messageId: 'missing', file: 'src/pages/Wishlist.jsx', line: 1 }));
    expect(out.followUps).toHaveLength(1);
    expect(out.followUps[0]).toMatch(/lacks `useWishlist` \(platform-sdk\/theme\).*registry version/);
    expect(out.stateFile).toBe('THEME_CONVERSION.md');
    const state = await readState(leaky.dir);
    expect(state?.state.openQuestions).toContain(out.followUps[0]);
  });

  it('reports a build that fails at the theme\'s package.json, exit 1', async () => {
    const broken = await copyToTemp(VALID, 'check-build-broken');
    try {
      await linkSdk(broken.dir);
      await fsp.writeFile(path.join(broken.dir, 'src', 'main.jsx'), "import { App } from './no-such-module.jsx';\nexport default App;\n");
      const r = await runCli(['check', broken.dir, '--build', '--json']);
      expect(r.code).toBe(1);
      const out = JSON.parse(r.stdout) as Out;
      expect(out.bundle.built).toBe(false);
      expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'build-output', messageId: 'failed', file: 'package.json' }));
    } finally {
      await broken.cleanup();
    }
  });

  it('without --build, the build checks do not run', async () => {
    const r = await runCli(['check', leaky.dir, '--json']);
    const out = JSON.parse(r.stdout) as Out;
    expect(out.diagnostics.filter((d) => ['bundle-secrets', 'sdk-exports', 'build-output'].includes(d.ruleId))).toEqual([]);
    expect(out.bundle).toBeUndefined();
  });
});
