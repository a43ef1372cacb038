import { parse as babelParse } from '@babel/parser';
import type { File } from '@babel/types';
import * as recast from 'recast';
import { describe, expect, it } from 'vitest';
import { babelOptions } from '../../../src/load/parse.js';
import { neutralizeClientSetup } from '../../../src/codemods/vendor-removal/client-setup.js';

function run(code: string, names: string[], file = 'x.jsx'): { changed: boolean; code: string } {
  const ast = recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions(file, true)) } }) as File;
  const changed = neutralizeClientSetup(ast, new Set(names), [/^VITE_CLOUD_/]);
  return { changed, code: recast.print(ast).code };
}

/** A context module that starts a hosted backend at its top level and hands its services to the tree. */
const PROVIDER = [
  "import { createContext, useContext } from 'react';",
  "import { startApp } from 'cloud-kit/app';",
  "import { openStore } from 'cloud-kit/store';",
  "import { metricsReady, openMetrics } from 'cloud-kit/metrics';",
  '',
  'const settings = {',
  '  key: import.meta.env.VITE_CLOUD_KEY,',
  '  project: import.meta.env.VITE_CLOUD_PROJECT,',
  '};',
  '',
  'const app = startApp(settings);',
  'const store = openStore(app);',
  'let metrics;',
  "if (typeof window !== 'undefined') {",
  '  metricsReady().then((ok) => { if (ok) metrics = openMetrics(app); });',
  '}',
  '',
  'const Ctx = createContext(null);',
  'export function CloudProvider({ children }) {',
  '  return <Ctx.Provider value={{ app, store, metrics }}>{children}</Ctx.Provider>;',
  '}',
  'export const useCloud = () => useContext(Ctx);',
].join('\n');

describe('vendor-removal: a component module that sets the vendor up', () => {
  it('the client it makes is null, the start-up statements, settings object and vendor imports go; the provider stays', () => {
    const out = run(PROVIDER, ['startApp', 'openStore', 'metricsReady', 'openMetrics']);
    expect(out.changed).toBe(true);
    expect(out.code).toBe([
      "import { createContext, useContext } from 'react';",
      '',
      'const app = null;',
      'const store = null;',
      'let metrics;',
      '',
      'const Ctx = createContext(null);',
      'export function CloudProvider({ children }) {',
      '  return <Ctx.Provider value={{ app, store, metrics }}>{children}</Ctx.Provider>;',
      '}',
      'export const useCloud = () => useContext(Ctx);',
    ].join('\n'));
    expect(run(out.code, ['startApp', 'openStore', 'metricsReady', 'openMetrics']).changed).toBe(false);
  });

  it('valid-: a module without components (the vendor bootstrap itself, a request module) is left to the other steps', () => {
    const code = "import { startApp } from 'cloud-kit/app';\nexport const app = startApp({});\n";
    expect(run(code, ['startApp'], 'x.js')).toEqual({ changed: false, code });
  });
});
