import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { removeDependencies, transformViteConfigText, vendorPluginPackages } from '../../../src/codemods/bundler-config/index.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, '../../../fixtures/codemods/bundler-config');
// The vendor plugins the rules in rules/vendors declare (lovable-tagger, @base44/vite-plugin, Replit's...).
const VENDOR_PLUGINS = await vendorPluginPackages();

runFixturePairs('bundler-config fixture pairs', dir, (input, c) => {
  const opts = c.options as { appSrc?: string; vendorPlugins?: string[]; viteMajor?: number; dependencies?: string[]; publicFolders?: string[] };
  return transformViteConfigText(input, {
    configPath: `vite.config.${c.ext}`,
    appSrc: opts.appSrc ?? 'src',
    vendorPlugins: opts.vendorPlugins ?? VENDOR_PLUGINS,
    viteMajor: opts.viteMajor,
    dependencies: opts.dependencies ? new Set(opts.dependencies) : undefined,
    publicFolders: opts.publicFolders,
  }).text;
});

describe('bundler-config package.json edit', () => {
  const pj = '{\n  "name": "app",\n  "devDependencies": {\n    "lovable-tagger": "^1.1.7",\n    "vite": "^5.4.1"\n  }\n}\n';

  it('removes the plugin package and leaves every other line as it was', () => {
    const r = removeDependencies(pj, ['lovable-tagger']);
    expect(r.removed).toEqual(['lovable-tagger']);
    expect(r.text).toBe('{\n  "name": "app",\n  "devDependencies": {\n    "vite": "^5.4.1"\n  }\n}\n');
  });

  it('returns the same text when the package is not listed', () => {
    const r = removeDependencies(pj, ['@base44/vite-plugin']);
    expect(r.removed).toEqual([]);
    expect(r.text).toBe(pj);
  });
});

describe('bundler-config limits', () => {
  it('reports a config it cannot find the object of, and changes nothing', () => {
    const text = "import cfg from './shared-config.js';\nexport default cfg;\n";
    const r = transformViteConfigText(text, { configPath: 'vite.config.js', appSrc: 'src', vendorPlugins: VENDOR_PLUGINS });
    expect(r.changed).toBe(false);
    expect(r.text).toBe(text);
    expect(r.limitations[0].what).toMatch(/does not export an object/);
  });

  it('reports a computed alias instead of overwriting it', () => {
    const text = "import { defineConfig } from 'vite';\nimport aliases from './aliases.js';\nexport default defineConfig({ resolve: { alias: aliases }, base: './', build: { outDir: 'preview-dist' } });\n";
    const r = transformViteConfigText(text, { configPath: 'vite.config.js', appSrc: 'src', vendorPlugins: VENDOR_PLUGINS });
    expect(r.changed).toBe(false);
    expect(r.limitations.map((l) => l.what)).toEqual(['vite config `resolve.alias` is computed']);
  });
});
