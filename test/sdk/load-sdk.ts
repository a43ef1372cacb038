import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../../src/infra/package-root.js';

export const SDK_DIR = path.join(packageRoot(), 'fixtures', 'platform-sdk');

type Theme = typeof import('../../fixtures/platform-sdk/theme.js');
type Storefront = typeof import('../../fixtures/platform-sdk/storefront.js');

/** The stand-in's modules, loaded as a theme would load them (plain ESM). */
export async function loadSdk(): Promise<{ theme: Theme; storefront: Storefront }> {
  const theme = (await import(pathToFileURL(path.join(SDK_DIR, 'src/theme/index.js')).href)) as Theme;
  const storefront = (await import(pathToFileURL(path.join(SDK_DIR, 'src/storefront.js')).href)) as Storefront;
  return { theme, storefront };
}
