import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** The step over a small site, with no missing page to build: only the source's own pages count. */
async function run(files: Record<string, string>) {
  const ctx = await gapContext(files, 'bare-pages', 'drop');
  return { ctx, result: await gapPages.run(ctx) };
}

/**
 * A bakery whose pages each draw the site's header and footer themselves; its terms page was
 * written bare, its story page sits in a layout component, its menu draws a nav of its own.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "crumb-bakery", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Home from './pages/Home';
import Terms from './pages/Terms';
import Story from './pages/Story';
import Breads from './pages/Breads';
import OldTerms from './pages/OldTerms';

export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/terms" element={<Terms />} />
        <Route path="/story" element={<Story />} />
        <Route path="/breads" element={<Breads />} />
        <Route path="/conditions" element={<OldTerms />} />
      </Routes>
    </BrowserRouter>
  );
}
`,
  'src/components/TopBar.jsx': 'export default function TopBar() {\n  return <div className="bar">Crumb Bakery</div>;\n}\n',
  'src/components/BottomBar.jsx': 'export default function BottomBar() {\n  return <div className="bottom">Baked daily</div>;\n}\n',
  'src/components/PageLayout.jsx': "import TopBar from './TopBar';\nexport default function PageLayout({ children }) {\n  return <><TopBar />{children}</>;\n}\n",
  'src/components/ShelfTabs.jsx': 'export default function ShelfTabs() {\n  return <nav><a href="#rye">Rye</a> <a href="#spelt">Spelt</a></nav>;\n}\n',
  'src/components/header.jsx': "export { default } from './TopBar';\n",
  'src/components/footer.jsx': "export { default } from './BottomBar';\n",
  'src/pages/Home.jsx': `import Header from '../components/header';
import Footer from '../components/footer';

export default function Home() {
  return (
    <div>
      <Header />
      <main className="pt-16"><h1>Bread from the wood oven</h1></main>
      <Footer />
    </div>
  );
}
`,
  'src/pages/Terms.jsx': `const Terms = () => {
  return <section><h1>Terms of sale</h1><p>Orders are baked to order.</p></section>;
};

export default Terms;
`,
  'src/pages/Story.jsx': "import PageLayout from '../components/PageLayout';\n\nexport default function Story() {\n  return <PageLayout><h1>Our story</h1></PageLayout>;\n}\n",
  'src/pages/OldTerms.jsx': "import { useEffect } from 'react';\nimport { useNavigate } from 'react-router-dom';\n\nconst OldTerms = () => {\n  const navigate = useNavigate();\n  useEffect(() => {\n    navigate('/terms', { replace: true });\n  }, [navigate]);\n  return null;\n};\n\nexport default OldTerms;\n",
  'src/pages/Breads.jsx': "import ShelfTabs from '../components/ShelfTabs';\n\nexport default function Breads() {\n  return <section><ShelfTabs /><h1>Breads</h1></section>;\n}\n",
};

describe('source pages drawn without the frame the home page draws', () => {
  it('get the home page header and footer; pages in a layout or with a nav of their own are left', async () => {
    const { ctx, result } = await run(FILES);
    expect(result.notes).toContain("drawn inside the home page's header and footer (the source drew them without any): src/pages/Terms.jsx");
    const terms = ctx.tree.read('src/pages/Terms.jsx')!;
    expect(terms).toContain('import Header from "../components/header";\nimport Footer from "../components/footer";');
    expect(terms).toContain('const Terms = () => {');
    expect(terms).not.toContain('export default Terms;');
    expect(terms).toMatch(/export default function TermsInFrame\(\) \{\s*return \(\s*<>\s*<Header \/>\s*<main className="pt-16"><Terms \/><\/main>\s*<Footer \/>\s*<\/>/);
    // A page that only forwards to another route draws nothing: it stays an alias (the manifest lists its target).
    for (const f of ['src/pages/Story.jsx', 'src/pages/Breads.jsx', 'src/pages/Home.jsx', 'src/pages/OldTerms.jsx']) expect(ctx.tree.read(f), f).toBe(FILES[f]);
    // A second run finds the page framed.
    await gapPages.run(ctx);
    expect(ctx.tree.read('src/pages/Terms.jsx')).toBe(terms);
  });

  it('are left as they are when the page takes props', async () => {
    const files = { ...FILES, 'src/pages/Terms.jsx': 'export default function Terms({ section }) {\n  return <section><h1>Terms: {section}</h1></section>;\n}\n' };
    const { ctx, result } = await run(files);
    expect(ctx.tree.read('src/pages/Terms.jsx')).toBe(files['src/pages/Terms.jsx']);
    expect(result.status).toBe('unnecessary');
  });

  it('find the frame in header and footer components named after the brand, past a document-head element', async () => {
    const files: Record<string, string> = {
      ...FILES,
      'src/components/nav/CrumbHeader.jsx': 'export default function CrumbHeader() {\n  return <div className="bar">Crumb Bakery</div>;\n}\n',
      'src/components/WarmFooter.jsx': 'export default function WarmFooter() {\n  return <div className="bottom">Baked daily</div>;\n}\n',
      'src/components/PageSeo.jsx': 'export default function PageSeo() {\n  return null;\n}\n',
      'src/pages/Home.jsx': `import PageSeo from '../components/PageSeo';
import CrumbHeader from '../components/nav/CrumbHeader';
import WarmFooter from '../components/WarmFooter';

export default function Home() {
  return (
    <div>
      <PageSeo />
      <CrumbHeader />
      <section><h1>Bread from the wood oven</h1></section>
      <WarmFooter />
    </div>
  );
}
`,
    };
    const { ctx } = await run(files);
    const terms = ctx.tree.read('src/pages/Terms.jsx')!;
    expect(terms).toContain('import CrumbHeader from "../components/nav/CrumbHeader";\nimport WarmFooter from "../components/WarmFooter";');
    expect(terms).not.toContain('PageSeo');
    expect(terms).toMatch(/<CrumbHeader \/>\s*<Terms \/>\s*<WarmFooter \/>/);
  });

  it('are drawn inside a context provider their hooks need when nothing mounts it', async () => {
    const files: Record<string, string> = {
      ...FILES,
      'src/context/Basket.jsx': `import { createContext, useContext, useState } from 'react';
const BasketContext = createContext(undefined);
export const useBasket = () => {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket must be used within a BasketProvider');
  return value;
};
export const BasketProvider = ({ children }) => {
  const [loaves, setLoaves] = useState([]);
  return <BasketContext.Provider value={{ loaves, setLoaves }}>{children}</BasketContext.Provider>;
};
`,
      'src/pages/Breads.jsx': "import ShelfTabs from '../components/ShelfTabs';\nimport { useBasket } from '../context/Basket';\n\nexport default function Breads() {\n  const { loaves } = useBasket();\n  return <section><ShelfTabs /><h1>Breads ({loaves.length})</h1></section>;\n}\n",
    };
    const { ctx, result } = await run(files);
    const breads = ctx.tree.read('src/pages/Breads.jsx')!;
    expect(result.notes).toContain('drawn inside the context providers their hooks need, which the source never mounted: src/pages/Breads.jsx');
    expect(breads).toContain('import { BasketProvider } from "../context/Basket";');
    expect(breads).toContain('function Breads() {');
    expect(breads).toMatch(/export default function BreadsWithProviders\(\) \{\s*return \(\s*<BasketProvider>\s*<Breads \/>\s*<\/BasketProvider>\s*\);/);
    await gapPages.run(ctx);
    expect(ctx.tree.read('src/pages/Breads.jsx')).toBe(breads);
  });

  it('are drawn inside the provider when only another page mounts it, around itself', async () => {
    const basket = `import { createContext, useContext, useState } from 'react';
const BasketContext = createContext(null);
export const useBasket = () => useContext(BasketContext);
export function BasketProvider({ children }) {
  const [loaves, setLoaves] = useState([]);
  return <BasketContext.Provider value={{ loaves, setLoaves }}>{children}</BasketContext.Provider>;
}
`;
    const files: Record<string, string> = {
      ...FILES,
      'src/context/Basket.jsx': basket,
      // The story page mounts the basket around itself only; the breads page reads it with nothing above.
      'src/pages/Story.jsx': "import PageLayout from '../components/PageLayout';\nimport { BasketProvider } from '../context/Basket';\n\nexport default function Story() {\n  return <BasketProvider><PageLayout><h1>Our story</h1></PageLayout></BasketProvider>;\n}\n",
      'src/pages/Breads.jsx': "import ShelfTabs from '../components/ShelfTabs';\nimport { useBasket } from '../context/Basket';\n\nexport default function Breads() {\n  const { loaves } = useBasket();\n  return <section><ShelfTabs /><h1>Breads ({loaves.length})</h1></section>;\n}\n",
    };
    const { ctx } = await run(files);
    expect(ctx.tree.read('src/pages/Breads.jsx')).toMatch(/export default function BreadsWithProviders\(\) \{\s*return \(\s*<BasketProvider>\s*<Breads \/>/);
    expect(ctx.tree.read('src/pages/Story.jsx')).toBe(files['src/pages/Story.jsx']);
  });
});
