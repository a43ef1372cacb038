import { afterAll, describe, expect, it } from 'vitest';
import type { Analysis, PageInfo } from '../../../src/analyze/types.js';
import dropPages from '../../../src/codemods/drop-pages/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';
import { analysisFor } from '../theme-shell/context.js';

const temps: ThemeDir[] = [];
afterAll(async () => {
  for (const t of temps) await t.cleanup();
});

const page = (file: string, route: string, cls: PageInfo['class'], rule: string | null = null): PageInfo =>
  ({ file, route, class: cls, canonical: null, becomes: cls === 'drop' ? 'removed' : 'theme page', rule }) as PageInfo;

/** A shop that also ships back-office files nothing imports (a block copied in, a form never wired up). */
const SITE: Record<string, string> = {
  'package.json': '{ "name": "tiny", "dependencies": { "react": "^18.3.1", "react-router-dom": "^6.30.0" } }\n',
  'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>\n',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Home />} />\n    </Routes>\n  );\n}\n",
  'src/pages/Home.jsx': 'export default function Home() {\n  return <main>Fresh bread</main>;\n}\n',
  'src/app/backoffice/page.jsx': 'export default function Page() {\n  return <aside>Stock levels</aside>;\n}\n',
  'src/components/admin/staff/InviteStaff.jsx': 'export default function InviteStaff() {\n  return <form><input type="password" /></form>;\n}\n',
  'src/components/admin-reviews.jsx': 'export default function AdminReviews() {\n  return <table />;\n}\n',
  'src/components/Unused.jsx': 'export default function Unused() {\n  return <p>Spare</p>;\n}\n',
};

async function run(extra: Record<string, string> = {}, backendFiles: string[] = []) {
  const tmp = await writeToTemp({ ...SITE, ...extra }, 'drop-orphans');
  temps.push(tmp);
  const site = await loadSite(tmp.dir, { mode: 'edit' });
  const tree = new MemoryTree(site);
  const dataSites = backendFiles.map((file) => ({ file, line: 1 })) as unknown as Analysis['dataSites'];
  const result = await dropPages.run({ site, tree, analysis: analysisFor([page('src/pages/Home.jsx', '/', 'storefront', 'home')], { dataSites }), state: emptyState(), logger: memoryLogger() });
  return { tree, result };
}

describe('drop-pages: auth/admin modules nothing imports', () => {
  it('go, each with a note; an unimported module outside such an area stays', async () => {
    const { tree, result } = await run();
    expect(tree.exists('src/app/backoffice/page.jsx')).toBe(false);
    expect(tree.exists('src/components/admin/staff/InviteStaff.jsx')).toBe(false);
    expect(tree.exists('src/components/admin-reviews.jsx')).toBe(false);
    expect(tree.exists('src/components/Unused.jsx')).toBe(true);
    expect(result.notes).toContainEqual('deleted src/components/admin/staff/InviteStaff.jsx (an auth/admin module nothing imports)');
  });

  it('go to a fixpoint: a form and its helper that only an orphaned admin panel imports go too, a helper a kept module imports stays', async () => {
    const { tree } = await run({
      'src/components/admin/team/TeamPanel.jsx': "import MemberForm from './MemberForm';\nexport default function TeamPanel() {\n  return <MemberForm />;\n}\n",
      'src/components/admin/team/MemberForm.jsx': "import { roles } from './roles';\nexport default function MemberForm() {\n  return <select>{roles.map((r) => <option key={r}>{r}</option>)}</select>;\n}\n",
      'src/components/admin/team/roles.js': "export const roles = ['owner', 'staff'];\n",
      'src/components/admin/team/labels.js': "export const label = 'Team';\n",
      'src/pages/Home.jsx': "import { label } from '../components/admin/team/labels';\nexport default function Home() {\n  return <main>{label}</main>;\n}\n",
    });
    expect(tree.exists('src/components/admin/team/TeamPanel.jsx')).toBe(false);
    expect(tree.exists('src/components/admin/team/MemberForm.jsx')).toBe(false);
    expect(tree.exists('src/components/admin/team/roles.js')).toBe(false);
    expect(tree.exists('src/components/admin/team/labels.js')).toBe(true);
  });

  it('a module nothing imports that still calls the backend goes (an unwired component, a seeding script); an imported one stays', async () => {
    const { tree, result } = await run({
      'src/components/StockAlerts.jsx': "import { listAlerts } from '../api/client';\nexport default function StockAlerts() {\n  listAlerts();\n  return <ul />;\n}\n",
      'src/components/PhotoPicker.jsx': "import { upload } from '../api/files';\nexport default function PhotoPicker() {\n  return <input type=\"file\" onChange={(e) => upload(e.target.files[0])} />;\n}\n",
      'src/api/files.js': "export const upload = (file) => fetch('/api/upload', { method: 'POST', body: file });\n",
      'scripts/fill-catalogue.js': "import axios from 'axios';\nawait axios.post('http://localhost:5000/api/seed', {});\n",
      'src/api/client.js': "export const listAlerts = () => fetch('/api/alerts');\nexport const listCakes = () => fetch('/api/cakes');\n",
      'src/pages/Home.jsx': "import { listCakes } from '../api/client';\nexport default function Home() {\n  listCakes();\n  return <main>Fresh bread</main>;\n}\n",
    }, ['src/components/StockAlerts.jsx', 'scripts/fill-catalogue.js', 'src/api/client.js', 'src/api/files.js', 'src/pages/Home.jsx']);
    expect(tree.exists('src/components/StockAlerts.jsx')).toBe(false);
    expect(tree.exists('scripts/fill-catalogue.js')).toBe(false);
    // Through a module of request functions it imports: it goes, and so does that module, only it imported it.
    expect(tree.exists('src/components/PhotoPicker.jsx')).toBe(false);
    expect(tree.exists('src/api/files.js')).toBe(false);
    expect(tree.exists('src/api/client.js')).toBe(true);
    expect(tree.exists('src/pages/Home.jsx')).toBe(true);
    expect(tree.exists('src/components/Unused.jsx')).toBe(true);
    expect(result.notes).toContainEqual('deleted src/components/StockAlerts.jsx (a module nothing imports that calls the old backend)');
  });

  it("valid-: the data layer's store feeder stays, though nothing imports it yet and the store it feeds held a backend call", async () => {
    const { tree } = await run({
      'src/store/useLoaves.js': "import { create } from 'zustand';\nexport const useLoaves = create((set) => ({ loaves: [], load: async () => set({ loaves: await fetch('/api/loaves').then((r) => r.json()) }) }));\n",
      'src/lib/platform-store-feeds.js': "import { useLoaves } from '../store/useLoaves';\nexport function PlatformStoreFeeds() {\n  return null;\n}\n",
    }, ['src/store/useLoaves.js']);
    expect(tree.exists('src/lib/platform-store-feeds.js')).toBe(true);
  });

  it('request functions of a kept module that nobody imports any more and whose call is a marked limitation go; the ones still imported stay', async () => {
    const mark = '// @platform-convert-limitation data-layer/no-sdk-write: fetch POST /api/staff: accounts belong to the platform';
    const { tree, result } = await run({
      'src/api/requests.js': [
        "import { authHeader } from './auth';",
        "import { asResponse } from '../lib/platform-data';",
        '',
        'export async function placeOrder(order) {',
        '  return asResponse({});',
        '}',
        '',
        'export async function inviteStaff(member) {',
        `  ${mark}`,
        '  return asResponse({}, authHeader());',
        '}',
        '',
        'export const listStaff = () => {',
        `  ${mark}`,
        '  return asResponse([]);',
        '};',
        '',
      ].join('\n'),
      'src/api/auth.js': "export const authHeader = () => ({});\n",
      'src/pages/Home.jsx': "import { placeOrder, listStaff } from '../api/requests';\nexport default function Home() {\n  listStaff();\n  return <button onClick={() => placeOrder({})}>Order</button>;\n}\n",
    });
    const text = tree.read('src/api/requests.js') ?? '';
    expect(text).not.toContain('inviteStaff');
    expect(text).not.toContain('authHeader');
    expect(text).toContain('export async function placeOrder(order)');
    expect(text).toContain('export const listStaff = () => {');
    expect(result.notes).toContainEqual('src/api/requests.js: request functions nothing imports any more removed (inviteStaff)');
  });

  it('valid-: nothing goes when the site loads modules by pattern (import.meta.glob)', async () => {
    const { tree } = await run({ 'src/routes.js': "export const pages = import.meta.glob('./app/**/page.jsx');\n" });
    expect(tree.exists('src/app/backoffice/page.jsx')).toBe(true);
    expect(tree.exists('src/components/admin/staff/InviteStaff.jsx')).toBe(true);
  });
});
