import { describe, expect, it } from 'vitest';
import gapPages from '../../../src/codemods/gap-pages/index.js';
import { gapContext } from './context.js';

const app = (inner: string) => `import { BrowserRouter, Routes, Route } from 'react-router-dom';
import Home from './pages/Home';
import Shop from './pages/Shop';
${inner.includes('BasketProvider') ? "import { BasketProvider } from './state/basket';\n" : ''}
export default function App() {
  return (
    <BrowserRouter>
      ${inner.replace('ROUTES', `<Routes>
        <Route path="/" element={<Home />} />
        <Route path="/shop" element={<Shop />} />
      </Routes>`)}
    </BrowserRouter>
  );
}
`;

/**
 * A bag maker's site: home and shop are routed; an older checkout page nobody routes any more
 * still reads a basket context whose provider the app no longer mounts.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "canvas-bags", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': app('ROUTES'),
  'src/pages/Home.jsx': 'export default function Home() {\n  return <h1>Canvas bags, sewn by hand</h1>;\n}\n',
  'src/pages/Shop.jsx': 'export default function Shop() {\n  return <h1>All bags</h1>;\n}\n',
  'src/state/basket.jsx': `import { createContext, useContext, useState } from 'react';

const BasketContext = createContext(undefined);

export function useBasket() {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket needs a BasketProvider');
  return value;
}

export function BasketProvider({ children }) {
  const [lines, setLines] = useState([]);
  return <BasketContext.Provider value={{ lines, setLines }}>{children}</BasketContext.Provider>;
}
`,
  'src/pages/Checkout.jsx': `import { useBasket } from '../state/basket';

export default function Checkout() {
  const { lines } = useBasket();
  return <section><h1>Checkout</h1><p>{lines.length} bags</p></section>;
}
`,
};

describe('an unrouted source page named like a missing page', () => {
  it('is left unrouted when it needs a provider the app never mounts: the page is built beside it', async () => {
    const ctx = await gapContext(FILES, 'unmounted-provider');
    const r = await gapPages.run(ctx);
    const routes = ctx.tree.read('src/App.jsx')!;
    expect(routes).toContain("import Checkout from './pages/CheckoutPage';");
    expect(routes).toContain('<Route path="/checkout" element={<Checkout />} />');
    expect(ctx.tree.read('src/pages/CheckoutPage.jsx')).not.toContain('useBasket');
    expect(ctx.tree.read('src/pages/Checkout.jsx')).toBe(FILES['src/pages/Checkout.jsx']);
    expect(r.notes).toContain('src/pages/Checkout.jsx is not routed as the checkout page: it needs BasketProvider above it, which the app never mounts; the checkout page is built from the template');
  });

  it('is routed as the page when the app mounts that provider', async () => {
    const ctx = await gapContext({ ...FILES, 'src/App.jsx': app('<BasketProvider>\n        ROUTES\n      </BasketProvider>') }, 'unmounted-provider');
    await gapPages.run(ctx);
    const routes = ctx.tree.read('src/App.jsx')!;
    expect(routes).toContain("import Checkout from './pages/Checkout';");
    expect(ctx.tree.exists('src/pages/CheckoutPage.jsx')).toBe(false);
  });
});
