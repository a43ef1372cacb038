import { describe, expect, it } from 'vitest';
import vendorRemoval from '../../../src/codemods/vendor-removal/index.js';
import { caseContext } from './context.js';
import { presenceChecks } from '../../../src/codemods/vendor-removal/presence.js';

describe('vendor-removal step', () => {
  it('base44-legacy: client, app-params and re-export modules go, the import is mended, the package and env variable go', async () => {
    const ctx = await caseContext('base44-legacy');
    expect(ctx.analysis.vendorBootstrap).toEqual(expect.arrayContaining(['src/api/base44Client.js', 'src/api/entities.js']));
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('applied');
    for (const f of ['src/api/base44Client.js', 'src/api/entities.js', 'src/api/integrations.js', 'src/lib/app-params.js']) expect(ctx.tree.exists(f), f).toBe(false);
    const home = ctx.tree.read('src/pages/Home.jsx')!;
    expect(home).not.toContain('@/api/entities');
    expect(home).toContain('// Already converted by the data-layer step');
    expect(ctx.tree.read('package.json')).not.toContain('@base44/sdk');
    expect(JSON.parse(ctx.tree.read('package.json')!).dependencies).toEqual({ react: '^18.2.0', 'react-dom': '^18.2.0' });
    expect(ctx.tree.read('.env')).toBe('# analytics\nVITE_GA_ID=G-1\n');
    // Checks of what the client offers are false without it, so nothing keeps the client.
    const visits = ctx.tree.read('src/lib/visits.js')!;
    expect(visits).toContain('if (false) {');
    expect(visits).toContain('enabled: ready && !!false,');
    expect(visits).not.toMatch(/base44/);
  });

  it('supabase-leftovers: public URLs and type imports are mended; a client still used stays and is a limitation', async () => {
    const ctx = await caseContext('supabase-leftovers');
    const r = await vendorRemoval.run(ctx);
    const card = ctx.tree.read('src/components/ProductCard.tsx')!;
    expect(card).toContain('product.image_path ? product.image_path : "/placeholder.svg"');
    expect(card).toContain('type Session = any;');
    expect(card).not.toMatch(/supabase/);
    // Imported without `type`, used only as types: the same local aliases.
    const badge = ctx.tree.read('src/components/AccountBadge.tsx')!;
    expect(badge).toContain('import { useState } from "react";\ntype ShopperAccount = any;\ntype AuthChangeEvent = any;');
    expect(badge).not.toMatch(/supabase/);
    const gallery = ctx.tree.read('src/components/Gallery.tsx')!;
    const flat = gallery.replace(/\s+/g, ' ');
    expect(flat).toContain('const { data } = ({ data: { publicUrl: path } });');
    expect(flat).toContain('const { data: { publicUrl } } = ({ data: { publicUrl: `thumbs/${p}` } });');
    expect(flat).toContain("void Promise.resolve('ok');");
    expect(gallery).not.toMatch(/supabase/);
    // Reviews.tsx still calls the client: it stays, with its package and env variables.
    expect(ctx.tree.exists('src/integrations/supabase/client.ts')).toBe(true);
    expect(r.status).toBe('partial');
    expect(r.limitations).toEqual([expect.objectContaining({ file: 'src/integrations/supabase/client.ts', why: expect.stringContaining('src/pages/Reviews.tsx (supabase)') })]);
    expect(ctx.tree.read('package.json')).toContain('@supabase/supabase-js');
    expect(ctx.tree.read('src/vite-env.d.ts')).toContain('VITE_SUPABASE_URL');
  });

  it('setting-values: tests of a vendor setting fold; a setting read as a value reads \'\' and is a limitation, so the setting goes', async () => {
    const ctx = await caseContext('setting-values');
    const r = await vendorRemoval.run(ctx);
    const paths = ctx.tree.read('src/lib/picture-paths.ts')!;
    expect(paths).toContain("const STORAGE_HOST = '' || '';");
    expect(paths).toContain('export function hasStorage(): boolean {\n  return true;\n}');
    expect(paths).not.toMatch(/VITE_SUPABASE_URL/);
    expect(paths).not.toContain('return false;');
    expect(r.limitations).toEqual([expect.objectContaining({ file: 'src/lib/picture-paths.ts', line: 2, what: expect.stringContaining('VITE_SUPABASE_URL') })]);
    expect(ctx.tree.exists('src/integrations/supabase/client.ts')).toBe(false);
    expect(ctx.tree.exists('.env')).toBe(false);
    expect(ctx.tree.read('src/vite-env.d.ts')).not.toContain('VITE_SUPABASE_URL');
  });

  it('query-runner-helper: a bootstrap kept for a query runner of its own loses the client, its settings, its warnings and the package; the runner stays', async () => {
    const ctx = await caseContext('query-runner-helper');
    expect(ctx.analysis.vendorBootstrap).toContain('src/lib/backend.ts');
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(r.limitations).toEqual([]);
    // The helpers keep a name of their own: the old one said "the vendor's client".
    expect(ctx.tree.exists('src/lib/backend.ts')).toBe(false);
    const helpers = ctx.tree.read('src/lib/data-helpers.ts')!;
    expect(helpers).not.toMatch(/supabase|createClient|import\.meta\.env|backendUrl|The backend is not set up/);
    expect(helpers).toContain('export async function runQuery<T>(');
    expect(helpers).toContain('const { data, error } = await query();');
    expect(helpers).toContain('function explain(error: unknown, what: string): never {');
    expect(ctx.tree.read('src/pages/Teas.tsx')).toContain("import { runQuery } from '../lib/data-helpers';");
    expect(r.notes).toContain('src/lib/backend.ts: its vendor client, settings and imports removed; the helpers its importers use moved to src/lib/data-helpers.ts');
    expect(ctx.tree.read('package.json')).not.toContain('@supabase/supabase-js');
    expect((await vendorRemoval.run(ctx)).status).toBe('unnecessary');
  });

  it('valid-: a bootstrap whose client an importer still asks for keeps it', async () => {
    const ctx = await caseContext('query-runner-helper');
    ctx.tree.write('src/pages/Admin.tsx', "import { backend } from '../lib/backend';\nexport const count = () => backend?.from('teas').select('*');\n");
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('partial');
    expect(ctx.tree.read('src/lib/backend.ts')).toContain('createClient(backendUrl, backendKey)');
    expect(ctx.tree.read('package.json')).toContain('@supabase/supabase-js');
  });

  it('supabase-leftovers: once the last use is gone, the client, package and env variables go', async () => {
    const ctx = await caseContext('supabase-leftovers');
    ctx.tree.delete('src/pages/Reviews.tsx');
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.exists('src/integrations/supabase/client.ts')).toBe(false);
    expect(ctx.tree.read('package.json')).not.toContain('@supabase/supabase-js');
    expect(ctx.tree.read('src/vite-env.d.ts')).toBe('/// <reference types="vite/client" />\n\ninterface ImportMetaEnv {\n  readonly VITE_SITE_NAME: string;\n}\n');
    expect(ctx.tree.exists('.env')).toBe(false);
  });

  it('supabase-leftovers: a require() or import() of the client keeps it (its names cannot be followed)', async () => {
    for (const code of ["const { supabase } = require('@/integrations/supabase/client');\nexport default supabase;\n", "export const client = () => import('../integrations/supabase/client');\n"]) {
      const ctx = await caseContext('supabase-leftovers');
      ctx.tree.delete('src/pages/Reviews.tsx');
      ctx.tree.write('src/lib/legacy.js', code);
      const r = await vendorRemoval.run(ctx);
      expect(ctx.tree.exists('src/integrations/supabase/client.ts'), code).toBe(true);
      expect(r.limitations).toEqual([expect.objectContaining({ file: 'src/integrations/supabase/client.ts', why: expect.stringContaining('src/lib/legacy.js') })]);
    }
  });

  it('barrel-client: a hand-made client handed on by a barrel beside its table functions: uses through the barrel are mended, the barrel stops handing it on, and the client goes', async () => {
    const ctx = await caseContext('barrel-client');
    expect(ctx.analysis.vendorBootstrap).toContain('src/store/client.ts');
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('applied');
    const photo = ctx.tree.read('src/components/TeaPhoto.tsx')!.replace(/\s+/g, ' ');
    expect(photo).toContain('const { data } = ({ data: { publicUrl: file } });');
    expect(photo).not.toMatch(/supabase|@\/store/);
    expect(ctx.tree.read('src/store/index.ts')).toBe('import { listTeas } from "./tables/teas";\n\n// One door to the store: the client and every table function.\nexport { listTeas };\n');
    expect(ctx.tree.exists('src/store/client.ts')).toBe(false);
    expect(ctx.tree.read('package.json')).not.toContain('@supabase/supabase-js');
  });

  it('barrel-client: a barrel whose client entry someone still imports keeps it (and the client)', async () => {
    const ctx = await caseContext('barrel-client');
    ctx.tree.write('src/lib/raw.ts', 'import { supabase } from "@/store";\nexport const rows = () => supabase.rpc("tea_of_the_day", {});\n');
    await vendorRemoval.run(ctx);
    expect(ctx.tree.read('src/store/index.ts')).toContain('export { supabase, listTeas };');
    expect(ctx.tree.exists('src/store/client.ts')).toBe(true);
  });

  it('supabase-setup-check: calls of the bootstrap\'s "is it configured" checks fold to constants, so the bootstrap goes', async () => {
    const ctx = await caseContext('supabase-setup-check');
    const r = await vendorRemoval.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.read('src/App.tsx')).toBe("import Teas from './pages/Teas';\n\nexport default function App() {\n  return (\n    <main className={'live'}>\n      <Teas />\n    </main>\n  );\n}\n");
    expect(ctx.tree.exists('src/lib/supabase.ts')).toBe(false);
    expect(ctx.tree.read('package.json')).not.toContain('@supabase/supabase-js');
  });

  it('bootstrap-type-exports: the types a component imports from the bootstrap move to a module of their own (with the local types they use), so the bootstrap goes', async () => {
    const ctx = await caseContext('bootstrap-type-exports');
    const r = await vendorRemoval.run(ctx);
    expect(ctx.tree.exists('src/lib/supabase.ts')).toBe(false);
    expect(ctx.tree.read('src/types/records.ts')).toBe([
      '// Types the site\'s components use, moved from supabase.ts when its vendor client was removed.',
      'export type Minutes = number;',
      '',
      'export interface Treatment {',
      '  id: string;',
      '  title: string;',
      '  length: Minutes;',
      '  group: TreatmentGroup;',
      '}',
      '',
      "export type TreatmentGroup = 'hands' | 'feet';",
      '',
    ].join('\n'));
    expect(ctx.tree.read('src/components/TreatmentList.tsx')).toContain("import { Treatment as Item } from '../types/records';");
    expect(ctx.tree.read('package.json')).not.toContain('@supabase/supabase-js');
    expect(r.notes).toContainEqual('moved the types its importers use from src/lib/supabase.ts to src/types/records.ts');
  });

  it('valid-: a bootstrap whose importer uses its client as well as a type stays', async () => {
    const ctx = await caseContext('bootstrap-type-exports');
    ctx.tree.write('src/components/Count.tsx', "import { supabase, Treatment } from '../lib/supabase';\nexport const load = (): Promise<Treatment[]> => supabase.from('t').select();\n");
    await vendorRemoval.run(ctx);
    expect(ctx.tree.exists('src/lib/supabase.ts')).toBe(true);
    expect(ctx.tree.exists('src/types/records.ts')).toBe(false);
  });

  it('presence checks: "configured" is true, "missing" false; a read of the client or a setting passed on is no check', async () => {
    const ctx = await caseContext('supabase-setup-check');
    const checks = presenceChecks(ctx.tree.ast('src/lib/supabase.ts')!, ['@supabase/supabase-js'], [/^VITE_SUPABASE_/]);
    expect(Object.fromEntries(checks)).toEqual({ hasDatabase: { value: true, called: true }, databaseMissing: { value: false, called: true }, liveData: { value: true, called: false } });
  });

  it('builder-bridge: a bootstrap component that renders nothing goes with its <Name /> placement, so the vendor goes whole', async () => {
    const ctx = await caseContext('builder-bridge');
    expect(ctx.analysis.vendorBootstrap).toContain('src/lib/NavigationTracker.jsx');
    const r = await vendorRemoval.run(ctx);
    expect(r.limitations).toEqual([]);
    expect(ctx.tree.exists('src/lib/NavigationTracker.jsx')).toBe(false);
    expect(ctx.tree.exists('src/api/base44Client.js')).toBe(false);
    const app = ctx.tree.read('src/App.jsx')!;
    expect(app).not.toContain('NavigationTracker');
    expect(app).toContain('<Route path="/" element={<Home />} />');
    expect(ctx.tree.read('package.json')).not.toContain('@base44/sdk');
  });

  it('a bootstrap component that renders something is no placement to remove', async () => {
    const { rendersNothing } = await import('../../../src/codemods/vendor-removal/null-components.js');
    const { parse } = await import('@babel/parser');
    const ast = (code: string) => parse(code, { sourceType: 'module', plugins: ['jsx'] });
    expect(rendersNothing(ast('export default function A() { useEffect(() => { return () => 1; }, []); return null; }'))).toBe(true);
    expect(rendersNothing(ast('function A() { if (x) return null; return <p/>; }\nexport default A;'))).toBe(false);
    expect(rendersNothing(ast('const A = () => null;\nexport default A;'))).toBe(false); // no block body: left alone
    expect(rendersNothing(ast('export default function A() { useEffect(() => {}); }'))).toBe(false);
  });

  it('request-classes: once the requests are rewritten, the base class member that handed out the client goes, then the client and its package', async () => {
    const ctx = await caseContext('request-classes');
    expect(ctx.analysis.vendorBootstrap).toContain('src/api/http.ts');
    // What the data-layer step leaves: each request reads its records without `this.http`.
    for (const f of ['src/api/requests/dishes.ts', 'src/api/requests/branches.ts']) ctx.tree.write(f, ctx.tree.read(f)!.replace(/const res = await this\.http\.get<[^>]+>\("[^"]+"\);\n\s+return res\.data\.items;/, 'return [];'));
    const r = await vendorRemoval.run(ctx);
    expect(ctx.tree.read('src/api/requests/base.ts')).toBe('export abstract class Request<T> {\n  abstract run(...args: unknown[]): Promise<T>;\n}\n');
    expect(ctx.tree.exists('src/api/http.ts')).toBe(false);
    expect(ctx.tree.read('package.json')).not.toContain('"axios"');
    expect(r.limitations ?? []).toEqual([]);
    // A second run changes nothing.
    const before = ctx.tree.read('src/api/requests/base.ts');
    await vendorRemoval.run(ctx);
    expect(ctx.tree.read('src/api/requests/base.ts')).toBe(before);
  });

  it('valid-request-classes: a request that still reads `this.http` keeps the member and the client', async () => {
    const ctx = await caseContext('request-classes');
    const f = 'src/api/requests/dishes.ts';
    ctx.tree.write(f, ctx.tree.read(f)!.replace(/const res = await this\.http\.get<[^>]+>\("[^"]+"\);\n\s+return res\.data\.items;/, 'return [];'));
    const r = await vendorRemoval.run(ctx);
    expect(ctx.tree.read('src/api/requests/base.ts')).toContain('protected get http()');
    expect(ctx.tree.exists('src/api/http.ts')).toBe(true);
    expect(r.limitations).toEqual([expect.objectContaining({ file: 'src/api/http.ts', why: expect.stringContaining('src/api/requests/base.ts') })]);
  });

  it('unshipped-client: a client module the repository leaves out (named for the vendor) loses its imports and what is still asked of it; another missing module stays', async () => {
    const ctx = await caseContext('unshipped-client');
    await vendorRemoval.run(ctx);
    const shelf = ctx.tree.read('src/pages/Shelf.jsx')!;
    expect(shelf).not.toContain('setup/firebase');
    // Not named for a vendor: the missing-imports step reports it, nothing here touches it.
    expect(shelf).toContain('import { price } from "../setup/format";');
    const session = ctx.tree.read('src/state/Session.jsx')!;
    expect(session).not.toContain('setup/firebase');
    expect(session).toContain('const stop = undefined;');
    expect(session).not.toContain('useDeviceLanguage');
    expect(session).toContain('return stop;');
  });

  it('a second run changes nothing', async () => {
    const ctx = await caseContext('base44-legacy');
    await vendorRemoval.run(ctx);
    const before = ctx.tree.changes();
    const again = await vendorRemoval.run(ctx);
    expect(again.status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });
});
