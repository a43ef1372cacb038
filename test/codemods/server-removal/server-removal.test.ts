import { describe, expect, it } from 'vitest';
import serverRemoval, { routeMap } from '../../../src/codemods/server-removal/index.js';
import { serverScriptEdits } from '../../../src/codemods/server-removal/scripts.js';
import { caseContext } from '../vendor-removal/context.js';
import { resolveImport } from '../../../src/codemods/vendor-removal/resolve.js';

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
    // The payment SDK only the server imported goes with it.
    expect(ctx.analysis.vendorPackages).toContain('stripe');
    expect(pkg.dependencies.stripe).toBeUndefined();
    expect(r.notes).toContain('removed packages only the server used: stripe');
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

  it('thumb-server: a public script that sends every picture through a route of the server goes with the server (tag and file); others stay', async () => {
    const ctx = await caseContext('thumb-server');
    expect(ctx.analysis.server.present).toBe(true);
    const r = await serverRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.exists('server/index.ts')).toBe(false);
    expect(ctx.tree.exists('client/public/picture-resizer.js')).toBe(false);
    const html = ctx.tree.read('client/index.html')!;
    expect(html).not.toContain('picture-resizer.js');
    expect(html).toContain('<script src="/chat-bubble.js" defer></script>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(ctx.tree.exists('client/public/chat-bubble.js')).toBe(true);
    expect(r.notes).toContain('removed page scripts that sent requests to the server\'s own routes: client/index.html: /picture-resizer.js (/thumbs)');
  });

  it('aliased-shared: a module the client reaches through a site alias or require() stays, with what it imports; unused imports go first', async () => {
    const ctx = await caseContext('aliased-shared');
    expect(ctx.analysis.server.paths).toEqual(expect.arrayContaining(['server', 'shared/schema.ts', 'shared/stats.ts']));
    const r = await serverRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.exists('server/index.ts')).toBe(false);
    // home.tsx (`import type … from "@shared/schema"`) and book.tsx (`require("@shared/schema")`) keep it.
    expect(ctx.tree.exists('shared/schema.ts')).toBe(true);
    // The kept schema imports a server file: it stays too.
    expect(ctx.tree.exists('server/roles.ts')).toBe(true);
    // stats.tsx imported a name it never used: the import goes, then the module.
    expect(ctx.tree.exists('shared/stats.ts')).toBe(false);
    expect(ctx.tree.read('client/src/pages/stats.tsx')).not.toContain('@shared/stats');
    const kept = r.limitations!.filter((l) => l.what === 'server module kept');
    expect(kept.map((l) => l.file).sort()).toEqual(['server/roles.ts', 'shared/schema.ts']);
    const schema = kept.find((l) => l.file === 'shared/schema.ts')!;
    expect(schema.why).toContain('client/src/pages/home.tsx');
    expect(schema.why).toContain('client/src/pages/book.tsx');
    expect(schema.why).toContain('packages only it imports (drizzle-orm/pg-core, drizzle-zod)');
    expect(r.notes![0]).toContain('Kept because the client imports them: server/roles.ts, shared/schema.ts');
    expect(kept.find((l) => l.file === 'server/roles.ts')!.why).toContain('shared/schema.ts');
    // Every import left in the tree resolves.
    for (const f of ctx.tree.list().filter((p) => /\.tsx?$/.test(p))) {
      for (const m of ctx.tree.read(f)!.matchAll(/(?:from |require\()"((?:\.|@shared|@\/)[^"]*)"/g)) {
        expect(resolveImport(f, m[1], (p) => ctx.tree.exists(p), ctx.analysis.appRoot, ctx.site.aliases), `${f}: ${m[1]}`).not.toBeNull();
      }
    }
  });

  it('seed-tooling: a script outside the app that imports the server database goes with the server; the schema the client imports stays', async () => {
    const ctx = await caseContext('seed-tooling');
    expect(ctx.analysis.server.paths).toEqual(expect.arrayContaining(['server']));
    const r = await serverRemoval.run(ctx);
    expect(r.status).toBe('applied');
    // tools/seed-dishes.ts runs against the server's database: it is server tooling, not a client of it.
    expect(ctx.tree.exists('tools/seed-dishes.ts')).toBe(false);
    expect(ctx.tree.exists('server/db.ts')).toBe(false);
    expect(ctx.tree.exists('shared/schema.ts')).toBe(true);
    const kept = r.limitations!.filter((l) => l.what === 'server module kept');
    expect(kept.map((l) => l.file)).toEqual(['shared/schema.ts']);
    expect(kept[0].why).toContain('client/src/pages/dishes.tsx');
    expect(kept[0].why).not.toContain('tools/seed-dishes.ts');
    // Its package script goes with it.
    const pkg = JSON.parse(ctx.tree.read('package.json')!);
    expect(pkg.scripts['seed:dishes']).toBeUndefined();
    expect(pkg.scripts.dev).toBe('vite');
  });

  it('a server beside the app folder (`../server`) deletes nothing in the theme, and the note says it is left as it is', async () => {
    const ctx = await caseContext('own-server');
    ctx.analysis = { ...ctx.analysis, server: { present: true, paths: ['../server'], kinds: ['routes'] } };
    const before = ctx.tree.list().length;
    const r = await serverRemoval.run(ctx);
    // Only the named paths go: this case's own server/ folder is not among them.
    expect(ctx.tree.list().length).toBe(before);
    expect(ctx.tree.exists('server/index.ts')).toBe(true);
    expect(r.notes?.[0]).toMatch(/^server removed \(none in the app folder\).*the server beside the app folder \(\.\.\/server\) is not part of the theme and is left as it is$/);
  });

  it('maps the routes the client used to SDK calls or limitations', () => {
    const rows = routeMap([
      { file: 'a.tsx', line: 1, vendor: 'replit', kind: 'read', entity: 'products', surface: 'products', sdkEquivalent: 'useProducts', operation: 'GET /api/products' },
      { file: 'b.tsx', line: 2, vendor: 'replit', kind: 'auth', entity: 'auth', surface: 'other', sdkEquivalent: 'none', operation: 'POST /api/auth/login', limitation: 'identity is the platform\'s' },
      { file: 'c.tsx', line: 3, vendor: 'base44', kind: 'read', entity: 'Product', surface: 'products', sdkEquivalent: 'useProducts', operation: 'entities.list' },
    ]);
    expect(rows).toEqual(['GET /api/products → useProducts', 'POST /api/auth/login → limitation (identity is the platform\'s)']);
  });

  it('a build script of the repository that bundles the server (`tsx script/build.ts`) falls back to vite build; one that only names a server in a comment stays', () => {
    const text = '{\n  "scripts": {\n    "build": "tsx script/build.ts",\n    "prerender": "node ./tools/prerender.mjs",\n    "lint": "eslint ."\n  }\n}\n';
    const files: Record<string, string> = {
      'script/build.ts': 'import { build } from "esbuild";\nawait build({ entryPoints: ["api/main.ts"], platform: "node", outfile: "dist/index.cjs" });\n',
      'tools/prerender.mjs': '// renders pages once the api answers\nimport { render } from "./render.mjs";\nawait render(["/", "/menu"]);\n',
    };
    const r = serverScriptEdits(text, ['api'], (rel) => files[rel]);
    expect(r.changed).toEqual(['build']);
    expect(r.text).toContain('"build": "vite build",');
    expect(r.text).toContain('"prerender": "node ./tools/prerender.mjs",');
  });

  it('leaves scripts that do not run the server alone', () => {
    const text = '{\n  "scripts": {\n    "dev": "vite",\n    "lint": "eslint ."\n  }\n}\n';
    expect(serverScriptEdits(text, ['server'])).toEqual({ text, changed: [] });
  });
});
