import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A stationery shop whose route file already imports a slide-over `Cart` drawer component. */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "paper-trail", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': `import { useState } from 'react';
import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Cart from './components/Cart';
import Home from './pages/Home';
import Notebooks from './pages/Notebooks';

export default function App() {
  const [open, setOpen] = useState(false);
  return (
    <BrowserRouter>
      <button onClick={() => setOpen(true)}>Basket</button>
      <Cart open={open} onClose={() => setOpen(false)} />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/notebooks" element={<Notebooks />} />
      </Routes>
    </BrowserRouter>
  );
}
`,
  'src/components/Cart.jsx': 'export default function Cart({ open, onClose }) {\n  return open ? <aside><button onClick={onClose}>Close</button></aside> : null;\n}\n',
  'src/pages/Home.jsx': 'export default function Home() {\n  return <main><h1>Paper Trail</h1><p>Notebooks and pens.</p></main>;\n}\n',
  'src/pages/Notebooks.jsx': 'export default function Notebooks() {\n  return <main><h1>Notebooks</h1></main>;\n}\n',
};

describe('a gap page whose name the route file already uses for another component', () => {
  it('gets its own name and a route, and the other component keeps its import', async () => {
    const ctx = await gapContext(FILES, 'name-clash');
    expect(ctx.analysis.missingCanonical).toContain('cart');
    await gapPages.run(ctx);
    const app = ctx.tree.read('src/App.jsx')!;
    expect(app).toContain("import Cart from './components/Cart';");
    expect(app).toMatch(/import CartPage from ["']\.\/pages\/Cart["'];/);
    expect(app).toMatch(/<Route path="\/cart" element=\{<CartPage \/>\} \/>/);
    expect(ctx.tree.exists('src/pages/Cart.jsx')).toBe(true);
    // A second run finds the page registered under its own name and adds nothing.
    const again = await gapContext({ ...FILES, 'src/App.jsx': app, 'src/pages/Cart.jsx': ctx.tree.read('src/pages/Cart.jsx')! }, 'name-clash');
    await gapPages.run(again);
    expect(again.tree.read('src/App.jsx')).toBe(app);
  });
});
