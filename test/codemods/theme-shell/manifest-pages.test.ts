import { describe, expect, it } from 'vitest';
import { asRecorded, manifestPages } from '../../../src/codemods/theme-shell/manifest.js';
import type { PageInfo } from '../../../src/analyze/types.js';

const page = (file: string, route: string, component: string | null = null): PageInfo =>
  ({ file, route, class: 'content', canonical: null, becomes: 'static editable page', component }) as PageInfo;

describe('manifest pages', () => {
  it('a route to the loading indicator is kept by the theme but is no manifest page', () => {
    const pages = [page('src/components/BusyScreen.tsx', '/busy', 'LoadingScreen'), page('src/components/Spinner.jsx', '/wait'), page('src/pages/Story.tsx', '/story')];
    expect(manifestPages(pages, []).map((p) => p.path)).toEqual(['/story']);
  });

  it('valid-: a page whose name only starts like a loader stays (a loading dock, a loaders shop)', () => {
    const pages = [page('src/pages/LoadingDock.tsx', '/dock'), page('src/pages/Loaders.tsx', '/loaders')];
    expect(manifestPages(pages, []).map((p) => p.path).sort()).toEqual(['/dock', '/loaders']);
  });

  it('a blog page that reads one post is the blog-post page; the blog list stays the blog', () => {
    const pages = [
      { ...page('src/pages/Journal.jsx', '/Journal'), canonical: 'blog' as const },
      { ...page('src/pages/JournalEntry.jsx', '/JournalEntry'), canonical: 'blog' as const },
    ];
    const listed = manifestPages(pages, [], [], () => null, () => null, (file) => file === 'src/pages/JournalEntry.jsx');
    expect(listed.map((p) => [p.id, p.path, p.canonical])).toEqual([['blog', '/Journal', 'blog'], ['blog-post', '/JournalEntry', 'blog']]);
  });

  it("of several pages with one role, the one at the role's own path, else one without a route parameter, gets the plain id", () => {
    const lists = [
      { ...page('src/pages/SeasonDrops.tsx', '/drops/:season'), canonical: 'products' as const },
      { ...page('src/pages/Picks.tsx', '/picks'), canonical: 'products' as const },
      { ...page('src/pages/Catalogue.tsx', '/products'), canonical: 'products' as const },
      { ...page('src/pages/Story.tsx', '/story'), canonical: 'about' as const },
    ];
    expect(manifestPages(lists, []).map((p) => [p.id, p.path])).toEqual([['products', '/products'], ['products-2', '/picks'], ['products-3', '/drops/:season'], ['about', '/story']]);
    // No page at the role's path: the one without a parameter.
    expect(manifestPages(lists.slice(0, 2), []).map((p) => [p.id, p.path])).toEqual([['products', '/picks'], ['products-2', '/drops/:season']]);
  });

  it('a re-run keeps the recorded class of a page the port moved (same route), and of a page by its file', () => {
    // Second run on a ported site: the analysis now reads the near-empty /specials page as the product list.
    const fresh: PageInfo[] = [
      { ...page('src/pages/Specials.jsx', '/specials'), class: 'storefront', canonical: 'products' },
      { ...page('src/pages/Products.jsx', '/products'), class: 'storefront', canonical: 'products' },
      page('src/pages/Visit.jsx', '/visit'),
    ];
    const recorded = [
      { file: 'views/specials.ejs', route: '/specials/', class: 'content' as const, canonical: null, becomes: 'static editable page' },
      { file: 'src/pages/Visit.jsx', route: '/visit', class: 'drop' as const, canonical: null, becomes: 'removed' },
    ];
    const pages = manifestPages(asRecorded(fresh, recorded), []);
    expect(pages.map((p) => [p.path, p.canonical ?? null])).toEqual([['/products', 'products'], ['/specials', null]]);
  });

  it('valid-: with nothing recorded for them the analysis\'s pages stand', () => {
    const fresh: PageInfo[] = [{ ...page('src/pages/Shop.jsx', '/shop'), class: 'storefront', canonical: 'products' }];
    expect(asRecorded(fresh, [])[0]).toBe(fresh[0]);
    expect(manifestPages(asRecorded(fresh, []), []).map((p) => [p.path, p.canonical])).toEqual([['/shop', 'products']]);
  });

  it('a file of several pages keeps a recorded row per route: its dropped account route does not come back as a second about page', () => {
    const fresh: PageInfo[] = [
      { ...page('src/pages/InfoPages.jsx', '/story'), canonical: 'about' },
      { ...page('src/pages/InfoPages.jsx', '/my-orders'), class: 'drop', becomes: 'removed' },
    ];
    const recorded = fresh.map(({ file, route, class: cls, canonical }) => ({ file, route, class: cls, canonical }));
    expect(manifestPages(asRecorded(fresh, recorded), []).map((p) => p.path)).toEqual(['/story']);
  });
});
