import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageInfo } from '../../../src/analyze/types.js';
import dropPages from '../../../src/codemods/drop-pages/index.js';
import { isDroppedLink, isDroppedPageName } from '../../../src/codemods/drop-pages/route-match.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { REPO, writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';
import { analysisFor } from '../theme-shell/context.js';
import { analyzeSite } from '../../../src/analyze/index.js';
import type { DataLayerFacts } from '../../../src/analyze/data-layer/index.js';
import type { Collector } from '../../../src/rule-kit/collector.js';

const temps: ThemeDir[] = [];
/** The analysis without its data layer: only the auth files are read from it here. */
const noDataLayer: Collector<DataLayerFacts> = {
  name: 'no-data-layer',
  visitFile: () => null,
  finish: () => ({ origin: { primary: 'other', vendors: [] }, vendorBootstrap: [], vendorPackages: [], dataSites: [], limitations: [], authSiteFiles: [] }),
};
afterAll(async () => {
  for (const t of temps) await t.cleanup();
});

const page = (file: string, route: string, cls: PageInfo['class'], rule: string | null = null): PageInfo =>
  ({ file, route, class: cls, canonical: null, becomes: cls === 'drop' ? 'removed' : 'theme page', rule }) as PageInfo;

const SITE: Record<string, string> = {
  'package.json': '{ "name": "tiny", "dependencies": { "react": "^18.3.1", "react-router-dom": "^6.30.0" } }\n',
  // The sign-in page imports the brand mark that index.html also links (under the public folder's name).
  'index.html': '<link rel="icon" href="/public/mark.png"><div id="root"></div><script type="module" src="/src/main.jsx"></script>\n',
  'public/mark.png': 'PNG',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { AuthProvider } from './auth/AuthContext';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(\n  <AuthProvider>\n    <App />\n  </AuthProvider>\n);\n",
  'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\nimport Product from './pages/Product';\nimport Login from './pages/Login';\nimport NotFound from './pages/NotFound';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Home />} />\n      <Route path=\"/product/:id\" element={<Product />} />\n      <Route path=\"/login\" element={<Login />} />\n      <Route path=\"*\" element={<NotFound />} />\n    </Routes>\n  );\n}\n",
  'src/auth/AuthContext.jsx': "import { createContext, useContext } from 'react';\nconst Ctx = createContext(null);\nexport const AuthProvider = ({ children }) => <Ctx.Provider value={{ user: null }}>{children}</Ctx.Provider>;\nexport const useAuth = () => useContext(Ctx);\n",
  'src/pages/Home.jsx': "import { Link } from 'react-router-dom';\nimport { useAuth } from '../auth/AuthContext';\nimport Button from '../components/Button';\n\nexport default function Home() {\n  const { user } = useAuth();\n  return (\n    <main>\n      <Button>Shop</Button>\n      {user ? <p>Welcome back</p> : <Link to=\"/login\">Sign in</Link>}\n    </main>\n  );\n}\n",
  'src/pages/Product.jsx': "import NotFound from './NotFound';\n\nexport default function Product({ item }) {\n  if (!item) return <NotFound />;\n  return <h1>{item.name}</h1>;\n}\n",
  'src/pages/NotFound.jsx': 'export default function NotFound() {\n  return <p>Not found</p>;\n}\n',
  'src/pages/Login.jsx': "import './Login.css';\nimport mark from '../../public/mark.png';\nimport LoginForm from '../components/LoginForm';\nimport Button from '../components/Button';\n\nexport default function Login() {\n  return <LoginForm submit={<Button>Sign in</Button>} />;\n}\n",
  'src/pages/Login.css': '.login { margin: 0 auto; }\n',
  'src/components/LoginForm.jsx': "export default function LoginForm({ submit }) {\n  return <form><input type=\"password\" />{submit}</form>;\n}\n",
  'src/components/Button.jsx': 'export default function Button({ children }) {\n  return <button>{children}</button>;\n}\n',
};

async function run() {
  const tmp = await writeToTemp(SITE, 'drop-step');
  temps.push(tmp);
  const site = await loadSite(tmp.dir, { mode: 'edit' });
  const analysis = analysisFor(
    [
      page('src/pages/Home.jsx', '/', 'storefront', 'home'),
      page('src/pages/Product.jsx', '/product/:id', 'storefront', 'product'),
      page('src/pages/Login.jsx', '/login', 'drop', 'auth'),
      page('src/pages/NotFound.jsx', '*', 'drop', 'not-found'),
    ],
    { authFiles: ['src/auth/AuthContext.jsx', 'src/pages/Login.jsx'] },
  );
  const tree = new MemoryTree(site);
  const result = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
  return { tree, result };
}

describe('drop-pages step', () => {
  it('deletes the page, the files only it used, and the auth module nothing needs any more', async () => {
    const { tree, result } = await run();
    expect(result.status).toBe('applied');
    const deleted = tree.changes().filter((c) => c.kind === 'delete').map((c) => (c as { path: string }).path);
    expect(deleted).toEqual(['src/auth/AuthContext.jsx', 'src/components/LoginForm.jsx', 'src/pages/Login.css', 'src/pages/Login.jsx']);
    expect(tree.exists('src/components/Button.jsx')).toBe(true);
    expect(tree.exists('public/mark.png')).toBe(true);
  });

  it('keeps a 404 page another page still renders, without its route', async () => {
    const { tree } = await run();
    expect(tree.exists('src/pages/NotFound.jsx')).toBe(true);
    expect(tree.read('src/App.jsx')).not.toContain('path="*"');
    expect(tree.read('src/App.jsx')).not.toContain('NotFound');
    expect(tree.read('src/pages/Product.jsx')).toBe(SITE['src/pages/Product.jsx']);
  });

  it('mends the consumers: provider unwrapped, signed-out branch kept, sign-in link gone', async () => {
    const { tree } = await run();
    expect(tree.read('src/main.jsx')).toBe("import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(\n  <App />\n);\n");
    expect(tree.read('src/pages/Home.jsx')).toBe("import Button from '../components/Button';\n\nexport default function Home() {\n  return (\n    <main>\n      <Button>Shop</Button>\n    </main>\n  );\n}\n");
  });

  it('a module of several pages with one account page among them: that route goes, the file and its other pages stay', async () => {
    const tmp = await writeToTemp({
      'package.json': '{ "name": "one-module", "dependencies": { "react": "^18.3.1", "react-router-dom": "^6.30.0" } }\n',
      'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport { Story, Visit, MyOrders } from './pages/InfoPages';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/story\" element={<Story />} />\n      <Route path=\"/visit\" element={<Visit />} />\n      <Route path=\"/my-orders\" element={<MyOrders />} />\n    </Routes>\n  );\n}\n",
      'src/pages/InfoPages.jsx': "export const Story = () => <h1>Our story</h1>;\nexport const Visit = () => <h1>Find the shop</h1>;\nexport const MyOrders = () => <h1>Your orders</h1>;\n",
    }, 'drop-module');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const tree = new MemoryTree(site);
    const analysis = analysisFor(
      [page('src/pages/InfoPages.jsx', '/story', 'content', 'about'), page('src/pages/InfoPages.jsx', '/my-orders', 'drop', 'account')],
      { authFiles: ['src/pages/InfoPages.jsx'] },
    );
    await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(tree.exists('src/pages/InfoPages.jsx')).toBe(true);
    const app = tree.read('src/App.jsx')!;
    expect(app).not.toContain('/my-orders');
    expect(app).toContain('<Route path="/story" element={<Story />} />');
    expect(app).toContain('<Route path="/visit" element={<Visit />} />');
  });

  it('mends browser code under src/api (requiresAuth) but never the site\'s own server', async () => {
    const tmp = await writeToTemp({
      'package.json': '{}\n',
      'src/main.jsx': "import './api/client';\n",
      'src/api/client.js': "import { createClient } from '@base44/sdk';\nexport const base44 = createClient({ appId: 'x', requiresAuth: true });\n",
      'base44/functions/notify/entry.ts': "const client = createClient({ requiresAuth: true });\n",
    }, 'drop-api');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const tree = new MemoryTree(site);
    await dropPages.run({ site, tree, analysis: analysisFor([page('src/pages/Login.jsx', '/login', 'drop', 'auth')]), state: emptyState(), logger: memoryLogger() });
    expect(tree.read('src/api/client.js')).toContain('requiresAuth: false');
    expect(tree.read('base44/functions/notify/entry.ts')).toContain('requiresAuth: true');
  });

  it('settles the state rows of the auth sites the data layer handed off: dropped, or a limitation where a call is left', async () => {
    const nav = [
      "import { supabase } from '../lib/supabase';",
      '',
      'export default function Nav() {',
      '  const logout = () => fetch("/api/auth/logout", { method: "POST" });',
      '  const save = (optIn) => supabase.auth.updateUser({ data: { optIn } });',
      '  return <nav><button onClick={logout}>Log out</button><input type="checkbox" onChange={(e) => save(e.target.checked)} /></nav>;',
      '}',
      '',
    ].join('\n');
    const tmp = await writeToTemp({ 'package.json': '{}\n', 'src/main.jsx': "import Nav from './components/Nav';\nexport default Nav;\n", 'src/components/Nav.jsx': nav, 'src/lib/supabase.js': 'export const supabase = {};\n' }, 'drop-handed-off');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const auth = (line: number, operation: string, vendor: string) => ({ file: 'src/components/Nav.jsx', line, vendor, kind: 'auth' as const, entity: null, surface: 'other' as const, sdkEquivalent: 'none', operation });
    const sites = [auth(4, 'POST /api/auth/logout', 'fetch'), auth(5, 'auth.updateUser', 'supabase')];
    const state = emptyState();
    state.dataSites = sites.map(({ operation: _op, ...row }) => ({ ...row, status: 'handed-off' }));
    await dropPages.run({ site, tree: new MemoryTree(site), analysis: analysisFor([page('src/pages/Login.jsx', '/login', 'drop', 'auth')], { dataSites: sites }), state, logger: memoryLogger() });
    expect(state.dataSites.map((d) => [d.line, d.status])).toEqual([[4, 'dropped'], [5, 'limitation']]);
  });

  it('drops a parent route whose children all went, with its layout file; dropped pages nothing imports are deleted', async () => {
    const app = [
      "import { Routes, Route } from 'react-router-dom';",
      "import Home from './pages/Home';",
      "import AdminLayout from './components/AdminLayout';",
      "import Dashboard from './pages/admin/Dashboard';",
      "import Welcome from './pages/setup/Welcome';",
      '',
      'export default function App() {',
      '  return (',
      '    <Routes>',
      '      <Route path="/" element={<Home />} />',
      '      <Route path="/setup" element={<Welcome />} />',
      '      <Route path="/admin/*" element={<AdminLayout />}>',
      '        <Route path="dashboard" element={<Dashboard />} />',
      '      </Route>',
      '    </Routes>',
      '  );',
      '}',
      '',
    ].join('\n');
    const tmp = await writeToTemp({
      'package.json': '{}\n',
      'src/main.jsx': "import App from './App';\nexport default App;\n",
      'src/App.jsx': app,
      'src/pages/Home.jsx': 'export default function Home() {\n  return <h1>Shop</h1>;\n}\n',
      'src/components/AdminLayout.jsx': "import { Outlet } from 'react-router-dom';\nimport Sidebar from './Sidebar';\nexport default function AdminLayout() {\n  return <div><Sidebar /><Outlet /></div>;\n}\n",
      'src/components/Sidebar.jsx': 'export default function Sidebar() {\n  return <aside />;\n}\n',
      'src/pages/admin/Dashboard.jsx': 'export default function Dashboard() {\n  return <h1>Admin</h1>;\n}\n',
      'src/pages/setup/Welcome.jsx': 'export default function Welcome() {\n  return <h1>Set up your store</h1>;\n}\n',
    }, 'drop-parent');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const tree = new MemoryTree(site);
    const analysis = analysisFor([
      page('src/pages/Home.jsx', '/', 'storefront', 'home'),
      page('src/pages/admin/Dashboard.jsx', '/admin/dashboard', 'drop', 'admin'),
      page('src/pages/setup/Welcome.jsx', '/setup', 'drop', 'admin'),
    ]);
    const r = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(r.status).toBe('applied');
    const deleted = tree.changes().filter((c) => c.kind === 'delete').map((c) => (c as { path: string }).path);
    expect(deleted).toEqual(['src/components/AdminLayout.jsx', 'src/components/Sidebar.jsx', 'src/pages/admin/Dashboard.jsx', 'src/pages/setup/Welcome.jsx']);
    expect(tree.read('src/App.jsx')).toBe(
      "import { Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Home />} />\n    </Routes>\n  );\n}\n",
    );
  });

  it('moves a helper a kept page imports out of the dropped routes\' layout, so the layout goes too', async () => {
    const app = [
      "import { Routes, Route } from 'react-router-dom';",
      "import Start from './pages/Start';",
      "import StaffShell from './components/StaffShell';",
      "import Rota from './pages/Rota';",
      '',
      'export default function App() {',
      '  return (',
      '    <Routes>',
      '      <Route path="/" element={<Start />} />',
      '      <Route element={<StaffShell />}>',
      '        <Route path="/staff/rota" element={<Rota />} />',
      '      </Route>',
      '    </Routes>',
      '  );',
      '}',
      '',
    ].join('\n');
    const shell = [
      "import { Outlet } from 'react-router-dom';",
      '',
      "const VISIT_KEY = 'visit';",
      'export function readVisit() {',
      '  return JSON.parse(sessionStorage.getItem(VISIT_KEY) || "null");',
      '}',
      'export function rememberVisit(who) { sessionStorage.setItem(VISIT_KEY, JSON.stringify(who)); }',
      '',
      "const LINKS = [{ path: '/staff/rota', label: 'Rota' }];",
      '',
      'export default function StaffShell() {',
      '  return <div><nav>{LINKS.map((l) => <a key={l.path} href={l.path}>{l.label}</a>)}</nav><Outlet /></div>;',
      '}',
      '',
    ].join('\n');
    const tmp = await writeToTemp({
      'package.json': '{}\n',
      'src/main.jsx': "import App from './App';\nexport default App;\n",
      'src/App.jsx': app,
      'src/pages/Start.jsx': "import { useState } from 'react';\nimport { rememberVisit } from '../components/StaffShell';\n\nexport default function Start() {\n  const [name, setName] = useState('');\n  return <button onClick={() => rememberVisit({ name })}>Hello {name}</button>;\n}\n",
      'src/components/StaffShell.jsx': shell,
      // A plain helpers module the dropped page also used stays: it is shared code.
      'src/lib/format.js': 'export function hours(n) {\n  return `${n} h`;\n}\nexport default function Hours() { return null; }\n',
      'src/pages/Rota.jsx': "import { readVisit } from '../components/StaffShell';\nimport { hours } from '../lib/format';\nexport default function Rota() {\n  return <h1>{readVisit()?.name} {hours(8)}</h1>;\n}\n",
      'src/pages/Menu.jsx': "import { hours } from '../lib/format';\nexport default function Menu() {\n  return <p>{hours(2)}</p>;\n}\n",
    }, 'drop-helper-out');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const tree = new MemoryTree(site);
    const analysis = analysisFor([
      page('src/pages/Start.jsx', '/', 'storefront', 'home'),
      page('src/pages/Rota.jsx', '/staff/rota', 'drop', 'admin'),
    ]);
    const r = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(r.status).toBe('applied');
    const deleted = tree.changes().filter((c) => c.kind === 'delete').map((c) => (c as { path: string }).path);
    expect(deleted).toEqual(['src/components/StaffShell.jsx', 'src/pages/Rota.jsx']);
    expect(tree.read('src/pages/Start.jsx')).toBe(
      "import { useState } from 'react';\n\nconst VISIT_KEY = 'visit';\n\nfunction rememberVisit(who) { sessionStorage.setItem(VISIT_KEY, JSON.stringify(who)); }\n\nexport default function Start() {\n  const [name, setName] = useState('');\n  return <button onClick={() => rememberVisit({ name })}>Hello {name}</button>;\n}\n",
    );
    expect(tree.exists('src/lib/format.js')).toBe(true);
    expect(r.notes).toContain('src/pages/Start.jsx: rememberVisit copied from src/components/StaffShell.jsx, which goes with the dropped pages');
  });

  it('an admin widget a kept header renders goes with the admin pages, and its module with it', async () => {
    const files: Record<string, string> = {
      'package.json': SITE['package.json'],
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>\n',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Header from './components/Header';\nimport Home from './pages/Home';\nimport Stock from './pages/admin/Stock';\n\nexport default function App() {\n  return (\n    <>\n      <Header />\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n        <Route path=\"/admin/stock\" element={<Stock />} />\n      </Routes>\n    </>\n  );\n}\n",
      'src/components/Header.jsx': "import SyncBadge from './admin/SyncBadge';\nimport { shortDate } from './admin/dates';\n\nexport default function Header() {\n  return (\n    <header>\n      <a href=\"/\">Kettle &amp; Pan</a>\n      <span>{shortDate(new Date())}</span>\n      <SyncBadge />\n    </header>\n  );\n}\n",
      'src/components/admin/SyncBadge.jsx': "export default function SyncBadge() {\n  return <span className=\"badge\">Syncing stock…</span>;\n}\n",
      'src/components/admin/dates.js': "export const shortDate = (d) => d.toISOString().slice(0, 10);\n",
      'src/pages/Home.jsx': 'export default function Home() {\n  return <h1>Pans</h1>;\n}\n',
      'src/pages/admin/Stock.jsx': "import SyncBadge from '../../components/admin/SyncBadge';\n\nexport default function Stock() {\n  return <main><SyncBadge /></main>;\n}\n",
    };
    const tmp = await writeToTemp(files, 'drop-admin-widget');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const analysis = analysisFor([page('src/pages/Home.jsx', '/', 'storefront', 'home'), page('src/pages/admin/Stock.jsx', '/admin/stock', 'drop', 'admin')], { authFiles: [] });
    const tree = new MemoryTree(site);
    await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    const header = tree.read('src/components/Header.jsx')!;
    expect(header).not.toContain('SyncBadge');
    // A helper the header still uses stays, with its module.
    expect(header).toContain("import { shortDate } from './admin/dates';");
    expect(tree.exists('src/components/admin/SyncBadge.jsx')).toBe(false);
    expect(tree.exists('src/components/admin/dates.js')).toBe(true);
    expect(tree.exists('src/pages/admin/Stock.jsx')).toBe(false);
  });

  it('has nothing to do on a site without drop pages', async () => {
    const tmp = await writeToTemp({ 'package.json': '{}\n', 'src/main.jsx': 'export const x = 1;\n' }, 'drop-none');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const tree = new MemoryTree(site);
    const r = await dropPages.run({ site, tree, analysis: analysisFor([]), state: emptyState(), logger: memoryLogger() });
    expect(r.status).toBe('unnecessary');
    expect(tree.changes()).toEqual([]);
  });
});

describe('drop-pages link matching', () => {
  const targets = { pages: new Set<string>(), routeOnly: new Set<string>(), authModules: new Set<string>(), routes: ['/login', '/admin', '/account/:tab?', '*'], keptRoutes: ['/', '/admin-tips', '/shop/:slug'], authSites: new Map() };
  it('matches dropped routes, paths below them and page names, never kept routes or other hosts', () => {
    expect(isDroppedLink('/Login?next=/cart', targets)).toBe(true);
    expect(isDroppedLink('/admin/orders/12', targets)).toBe(true);
    expect(isDroppedLink('/account/orders', targets)).toBe(true);
    expect(isDroppedLink('/admin-tips', targets)).toBe(false);
    expect(isDroppedLink('/shop/login', targets)).toBe(false);
    expect(isDroppedLink('https://example.com/login', targets)).toBe(false);
    expect(isDroppedLink('/nowhere', targets)).toBe(false);
    expect(isDroppedPageName('LOGIN', targets)).toBe(true);
    expect(isDroppedPageName('Shop', targets)).toBe(false);
  });
});

describe('drop-pages step: auth state supplied through a hook of another name', () => {
  // A provider-less wrapper hook over the auth context, read by a header that stays: the analysis
  // finds it an auth file, the header's call becomes signed-out values, and both modules go.
  const WRAPPED: Record<string, string> = {
    'package.json': '{ "name": "tiny", "dependencies": { "react": "^18.3.1", "react-router-dom": "^6.30.0" } }\n',
    'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { AuthProvider } from './auth/AuthContext';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(\n  <AuthProvider>\n    <App />\n  </AuthProvider>\n);\n",
    'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Header from './components/Header';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <>\n      <Header />\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n      </Routes>\n    </>\n  );\n}\n",
    'src/auth/AuthContext.jsx': "import { createContext, useState } from 'react';\nexport const AuthContext = createContext(null);\nexport function AuthProvider({ children }) {\n  const [member, setMember] = useState(null);\n  return <AuthContext.Provider value={{ member, setMember, leave: () => setMember(null) }}>{children}</AuthContext.Provider>;\n}\n",
    'src/hooks/use-member-safe.js': "import { useContext } from 'react';\nimport { AuthContext } from '../auth/AuthContext';\n\nexport function useMemberSafe() {\n  const value = useContext(AuthContext);\n  if (!value) return { member: null, leave: { run: () => console.warn('Logout is unavailable') } };\n  return value;\n}\n",
    'src/components/Header.jsx': "import { useMemberSafe } from '../hooks/use-member-safe';\n\nexport default function Header() {\n  const { member, leave } = useMemberSafe();\n  return (\n    <header>\n      <a href=\"/\">Shop</a>\n      {member && <button onClick={() => leave.run()}>Log out</button>}\n    </header>\n  );\n}\n",
    'src/pages/Home.jsx': 'export default function Home() {\n  return <h1>Home</h1>;\n}\n',
  };

  it('folds the call in the header and deletes the wrapper hook with the context it wraps', async () => {
    const tmp = await writeToTemp(WRAPPED, 'drop-wrapped');
    temps.push(tmp);
    const found = await analyzeSite(await loadSite(tmp.dir), { dataLayer: noDataLayer });
    expect(found.authFiles).toEqual(['src/auth/AuthContext.jsx', 'src/hooks/use-member-safe.js']);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const analysis = analysisFor([page('src/pages/Home.jsx', '/', 'storefront', 'home')], { authFiles: found.authFiles });
    const tree = new MemoryTree(site);
    const result = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(result.status).toBe('applied');
    const deleted = tree.changes().filter((c) => c.kind === 'delete').map((c) => (c as { path: string }).path);
    expect(deleted).toEqual(['src/auth/AuthContext.jsx', 'src/hooks/use-member-safe.js']);
    expect(tree.read('src/components/Header.jsx')).toBe('export default function Header() {\n  return (\n    <header>\n      <a href="/">Shop</a>\n    </header>\n  );\n}\n');
  });
});

describe('drop-pages step: a barrel re-exporting a dropped page', () => {
  const BARREL: Record<string, string> = {
    'package.json': '{ "name": "tiny", "dependencies": { "react": "^18.3.1", "react-router-dom": "^6.30.0" } }\n',
    'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport { Home, StockEditor } from './components';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Home />} />\n      <Route path=\"/stock\" element={<StockEditor />} />\n    </Routes>\n  );\n}\n",
    'src/components/index.js': "export { default as Home } from './Home';\nexport { default as StockEditor } from './StockEditor';\n",
    'src/components/Home.jsx': 'export default function Home() {\n  return <h1>Home</h1>;\n}\n',
    'src/components/StockEditor.jsx': 'export default function StockEditor() {\n  return <form><input name="sku" /></form>;\n}\n',
  };

  it('loses the re-export with the page, so no import names a deleted file', async () => {
    const tmp = await writeToTemp(BARREL, 'drop-barrel');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const analysis = analysisFor([page('src/components/Home.jsx', '/', 'storefront', 'home'), page('src/components/StockEditor.jsx', '/stock', 'drop', null)]);
    const tree = new MemoryTree(site);
    const result = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(result.status).not.toBe('failed');
    expect(tree.exists('src/components/StockEditor.jsx')).toBe(false);
    expect(tree.read('src/components/index.js')).toBe("export { default as Home } from './Home';\n");
  });
});

describe('drop-pages step: a context only the dropped pages read', () => {
  // An admin tool's state (a queue of pictures to retouch) provided around the whole app, read by
  // the admin page alone; its module is all that imports a heavy package.
  const RETOUCH: Record<string, string> = {
    'package.json': '{\n  "name": "tiny",\n  "dependencies": {\n    "react": "^18.3.1",\n    "react-router-dom": "^6.30.0",\n    "pixel-brain": "^2.1.0",\n    "chart-kit": "^1.0.0"\n  }\n}\n',
    'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport { RetouchProvider } from './context/RetouchContext';\nimport { ThemeProvider } from './context/ThemeContext';\nimport Home from './pages/Home';\nimport Retouch from './pages/admin/Retouch';\n\nexport default function App() {\n  return (\n    <ThemeProvider>\n      <RetouchProvider>\n        <Routes>\n          <Route path=\"/\" element={<Home />} />\n          <Route path=\"/admin/retouch\" element={<Retouch />} />\n        </Routes>\n      </RetouchProvider>\n    </ThemeProvider>\n  );\n}\n",
    'src/context/RetouchContext.jsx': "import { createContext, useContext, useState } from 'react';\nimport { cutOut } from '../lib/cut-out';\nconst RetouchContext = createContext(null);\nexport const useRetouch = () => useContext(RetouchContext);\nexport function RetouchProvider({ children }) {\n  const [queue, setQueue] = useState([]);\n  return <RetouchContext.Provider value={{ queue, add: (p) => setQueue([...queue, cutOut(p)]) }}>{children}</RetouchContext.Provider>;\n}\n",
    'vite.config.js': "import { defineConfig } from 'vite';\nexport default defineConfig({\n  optimizeDeps: {\n    include: ['pixel-brain', 'react'],\n  },\n});\n",
    'src/lib/cut-out.js': "import { segment } from 'pixel-brain';\nexport const cutOut = (p) => segment(p);\n",
    'src/context/ThemeContext.jsx': "import { createContext, useContext } from 'react';\nconst ThemeContext = createContext('light');\nexport const useTheme = () => useContext(ThemeContext);\nexport const ThemeProvider = ({ children }) => <ThemeContext.Provider value=\"light\">{children}</ThemeContext.Provider>;\n",
    'src/pages/Home.jsx': "import { useTheme } from '../context/ThemeContext';\nexport default function Home() {\n  const theme = useTheme();\n  return <h1 className={theme}>Home</h1>;\n}\n",
    'src/pages/admin/Retouch.jsx': "import { useRetouch } from '../../context/RetouchContext';\nimport { Bars } from 'chart-kit';\nexport default function Retouch() {\n  const { queue } = useRetouch();\n  return <Bars data={queue} />;\n}\n",
  };

  it('unwraps its provider (children kept), deletes its module and what only it imported, and drops packages no kept file names', async () => {
    const tmp = await writeToTemp(RETOUCH, 'drop-retouch');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const analysis = analysisFor([page('src/pages/Home.jsx', '/', 'storefront', 'home'), page('src/pages/admin/Retouch.jsx', '/admin/retouch', 'drop', 'admin')], { authFiles: [] });
    const tree = new MemoryTree(site);
    const result = await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(result.status).not.toBe('failed');
    const app = tree.read('src/App.jsx') ?? '';
    expect(app).not.toContain('Retouch');
    expect(app).toContain('<ThemeProvider>');
    expect(app).toMatch(/<ThemeProvider>\s*<Routes>/);
    expect(tree.exists('src/context/RetouchContext.jsx')).toBe(false);
    expect(tree.exists('src/lib/cut-out.js')).toBe(false);
    // A context a kept page still reads stays provided.
    expect(tree.exists('src/context/ThemeContext.jsx')).toBe(true);
    const pkg = tree.read('package.json') ?? '';
    expect(pkg).not.toContain('pixel-brain');
    expect(pkg).not.toContain('chart-kit');
    expect(pkg).toContain('"react-router-dom": "^6.30.0"\n');
    expect(JSON.parse(pkg).dependencies).toEqual({ react: '^18.3.1', 'react-router-dom': '^6.30.0' });
    // Named only in the bundler's pre-bundling list: it leaves that list too.
    expect(tree.read('vite.config.js')).toContain("include: ['react'],");
  });

  it('keeps the provider when a kept page still reads the context through a module that passes it on', async () => {
    const tmp = await writeToTemp({
      ...RETOUCH,
      'src/context/index.js': "export { useRetouch } from './RetouchContext';\n",
      'src/pages/Home.jsx': "import { useRetouch } from '../context';\nexport default function Home() {\n  const { queue } = useRetouch();\n  return <h1>{queue.length} pictures</h1>;\n}\n",
    }, 'drop-retouch-barrel');
    temps.push(tmp);
    const site = await loadSite(tmp.dir, { mode: 'edit' });
    const analysis = analysisFor([page('src/pages/Home.jsx', '/', 'storefront', 'home'), page('src/pages/admin/Retouch.jsx', '/admin/retouch', 'drop', 'admin')], { authFiles: [] });
    const tree = new MemoryTree(site);
    await dropPages.run({ site, tree, analysis, state: emptyState(), logger: memoryLogger() });
    expect(tree.read('src/App.jsx')).toContain('<RetouchProvider>');
    expect(tree.exists('src/context/RetouchContext.jsx')).toBe(true);
    expect(tree.read('package.json')).toContain('pixel-brain');
  });
});

describe('rules/drop meta', () => {
  it('each module has an id equal to its file name and a description', async () => {
    const dir = path.join(REPO, 'rules', 'drop');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const mod = (await import(path.join(dir, f))) as { default: { id: string; docs: { description: string } } };
      expect(mod.default.id).toBe(f.replace(/\.ts$/, ''));
      expect(mod.default.docs.description.length).toBeGreaterThan(20);
    }
  });
});
