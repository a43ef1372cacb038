import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { convertDataLayer } from '../../../src/codemods/data-layer/index.js';
import { removeOrphanWrappers } from '../../../src/codemods/data-layer/wrapper-callers.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { SURVEY_SURFACES } from '../../../src/state/model.js';

/** A small axios site, every surface dynamic; the data-layer step runs, then the wrapper clean-up. */
async function convert(files: Record<string, string>) {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pc-wrappers-')), 'site');
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'w', private: true, type: 'module', dependencies: { react: '*', 'react-dom': '*', axios: '*', '@tanstack/react-query': '*' }, devDependencies: { vite: '*' } }),
    'index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
    'src/api/axios.ts': "import axios from 'axios'\nconst api = axios.create({ baseURL: import.meta.env.VITE_BACKEND_URL })\nexport default api\n",
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
  // The step removes orphaned wrappers itself, once every site is rewritten.
  const out = convertDataLayer(tree, analysis, state);
  const removed = tree.changes().flatMap((c) => (c.kind === 'delete' ? [c.path] : []));
  // A second pass finds nothing more to remove.
  expect(removeOrphanWrappers(tree, out.results, { appRoot: analysis.appRoot })).toEqual([]);
  return { tree, out, removed };
}

// A site-made fetching hook, as rest-store has it: `useFetch(key, url, params)` around `api.get`.
const USE_FETCH = `import { useEffect, useState } from 'react'
import api from '../api/axios'

export function useFetch<T>(key: string, url: string, params?: Record<string, unknown>) {
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    api.get(url, { params }).then((res) => setData(res.data)).finally(() => setLoading(false))
  }, [key, url])
  return { data, loading }
}
`;
const HOME = `import { useFetch } from '../hooks/useFetch'

export default function Home() {
  const { data: products, loading } = useFetch<{ _id: string; name: string }[]>('home', '/api/products', { bestseller: true })
  if (loading) return <p>Loading</p>
  return <ul>{products?.map((p) => <li key={p._id}>{p.name}</li>)}</ul>
}
`;
const SHOP = `import { useFetch } from '../hooks/useFetch'

export default function Shop() {
  const { data: products } = useFetch<{ _id: string; name: string }[]>('shop', '/api/products', { limit: 12 })
  return <ul>{products?.map((p) => <li key={p._id}>{p.name}</li>)}</ul>
}
`;

describe('data-layer: a generic wrapper whose every call was rewritten', () => {
  it('removes a site-made fetching hook once no file imports it, and leaves no limitation for its own call', async () => {
    const { tree, out, removed } = await convert({ 'src/hooks/useFetch.ts': USE_FETCH, 'src/pages/Home.tsx': HOME, 'src/pages/Shop.tsx': SHOP });
    expect(removed).toEqual(['src/hooks/useFetch.ts']);
    expect(tree.exists('src/hooks/useFetch.ts')).toBe(false);
    expect(tree.read('src/pages/Home.tsx')).toContain('useViewProducts(');
    expect(tree.read('src/pages/Shop.tsx')).toContain('useViewProducts({ limit: 12 })');
    const wrapper = out.results.filter((r) => r.site.file === 'src/hooks/useFetch.ts');
    expect(wrapper.length).toBeGreaterThan(0);
    expect(wrapper.every((r) => r.status === 'converted')).toBe(true);
  });

  it('a request hook around a request helper: the feature hook takes the view hook, its data starting at the list it gave', async () => {
    const send = "export async function send(address, opts) {\n  const res = await fetch(address, opts)\n  return res.json()\n}\n";
    const remote = `import { useEffect, useState } from 'react'
import { send } from './send'

export default function useRemote(address, opts, initial) {
  const [rows, setRows] = useState(initial)
  useEffect(() => { send(address, opts).then(setRows) }, [address, opts])
  return { data: rows, setRows }
}
`;
    const dishes = "import useRemote from './useRemote'\nconst GET = { method: 'GET' }\nexport const useDishes = () => {\n  const { data } = useRemote('/api/dishes', GET, [])\n  return data.map((d) => ({ ...d, label: d.name }))\n}\n";
    const { tree } = await convert({ 'src/net/send.js': send, 'src/net/useRemote.js': remote, 'src/net/useDishes.js': dishes });
    expect(tree.read('src/net/useDishes.js')).toContain('const { data = [] } = useViewProducts()');
  });

  it('keeps the wrapper while another module still imports it', async () => {
    const keeper = "import { useFetch } from '../hooks/useFetch'\nexport const useAnything = () => useFetch('k', someUrl())\ndeclare function someUrl(): string\n";
    const { tree, removed } = await convert({ 'src/hooks/useFetch.ts': USE_FETCH, 'src/pages/Home.tsx': HOME, 'src/lib/keeper.ts': keeper });
    expect(removed).toEqual([]);
    expect(tree.exists('src/hooks/useFetch.ts')).toBe(true);
  });

  it('removes a module of API functions whose callers all took the view hooks', async () => {
    const services = "import api from './axios'\n\nexport const getProducts = (params = {}) => api.get('/products', { params }).then((r) => r.data)\nexport const getCategories = () => api.get('/categories').then((r) => r.data)\n";
    const page = `import { useQuery } from '@tanstack/react-query'
import { getCategories, getProducts } from '../api/services'

export default function Catalog() {
  const { data: products = [] } = useQuery({ queryKey: ['p'], queryFn: () => getProducts({ category: 'mugs' }) })
  const { data: categories = [] } = useQuery({ queryKey: ['c'], queryFn: getCategories })
  return <p>{products.length} in {categories.length}</p>
}
`;
    const { tree, removed, out } = await convert({ 'src/api/services.ts': services, 'src/pages/Catalog.tsx': page });
    expect(removed).toEqual(['src/api/services.ts']);
    expect(tree.read('src/pages/Catalog.tsx')).toContain("useViewProducts({ collection: 'mugs' })");
    expect(out.results.filter((r) => r.site.file === 'src/api/services.ts').map((r) => r.status)).toEqual(['converted', 'converted']);
  });

  it("finds the callers of react-query's positional form (`useQuery('key', fetchFn)`, `useQuery(['key', id], () => fetchFn(id))`)", async () => {
    const services = "import api from './axios'\n\nexport const getKites = async () => {\n  const res = await api.get('/products')\n  return res.data\n}\nexport const getKite = async (slug) => {\n  const res = await api.get(`/products/${slug}`)\n  return res.data\n}\n";
    const shelf = `import { useQuery } from 'react-query'
import { getKites } from '../api/services'

export default function Shelf() {
  const { data: kites, isLoading } = useQuery('kites', getKites)
  if (isLoading) return <p>Loading</p>
  return <ul>{kites.map((k) => <li key={k.id}>{k.name}</li>)}</ul>
}
`;
    const detail = `import { useQuery } from 'react-query'
import { useParams } from 'react-router-dom'
import { getKite } from '../api/services'

export default function Kite() {
  const { slug } = useParams()
  const { data: kite } = useQuery(['kite', slug], () => getKite(slug), { staleTime: 60000 })
  return <h1>{kite?.name}</h1>
}
`;
    const { tree, removed } = await convert({ 'src/api/services.js': services, 'src/pages/Shelf.jsx': shelf, 'src/pages/Kite.jsx': detail });
    const shelfOut = tree.read('src/pages/Shelf.jsx')!;
    expect(shelfOut).toContain('const { data: kites, isLoading } = useViewProducts()');
    expect(shelfOut).not.toMatch(/useQuery|getKites/);
    expect(tree.read('src/pages/Kite.jsx')).toContain('useViewProduct({ slug })');
    expect(removed).toEqual(['src/api/services.js']);
  });

  it('finds the callers of a folder module imported by its folder (`../catalog` for catalog/index.js)', async () => {
    const catalog = "const BASE = 'https://herbs.example.test'\n\nexport async function loadRemedies() {\n  const res = await fetch(`${BASE}/products`)\n  return res.json()\n}\n";
    const page = `import { useEffect, useState } from 'react'
import { loadRemedies } from '../catalog'

export default function Shelf() {
  const [remedies, setRemedies] = useState([])
  useEffect(() => {
    loadRemedies().then((rows) => setRemedies(rows))
  }, [])
  return <ul>{remedies.map((r) => <li key={r.id}>{r.name}</li>)}</ul>
}
`;
    const { tree, removed } = await convert({ 'src/catalog/index.js': catalog, 'src/pages/Shelf.jsx': page });
    expect(tree.read('src/pages/Shelf.jsx')).toContain('useViewProducts(');
    expect(tree.read('src/pages/Shelf.jsx')).not.toContain('loadRemedies');
    expect(removed).toEqual(['src/catalog/index.js']);
  });

  it('leaves callers alone when the read is keyed by a value the function computes itself (a loop over the lines it was given)', async () => {
    const stock = `import api from './axios'

export async function checkStock(lines) {
  const missing = []
  for (const line of lines) {
    const product = await api.get(\`/products/\${line.productId}\`).then((r) => r.data)
    if (!product || product.stock < line.qty) missing.push(line.productId)
  }
  return missing
}
`;
    const page = `import { useState } from 'react'
import { checkStock } from '../api/stock'

export default function Basket({ lines }) {
  const [short, setShort] = useState([])
  const onCheck = async () => {
    let pending = []
    pending = await checkStock(lines)
    setShort(pending)
  }
  return <button onClick={onCheck}>Check stock ({short.length})</button>
}
`;
    const { tree, out } = await convert({ 'src/api/stock.ts': stock, 'src/pages/Basket.tsx': page });
    expect(tree.read('src/pages/Basket.tsx')).toBe(page);
    expect(out.results.filter((r) => r.site.file === 'src/api/stock.ts').map((r) => r.status)).toEqual(['limitation']);
  });

  it('removes a leftover helper module nothing imports, and keeps one an HTML page loads', async () => {
    const helper = "import api from '../api/axios'\n\n// Old helper, no longer used.\nexport async function getFeatured(limit = 4) {\n  const { data } = await api.get('/products', { params: { featured: true, limit } })\n  return data\n}\n";
    const { tree, removed, out } = await convert({ 'src/lib/featured.ts': helper, 'src/main.tsx': "console.log('app')\n" });
    expect(removed).toEqual(['src/lib/featured.ts']);
    expect(tree.exists('src/lib/featured.ts')).toBe(false);
    expect(out.results.find((r) => r.site.file === 'src/lib/featured.ts')?.status).toBe('dropped');
    const entry = await convert({ 'src/main.tsx': helper.replace("'../api/axios'", "'./api/axios'") });
    expect(entry.removed).toEqual([]);
    expect(entry.tree.exists('src/main.tsx')).toBe(true);
  });
  it('leaves a store alone whose actions read (a state hook built by a factory): its hook hands back state and actions, not the records', async () => {
    // A state container in the shape of a zustand store: reads live in its actions.
    const shelf = `import { create } from 'zustand'
import api from '../api/axios'

export const usePantry = create((set) => ({
  jars: [],
  makers: [],
  loadJars: async () => {
    const { data } = await api.get('/jars')
    set({ jars: data })
  },
  loadMakers: async () => {
    const { data } = await api.get('/brands')
    set({ makers: data })
  },
  setMakers: (m) => set({ makers: m }),
}))
`;
    const page = `import { useEffect } from 'react'
import { usePantry } from '../store/pantry'

export default function Shelf() {
  const { jars, loadJars, setMakers } = usePantry()
  useEffect(() => { loadJars() }, [loadJars])
  return <ul>{jars.map((j) => <li key={j.id} onClick={() => setMakers([])}>{j.name}</li>)}</ul>
}
`;
    const { tree, out, removed } = await convert({ 'src/store/pantry.ts': shelf, 'src/pages/Shelf.tsx': page });
    expect(tree.read('src/pages/Shelf.tsx')).toBe(page);
    expect(removed).toEqual([]);
    expect(tree.read('src/store/pantry.ts')).toContain('setMakers: (m) => set({ makers: m })');
    expect(out.results.filter((r) => r.site.file === 'src/store/pantry.ts').map((r) => r.status)).not.toContain('converted');
  });
});
