import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A tea shop that routes its detail and about pages to placeholders it never wrote. */
const APP = `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Home from './pages/Home';
import Teas from './pages/Teas';
import { TeaDetail } from './pages/TeaDetail';
import About from './pages/About';

export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/teas" element={<Teas />} />
        <Route path="/product/:teaId" element={<TeaDetail />} />
        <Route path="/about" element={<About />} />
      </Routes>
    </BrowserRouter>
  );
}
`;
const FILES: Record<string, string> = {
  'package.json': '{ "name": "leaf-and-kettle", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': APP,
  'src/pages/Home.jsx': "import { Link } from 'react-router-dom';\nexport default function Home() {\n  return <main><h1>Leaf and Kettle</h1><p>Loose teas, weighed by hand.</p><Link to=\"/teas\">All teas</Link></main>;\n}\n",
  'src/pages/Teas.jsx': "import { Link } from 'react-router-dom';\nconst TEAS = [{ id: 1, name: 'Sencha', price: 12 }, { id: 2, name: 'Assam', price: 9 }];\nexport default function Teas() {\n  return <main><h1>Our teas</h1>{TEAS.map((t) => <Link key={t.id} to={`/product/${t.id}`}>{t.name} {t.price}</Link>)}</main>;\n}\n",
  'src/pages/TeaDetail.jsx': 'import React from "react";\n\nexport const TeaDetail = () => {\n  return (\n    <div className="page">\n      <h1>Tea Detail</h1>\n      <p>Tea detail page coming soon!</p>\n    </div>\n  );\n};\n',
  'src/pages/About.jsx': 'export default function About() {\n  return <div><h1>About</h1><p>Under construction</p></div>;\n}\n',
};

describe('gap-pages: a canonical page the source routes to a stub', () => {
  it('is filled in place from its template, under its own name and route parameter; the route table stays as it is', async () => {
    const ctx = await gapContext(FILES, 'routed-stub');
    const detail = ctx.analysis.pages.find((p) => p.file === 'src/pages/TeaDetail.jsx');
    expect(detail?.canonical).toBe('product');
    expect(ctx.analysis.missingCanonical).not.toContain('product');
    const r = await gapPages.run(ctx);
    expect(r.status).not.toBe('failed');
    const page = ctx.tree.read('src/pages/TeaDetail.jsx')!;
    expect(page).toMatch(/const \{ teaId: slug \} = useParams\(\);/);
    expect(page).toContain('useProduct({ id: slug })');
    expect(page).toContain('export default function TeaDetail()');
    expect(page).toMatch(/export \{ TeaDetail \};/);
    expect(page).not.toContain('coming soon');
    const about = ctx.tree.read('src/pages/About.jsx')!;
    expect(about).toContain('export default function About()');
    expect(about).not.toContain('Under construction');
    // The other missing pages are built and routed; the stubs keep their own routes, with no second page beside them.
    const app = ctx.tree.read('src/App.jsx')!;
    expect(app).toContain('<Route path="/product/:teaId" element={<TeaDetail />} />');
    expect(app.match(/path="\/about"/g)).toHaveLength(1);
    expect(app).not.toMatch(/path="\/products?\/:slug"/);
    expect(ctx.tree.exists('src/pages/Product.jsx')).toBe(false);
    expect(r.notes?.join('\n')).toMatch(/product → src\/pages\/TeaDetail\.jsx \(\/product\/:teaId, the source's stub filled in place\)/);
    // A second run finds real pages and fills nothing.
    const again = await gapContext({ ...FILES, 'src/pages/TeaDetail.jsx': page, 'src/pages/About.jsx': about, 'src/App.jsx': ctx.tree.read('src/App.jsx')! }, 'routed-stub');
    await gapPages.run(again);
    expect(again.tree.read('src/pages/TeaDetail.jsx')).toBe(page);
    expect(again.tree.read('src/pages/About.jsx')).toBe(about);
  });
});
