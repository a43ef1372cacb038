import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { SDK_STOREFRONT_EXPORTS, SDK_THEME_EXPORTS, STOREFRONT_CLIENT_METHODS, STOREFRONT_CLIENT_TYPE, STOREFRONT_TYPES_FILE } from '../../rules/sdk.js';
import { SDK_DIR, loadSdk } from './load-sdk.js';

describe('platform-sdk stand-in implements rules/sdk.ts', () => {
  it('exports every name the contract lists from ./theme and ./storefront', async () => {
    const { theme, storefront } = await loadSdk();
    const missingTheme = SDK_THEME_EXPORTS.filter((n) => (theme as Record<string, unknown>)[n] === undefined);
    const missingStorefront = SDK_STOREFRONT_EXPORTS.filter((n) => (storefront as Record<string, unknown>)[n] === undefined);
    expect(missingTheme).toEqual([]);
    expect(missingStorefront).toEqual([]);
  });

  it('declares every exported theme name in theme.d.ts', () => {
    const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { skipLibCheck: true } });
    const sf = project.addSourceFileAtPath(path.join(SDK_DIR, 'theme.d.ts'));
    const declared = new Set(sf.getExportedDeclarations().keys());
    expect(SDK_THEME_EXPORTS.filter((n) => !declared.has(n))).toEqual([]);
  });

  it('STOREFRONT_CLIENT_METHODS equals the methods of the StorefrontClient declaration and of PlatformStorefront', async () => {
    const project = new Project({ skipAddingFilesFromTsConfig: true });
    const sf = project.addSourceFileAtPath(path.join(SDK_DIR, STOREFRONT_TYPES_FILE));
    const iface = sf.getInterfaceOrThrow(STOREFRONT_CLIENT_TYPE);
    const declared = iface.getProperties().flatMap((p) =>
      p.getType().getProperties().map((m) => `${p.getName()}.${m.getName()}`),
    );
    expect([...declared].sort()).toEqual([...STOREFRONT_CLIENT_METHODS].sort());

    const { storefront } = await loadSdk();
    const client = new storefront.PlatformStorefront({ baseUrl: 'https://api.example.test', publicToken: 'pk' }) as unknown as Record<string, Record<string, unknown>>;
    const missing = STOREFRONT_CLIENT_METHODS.filter((m) => {
      const [ns, fn] = m.split('.');
      return typeof client[ns]?.[fn] !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it('has react as a peer dependency only, and both subpath exports', () => {
    const pj = JSON.parse(readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(pj.name).toBe('platform-sdk');
    expect(Object.keys(pj.exports)).toEqual(expect.arrayContaining(['./theme', './storefront']));
    expect(pj.peerDependencies.react).toBeTruthy();
    expect(pj.dependencies).toBeUndefined();
  });
});
