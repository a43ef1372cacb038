import { describe, expect, it } from 'vitest';
import serverRemoval, { routeMap } from '../../../src/codemods/server-removal/index.js';
import { serverScriptEdits } from '../../../src/codemods/server-removal/scripts.js';
import { caseContext } from '../vendor-removal/context.js';

describe('server-removal step', () => {
  it('own-server: server files and scripts go, a schema the client imports stays, each kind is recorded', async () => {
    const ctx = await caseContext('own-server');
    expect(ctx.analysis.server.present).toBe(true);
    const r = await serverRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.exists('server/index.ts')).toBe(false);
    expect(ctx.tree.exists('server/routes.ts')).toBe(false);
    const pkg = JSON.parse(ctx.tree.read('package.json')!);
    expect(pkg.scripts).toEqual({ dev: 'vite', build: 'vite build', check: 'tsc' });
    expect(ctx.analysis.server.paths).toEqual(['server', 'shared/schema.ts']);
    expect(ctx.tree.exists('shared/schema.ts')).toBe(true);
    expect(r.limitations).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: 'shared/schema.ts', what: 'server module kept' }),
      expect.objectContaining({ what: 'server email' }),
    ]));
    expect(ctx.state.designNotes.filter((n) => n.startsWith('server removed ('))).toHaveLength(1);
    await serverRemoval.run(ctx);
    expect(ctx.state.designNotes.filter((n) => n.startsWith('server removed ('))).toHaveLength(1);
  });

  it('maps the routes the client used to SDK calls or limitations', () => {
    const rows = routeMap([
      { file: 'a.tsx', line: 1, vendor: 'replit', kind: 'read', entity: 'products', surface: 'products', sdkEquivalent: 'useProducts', operation: 'GET /api/products' },
      { file: 'b.tsx', line: 2, vendor: 'replit', kind: 'auth', entity: 'auth', surface: 'other', sdkEquivalent: 'none', operation: 'POST /api/auth/login', limitation: 'identity is the platform\'s' },
      { file: 'c.tsx', line: 3, vendor: 'base44', kind: 'read', entity: 'Product', surface: 'products', sdkEquivalent: 'useProducts', operation: 'entities.list' },
    ]);
    expect(rows).toEqual(['GET /api/products → useProducts', 'POST /api/auth/login → limitation (identity is the platform\'s)']);
  });

  it('leaves scripts that do not run the server alone', () => {
    const text = '{\n  "scripts": {\n    "dev": "vite",\n    "lint": "eslint ."\n  }\n}\n';
    expect(serverScriptEdits(text, ['server'])).toEqual({ text, changed: [] });
  });
});
