import { describe, expect, it } from 'vitest';
import { runDataLayer } from './run-collector.js';

const supabaseClient = `import { createClient } from "@supabase/supabase-js";\nexport const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);\n`;
const page = `import { supabase } from "@/integrations/supabase/client";\nexport const load = () => supabase.from("products").select("*");\n`;

describe('data layer: whole-site facts', () => {
  it('tells Lovable from Bolt from plain Supabase', () => {
    const lovable = runDataLayer({ 'src/integrations/supabase/client.ts': supabaseClient, 'src/pages/Home.tsx': page }, { packageJson: { devDependencies: { 'lovable-tagger': '^1.1.0' }, dependencies: { '@supabase/supabase-js': '^2.45.0' } } });
    expect(lovable.facts.origin).toEqual({ primary: 'lovable-supabase', vendors: ['supabase'] });
    expect(lovable.facts.vendorBootstrap).toEqual(['src/integrations/supabase/client.ts']);
    expect(lovable.facts.vendorPackages).toEqual(['@supabase/supabase-js', 'lovable-tagger']);

    const bolt = runDataLayer({ 'src/lib/supabase.ts': supabaseClient, 'src/pages/Home.tsx': page.replace('@/integrations/supabase/client', '../lib/supabase') });
    expect(bolt.facts.origin.primary).toBe('bolt-supabase');
    expect(bolt.facts.dataSites.map((s) => [s.file, s.line, s.operation])).toEqual([['src/pages/Home.tsx', 2, 'from.select']]);

    const plain = runDataLayer({ 'src/db/client.ts': supabaseClient, 'src/pages/Home.tsx': page.replace('@/integrations/supabase/client', '../db/client') });
    expect(plain.facts.origin.primary).toBe('supabase');
    expect(plain.facts.vendorBootstrap).toEqual(['src/db/client.ts']);
  });

  it('prefers the platform vendor over plain HTTP and lists every vendor present', () => {
    const { facts } = runDataLayer({
      'src/pages/Home.tsx': page,
      'src/pages/Pay.tsx': 'export const pay = () => fetch(`${import.meta.env.VITE_SUPABASE_URL}/functions/v1/create-payment`, { method: "POST" });\n',
    }, { packageJson: { dependencies: { '@supabase/supabase-js': '2', axios: '1' } } });
    expect(facts.origin).toEqual({ primary: 'supabase', vendors: ['supabase', 'axios', 'fetch'] });
    expect(facts.vendorPackages).toEqual(['@supabase/supabase-js', 'axios']);
  });

  it('counts a vendor package the code imports though no package.json lists it', () => {
    // A client module left behind by the builder, imported by nothing, its package gone from the manifest.
    const { facts } = runDataLayer({
      'src/api/base44Client.js': 'import { createClient } from "@base44/sdk";\nimport { params } from "@/lib/app-params";\nexport const base44 = createClient({ appId: params.appId });\n',
      'src/lib/app-params.js': 'export const params = { appId: import.meta.env.VITE_BASE44_APP_ID };\n',
      'src/pages/Menu.jsx': 'export const load = () => fetch("/api/menu-items").then((r) => r.json());\n',
    }, { packageJson: { dependencies: { react: '18' } } });
    expect(facts.origin.vendors).toEqual(['base44', 'fetch']);
    expect(facts.vendorPackages).toEqual(['@base44/sdk']);
    expect(facts.vendorBootstrap).toEqual(['src/api/base44Client.js', 'src/lib/app-params.js']);
  });

  it('does not count a vendor package that neither the manifest nor any import names', () => {
    const { facts } = runDataLayer({
      'src/pages/Menu.jsx': '// the old base44 client lived in @base44/sdk\nexport const load = () => fetch("/api/menu-items").then((r) => r.json());\n',
    }, { packageJson: { dependencies: { react: '18' } } });
    expect(facts.origin.vendors).toEqual(['fetch']);
    expect(facts.vendorPackages).toEqual([]);
  });

  it('reads a URL variable given in branches: one endpoint whatever the query string, else none', () => {
    const shelf = (second: string) => `import axios from "axios";
export function Shelf({ word, aisle }) {
  let address;
  if (word) address = \`/v1/loaves?word=\${word}\`;
  else if (aisle) address = \`/v1/loaves?aisle=\${aisle}\`;
  else address = ${second};
  return axios.get(address);
}
`;
    const same = runDataLayer({ 'src/parts/Shelf.jsx': shelf('"/v1/loaves"') }, { packageJson: { dependencies: { axios: '1' } } });
    expect(same.facts.dataSites.map((s) => [s.operation, s.entity])).toEqual([['GET /v1/loaves', 'loaves']]);
    const two = runDataLayer({ 'src/parts/Shelf.jsx': shelf('"/v1/ovens"') }, { packageJson: { dependencies: { axios: '1' } } });
    expect(two.facts.dataSites.map((s) => s.operation)).toEqual(['GET ?']);
  });

  it('turns every none site into a Limitations row and lists files with auth calls', () => {
    const { facts } = runDataLayer({
      'src/pages/Login.jsx': 'import { base44 } from "@/api/base44Client";\nexport const go = () => base44.auth.redirectToLogin(window.location.href);\n',
      'src/pages/Upload.jsx': 'import { UploadFile } from "@/api/integrations";\n\nexport const up = (file) => UploadFile({ file });\n',
    });
    expect(facts.authSiteFiles).toEqual(['src/pages/Login.jsx']);
    expect(facts.limitations.map((l) => [l.file, l.line, l.what])).toEqual([
      ['src/pages/Login.jsx', 2, 'base44 auth.redirectToLogin'],
      ['src/pages/Upload.jsx', 3, 'base44 integrations.Core.UploadFile'],
    ]);
    expect(facts.limitations.every((l) => l.why.length > 10)).toBe(true);
  });

  it('follows re-export chains (export *, export { x as y } from) to the client', () => {
    const { facts } = runDataLayer({
      'src/api/base44Client.js': 'import { createClient } from "@base44/sdk";\nexport const base44 = createClient({ appId: "x" });\n',
      'src/api/entities.js': 'import { base44 } from "./base44Client";\nexport const Faq = base44.entities.Faq;\n',
      'src/api/index.js': 'export * from "./entities";\nexport { base44 as client } from "./base44Client";\n',
      'src/pages/Faq.jsx': 'import { Faq, client } from "../api";\nexport const a = () => Faq.list();\nexport const b = () => client.entities.JobOpening.list();\n',
    });
    expect(facts.dataSites.map((s) => [s.file, s.line, s.entity, s.sdkEquivalent])).toEqual([
      ['src/pages/Faq.jsx', 2, 'Faq', 'useFaqs'],
      ['src/pages/Faq.jsx', 3, 'JobOpening', 'content.careers'],
    ]);
    expect(facts.vendorBootstrap).toEqual(['src/api/base44Client.js', 'src/api/entities.js', 'src/api/index.js']);
  });

  it('does not count a plain react-query client module as vendor bootstrap on a non-Replit site', () => {
    const queryClient = 'import { QueryClient } from "@tanstack/react-query";\n\nexport const queryClientInstance = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });\n';
    const { facts } = runDataLayer({
      'src/api/base44Client.js': 'import { createClient } from "@base44/sdk";\nexport const base44 = createClient({ appId: "x" });\n',
      'src/lib/query-client.js': queryClient,
      'src/pages/Faq.jsx': 'import { base44 } from "@/api/base44Client";\nexport const a = () => base44.entities.Faq.list();\n',
    }, { packageJson: { dependencies: { '@base44/sdk': '1', '@tanstack/react-query': '5' } } });
    expect(facts.origin.vendors).toEqual(['base44']);
    expect(facts.vendorBootstrap).toEqual(['src/api/base44Client.js']);
  });

  it('follows a client made later into a binding named like it (let client = null; … client = createClient(…); export … as)', () => {
    const lateClient = [
      'import { createClient } from "@supabase/supabase-js";',
      'let supabaseClient: ReturnType<typeof createClient> | null = null;',
      'if (import.meta.env.VITE_SUPABASE_URL) {',
      '  supabaseClient = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);',
      '}',
      'export const supabase = supabaseClient as ReturnType<typeof createClient>;',
      '',
    ].join('\n');
    const { facts } = runDataLayer({ 'src/lib/supabase.ts': lateClient, 'src/pages/Shop.tsx': page.replace('@/integrations/supabase/client', '../lib/supabase') });
    expect(facts.dataSites.map((s) => [s.file, s.line, s.operation])).toEqual([['src/pages/Shop.tsx', 2, 'from.select']]);
    expect(facts.vendorBootstrap).toEqual(['src/lib/supabase.ts']);
  });

  it('takes a stand-in of the client (an object literal under the client name, in the client module) for that vendor\'s client', () => {
    // A site cut off its backend keeps the client's shape over local data.
    const standIn = [
      "import { shelf } from './shelf';",
      'export const base44 = {',
      '  entities: { Lamp: shelf.Lamp, Basket: shelf.Basket },',
      '  auth: { me: () => Promise.reject(new Error("nobody")) },',
      '};',
      '',
    ].join('\n');
    const shelf = "export const shelf = { Lamp: { list: async () => (await fetch('/data/lamps.json')).json() }, Basket: { list: async () => [] } };\n";
    const lampsPage = "import { base44 } from '@/api/base44Client';\nexport const load = () => base44.entities.Lamp.list('-created_date', 12);\n";
    const { facts } = runDataLayer({ 'src/api/base44Client.js': standIn, 'src/api/shelf.js': shelf, 'src/pages/Lamps.jsx': lampsPage });
    expect(facts.dataSites.filter((s) => s.vendor === 'base44').map((s) => [s.file, s.line, s.entity])).toEqual([['src/pages/Lamps.jsx', 2, 'Lamp']]);
    expect(facts.vendorBootstrap).toContain('src/api/base44Client.js');
    // The same object under another name, or in another module, is the site's own.
    const other = runDataLayer({ 'src/api/shelfClient.js': standIn.replace('base44 =', 'shelfClient ='), 'src/api/shelf.js': shelf, 'src/pages/Lamps.jsx': lampsPage.replace(/base44Client/, 'shelfClient').replace(/\bbase44\b/g, 'shelfClient') });
    expect(other.facts.dataSites.filter((s) => s.vendor === 'base44')).toEqual([]);
  });

  it('reports column and the call shape the codemods rewrite with', () => {
    const { facts } = runDataLayer({ 'src/a.ts': 'import { supabase } from "@/integrations/supabase/client";\nconst x = 1; export const q = () =>   supabase.from("faqs").select("*").order("rank");\n' });
    const s = facts.dataSites[0] as Record<string, unknown>;
    expect(s).toMatchObject({ line: 2, column: 39, shape: 'from.select', operation: 'from.select', entity: 'faqs', sdkEquivalent: 'useFaqs' });
    expect((s.args as Record<string, unknown>).sort).toBe('chain:order');
  });
});

describe('data layer: server code', () => {
  it('does not list calls inside the site\'s own server functions as client data sites', () => {
    const { facts } = runDataLayer({
      'base44/functions/sendReceipt/entry.ts': 'import { createClientFromRequest } from "npm:@base44/sdk@0.8.3";\nDeno.serve(async (req) => { const base44 = createClientFromRequest(req); return Response.json(await base44.auth.me()); });\n',
      'src/pages/Home.jsx': 'import { base44 } from "@/api/base44Client";\nexport const a = () => base44.entities.Product.list();\n',
    });
    expect(facts.dataSites.map((s) => s.file)).toEqual(['src/pages/Home.jsx']);
  });
});

describe('data layer: clients from hooks and contexts', () => {
  it('treats a destructured value named like a client as that client', () => {
    const { facts } = runDataLayer({
      'src/pages/Shop.tsx': 'import { useAuth } from "@/context/auth";\nexport function Shop() {\n  const { supabase } = useAuth();\n  const load = () => supabase.from("menu_items").select("*");\n  const api = useApi();\n  return load;\n}\n',
    });
    expect(facts.dataSites.map((s) => [s.line, s.vendor, s.entity, s.sdkEquivalent])).toEqual([[4, 'supabase', 'menu_items', 'useProducts']]);
  });
});

describe('data layer: entity names held in constants', () => {
  it('reads a table or collection name from a local constant', () => {
    const { facts } = runDataLayer({
      'src/a.ts': 'import { supabase } from "@/integrations/supabase/client";\nconst TABLE = "blog_posts";\nexport const posts = () => supabase.from(TABLE).select("*");\n',
      'src/b.js': 'import { getDocs, collection } from "firebase/firestore";\nimport { db } from "./firebase";\nconst COL = "faqs";\nexport const faqs = () => getDocs(collection(db, COL));\n',
    });
    expect(facts.dataSites.map((s) => [s.file, s.entity, s.sdkEquivalent])).toEqual([['src/a.ts', 'blog_posts', 'content.blog'], ['src/b.js', 'faqs', 'useFaqs']]);
  });
});

describe('data layer: import styles', () => {
  it('follows namespace imports of entity modules and destructured entities', () => {
    const { facts } = runDataLayer({
      'src/pages/A.jsx': 'import * as entities from "@/api/entities";\nexport const a = () => entities.Product.list();\nexport const me = () => entities.User.me();\n',
      'src/pages/B.jsx': 'import { base44 } from "@/api/base44Client";\nconst { Coupon } = base44.entities;\nexport const b = (code) => Coupon.filter({ code });\n',
    });
    expect(facts.dataSites.map((s) => [s.file, s.line, s.operation, s.entity, s.sdkEquivalent])).toEqual([
      ['src/pages/A.jsx', 2, 'entities.list', 'Product', 'useProducts'],
      ['src/pages/A.jsx', 3, 'auth.me', null, 'none'],
      ['src/pages/B.jsx', 3, 'entities.filter', 'Coupon', 'useCoupon'],
    ]);
  });

  it('reads URLs from an endpoints object and flags URLs it cannot read', () => {
    const { facts } = runDataLayer({
      'src/api.js': 'const ENDPOINTS = { products: "/api/products" };\nexport const a = () => fetch(ENDPOINTS.products);\nexport const b = (u) => fetch(buildUrl(u));\n',
    });
    const [a, b] = facts.dataSites as Array<Record<string, unknown>>;
    expect([a.operation, a.sdkEquivalent]).toEqual(['GET /api/products', 'useProducts']);
    expect(b.sdkEquivalent).toBe('none');
    expect(facts.limitations).toHaveLength(0);
  });

  it('reads the verb from an endpoint map, else a request that sends a body is a write', () => {
    const { facts } = runDataLayer({
      'src/routes.ts': 'export const routes = { notes: { send: { method: "POST" as const, path: "/api/notes" } } };\n',
      'src/send.ts': [
        'import { routes } from "./routes";',
        'export const send = (note: object) => fetch(routes.notes.send.path, { method: routes.notes.send.method, body: JSON.stringify(note) });',
        'export const rate = (verb: string, score: object) => fetch("/api/ratings", { method: verb.toUpperCase(), body: JSON.stringify(score) });',
      ].join('\n'),
    });
    const ops = (facts.dataSites as Array<Record<string, unknown>>).map((s) => [s.operation, s.kind]);
    expect(ops).toEqual([['POST /api/notes', 'write'], ['POST /api/ratings', 'write']]);
  });

  it('follows an instance field to its client: a getter in a base class of another module, a constructor field, a class field', () => {
    const { facts } = runDataLayer({
      'package.json': '{ "dependencies": { "axios": "*" } }',
      'src/net/http.ts': 'import axios from "axios";\nconst http = axios.create({ baseURL: "https://kitchen.example.org/api" });\nexport default http;\n',
      'src/net/Request.ts': 'import http from "./http";\nexport abstract class Request<T> {\n  abstract run(): Promise<T>;\n  protected get transport() {\n    return http;\n  }\n}\n',
      'src/net/ListDishes.ts': 'import { Request } from "./Request";\nexport class ListDishes extends Request<unknown[]> {\n  async run() {\n    const r = await this.transport.get("/v1/dishes");\n    return r.data.items;\n  }\n}\n',
      'src/net/Orders.ts': 'import axios from "axios";\nexport class Orders {\n  constructor() {\n    this.api = axios.create({ baseURL: "/api" });\n  }\n  place(order) {\n    return this.api.post("/orders", order);\n  }\n}\n',
      'src/net/Menu.ts': 'import http from "./http";\nexport class Menu {\n  client = http;\n  categories() {\n    return this.client.get("/v1/categories");\n  }\n  render() {\n    return this.setState({});\n  }\n}\n',
    });
    const ops = (facts.dataSites as Array<Record<string, unknown>>).map((s) => [s.file, s.operation]).sort();
    expect(ops).toEqual([
      ['src/net/ListDishes.ts', 'GET /v1/dishes'],
      ['src/net/Menu.ts', 'GET /v1/categories'],
      ['src/net/Orders.ts', 'POST /orders'],
    ]);
  });

  it('reads the route path a path-builder helper fills in, from a shared routes module', () => {
    const { facts } = runDataLayer({
      'shared/endpoints.ts': 'export const routes = { items: { one: { path: "/api/items/:itemId" }, all: { path: "/api/items" } } };\n',
      'src/hooks/items.ts': [
        'import { routes } from "../../shared/endpoints";',
        'const fill = (p: string, v: Record<string, unknown>) => p.replace(/:(\\w+)/g, (_, k) => String(v[k]));',
        'export const one = async (itemId: number) => { const url = fill(routes.items.one.path, { itemId }); return fetch(url); };',
        'export const all = () => fetch(routes.items.all.path);',
      ].join('\n'),
    });
    const ops = (facts.dataSites as Array<Record<string, unknown>>).map((s) => [s.operation, s.sdkEquivalent]);
    expect(ops).toEqual([['GET /api/items/:param', 'useProduct'], ['GET /api/items', 'useProducts']]);
  });
});

describe('data layer: the match behind a site', () => {
  it('hands the codemods the bound arguments without putting AST nodes in the JSON', () => {
    const { facts } = runDataLayer({ 'src/a.jsx': 'import { base44 } from "@/api/base44Client";\nexport const a = () => base44.entities.Product.filter({ featured: true }, "-created_date", 8);\n' });
    const site = facts.dataSites[0] as import('../../../src/analyze/data-layer/index.js').FoundSite;
    expect(site.args).toEqual({ filter: '$FILTER', sort: '$SORT', limit: '$LIMIT' });
    const limit = site.match!.bindings.$LIMIT as { type: string; value: number };
    expect([limit.type, limit.value]).toEqual(['NumericLiteral', 8]);
    expect(JSON.stringify(site)).not.toContain('NumericLiteral');
  });
});
