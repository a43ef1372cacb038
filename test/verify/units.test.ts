import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/verify/chromium.js';
import { serveDir } from '../../src/verify/serve.js';
import { firstBuildError } from '../../src/verify/theme-build.js';
import { demoProductNames, linkedRoute, pageTargets, routeOf } from '../../src/verify/targets.js';
import { brokenValueReasons, isListing, isProductPage, reasonsFor } from '../../src/verify/verdict.js';
import { addressOf, withRecordQuery } from '../../src/verify/visit.js';
import { foreignVerdict, shownType } from '../../src/check/third-party.js';
import { LOADING_TEXT } from '../../src/verify/page-facts.js';

const APP = '/home/dev/shop';

describe('firstBuildError', () => {
  it('names the file and line of a Vite/Rollup error, relative to the theme', () => {
    const out = [
      '> shop@0.0.0 build', '> vite build', 'vite v8.0.0 building for production...', '✗ Build failed in 536ms',
      'error during build:', '[vite:esbuild] Transform failed with 1 error:',
      `${APP}/src/pages/Home.jsx:12:4: ERROR: Unexpected "}"`, '    at failureErrorWithLog',
    ].join('\n');
    expect(firstBuildError(out, APP)).toBe('src/pages/Home.jsx:12: Unexpected "}"');
  });

  it('names the importer of a module that does not resolve', () => {
    const out = ['✗ Build failed in 90ms', 'error during build:', `[vite]: Rollup failed to resolve import "@/lib/gone" from "${APP}/src/App.jsx".`].join('\n');
    expect(firstBuildError(out, APP)).toBe('src/App.jsx: [vite]: Rollup failed to resolve import "@/lib/gone" from "src/App.jsx".');
  });

  it('reads esbuild and tsc errors', () => {
    expect(firstBuildError('✘ [ERROR] No matching export in "src/a.js" for import "b"\n\n    src/main.jsx:3:9:\n', APP)).toBe('src/main.jsx:3: No matching export in "src/a.js" for import "b"');
    expect(firstBuildError('src/x.ts(4,7): error TS2322: Type string is not number.', APP)).toBe('src/x.ts:4: error TS2322: Type string is not number.');
  });

  it("names a plugin's failure thrown out of a build script, not the Node.js version line after it", () => {
    const out = ['x Build failed in 15.84s', '', 'node:internal/modules/run_main:123', '    triggerUncaughtException(', '    ^', "[vite:minify-step] require is not defined in ES module scope, you can use import instead", "  code: 'PLUGIN_ERROR',", '}', '', 'Node.js v20.20.2'].join('\n');
    expect(firstBuildError(out, APP)).toBe('[vite:minify-step] require is not defined in ES module scope, you can use import instead');
  });

  it('names an unresolved import of a build run through the API, not the stack frame called `error`', () => {
    const out = ['✗ Build failed in 2.10s', `Could not resolve "./parts/Counter" from "src/views/Frame.jsx"`, `file: ${APP}/src/views/Frame.jsx`,
      `    at getRollupError (file://${APP}/node_modules/rollup/dist/es/shared/parseAst.js:401:41)`, `    at error (file://${APP}/node_modules/rollup/dist/es/shared/parseAst.js:397:42)`].join('\n');
    expect(firstBuildError(out, APP)).toBe('src/views/Frame.jsx: Could not resolve "./parts/Counter" from "src/views/Frame.jsx"');
  });
});

describe('routeOf', () => {
  const demo = { products: [{ id: 'p1', slug: 'mug' }], blog: [{ id: 'b1', slug: 'hello' }], collections: [{ id: 'c1', slug: 'cups' }] };
  it('fills parameters from the demo record the segment names', () => {
    expect(routeOf({ id: 'product', path: '/product/:slug' }, demo)).toBe('/product/mug');
    expect(routeOf({ id: 'product', path: '/item/:id' }, demo)).toBe('/item/p1');
    expect(routeOf({ id: 'post', path: '/blog/:slug' }, demo)).toBe('/blog/hello');
    expect(routeOf({ id: 'collection', path: '/category/:slug' }, demo)).toBe('/category/cups');
    expect(routeOf({ id: 'not-found', path: '*' }, demo)).toBe('/');
  });
});

describe('linkedRoute', () => {
  const target = (path: string, route: string) => ({ id: 'x', path, route, canonical: null });
  it('opens the record the pages link to when none of their links is the demo record', () => {
    // The detail pages of the site's own content (a local module of case studies) link to their own slugs.
    expect(linkedRoute(target('/stories/:slug', '/stories/mug'), ['/', '/stories', '/stories/first-win?ref=1', '/stories/second'])).toBe('/stories/first-win');
    expect(linkedRoute(target('/stories/:slug', '/stories/mug'), ['/#/stories/first-win'])).toBe('/stories/first-win');
  });
  it('keeps the demo record when the pages link to it, or link to no record of the route (valid neighbours)', () => {
    expect(linkedRoute(target('/product/:slug', '/product/mug'), ['/product/featured-tee', '/product/mug'])).toBe('/product/mug');
    expect(linkedRoute(target('/product/:slug', '/product/mug'), ['/product', '/product/mug/reviews', '/about'])).toBe('/product/mug');
    expect(linkedRoute(target('/about', '/about'), ['/about/team'])).toBe('/about');
  });
  it('opens pages with a parameter after the others, home first', () => {
    const manifest = { locales: ['en'], pages: [{ id: 'story', path: '/stories/:slug' }, { id: 'stories', path: '/stories' }, { id: 'home', path: '/' }] };
    expect(pageTargets(manifest, {}, null).map((t) => t.id)).toEqual(['home', 'stories', 'story']);
  });
  it('a detail page routed without a parameter (it reads ?id=) carries the demo record\'s query; a listing or a :param page does not', () => {
    const manifest = { locales: ['en'], pages: [{ id: 'products', path: '/Shop', canonical: 'products' }, { id: 'product', path: '/LampDetail', canonical: 'product' }, { id: 'post', path: '/journal/:slug', canonical: 'blog-post' }] };
    const demo = { products: [{ id: 'demo-lamp', slug: 'brass-lamp', name: 'Brass lamp' }], blog: [{ id: 'b1', slug: 'first' }] };
    const targets = pageTargets(manifest, demo, null);
    expect(targets.find((t) => t.id === 'product')?.recordQuery).toBe('?id=demo-lamp&slug=brass-lamp');
    expect(targets.find((t) => t.id === 'products')?.recordQuery).toBeUndefined();
    expect(targets.find((t) => t.id === 'post')?.recordQuery).toBeUndefined();
  });
  it("a blog page showing one post (id blog-post, role blog) opens with the demo post's slug as its id; the blog list does not", () => {
    const manifest = { locales: ['en'], pages: [{ id: 'blog', path: '/Journal', canonical: 'blog' }, { id: 'blog-post', path: '/JournalEntry', canonical: 'blog' }] };
    const demo = { products: [{ id: 'demo-lamp', slug: 'brass-lamp' }], blog: [{ slug: 'sample-post', title: 'Sample post' }] };
    const targets = pageTargets(manifest, demo, null);
    const post = targets.find((t) => t.id === 'blog-post')!;
    expect(post.recordQuery).toBe('?id=sample-post&slug=sample-post');
    expect(withRecordQuery(post, ['/Journal', '/JournalEntry?id=first-brew'])).toBe('/JournalEntry?id=first-brew');
    expect(withRecordQuery(post, ['/Journal'])).toBe('/JournalEntry?id=sample-post&slug=sample-post');
    expect(targets.find((t) => t.id === 'blog')?.recordQuery).toBeUndefined();
  });
});

describe('addressOf', () => {
  it('opens a route in preview mode in a locale, keeping its own query, or through the hash', () => {
    expect(addressOf('http://127.0.0.1:1', '/shop', 'ar', false)).toBe('http://127.0.0.1:1/shop?preview&locale=ar');
    expect(addressOf('http://127.0.0.1:1', '/Item?id=3', 'en', false)).toBe('http://127.0.0.1:1/Item?id=3&preview&locale=en');
    expect(addressOf('http://127.0.0.1:1', '/shop', 'en', true)).toBe('http://127.0.0.1:1/?preview&locale=en#/shop');
  });
});

describe('LOADING_TEXT', () => {
  it('sees a spinner text in several languages, also right after an inline control, but not inside a word', () => {
    for (const text of ['Loading...', 'Cargando…', 'Caricamento...', 'English\u0627\u0644\u0639\u0631\u0628\u064a\u0629Caricando...', '\u062c\u0627\u0631\u064a \u0627\u0644\u062a\u062d\u0645\u064a\u0644...']) expect(LOADING_TEXT.test(text), text).toBe(true);
    for (const text of ['Preloading...', 'Loading bay hours', 'Caricando la merce']) expect(LOADING_TEXT.test(text), text).toBe(false);
  });
});

describe('findBrowser', () => {
  it('takes the browser the environment names, then one on PATH, else none', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-browser-'));
    const exe = path.join(dir, 'chromium');
    writeFileSync(exe, '#!/bin/sh\n');
    chmodSync(exe, 0o755);
    expect(findBrowser({ PATH: dir })).toBe(exe);
    expect(findBrowser({ CHROMIUM_PATH: exe, PATH: '' })).toBe(exe);
    expect(findBrowser({ PATH: path.join(dir, 'nothing-here') })).toBeNull();
  });
});

describe('serveDir', () => {
  it('serves files, falls back to index.html for routes, finds base ./ assets from nested routes, 404s missing files', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pc-serve-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<html>app</html>');
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    const served = await serveDir(root);
    try {
      const get = async (p: string) => { const r = await fetch(served.origin + p); return [r.status, await r.text()]; };
      expect(await get('/assets/app.js')).toEqual([200, 'console.log(1)']);
      expect(await get('/shop/item/3')).toEqual([200, '<html>app</html>']);
      expect(await get('/shop/item/assets/app.js')).toEqual([200, 'console.log(1)']);
      expect((await get('/assets/gone.js'))[0]).toBe(404);
      expect((await get('/../../etc/passwd'))[1]).toBe('<html>app</html>');
    } finally {
      await served.close();
    }
  });
});

describe('demo products on a product page', () => {
  const facts = (pageText: string) => ({ finalRoute: '/products/a', lang: 'en', dir: 'ltr', contentLines: [pageText], pageText, overflowX: 0, brokenImages: [], hasChrome: true, arabicShare: 0, links: [] });
  const target = { id: 'product', path: '/products/:slug', route: '/products/a', canonical: 'product' };

  it('finds a source name written with stray spaces as the page draws it (trimmed, spaces collapsed)', () => {
    const names = demoProductNames({ products: [{ name: 'Braided  Leather Cuff ', nameAr: null }] });
    expect(names).toEqual(['Braided Leather Cuff']);
    // The source record's names in other languages count too.
    expect(demoProductNames({ products: [{ name: 'Soup bowl', raw: { name_fr: 'Bol à soupe', nameEs: 'Cuenco', named: 'x', title: 'Soup bowl' } }] })).toEqual(['Soup bowl', 'Bol à soupe', 'Cuenco']);
    const seen = reasonsFor(target, 'en', { facts: facts('BRAIDED LEATHER\nCUFF\n$12.00'), errors: [], foreign: [], productNames: ['Braided  Leather Cuff '], homeHasChrome: true }, false);
    expect(seen.showsProducts).toBe(true);
    expect(reasonsFor(target, 'en', { facts: facts('Something else'), errors: [], foreign: [], productNames: names, homeHasChrome: true }, false).reasons).toContain('shows none of the 1 demo products');
  });

  it('finds a long name the page cuts short itself with an ellipsis, not a mere word of it', () => {
    const long = ['Walnut Serving Board, Large Oval'];
    const shown = (text: string) => reasonsFor(target, 'en', { facts: facts(text), errors: [], foreign: [], productNames: long, homeHasChrome: true }, false).showsProducts;
    expect(shown('Walnut Servi...\n$40.00')).toBe(true);
    expect(shown('WALNUT SERVING BOARD…')).toBe(true);
    expect(shown('Walnut...')).toBe(false);
    expect(shown('Walnut Serving tips')).toBe(false);
  });
});

describe('a view that does not follow its locale', () => {
  const target = { id: 'about', path: '/about', route: '/about', canonical: 'about' };
  const facts = (pageText: string, arabicShare: number) => ({ finalRoute: '/about', lang: 'en', dir: 'ltr', contentLines: [pageText], pageText, overflowX: 0, brokenImages: [], hasChrome: true, arabicShare, links: [] });
  const arabicPage = 'قصتنا بدأت في متجر صغير في وسط المدينة حيث نخبز كل صباح';
  it('fails an English page whose text is mostly Arabic, and passes one that only names a dish in Arabic', () => {
    const seen = reasonsFor(target, 'en', { facts: facts(arabicPage, 0.96), errors: [], foreign: [], productNames: [], homeHasChrome: true }, false);
    expect(seen.reasons).toEqual(['its text is mostly Arabic (96% of the letters) in the en view']);
    const mixed = reasonsFor(target, 'en', { facts: facts('Our story began in a small shop downtown, where we bake ka\'ak (كعك) each morning.', 0.06), errors: [], foreign: [], productNames: [], homeHasChrome: true }, false);
    expect(mixed.reasons).toEqual([]);
  });
  it('leaves out the names of the store\'s products: a listing of Arabic-named dishes with English copy follows the locale', () => {
    const listing = { ...facts('Our menu\nشوربة عدس بالليمون\n45.00 EGP\nAdd to cart\nفطيرة جبنة بالزعتر\n30.00 EGP\nAdd to cart', 0.62), contentLines: ['Our menu', 'شوربة عدس بالليمون', '45.00 EGP', 'Add to cart', 'فطيرة جبنة بالزعتر', '30.00 EGP', 'Add to cart'] };
    const names = ['شوربة عدس بالليمون', 'فطيرة جبنة بالزعتر'];
    expect(reasonsFor(target, 'en', { facts: listing, errors: [], foreign: [], productNames: names, homeHasChrome: true }, false).reasons).toEqual([]);
    // The copy around them in Arabic still fails the view.
    const arabicCopy = { ...listing, contentLines: ['قائمتنا', ...names, 'أضف إلى السلة'] };
    expect(reasonsFor(target, 'en', { facts: arabicCopy, errors: [], foreign: [], productNames: names, homeHasChrome: true }, false).reasons).toEqual(['its text is mostly Arabic (100% of the letters) in the en view']);
  });
  it('leaves out a locale switch drawn in the page: its Arabic label beside a short English heading is no Arabic view', () => {
    const shop = { ...facts('Shop\nالعربية\nCedar Comb\n$14.00\nBeard Oil\n$22.00', 0.64), contentLines: ['Shop', 'العربية', 'Cedar Comb', '$14.00', 'Beard Oil', '$22.00'] };
    expect(reasonsFor(target, 'en', { facts: shop, errors: [], foreign: [], productNames: ['Cedar Comb', 'Beard Oil'], homeHasChrome: true }, false).reasons).toEqual([]);
    // Arabic copy beside the switch still fails the English view.
    const arabicShop = { ...shop, contentLines: ['المتجر', 'العربية', 'منتجات مختارة بعناية لكل يوم', 'أضف إلى السلة', 'Cedar Comb'] };
    expect(reasonsFor(target, 'en', { facts: arabicShop, errors: [], foreign: [], productNames: ['Cedar Comb'], homeHasChrome: true }, false).reasons).toEqual(['its text is mostly Arabic (100% of the letters) in the en view']);
  });
  it('leaves a view the manifest does not declare yet (its translation still to come) to show the source', () => {
    expect(reasonsFor(target, 'en', { facts: facts(arabicPage, 0.96), errors: [], foreign: [], productNames: [], homeHasChrome: true, followsLocale: false }, false).reasons).toEqual([]);
  });
  it('leaves the Arabic view to be Arabic', () => {
    const ar = { ...facts(arabicPage, 0.96), lang: 'ar', dir: 'rtl' };
    expect(reasonsFor(target, 'ar', { facts: ar, errors: [], foreign: [], productNames: [], homeHasChrome: true }, false).reasons).toEqual([]);
  });
});

describe('a page that never stops waiting', () => {
  const facts = (pageText: string) => ({ finalRoute: '/', lang: 'en', dir: 'ltr', contentLines: pageText.split('\n'), pageText, overflowX: 0, brokenImages: [], hasChrome: false, arabicShare: 0, links: [] });
  const target = { id: 'home', path: '/', route: '/', canonical: 'home' };
  const reasons = (text: string) => reasonsFor(target, 'en', { facts: facts(text), errors: [], foreign: [], productNames: [], homeHasChrome: null }, false).reasons;

  it('fails a page whose one line is a wait ("checking sign-in", "Please wait…"), not a line that only mentions one', () => {
    expect(reasons('checking sign-in')).toEqual(['a one-line stub: "checking sign-in"']);
    expect(reasons('Please wait…')).toEqual(['a one-line stub: "Please wait…"']);
    expect(reasons('Fresh loaves waiting for you every morning')).toEqual([]);
    expect(reasons('Checking out is quick\nPay on delivery')).toEqual([]);
  });
});

describe('failed values drawn as text', () => {
  it('names each failed value once, with the text it shows in, and leaves words that merely contain one', () => {
    expect(brokenValueReasons(['Total: ₦NaN', '(undefined/5) stars', 'Rated NaN', 'Pick [object Object]', 'Owner: null'])).toEqual([
      'shows NaN: "Total: ₦NaN"', 'shows undefined: "(undefined/5) stars"', 'shows [object Object]: "Pick [object Object]"', 'shows null: "Owner: null"',
    ]);
    expect(brokenValueReasons(['Banana bread', 'nullify', 'Undefined terms apply', 'NULL'])).toEqual([]);
    // A discount computed over a missing price: an infinite number; a product named Infinity is a name.
    expect(brokenValueReasons(['-Infinity% off', 'Save Infinity %', 'Infinity Scarf'])).toEqual(['shows -Infinity: "-Infinity% off"', 'shows Infinity: "Save Infinity %"']);
  });
});

describe('which pages must show demo products', () => {
  it('a page by its canonical role; by its id only when the manifest does not say (an explicit null is no listing)', () => {
    const page = (id: string, canonical?: string | null) => ({ id, path: `/${id}`, route: `/${id}`, ...(canonical === undefined ? {} : { canonical }) });
    expect(isListing(page('menu'))).toBe(true);
    expect(isListing(page('menu', null))).toBe(false);
    expect(isListing(page('catalogue', 'products'))).toBe(true);
    expect(isProductPage(page('product'))).toBe(true);
    expect(isProductPage(page('product', null))).toBe(false);
  });
});

describe('loads from another host', () => {
  it('a picture fetched outside the page (an icon link, typed `other`) is shown, not called; other `other` loads are not', () => {
    expect(shownType('other', 'https://brand.example/assets/img/mark.svg')).toBe('image');
    expect(shownType('other', 'https://brand.example/favicon.ico?v=3')).toBe('image');
    expect(foreignVerdict('other', 'https://brand.example/assets/img/mark.svg')).toBe('allowed-shown');
    expect(shownType('other', 'https://brand.example/site.webmanifest')).toBeNull();
    expect(foreignVerdict('other', 'https://brand.example/api/products')).toBe('not-allowed');
    expect(foreignVerdict('fetch', 'https://brand.example/logo.png')).toBe('api-call');
    expect(shownType('font', 'https://fonts.example/a.woff2')).toBe('font');
  });
});

describe('a detail page that reads its record from the query', () => {
  const manifest = { pages: [{ id: 'home', path: '/' }, { id: 'product', path: '/ItemView', canonical: 'product' }, { id: 'about', path: '/About' }] } as never;
  const demo = { products: [{ id: 'p-7', name: 'Lamp' }] };
  it('opens with the first link seen to it, else with the demo record as ?id=', () => {
    const item = pageTargets(manifest, demo, null).find((t) => t.id === 'product')!;
    expect(item.recordQuery).toBe('?id=p-7');
    expect(withRecordQuery(item, ['/About', '/ItemView?id=abc'])).toBe('/ItemView?id=abc');
    expect(withRecordQuery(item, ['/About'])).toBe('/ItemView?id=p-7');
    const about = pageTargets(manifest, demo, null).find((t) => t.id === 'about')!;
    expect(withRecordQuery(about, [])).toBe('/About');
  });
});
