import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/**
 * A one-page florist: the home page switches to its returns page on `#returns` itself (the
 * route's name shows up in the home page's code), while the route table lives in main.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "petal-row", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route } from 'react-router-dom';
import App from './App';
import ReturnsPage from './pages/ReturnsPage';

createRoot(document.getElementById('root')).render(
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<App />} />
      <Route path="/returns" element={<ReturnsPage />} />
    </Routes>
  </BrowserRouter>
);
`,
  'src/App.jsx': `import { useEffect, useState } from 'react';
import ReturnsPage from './pages/ReturnsPage';

export default function App() {
  const [view, setView] = useState('home');
  useEffect(() => {
    const onHash = () => setView(window.location.hash.slice(1) === 'returns' ? 'returns' : 'home');
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return view === 'returns' ? <ReturnsPage /> : <main><h1>Peonies by the armful</h1><a href="#returns">Returns</a></main>;
}
`,
  'src/pages/ReturnsPage.jsx': 'export default function ReturnsPage() {\n  return <section><h1>Returns</h1><p>Wilted on arrival? We send a fresh bunch.</p></section>;\n}\n',
};

describe('the route file new pages are registered in', () => {
  it('is the file that registers the model route, not a page that only compares the hash to its name', async () => {
    const ctx = await gapContext(FILES, 'route-file-choice');
    const result = await gapPages.run(ctx);
    expect((result.limitations ?? []).filter((l) => /is not routed/.test(l.what))).toEqual([]);
    const main = ctx.tree.read('src/main.jsx')!;
    expect(main).toMatch(/<Route path=["']\/about["']/);
    expect(ctx.tree.read('src/App.jsx')).toBe(FILES['src/App.jsx']);
  });
});
