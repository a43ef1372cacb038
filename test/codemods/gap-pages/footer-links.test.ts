import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A tea shop: a layout with a header menu and a footer that lists no pages, two unused footers beside it. */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "leaf-and-cup", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Layout from './components/Layout';
import Home from './pages/Home';
import Teas from './pages/Teas';
import Visit from './pages/Visit';

export default function App() {
  return (
    <BrowserRouter>
      <Layout>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/teas" element={<Teas />} />
          <Route path="/visit" element={<Visit />} />
        </Routes>
      </Layout>
    </BrowserRouter>
  );
}
`,
  'src/components/Layout.jsx': `import { Link } from 'react-router-dom';
import SiteFooter from './SiteFooter';

export default function Layout({ children }) {
  return (
    <div>
      <header className="flex justify-between">
        <Link to="/">Leaf and Cup</Link>
        <nav className="flex gap-4">
          <Link to="/teas">Teas</Link>
          <Link to="/visit">Visit</Link>
        </nav>
      </header>
      {children}
      <SiteFooter />
    </div>
  );
}
`,
  'src/components/SiteFooter.jsx': "export default function SiteFooter() {\n  return (\n    <footer className=\"bg-green-50\">\n      <p>Loose-leaf teas, weighed to order.</p>\n    </footer>\n  );\n}\n",
  'src/components/OldFooter.jsx': "import { Link } from 'react-router-dom';\nexport default function OldFooter() {\n  return <footer><Link to=\"#\">Press</Link><Link to=\"#\">Stockists</Link></footer>;\n}\n",
  'src/pages/Home.jsx': 'export default function Home() { return <h1>Leaf and Cup</h1>; }\n',
  'src/pages/Teas.jsx': 'export default function Teas() { return <h1>Teas</h1>; }\n',
  'src/pages/Visit.jsx': 'export default function Visit() { return <h1>Visit</h1>; }\n',
};

describe('gap pages are linked where the source lists secondary pages', () => {
  it('the shop joins the header menu; the rest go to the rendered footer, not the header nor a footer nothing renders', async () => {
    const ctx = await gapContext(FILES, 'footer-links');
    const r = await gapPages.run(ctx);
    expect(r.openQuestions?.filter((q) => /link .* by hand/.test(q))).toEqual([]);
    const layout = ctx.tree.read('src/components/Layout.jsx')!;
    expect(layout).toContain('<Link to="/products">Shop</Link>');
    for (const route of ['/about', '/faq', '/blog', '/legal']) expect(layout).not.toContain(`"${route}"`);
    const footer = ctx.tree.read('src/components/SiteFooter.jsx')!;
    expect(footer).toContain('import { Link } from "react-router-dom";');
    expect(footer).toMatch(/<nav[\s\S]*flexWrap: "wrap"[\s\S]*<Link to="\/about">About<\/Link>[\s\S]*<Link to="\/faq">FAQ<\/Link>[\s\S]*<\/nav>\s*<\/footer>/);
    expect(ctx.tree.read('src/components/OldFooter.jsx')).not.toContain('/about');
  });
});
