import { describe, expect, it } from 'vitest';
import { mask, redact } from '../../src/check/secrets.js';
import { verifyDeveloperToken } from '../../src/check/token.js';

describe('developer token masking and checking', () => {
  it('never prints a short token, in part or in full', () => {
    for (const t of ['abc', 'abcd', 'abcdefgh', 'abcdefghijk']) {
      expect(mask(t)).toBe('…');
      expect(redact(`token ${t} rejected`, t)).toBe('token … rejected');
    }
    expect(mask('pdt_live_7QeX93kLmN2pRsT4uVwY')).toBe('pdt_…');
  });

  it('a redirect from the profile endpoint is a redirect, not a 401, and is not followed', async () => {
    const asked: { url: string; redirect?: RequestInit['redirect'] }[] = [];
    const fetchImpl = (async (url: URL, init?: RequestInit) => {
      asked.push({ url: String(url), redirect: init?.redirect });
      return new Response(null, { status: 302, headers: { location: 'https://login.example.com/sign-in' } });
    }) as unknown as typeof fetch;
    const r = await verifyDeveloperToken('pdt_live_7QeX93kLmN2pRsT4uVwY', 'https://api.example.com', fetchImpl);
    expect(r.ok).toBe(false);
    expect(r.status).toBe(302);
    expect(r.ok ? '' : r.reason).toMatch(/answered 302, a redirect to https:\/\/login\.example\.com\/sign-in/);
    expect(r.ok ? '' : r.reason).not.toMatch(/401|rejected/);
    expect(asked).toEqual([{ url: 'https://api.example.com/api/developer/me', redirect: 'manual' }]);
  });

  it('a 401 is still a rejected token', async () => {
    const fetchImpl = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const r = await verifyDeveloperToken('abcd', 'https://api.example.com', fetchImpl);
    expect(r.ok ? '' : r.reason).toBe('the developer token … was rejected (401): it is wrong or expired');
  });
});
