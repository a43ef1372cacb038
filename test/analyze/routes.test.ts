import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { collectRoutes } from '../../src/analyze/routes/index.js';

/** One generic runner: every `fixtures/routes/<router>/<case>/` with its expected `routes.json`. */
const ROOT = path.resolve(import.meta.dirname, '../../fixtures/routes');

interface ExpectedRoute {
  route: string | null;
  file: string | null;
  component: string | null;
  layout?: boolean;
  wrappers?: string[];
}

const cases = readdirSync(ROOT).flatMap((router) =>
  readdirSync(path.join(ROOT, router))
    .filter((c) => existsSync(path.join(ROOT, router, c, 'routes.json')))
    .map((c) => ({ router, name: c, dir: path.join(ROOT, router, c) })),
);

const key = (r: ExpectedRoute) => JSON.stringify([r.route, r.file, r.component, !!r.layout, r.wrappers ?? []]);

describe('route adapters', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(5));
  for (const c of cases) {
    it(`${c.router}/${c.name}`, async () => {
      const expected = JSON.parse(readFileSync(path.join(c.dir, 'routes.json'), 'utf8')) as { router: string; routes: ExpectedRoute[] };
      const site = await loadSite(c.dir);
      const { router, entries } = collectRoutes(site);
      expect(router).toBe(expected.router);
      const got = entries.map((e) => ({ route: e.route, file: e.file, component: e.component, layout: !!e.layout, wrappers: e.wrappers.filter((w) => w !== 'Suspense') }));
      expect(got.map(key).sort()).toEqual(expected.routes.map(key).sort());
    });
  }
});

describe('descendant routes', () => {
  it('re-roots the routes of a component a guarded splat route renders under its path, behind its role guard', async () => {
    const site = await loadSite(path.join(ROOT, 'react-router-v6', 'descendant-routes-guarded'));
    const { entries } = collectRoutes(site);
    const kiln = entries.find((e) => e.route === '/workshop/kiln');
    expect(kiln?.roleGuard).toBe(true);
    expect(kiln?.layoutWrappers).toContain('RoleGate');
    expect(entries.find((e) => e.route === '/')?.roleGuard).toBeFalsy();
  });
});
