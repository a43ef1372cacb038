import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSdkFacts } from '../../src/check/sdk-facts.js';
import { readTokenConfig } from '../../src/check/token.js';
import { mask, redact } from '../../src/check/secrets.js';

describe('SDK facts read from rules/sdk.ts', () => {
  it('maps each hook to the client methods it calls, and knows the content hooks', () => {
    const sdk = loadSdkFacts();
    expect(sdk.hasHookMap).toBe(true);
    expect(sdk.clientMethodsFor(['useFaqs', 'useLead', 'useCart'])).toEqual(['content.faqs', 'leads.submit']);
    expect(sdk.contentHooks).toEqual(expect.arrayContaining(['useFaqs', 'useBlogPost', 'useContent']));
    expect(sdk.contentHooks).not.toContain('usePageMeta');
    expect(sdk.isSdkSource('platform-sdk/theme')).toBe(true);
    expect(sdk.isSdkSource('platform-sdk-extra')).toBe(false);
  });

  it('falls back to a flat method list when no hook map is exported', () => {
    const sdk = loadSdkFacts({ SDK_PACKAGE: 'platform-sdk', STOREFRONT_CLIENT_METHODS: ['products.list', 'content.blog'] });
    expect(sdk.hasHookMap).toBe(false);
    expect(sdk.clientMethodsFor(['useProducts'])).toEqual(['content.blog', 'products.list']);
    expect(sdk.editableComponents).toEqual(['TText', 'THeading', 'TImage', 'TColor', 'TSection']);
  });
});

describe('developer token configuration', () => {
  it('prefers the environment, then .env.platform, searched from the app folder up', async () => {
    const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'pc-token-'));
    try {
      await fsp.mkdir(path.join(root, 'client'));
      await fsp.writeFile(path.join(root, '.env.platform'), 'PLATFORM_DEVELOPER_TOKEN="root_token_123456"\nPLATFORM_API_URL=http://127.0.0.1:1\n');
      const fromFile = await readTokenConfig([path.join(root, 'client'), root], {});
      expect(fromFile).toEqual({ token: 'root_token_123456', apiUrl: 'http://127.0.0.1:1', from: { token: '.env.platform', apiUrl: '.env.platform' } });
      const mixed = await readTokenConfig([root], { PLATFORM_DEVELOPER_TOKEN: 'env_token_abcdef' });
      expect(mixed).toEqual({ token: 'env_token_abcdef', apiUrl: 'http://127.0.0.1:1', from: { token: 'environment', apiUrl: '.env.platform' } });
      expect(await readTokenConfig([path.join(root, 'client')], {})).toEqual({ from: {} });
    } finally {
      await fsp.rm(root, { recursive: true, force: true });
    }
  });

  it('masks a token to its first 4 characters and redacts it from any text', () => {
    expect(mask('pdt_live_123')).toBe('pdt_…');
    expect(redact('a pdt_live_123 b pdt_live_123', 'pdt_live_123')).toBe('a pdt_… b pdt_…');
    expect(redact('nothing', undefined)).toBe('nothing');
  });
});
