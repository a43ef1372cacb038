import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { copyToTemp, type ThemeDir } from '../helpers/build-theme.js';

/** A loopback stand-in for the developer API of spec §4: GET /api/developer/me → 200 or 401. */
const GOOD = 'pdt_live_7QeX93kLmN2pRsT4uVwY';
const BAD = 'pdt_live_expired_00000000000';
let server: Server;
let baseUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.method === 'GET' && req.url === '/api/developer/me' && req.headers.authorization === `Bearer ${GOOD}`) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ kind: 'developer', account: {} }));
      return;
    }
    res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Unauthenticated.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const saved = { token: process.env.PLATFORM_DEVELOPER_TOKEN, url: process.env.PLATFORM_API_URL };
afterEach(() => {
  for (const [k, v] of [['PLATFORM_DEVELOPER_TOKEN', saved.token], ['PLATFORM_API_URL', saved.url]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const VALID = 'fixtures/review/_valid-theme';

/** Everything the run printed, on either stream. */
const printed = (r: { stdout: string; stderr: string }) => `${r.stdout}\n${r.stderr}`;

describe('check --token', () => {
  it('accepts a developer token from the environment and prints the account kind, masked', async () => {
    process.env.PLATFORM_DEVELOPER_TOKEN = GOOD;
    process.env.PLATFORM_API_URL = baseUrl;
    const r = await runCli(['check', VALID, '--token']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('developer token pdt_… accepted: account kind "developer"');
    expect(r.stdout).toMatch(/check passed/);
    expect(printed(r)).not.toContain(GOOD);
    expect(seen).toContain('GET /api/developer/me');
  });

  it('stops with a clear message on 401 (exit 1) and never prints the token', async () => {
    process.env.PLATFORM_DEVELOPER_TOKEN = BAD;
    process.env.PLATFORM_API_URL = baseUrl;
    const r = await runCli(['check', VALID, '--token', '--json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the developer token pdt_… was rejected (401): it is wrong or expired');
    expect(r.stderr).not.toMatch(/check passed|check failed/);
    expect(r.stdout).toBe('');
    expect(printed(r)).not.toContain(BAD);
  });

  it('reads the token and the URL from the theme\'s .env.platform, and masks it in every finding', async () => {
    delete process.env.PLATFORM_DEVELOPER_TOKEN;
    delete process.env.PLATFORM_API_URL;
    const theme: ThemeDir = await copyToTemp(path.resolve(VALID), 'token-theme');
    try {
      await fsp.writeFile(path.join(theme.dir, '.env.platform'), `PLATFORM_DEVELOPER_TOKEN=${GOOD}\nPLATFORM_API_URL=${baseUrl}\n`);
      await fsp.writeFile(path.join(theme.dir, 'DEPLOY.md'), `# Deploy\n\nwe used ${GOOD} last time\n`);
      for (const format of ['text', 'json', 'sarif']) {
        const r = await runCli(['check', theme.dir, '--token', '--format', format]);
        expect(r.code, format).toBe(1);
        expect(r.stderr).toContain('account kind "developer"');
        expect(printed(r), format).not.toContain(GOOD);
        expect(printed(r), format).toContain('pdt_…');
      }
      const json = JSON.parse((await runCli(['check', theme.dir, '--token', '--json'])).stdout);
      expect(json.token).toEqual({ kind: 'developer', masked: 'pdt_…' });
      expect(json.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'no-developer-token', messageId: 'tokenValue', file: 'DEPLOY.md', line: 3 }));
    } finally {
      await theme.cleanup();
    }
  });

  it('without a token is bad input (exit 2) with a hint', async () => {
    delete process.env.PLATFORM_DEVELOPER_TOKEN;
    process.env.PLATFORM_API_URL = baseUrl;
    const r = await runCli(['check', VALID, '--token']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^platform-convert: no PLATFORM_DEVELOPER_TOKEN in the environment or \.env\.platform/);
  });
});
