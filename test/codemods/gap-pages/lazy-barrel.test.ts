import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A tea room whose route table takes its pages from one barrel of lazy exports (`import { StoryPage } from './'`). */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "tea-room", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { BrowserRouter } from 'react-router-dom';\nimport Shell from './Shell';\ncreateRoot(document.getElementById('root')).render(<BrowserRouter><Shell /></BrowserRouter>);\n",
  'src/index.js': "import { lazy } from 'react';\n\nexport { default as TopBar } from './components/TopBar';\nexport const HomePage = lazy(() => import('./pages/Home'));\nexport const StoryPage = lazy(() => import('./pages/Story'));\n",
  'src/Shell.jsx': "import { Suspense } from 'react';\nimport { Routes, Route } from 'react-router-dom';\nimport { TopBar, HomePage, StoryPage } from './';\n\nexport default function Shell() {\n  return (\n    <Suspense fallback={null}>\n      <TopBar />\n      <Routes>\n        <Route path={\"/\"} element={<HomePage />} />\n        <Route path={\"/story\"} element={<StoryPage />} />\n      </Routes>\n    </Suspense>\n  );\n}\n",
  'src/components/TopBar.jsx': "export default function TopBar() {\n  return <header className=\"bar\">Leaf &amp; Cup</header>;\n}\n",
  'src/pages/Home.jsx': 'export default function Home() {\n  return <section className="py-8"><h1>Leaf &amp; Cup</h1></section>;\n}\n',
  'src/pages/Story.jsx': 'export default function Story() {\n  return <section className="py-8"><h2>Our story</h2></section>;\n}\n',
};

describe('gap pages in a route table fed by a barrel of lazy pages', () => {
  it('are registered as plain routes in the same table when the model entry cannot be copied', async () => {
    const ctx = await gapContext(FILES, 'lazy-barrel');
    const r = await gapPages.run(ctx);
    expect((r.limitations ?? []).filter((l) => /is not routed/.test(l.what))).toEqual([]);
    const shell = ctx.tree.read("src/Shell.jsx")!;
    expect(shell).toMatch(/<Route path="\/contact" element=\{<Contact \/>\} \/>/);
    expect(shell).toContain('import Contact from "./pages/Contact";');
    expect(ctx.tree.exists('src/pages/Contact.jsx')).toBe(true);
  });
});
