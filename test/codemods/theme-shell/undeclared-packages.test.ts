import { describe, expect, it } from 'vitest';
import { addUndeclaredPackages } from '../../../src/codemods/theme-shell/undeclared-packages.js';

const fmt = { insertSpaces: true, tabSize: 2, eol: '\n' };
const PKG = '{\n  "name": "map-cafe",\n  "dependencies": {\n    "react": "^18.3.1",\n    "react-maps": "^4.2.1"\n  }\n}\n';
const LOCK = JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/mapkit': { version: '1.9.4' }, 'node_modules/react': { version: '18.3.1' }, 'node_modules/@geo/icons': { version: '2.0.0-beta.1' } } });

describe('addUndeclaredPackages', () => {
  it('lists a package the code imports but package.json lacks, at the version the lock file pins', () => {
    const r = addUndeclaredPackages(PKG, new Set(['react', 'react-maps', 'mapkit', '@geo/icons', 'fs', 'not-locked']), LOCK, fmt);
    expect(r.added).toEqual([{ name: '@geo/icons', range: '^2.0.0-beta.1' }, { name: 'mapkit', range: '^1.9.4' }]);
    expect(JSON.parse(r.text).dependencies).toEqual({ react: '^18.3.1', 'react-maps': '^4.2.1', '@geo/icons': '^2.0.0-beta.1', mapkit: '^1.9.4' });
  });
  it('changes nothing without a lock file', () => {
    expect(addUndeclaredPackages(PKG, new Set(['mapkit']), undefined, fmt)).toEqual({ text: PKG, added: [] });
  });
});
