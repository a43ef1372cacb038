import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadSite } from '../../../src/load/site.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { registeredRoute, routedPage } from '../../../src/codemods/theme-shell/registered-route.js';
import { describe, expect, it } from 'vitest';
import type { PageInfo } from '../../../src/analyze/types.js';
import { gapRoute, routesByPageName } from '../../../src/codemods/theme-shell/route-naming.js';
import { detailHref } from '../../../src/codemods/gap-pages/fill.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';
import { joinPageNameLists } from '../../../src/codemods/gap-pages/page-name-lists.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { addRouteToAst, type NewRoute, type RouteModel } from '../../../src/codemods/gap-pages/register.js';
import { addLinkToAst, type KnownPage, type LinkTarget } from '../../../src/codemods/gap-pages/links.js';
import { addFooterListLink, addFooterRow, type LinkElement } from '../../../src/codemods/gap-pages/footer-links.js';

/** A staged tree over a small site written to a temp folder (files by site path), and its clean-up. */
async function siteTree(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gap-site-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return { tree: new MemoryTree(await loadSite(dir, { mode: 'edit' })), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A `footer` case: secondary pages linked, in order, in a footer (a footer file, or the `<footer>` of a layout). */
interface FooterCase { file: boolean; pages: KnownPage[]; targets: LinkTarget[]; link: LinkElement }
function inFooter(ast: import('@babel/types').File, o: FooterCase): boolean {
  const pages = [...o.pages];
  return o.targets.every((t) => {
    const ok = addFooterListLink(ast, o.file, pages, t) || addFooterRow(ast, o.file, t, o.link);
    pages.push(t);
    return ok;
  });
}

/**
 * fixtures/codemods/gap-pages/<case>.input.<ext> → <case>.output.<ext>, each run twice: a gap page
 * registered beside a model page in a route table (`route` options), linked in a nav/footer
 * list (`link` options) or in a footer (`footer` options).
 */
runFixturePairs('gap-pages: routes and links', path.join(REPO, 'fixtures', 'codemods', 'gap-pages'), (input, c) => {
  const parsed = parseSource(`case.${c.ext}`, input, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const o = c.options as { route?: { model: RouteModel; page: NewRoute }; link?: { pages: KnownPage[]; target: LinkTarget; maxItems?: number }; footer?: FooterCase; pageNames?: { home: string[]; added: string[] } };
  // A second run adds nothing to a page-name list: "nothing registered" only counts on the first.
  if (o.pageNames) return joinPageNameLists(parsed.ast, o.pageNames.home, o.pageNames.added) ? printLikeSource(parsed.ast, input) : input;
  const ok = o.route ? addRouteToAst(parsed.ast, o.route.model, o.route.page) : o.link ? addLinkToAst(parsed.ast, o.link.pages, o.link.target, 1, o.link.maxItems) : o.footer ? inFooter(parsed.ast, o.footer) : false;
  if (!ok) throw new Error(`${c.name}: nothing registered`);
  return printLikeSource(parsed.ast, input);
});

describe('gap-pages: route naming', () => {
  const page = (file: string, route: string | null, component: string, canonical: PageInfo['canonical'] = null, cls: PageInfo['class'] = 'content'): PageInfo => ({ file, route, class: cls, canonical, becomes: 'theme page', component });
  const byName = [page('src/pages/Home.jsx', '/', 'Home', 'home'), page('src/pages/Store.jsx', '/Store', 'Store', 'products'), page('src/pages/Contact.jsx', '/Contact', 'Contact', 'contact'), page('src/pages/Login.jsx', '/login', 'Login', null, 'drop')];
  const byPath = [page('src/pages/Home.tsx', '/', 'Home', 'home'), page('src/pages/About.tsx', '/about', 'About', 'about'), page('src/pages/Shop.tsx', '/shop', 'Shop', 'products')];

  it('a router that serves pages at their names gets /Name routes; a path router gets the canonical path', () => {
    expect(routesByPageName(byName)).toBe(true);
    expect(routesByPageName(byPath)).toBe(false);
    expect(gapRoute('order-status', 'OrderStatus', byName)).toBe('/OrderStatus');
    expect(gapRoute('order-status', 'OrderStatus', byPath)).toBe('/order-status');
    expect(gapRoute('blog', 'BlogPage', byPath)).toBe('/blog');
  });

  it('a detail page sits under its list page, kept or built in the same run', () => {
    expect(gapRoute('product', 'Product', byName)).toBe('/Store/:slug');
    expect(gapRoute('product', 'Product', byPath)).toBe('/shop/:slug');
    expect(gapRoute('service', 'Service', byPath)).toBe('/services/:slug');
    expect(gapRoute('service', 'Service', byName, (c) => (c === 'services' ? '/Services' : undefined))).toBe('/Services/:slug');
  });

  it('a detail page goes under the list page at a fixed path, not under a list page with a route parameter', () => {
    const lists = [page('src/pages/Drops.tsx', '/drops/:season', 'Drops', 'products'), page('src/pages/Picks.tsx', '/picks', 'Picks', 'products')];
    expect(gapRoute('product', 'Product', lists)).toBe('/picks/:slug');
    expect(gapRoute('product', 'Product', lists.slice(0, 1))).toBe('/products/:slug');
  });

  it('a list page served at the home path does not put its detail page at a bare /:slug that would catch /cart and /about', () => {
    const menuAtRoot = [page('src/pages/menu.tsx', '/', 'MenuPage', 'products'), page('src/pages/visit.tsx', '/visit', 'VisitPage', 'contact')];
    expect(gapRoute('product', 'Product', menuAtRoot)).toBe('/products/:slug');
    expect(gapRoute('service', 'Service', byPath, (c) => (c === 'services' ? '/' : undefined))).toBe('/services/:slug');
    expect(gapRoute('product', 'Product', byName, (c) => (c === 'products' ? '/' : undefined))).toBe('/products/:slug');
  });
});

describe('gap-pages: list cards link the detail page the site serves', () => {
  it('fills the detail route parameter with the slug or the id the route names', () => {
    expect(detailHref('/products/:slug')).toBe('/products/${p.slug}');
    expect(detailHref('item/:itemId')).toBe('/item/${p.id}');
    expect(detailHref('/product/:productId')).toBe('/product/${p.id}');
    expect(detailHref('/ProductDetail')).toBe('/ProductDetail?id=${p.id}');
  });
});

describe('gap-pages: a page a step moved is found at its route', () => {
  it('routedPage resolves the component a route table serves at a route to its script; registeredRoute goes back', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gap-routed-'));
    try {
      mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "ported", "dependencies": { "react": "18.0.0", "react-router-dom": "6.0.0" } }');
      writeFileSync(path.join(dir, 'src/App.jsx'), 'import { Routes, Route } from "react-router-dom";\nimport About from "./pages/About.jsx";\nimport Home from "./pages/Home.jsx";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/about" element={<About />} /></Routes>;\n}\n');
      writeFileSync(path.join(dir, 'src/pages/About.jsx'), 'export default function About() { return <h1>About</h1>; }\n');
      writeFileSync(path.join(dir, 'src/pages/Home.jsx'), 'export default function Home() { return <h1>Home</h1>; }\n');
      const tree = new MemoryTree(await loadSite(dir, { mode: 'edit' }));
      const scripts = ['src/App.jsx', 'src/pages/About.jsx', 'src/pages/Home.jsx'];
      expect(routedPage(tree, scripts, '/about', 'src')).toEqual({ file: 'src/pages/About.jsx', local: 'About' });
      expect(routedPage(tree, scripts, '/faq', 'src')).toBeNull();
      expect(registeredRoute(tree, scripts, 'src/pages/About.jsx', 'src')).toBe('/about');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gap-pages: a page in the own <Routes> of a catch-all layout route', () => {
  it('registeredRoute gives its own path, not the catch-all that wraps the inner table', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gap-inner-'));
    try {
      mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "framed", "dependencies": { "react": "18.0.0", "react-router-dom": "6.0.0" } }');
      writeFileSync(path.join(dir, 'src/App.jsx'), [
        'import { Routes, Route } from "react-router-dom";',
        'import Welcome from "./pages/Welcome.jsx";',
        'import Recipes from "./pages/Recipes.jsx";',
        'export default function App() {',
        '  return <Routes><Route path="/*" element={<><nav /><Routes><Route path="/" element={<Welcome />} /><Route path="/recipes" element={<Recipes />} /></Routes></>} /></Routes>;',
        '}',
        '',
      ].join('\n'));
      writeFileSync(path.join(dir, 'src/pages/Welcome.jsx'), 'export default function Welcome() { return <h1>Hi</h1>; }\n');
      writeFileSync(path.join(dir, 'src/pages/Recipes.jsx'), 'export default function Recipes() { return <h1>Recipes</h1>; }\n');
      const tree = new MemoryTree(await loadSite(dir, { mode: 'edit' }));
      const scripts = ['src/App.jsx', 'src/pages/Welcome.jsx', 'src/pages/Recipes.jsx'];
      expect(registeredRoute(tree, scripts, 'src/pages/Recipes.jsx', 'src')).toBe('/recipes');
      expect(registeredRoute(tree, scripts, 'src/pages/Welcome.jsx', 'src')).toBe('/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gap-pages: a site whose pages draw their own header and footer', () => {
  it('pageFrame reads the frame around a page; framePage draws a gap page inside it', async () => {
    const { pageFrame, framePage } = await import('../../../src/codemods/gap-pages/page-frame.js');
    const { tree, cleanup } = await siteTree({
      'package.json': '{ "name": "framed", "dependencies": { "react": "18.0.0" } }',
      'src/components/SiteHeader.jsx': 'export default function SiteHeader() { return <header>Deli</header>; }\n',
      'src/components/Footer.jsx': 'export function Footer() { return <footer>©</footer>; }\n',
      'src/pages/About.jsx': [
        "import SiteHeader from '../components/SiteHeader.jsx';",
        "import { Footer } from '../components/Footer.jsx';",
        'export default function About() {',
        '  const title = "About us";',
        '  return (',
        '    <>',
        '      <SiteHeader title={title} sticky variant="light" />',
        '      <main className="page">',
        '        <h1>{title}</h1>',
        '      </main>',
        '      <Footer />',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'src/pages/Home.jsx': 'export default function Home() { return <main><h1>Home</h1></main>; }\n',
    });
    try {
      const frame = pageFrame(tree, 'src/pages/About.jsx', 'src/pages/Faq.jsx');
      expect(frame).toEqual({
        imports: ['import SiteHeader from "../components/SiteHeader.jsx";', 'import { Footer } from "../components/Footer.jsx";'],
        before: ['<SiteHeader sticky variant="light" />'],
        after: ['<Footer />'],
        wrapper: { tag: 'main', className: 'page' },
      });
      expect(pageFrame(tree, 'src/pages/Home.jsx', 'src/pages/Faq.jsx')).toBeNull();
      const page = 'import { useLocale } from "platform-sdk/theme";\nexport default function Faq() {\n  return <section>FAQ</section>;\n}\n';
      expect(framePage(page, 'Faq', frame!)).toBe([
        'import { useLocale } from "platform-sdk/theme";',
        'import SiteHeader from "../components/SiteHeader.jsx";',
        'import { Footer } from "../components/Footer.jsx";',
        'function FaqContent() {',
        '  return <section>FAQ</section>;',
        '}',
        '',
        "/** The page inside the site's own frame (its pages draw their header and footer themselves). */",
        'export default function Faq() {',
        '  return (',
        '    <>',
        '      <SiteHeader sticky variant="light" />',
        '      <main className="page"><FaqContent /></main>',
        '      <Footer />',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'));
    } finally {
      cleanup();
    }
  });
});

describe('gap-pages: a one-page site that wraps its frame in a provider and a column', () => {
  it('pageFrame reaches the header and footer through the wrappers, keeps them around the frame, and counts a drawer after the footer as frame', async () => {
    const { pageFrame, framePage } = await import('../../../src/codemods/gap-pages/page-frame.js');
    const { tree, cleanup } = await siteTree({
      'package.json': '{ "name": "one-page", "dependencies": { "react": "18.0.0" } }',
      'src/components/Header.tsx': 'import { useBasket } from "../state/Basket";\nexport function Header() { const { count } = useBasket(); return <header>Loaves ({count})</header>; }\n',
      'src/components/Footer.tsx': 'export function Footer() { return <footer>Open daily</footer>; }\n',
      'src/components/BasketDrawer.tsx': 'export function BasketDrawer() { return <aside />; }\n',
      'src/state/Basket.tsx': 'export function BasketProvider({ children }) { return children; }\nexport const useBasket = () => ({ count: 0 });\n',
      'src/pages/Index.tsx': [
        'import { BasketProvider } from "@/state/Basket";',
        'import { Header } from "@/components/Header";',
        'import { Footer } from "@/components/Footer";',
        'import { BasketDrawer } from "@/components/BasketDrawer";',
        'import { Loaves } from "@/components/Loaves";',
        'const Index = () => (',
        '  <BasketProvider>',
        '    <div className="min-h-screen flex flex-col">',
        '      <Header />',
        '      <main className="flex-1"><Loaves /></main>',
        '      <Footer />',
        '      <BasketDrawer />',
        '    </div>',
        '  </BasketProvider>',
        ');',
        'export default Index;',
        '',
      ].join('\n'),
    });
    try {
      const frame = pageFrame(tree, 'src/pages/Index.tsx', 'src/pages/About.tsx');
      expect(frame).toEqual({
        imports: ['import { BasketProvider } from "@/state/Basket";', 'import { Header } from "@/components/Header";', 'import { Footer } from "@/components/Footer";', 'import { BasketDrawer } from "@/components/BasketDrawer";'],
        before: ['<Header />'],
        after: ['<Footer />', '<BasketDrawer />'],
        wrapper: { tag: 'main', className: 'flex-1' },
        outer: [{ open: '<BasketProvider>', close: '</BasketProvider>' }, { open: '<div className="min-h-screen flex flex-col">', close: '</div>' }],
      });
      const page = 'export default function About() {\n  return <section>Our story</section>;\n}\n';
      expect(framePage(page, 'About', frame!)).toContain([
        '    <>',
        '      <BasketProvider>',
        '        <div className="min-h-screen flex flex-col">',
        '          <Header />',
        '          <main className="flex-1"><AboutContent /></main>',
        '          <Footer />',
        '          <BasketDrawer />',
        '        </div>',
        '      </BasketProvider>',
        '    </>',
      ].join('\n'));
    } finally {
      cleanup();
    }
  });
});

describe('gap-pages: a site whose pages wrap themselves in a layout component', () => {
  it('pageFrame takes the layout component as the frame; framePage draws the gap page inside it', async () => {
    const { pageFrame, framePage } = await import('../../../src/codemods/gap-pages/page-frame.js');
    const { tree, cleanup } = await siteTree({
      'package.json': '{ "name": "layout-pages", "dependencies": { "react": "18.0.0" } }',
      'src/components/layout/ShopLayout.tsx': 'export function ShopLayout({ children, wide }) { return <><header>Herbs</header><main>{children}</main><footer>©</footer></>; }\n',
      'src/pages/Index.tsx': 'import { ShopLayout } from "@/components/layout/ShopLayout";\nimport { Hero } from "@/components/Hero";\nconst Index = () => (\n  <ShopLayout wide>\n    <Hero />\n  </ShopLayout>\n);\nexport default Index;\n',
    });
    try {
      const frame = pageFrame(tree, 'src/pages/Index.tsx', 'src/pages/Faq.tsx');
      expect(frame).toEqual({ imports: ['import { ShopLayout } from "@/components/layout/ShopLayout";'], before: [], after: [], wrapper: null, outer: [{ open: '<ShopLayout wide>', close: '</ShopLayout>' }] });
      const page = 'export default function Faq() {\n  return <section>FAQ</section>;\n}\n';
      expect(framePage(page, 'Faq', frame!)).toContain('      <ShopLayout wide>\n        <FaqContent />\n      </ShopLayout>');
    } finally {
      cleanup();
    }
  });
});

describe('gap-pages: a route table with no page to copy', () => {
  it('addJsxRoute registers plain <Route> entries before the catch-all, in order, importing Route when needed', async () => {
    const { addJsxRoute, isLeafRootRoute } = await import('../../../src/codemods/gap-pages/register.js');
    const { tree, cleanup } = await siteTree({
      'package.json': '{ "name": "table", "dependencies": { "react": "18.0.0", "react-router-dom": "6.0.0" } }',
      'src/App.jsx': [
        'import { BrowserRouter, Routes } from "react-router-dom";',
        'import NotFound from "./NotFound";',
        '',
        'export default function App() {',
        '  return (',
        '    <BrowserRouter>',
        '      <Routes>',
        '        <NotFound path="*" />',
        '      </Routes>',
        '    </BrowserRouter>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    try {
      // Registered last-first, as the step does: each goes before the one registered just before it.
      expect(addJsxRoute(tree, 'src/App.jsx', { local: 'Cart', route: '/cart', importFrom: './pages/Cart' })).toBe(true);
      expect(addJsxRoute(tree, 'src/App.jsx', { local: 'Products', route: '/products', importFrom: './pages/Products' }, 'Cart')).toBe(true);
      const out = tree.read('src/App.jsx')!;
      expect(out).toContain('import { BrowserRouter, Routes, Route } from "react-router-dom";');
      expect(out.indexOf('import Products from "./pages/Products";')).toBeLessThan(out.indexOf('import Cart from "./pages/Cart";'));
      expect(out).toMatch(/<Routes>\n\s+<Route path="\/products" element=\{<Products \/>\} \/>\n\s+<Route path="\/cart" element=\{<Cart \/>\} \/>\n\s+<NotFound path="\*" \/>/);
      expect(isLeafRootRoute(tree.ast('src/App.jsx')!)).toBe(false);
    } finally {
      cleanup();
    }
  });
});

describe('gap-pages: a route table whose root route is a layout', () => {
  it('addJsxRoute registers new pages inside the root layout route (its element draws the frame), before its catch-all; a table without one keeps them at the top', async () => {
    const { addJsxRoute } = await import('../../../src/codemods/gap-pages/register.js');
    const { tree, cleanup } = await siteTree({
      'package.json': '{ "name": "nested", "dependencies": { "react": "18.0.0", "react-router-dom": "6.0.0" } }',
      'src/routes.js': 'export const Spots = { ROOT: "/", PANTRY: "pantry" };\n',
      'src/App.jsx': [
        'import { Routes, Route } from "react-router-dom";',
        'import { Spots } from "./routes";',
        'import ShellWithMenu from "./ShellWithMenu";',
        'import Kitchen from "./Kitchen";',
        'import Pantry from "./Pantry";',
        'import Lost from "./Lost";',
        '',
        'export default function App() {',
        '  return (',
        '    <Routes>',
        '      <Route path={Spots.ROOT} element={<ShellWithMenu />}>',
        '        <Route index element={<Kitchen />} />',
        '        <Route path={Spots.PANTRY} element={<Pantry />} />',
        '      </Route>',
        "      <Route path={'*'} element={<Lost />} />",
        '    </Routes>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'src/Flat.jsx': [
        'import { Routes, Route } from "react-router-dom";',
        'import Kitchen from "./Kitchen";',
        '',
        'export default function Flat() {',
        '  return (',
        '    <Routes>',
        '      <Route path="/" element={<Kitchen />} />',
        "      <Route path={'*'} element={<Kitchen />} />",
        '    </Routes>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    try {
      expect(addJsxRoute(tree, 'src/App.jsx', { local: 'About', route: '/about', importFrom: './pages/About' })).toBe(true);
      const out = tree.read('src/App.jsx')!;
      expect(out).toMatch(/<Route path=\{Spots\.PANTRY\} element=\{<Pantry \/>\} \/>\n\s+<Route path="\/about" element=\{<About \/>\} \/>\n\s+<\/Route>/);
      expect(addJsxRoute(tree, 'src/Flat.jsx', { local: 'About', route: '/about', importFrom: './pages/About' })).toBe(true);
      // No layout route: beside the others, before the catch-all written as an expression.
      expect(tree.read('src/Flat.jsx')!).toMatch(/<Route path="\/" element=\{<Kitchen \/>\} \/>\n\s+<Route path="\/about" element=\{<About \/>\} \/>\n\s+<Route path=\{'\*'\}/);
    } finally {
      cleanup();
    }
  });
});

describe('gap-pages: a page file the source left as a stub', () => {
  it('counts as fillable when its only text is its own name or a placeholder; a page with computed or more content does not', async () => {
    const { isStubModule } = await import('../../../src/codemods/gap-pages/index.js');
    expect(isStubModule('const Receipts = () => {\n  return <div>Receipts</div>;\n};\n\nexport default Receipts;\n', 'Receipts')).toBe(true);
    expect(isStubModule('import React from "react";\nexport default function TrackParcel() {\n  return <main><h1>Track parcel</h1></main>;\n}\n', 'TrackParcel')).toBe(true);
    expect(isStubModule('export default function Faq() {\n  return <p>Coming soon</p>;\n}\n', 'Faq')).toBe(true);
    expect(isStubModule('export default function Receipts({ order }) {\n  return <div><h1>Receipts</h1><p>{order.id}</p></div>;\n}\n', 'Receipts')).toBe(false);
    expect(isStubModule('import Hero from "./Hero";\nexport default function Receipts() {\n  return <div>Receipts</div>;\n}\n', 'Receipts')).toBe(false);
    expect(isStubModule('export default function Receipts() {\n  return <div><h1>Receipts</h1><p>Kept for a year.</p></div>;\n}\n', 'Receipts')).toBe(false);
    // Its name as a heading over a placeholder line, or two placeholder lines; not the name over real copy (above).
    const wrapped = ['import React from "react";', '', 'export const Receipts: React.FC = () => {', '  return (', '    <div className="page">', '      <div className="inner">', '        <h1 className="title">', '          Receipts', '        </h1>', '        <p className="note">Receipts page - coming soon!</p>', '      </div>', '    </div>', '  )', '}', ''].join('\n');
    expect(isStubModule(wrapped, 'Receipts')).toBe(true);
    expect(isStubModule('export default function Receipts() {\n  return <div><h1>Under construction</h1><p>Coming soon</p></div>;\n}\n', 'Receipts')).toBe(true);
  });
});

describe('gap-pages: a page file the source left empty', () => {
  it('counts as absent (it is filled), whatever whitespace and comments it holds; a real module does not', async () => {
    const { isBlankModule } = await import('../../../src/codemods/gap-pages/index.js');
    expect(isBlankModule('')).toBe(true);
    expect(isBlankModule('\n  // cart page, to do\n/* later */\n')).toBe(true);
    expect(isBlankModule('export default function Cart() { return null; }\n')).toBe(false);
    expect(isBlankModule(undefined)).toBe(false);
  });
});
