import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A candle shop whose pages live in `src/Pages` (capitalised, as some generators name it). */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "wick-and-wax", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Home from './Pages/Home';
import Candles from './Pages/Candles';

export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/candles" element={<Candles />} />
      </Routes>
    </BrowserRouter>
  );
}
`,
  'src/Pages/Home.jsx': 'export default function Home() {\n  return <main><h1>Wick and Wax</h1><p>Hand-poured soy candles.</p></main>;\n}\n',
  'src/Pages/Candles.jsx': 'export default function Candles() {\n  return <main><h1>Candles</h1></main>;\n}\n',
};

describe('gap pages of a site whose pages folder is capitalised', () => {
  it('go into that folder, not into a second `src/pages` beside it', async () => {
    const ctx = await gapContext(FILES, 'pages-folder-case');
    expect(ctx.analysis.missingCanonical.length).toBeGreaterThan(0);
    await gapPages.run(ctx);
    const added = ctx.tree.list().filter((f) => !(f in FILES) && /\.jsx$/.test(f) && /(^|\/)pages\//i.test(f));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((f) => f.startsWith('src/Pages/')), added.join(', ')).toBe(true);
    expect(ctx.tree.read('src/App.jsx')).toMatch(/from ["']\.\/Pages\/[A-Z]\w+["']/);
  });
});
