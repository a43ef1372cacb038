import { describe, expect, it } from 'vitest';
import { addRequiredPeers, addUndeclaredPackages } from '../../../src/codemods/theme-shell/undeclared-packages.js';

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

describe('addRequiredPeers', () => {
  const pkg = '{\n  "name": "lamp-shop",\n  "dependencies": {\n    "query-kit": "^3.1.0",\n    "react": "^18.3.1"\n  },\n  "devDependencies": {\n    "bundle-tool": "^5.0.0"\n  }\n}\n';
  const lock = JSON.stringify({
    lockfileVersion: 3,
    packages: {
      '': {},
      // A client that asks for the query language and react as peers; the language came only as its peer.
      'node_modules/query-kit': { version: '3.1.2', dependencies: { 'tag-parser': '^2.0.0' }, peerDependencies: { 'query-lang': '^16.0.0', react: '>=18', 'socket-kit': '^5.0.0' }, peerDependenciesMeta: { 'socket-kit': { optional: true } } },
      // A transitive package asking for another peer.
      'node_modules/tag-parser': { version: '2.1.0', peerDependencies: { 'lang-core': '^1.0.0' } },
      'node_modules/query-lang': { version: '16.8.1', peer: true },
      'node_modules/lang-core': { version: '1.2.0', peer: true },
      'node_modules/socket-kit': { version: '5.3.0', peer: true, optional: true },
      'node_modules/react': { version: '18.3.1' },
      // A build tool's peer installed for development only.
      'node_modules/bundle-tool': { version: '5.0.2', dev: true, peerDependencies: { 'css-engine': '^8.0.0' } },
      'node_modules/css-engine': { version: '8.4.0', peer: true, dev: true },
    },
  });

  it('lists the required peers npm installed only as peers of what the theme runs, at their locked versions', () => {
    const r = addRequiredPeers(pkg, lock, fmt);
    expect(r.added).toEqual([{ name: 'lang-core', range: '^1.2.0' }, { name: 'query-lang', range: '^16.8.1' }]);
    const out = JSON.parse(r.text);
    expect(out.dependencies).toEqual({ 'query-kit': '^3.1.0', react: '^18.3.1', 'lang-core': '^1.2.0', 'query-lang': '^16.8.1' });
    // The build tool's own peer is not added.
    expect(out.devDependencies).toEqual({ 'bundle-tool': '^5.0.0' });
    // Run again: nothing more to add.
    expect(addRequiredPeers(r.text, lock, fmt)).toEqual({ text: r.text, added: [] });
  });

  it('changes nothing without a lock file, or with a v1 lock file that does not mark peers', () => {
    expect(addRequiredPeers(pkg, undefined, fmt)).toEqual({ text: pkg, added: [] });
    expect(addRequiredPeers(pkg, JSON.stringify({ lockfileVersion: 1, dependencies: { 'query-lang': { version: '16.8.1' } } }), fmt)).toEqual({ text: pkg, added: [] });
  });
});
