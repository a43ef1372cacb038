import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { hasSwitchSpot, localeSwitchStep } from '../../../src/codemods/bilingual/locale-switch.js';
import { switchHost } from '../../../src/codemods/bilingual/switch-host.js';
import { retrofitScope } from '../../../src/codemods/bilingual/scope.js';
import { emptyState } from '../../../src/state/index.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';

/**
 * Where the generated locale switch goes: a header the home page actually renders. A layout no
 * route uses any more is passed over; a home page without a shared header holds it in its own
 * top bar.
 */
const PKG = JSON.stringify({ name: 'host-case', dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', 'react-router-dom': '^6.22.0' }, devDependencies: { vite: '^5.0.0' } });
const MAIN = "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n";

let site: ThemeDir | null = null;
afterEach(async () => {
  await site?.cleanup();
  site = null;
});

/** `added`: files an earlier step writes after the analysis (pages the tool builds). */
async function hostOf(files: Record<string, string>, added: Record<string, string> = {}) {
  site = await writeToTemp({ 'package.json': PKG, 'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>', 'src/main.jsx': MAIN, ...files }, 'switch-host');
  const loaded = await loadSite(site.dir, { mode: 'edit' });
  const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
  for (const [file, text] of Object.entries(added)) ctx.tree.write(file, text);
  return switchHost(ctx, retrofitScope(ctx).scripts, (f) => {
    const ast = ctx.tree.ast(f);
    return !!ast && hasSwitchSpot(ast);
  });
}

describe('bilingual: the file that holds the locale switch', () => {
  it("passes over a staff layout no route renders and uses the home page's own top bar", async () => {
    const host = await hostOf({
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Welcome from './pages/Welcome';\nimport Visit from './pages/Visit';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path=\"/\" element={<Welcome />} />\n        <Route path=\"/visit\" element={<Visit />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/components/layout/StaffLayout.jsx': "import { Outlet, Link } from 'react-router-dom';\n\nexport function rememberDesk(id) {\n  sessionStorage.setItem('desk', id);\n}\n\nexport default function StaffLayout() {\n  return (\n    <div className=\"flex\">\n      <nav className=\"flex flex-col\"><Link to=\"/desk\">Desk</Link></nav>\n      <Outlet />\n    </div>\n  );\n}\n",
      'src/pages/Welcome.jsx': "import { rememberDesk } from '../components/layout/StaffLayout';\n\nfunction Leaf() {\n  return <svg width=\"10\" height=\"10\"><path d=\"M0 0h10\" /></svg>;\n}\n\nexport default function Welcome() {\n  return (\n    <main className=\"min-h-screen flex flex-col\">\n      <div className=\"flex justify-end\">\n        <button onClick={() => rememberDesk('a')}>Staff</button>\n      </div>\n      <Leaf />\n      <h1>Welcome to the garden</h1>\n    </main>\n  );\n}\n",
      'src/pages/Visit.jsx': "export default function Visit() {\n  return <p>Open daily</p>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/pages/Welcome.jsx', homePage: true });
  });

  it('takes the header that the layout route renders, not a header only a dropped panel used', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Frame from './components/Frame';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route element={<Frame />}>\n          <Route path=\"/\" element={<Home />} />\n        </Route>\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/components/Frame.jsx': "import { Outlet } from 'react-router-dom';\nimport TopStrip from './TopStrip';\n\nexport default function Frame() {\n  return (\n    <div>\n      <TopStrip />\n      <Outlet />\n    </div>\n  );\n}\n",
      'src/components/TopStrip.jsx': "export default function TopStrip() {\n  return (\n    <header className=\"flex justify-between\">\n      <a href=\"/\">Garden</a>\n      <div className=\"flex gap-2\"><a href=\"/visit\">Visit</a></div>\n    </header>\n  );\n}\n",
      'src/components/admin/PanelHeader.jsx': "export default function PanelHeader() {\n  return (\n    <header className=\"flex\">\n      <span>Panel</span>\n    </header>\n  );\n}\n",
      'src/pages/Home.jsx': "export default function Home() {\n  return <h1>Welcome to the garden</h1>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/components/TopStrip.jsx', homePage: false });
  });

  it('takes the header a shell renders beside the component that holds the route table', async () => {
    const host = await hostOf({
      'src/App.jsx': "import Shell from './components/shell/Shell';\n\nexport default function App() {\n  return <Shell />;\n}\n",
      'src/components/shell/Shell.jsx': "import { BrowserRouter } from 'react-router-dom';\nimport Masthead from '../masthead/Masthead';\nimport PageTable from '../table/PageTable';\n\nexport default function Shell() {\n  function Frame({ children }) {\n    return (\n      <>\n        <Masthead />\n        {children}\n      </>\n    );\n  }\n  return (\n    <BrowserRouter>\n      <Frame>\n        <PageTable />\n      </Frame>\n    </BrowserRouter>\n  );\n}\n",
      'src/components/masthead/Masthead.jsx': "import { Link } from 'react-router-dom';\n\nexport default function Masthead() {\n  return (\n    <header style={{ display: 'flex' }}>\n      <Link to=\"/\">Kiln</Link>\n      <nav><Link to=\"/glazes\">Glazes</Link></nav>\n    </header>\n  );\n}\n",
      'src/components/table/PageTable.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Home from '../../pages/Home';\nimport Glazes from '../../pages/Glazes';\n\nexport default function PageTable() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Home />} />\n      <Route path=\"/glazes\" element={<Glazes />} />\n    </Routes>\n  );\n}\n",
      'src/pages/Home.jsx': "export default function Home({ loading }) {\n  if (loading) return <div className=\"p-8\">Warming the kiln</div>;\n  return <main><h1>Bowls and cups</h1></main>;\n}\n",
      'src/pages/Glazes.jsx': "export default function Glazes() {\n  return <p>Celadon</p>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/components/masthead/Masthead.jsx', homePage: false });
  });

  it('follows a barrel that imports its components and exports them in a list', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\nimport Glazes from './pages/Glazes';\nimport { Masthead, Foot } from './parts';\n\nexport default function App() {\n  return (\n    <>\n      <Masthead />\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n        <Route path=\"/glazes\" element={<Glazes />} />\n      </Routes>\n      <Foot />\n    </>\n  );\n}\n",
      'src/parts/index.js': "// every part of the page frame\nimport Masthead from './Masthead';\nimport Foot from './Foot';\n\nexport { Masthead, Foot };\n",
      'src/parts/Masthead.jsx': "import { Link } from 'react-router-dom';\n\nexport default function Masthead() {\n  return (\n    <nav className=\"flex justify-between p-4\">\n      <Link to=\"/\">Kiln</Link>\n      <ul className=\"flex gap-4\"><li><Link to=\"/glazes\">Glazes</Link></li></ul>\n    </nav>\n  );\n}\n",
      'src/parts/Foot.jsx': "export default function Foot() {\n  return <footer>Fired weekly</footer>;\n}\n",
      'src/pages/Home.jsx': "export default function Home() {\n  return <main><h1>Bowls and cups</h1></main>;\n}\n",
      'src/pages/Glazes.jsx': "export default function Glazes() {\n  return <p>Celadon</p>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/parts/Masthead.jsx', homePage: false });
  });

  it("prefers the nav around every page to a hero section of the home page named like a header", async () => {
    const host = await hostOf({
      'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\nimport Glazes from './pages/Glazes';\nimport TopNav from './parts/TopNav';\n\nexport default function App() {\n  return (\n    <>\n      <TopNav />\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n        <Route path=\"/glazes\" element={<Glazes />} />\n      </Routes>\n    </>\n  );\n}\n",
      'src/parts/Header.jsx': "export default function Header() {\n  return (\n    <header className=\"h-screen flex items-center\">\n      <h1>Bowls fired by hand</h1>\n      <div className=\"flex gap-2\"><a href=\"/glazes\">See the glazes</a></div>\n    </header>\n  );\n}\n",
      'src/parts/TopNav.jsx': "import { Link } from 'react-router-dom';\n\nexport default function TopNav() {\n  return (\n    <nav className=\"flex justify-between p-4\">\n      <Link to=\"/\">Kiln</Link>\n      <ul className=\"flex gap-4\"><li><Link to=\"/glazes\">Glazes</Link></li></ul>\n    </nav>\n  );\n}\n",
      'src/pages/Home.jsx': "import Header from '../parts/Header';\n\nexport default function Home() {\n  return <main><Header /><p>Open on Sundays</p></main>;\n}\n",
      'src/pages/Glazes.jsx': "export default function Glazes() {\n  return <p>Celadon</p>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/parts/TopNav.jsx', homePage: false });
  });

  it('follows a barrel to the header rendered beside the routes', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport { Banner } from './parts';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <div className=\"flex flex-col\">\n        <Banner />\n        <Routes>\n          <Route path=\"/\" element={<Home />} />\n        </Routes>\n      </div>\n    </BrowserRouter>\n  );\n}\n",
      'src/parts/index.js': "export { default as Banner } from './Banner';\nexport { default as Tile } from './Tile';\n",
      'src/parts/Banner.jsx': "export default function Banner() {\n  return (\n    <nav className=\"flex justify-between\">\n      <a href=\"/\">Garden</a>\n    </nav>\n  );\n}\n",
      'src/parts/Tile.jsx': "export default function Tile({ children }) {\n  return <div>{children}</div>;\n}\n",
      'src/pages/Home.jsx': "export default function Home() {\n  return <h1>Welcome to the garden</h1>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/parts/Banner.jsx', homePage: false });
  });

  it('reaches the header of a layout handed to a wrapper as a prop (layout={Shell})', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport { Wrap, Leaf } from './compat/routes';\nimport Shell from './app/Shell';\nimport Start from './app/Start';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route element={<Wrap layout={Shell} />}>\n          <Route path=\"/\" element={<Leaf page={Start} />} />\n        </Route>\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/compat/routes.jsx': "import { Outlet } from 'react-router-dom';\n\nexport function Wrap({ layout: L }) {\n  return <L><Outlet /></L>;\n}\n\nexport function Leaf({ page: P }) {\n  return <P />;\n}\n",
      'src/app/Shell.jsx': "import { TopRow } from '../parts/top-row';\n\nexport default function Shell({ children }) {\n  return (\n    <div>\n      <TopRow />\n      {children}\n    </div>\n  );\n}\n",
      'src/parts/top-row.jsx': "export function TopRow() {\n  return (\n    <header className=\"flex justify-between\">\n      <a href=\"/\">Orchard</a>\n      <div className=\"flex gap-3\"><a href=\"/pick\">Pick</a></div>\n    </header>\n  );\n}\n",
      'src/app/Start.jsx': "export default function Start() {\n  return <h1>Apples in season</h1>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/parts/top-row.jsx', homePage: false });
  });

  it('passes over a frame that only the pages built by the tool draw, and uses the home page that has none', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Start from './pages/Start';\nimport Basket from './pages/Basket';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path=\"/\" element={<Start />} />\n        <Route path=\"/basket\" element={<Basket />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/pages/Start.jsx': "export default function Start() {\n  return (\n    <main>\n      <div className=\"flex justify-between\">\n        <span>Orchard</span>\n        <button>Menu</button>\n      </div>\n      <h1>Apples in season</h1>\n    </main>\n  );\n}\n",
    }, {
      'src/components/PageFrame.jsx': "export function FrameTop() {\n  return (\n    <header className=\"flex justify-between\">\n      <a href=\"/\">Orchard</a>\n      <nav className=\"flex gap-2\"><a href=\"/basket\">Basket</a></nav>\n    </header>\n  );\n}\n",
      'src/pages/Basket.jsx': "import { FrameTop } from '../components/PageFrame';\n\nexport default function Basket() {\n  return (\n    <div>\n      <FrameTop />\n      <p>Your basket is empty</p>\n    </div>\n  );\n}\n",
    });
    expect(host).toEqual({ file: 'src/pages/Start.jsx', homePage: true });
  });

  it('finds the home page from the route table when its pages were written after the analysis (a ported site)', async () => {
    const host = await hostOf({
      'src/App.jsx': "import { Routes, Route } from 'react-router-dom';\nimport Start from './pages/Start.jsx';\nimport Menu from './pages/Menu.jsx';\n\nexport default function App() {\n  return (\n    <Routes>\n      <Route path=\"/\" element={<Start />} />\n      <Route path=\"/menu\" element={<Menu />} />\n    </Routes>\n  );\n}\n",
    }, {
      'src/components/TopNav.jsx': "export default function TopNav() {\n  return (\n    <nav className=\"flex justify-between\">\n      <a href=\"/\">Orchard</a>\n      <a href=\"/menu\">Menu</a>\n    </nav>\n  );\n}\n",
      'src/pages/Start.jsx': "import TopNav from '../components/TopNav.jsx';\n\nexport default function Start() {\n  return (\n    <div>\n      <TopNav />\n      <h1>Apples in season</h1>\n    </div>\n  );\n}\n",
      'src/pages/Menu.jsx': "import TopNav from '../components/TopNav.jsx';\n\nexport default function Menu() {\n  return (\n    <div>\n      <TopNav />\n      <p>Cider, pies</p>\n    </div>\n  );\n}\n",
    });
    expect(host).toEqual({ file: 'src/components/TopNav.jsx', homePage: false });
  });

  it("takes the layout a data router's table names as a route object's Component, not the home page without a header", async () => {
    const host = await hostOf({
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { RouterProvider } from 'react-router-dom';\nimport { table } from './routing/table';\ncreateRoot(document.getElementById('root')).render(<RouterProvider router={table} />);\n",
      'src/routing/table.js': "import { createBrowserRouter } from 'react-router-dom';\nimport Frame from '../parts/Frame';\nimport Start from '../pages/Start';\nimport Kilns from '../pages/Kilns';\n\nexport const table = createBrowserRouter([\n  {\n    Component: Frame,\n    children: [\n      { index: true, Component: Start },\n      { path: '/kilns', Component: Kilns },\n    ],\n  },\n]);\n",
      'src/parts/Frame.jsx': "import { NavLink, Outlet } from 'react-router-dom';\n\nexport default function Frame() {\n  return (\n    <>\n      <div className=\"flex items-center justify-between\">\n        <header className=\"flex gap-2\"><span>Clay Corner</span></header>\n        <nav className=\"flex gap-4\"><NavLink to=\"/kilns\">Kilns</NavLink></nav>\n      </div>\n      <Outlet />\n    </>\n  );\n}\n",
      'src/pages/Start.jsx': "export default function Start() {\n  return (\n    <>\n      <h1>Bowls fired by hand</h1>\n      <p>Open on Sundays</p>\n    </>\n  );\n}\n",
      'src/pages/Kilns.jsx': "export default function Kilns() {\n  return <p>Two gas kilns</p>;\n}\n",
    });
    expect(host).toEqual({ file: 'src/parts/Frame.jsx', homePage: false });
  });

  it("adds the generated switch beside an i18n library's own switch that offers no Arabic", async () => {
    const I18N_PKG = JSON.stringify({ name: 'host-case', dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', 'react-router-dom': '^6.22.0', 'react-i18next': '^14.0.0', i18next: '^23.0.0' }, devDependencies: { vite: '^5.0.0' } });
    const files = {
      'package.json': I18N_PKG,
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': MAIN,
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport TopBar from './components/TopBar';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <TopBar />\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/components/TopBar.jsx': "import TonguePicker from './TonguePicker';\n\nexport default function TopBar() {\n  return (\n    <header className=\"flex justify-between\">\n      <a href=\"/\">Orchard</a>\n      <div className=\"flex gap-2\">\n        <a href=\"/pick\">Pick</a>\n        <TonguePicker />\n      </div>\n    </header>\n  );\n}\n",
      'src/components/TonguePicker.jsx': "import { useTranslation } from 'react-i18next';\n\nconst TONGUES = [{ code: 'en', label: 'EN' }, { code: 'de', label: 'DE' }];\n\nexport default function TonguePicker() {\n  const { i18n } = useTranslation();\n  return (\n    <span>\n      {TONGUES.map((t) => (\n        <button key={t.code} onClick={() => i18n.changeLanguage(t.code)}>{t.label}</button>\n      ))}\n    </span>\n  );\n}\n",
      'src/pages/Home.jsx': "export default function Home() {\n  return <h1>Apples in season</h1>;\n}\n",
    };
    site = await writeToTemp(files, 'switch-host');
    const loaded = await loadSite(site.dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    await localeSwitchStep.run(ctx as never);
    expect(ctx.tree.read('src/components/TonguePicker.jsx')).toContain('setLocale(t.code)');
    expect(ctx.tree.read('src/components/TopBar.jsx')).toContain('<LocaleSwitch');
  });

  it("puts a switch in each page's own header bar when no header is around the pages, not in a title block", async () => {
    const files = {
      'package.json': PKG,
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': MAIN,
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Start from './pages/Start';\nimport Visit from './pages/Visit';\nimport Story from './pages/Story';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path=\"/\" element={<Start />} />\n        <Route path=\"/visit\" element={<Visit />} />\n        <Route path=\"/story\" element={<Story />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/pages/Start.jsx': "export default function Start() {\n  return (\n    <div>\n      <header className=\"flex justify-between p-4\">\n        <a href=\"/\">Orchard</a>\n        <div className=\"flex gap-3\"><a href=\"/visit\">Visit</a></div>\n      </header>\n      <h1>Apples in season</h1>\n    </div>\n  );\n}\n",
      'src/pages/Visit.jsx': "export default function Visit() {\n  return (\n    <div>\n      <header className=\"flex justify-between p-4\">\n        <a href=\"/\">Orchard</a>\n        <div className=\"flex gap-3\"><a href=\"/story\">Story</a></div>\n      </header>\n      <p>Open daily</p>\n    </div>\n  );\n}\n",
      'src/pages/Story.jsx': "export default function Story() {\n  return (\n    <article>\n      <nav className=\"flex gap-1\"><a href=\"/\">Home</a> / <span>Story</span></nav>\n      <header className=\"text-center py-8\">\n        <h1>Planted in 1952</h1>\n      </header>\n    </article>\n  );\n}\n",
    };
    site = await writeToTemp(files, 'switch-host');
    const loaded = await loadSite(site.dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    await localeSwitchStep.run(ctx as never);
    expect(ctx.tree.read('src/pages/Start.jsx')).toContain('<LocaleSwitch');
    expect(ctx.tree.read('src/pages/Visit.jsx')).toMatch(/<div className="flex gap-3">\s*<LocaleSwitch/);
    expect(ctx.tree.read('src/pages/Story.jsx')).not.toContain('LocaleSwitch');
  });

  it('adds the generated switch beside a language state of its own it cannot wire, and asks about it', async () => {
    const files = {
      'package.json': PKG,
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': MAIN,
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport { TongueProvider } from './tongue';\nimport TopBar from './components/TopBar';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <TongueProvider>\n      <BrowserRouter>\n        <TopBar />\n        <Routes>\n          <Route path=\"/\" element={<Home />} />\n        </Routes>\n      </BrowserRouter>\n    </TongueProvider>\n  );\n}\n",
      // The document's language is derived from the state through a local constant: not wired.
      'src/tongue.jsx': "import { createContext, useContext, useEffect, useState } from 'react';\n\nconst Tongue = createContext(null);\nexport const useTongue = () => useContext(Tongue);\n\nexport function TongueProvider({ children }) {\n  const [tongue, setTongue] = useState('en');\n  useEffect(() => {\n    const code = tongue === 'de' ? 'de' : 'en';\n    document.documentElement.setAttribute('lang', code);\n  }, [tongue]);\n  return <Tongue.Provider value={{ tongue, setTongue }}>{children}</Tongue.Provider>;\n}\n",
      'src/components/TopBar.jsx': "export default function TopBar() {\n  return (\n    <header className=\"flex justify-between\">\n      <a href=\"/\">Orchard</a>\n      <div className=\"flex gap-2\">\n        <a href=\"/pick\">Pick</a>\n      </div>\n    </header>\n  );\n}\n",
      'src/pages/Home.jsx': "export default function Home() {\n  return <h1>Apples in season</h1>;\n}\n",
    };
    site = await writeToTemp(files, 'switch-host');
    const loaded = await loadSite(site.dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    const result = await localeSwitchStep.run(ctx as never);
    expect(ctx.tree.read('src/components/TopBar.jsx')).toContain('<LocaleSwitch');
    expect(result.openQuestions?.join('\n')).toMatch(/src\/tongue\.jsx:\d+: the source sets lang\/dir with its own language state/);
  });
});
