import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

/** A florist whose only page draws its header and footer inline, with no component to import. */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "petal-corner", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
  'src/pages/Home.jsx': `export default function Home() {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 bg-white shadow">
        <div className="mx-auto max-w-5xl px-4 py-3">
          <h1>Petal Corner</h1>
        </div>
      </header>
      <main><p>Fresh stems every morning.</p></main>
      <footer className="bg-stone-100 py-6">
        <div className="text-center text-sm">Petal Corner</div>
      </footer>
    </div>
  );
}
`,
};

describe('gap pages in a site whose pages draw their chrome inline', () => {
  it('get a generated header and footer in the classes of the source, linking the new pages', async () => {
    const ctx = await gapContext(FILES, 'inline-frame');
    const r = await gapPages.run(ctx);
    expect(r.openQuestions?.filter((q) => /link .* by hand/.test(q))).toEqual([]);
    const frame = ctx.tree.read('src/components/SiteFrame.jsx')!;
    expect(frame).toContain('<header className="sticky top-0 bg-white shadow">');
    expect(frame).toContain('<div className="mx-auto max-w-5xl px-4 py-3"');
    expect(frame).toContain('<footer className="bg-stone-100 py-6">');
    expect(frame).toContain('{ to: "/products", en: "Shop", ar: "المتجر" },');
    expect(frame).toMatch(/FOOTER_LINKS = \[[\s\S]*\{ to: "\/contact", en: "Contact", ar: "تواصل معنا" \}/);
    const contact = ctx.tree.read('src/pages/Contact.jsx')!;
    expect(contact).toContain('import { SiteHeader, SiteFooter } from "../components/SiteFrame";');
    expect(contact).toMatch(/<SiteHeader \/>\s*<ContactContent \/>\s*<SiteFooter \/>/);
  });

  it('take the frame from the home page when the page they copy the registration of draws none', async () => {
    const files: Record<string, string> = {
      ...FILES,
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Home from './pages/Home';\nimport CareNotes from './pages/CareNotes';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path=\"/\" element={<Home />} />\n        <Route path=\"/care-notes\" element={<CareNotes />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/pages/CareNotes.jsx': 'export default function CareNotes() {\n  return (\n    <section className="p-6">\n      <h1>Keeping stems fresh</h1>\n    </section>\n  );\n}\n',
    };
    const ctx = await gapContext(files, 'inline-frame');
    await gapPages.run(ctx);
    expect(ctx.tree.read('src/components/SiteFrame.jsx')).toContain('<header className="sticky top-0 bg-white shadow">');
    expect(ctx.tree.read('src/pages/Contact.jsx')).toContain('<SiteHeader />');
  });

  it('are registered beside a page of the layout route, never beside the catch-all not-found route after it', async () => {
    const files: Record<string, string> = {
      ...FILES,
      'src/App.jsx': "import { BrowserRouter, Routes, Route } from 'react-router-dom';\nimport Shell from './components/Shell';\nimport Home from './pages/Home';\nimport Bouquets from './pages/Bouquets';\nimport NotFound from './pages/AnyOther';\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route element={<Shell />}>\n          <Route path=\"/\" element={<Home />} />\n          <Route path=\"/bouquets\" element={<Bouquets />} />\n        </Route>\n        <Route path=\"*\" element={<NotFound />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n",
      'src/components/Shell.jsx': "import { Outlet } from 'react-router-dom';\nexport default function Shell() {\n  return <div><header>Petal Corner</header><Outlet /><footer>Petal Corner</footer></div>;\n}\n",
      'src/pages/Bouquets.jsx': 'export default function Bouquets() {\n  return <h1>Bouquets</h1>;\n}\n',
      'src/pages/AnyOther.jsx': 'export default function NotFound() {\n  return <h1>404: nothing grows here</h1>;\n}\n',
    };
    const ctx = await gapContext(files, 'inline-frame');
    await gapPages.run(ctx);
    const app = ctx.tree.read('src/App.jsx')!;
    // The new routes sit inside the layout route, before its closing tag and the catch-all.
    expect(app.indexOf('path="/contact"')).toBeGreaterThan(app.indexOf('path="/bouquets"'));
    expect(app.indexOf('path="/contact"')).toBeLessThan(app.indexOf('</Route>'));
  });
});
