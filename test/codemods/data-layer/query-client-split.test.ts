import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { convertDataLayer } from '../../../src/codemods/data-layer/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { SURVEY_SURFACES } from '../../../src/state/model.js';

/** A Replit-style client: the request wrappers and the app's QueryClient share lib/queryClient.ts. */
const QUERY_CLIENT = `import { QueryClient, QueryFunction } from "@tanstack/react-query";

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, { method, body: data ? JSON.stringify(data) : undefined, credentials: "include" });
  if (!res.ok) throw new Error(res.statusText);
  return res;
}

export const getQueryFn: () => QueryFunction = () => async ({ queryKey }) => {
  const res = await fetch(queryKey[0] as string, { credentials: "include" });
  return res.json();
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { queryFn: getQueryFn(), staleTime: Infinity },
    mutations: { retry: false },
  },
});
`;
const APP = `import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "./lib/queryClient";
import Shop from "./pages/shop";

export default function App() {
  return <QueryClientProvider client={queryClient}><Shop /></QueryClientProvider>;
}
`;
const SHOP = `import { useQuery, useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@/lib/queryClient";

export default function Shop() {
  const { data: products = [] } = useQuery<{ id: number; name: string }[]>({ queryKey: ["/api/products"] });
  const add = useMutation({
    mutationFn: (productId: number) => apiRequest("POST", "/api/cart", { productId, quantity: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/cart"] }),
  });
  return <ul>{products.map((p) => <li key={p.id} onClick={() => add.mutate(p.id)}>{p.name}</li>)}</ul>;
}
`;

async function convert(files: Record<string, string>) {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-query-client-')), 'site');
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'r', private: true, type: 'module', dependencies: { react: '*', 'react-dom': '*', '@tanstack/react-query': '*', wouter: '*' }, devDependencies: { vite: '*', '@replit/vite-plugin-runtime-error-modal': '*' } }),
    'vite.config.ts': 'import path from "path";\nexport default { root: "client", resolve: { alias: { "@": path.resolve(import.meta.dirname, "client", "src") } } };\n',
    'client/index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
    'client/src/main.tsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")!).render(<App />);\n',
    ...files,
  };
  for (const [p, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    writeFileSync(path.join(dir, p), text);
  }
  const site = await loadSite(dir, { mode: 'edit' });
  const analysis = await analyzeSite(site);
  const state = emptyState();
  state.decisions = SURVEY_SURFACES.map((surface) => ({ surface, decision: 'dynamic' as const, why: 'test' }));
  const tree = new MemoryTree(site);
  convertDataLayer(tree, analysis, state);
  return tree;
}

describe('data-layer: the app QueryClient in a request-wrapper module', () => {
  it('moves to a plain module without the wrapper fetcher once the wrappers are unused, and the wrapper module goes', async () => {
    const tree = await convert({ 'client/src/lib/queryClient.ts': QUERY_CLIENT, 'client/src/App.tsx': APP, 'client/src/pages/shop.tsx': SHOP });
    expect(tree.exists('client/src/lib/queryClient.ts')).toBe(false);
    const plain = tree.read('client/src/lib/query-client.ts') ?? '';
    expect(plain).toContain('import { QueryClient } from "@tanstack/react-query";');
    expect(plain).toContain('export const queryClient = new QueryClient(');
    expect(plain).toContain('staleTime: Infinity');
    expect(plain).toContain('mutations: { retry: false }');
    expect(plain).not.toMatch(/queryFn|getQueryFn|fetch/);
    expect(tree.read('client/src/App.tsx')).toContain('import { queryClient } from "./lib/query-client";');
    expect(tree.read('client/src/pages/shop.tsx')).toContain('from "@/lib/query-client"');
    expect(tree.read('client/src/pages/shop.tsx')).not.toContain('lib/queryClient');
  });

  it('moves the client but keeps the wrappers another file still imports', async () => {
    const logout = 'import { apiRequest } from "@/lib/queryClient";\nexport function Logout() {\n  return <button onClick={() => apiRequest("POST", "/api/auth/logout")}>Log out</button>;\n}\n';
    const tree = await convert({ 'client/src/lib/queryClient.ts': QUERY_CLIENT, 'client/src/App.tsx': APP, 'client/src/pages/shop.tsx': SHOP, 'client/src/components/logout.tsx': logout });
    const wrapper = tree.read('client/src/lib/queryClient.ts') ?? '';
    expect(wrapper).toContain('export async function apiRequest(');
    expect(wrapper).not.toContain('new QueryClient');
    expect(tree.read('client/src/App.tsx')).toContain('import { queryClient } from "./lib/query-client";');
    expect(tree.read('client/src/lib/query-client.ts')).toContain('export const queryClient = new QueryClient(');
  });
});
